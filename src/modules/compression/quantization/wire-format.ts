// The self-describing byte form of one encoded vector (Quantizer.toBytes / fromBytes).
//
// Layout (little-endian; varint = unsigned LEB128, 7 bits per byte, low group first, high bit
// set on every byte but the last, at most 5 bytes, no superfluous trailing zero groups):
//
//   byte 0    magic 0x51 ('Q')
//   byte 1    format version (1). The version fixes everything not written here: the rotation
//             (SeededRandom, ROTATION_ROUNDS, Hadamard blocks by the binary digits of d), the codebooks
//             (lloyd-max-codebooks.bin), the scalar level rule and the bit order.
//   byte 2    method: 1 = SCALAR_QUANTIZATION, 2 = TURBOQUANT
//   byte 3    bits per code, 1..16
//   varint    dimension (>= 1)
//   varint    stored coordinate count (codes that follow; equal to the dimension in version 1)
//   varint    seed of the rotation (0 for SCALAR_QUANTIZATION, which has none)
//   float32s  side information: TURBOQUANT the norm; SCALAR_QUANTIZATION the minimum and the step
//   bytes     the codes, bit-packed (bit-packing.ts), ceil(count * bits / 8) bytes, unused bits 0
//
// and nothing after. At 768 dimensions the header is 9 bytes with a seed below 128: TURBOQUANT
// at 4 bits takes 9 + 4 + 384 = 397 bytes against 3,072 as float32.
//
// Why varints and no checksum: the header is overhead on every stored vector, and an 8-dimension
// vector at 3 bits packs into 3 bytes; fixed 32-bit fields would triple its size. A reader
// rejects every structural fault (short or long input, bad magic, version, method, width,
// varint, side info, nonzero padding bits) before reading, so no read goes out of range; a
// flipped bit inside the codes still decodes (to another valid vector), which is what storage
// and transport checksums below this layer are for.
import { packCodes, packedByteLength, unpackCodes, unpackedPaddingIsZero } from './bit-packing.js';
import { QuantizationError } from './quantization-error.js';
import type { EncodedVector, QuantizationMethod } from './types.js';

const WIRE_MAGIC = 0x51;
export const WIRE_FORMAT_VERSION = 1;
const METHOD_CODES: Readonly<Record<QuantizationMethod, number>> = { SCALAR_QUANTIZATION: 1, TURBOQUANT: 2 };
const MAX_VARINT = 0xffffffff;

/** Number of float32 side values per vector, by method. */
export const SIDE_VALUES: Readonly<Record<QuantizationMethod, number>> = { SCALAR_QUANTIZATION: 2, TURBOQUANT: 1 };

export interface WireHeader {
  version: number;
  method: QuantizationMethod;
  bits: number;
  dimension: number;
  storedCoordinates: number;
  seed: number;
}

export interface ParsedHeader extends WireHeader {
  /** Bytes the header takes; the side information starts there. */
  headerBytes: number;
}

function varintLength(value: number): number {
  let n = 1;
  while (value >= 128) {
    value = Math.floor(value / 128);
    n++;
  }
  return n;
}

function writeVarint(bytes: Uint8Array, offset: number, value: number): number {
  while (value >= 128) {
    bytes[offset++] = (value % 128) | 0x80;
    value = Math.floor(value / 128);
  }
  bytes[offset++] = value;
  return offset;
}

function malformed(why: string): QuantizationError {
  return new QuantizationError('malformed_bytes', `not a valid encoded vector: ${why}`);
}

function readVarint(bytes: Uint8Array, offset: number, field: string): { value: number; next: number } {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 5; i++) {
    if (offset + i >= bytes.length) throw malformed(`the input ends inside the ${field} (${bytes.length} bytes)`);
    const byte = bytes[offset + i]!;
    value += (byte & 0x7f) * scale;
    if ((byte & 0x80) === 0) {
      if (i > 0 && byte === 0) throw malformed(`the ${field} is not in its shortest form`);
      if (value > MAX_VARINT) throw malformed(`the ${field} exceeds 2^32 - 1`);
      return { value, next: offset + i + 1 };
    }
    scale *= 128;
  }
  throw malformed(`the ${field} is longer than 5 bytes`);
}

function headerLength(header: WireHeader): number {
  return 4 + varintLength(header.dimension) + varintLength(header.storedCoordinates) + varintLength(header.seed);
}

/** Total bytes of one encoded vector with this header. */
export function encodedLength(header: WireHeader): number {
  return (
    headerLength(header) + 4 * SIDE_VALUES[header.method] + packedByteLength(header.storedCoordinates, header.bits)
  );
}

/** Writes header, side information and packed codes; the encoded vector must already be valid. */
export function writeEncoded(header: WireHeader, encoded: EncodedVector): Uint8Array {
  const bytes = new Uint8Array(encodedLength(header));
  bytes[0] = WIRE_MAGIC;
  bytes[1] = header.version;
  bytes[2] = METHOD_CODES[header.method];
  bytes[3] = header.bits;
  let offset = writeVarint(bytes, 4, header.dimension);
  offset = writeVarint(bytes, offset, header.storedCoordinates);
  offset = writeVarint(bytes, offset, header.seed);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < encoded.side.length; i++, offset += 4) view.setFloat32(offset, encoded.side[i]!, true);
  packCodes(encoded.codes, header.bits, bytes, offset);
  return bytes;
}

/**
 * Reads and checks the header of an encoded vector (not its length or body): what a caller needs
 * to create the quantizer that reads it.
 */
export function readHeader(bytes: Uint8Array): ParsedHeader {
  if (!(bytes instanceof Uint8Array)) throw malformed('expected a Uint8Array');
  if (bytes.length < 4) throw malformed(`${bytes.length} bytes, shorter than the smallest header`);
  if (bytes[0] !== WIRE_MAGIC)
    throw malformed(`the first byte is 0x${bytes[0]!.toString(16).padStart(2, '0')}, not the magic 0x51`);
  const version = bytes[1]!;
  if (version !== WIRE_FORMAT_VERSION)
    throw malformed(`format version ${version} is not supported (this reader knows version ${WIRE_FORMAT_VERSION})`);
  const methodCode = bytes[2]!;
  const method = (Object.keys(METHOD_CODES) as QuantizationMethod[]).find((m) => METHOD_CODES[m] === methodCode);
  if (!method) throw malformed(`unknown method code ${methodCode}`);
  const bits = bytes[3]!;
  if (bits < 1 || bits > 16) throw malformed(`${bits} bits per code (1 to 16 are possible)`);
  const dimension = readVarint(bytes, 4, 'dimension');
  const stored = readVarint(bytes, dimension.next, 'stored coordinate count');
  const seed = readVarint(bytes, stored.next, 'seed');
  if (dimension.value < 1) throw malformed('dimension 0');
  if (stored.value !== dimension.value)
    throw malformed(
      `${stored.value} stored coordinates for dimension ${dimension.value} (version 1 stores one per dimension)`,
    );
  if (method === 'SCALAR_QUANTIZATION' && seed.value !== 0)
    throw malformed(`seed ${seed.value} on SCALAR_QUANTIZATION, which has none (0 expected)`);
  return {
    version,
    method,
    bits,
    dimension: dimension.value,
    storedCoordinates: stored.value,
    seed: seed.value,
    headerBytes: seed.next,
  };
}

/** Reads side information and codes after a checked header; checks the exact length and padding. */
export function readBody(bytes: Uint8Array, header: ParsedHeader): EncodedVector {
  const sideCount = SIDE_VALUES[header.method];
  const expected = header.headerBytes + 4 * sideCount + packedByteLength(header.storedCoordinates, header.bits);
  if (bytes.length < expected)
    throw malformed(
      `truncated: ${bytes.length} bytes, ${expected} expected for ${header.storedCoordinates} codes of ${header.bits} bits`,
    );
  if (bytes.length > expected) throw malformed(`${bytes.length - expected} bytes after the end (${expected} expected)`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const side = new Float32Array(sideCount);
  for (let i = 0; i < sideCount; i++) side[i] = view.getFloat32(header.headerBytes + 4 * i, true);
  const codesOffset = header.headerBytes + 4 * sideCount;
  if (!unpackedPaddingIsZero(bytes, codesOffset, header.storedCoordinates, header.bits))
    throw malformed('the unused bits of the last byte are not zero');
  const codes = unpackCodes(bytes, codesOffset, header.storedCoordinates, header.bits);
  return { codes, side };
}
