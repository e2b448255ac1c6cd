import { describe, expect, it } from 'vitest';
import {
  packCodes,
  packedByteLength,
  unpackCodes,
  unpackedPaddingIsZero,
} from '../../src/modules/compression/quantization/bit-packing.js';
import { SeededRandom } from '../../src/modules/compression/quantization/seeded-random.js';

describe('bit-packing', () => {
  it('round-trips random codes at every width 1..16, for many lengths, in ceil(n b / 8) bytes', () => {
    const random = new SeededRandom(21);
    for (let bits = 1; bits <= 16; bits++) {
      for (const n of [0, 1, 2, 3, 7, 8, 9, 100, 768, 769]) {
        const codes = Uint16Array.from({ length: n }, () => random.nextInt(2 ** bits));
        const packed = packCodes(codes, bits);
        expect(packed.length).toBe(Math.ceil((n * bits) / 8));
        expect(packedByteLength(n, bits)).toBe(packed.length);
        expect(unpackedPaddingIsZero(packed, 0, n, bits)).toBe(true);
        expect(unpackCodes(packed, 0, n, bits)).toEqual(codes);
      }
    }
  });

  it('keeps the documented little-endian bit order', () => {
    // b = 4: code 0 in the low nibble.
    expect([...packCodes([0x1, 0x2, 0x3], 4)]).toEqual([0x21, 0x03]);
    // b = 3: byte 0 = 5 in bits 0-2, 3 in bits 3-5, the low bits (10) of 6 in bits 6-7; byte 1 = its high bit.
    expect([...packCodes([5, 3, 6], 3)]).toEqual([0b10_011_101, 0b1]);
    // b = 16: little-endian uint16.
    expect([...packCodes([0x1234, 0xabcd], 16)]).toEqual([0x34, 0x12, 0xcd, 0xab]);
    // b = 12: 0xabc then 0x123 -> bytes bc, 3a, 12
    expect([...packCodes([0xabc, 0x123], 12)]).toEqual([0xbc, 0x3a, 0x12]);
    // b = 1: first code in bit 0.
    expect([...packCodes([1, 0, 0, 0, 0, 0, 0, 1, 1], 1)]).toEqual([0x81, 0x01]);
  });

  it('writes at an offset inside a larger array and reads back from it', () => {
    const out = new Uint8Array(10).fill(0xee);
    packCodes([7, 1, 6], 5, out, 3);
    expect(out[2]).toBe(0xee);
    expect(out[5]).toBe(0xee);
    expect([...unpackCodes(out, 3, 3, 5)]).toEqual([7, 1, 6]);
  });

  it('refuses codes that do not fit and reads that would leave the array', () => {
    expect(() => packCodes([4], 2)).toThrow(/does not fit in 2 bits/);
    expect(() => packCodes([-1], 8)).toThrow(/does not fit/);
    expect(() => packCodes([1.5], 4)).toThrow(/does not fit/);
    expect(() => packCodes([70000], 16)).toThrow(/does not fit/);
    expect(() => packCodes([1, 2], 4, new Uint8Array(1), 1)).toThrow(/needs 1 bytes/);
    expect(() => unpackCodes(new Uint8Array(2), 0, 3, 8)).toThrow(/needs 3 bytes/);
    expect(() => unpackCodes(new Uint8Array(2), 1, 2, 8)).toThrow(/at offset 1/);
    expect(() => packedByteLength(3, 0)).toThrow(/1 to 16/);
    expect(() => packedByteLength(3, 17)).toThrow(/1 to 16/);
  });

  it('tells whether the unused bits of the last byte are zero', () => {
    expect(unpackedPaddingIsZero(Uint8Array.of(0b00000101), 0, 1, 3)).toBe(true);
    expect(unpackedPaddingIsZero(Uint8Array.of(0b00001101), 0, 1, 3)).toBe(false);
    expect(unpackedPaddingIsZero(Uint8Array.of(0xff), 0, 2, 4)).toBe(true);
  });
});
