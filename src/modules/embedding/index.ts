// The embedders the service runs with, chosen by configuration, and the health probe.
//
// The query lane: with the local model, short search queries (one window, from a search or a
// forget by query) are embedded by a second copy of the model, at normal CPU priority, while
// everything else (stores, imports, /v1/embed, long texts) goes to the main copy, whose threads
// run at the lowest priority. A search then never waits behind a batch of another caller's
// stores, and it takes the CPU from them when both run: one tenant's bulk work cannot slow
// another's searches. The cost is the model's memory twice (about 0.45 GB more).
// EMBEDDING_QUERY_LANE=false keeps one copy at normal priority for everything.
import type { EmbeddingConfig } from '../../config.js';
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
  const modelDir = config.variant === 'int8' ? config.int8ModelDir : config.modelDir;
  const local = (lowPriority: boolean) =>
    new OnnxEmbedder({
      modelDir,
      threads: config.threads,
      maxWindowsPerRun: config.maxBatch,
      lowPriority,
      variant: config.variant,
    });
  return config.queryLane
    ? { embedder: batching(local(true)), queryEmbedder: batching(local(false)) }
    : { embedder: batching(local(false)), queryEmbedder: null };
}

/** Degraded while the model loads, healthy once it serves, unhealthy when loading failed. */
export function embeddingProbe(embedder: Embedder): Probe {
  return async () => {
    const { state, detail } = embedder.status();
    if (state === 'ready') return { status: 'healthy' };
    if (state === 'loading') return { status: 'degraded', detail: 'the embedding model is loading' };
    return { status: 'unhealthy', detail: detail ?? 'the embedding model failed to load' };
  };
}
