// Quality presets: what a vector keeps when it is stored only in compressed form (hosted overflow
// storage keeps no float vector), and how a search over such vectors finds the top k.
//
// What a preset stores: a TURBOQUANT code of `bits` bits per coordinate (the vector's norm as
// float32 plus the bit-packed codes: 4 + ceil(d * bits / 8) bytes; toBytes adds a 9-byte wire
// header). Optionally (`rerank`) a second TURBOQUANT code, of the first code's residual
// x - decode(codes), under another rotation seed (residualSeedOf), so that both codes together
// hold x about as precisely as one code with the bits of both.
// How a preset searches: the score of every stored vector is estimateInnerProduct of the query
// and its first code (no decoding); with `rerank`, the best k * depth of those are re-scored as
// first estimate + residual estimate, and ranked by that. Ties go to the lower index.
//
// The presets at d = 768, measured by `npm run bench -- presets` (recall@10 against exact float
// search, 10,000 all-mpnet-base-v2 embeddings of sentences from the Python standard library's
// docstrings, 500 other sentences as queries; mean over the queries, rotation seeds 42 / 7 / 1234):
//
//   preset    target  stores               bytes/vector  ratio  recall@10 (seeds 42 / 7 / 1234)
//   FAST      92%     3-bit code, no rerank     292      10.52  93.38 / 93.34 / 93.56
//   BALANCED  96%     5-bit code, no rerank     484       6.35  97.86 / 98.20 / 98.10
//   HIGH      98%     6-bit code, no rerank     580       5.30  98.96 / 99.06 / 99.12
//   EXTREME   99.5%   9-bit code, no rerank     868       3.54  99.78 / 99.88 / 99.92
//
// How they were chosen: the fewest stored bytes per vector whose recall keeps a safety margin:
// mean - 2.576 standard errors over the queries (a one-sided 99.5% lower bound) at or above the
// target at each of the three seeds. One bit less misses it; lower bounds at seeds 42 / 7 / 1234:
// 2 bits 88.49 / 88.53 / 88.37 (FAST), 4 bits 95.33 / 95.73 / 95.70 (BALANCED), 5 bits 97.37 /
// 97.75 / 97.64 (HIGH), 8 bits 99.48 / 99.45 / 99.61 (EXTREME; means 99.68 / 99.66 / 99.78).
// Why no preset re-ranks: a second code is stored bytes too, and per stored byte it buys no
// recall here. At the same total bits a residual two-stage search (depth 5) matches one code of
// those bits: 2 + 3 bits 98.08% against 5 bits 97.86%, 3 + 5 bits 99.70% against 8 bits 99.68%;
// and re-ranking a cheap code with an independent higher-bit code only adds the cheap code's
// bytes to what that code alone achieves. Re-ranking pays only where the full scan's reads cost
// more than storage (first code kept apart from the residual: 2 + 6 bits scans 196 bytes per
// vector instead of 772, at 99.64% against 99.68%); the codec supports it for that case, and
// `npm run bench -- presets --sweep` prints these figures. Near-ties cap every preset: for 1% of
// the queries the 10th and 11th exact neighbours differ by less than 3e-5 in cosine similarity.
// Speed: search reads every stored vector through estimateInnerProduct (which also checks the
// vector's codes on every call), about 2.5 times the time of exact search over float32 vectors in
// the same run (about 20 against 8 ms per query at 10,000 vectors, one thread): these presets
// save storage, not search time.
import {
  createQuantizer,
  DEFAULT_SEED,
  type EncodedVector,
  type ExtendedQuantizer,
  type PreparedQuery,
} from './quantization/index.js';

export type QualityPresetName = 'FAST' | 'BALANCED' | 'HIGH' | 'EXTREME';

export const QUALITY_PRESET_NAMES: readonly QualityPresetName[] = ['FAST', 'BALANCED', 'HIGH', 'EXTREME'];

export interface QualityPreset {
  readonly name: QualityPresetName;
  /** The recall@10 against exact float search that the preset promises (0 to 1). */
  readonly targetRecallAt10: number;
  /** TURBOQUANT bits per coordinate of the first code: every vector has it, search scores every vector from it. */
  readonly bits: number;
  /**
   * The second stage, or null for none: a TURBOQUANT code of `bits` bits of the first code's
   * residual, stored beside it, and the re-ranking depth: search re-scores the best k * depth
   * candidates of the first stage from both codes.
   */
  readonly rerank: { readonly bits: number; readonly depth: number } | null;
}

export const QUALITY_PRESETS: Readonly<Record<QualityPresetName, QualityPreset>> = {
  FAST: { name: 'FAST', targetRecallAt10: 0.92, bits: 3, rerank: null },
  BALANCED: { name: 'BALANCED', targetRecallAt10: 0.96, bits: 5, rerank: null },
  HIGH: { name: 'HIGH', targetRecallAt10: 0.98, bits: 6, rerank: null },
  EXTREME: { name: 'EXTREME', targetRecallAt10: 0.995, bits: 9, rerank: null },
};

/** One stored vector under a preset. */
export interface PresetEncodedVector {
  /** The first-stage code (TURBOQUANT, preset.bits). */
  readonly codes: EncodedVector;
  /** The residual's code (TURBOQUANT, preset.rerank.bits), or null when the preset has no second stage. */
  readonly residual: EncodedVector | null;
}

export interface SearchHit {
  /** Position of the vector in the array searched. */
  readonly index: number;
  /** The estimated inner product of the query and the vector (its cosine similarity for unit vectors). */
  readonly score: number;
}

/** Seed of the residual's rotation: another rotation than the first code's, so the residual's coordinates are Gaussian again. */
export function residualSeedOf(seed: number): number {
  return (seed + 1) % 0x1_0000_0000;
}

/** Encodes and searches vectors of one dimension under one preset. Build once, reuse for many vectors. */
export class PresetCodec {
  readonly preset: QualityPreset;
  readonly dimension: number;
  readonly seed: number;
  /** Bytes stored per vector: each code's 4-byte norm and bit-packed codes (no wire header). */
  readonly bytesPerVector: number;
  /** Bytes per vector that the first stage reads for every stored vector. */
  readonly scanBytesPerVector: number;
  private readonly first: ExtendedQuantizer;
  private readonly second: ExtendedQuantizer | null;

  constructor(preset: QualityPreset, dimension: number, seed: number = DEFAULT_SEED) {
    this.preset = preset;
    this.dimension = dimension;
    this.seed = seed;
    this.first = createQuantizer({ method: 'TURBOQUANT', bits: preset.bits, dimension, seed });
    this.second = preset.rerank
      ? createQuantizer({ method: 'TURBOQUANT', bits: preset.rerank.bits, dimension, seed: residualSeedOf(seed) })
      : null;
    if (preset.rerank && !(Number.isInteger(preset.rerank.depth) && preset.rerank.depth >= 1)) {
      throw new RangeError(`the re-ranking depth must be an integer >= 1; got ${preset.rerank.depth}`);
    }
    this.scanBytesPerVector = this.first.packedByteLength;
    this.bytesPerVector = this.first.packedByteLength + (this.second?.packedByteLength ?? 0);
  }

  encode(vector: ArrayLike<number>): PresetEncodedVector {
    const codes = this.first.encode(vector);
    if (!this.second) return { codes, residual: null };
    const decoded = this.first.decode(codes);
    const residual = new Float64Array(this.dimension);
    for (let i = 0; i < residual.length; i++) residual[i] = vector[i]! - decoded[i]!;
    return { codes, residual: this.second.encode(residual) };
  }

  /** The best approximation of the vector that its codes hold. */
  decode(encoded: PresetEncodedVector): Float32Array {
    const decoded = this.first.decode(encoded.codes);
    if (this.second) {
      const residual = this.second.decode(this.residualOf(encoded));
      for (let i = 0; i < decoded.length; i++) decoded[i] = decoded[i]! + residual[i]!;
    }
    return decoded;
  }

  /**
   * The k stored vectors of highest estimated inner product with the query, best first (ties:
   * lower index first). Scores every vector from its first code; with a second stage, re-scores
   * the best k * depth of them from both codes and ranks by that.
   */
  search(query: ArrayLike<number>, stored: readonly PresetEncodedVector[], k: number): SearchHit[] {
    if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be an integer >= 1; got ${k}`);
    if (query.length !== this.dimension)
      throw new RangeError(`the query has ${query.length} dimensions, ${this.dimension} expected`);
    const prepared = this.first.prepareQuery(query);
    const scores = new Float64Array(stored.length);
    for (let i = 0; i < stored.length; i++) scores[i] = this.first.estimateInnerProduct(prepared, stored[i]!.codes);
    const { second } = this;
    const rerank = this.preset.rerank;
    if (!second || !rerank) return topHits(scores, k);
    const candidates = topHits(scores, k * rerank.depth);
    const preparedResidual: PreparedQuery = second.prepareQuery(query);
    const refined = candidates.map((hit) => ({
      index: hit.index,
      score: hit.score + second.estimateInnerProduct(preparedResidual, this.residualOf(stored[hit.index]!)),
    }));
    return sortHits(refined).slice(0, k);
  }

  private residualOf(encoded: PresetEncodedVector): EncodedVector {
    if (!encoded.residual)
      throw new RangeError(`the preset ${this.preset.name} needs a residual code, and this vector has none`);
    return encoded.residual;
  }
}

const codecs = new Map<string, PresetCodec>();

/** A codec for the preset, dimension and seed, built once and then reused. */
export function presetCodec(preset: QualityPreset, dimension: number, seed: number = DEFAULT_SEED): PresetCodec {
  const key = `${preset.name}/${preset.bits}/${preset.rerank?.bits ?? 0}/${preset.rerank?.depth ?? 0}/${dimension}/${seed}`;
  let codec = codecs.get(key);
  if (!codec) {
    codec = new PresetCodec(preset, dimension, seed);
    codecs.set(key, codec);
  }
  return codec;
}

/** Encodes one vector for storage under the preset. */
export function encodeForPreset(
  vector: ArrayLike<number>,
  preset: QualityPreset,
  seed: number = DEFAULT_SEED,
): PresetEncodedVector {
  return presetCodec(preset, vector.length, seed).encode(vector);
}

/** The top k of vectors encoded under the same preset and seed, by estimated inner product with the query. */
export function searchCompressed(
  query: ArrayLike<number>,
  encodedVectors: readonly PresetEncodedVector[],
  k: number,
  preset: QualityPreset,
  seed: number = DEFAULT_SEED,
): SearchHit[] {
  return presetCodec(preset, query.length, seed).search(query, encodedVectors, k);
}

function sortHits(hits: SearchHit[]): SearchHit[] {
  return hits.sort((a, b) => b.score - a.score || a.index - b.index);
}

/** Whether hit (sa, ia) ranks below (sb, ib): lower score, or the same score and a higher index. */
function ranksBelow(sa: number, ia: number, sb: number, ib: number): boolean {
  return sa < sb || (sa === sb && ia > ib);
}

/** The `count` best indices by score (ties: lower index first), best first; a bounded heap of the best so far. */
function topHits(scores: Float64Array, count: number): SearchHit[] {
  const m = Math.min(count, scores.length);
  if (m === 0) return [];
  // heap[0] is the worst of the m best seen so far.
  const heap = new Int32Array(m);
  let size = 0;
  const below = (a: number, b: number) => ranksBelow(scores[a]!, a, scores[b]!, b);
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < size && below(heap[l]!, heap[worst]!)) worst = l;
      if (r < size && below(heap[r]!, heap[worst]!)) worst = r;
      if (worst === i) return;
      const t = heap[i]!;
      heap[i] = heap[worst]!;
      heap[worst] = t;
      i = worst;
    }
  };
  for (let index = 0; index < scores.length; index++) {
    if (size < m) {
      let i = size++;
      heap[i] = index;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!below(heap[i]!, heap[parent]!)) break;
        const t = heap[i]!;
        heap[i] = heap[parent]!;
        heap[parent] = t;
        i = parent;
      }
    } else if (below(heap[0]!, index)) {
      heap[0] = index;
      siftDown(0);
    }
  }
  return sortHits(Array.from(heap.subarray(0, size), (index) => ({ index, score: scores[index]! })));
}
