// The intelligence pipeline for callers: POST /v1/intelligence (embed, classify, optional duplicate
// check and compression) and POST /v1/embed. Both are stateless: nothing is stored.
import type { Caller } from '../accounts/caller.js';
import type { ExtendedQuantizer } from '../compression/quantization/index.js';
import { cosineSimilarity } from '../compression/quantization/quality-metrics.js';
import { EMBEDDING_DIMENSION } from '../embedding/embedder.js';
import type { MeteredEmbedder } from '../embedding/metered-embedder.js';
import type { Schemas } from '../schemas.js';
import type { Classifier } from './classification/classifier.js';
import type { DuplicateDetector } from './dedup/duplicate-detector.js';

const DEFAULT_TARGET_BITS = 4;

export interface IntelligenceDeps {
  metered: MeteredEmbedder;
  classifier: Classifier;
  duplicates: DuplicateDetector;
  /** TURBOQUANT at the given bits for 768 dimensions. */
  quantizer: (bits: number) => ExtendedQuantizer;
}

export class IntelligenceService {
  constructor(private readonly deps: IntelligenceDeps) {}

  async run(caller: Caller, request: Schemas['IntelligenceRequest']): Promise<Schemas['IntelligenceResponse']> {
    const call = await this.deps.metered.start(caller, request.text, 'intelligence');
    const dedup = request.check_dedup ? await this.deps.duplicates.check(caller.accountId, request.text) : null;
    const vector = await call.vector;
    return {
      vector: Array.from(vector),
      dimension: EMBEDDING_DIMENSION,
      category: this.deps.classifier.classify(vector, request.text),
      tokens_used: call.prepared.tokens,
      dedup: dedup && { is_duplicate: dedup.isDuplicate, similarity: dedup.similarity, match_hash: dedup.matchHash },
      ...(request.compress
        ? this.compress(vector, request.target_bits ?? DEFAULT_TARGET_BITS)
        : { compressed_vector: null, compression_ratio: null, quality_score: null }),
    };
  }

  async embed(caller: Caller, request: Schemas['EmbedTextRequest']): Promise<Schemas['EmbedTextResponse']> {
    const call = await this.deps.metered.start(caller, request.text, 'embed');
    return { vector: Array.from(await call.vector), dimension: EMBEDDING_DIMENSION, tokens_used: call.prepared.tokens };
  }

  private compress(vector: Float32Array, bits: number) {
    const quantizer = this.deps.quantizer(bits);
    const encoded = quantizer.encode(vector);
    const decoded = quantizer.decode(encoded);
    return {
      compressed_vector: Array.from(encoded.codes),
      compression_ratio: Math.round(((EMBEDDING_DIMENSION * 4) / quantizer.packedByteLength) * 100) / 100,
      quality_score: Math.round(Math.max(0, Math.min(1, cosineSimilarity(vector, decoded))) * 10_000) / 10_000,
    };
  }
}
