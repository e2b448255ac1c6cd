// A hosted embedding model behind @huggingface/inference's feature-extraction task, for
// operators who would rather not run the model on their own CPUs. The endpoint must serve a
// 768-dimension sentence model (all-mpnet-base-v2 to match service-embed-v1); token counts still
// come from the installed tokenizer, and vectors are L2-normalised here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InferenceClient } from '@huggingface/inference';
import {
  EMBEDDING_DIMENSION,
  SERVICE_MODEL,
  type Embedder,
  type EmbedderStatus,
  type PreparedText,
} from './embedder.js';
import { LoadingState } from './loading-state.js';
import { ModelTokenizer } from './model-tokenizer.js';
import { normalise } from './pool-windows.js';
import { hostedEmbeddingFailed } from '../../errors/registry.js';

export interface HostedEmbedderOptions {
  /** Full URL of the feature-extraction endpoint (an Inference Endpoint or a compatible server). */
  endpointUrl: string;
  token: string | null;
  /** The model name sent to the endpoint. */
  model: string;
  /** Folder with tokenizer.json, tokenizer_config.json and manifest.json, for token counts. */
  tokenizerDir: string;
  /** Longest wait for one answer of the endpoint (default 30 s); no retries here, the caller may retry. */
  timeoutMs?: number;
}

export class HostedEmbedder implements Embedder {
  readonly model = SERVICE_MODEL;
  readonly variant = 'hosted';
  private readonly client: InferenceClient;
  private readonly tokenizer: LoadingState<ModelTokenizer>;

  constructor(private readonly options: HostedEmbedderOptions) {
    this.client = new InferenceClient(options.token ?? undefined, { endpointUrl: options.endpointUrl });
    this.tokenizer = new LoadingState(
      async () => {
        const manifest = JSON.parse(await readFile(join(options.tokenizerDir, 'manifest.json'), 'utf8')) as {
          window_tokens: number;
        };
        return ModelTokenizer.load(options.tokenizerDir, manifest.window_tokens);
      },
      (err) =>
        `the tokenizer could not be loaded from ${options.tokenizerDir}: ${err.message}. Run \`npm start\` to install it.`,
    );
  }

  status(): EmbedderStatus {
    return this.tokenizer.status();
  }

  async ready(): Promise<void> {
    await this.tokenizer.promise;
  }

  async prepare(text: string, owner?: string): Promise<PreparedText> {
    return (await this.tokenizer.promise).prepare(text, owner);
  }

  async embed(texts: readonly PreparedText[]): Promise<Float32Array[]> {
    let output: unknown;
    try {
      output = await this.client.featureExtraction(
        {
          model: this.options.model,
          inputs: texts.map((t) => t.text),
          normalize: true,
          truncate: true,
        },
        { retry_on_error: false, signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000) },
      );
    } catch (err) {
      throw hostedEmbeddingFailed(`the endpoint answered with an error (${(err as Error).message})`);
    }
    return readVectors(output, texts.length);
  }

  async close(): Promise<void> {}
}

function readVectors(output: unknown, expected: number): Float32Array[] {
  if (!Array.isArray(output) || output.length !== expected) {
    throw hostedEmbeddingFailed(
      `expected ${expected} vectors, the endpoint returned ${Array.isArray(output) ? output.length : typeof output}`,
    );
  }
  return output.map((row: unknown) => {
    if (
      !Array.isArray(row) ||
      row.length !== EMBEDDING_DIMENSION ||
      !row.every((x) => typeof x === 'number' && Number.isFinite(x))
    ) {
      throw hostedEmbeddingFailed(
        `expected vectors of ${EMBEDDING_DIMENSION} finite numbers (a pooled sentence embedding); check that the endpoint serves a 768-dimension sentence model`,
      );
    }
    return normalise(Float32Array.from(row as number[]));
  });
}
