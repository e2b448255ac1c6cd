// The embedder the service runs with, chosen by configuration, and its health probe.
import type { EmbeddingConfig } from '../../config.js';
import type { Probe } from '../system/health.service.js';
import { BatchingEmbedder } from './batching-embedder.js';
import type { Embedder } from './embedder.js';
import { HostedEmbedder } from './hosted-embedder.js';
import { OnnxEmbedder } from './onnx-embedder.js';

export function createEmbedder(config: EmbeddingConfig): BatchingEmbedder {
  const inner: Embedder =
    config.provider === 'huggingface'
      ? new HostedEmbedder({ endpointUrl: config.endpointUrl!, token: config.apiToken, model: config.hostedModel, tokenizerDir: config.modelDir })
      : new OnnxEmbedder({ modelDir: config.modelDir, threads: config.threads, maxWindowsPerRun: config.maxBatch });
  return new BatchingEmbedder(inner, { maxBatch: config.maxBatch, maxWaitMs: config.maxWaitMs, readyTimeoutMs: config.readyTimeoutMs });
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
