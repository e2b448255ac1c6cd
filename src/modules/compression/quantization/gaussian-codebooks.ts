// The Lloyd-Max codebooks of N(0, 1) as TURBOQUANT uses them, loaded from the committed
// lloyd-max-codebooks.bin (see codebook-file.ts, computed by scripts/compute-codebooks.ts), with a
// fast way to find the code of a value.
//
// Why the bucket table: the code of u is the number of decision thresholds <= u. A binary search
// takes b data-dependent branches per coordinate. Instead [-R, R] (R just past the outermost
// threshold) is cut into G equal buckets, G a power of two chosen so a bucket is narrower than
// the closest pair of thresholds (G capped at 65,536: a few thresholds per bucket near 0 at 15
// and 16 bits), and table[g] holds the code at the bucket's left edge; the code of u is then
// table[floor((u + R) G / 2R)] plus a short forward scan over the bucket's thresholds (almost
// always zero or one comparison). Values outside [-R, R] clamp to the first or last bucket.
import { readFileSync } from 'node:fs';
import { CODEBOOK_FILE_NAME, decodeCodebookFile } from './codebook-file.js';
import { expandSymmetric, thresholdsOf } from './lloyd-max.js';

const MAX_BUCKETS = 65536;

export interface GaussianCodebook {
  readonly bits: number;
  readonly levels: number;
  /** 2^bits centroids, ascending, symmetric about 0 (float32 values held as doubles). */
  readonly centroids: Float64Array;
  /** 2^bits - 1 decision thresholds: the midpoints of neighbouring centroids. */
  readonly thresholds: Float64Array;
  /** Code at the left edge of each bucket of [-bucketRadius, bucketRadius). */
  readonly bucketCodes: Uint16Array;
  readonly bucketRadius: number;
  /** Buckets per unit of u: bucket of u = floor((u + bucketRadius) * bucketsPerUnit). */
  readonly bucketsPerUnit: number;
}

let halves: Map<number, Float32Array> | null = null;
const cache = new Map<number, GaussianCodebook>();

function committedHalves(): Map<number, Float32Array> {
  halves ??= decodeCodebookFile(new Uint8Array(readFileSync(new URL(`./${CODEBOOK_FILE_NAME}`, import.meta.url))));
  return halves;
}

/** The 2^bits-level codebook (1 <= bits <= 16), built once per bit width. */
export function gaussianCodebook(bits: number): GaussianCodebook {
  const cached = cache.get(bits);
  if (cached) return cached;
  const half = committedHalves().get(bits);
  if (!half) throw new RangeError(`no Lloyd-Max codebook for ${bits} bits (1 to 16 are available)`);
  const codebook = buildCodebook(bits, expandSymmetric(half));
  cache.set(bits, codebook);
  return codebook;
}

/** Codebook with its bucket table, from ascending centroids. */
function buildCodebook(bits: number, centroids: Float64Array): GaussianCodebook {
  const levels = centroids.length;
  const thresholds = thresholdsOf(centroids);
  let radius = 1;
  let closest = Infinity;
  for (let k = 0; k < thresholds.length; k++) {
    radius = Math.max(radius, Math.abs(thresholds[k]!) * 1.001);
    if (k > 0) closest = Math.min(closest, thresholds[k]! - thresholds[k - 1]!);
  }
  let buckets = 2;
  while (buckets < MAX_BUCKETS && (2 * radius) / buckets > closest / 2) buckets *= 2;
  const bucketsPerUnit = buckets / (2 * radius);
  const width = 1 / bucketsPerUnit;
  const bucketCodes = new Uint16Array(buckets);
  let code = 0;
  for (let g = 0; g < buckets; g++) {
    // Thresholds strictly below the left edge, less a hair: rounding in the bucket index can
    // only put u a hair below its bucket's edge, and the forward scan then adds what is missing.
    const edge = -radius + (g - 1e-6) * width;
    while (code < thresholds.length && thresholds[code]! < edge) code++;
    bucketCodes[g] = code;
  }
  return { bits, levels, centroids, thresholds, bucketCodes, bucketRadius: radius, bucketsPerUnit };
}

/** Code of u: the number of thresholds <= u (ties go up), by the bucket table. */
export function codeOf(codebook: GaussianCodebook, u: number): number {
  const table = codebook.bucketCodes;
  const thresholds = codebook.thresholds;
  const last = thresholds.length;
  const x = (u + codebook.bucketRadius) * codebook.bucketsPerUnit;
  const g = x < 1 ? 0 : x >= table.length ? table.length - 1 : x | 0;
  let code = table[g]!;
  while (code < last && u >= thresholds[code]!) code++;
  return code;
}

/** Code of u by binary search over the thresholds (the reference codeOf is tested against). */
export function codeByBinarySearch(codebook: GaussianCodebook, u: number): number {
  const t = codebook.thresholds;
  let lo = 0;
  let hi = t.length; // answer in [lo, hi]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (u >= t[mid]!) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
