// A list's cost grew with what the account holds. Overflow stores need no model, and a test key
// has five times the rate limit and no monthly quota, so a builder account can hold its 250,000
// overflow memories within an hour and a half. Before the fix each page of
// `GET /v1/overflow/memories` counted all of them, `sort=importance` sorted all of them, and a
// deep `page` skipped through them: on the embedded database 111 to 273 ms of its one thread per
// query (docs/decisions.md), which every other account's requests wait behind. Guard:
// a list reaches its first 10,000 items (a page past them answers 422, saying the last page it
// reaches), counts up to 10,000, and reads its orders from indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { storeOverflowMemory } from '../support/overflow-store.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const WINDOW = 10_000;
const HELD = WINDOW + 50;

/** `count` copies of an overflow memory, a tenth of them of the end user "alice". */
async function copyMemory(memoryId: string, count: number): Promise<void> {
  await server.service.db.orm.em.getConnection().execute(
    `insert into overflow_memories (id, account_id, collection, text, category, importance, metadata, code, storage_bytes, created_at, updated_at)
     select 'mem_' || substr(md5(m.id || g), 1, 24), m.account_id, m.collection, m.text || ' ' || g, m.category, (g % 100) / 100.0,
            case when g % 10 = 0 then '{"user_id":"alice"}'::jsonb else '{}'::jsonb end,
            m.code, m.storage_bytes, m.created_at - g * interval '1 second', m.updated_at
       from overflow_memories m, generate_series(1, ?) g
      where m.id = ?`,
    [count, memoryId],
  );
}

describe('an account with more overflow memories than a list reaches', () => {
  it('pages through its first 10,000, counts 10,000, and refuses a page past them with 422', async () => {
    const { apiKey } = await signUp(server);
    const stored = await storeOverflowMemory(server, apiKey, { seed: 3100, text: 'One memory among many.' });
    expect(stored.status, stored.text).toBe(201);
    await copyMemory(stored.body.id, HELD - 1);

    const first = await server.call('GET', '/v1/overflow/memories?sort=importance&limit=100', { token: apiKey });
    expect(first.status, first.text).toBe(200);
    expectConforms('listOverflowMemories', first);
    expect(first.body).toMatchObject({ page: 1, limit: 100, total: WINDOW, total_pages: WINDOW / 100 });
    const importances = first.body.memories.map((m: { importance: number }) => m.importance);
    expect(importances).toEqual([...importances].sort((a, b) => b - a));

    const last = await server.call('GET', `/v1/overflow/memories?page=${WINDOW / 20}&limit=20`, { token: apiKey });
    expect(last.status, last.text).toBe(200);
    expect(last.body.memories).toHaveLength(20);

    const past = await server.call('GET', `/v1/overflow/memories?page=${WINDOW / 20 + 1}&limit=20`, {
      token: apiKey,
    });
    expect(past.status, past.text).toBe(422);
    expectConforms('listOverflowMemories', past);
    expect(past.body.error.code).toBe('VALIDATION_ERROR');
    expect(past.body.error.message).toContain('the last page is 500');
    expect(past.body.error.details).toHaveProperty('page');

    const alice = await server.call('GET', '/v1/overflow/memories?user_id=alice&limit=100', { token: apiKey });
    expect(alice.status, alice.text).toBe(200);
    expect(alice.body.total).toBe(Math.floor((HELD - 1) / 10));
  });

  it('holds every list to the same window (page_size lists too)', async () => {
    const { apiKey } = await signUp(server);
    const deepest = await server.call('GET', `/v1/triggers?page=${WINDOW / 100}&page_size=100`, { token: apiKey });
    expect(deepest.status, deepest.text).toBe(200);
    expect(deepest.body).toMatchObject({ items: [], total: 0 });
    const past = await server.call('GET', `/v1/triggers?page=${WINDOW / 100 + 1}&page_size=100`, { token: apiKey });
    expect(past.status, past.text).toBe(422);
    expectConforms('listTriggers', past);
    expect(past.body.error.message).toContain('with page_size 100 the last page is 100');
  });
});
