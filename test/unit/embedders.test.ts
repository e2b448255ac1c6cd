// Which build of the model each lane runs, and what the health probe says of the two lanes.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { Embedder, EmbedderStatus } from '../../src/modules/embedding/embedder.js';
import { createEmbedders, embeddingProbe } from '../../src/modules/embedding/index.js';

/** Model directories that hold nothing: each lane fails to load at once, without reading a model. */
const NO_MODELS = { EMBEDDING_MODEL_DIR: 'no-such-model', EMBEDDING_INT8_MODEL_DIR: 'no-such-int8-model' };

function laneIn(status: EmbedderStatus, variant: 'fp32' | 'int8' = 'fp32'): Embedder {
  return { variant, status: () => status } as unknown as Embedder;
}

describe('embedding lanes', () => {
  it('runs the query lane with EMBEDDING_QUERY_VARIANT and everything else with EMBEDDING_VARIANT', async () => {
    const { embedder, queryEmbedder } = createEmbedders(
      loadConfig({ ...NO_MODELS, EMBEDDING_QUERY_VARIANT: 'int8' }).embedding,
    );
    expect([embedder.variant, queryEmbedder?.variant]).toEqual(['fp32', 'int8']);
    await Promise.all([embedder.close(), queryEmbedder?.close()]);

    const swapped = createEmbedders(
      loadConfig({ ...NO_MODELS, EMBEDDING_VARIANT: 'int8', EMBEDDING_QUERY_VARIANT: 'fp32' }).embedding,
    );
    expect([swapped.embedder.variant, swapped.queryEmbedder?.variant]).toEqual(['int8', 'fp32']);
    await Promise.all([swapped.embedder.close(), swapped.queryEmbedder?.close()]);

    const single = createEmbedders(loadConfig({ ...NO_MODELS, EMBEDDING_QUERY_LANE: 'false' }).embedding);
    expect(single.queryEmbedder).toBeNull();
    await single.embedder.close();
  });

  it('refuses a query lane built from other weights than the main model', async () => {
    const root = mkdtempSync(join(tmpdir(), 'memsvc-lanes-'));
    const manifest = (dir: string, weights: string, variant?: string) => {
      mkdirSync(join(root, dir));
      writeFileSync(
        join(root, dir, 'manifest.json'),
        JSON.stringify({ dimension: 768, window_tokens: 384, weights_sha256: weights, variant }),
      );
      return join(root, dir);
    };
    const fp32Dir = manifest('fp32', 'aaa');
    const lanes = (int8Dir: string) =>
      createEmbedders(
        loadConfig({ EMBEDDING_MODEL_DIR: fp32Dir, EMBEDDING_INT8_MODEL_DIR: int8Dir, EMBEDDING_QUERY_VARIANT: 'int8' })
          .embedding,
      );
    const other = lanes(manifest('int8-other', 'bbb', 'int8'));
    await expect(other.queryEmbedder!.ready()).rejects.toThrow(/not built from the same weights as the model in/);
    const same = lanes(manifest('int8-same', 'aaa', 'int8'));
    // past the weights check, to the tokenizer these directories do not hold
    await expect(same.queryEmbedder!.ready()).rejects.not.toThrow(/same weights/);
    for (const { embedder, queryEmbedder } of [other, same])
      await Promise.all([embedder.close(), queryEmbedder?.close()]);
  });

  it('is degraded, not unhealthy, when only the query lane failed: searches fall back to the main model', async () => {
    const ready = laneIn({ state: 'ready' });
    const failed = laneIn({ state: 'failed', detail: 'no model.onnx' }, 'int8');
    expect(await embeddingProbe(ready, ready)()).toEqual({ status: 'healthy' });
    expect(await embeddingProbe(ready, laneIn({ state: 'loading' }))()).toEqual({ status: 'healthy' });
    expect(await embeddingProbe(ready, failed)()).toEqual({
      status: 'degraded',
      detail: "the query lane's int8 model failed (no model.onnx); searches use the main model",
    });
    expect(await embeddingProbe(laneIn({ state: 'loading' }), failed)()).toMatchObject({ status: 'degraded' });
    expect(await embeddingProbe(laneIn({ state: 'failed', detail: 'gone' }), ready)()).toEqual({
      status: 'unhealthy',
      detail: 'gone',
    });
  });
});
