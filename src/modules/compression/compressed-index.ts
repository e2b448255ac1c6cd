// An in-memory search index over TURBOQUANT codes, for vectors kept only in compressed form
// (overflow storage). Scoring every stored vector through its full codes costs one table
// lookup and one multiply per coordinate: about 77 million at 100,000 vectors of 768
// dimensions, far too slow for one query. So a search runs in two stages:
//
// 1. Sign scan. Every stored coordinate's code also says on which side of zero the rotated
//    coordinate lies (the Gaussian codebook is symmetric, its lower half negative). Packed eight
//    to a byte, those signs give a coarse score <R q, sign(R x)> from one lookup per byte in a
//    per-query table of the 256 possible sign patterns of each byte: 96 lookups per vector at
//    768 dimensions, every vector scored.
// 2. Re-ranking. The best `candidates` of the sign scan are scored exactly on their codes: the
//    cosine similarity of the query and the decoded vector, <R q, c[codes]> / (|q| |c[codes]|)
//    (the rotation keeps inner products and norms, so nothing is decoded).
//
// The returned scores are those of stage 2. How many candidates keep recall is measured by
// `npm run bench -- overflow`, which prints recall@10 against exact float search.
import { gaussianCodebook } from './quantization/gaussian-codebooks.js';
import { createQuantizer, type EncodedVector, type ExtendedQuantizer } from './quantization/index.js';
import { RotatedQuery } from './quantization/turboquant-quantizer.js';

export interface IndexedVector {
  id: string;
  codes: EncodedVector;
  /** A small filter value (for example the category's index); searches may ask for one tag only. */
  tag: number;
  /** Milliseconds since the epoch: newer wins a tie of scores. */
  createdAtMs: number;
}

export interface IndexHit {
  id: string;
  score: number;
  createdAtMs: number;
}

export interface IndexSearch {
  limit: number;
  minScore: number;
  tag?: number;
  /** Sign-scan candidates re-ranked on their codes (default: DEFAULT_CANDIDATES, at least `limit`). */
  candidates?: number;
}

export const DEFAULT_CANDIDATES = 500;
const INITIAL_SLOTS = 64;

export class CompressedIndex {
  readonly dimension: number;
  private readonly quantizer: ExtendedQuantizer;
  private readonly centroids: Float64Array;
  private readonly half: number;
  private readonly signBytes: number;
  private slots = 0;
  private capacity = 0;
  private codes = new Uint8Array(0);
  private signs = new Uint8Array(0);
  private inverseNorms = new Float64Array(0);
  private tags = new Uint8Array(0);
  private createdAt = new Float64Array(0);
  private ids: string[] = [];
  private readonly slotOf = new Map<string, number>();

  constructor(options: { bits: number; dimension: number; seed: number }) {
    if (options.bits > 8) throw new RangeError('the compressed index keeps codes of at most 8 bits');
    if (options.dimension % 8 !== 0) throw new RangeError('the compressed index needs a dimension divisible by 8');
    this.quantizer = createQuantizer({ method: 'TURBOQUANT', ...options });
    this.dimension = options.dimension;
    this.centroids = gaussianCodebook(options.bits).centroids;
    this.half = 1 << (options.bits - 1);
    this.signBytes = options.dimension / 8;
  }

  get size(): number {
    return this.slots;
  }

  /** Bytes the index holds per vector (codes, signs, norm, tag, time), without the id. */
  get bytesPerVector(): number {
    return this.dimension + this.signBytes + 8 + 1 + 8;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds a vector, or replaces the one with the same id. */
  add(vector: IndexedVector): void {
    const codes = vector.codes.codes;
    if (codes.length !== this.dimension) throw new RangeError(`expected ${this.dimension} codes, got ${codes.length}`);
    let slot = this.slotOf.get(vector.id);
    if (slot === undefined) {
      if (this.slots === this.capacity) this.grow();
      slot = this.slots++;
      this.slotOf.set(vector.id, slot);
    }
    const d = this.dimension;
    let squaredNorm = 0;
    for (let i = 0; i < d; i++) {
      const code = codes[i]!;
      this.codes[slot * d + i] = code;
      squaredNorm += this.centroids[code]! ** 2;
    }
    for (let b = 0; b < this.signBytes; b++) {
      let byte = 0;
      for (let k = 0; k < 8; k++) if (codes[b * 8 + k]! >= this.half) byte |= 1 << k;
      this.signs[slot * this.signBytes + b] = byte;
    }
    this.inverseNorms[slot] = squaredNorm > 0 ? 1 / Math.sqrt(squaredNorm) : 0;
    this.tags[slot] = vector.tag;
    this.createdAt[slot] = vector.createdAtMs;
    this.ids[slot] = vector.id;
  }

  /** Removes a vector (the last slot moves into its place); false when the id is not indexed. */
  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    const last = --this.slots;
    this.slotOf.delete(id);
    if (slot !== last) {
      const d = this.dimension;
      this.codes.copyWithin(slot * d, last * d, (last + 1) * d);
      this.signs.copyWithin(slot * this.signBytes, last * this.signBytes, (last + 1) * this.signBytes);
      this.inverseNorms[slot] = this.inverseNorms[last]!;
      this.tags[slot] = this.tags[last]!;
      this.createdAt[slot] = this.createdAt[last]!;
      this.ids[slot] = this.ids[last]!;
      this.slotOf.set(this.ids[slot]!, slot);
    }
    this.ids.length = this.slots;
    return true;
  }

  /** The best `limit` vectors with a score of at least `minScore`: score descending, then newest, then id. */
  search(query: ArrayLike<number>, options: IndexSearch): IndexHit[] {
    if (this.slots === 0 || options.limit <= 0) return [];
    const prepared = this.quantizer.prepareQuery(query);
    if (!(prepared instanceof RotatedQuery)) throw new TypeError('the index needs a TURBOQUANT query');
    const queryNorm = Math.sqrt(prepared.squaredNorm);
    if (queryNorm === 0) return [];
    const rotated = prepared.rotated;
    const wanted = Math.max(options.limit, options.candidates ?? DEFAULT_CANDIDATES);
    const candidates = this.slots <= wanted ? this.allSlots(options.tag) : this.signScan(rotated, wanted, options.tag);
    const hits: IndexHit[] = [];
    const d = this.dimension;
    for (const slot of candidates) {
      const base = slot * d;
      let sum = 0;
      for (let i = 0; i < d; i++) sum += rotated[i]! * this.centroids[this.codes[base + i]!]!;
      const score = (sum * this.inverseNorms[slot]!) / queryNorm;
      if (score >= options.minScore) hits.push({ id: this.ids[slot]!, score, createdAtMs: this.createdAt[slot]! });
    }
    hits.sort((a, b) => b.score - a.score || b.createdAtMs - a.createdAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return hits.slice(0, options.limit);
  }

  private allSlots(tag: number | undefined): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.slots; slot++) if (tag === undefined || this.tags[slot] === tag) slots.push(slot);
    return slots;
  }

  /**
   * The `wanted` slots with the best sign-scan scores (of the tag, when given). The per-query
   * table holds integers (the scores only rank), so the scan adds small integers.
   */
  private signScan(rotated: Float64Array, wanted: number, tag: number | undefined): number[] {
    const bytes = this.signBytes;
    const table = this.signTable(rotated);
    const end = bytes * 256;
    const slots = this.slots;
    const signs = this.signs;
    const scores = new Float64Array(slots);
    for (let slot = 0; slot < slots; slot++) {
      if (tag !== undefined && this.tags[slot] !== tag) {
        scores[slot] = -Infinity;
        continue;
      }
      let sum = 0;
      let offset = slot * bytes;
      for (let b = 0; b < end; b += 256) sum += table[b + signs[offset++]!]!;
      scores[slot] = sum;
    }
    return this.best(scores, wanted);
  }

  /** Per byte position, the sign score of each of the 256 sign patterns, as integers. */
  private signTable(rotated: Float64Array): Int32Array {
    const bytes = this.signBytes;
    let largest = 0;
    for (const x of rotated) largest = Math.max(largest, Math.abs(x));
    const scale = largest > 0 ? 32_767 / (8 * largest) : 0;
    const table = new Int32Array(bytes * 256);
    for (let b = 0; b < bytes; b++) {
      for (let pattern = 0; pattern < 256; pattern++) {
        let sum = 0;
        for (let k = 0; k < 8; k++) sum += pattern & (1 << k) ? rotated[b * 8 + k]! : -rotated[b * 8 + k]!;
        table[b * 256 + pattern] = Math.round(sum * scale);
      }
    }
    return table;
  }

  /** Positions of the `count` largest finite values (ties cut at `count`). */
  private best(values: Float64Array, count: number): number[] {
    if (count >= values.length) return [...values.keys()].filter((i) => values[i]! > -Infinity);
    const threshold = kthLargest(values, count);
    const chosen: number[] = [];
    for (let i = 0; i < values.length && chosen.length < count; i++) if (values[i]! > threshold && values[i]! > -Infinity) chosen.push(i);
    for (let i = 0; i < values.length && chosen.length < count; i++) if (values[i] === threshold && values[i]! > -Infinity) chosen.push(i);
    return chosen;
  }

  private grow(): void {
    const capacity = Math.max(INITIAL_SLOTS, this.capacity * 2);
    const d = this.dimension;
    const grown = <T extends Uint8Array | Float64Array>(old: T, size: number, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.codes = grown(this.codes, capacity * d, (n) => new Uint8Array(n));
    this.signs = grown(this.signs, capacity * this.signBytes, (n) => new Uint8Array(n));
    this.inverseNorms = grown(this.inverseNorms, capacity, (n) => new Float64Array(n));
    this.tags = grown(this.tags, capacity, (n) => new Uint8Array(n));
    this.createdAt = grown(this.createdAt, capacity, (n) => new Float64Array(n));
    this.capacity = capacity;
  }
}

/** The k-th largest value (k >= 1) of `values`, by selection on a copy. */
function kthLargest(values: Float64Array, k: number): number {
  const a = Float64Array.from(values);
  const target = Math.min(k, a.length) - 1;
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! > pivot) i++;
      while (a[j]! < pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return a[target]!;
}
