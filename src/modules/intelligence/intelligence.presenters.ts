// The bodies of POST /v1/intelligence and POST /v1/embed, mapped from the service's domain
// results to the contract's schema: vectors as number arrays, the ratio to a hundredth and the
// quality to a ten-thousandth.
import { EMBEDDING_DIMENSION } from '../embedding/embedder.js';
import type { Schemas } from '../schemas.js';
import type { Embedding, TextIntelligence } from './intelligence.service.js';

export function presentIntelligence(result: TextIntelligence): Schemas['IntelligenceResponse'] {
  const { duplicate, compressed } = result;
  return {
    vector: Array.from(result.vector),
    dimension: EMBEDDING_DIMENSION,
    category: result.category,
    tokens_used: result.tokens,
    dedup: duplicate && {
      is_duplicate: duplicate.isDuplicate,
      similarity: duplicate.similarity,
      match_hash: duplicate.matchHash,
    },
    ...(compressed
      ? {
          compressed_vector: Array.from(compressed.codes),
          compression_ratio: Math.round(compressed.ratio * 100) / 100,
          quality_score: Math.round(compressed.quality * 10_000) / 10_000,
        }
      : { compressed_vector: null, compression_ratio: null, quality_score: null }),
  };
}

export function presentEmbedding(result: Embedding): Schemas['EmbedTextResponse'] {
  return { vector: Array.from(result.vector), dimension: EMBEDDING_DIMENSION, tokens_used: result.tokens };
}
