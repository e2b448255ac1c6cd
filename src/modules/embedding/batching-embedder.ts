// Micro-batching in front of any Embedder: concurrent requests share one model call, and a
// request waits (bounded) for a model that is still loading instead of failing.
//
// The model is shared by every account, and a window of text costs it alike whoever sent it: a
// full window of 384 tokens takes as long as a batch of a dozen short sentences. So the batcher
// queues windows, not texts (a long text's windows are embedded apart and pooled here), owners
// take turns window by window, and a model call holds at most `maxBatchTokens` tokens. One
// account's long texts then delay another's store by about one call, where before its 30,000-
// character texts held every other store for minutes. Short windows (a sentence or a paragraph)
// and long ones never share a call, and while both wait the calls alternate, so a short text
// waits for the call running, not for a call of long windows after it as well.
import { AppError } from '../../errors/app-error.js';
import { MicroBatcher } from '../../platform/micro-batcher.js';
import type { Embedder, EmbedderStatus, PreparedText, VectorVariant } from './embedder.js';
import { poolWindows } from './pool-windows.js';
import { embeddingModelLoading, embeddingModelUnavailable } from '../../errors/registry.js';

/** Windows of at most this many tokens (special tokens included) are short: they share calls with each other only. */
const SHORT_WINDOW_TOKENS = 128;

export interface BatchingOptions {
  /** Tokens (of the windows, special tokens included) per model call. */
  maxBatchTokens: number;
  /** The inner embedder reads windows (the local model): a long text's windows queue apart. */
  byWindow: boolean;
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
        maxBatch: options.maxBatchTokens,
        maxWaitMs: options.maxWaitMs,
        sizeOf: (text) => text.windows.reduce((sum, window) => sum + window.length, 0),
        ownerOf: (text) => text.owner,
        classOf: (text) => (text.windows.some((window) => window.length > SHORT_WINDOW_TOKENS) ? 1 : 0),
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

  async prepare(text: string, owner?: string): Promise<PreparedText> {
    await this.ready();
    return this.inner.prepare(text, owner);
  }

  embed(texts: readonly PreparedText[]): Promise<Float32Array[]> {
    return Promise.all(texts.map((text) => this.embedOne(text)));
  }

  /** A text of one window as it is; a longer one window by window, pooled as the local model pools them. */
  private async embedOne(text: PreparedText): Promise<Float32Array> {
    if (text.windows.length <= 1 || !this.options.byWindow) return this.batcher.submit(text);
    const vectors = await Promise.all(
      text.windows.map((window) =>
        this.batcher.submit({ text: text.text, tokens: window.length - 2, windows: [window], owner: text.owner }),
      ),
    );
    return poolWindows(
      vectors,
      text.windows.map((window) => window.length - 2),
    );
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
