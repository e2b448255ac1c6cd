import { describe, expect, it } from 'vitest';
import {
  createQuantizer,
  QuantizationError,
  type ExtendedQuantizer,
  type QuantizationErrorReason,
  type QuantizerOptions,
} from '../../src/modules/compression/quantization/index.js';
import { SeededRandom } from '../../src/modules/compression/quantization/seeded-random.js';
import { unitVectors } from '../support/unit-vectors.js';

/** The paper's ||x - x^||^2 for unit vectors at 1..4 bits (the Lloyd-Max distortions of N(0, 1)). */
const PAPER_MSE = [0.3634, 0.1175, 0.0345, 0.0095];
const MARGIN = 0.08;

function squaredError(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i]! - b[i]!) ** 2;
  return s;
}

function meanSquaredError(q: ExtendedQuantizer, vectors: Float32Array[]): number {
  let total = 0;
  for (const v of vectors) total += squaredError(v, q.decode(q.encode(v)));
  return total / vectors.length;
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function reason(action: () => unknown): QuantizationErrorReason {
  try {
    action();
  } catch (err) {
    if (err instanceof QuantizationError) return err.reason;
    throw err;
  }
  throw new Error('expected a QuantizationError');
}

const METHODS = ['TURBOQUANT', 'SCALAR_QUANTIZATION'] as const;
const sample = unitVectors(1, 500, 768);

describe('createQuantizer', () => {
  it('refuses options out of range with a clear message', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ method: 'PQ', bits: 4, dimension: 8 }, /method must be one of SCALAR_QUANTIZATION, TURBOQUANT; got "PQ"/],
      [{ method: 'TURBOQUANT', bits: 0, dimension: 8 }, /bits must be an integer from 1 to 16; got 0/],
      [{ method: 'TURBOQUANT', bits: 17, dimension: 8 }, /bits must be an integer from 1 to 16; got 17/],
      [{ method: 'TURBOQUANT', bits: 2.5, dimension: 8 }, /bits must be an integer/],
      [{ method: 'TURBOQUANT', bits: '4', dimension: 8 }, /bits must be an integer/],
      [{ method: 'TURBOQUANT', bits: 4, dimension: 0 }, /dimension must be an integer from 1/],
      [{ method: 'TURBOQUANT', bits: 4, dimension: 7.5 }, /dimension must be an integer/],
      [{ method: 'TURBOQUANT', bits: 4, dimension: 8, seed: -1 }, /seed must be an integer from 0 to 4294967295/],
      [{ method: 'TURBOQUANT', bits: 4, dimension: 8, seed: 2 ** 32 }, /seed must be/],
      [null, /must be an object/],
    ];
    for (const [options, message] of bad) {
      expect(() => createQuantizer(options as QuantizerOptions)).toThrow(message);
      expect(reason(() => createQuantizer(options as QuantizerOptions))).toBe('invalid_options');
    }
  });

  it('describes what it built', () => {
    const q = createQuantizer({ method: 'TURBOQUANT', bits: 3, dimension: 100 });
    expect(q).toMatchObject({ method: 'TURBOQUANT', bits: 3, dimension: 100, seed: 42, storedCoordinates: 100 });
    expect(createQuantizer({ method: 'SCALAR_QUANTIZATION', bits: 3, dimension: 100, seed: 9 }).seed).toBe(0);
  });
});

describe('TURBOQUANT quality (500 random unit vectors, d = 768)', () => {
  it(`has the paper's mean squared error within ${MARGIN * 100}% at 1..4 bits, below SCALAR_QUANTIZATION's`, () => {
    for (let bits = 1; bits <= 4; bits++) {
      const turbo = meanSquaredError(createQuantizer({ method: 'TURBOQUANT', bits, dimension: 768 }), sample);
      const scalar = meanSquaredError(createQuantizer({ method: 'SCALAR_QUANTIZATION', bits, dimension: 768 }), sample);
      expect(Math.abs(turbo / PAPER_MSE[bits - 1]! - 1), `${bits} bits: ${turbo}`).toBeLessThan(MARGIN);
      expect(turbo, `${bits} bits`).toBeLessThan(scalar);
      expect(turbo).toBeGreaterThan(4 ** -bits); // never below the information-theoretic bound
    }
  });

  it('keeps improving up to 16 bits, where it is nearly lossless', () => {
    let previous = Infinity;
    for (const bits of [5, 6, 8, 12, 16]) {
      const mse = meanSquaredError(
        createQuantizer({ method: 'TURBOQUANT', bits, dimension: 768 }),
        sample.slice(0, 50),
      );
      expect(mse).toBeLessThan(previous);
      expect(mse).toBeLessThan(3 * 4 ** -bits);
      previous = mse;
    }
  });

  it('treats sparse vectors like dense ones (the rotation spreads them)', () => {
    const q = createQuantizer({ method: 'TURBOQUANT', bits: 4, dimension: 768 });
    let total = 0;
    for (let j = 0; j < 768; j += 8) {
      const e = new Float32Array(768);
      e[j] = 1;
      total += squaredError(e, q.decode(q.encode(e)));
    }
    expect(total / 96).toBeLessThan(PAPER_MSE[3]! * (1 + MARGIN));
  });
});

describe.each(METHODS)('%s', (method) => {
  it('encodes one code per coordinate within 2^bits and decodes to the dimension', () => {
    for (const bits of [1, 2, 5, 16]) {
      const q = createQuantizer({ method, bits, dimension: 768 });
      const encoded = q.encode(sample[0]!);
      expect(encoded.codes).toBeInstanceOf(Uint16Array);
      expect(encoded.codes).toHaveLength(768);
      expect(Math.max(...encoded.codes)).toBeLessThan(2 ** bits);
      expect(encoded.side).toHaveLength(method === 'TURBOQUANT' ? 1 : 2);
      expect(q.decode(encoded)).toHaveLength(768);
    }
  });

  it('works at odd dimensions (1, 3, 100, 769)', () => {
    const random = new SeededRandom(2);
    for (const dimension of [1, 3, 100, 769]) {
      const q = createQuantizer({ method, bits: 8, dimension });
      const v = Float32Array.from({ length: dimension }, () => random.nextGaussian());
      const decoded = q.decode(q.fromBytes(q.toBytes(q.encode(v))));
      expect(decoded).toHaveLength(dimension);
      expect(squaredError(v, decoded) / dot(v, v)).toBeLessThan(dimension === 1 ? 0.01 : 0.002);
    }
  });

  it('encodes the zero vector and gives it back as zeros', () => {
    for (const dimension of [1, 768]) {
      const q = createQuantizer({ method, bits: 4, dimension });
      const decoded = q.decode(q.encode(new Float32Array(dimension)));
      expect(decoded.every((x) => x === 0)).toBe(true);
    }
  });

  it('is deterministic: the same vector and seed give the same codes', () => {
    const a = createQuantizer({ method, bits: 4, dimension: 768, seed: 5 });
    const b = createQuantizer({ method, bits: 4, dimension: 768, seed: 5 });
    expect(a.encode(sample[3]!)).toEqual(b.encode(sample[3]!));
    expect(a.encode(Array.from(sample[3]!))).toEqual(a.encode(sample[3]!)); // number[] and Float32Array alike
  });

  it('estimates inner products and squared distances from the codes as the decoded vector gives them', () => {
    const q = createQuantizer({ method, bits: 3, dimension: 768 });
    const queries = unitVectors(9, 5, 768).map((v) => v.map((x) => 3 * x));
    for (const query of queries) {
      const prepared = q.prepareQuery(query);
      expect(prepared.dimension).toBe(768);
      for (const v of sample.slice(0, 20)) {
        const encoded = q.encode(v);
        const decoded = q.decode(encoded);
        expect(q.estimateInnerProduct(prepared, encoded)).toBeCloseTo(dot(query, decoded), 5);
        expect(q.estimateSquaredDistance(prepared, encoded)).toBeCloseTo(squaredError(query, decoded), 5);
      }
    }
  });

  it('refuses vectors of the wrong length or with values that are not finite numbers', () => {
    const q = createQuantizer({ method, bits: 4, dimension: 4 });
    expect(reason(() => q.encode([1, 2, 3]))).toBe('invalid_vector');
    expect(reason(() => q.encode([1, 2, NaN, 4]))).toBe('invalid_vector');
    expect(reason(() => q.encode([1, 2, Infinity, 4]))).toBe('invalid_vector');
    expect(reason(() => q.encode([1, 2, 'x', 4] as unknown as number[]))).toBe('invalid_vector');
    expect(() => q.encode([1, 2, NaN, 4])).toThrow(/the vector\[2\] is not a finite number/);
    expect(reason(() => q.encode([1e300, 1e300, 0, 0]))).toBe('invalid_vector'); // beyond float32
    expect(reason(() => q.prepareQuery([1, 2]))).toBe('invalid_vector');
  });

  it('refuses encoded vectors it did not make', () => {
    const q = createQuantizer({ method, bits: 2, dimension: 4 });
    const good = q.encode([1, 2, 3, 4]);
    expect(reason(() => q.decode({ codes: new Uint16Array(3), side: good.side }))).toBe('invalid_encoded');
    expect(reason(() => q.decode({ codes: Uint16Array.of(0, 1, 2, 4), side: good.side }))).toBe('invalid_encoded');
    expect(reason(() => q.decode({ codes: good.codes, side: new Float32Array(3) }))).toBe('invalid_encoded');
    expect(reason(() => q.decode({ codes: Array.from(good.codes) as unknown as Uint16Array, side: good.side }))).toBe(
      'invalid_encoded',
    );
    expect(reason(() => q.toBytes({ codes: Uint16Array.of(0, 1, 2, 4), side: good.side }))).toBe('invalid_encoded');
    const other = createQuantizer({
      method: method === 'TURBOQUANT' ? 'SCALAR_QUANTIZATION' : 'TURBOQUANT',
      bits: 2,
      dimension: 4,
    });
    expect(reason(() => q.estimateInnerProduct(other.prepareQuery([1, 2, 3, 4]), good))).toBe('invalid_vector');
  });
});

describe('TURBOQUANT specifics', () => {
  it('depends on the seed, and a scaled vector keeps its codes', () => {
    const v = sample[7]!;
    const a = createQuantizer({ method: 'TURBOQUANT', bits: 4, dimension: 768, seed: 1 });
    const b = createQuantizer({ method: 'TURBOQUANT', bits: 4, dimension: 768, seed: 2 });
    expect(a.encode(v).codes).not.toEqual(b.encode(v).codes);
    const scaled = a.encode(v.map((x) => 5 * x));
    expect(scaled.codes).toEqual(a.encode(v).codes);
    expect(scaled.side[0]).toBeCloseTo(5, 5);
  });

  it('stores the norm and reads queries prepared with the same rotation at any width', () => {
    const q3 = createQuantizer({ method: 'TURBOQUANT', bits: 3, dimension: 768 });
    const q5 = createQuantizer({ method: 'TURBOQUANT', bits: 5, dimension: 768 });
    expect(q3.encode(sample[0]!).side[0]).toBeCloseTo(1, 6);
    const prepared = q3.prepareQuery(sample[1]!);
    const encoded = q5.encode(sample[2]!);
    expect(q5.estimateInnerProduct(prepared, encoded)).toBeCloseTo(dot(sample[1]!, q5.decode(encoded)), 6);
    const otherSeed = createQuantizer({ method: 'TURBOQUANT', bits: 5, dimension: 768, seed: 3 });
    expect(reason(() => otherSeed.estimateInnerProduct(prepared, otherSeed.encode(sample[2]!)))).toBe('invalid_vector');
  });
});

describe('SCALAR_QUANTIZATION specifics', () => {
  it('spans the vector range with 2^bits uniform levels and restores a constant vector exactly', () => {
    const q = createQuantizer({ method: 'SCALAR_QUANTIZATION', bits: 2, dimension: 5 });
    const encoded = q.encode([0, 1, 2, 3, 1.4]);
    expect([...encoded.side]).toEqual([0, 1]);
    expect([...encoded.codes]).toEqual([0, 1, 2, 3, 1]);
    expect([...q.decode(encoded)]).toEqual([0, 1, 2, 3, 1]);
    const constant = q.encode([0.25, 0.25, 0.25, 0.25, 0.25]);
    expect([...q.decode(constant)]).toEqual([0.25, 0.25, 0.25, 0.25, 0.25]);
  });
});
