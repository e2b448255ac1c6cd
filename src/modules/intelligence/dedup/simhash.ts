// A 64-bit SimHash (Charikar, 2002) of a text, for near-duplicate lookup without vectors. The
// features are the overlapping 4-character shingles of the normalised text with punctuation
// turned into spaces; each shingle's 64-bit hash votes on every bit, weighted by how often the
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
  const cleaned = normalizeText(text)
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = Array.from(cleaned);
  const counts = new Map<string, number>();
  if (chars.length <= SHINGLE) counts.set(cleaned, 1);
  else
    for (let i = 0; i + SHINGLE <= chars.length; i++) {
      const shingle = chars.slice(i, i + SHINGLE).join('');
      counts.set(shingle, (counts.get(shingle) ?? 0) + 1);
    }
  const votes = new Float64Array(SIGNATURE_BITS);
  for (const [shingle, weight] of counts) {
    const [high, low] = hash64(shingle);
    for (let bit = 0; bit < 32; bit++) {
      votes[bit]! += (low >>> bit) & 1 ? weight : -weight;
      votes[bit + 32]! += (high >>> bit) & 1 ? weight : -weight;
    }
  }
  let unsigned = 0n;
  for (let bit = SIGNATURE_BITS - 1; bit >= 0; bit--) unsigned = (unsigned << 1n) | (votes[bit]! > 0 ? 1n : 0n);
  const bands: number[] = [];
  for (let band = 0; band < BANDS; band++) bands.push(Number((unsigned >> BigInt(band * BAND_BITS)) & 0xffffn));
  return { value: BigInt.asIntN(64, unsigned), bands };
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

/** Two independent 32-bit FNV-1a-style hashes of the UTF-16 text, mixed by a final avalanche. */
function hash64(text: string): [number, number] {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return [avalanche(h1), avalanche(h2 ^ 0x68e31da4)];
}

function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
