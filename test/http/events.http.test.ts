// Every operation that changes or recalls memories records its event in the outbox with the
// change, in the shape of the contract's event schemas: main memory operations, overflow storage,
// compression jobs and usage thresholds (80, 90 and 100%, once per threshold and period).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { periodOf } from '../../src/modules/usage/billing-period.js';
import { expectMatchesSchema } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BATCH_TICK_MS: '3600000' });
});
afterAll(async () => {
  await server?.stop();
});

interface OutboxEvent {
  id: string;
  type: string;
  data: Record<string, any>;
  created_at: string;
}

const sql = () => server.service.db.orm.em.getConnection();

async function accountOf(key: string): Promise<string> {
  const rows = await sql().execute<{ account_id: string }[]>('select account_id from api_keys where key_hash = ?', [
    hashApiKey(key),
  ]);
  return rows[0]!.account_id;
}

/** The account's events in order, each checked against the contract's event schema. */
async function eventsOf(accountId: string): Promise<OutboxEvent[]> {
  const rows = await sql().execute<
    { id: string; type: string; data: Record<string, unknown> | string; created_at: string | Date }[]
  >('select id, type, data, created_at from domain_events where account_id = ? order by seq', [accountId]);
  return rows.map((r) => {
    const event = {
      id: r.id,
      type: r.type,
      data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
      created_at: new Date(r.created_at).toISOString(),
    };
    expectMatchesSchema('WebhookEvent', {
      id: event.id,
      event: event.type,
      timestamp: event.created_at,
      data: event.data,
    });
    return event;
  });
}

describe('memory operations', () => {
  it('record COLLECTION_CREATED and MEMORY_STORED on a store, nothing for a duplicate, MEMORY_RECALLED per search hit and MEMORY_FORGOTTEN', async () => {
    const { apiKey } = await signUp(server);
    const accountId = await accountOf(apiKey);
    const text = 'Maya prefers green tea in the afternoon.';
    const stored = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text, collection: 'events-main', metadata: { source: 'chat' } },
    });
    expect(stored.status).toBe(201);
    expect(
      (await server.call('POST', '/v1/store', { token: apiKey, body: { text, collection: 'events-main' } })).body
        .duplicate,
    ).toBe(true);
    const search = await server.call('POST', '/v1/search', {
      token: apiKey,
      body: { query: 'What does Maya drink?', collection: 'events-main', min_score: 0 },
    });
    expect(search.body.results).toHaveLength(1);
    expect(
      (
        await server.call('POST', '/v1/forget', {
          token: apiKey,
          body: { memory_id: stored.body.id, collection: 'events-main' },
        })
      ).status,
    ).toBe(200);

    const events = await eventsOf(accountId);
    expect(events.map((e) => e.type)).toEqual([
      'COLLECTION_CREATED',
      'MEMORY_STORED',
      'MEMORY_RECALLED',
      'MEMORY_FORGOTTEN',
    ]);
    expect(events[0]!.data).toEqual({ collection: 'events-main', surface: 'main' });
    expect(events[1]!.data).toEqual({
      memory_id: stored.body.id,
      content: text,
      user_id: null,
      collection: 'events-main',
      metadata: { source: 'chat', category: stored.body.category, importance: expect.any(Number) },
    });
    expect(events[2]!.data).toEqual({
      memory_id: stored.body.id,
      collection: 'events-main',
      score: search.body.results[0].score,
      query: 'What does Maya drink?',
      operation: 'search',
    });
    expect(events[3]!.data).toEqual({ memory_id: stored.body.id, collection: 'events-main' });
  });
});

describe('overflow storage', () => {
  it('records store, compression, reads by id and by search, decay and forget', async () => {
    const { apiKey } = await signUp(server);
    const accountId = await accountOf(apiKey);
    const [v] = unitVectors(900, 1, 768);
    const stored = await server.call('POST', '/v1/overflow/store', {
      token: apiKey,
      body: { vector: Array.from(v!), text: 'Ship on Fridays.', category: 'decision', importance: 0.5 },
    });
    expect(stored.status).toBe(201);
    await server.call('GET', `/v1/overflow/memory/${stored.body.id}`, { token: apiKey });
    await server.call('POST', '/v1/overflow/search', {
      token: apiKey,
      body: { vector: Array.from(v!), limit: 5, min_score: 0.5 },
    });
    await server.call('POST', '/v1/overflow/force-decay', {
      token: apiKey,
      body: { memory_id: stored.body.id, decay_rate: 0.5 },
    });
    await server.call('DELETE', '/v1/overflow/forget', { token: apiKey, body: { memory_id: stored.body.id } });

    const events = await eventsOf(accountId);
    expect(events.map((e) => e.type)).toEqual([
      'COLLECTION_CREATED',
      'MEMORY_STORED',
      'MEMORY_COMPRESSED',
      'MEMORY_RECALLED',
      'MEMORY_RECALLED',
      'MEMORY_DECAYED',
      'MEMORY_FORGOTTEN',
    ]);
    const id = stored.body.id;
    expect(events[0]!.data).toEqual({ collection: 'memories', surface: 'overflow' });
    expect(events[2]!.data).toEqual({
      memory_id: id,
      job_id: null,
      method: 'TURBOQUANT',
      target_bits: 5,
      ratio: stored.body.compression_ratio,
      vectors_count: 1,
    });
    expect(events[3]!.data).toEqual({
      memory_id: id,
      collection: 'memories',
      score: null,
      query: null,
      operation: 'get',
    });
    expect(events[4]!.data).toMatchObject({ memory_id: id, query: null, operation: 'search' });
    expect(events[5]!.data).toEqual({
      memory_id: id,
      previous_importance: 0.5,
      new_importance: 0.25,
      decay_rate: 0.5,
      threshold: null,
    });
    expect(events[6]!.data).toEqual({ memory_id: id, collection: 'memories' });
  });
});

describe('compression jobs', () => {
  it('record MEMORY_COMPRESSED once when a job completes', async () => {
    const { apiKey } = await signUp(server);
    const accountId = await accountOf(apiKey);
    const vectors = unitVectors(901, 20, 16).map((x) => Array.from(x));
    const created = await server.call('POST', '/v1/compression/jobs', {
      token: apiKey,
      body: { vectors, target_bits: 4 },
    });
    expect(created.status).toBe(202);
    const done = await until('the job', async () => {
      const res = await server.call('GET', `/v1/compression/jobs/${created.body.id}`, { token: apiKey });
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    });
    const events = await eventsOf(accountId);
    expect(events.map((e) => e.type)).toEqual(['MEMORY_COMPRESSED']);
    expect(events[0]!.data).toMatchObject({
      memory_id: null,
      job_id: created.body.id,
      target_bits: 4,
      vectors_count: 20,
      ratio: done.ratio,
    });
  });
});

describe('usage thresholds', () => {
  it('records USAGE_THRESHOLD at 80, 90 and 100% of a quota, once per threshold and period', async () => {
    const { apiKey } = await signUp(server); // free: 1,000 requests a month
    const accountId = await accountOf(apiKey);
    const period = periodOf(new Date());
    const setRequests = (amount: number) =>
      sql().execute(
        `insert into usage_counters (account_id, period_start, environment, metric, amount) values (?, ?::date, 'live', 'requests', ?)
         on conflict (account_id, period_start, environment, metric) do update set amount = excluded.amount`,
        [accountId, period.start, amount],
      );
    const oneRequest = () =>
      server.call('POST', '/v1/overflow/search', {
        token: apiKey,
        body: { vector: Array.from(unitVectors(902, 1, 768)[0]!), limit: 1, min_score: 0 },
      });

    await setRequests(798);
    expect((await oneRequest()).status).toBe(200); // 799: below 80%
    expect((await oneRequest()).status).toBe(200); // 800: crosses 80%
    expect((await oneRequest()).status).toBe(200); // 801
    await setRequests(799);
    expect((await oneRequest()).status).toBe(200); // 800 again: already reported this period
    await setRequests(899);
    expect((await oneRequest()).status).toBe(200); // 900: 90%
    await setRequests(999);
    expect((await oneRequest()).status).toBe(200); // 1,000: 100%
    expect((await oneRequest()).status).toBe(403); // over the limit: refused, nothing counted

    const thresholds = (await eventsOf(accountId)).filter((e) => e.type === 'USAGE_THRESHOLD');
    expect(thresholds.map((e) => [e.data.threshold_pct, e.data.used])).toEqual([
      [80, 800],
      [90, 900],
      [100, 1000],
    ]);
    expect(thresholds[0]!.data).toEqual({
      quota: 'requests',
      threshold_pct: 80,
      used: 800,
      limit: 1000,
      tier: 'free',
      reset_date: period.resetsAt.toISOString(),
    });
  });
});
