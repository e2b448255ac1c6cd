// The embedders the service runs with, chosen by configuration, and the health probe.
//
// The query lane: with the local model, short search queries (one window, from a search or a
// forget by query) are embedded by a second copy of the model, at normal CPU priority, while
// everything else (stores, imports, /v1/embed, long texts) goes to the main copy, whose threads
// run at the lowest priority. A search then never waits behind a batch of another caller's
// stores, and it takes the CPU from them when both run: one tenant's bulk work cannot slow
// another's searches. The cost is a second model in memory (a 266 MB graph in int8).
// EMBEDDING_QUERY_LANE=false keeps one copy at normal priority for everything.
//
// The lane runs the int8 build by default (EMBEDDING_QUERY_VARIANT): a short query is about a
// third faster there, and int8 queries find what fp32 queries find among fp32 memories
// (docs/decisions.md, "The query lane runs int8").
//
// The lane runs a query on one thread by default (EMBEDDING_QUERY_THREADS): a query is one short
// window, which a second thread hardly shortens, while on a small machine it takes a core from
// the database thread and the request thread that the same search needs meanwhile (decisions.md,
// "A query is embedded on one thread").
import type { EmbeddingConfig, EmbeddingVariant } from '../../config.js';
import type { Probe } from '../system/health.service.js';
import { BatchingEmbedder } from './batching-embedder.js';
import type { Embedder } from './embedder.js';
import { HostedEmbedder } from './hosted-embedder.js';
import { OnnxEmbedder } from './onnx-embedder.js';

export interface Embedders {
  /** Every text that is not a short search query. */
  embedder: BatchingEmbedder;
  /** Short search queries; null when there is no query lane. */
  queryEmbedder: BatchingEmbedder | null;
}

export function createEmbedders(config: EmbeddingConfig): Embedders {
  const batching = (inner: Embedder) =>
    new BatchingEmbedder(inner, {
      byWindow: config.provider !== 'huggingface',
      maxBatchTokens: config.maxBatchTokens,
      maxWaitMs: config.maxWaitMs,
      readyTimeoutMs: config.readyTimeoutMs,
    });
  if (config.provider === 'huggingface') {
    const hosted = new HostedEmbedder({
      endpointUrl: config.endpointUrl!,
      token: config.apiToken,
      model: config.hostedModel,
      tokenizerDir: config.modelDir,
    });
    return { embedder: batching(hosted), queryEmbedder: null };
  }
  const dirOf = (variant: EmbeddingVariant) => (variant === 'int8' ? config.int8ModelDir : config.modelDir);
  const local = (variant: EmbeddingVariant, lowPriority: boolean, threads: number) =>
    new OnnxEmbedder({
      modelDir: dirOf(variant),
      threads,
      maxWindowsPerRun: config.maxBatch,
      lowPriority,
      variant,
      // a query lane of the other build must embed the same model as the memories' vectors
      sameWeightsAs: variant === config.variant ? undefined : dirOf(config.variant),
    });
  return config.queryLane
    ? {
        embedder: batching(local(config.variant, true, config.threads)),
        queryEmbedder: batching(local(config.queryVariant, false, config.queryThreads)),
      }
    : { embedder: batching(local(config.variant, false, config.threads)), queryEmbedder: null };
}

/**
 * Degraded while the model loads, healthy once it serves, unhealthy when loading failed. A query
 * lane that failed leaves the service degraded: its searches fall back to the main model.
 */
export function embeddingProbe(embedder: Embedder, queryEmbedder: Embedder | null = null): Probe {
  return async () => {
    const { state, detail } = embedder.status();
    if (state === 'loading') return { status: 'degraded', detail: 'the embedding model is loading' };
    if (state !== 'ready') return { status: 'unhealthy', detail: detail ?? 'the embedding model failed to load' };
    const lane = queryEmbedder?.status();
    if (lane?.state === 'failed')
      return {
        status: 'degraded',
        detail: `the query lane's ${queryEmbedder!.variant} model failed (${lane.detail ?? 'no detail'}); searches use the main model`,
      };
    return { status: 'healthy' };
  };
}
