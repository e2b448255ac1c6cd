// The overflow collections' search indexes live in a thread of their own (overflow-index.worker.ts),
// not on the request thread: building one index from the stored codes takes about 2 s per
// 100,000 vectors and a search over 250,000 of them 15 to 50 ms, and on the request thread every
// other account's requests waited for both. The thread runs at the lowest CPU priority
// (threads.ts): an account's index work takes only the CPU that the request thread, the model
// and the database leave idle.
//
// Requests are answered in the order they were sent. When the thread ends unexpectedly, the
// requests it held fail with a 503, the listeners are told (every index it held is gone) and a
// new thread is started.
import type { Worker } from 'node:worker_threads';
import { overflowIndexUnavailable } from '../../errors/registry.js';
import type { Logger } from '../../platform/logger.js';
import { siblingModule, startThread } from '../../platform/threads.js';
import type { IndexHit, IndexSearch } from '../compression/compressed-index.js';
import type { StoredRows } from './overflow-indexes.js';
import type { IndexAnswer, IndexDone, IndexRequest, IndexThreadData } from './overflow-index.worker.js';

/** Where the collections' indexes are held: every method answers the size of the key's index after it. */
export interface IndexHost {
  reset(key: string): Promise<number>;
  add(key: string, rows: StoredRows): Promise<number>;
  remove(key: string, memoryId: string): Promise<number>;
  drop(key: string): Promise<number>;
  search(key: string, query: ArrayLike<number>, options: IndexSearch): Promise<{ hits: IndexHit[]; size: number }>;
  /** Calls `listener` whenever every index held was lost. */
  onLost(listener: () => void): void;
}

const workerFile = siblingModule(import.meta.url, 'overflow-index.worker');
/** A thread that ended sooner than this after its start is started again only after this wait. */
const RESTART_DELAY_MS = 1000;

type Pending = { resolve: (answer: IndexDone) => void; reject: (err: Error) => void };
type Request = IndexRequest extends infer R ? (R extends IndexRequest ? Omit<R, 'id'> : never) : never;

export class OverflowIndexThread implements IndexHost {
  private worker: Worker | null = null;
  private startedAt = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly lostListeners: (() => void)[] = [];
  private restartTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly data: IndexThreadData,
    private readonly logger: Logger,
  ) {
    this.start();
  }

  async reset(key: string): Promise<number> {
    return (await this.call({ op: 'reset', key })).size;
  }

  async add(key: string, rows: StoredRows): Promise<number> {
    return (await this.call({ op: 'add', key, rows })).size;
  }

  async remove(key: string, memoryId: string): Promise<number> {
    return (await this.call({ op: 'remove', key, memoryId })).size;
  }

  async drop(key: string): Promise<number> {
    return (await this.call({ op: 'drop', key })).size;
  }

  async search(
    key: string,
    query: ArrayLike<number>,
    options: IndexSearch,
  ): Promise<{ hits: IndexHit[]; size: number }> {
    const answer = await this.call({ op: 'search', key, query: Float32Array.from(query), options });
    return { hits: answer.hits ?? [], size: answer.size };
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const worker = this.worker;
    this.worker = null;
    this.failPending();
    await worker?.terminate();
  }

  private call(request: Request): Promise<IndexDone> {
    const worker = this.worker;
    if (!worker) return Promise.reject(overflowIndexUnavailable());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private start(): void {
    this.restartTimer = null;
    const worker = startThread(workerFile, this.data, { lowPriority: true });
    worker.unref();
    this.worker = worker;
    this.startedAt = performance.now();
    worker.on('message', (answer: IndexAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(`the overflow index thread failed: ${answer.error}`));
      else pending.resolve(answer);
    });
    worker.on('error', (err) => this.logger.error('the overflow index thread failed', { error: err.message }));
    worker.on('exit', (code) => {
      if (this.closed || this.worker !== worker) return;
      this.logger.warn('the overflow index thread ended; its indexes are built again on their next search', {
        exitCode: code,
      });
      this.worker = null;
      this.failPending();
      for (const listener of this.lostListeners) listener();
      const lived = performance.now() - this.startedAt;
      if (lived >= RESTART_DELAY_MS) this.start();
      else this.restartTimer = setTimeout(() => this.start(), RESTART_DELAY_MS).unref();
    });
  }

  private failPending(): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(overflowIndexUnavailable());
  }
}
