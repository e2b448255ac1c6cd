// The metered model call with fakes at its edges: the quota service over an in-memory usage
// repository and a model whose answers the test releases.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../src/modules/accounts/caller.js';
import type { Embedder, PreparedText } from '../../src/modules/embedding/embedder.js';
import { MeteredEmbedder } from '../../src/modules/embedding/metered-embedder.js';
import { QuotaService } from '../../src/modules/usage/quota.service.js';
import type { CounterKey, CounterStep, DailyUse, UsageRepository } from '../../src/modules/usage/usage.repository.js';

const caller: Caller = { accountId: 'acct_1', tier: 'free', environment: 'live', keyId: 'key_1' };

/** Usage counters in memory, with the repository's add-within-limit rule; a use's operation is kept as `daily:<operation>`. */
function memoryUsage(events: string[]): UsageRepository & { totals: Map<string, number> } {
  const totals = new Map<string, number>();
  return {
    totals,
    async addAllWithin(steps: readonly CounterStep[]) {
      events.push(`count ${steps.map((s) => s.key.metric).join(' and ')}`);
      const answers: (number | null)[] = [];
      for (const { key, amount, limit, use } of steps) {
        const next = (totals.get(key.metric) ?? 0) + amount;
        if (answers.includes(null) || (limit !== null && next > limit)) {
          answers.push(null);
          continue;
        }
        totals.set(key.metric, next);
        if (use) totals.set(`daily:${use.operation}`, (totals.get(`daily:${use.operation}`) ?? 0) + amount);
        answers.push(next);
      }
      return answers;
    },
    async subtract(key: CounterKey, amount: number, use?: DailyUse) {
      totals.set(key.metric, Math.max(0, (totals.get(key.metric) ?? 0) - amount));
      if (use) totals.set(`daily:${use.operation}`, Math.max(0, (totals.get(`daily:${use.operation}`) ?? 0) - amount));
    },
    async read() {
      return Object.fromEntries(totals);
    },
  } as unknown as UsageRepository & { totals: Map<string, number> };
}

/** A model whose single answer the test settles. */
function heldModel(events: string[]) {
  let settle!: { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void };
  const embedder: Embedder = {
    model: 'fake',
    variant: 'fp32',
    status: () => ({ state: 'ready' }),
    ready: async () => undefined,
    prepare: async (text, owner): Promise<PreparedText> => ({
      text,
      tokens: text.split(' ').length,
      windows: [[0]],
      ...(owner === undefined ? {} : { owner }),
    }),
    embed: (texts) => {
      events.push(`model started for ${texts.map((t) => t.owner).join()}`);
      return new Promise((resolve, reject) => (settle = { resolve, reject }));
    },
    close: async () => undefined,
  };
  return { embedder, answer: () => settle.resolve([new Float32Array([1, 0])]), fail: (e: Error) => settle.reject(e) };
}

describe('MeteredEmbedder', () => {
  it('starts the model before counting the call, so the two overlap', async () => {
    const events: string[] = [];
    const model = heldModel(events);
    const usage = memoryUsage(events);
    const call = await new MeteredEmbedder(model.embedder, new QuotaService(usage)).start(
      caller,
      'three word text',
      'search',
    );
    // the request, its tokens and its operation are counted by one statement
    // the model waits on the caller's account: it takes turns between accounts
    expect(events).toEqual(['model started for acct_1', 'count requests and tokens']);
    model.answer();
    expect(Array.from(await call.vector)).toEqual([1, 0]);
    expect(Object.fromEntries(usage.totals)).toEqual({ requests: 1, tokens: 3, 'daily:search': 1 });
  });

  it('gives the whole charge back when the model fails', async () => {
    const events: string[] = [];
    const model = heldModel(events);
    const usage = memoryUsage(events);
    const call = await new MeteredEmbedder(model.embedder, new QuotaService(usage)).start(caller, 'two words', 'embed');
    model.fail(new Error('model unavailable'));
    await expect(call.vector).rejects.toThrow('model unavailable');
    expect(Object.fromEntries(usage.totals)).toEqual({ requests: 0, tokens: 0, 'daily:embed': 0 });
  });

  it('refuses a call over the token quota, keeps nothing counted, and leaves the dropped vector unread without an unhandled rejection', async () => {
    const events: string[] = [];
    const model = heldModel(events);
    const usage = memoryUsage(events);
    usage.totals.set('tokens', 10_000_000_000);
    const metered = new MeteredEmbedder(model.embedder, new QuotaService(usage));
    await expect(metered.start(caller, 'any text')).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(usage.totals.get('requests')).toBe(0);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    model.fail(new Error('model failed after the refusal'));
    // Node reports an unhandled rejection once the microtasks have run, before the next macrotask
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});

describe('MeteredEmbedder lanes', () => {
  /** A model that answers at once and tells which lane it is; `windows` texts of that many windows. */
  /** How many windows the model read of each text it embedded. */
  const windowsRead: number[] = [];
  function laneModel(name: string, used: string[], state: 'ready' | 'loading' = 'ready'): Embedder {
    return {
      model: name,
      variant: 'fp32',
      status: () => ({ state }),
      ready: async () => undefined,
      prepare: async (text): Promise<PreparedText> => ({
        text,
        tokens: 3,
        windows: Array.from({ length: text.startsWith('long') ? 2 : 1 }, () => [0]),
      }),
      embed: async (texts) => {
        used.push(name);
        windowsRead.push(...texts.map((t) => t.windows.length));
        return texts.map(() => new Float32Array([1, 0]));
      },
      close: async () => undefined,
    };
  }
  const laneOf = async (
    metered: MeteredEmbedder,
    used: string[],
    text: string,
    operation?: 'search' | 'forget' | 'store' | 'embed',
  ) => {
    await (
      await metered.start(caller, text, operation)
    ).vector;
    return used.pop();
  };

  it('sends search and forget queries to the query lane, and everything else to the main embedder', async () => {
    const used: string[] = [];
    const metered = new MeteredEmbedder(
      laneModel('main', used),
      new QuotaService(memoryUsage([])),
      undefined,
      laneModel('query', used),
    );
    expect(await laneOf(metered, used, 'short query', 'search')).toBe('query');
    expect(await laneOf(metered, used, 'short query', 'forget')).toBe('query');
    // a query longer than one window: the model reads its first window only
    windowsRead.length = 0;
    expect(await laneOf(metered, used, 'long query', 'search')).toBe('query');
    expect(await laneOf(metered, used, 'long query', 'forget')).toBe('query');
    expect(windowsRead).toEqual([1, 1]);
    // a stored text is read whole
    expect(await laneOf(metered, used, 'long memory', 'store')).toBe('main');
    expect(windowsRead).toEqual([1, 1, 2]);
    expect(await laneOf(metered, used, 'a memory', 'store')).toBe('main');
    expect(await laneOf(metered, used, 'a text', 'embed')).toBe('main');
    expect(await laneOf(metered, used, 'a text')).toBe('main');
  });

  it('uses the main embedder while the query lane is not ready, and without one', async () => {
    const used: string[] = [];
    const loading = new MeteredEmbedder(
      laneModel('main', used),
      new QuotaService(memoryUsage([])),
      undefined,
      laneModel('query', used, 'loading'),
    );
    expect(await laneOf(loading, used, 'short query', 'search')).toBe('main');
    const single = new MeteredEmbedder(laneModel('main', used), new QuotaService(memoryUsage([])));
    expect(await laneOf(single, used, 'short query', 'search')).toBe('main');
  });
});
