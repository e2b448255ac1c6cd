// The intelligence pipeline for callers: POST /v1/intelligence (embed, classify, optional duplicate
// check and compression) and POST /v1/embed. Both are stateless: nothing is stored.
import type { Caller } from '../accounts/caller.js';
import type { ExtendedQuantizer } from '../compression/quantization/index.js';
import { cosineSimilarity } from '../compression/quantization/quality-metrics.js';
import { EMBEDDING_DIMENSION } from '../embedding/embedder.js';
import type { MeteredEmbedder } from '../embedding/metered-embedder.js';
import type { Schemas } from '../schemas.js';
import type { Classifier } from './classification/classifier.js';
import type { MemoryCategory } from './classification/classifier.js';
import type { DuplicateDetector, DuplicateVerdict } from './dedup/duplicate-detector.js';

const DEFAULT_TARGET_BITS = 4;

/** A text's embedding and the tokens it took. */
export interface Embedding {
  vector: Float32Array;
  tokens: number;
}

/** A text's embedding, category, and, when asked for, its duplicate check and compressed codes. */
export interface TextIntelligence extends Embedding {
  category: MemoryCategory;
  duplicate: DuplicateVerdict | null;
  compressed: CompressedEmbedding | null;
}

/** The embedding compressed with TURBOQUANT: its codes, the size ratio, and the cosine similarity kept (0 to 1). */
export interface CompressedEmbedding {
  codes: Uint16Array;
  ratio: number;
  quality: number;
}

export interface IntelligenceDeps {
  metered: MeteredEmbedder;
  classifier: Classifier;
  duplicates: DuplicateDetector;
  /** TURBOQUANT at the given bits for 768 dimensions. */
  quantizer: (bits: number) => ExtendedQuantizer;
}

export class IntelligenceService {
  constructor(private readonly deps: IntelligenceDeps) {}

  async run(caller: Caller, request: Schemas['IntelligenceRequest']): Promise<TextIntelligence> {
    const call = await this.deps.metered.start(caller, request.text, 'intelligence');
    const dedup = request.check_dedup ? await this.deps.duplicates.check(caller.accountId, request.text) : null;
    const vector = await call.vector;
    return {
      vector,
      tokens: call.prepared.tokens,
      category: this.deps.classifier.classify(vector, request.text),
      duplicate: dedup,
      compressed: request.compress ? this.compress(vector, request.target_bits ?? DEFAULT_TARGET_BITS) : null,
    };
  }

  async embed(caller: Caller, request: Schemas['EmbedTextRequest']): Promise<Embedding> {
    const call = await this.deps.metered.start(caller, request.text, 'embed');
    return { vector: await call.vector, tokens: call.prepared.tokens };
  }

  private compress(vector: Float32Array, bits: number): CompressedEmbedding {
    const quantizer = this.deps.quantizer(bits);
    const encoded = quantizer.encode(vector);
    const decoded = quantizer.decode(encoded);
    return {
      codes: encoded.codes,
      ratio: (EMBEDDING_DIMENSION * 4) / quantizer.packedByteLength,
      quality: Math.max(0, Math.min(1, cosineSimilarity(vector, decoded))),
    };
  }
}
