// The batching in front of the shared model, with a fake model that records its calls: a long
// text is embedded window by window and pooled as the model pools windows, owners take turns,
// and a call holds at most the token budget.
import { describe, expect, it } from 'vitest';
import { BatchingEmbedder } from '../../src/modules/embedding/batching-embedder.js';
import type { Embedder, PreparedText } from '../../src/modules/embedding/embedder.js';
import { normalise, poolWindows } from '../../src/modules/embedding/pool-windows.js';

const DIMENSION = 4;

/** A window's vector, from its first token id: deterministic and distinct per window. */
function vectorOf(window: readonly number[]): Float32Array {
  const id = window[1]!;
  return normalise(Float32Array.from({ length: DIMENSION }, (_, d) => Math.sin(id * (d + 1))));
}

/** A model that answers one vector per text (pooling its windows) and keeps every call's windows. */
function recordingModel(calls: string[][], firstCallHeld?: Promise<void>): Embedder {
  return {
    model: 'fake',
    variant: 'fp32',
    status: () => ({ state: 'ready' }),
    ready: async () => undefined,
    prepare: async () => {
      throw new Error('not used');
    },
    embed: async (texts: readonly PreparedText[]) => {
      calls.push(texts.map((t) => `${t.owner}:${t.windows.map((w) => w[1]).join('+')}`));
      if (calls.length === 1 && firstCallHeld) await firstCallHeld;
      return texts.map((t) =>
        poolWindows(
          t.windows.map(vectorOf),
          t.windows.map((w) => w.length - 2),
        ),
      );
    },
    close: async () => undefined,
  };
}

/** A text of windows of `lengths` tokens (special tokens included), the first token id of each from `firstId`. */
function text(owner: string, firstId: number, lengths: number[]): PreparedText {
  const windows = lengths.map((length, i) => [101, firstId + i, ...Array.from({ length: length - 3 }, () => 7), 102]);
  return { text: `${owner}-${firstId}`, tokens: lengths.reduce((s, l) => s + l - 2, 0), windows, owner };
}

const batching = (inner: Embedder, maxBatchTokens: number, byWindow = true) =>
  new BatchingEmbedder(inner, { maxBatchTokens, maxWaitMs: 0, readyTimeoutMs: 1000, byWindow });

describe('BatchingEmbedder', () => {
  it("embeds a long text window by window and pools them as the model's own pooling does", async () => {
    const calls: string[][] = [];
    const long = text('a', 10, [384, 384, 100]);
    const [vector] = await batching(recordingModel(calls), 2048).embed([long]);
    expect(calls.flat().sort()).toEqual(['a:10', 'a:11', 'a:12']);
    const whole = poolWindows(long.windows.map(vectorOf), [382, 382, 98]);
    Array.from(whole).forEach((v, d) => expect(vector![d]).toBeCloseTo(v, 6));
  });

  it("takes another owner's long windows in turns, one call behind a long text's windows, not after all of them", async () => {
    const calls: string[][] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const embedder = batching(recordingModel(calls, held), 800);
    const first = embedder.embed([text('a', 1, [300])]);
    const long = embedder.embed([text('a', 10, [384, 384, 384, 384, 384])]);
    const other = embedder.embed([text('b', 90, [200])]);
    release();
    await Promise.all([first, long, other]);
    // no call holds more tokens than the budget
    expect(calls).toEqual([['a:1'], ['a:10', 'b:90'], ['a:11', 'a:12'], ['a:13', 'a:14']]);
  });

  it('sends a short text in the call after the one running, never in a call of long windows', async () => {
    const calls: string[][] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const embedder = batching(recordingModel(calls, held), 800);
    const long = embedder.embed([text('a', 10, [384, 384, 384, 384, 384, 384])]);
    const short = [embedder.embed([text('b', 90, [20])]), embedder.embed([text('c', 95, [120])])];
    release();
    await Promise.all([long, ...short]);
    expect(calls).toEqual([['a:10'], ['b:90', 'c:95'], ['a:11', 'a:12'], ['a:13', 'a:14'], ['a:15']]);
  });

  it('sends a text whole to an embedder that does not read windows (a hosted endpoint)', async () => {
    const calls: string[][] = [];
    await batching(recordingModel(calls), 2048, false).embed([text('a', 10, [384, 384])]);
    expect(calls).toEqual([['a:10+11']]);
  });
});
