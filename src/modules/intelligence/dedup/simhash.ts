// A 64-bit SimHash (Charikar, 2002) of a text, for near-duplicate lookup without vectors. The
// features are the overlapping 4-character shingles of the normalised text with punctuation
// turned into spaces; each shingle's 64-bit hash votes on every bit, once for each time the
// shingle occurs. Texts that differ by a few characters differ in few bits.
//
// Banding: the 64 bits are cut into four 16-bit bands, each stored in an index. Two signatures
// within Hamming distance 3 share at least one band exactly (pigeonhole), so a lookup of four
// band values finds every such neighbour; neighbours at 4 to 6 bits are found when they share a
// band, which is likely but not certain.
import { normalizeText } from './normalized-text.js';

const SIGNATURE_BITS = 64;
const BANDS = 4;
const BAND_BITS = SIGNATURE_BITS / BANDS;
const SHINGLE = 4;

export interface Signature {
  /** The 64 bits as a signed 64-bit integer (PostgreSQL bigint). */
  value: bigint;
  /** BANDS values of BAND_BITS bits each, lowest band first. */
  bands: number[];
}

export function simhash(text: string): Signature {
  const normal = normalizeText(text);
  // a text of punctuation and symbols only ("👍", "!!!") is its own features: without them every
  // such text had the signature of the empty text, and each was taken for a duplicate of the first
  const cleaned =
    normal
      .replace(/[\p{P}\p{S}]+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim() || normal;
  // Each occurrence of a shingle votes once: the same sums as a vote weighted by its count. The
  // votes for a bit are counted in binary across bit planes (plane k holds bit k of every
  // position's count), so a shingle costs a few word operations instead of one per bit: with a
  // string and a map entry per shingle and a loop per bit, a 30,000-character text took 12 ms,
  // on the request thread of every store.
  const starts = codePointStarts(cleaned);
  const points = starts.length - 1;
  const highPlanes = new Int32Array(32);
  const lowPlanes = new Int32Array(32);
  let shingles = 0;
  const vote = (from: number, to: number) => {
    // two independent 32-bit FNV-1a-style hashes of the shingle's UTF-16 units, each mixed by a
    // final avalanche: the high and the low half of its 64-bit hash
    let high = 0x811c9dc5;
    let low = 0x01000193 ^ 0x9e3779b9;
    for (let i = from; i < to; i++) {
      const c = cleaned.charCodeAt(i);
      high = Math.imul(high ^ c, 0x01000193);
      low = Math.imul(low ^ c, 0x5bd1e995);
    }
    addToPlanes(highPlanes, avalanche(high));
    addToPlanes(lowPlanes, avalanche(low ^ 0x68e31da4));
    shingles++;
  };
  if (points <= SHINGLE) vote(0, cleaned.length);
  else for (let i = 0; i + SHINGLE <= points; i++) vote(starts[i]!, starts[i + SHINGLE]!);
  let unsigned = 0n;
  for (let bit = SIGNATURE_BITS - 1; bit >= 0; bit--) {
    const ones = bit >= 32 ? countAt(highPlanes, bit - 32) : countAt(lowPlanes, bit);
    unsigned = (unsigned << 1n) | (2 * ones > shingles ? 1n : 0n);
  }
  const bands: number[] = [];
  for (let band = 0; band < BANDS; band++) bands.push(Number((unsigned >> BigInt(band * BAND_BITS)) & 0xffffn));
  return { value: BigInt.asIntN(64, unsigned), bands };
}

/** Adds each bit of `word` to its position's binary count in `planes`. */
function addToPlanes(planes: Int32Array, word: number): void {
  let carry = word | 0;
  for (let k = 0; carry !== 0; k++) {
    const next = planes[k]! & carry;
    planes[k]! ^= carry;
    carry = next;
  }
}

/** The count of bit position `bit` held in `planes`. */
function countAt(planes: Int32Array, bit: number): number {
  let count = 0;
  for (let k = 0; k < planes.length; k++) count += ((planes[k]! >>> bit) & 1) * 2 ** k;
  return count;
}

/** The UTF-16 index where each code point of `text` starts, and the text's length last. */
function codePointStarts(text: string): Int32Array {
  const starts = new Int32Array(text.length + 1);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    starts[n++] = i;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  starts[n] = text.length;
  return starts.subarray(0, n + 1);
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/** 1 - distance / 64: 1.0 for equal signatures. */
export function signatureSimilarity(a: bigint, b: bigint): number {
  return 1 - hammingDistance(a, b) / SIGNATURE_BITS;
}

function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
