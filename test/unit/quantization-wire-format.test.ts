import { describe, expect, it } from 'vitest';
import {
  createQuantizer,
  fromBase64,
  QuantizationError,
  quantizerOptionsOf,
  readEncodedHeader,
  toBase64,
  type QuantizationErrorReason,
} from '../../src/modules/compression/quantization/index.js';
import { SeededRandom } from '../../src/modules/compression/quantization/seeded-random.js';

function unitVector(random: SeededRandom, d: number): Float32Array {
  const v = Float32Array.from({ length: d }, () => random.nextGaussian());
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

function rejection(action: () => unknown): { reason: QuantizationErrorReason; message: string } {
  try {
    action();
  } catch (err) {
    if (err instanceof QuantizationError) return { reason: err.reason, message: err.message };
    throw err;
  }
  throw new Error('expected a QuantizationError, nothing was thrown');
}

const random = new SeededRandom(31);
const tq = createQuantizer({ method: 'TURBOQUANT', bits: 4, dimension: 768 });
const tqBytes = tq.toBytes(tq.encode(unitVector(random, 768)));

describe('encoded vector bytes', () => {
  it('round-trip for both methods, several widths and dimensions', () => {
    for (const method of ['TURBOQUANT', 'SCALAR_QUANTIZATION'] as const) {
      for (const bits of [1, 3, 4, 8, 13, 16]) {
        for (const dimension of [1, 3, 100, 769]) {
          const q = createQuantizer({ method, bits, dimension, seed: 1234567 });
          const encoded = q.encode(unitVector(random, dimension));
          const bytes = q.toBytes(encoded);
          expect(bytes.length).toBe(q.encodedByteLength);
          const back = q.fromBytes(bytes);
          expect(back.codes).toEqual(encoded.codes);
          expect(back.side).toEqual(encoded.side);
          expect(q.fromBytes(fromBase64(toBase64(bytes)))).toEqual(back);
        }
      }
    }
  });

  it('have the documented layout: 9-byte header, norm, 384 bytes of codes at 768 x 4 bits', () => {
    expect(tqBytes.length).toBe(397);
    expect(tq.encodedByteLength).toBe(397);
    expect(tq.packedByteLength).toBe(388);
    expect([...tqBytes.subarray(0, 9)]).toEqual([0x51, 1, 2, 4, 0x80, 0x06, 0x80, 0x06, 42]); // 768 = 0x300 -> 80 06
    expect(readEncodedHeader(tqBytes)).toEqual({
      version: 1,
      method: 'TURBOQUANT',
      bits: 4,
      dimension: 768,
      storedCoordinates: 768,
      seed: 42,
      headerBytes: 9,
    });
    const norm = new DataView(tqBytes.buffer).getFloat32(9, true);
    expect(norm).toBeCloseTo(1, 6);
    const sq = createQuantizer({ method: 'SCALAR_QUANTIZATION', bits: 3, dimension: 8, seed: 5 });
    const sqBytes = sq.toBytes(sq.encode([0.12, -0.48, 0.33, 0.91, -0.05, 0.27, -0.66, 0.14]));
    expect([...sqBytes.subarray(0, 7)]).toEqual([0x51, 1, 1, 3, 8, 8, 0]); // no seed for scalar quantization
    expect(sqBytes.length).toBe(7 + 8 + 3);
  });

  it('name the options they were written with', () => {
    expect(quantizerOptionsOf(tqBytes)).toEqual({ method: 'TURBOQUANT', bits: 4, dimension: 768, seed: 42 });
    const q = createQuantizer({ ...quantizerOptionsOf(tqBytes) });
    expect(q.decode(q.fromBytes(tqBytes))).toEqual(tq.decode(tq.fromBytes(tqBytes)));
  });

  it('are refused when truncated at any length, or followed by more bytes', () => {
    for (let n = 0; n < tqBytes.length; n++) {
      expect(rejection(() => tq.fromBytes(tqBytes.subarray(0, n))).reason).toBe('malformed_bytes');
    }
    const longer = new Uint8Array(tqBytes.length + 1);
    longer.set(tqBytes);
    expect(rejection(() => tq.fromBytes(longer))).toMatchObject({
      reason: 'malformed_bytes',
      message: expect.stringMatching(/1 bytes after the end/),
    });
  });

  it('are refused when a header field or the side information is altered', () => {
    const altered = (offset: number, value: number) => {
      const copy = tqBytes.slice();
      copy[offset] = value;
      return rejection(() => tq.fromBytes(copy));
    };
    expect(altered(0, 0x52)).toMatchObject({ reason: 'malformed_bytes', message: expect.stringMatching(/magic/) });
    expect(altered(1, 2)).toMatchObject({
      reason: 'malformed_bytes',
      message: expect.stringMatching(/version 2 is not supported/),
    });
    expect(altered(2, 3)).toMatchObject({
      reason: 'malformed_bytes',
      message: expect.stringMatching(/unknown method/),
    });
    expect(altered(3, 0)).toMatchObject({ reason: 'malformed_bytes', message: expect.stringMatching(/0 bits/) });
    expect(altered(3, 17)).toMatchObject({ reason: 'malformed_bytes', message: expect.stringMatching(/17 bits/) });
    expect(altered(3, 5)).toMatchObject({ reason: 'mismatched_bytes', message: expect.stringMatching(/5 bits/) });
    expect(altered(2, 1).reason).toBe('malformed_bytes'); // SCALAR_QUANTIZATION with a seed
    expect(altered(6, 0x81)).toMatchObject({
      reason: 'malformed_bytes',
      message: expect.stringMatching(/769 stored coordinates for dimension 768/),
    });
    expect(altered(8, 43)).toMatchObject({ reason: 'mismatched_bytes', message: expect.stringMatching(/seed 43/) });
    // The norm: NaN, negative.
    const nan = tqBytes.slice();
    nan.set([0, 0, 0xc0, 0x7f], 9);
    expect(rejection(() => tq.fromBytes(nan))).toMatchObject({
      reason: 'malformed_bytes',
      message: expect.stringMatching(/norm NaN/),
    });
    const negative = tqBytes.slice();
    new DataView(negative.buffer).setFloat32(9, -1, true);
    expect(rejection(() => tq.fromBytes(negative)).reason).toBe('malformed_bytes');
  });

  it('are refused with a non-canonical or oversized varint, or nonzero padding bits', () => {
    const q = createQuantizer({ method: 'TURBOQUANT', bits: 3, dimension: 3 });
    const bytes = q.toBytes(q.encode([1, 2, 3])); // 3 codes x 3 bits: 9 bits, 7 unused
    expect(q.fromBytes(bytes).codes).toHaveLength(3);
    const padded = bytes.slice();
    padded[padded.length - 1]! |= 0x80;
    expect(rejection(() => q.fromBytes(padded))).toMatchObject({
      reason: 'malformed_bytes',
      message: expect.stringMatching(/unused bits/),
    });
    // dimension 3 written as 0x83 0x00 (two bytes): same value, not the shortest form.
    const long = new Uint8Array(bytes.length + 1);
    long.set(bytes.subarray(0, 4));
    long.set([0x83, 0x00], 4);
    long.set(bytes.subarray(5), 6);
    expect(rejection(() => q.fromBytes(long))).toMatchObject({
      reason: 'malformed_bytes',
      message: expect.stringMatching(/shortest form/),
    });
    const huge = Uint8Array.of(0x51, 1, 2, 3, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01);
    expect(rejection(() => q.fromBytes(huge)).message).toMatch(/longer than 5 bytes/);
    const big = Uint8Array.of(0x51, 1, 2, 3, 0xff, 0xff, 0xff, 0xff, 0x7f);
    expect(rejection(() => q.fromBytes(big)).message).toMatch(/exceeds 2\^32 - 1/);
  });

  it('are refused when written by another method, width, dimension or seed', () => {
    const others = [
      createQuantizer({ method: 'SCALAR_QUANTIZATION', bits: 4, dimension: 768 }),
      createQuantizer({ method: 'TURBOQUANT', bits: 3, dimension: 768 }),
      createQuantizer({ method: 'TURBOQUANT', bits: 4, dimension: 767 }),
      createQuantizer({ method: 'TURBOQUANT', bits: 4, dimension: 768, seed: 7 }),
    ];
    for (const other of others) {
      expect(rejection(() => other.fromBytes(tqBytes))).toMatchObject({
        reason: 'mismatched_bytes',
        message: expect.stringMatching(/encoded with TURBOQUANT, 4 bits, dimension 768, seed 42; this quantizer reads/),
      });
    }
    expect(rejection(() => tq.fromBytes('abc' as unknown as Uint8Array)).reason).toBe('malformed_bytes');
  });

  it('travel as canonical base64 only', () => {
    expect(toBase64(Uint8Array.of(1, 2, 3, 4))).toBe('AQIDBA==');
    expect([...fromBase64('AQIDBA==')]).toEqual([1, 2, 3, 4]);
    expect(fromBase64('')).toEqual(new Uint8Array(0));
    for (const bad of ['AQIDBA=', 'AQID BA==', 'AQIDBA==\n', 'AQ==AQ==', 'AQIDBB==', '-_8=', 'é']) {
      expect(rejection(() => fromBase64(bad)).reason).toBe('invalid_base64');
    }
  });
});
