// The intelligence pipeline for callers: POST /v1/intelligence (embed, classify, optional duplicate
// check and compression) and POST /v1/embed. Both are stateless: nothing is stored.
import type { Caller } from '../accounts/accounts.repository.js';
import type { ExtendedQuantizer } from '../compression/quantization/index.js';
import { cosineSimilarity } from '../compression/quantization/quality-metrics.js';
import { EMBEDDING_DIMENSION, type Embedder, type PreparedText } from '../embedding/embedder.js';
import type { Schemas } from '../schemas.js';
import type { QuotaService } from '../usage/quota.service.js';
import type { Classifier } from './classification/classifier.js';
import type { DuplicateDetector } from './dedup/duplicate-detector.js';

export const DEFAULT_TARGET_BITS = 4;

export interface IntelligenceDeps {
  embedder: Embedder;
  classifier: Classifier;
  duplicates: DuplicateDetector;
  quota: QuotaService;
  /** TURBOQUANT at the given bits for 768 dimensions. */
  quantizer: (bits: number) => ExtendedQuantizer;
}

export class IntelligenceService {
  constructor(private readonly deps: IntelligenceDeps) {}

  async run(caller: Caller, request: Schemas['IntelligenceRequest']): Promise<Schemas['IntelligenceResponse']> {
    const prepared = await this.deps.embedder.prepare(request.text);
    await this.charge(caller, prepared, ['requests', 'tokens']);
    await this.deps.quota.countOperation(caller, 'intelligence');
    const [vector] = await this.deps.embedder.embed([prepared]);
    const dedup = request.check_dedup ? await this.deps.duplicates.check(caller.accountId, request.text) : null;
    return {
      vector: Array.from(vector!),
      dimension: EMBEDDING_DIMENSION,
      category: this.deps.classifier.classify(vector!, request.text),
      tokens_used: prepared.tokens,
      dedup: dedup && { is_duplicate: dedup.isDuplicate, similarity: dedup.similarity, match_hash: dedup.matchHash },
      ...(request.compress ? this.compress(vector!, request.target_bits ?? DEFAULT_TARGET_BITS) : { compressed_vector: null, compression_ratio: null, quality_score: null }),
    };
  }

  async embed(caller: Caller, request: Schemas['EmbedTextRequest']): Promise<Schemas['EmbedTextResponse']> {
    const prepared = await this.deps.embedder.prepare(request.text);
    await this.charge(caller, prepared, ['requests', 'tokens']);
    await this.deps.quota.countOperation(caller, 'embed');
    const [vector] = await this.deps.embedder.embed([prepared]);
    return { vector: Array.from(vector!), dimension: EMBEDDING_DIMENSION, tokens_used: prepared.tokens };
  }

  /** Counts the call against each quota in turn; a refusal gives back what was already counted. */
  private async charge(caller: Caller, prepared: PreparedText, quotas: ('requests' | 'tokens')[]): Promise<void> {
    const done: ('requests' | 'tokens')[] = [];
    try {
      for (const quota of quotas) {
        await this.deps.quota.consume(caller, quota, quota === 'tokens' ? prepared.tokens : 1);
        done.push(quota);
      }
    } catch (err) {
      for (const quota of done) await this.deps.quota.refund(caller, quota, quota === 'tokens' ? prepared.tokens : 1);
      throw err;
    }
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
