import { describe, expect, it } from 'vitest';
import {
  hadamardBlocksOf,
  RandomizedHadamardRotation,
  ROTATION_ROUNDS,
} from '../../src/modules/compression/quantization/hadamard-rotation.js';
import { SeededRandom } from '../../src/modules/compression/quantization/seeded-random.js';
import { walshHadamardInPlace } from '../../src/modules/compression/quantization/walsh-hadamard.js';

function gaussianVector(random: SeededRandom, n: number): Float64Array {
  return Float64Array.from({ length: n }, () => random.nextGaussian());
}

function norm(x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
  return Math.sqrt(s);
}

function maxDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]! - b[i]!));
  return m;
}

/** Sylvester's Hadamard matrix entry: (-1)^popcount(i & j). */
function hadamardEntry(i: number, j: number): number {
  let v = i & j;
  let parity = 0;
  while (v) {
    parity ^= v & 1;
    v >>>= 1;
  }
  return parity ? -1 : 1;
}

describe('SeededRandom', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const a = new SeededRandom(7);
    const b = new SeededRandom(7);
    const c = new SeededRandom(8);
    const sa = Array.from({ length: 20 }, () => a.nextUint32());
    expect(Array.from({ length: 20 }, () => b.nextUint32())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.nextUint32())).not.toEqual(sa);
  });

  it('draws permutations, bounded integers and normal deviates', () => {
    const random = new SeededRandom(1);
    const p = random.permutation(1000);
    expect([...p].sort((x, y) => x - y)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    for (let i = 0; i < 1000; i++) expect(random.nextInt(7)).toBeLessThan(7);
    const g = Array.from({ length: 20000 }, () => random.nextGaussian());
    const mean = g.reduce((s, v) => s + v, 0) / g.length;
    const variance = g.reduce((s, v) => s + (v - mean) ** 2, 0) / g.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.04);
  });
});

describe('walshHadamardInPlace', () => {
  it('equals the orthonormal Sylvester matrix product, for every size up to 64, on both array types', () => {
    const random = new SeededRandom(3);
    for (let n = 1; n <= 64; n *= 2) {
      const x = gaussianVector(random, n);
      const expected = Array.from(
        { length: n },
        (_, i) => x.reduce((s, v, j) => s + hadamardEntry(i, j) * v, 0) / Math.sqrt(n),
      );
      const y64 = Float64Array.from(x);
      walshHadamardInPlace(y64, 0, n);
      expect(maxDiff(y64, expected)).toBeLessThan(1e-12);
      const y32 = Float32Array.from(x);
      walshHadamardInPlace(y32, 0, n);
      expect(maxDiff(y32, expected)).toBeLessThan(1e-5);
    }
  });

  it('is its own inverse and touches only its block', () => {
    const random = new SeededRandom(4);
    const x = gaussianVector(random, 1100);
    const y = Float64Array.from(x);
    walshHadamardInPlace(y, 50, 1024);
    expect(y.subarray(0, 50)).toEqual(x.subarray(0, 50));
    expect(y.subarray(1074)).toEqual(x.subarray(1074));
    expect(Math.abs(norm(y) - norm(x))).toBeLessThan(1e-10);
    walshHadamardInPlace(y, 50, 1024);
    expect(maxDiff(y, x)).toBeLessThan(1e-12);
  });

  it('refuses a length that is not a power of two or a block outside the array', () => {
    expect(() => walshHadamardInPlace(new Float64Array(12), 0, 12)).toThrow(/power of two/);
    expect(() => walshHadamardInPlace(new Float64Array(8), 4, 8)).toThrow(/outside/);
  });
});

describe('RandomizedHadamardRotation', () => {
  it('cuts the dimension into power-of-two blocks by its binary digits', () => {
    expect(hadamardBlocksOf(768)).toEqual([
      [0, 512],
      [512, 256],
    ]);
    expect(hadamardBlocksOf(769)).toEqual([
      [0, 512],
      [512, 256],
      [768, 1],
    ]);
    expect(hadamardBlocksOf(1024)).toEqual([[0, 1024]]);
    expect(hadamardBlocksOf(1)).toEqual([[0, 1]]);
  });

  it('preserves norms and inner products and is undone by unrotate, at any dimension', () => {
    const random = new SeededRandom(5);
    for (const d of [1, 2, 3, 7, 100, 768, 769, 1024]) {
      const rotation = new RandomizedHadamardRotation(d, 11);
      const x = gaussianVector(random, d);
      const y = gaussianVector(random, d);
      const rx = Float64Array.from(x);
      const ry = Float64Array.from(y);
      rotation.rotate(rx);
      rotation.rotate(ry);
      expect(Math.abs(norm(rx) - norm(x))).toBeLessThan(1e-12 * norm(x) + 1e-15);
      const dot = (a: Float64Array, b: Float64Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);
      expect(Math.abs(dot(rx, ry) - dot(x, y))).toBeLessThan(1e-10 * (norm(x) * norm(y)));
      rotation.unrotate(rx);
      expect(maxDiff(rx, x)).toBeLessThan(1e-12);
    }
  });

  it('is an orthogonal matrix: R^T R = I (d = 13 and 24, built column by column)', () => {
    for (const d of [13, 24]) {
      const rotation = new RandomizedHadamardRotation(d, 99);
      const columns = Array.from({ length: d }, (_, j) => {
        const e = new Float64Array(d);
        e[j] = 1;
        rotation.rotate(e);
        return e;
      });
      for (let i = 0; i < d; i++) {
        for (let j = 0; j < d; j++) {
          const dot = columns[i]!.reduce((s, v, k) => s + v * columns[j]![k]!, 0);
          expect(Math.abs(dot - (i === j ? 1 : 0))).toBeLessThan(1e-12);
        }
      }
    }
  });

  it('works in place on Float32Array too', () => {
    const random = new SeededRandom(6);
    const x = Float32Array.from(gaussianVector(random, 300));
    const y = Float32Array.from(x);
    const rotation = new RandomizedHadamardRotation(300, 1);
    rotation.rotate(y);
    rotation.unrotate(y);
    expect(maxDiff(x, y)).toBeLessThan(1e-5);
  });

  it('is fixed by the seed: the same seed rotates the same way, another seed differently', () => {
    const x = gaussianVector(new SeededRandom(8), 768);
    const a = Float64Array.from(x);
    const b = Float64Array.from(x);
    const c = Float64Array.from(x);
    new RandomizedHadamardRotation(768, 1).rotate(a);
    new RandomizedHadamardRotation(768, 1).rotate(b);
    new RandomizedHadamardRotation(768, 2).rotate(c);
    expect(a).toEqual(b);
    expect(maxDiff(a, c)).toBeGreaterThan(0.01);
  });

  it(`spreads a basis vector into near-Gaussian coordinates (${ROTATION_ROUNDS} rounds)`, () => {
    // Kurtosis of the coordinates sqrt(d) (R e_j)_i over several seeds and positions: 3 for a
    // Gaussian, 1 for equal magnitudes (one round), far above 3 when the energy is uneven.
    for (const d of [768, 769, 1000]) {
      let m2 = 0;
      let m4 = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const rotation = new RandomizedHadamardRotation(d, seed);
        for (const j of [0, d >> 1, d - 1]) {
          const e = new Float64Array(d);
          e[j] = 1;
          rotation.rotate(e);
          for (const v of e) {
            const u2 = v * v * d;
            m2 += u2;
            m4 += u2 * u2;
          }
        }
      }
      const count = 8 * 3 * d;
      const kurtosis = m4 / count / (m2 / count) ** 2;
      expect(kurtosis).toBeGreaterThan(2.8);
      expect(kurtosis).toBeLessThan(3.2);
    }
  });
});
