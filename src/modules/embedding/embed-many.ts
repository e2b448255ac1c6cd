// Embeds a list of texts in batches, for offline work (training, benchmarks, tests).
import type { Embedder } from './embedder.js';

export async function embedMany(embedder: Embedder, texts: readonly string[], batchSize = 32): Promise<Float32Array[]> {
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += batchSize) {
    const prepared = await Promise.all(texts.slice(start, start + batchSize).map((text) => embedder.prepare(text)));
    vectors.push(...(await embedder.embed(prepared)));
  }
  return vectors;
}
