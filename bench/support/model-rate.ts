// The raw model's throughput, in the benchmark's own process: texts per second when they are
// embedded a fixed number to a call, one call after another.
import type { PreparedText } from '../../src/modules/embedding/embedder.js';
import type { OnnxEmbedder } from '../../src/modules/embedding/onnx-embedder.js';

/** `size` consecutive items of `items` from `start`, wrapping around. */
function cyclicSlice<T>(items: readonly T[], start: number, size: number): T[] {
  return Array.from({ length: size }, (_, i) => items[(start + i) % items.length]!);
}

/** Embeds `batchSize` of `prepared` per call, in turn, for `seconds`; texts per second. */
export async function embedFor(
  embedder: OnnxEmbedder,
  prepared: readonly PreparedText[],
  batchSize: number,
  seconds: number,
): Promise<number> {
  let done = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    await embedder.embed(cyclicSlice(prepared, next, batchSize));
    next = (next + batchSize) % prepared.length;
    done += batchSize;
  }
  return done / ((performance.now() - started) / 1000);
}
