import { describe, expect, it } from 'vitest';
import { MicroBatcher, type MicroBatcherOptions } from '../../src/platform/micro-batcher.js';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** A batcher (of two units a batch unless `options` say otherwise) whose first batch runs until `release`, keeping every batch it sends. */
function firstBatchHeld<T>(options: Partial<MicroBatcherOptions<T>>) {
  const calls: T[][] = [];
  let release: () => void = () => undefined;
  const firstRunning = new Promise<void>((resolve) => (release = resolve));
  const batcher = new MicroBatcher<T, T>(
    async (items) => {
      calls.push(items);
      if (calls.length === 1) await firstRunning;
      return items;
    },
    { maxBatch: 2, maxWaitMs: 0, ...options },
  );
  return { calls, batcher, release };
}

describe('MicroBatcher', () => {
  it('runs concurrent submissions as one batch, answering each in order', async () => {
    const calls: number[][] = [];
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        calls.push(items);
        return items.map((x) => x * 10);
      },
      { maxBatch: 8, maxWaitMs: 20 },
    );
    const results = await Promise.all([1, 2, 3].map((x) => batcher.submit(x)));
    expect(results).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('sends a full batch at once and never more than maxBatch units in one call', async () => {
    const calls: string[][] = [];
    const batcher = new MicroBatcher<string, string>(
      async (items) => {
        calls.push(items);
        await tick(5);
        return items;
      },
      { maxBatch: 4, maxWaitMs: 10_000, sizeOf: (s) => s.length },
    );
    const started = Date.now();
    const all = await Promise.all(['a', 'bb', 'c', 'ddd', 'e'].map((x) => batcher.submit(x)));
    expect(all).toEqual(['a', 'bb', 'c', 'ddd', 'e']);
    // Filled to 4 units at the third item: no waiting for the 10-second timer.
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const call of calls) expect(call.join('').length).toBeLessThanOrEqual(4);
    expect(calls.flat()).toEqual(['a', 'bb', 'c', 'ddd', 'e']);
  });

  it('queues what arrives while a batch runs and sends it as the next batch', async () => {
    const { calls, batcher, release } = firstBatchHeld<number>({ maxBatch: 32 });
    const first = batcher.submit(1);
    await tick();
    const rest = [2, 3, 4].map((x) => batcher.submit(x));
    await tick(5);
    expect(calls).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
    expect(batcher.stats).toEqual({ batches: 2, items: 4 });
  });

  it('rejects every item of a failed batch and goes on with the next', async () => {
    let fail = true;
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        if (fail) {
          fail = false;
          throw new Error('model call failed');
        }
        return items;
      },
      { maxBatch: 2, maxWaitMs: 1 },
    );
    const outcomes = await Promise.allSettled([1, 2, 3].map((x) => batcher.submit(x)));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });

  it('rejects a batch function that answers the wrong number of results', async () => {
    const batcher = new MicroBatcher<number, number>(async () => [1], { maxBatch: 4, maxWaitMs: 1 });
    await expect(Promise.all([batcher.submit(1), batcher.submit(2)])).rejects.toThrow(/1 results for 2 items/);
  });

  it('holds at most one item of a key in a batch, the second waiting in its place for the next', async () => {
    const calls: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const batcher = new MicroBatcher<string, string>(
      async (items) => {
        calls.push(items);
        if (calls.length === 1) await gate;
        return items.map((item) => item.toUpperCase());
      },
      { maxBatch: 3, maxWaitMs: 0, keyOf: (item) => item[0]! },
    );
    const first = batcher.submit('x0');
    const queued = ['a1', 'b1', 'a2', 'c1', 'a3', 'd1', 'b2'].map((item) => batcher.submit(item));
    await tick(5);
    release();
    expect(await Promise.all([first, ...queued])).toEqual(['X0', 'A1', 'B1', 'A2', 'C1', 'A3', 'D1', 'B2']);
    expect(calls).toEqual([['x0'], ['a1', 'b1', 'c1'], ['a2', 'd1', 'b2'], ['a3']]);
    for (const call of calls) expect(new Set(call.map((item) => item[0])).size).toBe(call.length);
  });

  it('with retryAlone, tries a failed batch again item by item, so that only the bad item fails', async () => {
    const calls: number[][] = [];
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        calls.push(items);
        if (items.includes(13)) throw new Error('13 is not accepted');
        return items.map((x) => -x);
      },
      { maxBatch: 8, maxWaitMs: 5, retryAlone: true },
    );
    const outcomes = await Promise.allSettled([1, 13, 2].map((x) => batcher.submit(x)));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      -1,
      '13 is not accepted',
      -2,
    ]);
    expect(calls).toEqual([[1, 13, 2], [1], [13], [2]]);
  });

  it('lets owners take turns: a newcomer waits one batch behind a long queue, not the whole queue', async () => {
    const { calls, batcher, release } = firstBatchHeld<string>({ ownerOf: (item) => item.split(':')[0] });
    const bulk = Array.from({ length: 8 }, (_, i) => batcher.submit(`a:${i}`));
    const late = [batcher.submit('b:0'), batcher.submit('b:1'), batcher.submit('c:0')];
    release();
    await Promise.all([...bulk, ...late]);
    // the first item went at once; the rest came while it ran, and every owner's first items go first
    expect(calls).toEqual([['a:0'], ['a:1', 'b:0'], ['c:0', 'a:2'], ['b:1', 'a:3'], ['a:4', 'a:5'], ['a:6', 'a:7']]);
  });

  it('never mixes classes in a batch, and alternates between them while several wait', async () => {
    const { calls, batcher, release } = firstBatchHeld<string>({ classOf: (item) => (item.startsWith('L') ? 1 : 0) });
    const all = ['L0', 'L1', 's1', 'L2', 'L3', 's2', 's3', 'L4'].map((item) => batcher.submit(item));
    release();
    expect(await Promise.all(all)).toEqual(['L0', 'L1', 's1', 'L2', 'L3', 's2', 's3', 'L4']);
    // a long batch ran first: the short ones go next, then the classes take turns
    expect(calls).toEqual([['L0'], ['s1', 's2'], ['L1', 'L2'], ['s3'], ['L3', 'L4']]);
  });
});
