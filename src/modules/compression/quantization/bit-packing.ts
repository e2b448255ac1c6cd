// Bit-packing of codes of any width b in 1..16.
//
// Bit order (little-endian throughout): the codes form one bit stream, code i occupying stream
// bits [i*b, (i+1)*b) with its least significant bit first; stream bit k is bit (k mod 8) of byte
// floor(k / 8), counting from the least significant bit. So at b = 4 code 0 is the low nibble of
// byte 0 and code 1 its high nibble; at b = 16 each code is a little-endian uint16; at b = 3,
// byte 0 holds code 0 in bits 0-2, code 1 in bits 3-5, and the low two bits of code 2 in bits
// 6-7. n codes take ceil(n*b / 8) bytes; the unused high bits of the last byte are zero (and
// readers may insist on it: see unpackedPaddingIsZero).

export function packedByteLength(count: number, bits: number): number {
  checkBits(bits);
  return Math.ceil((count * bits) / 8);
}

/**
 * Packs `codes` (each < 2^bits) into out[offset ..) (a new array of the exact size when `out` is
 * not given); returns `out`. Throws on a code that does not fit.
 */
export function packCodes(codes: ArrayLike<number>, bits: number, out?: Uint8Array, offset = 0): Uint8Array {
  const length = packedByteLength(codes.length, bits);
  const target = out ?? new Uint8Array(length);
  if (offset < 0 || offset + length > target.length)
    throw new RangeError(
      `packing ${codes.length} codes needs ${length} bytes at offset ${offset}, the array has ${target.length}`,
    );
  const max = (1 << bits) - 1;
  const n = codes.length;
  if (bits === 8 || bits === 16) {
    const bytesPerCode = bits >> 3;
    for (let i = 0, p = offset; i < n; i++, p += bytesPerCode) {
      const code = codes[i]!;
      if (!(code >= 0 && code <= max) || code !== Math.floor(code)) throw outOfRange(code, i, bits);
      target[p] = code & 0xff;
      if (bytesPerCode === 2) target[p + 1] = code >>> 8;
    }
    return target;
  }
  let acc = 0; // pending bits, least significant first
  let pending = 0; // how many (always < 8 between codes)
  let p = offset;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    if (!(code >= 0 && code <= max) || code !== Math.floor(code)) throw outOfRange(code, i, bits);
    acc |= code << pending; // pending + bits <= 7 + 16 < 31: no sign trouble
    pending += bits;
    while (pending >= 8) {
      target[p++] = acc & 0xff;
      acc >>>= 8;
      pending -= 8;
    }
  }
  if (pending > 0) target[p] = acc & 0xff;
  return target;
}

/** Unpacks `count` codes of `bits` bits from bytes[offset ..) into `out` (or a new Uint16Array). */
export function unpackCodes(
  bytes: Uint8Array,
  offset: number,
  count: number,
  bits: number,
  out?: Uint16Array,
): Uint16Array {
  const length = packedByteLength(count, bits);
  if (offset < 0 || offset + length > bytes.length)
    throw new RangeError(
      `unpacking ${count} codes of ${bits} bits needs ${length} bytes at offset ${offset}, the array has ${bytes.length}`,
    );
  const codes = out ?? new Uint16Array(count);
  if (codes.length < count) throw new RangeError(`the output holds ${codes.length} codes, ${count} needed`);
  if (bits === 8) {
    for (let i = 0; i < count; i++) codes[i] = bytes[offset + i]!;
    return codes;
  }
  if (bits === 16) {
    for (let i = 0, p = offset; i < count; i++, p += 2) codes[i] = bytes[p]! | (bytes[p + 1]! << 8);
    return codes;
  }
  const mask = (1 << bits) - 1;
  let acc = 0;
  let available = 0;
  let p = offset;
  for (let i = 0; i < count; i++) {
    while (available < bits) {
      acc |= bytes[p++]! << available; // available < bits <= 16: at most 23 bits held
      available += 8;
    }
    codes[i] = acc & mask;
    acc >>>= bits;
    available -= bits;
  }
  return codes;
}

/** True when the unused high bits of the last packed byte are zero (canonical packing). */
export function unpackedPaddingIsZero(bytes: Uint8Array, offset: number, count: number, bits: number): boolean {
  const usedBits = (count * bits) % 8;
  if (usedBits === 0) return true;
  const last = bytes[offset + packedByteLength(count, bits) - 1]!;
  return last >> usedBits === 0;
}

function checkBits(bits: number): void {
  if (!Number.isInteger(bits) || bits < 1 || bits > 16)
    throw new RangeError(`bits must be an integer from 1 to 16, got ${bits}`);
}

function outOfRange(code: number, index: number, bits: number): RangeError {
  return new RangeError(`code ${code} at index ${index} does not fit in ${bits} bits (0 to ${(1 << bits) - 1})`);
}
