// An in-memory search index over TURBOQUANT codes, for vectors kept only in compressed form
// (overflow storage). Scoring every stored vector through its full codes costs one table
// lookup and one multiply per coordinate: about 77 million at 100,000 vectors of 768
// dimensions, far too slow for one query. So a search narrows the vectors down in stages:
//
// 1. Sign scan. Every stored coordinate's code also says on which side of zero the rotated
//    coordinate lies (the Gaussian codebook is symmetric, its lower half negative). Packed 32 to
//    a word, those signs give a coarse score <R q, sign(R x)> from one lookup per 8 signs in a
//    per-query table of the 256 sign patterns of each group of 8 coordinates.
//    a. Every vector is scored on its first PREFIX_WORDS words (128 coordinates), which are kept
//       in an array of their own so that this pass reads little memory. The rotation spreads
//       each vector's direction evenly over the coordinates, so these already rank well.
//    b. The best PREFILTER_PER_CANDIDATE x `candidates` of them get the rest of their signs
//       added; the best `candidates` by the whole sign score go on.
// 2. Re-ranking. The candidates are scored exactly on their codes: the cosine similarity of the
//    query and the decoded vector, <R q, c[codes]> / (|q| |c[codes]|) (the rotation keeps inner
//    products and norms, so nothing is decoded).
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

const DEFAULT_CANDIDATES = 500;
/** Sign words (32 coordinates each) of the first pass of the sign scan. */
const PREFIX_WORDS = 4;
/** The first pass keeps this many vectors per candidate for the whole sign score. */
const PREFILTER_PER_CANDIDATE = 20;
const INITIAL_SLOTS = 64;
/** Sign-scan score of a vector the search's tag leaves out. */
const EXCLUDED = -0x80000000;

export class CompressedIndex {
  readonly dimension: number;
  private readonly quantizer: ExtendedQuantizer;
  private readonly centroids: Float64Array;
  private readonly half: number;
  /** Sign words per vector (the last one padded with zero bits), of which the first `prefixWords` are kept apart. */
  private readonly words: number;
  private readonly prefixWords: number;
  private readonly restWords: number;
  private slots = 0;
  private capacity = 0;
  private codes = new Uint8Array(0);
  private prefixSigns = new Uint32Array(0);
  private restSigns = new Uint32Array(0);
  private inverseNorms = new Float64Array(0);
  private tags = new Uint8Array(0);
  private createdAt = new Float64Array(0);
  private ids: string[] = [];
  private readonly slotOf = new Map<string, number>();

  constructor(options: { bits: number; dimension: number; seed: number }) {
    if (options.bits > 8) throw new RangeError('the compressed index keeps codes of at most 8 bits');
    this.quantizer = createQuantizer({ method: 'TURBOQUANT', ...options });
    this.dimension = options.dimension;
    this.centroids = gaussianCodebook(options.bits).centroids;
    this.half = 1 << (options.bits - 1);
    this.words = Math.ceil(options.dimension / 32);
    this.prefixWords = Math.min(PREFIX_WORDS, this.words);
    this.restWords = this.words - this.prefixWords;
  }

  get size(): number {
    return this.slots;
  }

  /** Bytes the index holds per vector (codes, signs, norm, tag, time), without the id. */
  get bytesPerVector(): number {
    return indexBytesPerVector(this.dimension);
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
    for (let w = 0; w < this.words; w++) {
      let word = 0;
      for (let k = 0; k < 32 && w * 32 + k < d; k++) if (codes[w * 32 + k]! >= this.half) word |= 1 << k;
      if (w < this.prefixWords) this.prefixSigns[slot * this.prefixWords + w] = word;
      else this.restSigns[slot * this.restWords + w - this.prefixWords] = word;
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
      const move = (array: Uint8Array | Uint32Array, width: number) =>
        array.copyWithin(slot * width, last * width, (last + 1) * width);
      move(this.codes, this.dimension);
      move(this.prefixSigns, this.prefixWords);
      move(this.restSigns, this.restWords);
      this.inverseNorms[slot] = this.inverseNorms[last]!;
      this.tags[slot] = this.tags[last]!;
      this.createdAt[slot] = this.createdAt[last]!;
      this.ids[slot] = this.ids[last]!;
      this.slotOf.set(this.ids[slot], slot);
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
    const { dimension: d, codes, centroids } = this;
    for (const slot of candidates) {
      const base = slot * d;
      let sum = 0;
      for (let i = 0; i < d; i++) sum += rotated[i]! * centroids[codes[base + i]!]!;
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
   * The `wanted` slots with the best sign scores (of the tag, when given): every slot scored on
   * its prefix words, the best of those on all words. The per-query table holds integers (the
   * scores only rank), so the scan adds small integers.
   */
  private signScan(rotated: Float64Array, wanted: number, tag: number | undefined): number[] {
    const table = this.signTable(rotated);
    const slots = this.slots;
    const { prefixSigns, prefixWords, restSigns, restWords, tags } = this;
    const prefixScores = new Int32Array(slots);
    for (let slot = 0; slot < slots; slot++) {
      prefixScores[slot] =
        tag !== undefined && tags[slot] !== tag
          ? EXCLUDED
          : wordsScore(table, 0, prefixSigns, slot * prefixWords, prefixWords);
    }
    const kept = PREFILTER_PER_CANDIDATE * wanted;
    const shortlist =
      kept * 2 < slots
        ? bestPositions(prefixScores, kept)
        : [...prefixScores.keys()].filter((slot) => prefixScores[slot]! > EXCLUDED);
    const restTable = prefixWords * 4 * 256;
    const scores = new Int32Array(shortlist.length);
    for (let i = 0; i < shortlist.length; i++) {
      const slot = shortlist[i]!;
      scores[i] = prefixScores[slot]! + wordsScore(table, restTable, restSigns, slot * restWords, restWords);
    }
    return bestPositions(scores, wanted).map((i) => shortlist[i]!);
  }

  /**
   * Per group of 8 coordinates, the sign score of each of the 256 sign patterns, as integers.
   * A pattern's score is that of the pattern without its lowest bit plus twice that coordinate
   * (its sign turns from minus to plus): one addition per entry instead of eight.
   */
  private signTable(rotated: Float64Array): Int32Array {
    const groups = this.words * 4;
    let largest = 0;
    for (const x of rotated) largest = Math.max(largest, Math.abs(x));
    const scale = largest > 0 ? 32_767 / (8 * largest) : 0;
    const table = new Int32Array(groups * 256);
    const sums = new Float64Array(256);
    const twice = new Float64Array(8);
    for (let g = 0; g < groups; g++) {
      let none = 0;
      for (let k = 0; k < 8; k++) {
        const x = g * 8 + k < this.dimension ? rotated[g * 8 + k]! : 0;
        twice[k] = 2 * x;
        none -= x;
      }
      sums[0] = none;
      table[g * 256] = Math.round(none * scale);
      for (let pattern = 1; pattern < 256; pattern++) {
        const lowest = pattern & -pattern;
        sums[pattern] = sums[pattern ^ lowest]! + twice[31 - Math.clz32(lowest)]!;
        table[g * 256 + pattern] = Math.round(sums[pattern]! * scale);
      }
    }
    return table;
  }

  private grow(): void {
    const capacity = Math.max(INITIAL_SLOTS, this.capacity * 2);
    const grown = <T extends Uint8Array | Uint32Array | Float64Array>(
      old: T,
      size: number,
      make: (n: number) => T,
    ): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.codes = grown(this.codes, capacity * this.dimension, (n) => new Uint8Array(n));
    this.prefixSigns = grown(this.prefixSigns, capacity * this.prefixWords, (n) => new Uint32Array(n));
    this.restSigns = grown(this.restSigns, capacity * this.restWords, (n) => new Uint32Array(n));
    this.inverseNorms = grown(this.inverseNorms, capacity, (n) => new Float64Array(n));
    this.tags = grown(this.tags, capacity, (n) => new Uint8Array(n));
    this.createdAt = grown(this.createdAt, capacity, (n) => new Float64Array(n));
    this.capacity = capacity;
  }
}

/** Bytes an index of `dimension` holds per vector (codes, signs, norm, tag, time), without the id. */
export function indexBytesPerVector(dimension: number): number {
  return dimension + Math.ceil(dimension / 32) * 4 + 8 + 1 + 8;
}

/** The sign score of `count` words from `signs[offset]`, their groups' table rows starting at `tableOffset`. */
function wordsScore(table: Int32Array, tableOffset: number, signs: Uint32Array, offset: number, count: number): number {
  let sum = 0;
  let row = tableOffset;
  for (let w = 0; w < count; w++, row += 1024) {
    const word = signs[offset + w]!;
    sum +=
      table[row + (word & 255)]! +
      table[row + 256 + ((word >>> 8) & 255)]! +
      table[row + 512 + ((word >>> 16) & 255)]! +
      table[row + 768 + (word >>> 24)]!;
  }
  return sum;
}

/** Positions of the `count` largest values above EXCLUDED (ties at the cut: lowest positions first). */
function bestPositions(values: Int32Array, count: number): number[] {
  const threshold = kthLargest(values, count);
  const chosen: number[] = [];
  for (let i = 0; i < values.length && chosen.length < count; i++) if (values[i]! > threshold) chosen.push(i);
  for (let i = 0; i < values.length && chosen.length < count; i++)
    if (values[i] === threshold && threshold > EXCLUDED) chosen.push(i);
  return chosen;
}

/** Buckets of the k-th largest value's search: one pass counts the values per bucket. */
const SELECT_BUCKETS = 4096;

/**
 * The k-th largest value (k >= 1) of `values`, EXCLUDED when fewer than k are not EXCLUDED. The
 * values are counted into at most SELECT_BUCKETS buckets of equal width (a power of two) from the
 * least up; only the bucket that holds the k-th is sorted. Over 100,000 sign scores this took
 * about 0.6 of the time of a quickselect on a copy.
 */
function kthLargest(values: Int32Array, k: number): number {
  let least = Infinity;
  let most = -Infinity;
  let included = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v === EXCLUDED) continue;
    included++;
    if (v < least) least = v;
    if (v > most) most = v;
  }
  const rank = Math.max(1, Math.min(k, values.length));
  if (included < rank) return EXCLUDED;
  let shift = 0;
  while ((most - least) >>> shift >= SELECT_BUCKETS) shift++;
  const counts = new Int32Array(SELECT_BUCKETS);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v !== EXCLUDED) counts[(v - least) >>> shift]!++;
  }
  let above = 0;
  let bucket = SELECT_BUCKETS - 1;
  while (above + counts[bucket]! < rank) above += counts[bucket--]!;
  const inBucket = new Int32Array(counts[bucket]!);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v !== EXCLUDED && (v - least) >>> shift === bucket) inBucket[n++] = v;
  }
  inBucket.sort();
  return inBucket[inBucket.length - (rank - above)]!;
}
