// The Embedder port: text in, a 768-dimension L2-normalised vector and its token count out.
// Implementations: the in-process ONNX model (the default) and a hosted Hugging Face endpoint.
// Both are wrapped by the micro-batcher and share the model's tokenizer for token counts.

export const EMBEDDING_DIMENSION = 768;
export const SERVICE_MODEL = 'service-embed-v1';

/**
 * What wrote a stored vector, recorded beside it: the local model's fp32 or int8 build, the
 * hosted endpoint, or an import file that carried its own vector.
 */
export type VectorVariant = 'fp32' | 'int8' | 'hosted' | 'imported';

/** A text turned into model windows, ready to embed. Tokens are counted without the two special tokens. */
export interface PreparedText {
  readonly text: string;
  /** Tokens of the text itself, as the model's tokenizer counts them. */
  readonly tokens: number;
  /**
   * Token ids of each window the model reads, special tokens included. A text longer than one
   * window is split into consecutive windows; their embeddings are pooled (see pool-windows.ts).
   */
  readonly windows: readonly (readonly number[])[];
  /**
   * Who waits on the embedding (an account id), when known: the shared model takes turns
   * between owners window by window (batching-embedder.ts).
   */
  readonly owner?: string;
}

export type EmbedderState = 'loading' | 'ready' | 'failed';

export interface EmbedderStatus {
  state: EmbedderState;
  detail?: string;
}

export interface Embedder {
  readonly model: string;
  /** Which build makes this embedder's vectors. */
  readonly variant: VectorVariant;
  status(): EmbedderStatus;
  /** Resolves once the model can serve; rejects when loading failed. */
  ready(): Promise<void>;
  /**
   * Tokenizes (waits for the tokenizer if it is still loading); `owner` is who waits on the
   * embedding (see PreparedText.owner).
   */
  prepare(text: string, owner?: string): Promise<PreparedText>;
  /** One L2-normalised 768-dimension vector per prepared text, in order. */
  embed(texts: readonly PreparedText[]): Promise<Float32Array[]>;
  close(): Promise<void>;
}
