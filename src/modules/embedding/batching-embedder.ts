// Micro-batching in front of any Embedder: concurrent requests share one model call, and a
// request waits (bounded) for a model that is still loading instead of failing.
import { AppError } from '../../errors/app-error.js';
import { MicroBatcher } from '../../platform/micro-batcher.js';
import type { Embedder, EmbedderStatus, PreparedText, VectorVariant } from './embedder.js';
import { embeddingModelLoading, embeddingModelUnavailable } from '../../errors/registry.js';

export interface BatchingOptions {
  /** Windows per model call. */
  maxBatch: number;
  /** Longest wait for company when the model is idle. */
  maxWaitMs: number;
  /** Longest wait for a model that is still loading. */
  readyTimeoutMs: number;
}

export class BatchingEmbedder implements Embedder {
  readonly model: string;
  readonly variant: VectorVariant;
  readonly batcher: MicroBatcher<PreparedText, Float32Array>;

  constructor(
    private readonly inner: Embedder,
    private readonly options: BatchingOptions,
  ) {
    this.model = inner.model;
    this.variant = inner.variant;
    this.batcher = new MicroBatcher(
      (texts) => inner.embed(texts).catch((err: unknown) => Promise.reject(unavailable(err))),
      {
        maxBatch: options.maxBatch,
        maxWaitMs: options.maxWaitMs,
        sizeOf: (text) => text.windows.length,
      },
    );
  }

  status(): EmbedderStatus {
    return this.inner.status();
  }

  /** Waits for the model at most readyTimeoutMs; 503 with Retry-After when it is not there by then. */
  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.readyTimeoutMs);
    });
    try {
      const outcome = await Promise.race([this.inner.ready().then(() => 'ready' as const), timeout]);
      if (outcome === 'timeout') {
        throw embeddingModelLoading();
      }
    } catch (err) {
      throw unavailable(err);
    } finally {
      clearTimeout(timer);
    }
  }

  async prepare(text: string): Promise<PreparedText> {
    await this.ready();
    return this.inner.prepare(text);
  }

  embed(texts: readonly PreparedText[]): Promise<Float32Array[]> {
    return Promise.all(texts.map((text) => this.batcher.submit(text)));
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** Failures of the model are the service's, not the caller's: 503 with a reason and Retry-After. */
function unavailable(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return embeddingModelUnavailable((err as Error).message);
}
