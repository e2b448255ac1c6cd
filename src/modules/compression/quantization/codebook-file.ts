// The committed codebook data file, lloyd-max-codebooks.bin, written by
// scripts/compute-codebooks.ts and read by gaussian-codebooks.ts.
//
// Why this format: the codebooks of b = 1..16 bits hold 131,070 centroids. They are symmetric,
// so only the positive half is stored (65,535 values), as float32: the decoded vectors are
// float32 anyway, and float32 keeps the 16-bit codebook strictly increasing (its closest
// centroids, near 0, are 6.6e-5 apart; float32 resolves 4e-12 there). Binary and little-endian,
// so the file is byte-for-byte deterministic and 262,148 bytes (base64 or decimal text would be
// a third to five times larger).
//
//   offset  size  field
//   0       4     magic "LMCB" (Lloyd-Max codebooks)
//   4       1     format version (1)
//   5       1     value type (1 = float32 little-endian)
//   6       1     smallest bit width b0 (1)
//   7       1     largest bit width b1 (16)
//   8       ...   for b = b0..b1: the 2^(b-1) positive centroids of the 2^b-level codebook of
//                 N(0, 1), ascending; the negative centroids are their mirror images.

export const CODEBOOK_FILE_NAME = 'lloyd-max-codebooks.bin';
const MAGIC = [0x4c, 0x4d, 0x43, 0x42]; // "LMCB"
const VERSION = 1;
const FLOAT32_LE = 1;
const HEADER_BYTES = 8;

/** Writes the positive halves, given by bit width (a contiguous range of widths). */
export function encodeCodebookFile(halves: ReadonlyMap<number, ArrayLike<number>>): Uint8Array {
  const widths = [...halves.keys()].sort((a, b) => a - b);
  const first = widths[0];
  const last = widths[widths.length - 1];
  if (first === undefined || last === undefined || last - first + 1 !== widths.length || first < 1 || last > 16) {
    throw new RangeError('codebooks must cover a contiguous range of bit widths within 1..16');
  }
  let values = 0;
  for (let b = first; b <= last; b++) {
    const half = halves.get(b)!;
    if (half.length !== 2 ** (b - 1))
      throw new RangeError(`the ${b}-bit half codebook must have ${2 ** (b - 1)} values, has ${half.length}`);
    values += half.length;
  }
  const bytes = new Uint8Array(HEADER_BYTES + 4 * values);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  bytes[4] = VERSION;
  bytes[5] = FLOAT32_LE;
  bytes[6] = first;
  bytes[7] = last;
  let offset = HEADER_BYTES;
  for (let b = first; b <= last; b++) {
    for (const value of Array.from(halves.get(b)!)) {
      view.setFloat32(offset, value, true);
      offset += 4;
    }
  }
  return bytes;
}

/** Reads the file; checks its header, its length, and that every half is positive and increasing. */
export function decodeCodebookFile(bytes: Uint8Array): Map<number, Float32Array> {
  const fail = (why: string): never => {
    throw new Error(`${CODEBOOK_FILE_NAME} is not a valid codebook file: ${why}`);
  };
  if (bytes.length < HEADER_BYTES) fail(`${bytes.length} bytes, shorter than its header`);
  if (MAGIC.some((m, i) => bytes[i] !== m)) fail('wrong magic');
  if (bytes[4] !== VERSION) fail(`format version ${bytes[4]}, expected ${VERSION}`);
  if (bytes[5] !== FLOAT32_LE) fail(`value type ${bytes[5]}, expected ${FLOAT32_LE} (float32)`);
  const first = bytes[6]!;
  const last = bytes[7]!;
  if (first < 1 || last > 16 || first > last) fail(`bit widths ${first}..${last}`);
  let expected = HEADER_BYTES;
  for (let b = first; b <= last; b++) expected += 4 * 2 ** (b - 1);
  if (bytes.length !== expected) fail(`${bytes.length} bytes, expected ${expected}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const halves = new Map<number, Float32Array>();
  let offset = HEADER_BYTES;
  for (let b = first; b <= last; b++) {
    const half = new Float32Array(2 ** (b - 1));
    for (let k = 0; k < half.length; k++, offset += 4) {
      half[k] = view.getFloat32(offset, true);
      if (!(half[k]! > (k === 0 ? 0 : half[k - 1]!)) || !Number.isFinite(half[k]!))
        fail(`the ${b}-bit codebook is not positive and increasing at ${k}`);
    }
    halves.set(b, half);
  }
  return halves;
}
