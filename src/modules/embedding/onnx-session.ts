// The main thread's handle on the model running in onnx-session-worker.mjs: load, run, release.
import { Worker } from 'node:worker_threads';

type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; data?: Float32Array; error?: string };

const WORKER_URL = new URL('./onnx-session-worker.mjs', import.meta.url);

export class OnnxSession {
  readonly loaded: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (data: Float32Array) => void; reject: (err: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(modelPath: string, threads: number, lowPriority = false) {
    // No tsx or vitest hooks in the worker: it is plain JavaScript.
    this.worker = new Worker(WORKER_URL, { workerData: { modelPath, threads, lowPriority }, execArgv: [] });
    this.loaded = new Promise<void>((resolve, reject) => {
      this.worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new Error(message.message));
        else this.settle(message);
      });
      this.worker.once('error', (err) => {
        this.fail(err);
        reject(err);
      });
      this.worker.once('exit', (code) => {
        const err = new Error(`the model worker stopped (exit code ${code})`);
        this.fail(err);
        reject(err);
      });
    });
    this.loaded.catch(() => undefined);
  }

  /** Why the worker can no longer run the model (it stopped or was released); null while it can. */
  get failed(): Error | null {
    return this.failure;
  }

  /** Runs the graph on one padded batch of token ids; answers the batch's sentence embeddings. */
  run(
    ids: BigInt64Array<ArrayBuffer>,
    mask: BigInt64Array<ArrayBuffer>,
    shape: [number, number],
  ): Promise<Float32Array> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Float32Array>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'run', id, ids, mask, shape }, [ids.buffer, mask.buffer]);
    });
  }

  async release(): Promise<void> {
    if (this.failure) return;
    this.failure = new Error('the model was released');
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage({ type: 'close' });
    await exited;
  }

  private settle(message: Extract<FromWorker, { type: 'result' }>): void {
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.data) waiting.resolve(message.data);
    else waiting.reject(new Error(message.error ?? 'the model run failed'));
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }
}
