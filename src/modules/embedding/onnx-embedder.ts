// service-embed-v1 in process: the installed ONNX graph (all-mpnet-base-v2, mean pooling and L2
// normalisation inside the graph) run by onnxruntime-node on the CPU, in a worker thread.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmbeddingVariant } from '../../config.js';
import {
  EMBEDDING_DIMENSION,
  SERVICE_MODEL,
  type Embedder,
  type EmbedderStatus,
  type PreparedText,
} from './embedder.js';
import { LoadingState } from './loading-state.js';
import { ModelTokenizer } from './model-tokenizer.js';
import { OnnxSession } from './onnx-session.js';
import { poolWindows } from './pool-windows.js';

export interface OnnxEmbedderOptions {
  modelDir: string;
  /** Threads of one model call. */
  threads: number;
  /** Windows per model call; more windows of one request are run in several calls. */
  maxWindowsPerRun: number;
  /** Run the model at the lowest CPU priority (Linux). */
  lowPriority?: boolean;
  /** Which build of the model modelDir holds (default fp32); recorded with every vector it makes. */
  variant?: EmbeddingVariant;
  /**
   * The directory of another build whose vectors this one's are compared with (the main model,
   * for a query lane of another variant): both must come from the same weights.
   */
  sameWeightsAs?: string;
}

interface Manifest {
  dimension: number;
  /** The source weights' hash, the same in every build of them. */
  weights_sha256?: string;
  /** Absent in the fp32 build. */
  variant?: string;
  window_tokens: number;
}

interface Loaded {
  tokenizer: ModelTokenizer;
  session: OnnxSession;
}

const PAD_ID = 1n;

export class OnnxEmbedder implements Embedder {
  readonly model = SERVICE_MODEL;
  readonly variant: EmbeddingVariant;
  private readonly loaded: LoadingState<Loaded>;
  /** Set once loaded, so that a worker that stops later shows in status(). */
  private session: OnnxSession | null = null;

  constructor(private readonly options: OnnxEmbedderOptions) {
    this.variant = options.variant ?? 'fp32';
    this.loaded = new LoadingState(
      () => this.load(),
      (err) =>
        `the embedding model could not be loaded from ${options.modelDir}: ${err.message}. Run \`npm start\` (or scripts/embedding-model/install.sh) to install it.`,
    );
  }

  private async load(): Promise<Loaded> {
    const manifest = await readManifest(this.options.modelDir);
    if (manifest.dimension !== EMBEDDING_DIMENSION)
      throw new Error(`the model has ${manifest.dimension} dimensions, not ${EMBEDDING_DIMENSION}`);
    if ((manifest.variant ?? 'fp32') !== this.variant)
      throw new Error(`the model there is the ${manifest.variant ?? 'fp32'} variant, not ${this.variant}`);
    const other = this.options.sameWeightsAs;
    if (other !== undefined) {
      const weights = (await readManifest(other)).weights_sha256;
      if (weights === undefined || manifest.weights_sha256 !== weights)
        throw new Error(`it is not built from the same weights as the model in ${other}`);
    }
    const tokenizer = await ModelTokenizer.load(this.options.modelDir, manifest.window_tokens);
    const session = new OnnxSession(
      join(this.options.modelDir, 'model.onnx'),
      this.options.threads,
      this.options.lowPriority,
    );
    try {
      await session.loaded;
    } catch (err) {
      await session.release();
      throw err;
    }
    this.session = session;
    return { tokenizer, session };
  }

  status(): EmbedderStatus {
    const failure = this.session?.failed;
    if (failure)
      return { state: 'failed', detail: `the embedding model stopped: ${failure.message}. Restart the service.` };
    return this.loaded.status();
  }

  async ready(): Promise<void> {
    await this.loaded.promise;
  }

  async prepare(text: string, owner?: string): Promise<PreparedText> {
    return (await this.loaded.promise).tokenizer.prepare(text, owner);
  }

  async embed(texts: readonly PreparedText[]): Promise<Float32Array[]> {
    const { session } = await this.loaded.promise;
    const windows = texts.flatMap((text) => text.windows);
    // Similar lengths together: less padding in each call.
    const order = windows.map((_, i) => i).sort((a, b) => windows[a]!.length - windows[b]!.length);
    const vectors = new Array<Float32Array>(windows.length);
    for (let start = 0; start < order.length; start += this.options.maxWindowsPerRun) {
      const chunk = order.slice(start, start + this.options.maxWindowsPerRun);
      const out = await this.run(
        session,
        chunk.map((i) => windows[i]!),
      );
      chunk.forEach((w, row) => (vectors[w] = out.slice(row * EMBEDDING_DIMENSION, (row + 1) * EMBEDDING_DIMENSION)));
    }
    let next = 0;
    return texts.map((text) => {
      const own = vectors.slice(next, next + text.windows.length);
      next += text.windows.length;
      return poolWindows(
        own,
        text.windows.map((ids) => ids.length - 2),
      );
    });
  }

  private run(session: OnnxSession, rows: readonly (readonly number[])[]): Promise<Float32Array> {
    const length = Math.max(...rows.map((ids) => ids.length));
    const ids = new BigInt64Array(rows.length * length).fill(PAD_ID);
    const mask = new BigInt64Array(rows.length * length);
    rows.forEach((row, r) => {
      row.forEach((id, j) => {
        ids[r * length + j] = BigInt(id);
        mask[r * length + j] = 1n;
      });
    });
    return session.run(ids, mask, [rows.length, length]);
  }

  /** Releases the model; one still loading is released when its load ends (closing never waits for it). */
  async close(): Promise<void> {
    if (this.loaded.status().state === 'loading') {
      this.loaded.promise.then(
        (loaded) => loaded.session.release(),
        () => undefined,
      );
      return;
    }
    const loaded = await this.loaded.promise.catch(() => null);
    await loaded?.session.release();
  }
}

async function readManifest(modelDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(modelDir, 'manifest.json'), 'utf8')) as Manifest;
}
