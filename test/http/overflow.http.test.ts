// The hosted overflow storage (/v1/overflow/*) through the running service: compressed vectors,
// search on the codes, browsing, history, versions, importance and the events each change records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer, useTestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;

useTestServer((started) => {
  server = started;
});

const D = 768;
const post = (path: string, body: unknown, token: string) => server.call('POST', path, { token, body });
const get = (path: string, token: string) => server.call('GET', path, { token });
const store = (body: Record<string, unknown>, token: string) => post('/v1/overflow/store', body, token);
const search = (body: Record<string, unknown>, token: string) => post('/v1/overflow/search', body, token);
const forget = (body: Record<string, unknown>, token: string) =>
  server.call('DELETE', '/v1/overflow/forget', { token, body });

/** A vector close to `v` (cosine about 0.95). */
function near(v: Float32Array, seed: number): number[] {
  const noise = unitVectors(seed, 1, D)[0]!;
  return Array.from(v, (x, i) => x + 0.33 * noise[i]!);
}

async function events(accountId: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const rows = await server.service.db.orm.em
    .getConnection()
    .execute<{ type: string; data: Record<string, unknown> | string }[]>(
      'select type, data from domain_events where account_id = ? order by seq',
      [accountId],
    );
  return rows.map((r) => ({ type: r.type, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data }));
}

async function accountOf(token: string): Promise<string> {
  const rows = await server.service.db.orm.em
    .getConnection()
    .execute<{ account_id: string }[]>('select account_id from api_keys where key_hash = ?', [hashApiKey(token)]);
  return rows[0]!.account_id;
}

describe('POST /v1/overflow/store', () => {
  it('stores the memory compressed, with version 1, the history event created and its events', async () => {
    const { apiKey } = await signUp(server);
    const [v] = unitVectors(11, 1, D);
    const res = await store(
      {
        vector: Array.from(v!),
        text: 'The user prefers dark mode.',
        category: 'preference',
        importance: 0.7,
        metadata: { source: 'chat' },
      },
      apiKey,
    );
    expect(res.status).toBe(201);
    expectConforms('storeOverflowMemory', res);
    expect(res.body).toMatchObject({
      status: 'stored',
      tier: 'free',
      collection: 'memories',
      compressed: true,
      compression_ratio: 6.35,
    });

    const memory = await get(`/v1/overflow/memory/${res.body.id}`, apiKey);
    expectConforms('getOverflowMemory', memory);
    expect(memory.body).toMatchObject({
      id: res.body.id,
      text: 'The user prefers dark mode.',
      category: 'preference',
      importance: 0.7,
      metadata: { source: 'chat' },
      collection: 'memories',
    });
    expect(memory.body.updated_at).toBe(memory.body.created_at);

    const versions = await get(`/v1/overflow/memory/${res.body.id}/versions`, apiKey);
    expectConforms('listOverflowMemoryVersions', versions);
    expect(versions.body.versions).toEqual([
      {
        version: 1,
        text: 'The user prefers dark mode.',
        category: 'preference',
        importance: 0.7,
        created_at: memory.body.created_at,
      },
    ]);
    const history = await get(`/v1/overflow/memory/${res.body.id}/history`, apiKey);
    expectConforms('getOverflowMemoryHistory', history);
    expect(history.body.events).toEqual([
      { action: 'created', timestamp: memory.body.created_at, details: { category: 'preference', importance: 0.7 } },
    ]);

    const recorded = await events(await accountOf(apiKey));
    expect(recorded.map((e) => e.type)).toEqual([
      'COLLECTION_CREATED',
      'MEMORY_STORED',
      'MEMORY_COMPRESSED',
      'MEMORY_RECALLED',
    ]); // the read by id is a recall
    expect(recorded[1]!.data).toMatchObject({
      memory_id: res.body.id,
      content: 'The user prefers dark mode.',
      metadata: { source: 'chat', category: 'preference', importance: 0.7 },
    });
    expect(recorded[2]!.data).toMatchObject({ method: 'TURBOQUANT', target_bits: 5, ratio: 6.35, vectors_count: 1 });
    expect(recorded[3]!.data).toMatchObject({ memory_id: res.body.id, operation: 'get' });

    const stored = await server.service.db.orm.em
      .getConnection()
      .execute<{ n: number }[]>('select octet_length(code) as n from overflow_memories where id = ?', [res.body.id]);
    expect(Number(stored[0]!.n)).toBe(484); // only the compressed form is kept
  });

  it.each([
    ['a vector of the wrong dimension', { vector: new Array(384).fill(0.01) }, 'vector'],
    ['a vector of all zeros', { vector: new Array(D).fill(0) }, 'vector'],
    ['no text', { text: undefined }, 'text'],
    ['no category', { category: undefined }, 'category'],
    ['an unknown category', { category: 'opinion' }, 'category'],
    ['no importance', { importance: undefined }, 'importance'],
    ['an importance above 1', { importance: 1.5 }, 'importance'],
    ['a vector holding a string', { vector: [...new Array(D - 1).fill(0.01), 'x'] }, 'vector'],
  ])('answers 422 with the field for %s', async (_name, change, field) => {
    const { apiKey } = await signUp(server);
    const body: Record<string, unknown> = {
      vector: Array.from(unitVectors(12, 1, D)[0]!),
      text: 'x',
      category: 'fact',
      importance: 0.5,
      ...change,
    };
    const res = await store(body, apiKey);
    expect(res.status).toBe(422);
    expectConforms('storeOverflowMemory', res);
    expect(Object.keys(res.body.error.details).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
  });
});

describe('POST /v1/overflow/search', () => {
  it('finds memories by vector on their compressed codes: score order, limit, min_score, category, other collections apart', async () => {
    const { apiKey } = await signUp(server);
    const vectors = unitVectors(21, 40, D);
    const ids: string[] = [];
    for (const [i, v] of vectors.entries()) {
      const res = await store(
        { vector: Array.from(v), text: `memory ${i}`, category: i % 2 ? 'fact' : 'preference', importance: 0.5 },
        apiKey,
      );
      ids.push(res.body.id);
    }
    const res = await search({ vector: near(vectors[6]!, 99), limit: 5, min_score: 0 }, apiKey);
    expect(res.status).toBe(200);
    expectConforms('searchOverflowMemories', res);
    expect(res.body.results[0]).toMatchObject({
      id: ids[6],
      text: 'memory 6',
      category: 'preference',
      importance: 0.5,
    });
    expect(res.body.results[0].score).toBeGreaterThan(0.9);
    // ranked by the cosine alone: that is the one signal each result names
    for (const r of res.body.results) expect(r.signals).toEqual({ semantic: r.score, keyword: null });
    expect(res.body.total).toBe(res.body.results.length);
    expect(res.body.results).toHaveLength(5);
    const scores = res.body.results.map((r: { score: number }) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const strict = await search({ vector: near(vectors[6]!, 99), limit: 5, min_score: 0.5 }, apiKey);
    expect(strict.body.results.map((r: { id: string }) => r.id)).toEqual([ids[6]]);
    const facts = await search({ vector: near(vectors[6]!, 99), limit: 5, min_score: 0, category: 'fact' }, apiKey);
    expect(facts.body.results.every((r: { category: string }) => r.category === 'fact')).toBe(true);
    expect(facts.body.results.map((r: { id: string }) => r.id)).not.toContain(ids[6]);
    const elsewhere = await search(
      { vector: near(vectors[6]!, 99), limit: 5, min_score: 0, collection: 'other' },
      apiKey,
    );
    expect(elsewhere.body).toEqual({ results: [], total: 0 });

    const recalled = (await events(await accountOf(apiKey))).filter((e) => e.type === 'MEMORY_RECALLED');
    expect(recalled.length).toBe(5 + 1 + facts.body.results.length);
  });

  it('answers 422 for a missing min_score, a limit over 100 and a wrong dimension', async () => {
    const { apiKey } = await signUp(server);
    const vector = Array.from(unitVectors(22, 1, D)[0]!);
    for (const [body, field] of [
      [{ vector, limit: 5 }, 'min_score'],
      [{ vector, min_score: 0.1 }, 'limit'],
      [{ vector, limit: 101, min_score: 0.1 }, 'limit'],
      [{ vector: vector.slice(0, 767), limit: 5, min_score: 0.1 }, 'vector'],
    ] as const) {
      const res = await search(body, apiKey);
      expect(res.status).toBe(422);
      expectConforms('searchOverflowMemories', res);
      expect(Object.keys(res.body.error.details)).toContain(field);
    }
  });
});

describe('DELETE /v1/overflow/forget', () => {
  it('deletes the memory with its versions and history; another collection or a second call answers 404', async () => {
    const { apiKey } = await signUp(server);
    const [v] = unitVectors(31, 1, D);
    const { body } = await store(
      { vector: Array.from(v!), text: 'Forget me.', category: 'other', importance: 0.2 },
      apiKey,
    );
    const wrongCollection = await forget({ memory_id: body.id, collection: 'elsewhere' }, apiKey);
    expect(wrongCollection.status).toBe(404);
    expectConforms('forgetOverflowMemory', wrongCollection);
    expect(wrongCollection.body.error.code).toBe('MEMORY_NOT_FOUND');

    const res = await forget({ memory_id: body.id }, apiKey);
    expect(res.status).toBe(200);
    expectConforms('forgetOverflowMemory', res);
    expect(res.body).toEqual({ status: 'forgotten', memory_id: body.id });
    for (const path of [
      `/v1/overflow/memory/${body.id}`,
      `/v1/overflow/memory/${body.id}/history`,
      `/v1/overflow/memory/${body.id}/versions`,
    ]) {
      expect((await get(path, apiKey)).status).toBe(404);
    }
    expect((await search({ vector: Array.from(v!), limit: 5, min_score: 0 }, apiKey)).body.total).toBe(0);
    expect((await forget({ memory_id: body.id }, apiKey)).status).toBe(404);
    const forgotten = (await events(await accountOf(apiKey))).filter((e) => e.type === 'MEMORY_FORGOTTEN');
    expect(forgotten.map((e) => e.data.memory_id)).toEqual([body.id]);
  });
});

describe('GET /v1/overflow/stats and /v1/overflow/memories', () => {
  it('counts memories, categories, collections, stored bytes and the bytes compression saved, over all collections', async () => {
    const { apiKey, email } = await signUp(server);
    await server.service.accounts.setTier(email, 'builder'); // more than one collection
    const empty = await get('/v1/overflow/stats', apiKey);
    expectConforms('getOverflowStats', empty);
    expect(empty.body).toMatchObject({
      total_memories: 0,
      storage_bytes: 0,
      compression_savings_bytes: 0,
      oldest_memory: null,
      newest_memory: null,
      collection_count: 0,
      collections: [],
    });
    const vectors = unitVectors(41, 3, D);
    const texts = ['one', 'two', 'three'];
    for (const [i, v] of vectors.entries())
      await store(
        {
          vector: Array.from(v),
          text: texts[i],
          category: i === 2 ? 'entity' : 'fact',
          importance: 0.5,
          ...(i === 0 ? {} : { collection: 'notes' }), // the larger collection last by name: listed first
        },
        apiKey,
      );
    const res = await get('/v1/overflow/stats', apiKey);
    expectConforms('getOverflowStats', res);
    expect(res.body).toMatchObject({
      total_memories: 3,
      categories: { fact: 2, entity: 1, preference: 0, decision: 0, other: 0 },
      collection_count: 2,
      collections: [
        { name: 'notes', memories: 2 },
        { name: 'memories', memories: 1 },
      ],
    });
    expect(res.body.storage_bytes).toBe(3 * 484 + 'onetwothree'.length + 3 * '{}'.length);
    expect(res.body.compression_savings_bytes).toBe(3 * (3072 - 484));
    expect(Date.parse(res.body.oldest_memory)).toBeLessThanOrEqual(Date.parse(res.body.newest_memory));
  });

  it('browses page by page in each sort order, filtered by category, importance and user; bad parameters answer 422', async () => {
    const { apiKey } = await signUp(server);
    const vectors = unitVectors(51, 5, D);
    const importances = [0.3, 0.9, 0.1, 0.7, 0.5];
    const categories = ['other', 'decision', 'fact', 'decision', 'entity'];
    const users = ['alice', 'bob@example.com', 'alice', undefined, 'alice'];
    for (const [i, v] of vectors.entries()) {
      const metadata = users[i] === undefined ? {} : { user_id: users[i] };
      await store(
        { vector: Array.from(v), text: `m${i}`, category: categories[i], importance: importances[i], metadata },
        apiKey,
      );
    }
    const page1 = await get('/v1/overflow/memories?limit=2&sort=importance', apiKey);
    expect(page1.status).toBe(200);
    expectConforms('listOverflowMemories', page1);
    expect(page1.body).toMatchObject({ page: 1, limit: 2, total: 5, total_pages: 3 });
    expect(page1.body.memories.map((m: { text: string }) => m.text)).toEqual(['m1', 'm3']);
    const page3 = await get('/v1/overflow/memories?limit=2&page=3&sort=importance', apiKey);
    expect(page3.body.memories.map((m: { text: string }) => m.text)).toEqual(['m2']);
    const past = await get('/v1/overflow/memories?limit=2&page=9', apiKey);
    expect(past.body.memories).toEqual([]);
    const newest = await get('/v1/overflow/memories', apiKey);
    expect(newest.body.memories.map((m: { text: string }) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(newest.body).toMatchObject({ limit: 20, total_pages: 1 });
    const byCategory = await get('/v1/overflow/memories?sort=category', apiKey);
    expect(byCategory.body.memories.map((m: { category: string }) => m.category)).toEqual([
      'decision',
      'decision',
      'entity',
      'fact',
      'other',
    ]);
    expect(byCategory.body.memories.slice(0, 2).map((m: { text: string }) => m.text)).toEqual(['m3', 'm1']);
    const decisions = await get('/v1/overflow/memories?category=decision', apiKey);
    expect(decisions.body).toMatchObject({ total: 2 });
    const important = await get('/v1/overflow/memories?min_importance=0.5&sort=importance', apiKey);
    expect(important.body.memories.map((m: { text: string }) => m.text)).toEqual(['m1', 'm3', 'm4']);
    expect(important.body).toMatchObject({ total: 3 });
    const alices = await get('/v1/overflow/memories?user_id=alice', apiKey);
    expect(alices.body.memories.map((m: { text: string }) => m.text)).toEqual(['m4', 'm2', 'm0']);
    const importantAlices = await get('/v1/overflow/memories?user_id=alice&min_importance=0.3&category=other', apiKey);
    expect(importantAlices.body.memories.map((m: { text: string }) => m.text)).toEqual(['m0']);
    // an e-mail address as the user, its @ sent as it is and percent-encoded
    for (const bob of ['bob@example.com', 'bob%40example.com'])
      expect(
        (await get(`/v1/overflow/memories?user_id=${bob}`, apiKey)).body.memories.map((m: { text: string }) => m.text),
      ).toEqual(['m1']);
    const nobody = await get('/v1/overflow/memories?user_id=carol', apiKey);
    expect(nobody.body).toMatchObject({ memories: [], total: 0, total_pages: 0 });

    for (const query of [
      'limit=101',
      'limit=0',
      'page=0',
      'sort=size',
      'category=opinion',
      'min_importance=1.5',
      'min_importance=high',
      'user_id=',
    ]) {
      const bad = await get(`/v1/overflow/memories?${query}`, apiKey);
      expect(bad.status).toBe(422);
      expectConforms('listOverflowMemories', bad);
    }
  });
});

describe('importance', () => {
  it('promote, update-importance and force-decay follow the rules, append versions and history, and decay emits MEMORY_DECAYED', async () => {
    const { apiKey } = await signUp(server);
    const [v] = unitVectors(61, 1, D);
    const { body } = await store(
      { vector: Array.from(v!), text: 'Ship on Fridays.', category: 'decision', importance: 0.7 },
      apiKey,
    );
    const id = body.id;

    const promoted = await post('/v1/overflow/promote', { memory_id: id }, apiKey);
    expect(promoted.status).toBe(200);
    expectConforms('promoteOverflowMemory', promoted);
    expect(promoted.body).toEqual({ memory_id: id, previous_importance: 0.7, new_importance: 0.8, status: 'promoted' });
    expect((await post('/v1/overflow/promote', { memory_id: id, boost: 0.5 }, apiKey)).body.new_importance).toBe(1);

    const updated = await post('/v1/overflow/update-importance', { memory_id: id, importance: 0.4 }, apiKey);
    expectConforms('updateOverflowMemoryImportance', updated);
    expect(updated.body).toEqual({ memory_id: id, previous_importance: 1, new_importance: 0.4, status: 'updated' });

    const decayed = await post('/v1/overflow/force-decay', { memory_id: id }, apiKey);
    expectConforms('decayOverflowMemory', decayed);
    expect(decayed.body).toEqual({
      memory_id: id,
      previous_importance: 0.4,
      new_importance: 0.36,
      decay_rate: 0.1,
      status: 'decayed',
    });
    expect(
      (await post('/v1/overflow/force-decay', { memory_id: id, decay_rate: 0.5 }, apiKey)).body.new_importance,
    ).toBe(0.18);

    const history = await get(`/v1/overflow/memory/${id}/history`, apiKey);
    expect(history.body.events.map((e: { action: string; details: unknown }) => [e.action, e.details])).toEqual([
      ['created', { category: 'decision', importance: 0.7 }],
      ['importance_updated', { previous: 0.7, new: 0.8, reason: 'promoted' }],
      ['importance_updated', { previous: 0.8, new: 1, reason: 'promoted' }],
      ['importance_updated', { previous: 1, new: 0.4, reason: 'manual' }],
      ['decayed', { previous: 0.4, new: 0.36, decay_rate: 0.1 }],
      ['decayed', { previous: 0.36, new: 0.18, decay_rate: 0.5 }],
    ]);
    const versions = await get(`/v1/overflow/memory/${id}/versions`, apiKey);
    expect(
      versions.body.versions.map((x: { version: number; importance: number }) => [x.version, x.importance]),
    ).toEqual([
      [1, 0.7],
      [2, 0.8],
      [3, 1],
      [4, 0.4],
      [5, 0.36],
      [6, 0.18],
    ]);
    const memory = await get(`/v1/overflow/memory/${id}`, apiKey);
    expect(memory.body.importance).toBe(0.18);
    expect(Date.parse(memory.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(memory.body.created_at));
    const decays = (await events(await accountOf(apiKey))).filter((e) => e.type === 'MEMORY_DECAYED');
    expect(decays.map((e) => [e.data.previous_importance, e.data.new_importance, e.data.threshold])).toEqual([
      [0.4, 0.36, null],
      [0.36, 0.18, 0.2],
    ]);
  });

  it('loses no update when 50 promotes of one memory run at once', async () => {
    const { apiKey } = await signUp(server);
    const [v] = unitVectors(62, 1, D);
    const { body } = await store(
      { vector: Array.from(v!), text: 'Popular memory.', category: 'fact', importance: 0.3 },
      apiKey,
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('/v1/overflow/promote', { memory_id: body.id, boost: 0.01 }, apiKey)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await get(`/v1/overflow/memory/${body.id}`, apiKey)).body.importance).toBe(0.8);
    expect((await get(`/v1/overflow/memory/${body.id}/versions`, apiKey)).body.versions).toHaveLength(51);
    const steps = answers.map((a) => a.body.previous_importance).sort((a: number, b: number) => a - b);
    expect(new Set(steps).size).toBe(50); // each promote saw a different previous value
  });

  it('answers 404 for an unknown memory and 422 for values outside 0 to 1', async () => {
    const { apiKey } = await signUp(server);
    const [v] = unitVectors(63, 1, D);
    const { body } = await store({ vector: Array.from(v!), text: 'x', category: 'fact', importance: 0.3 }, apiKey);
    for (const [path, payload, status] of [
      ['/v1/overflow/promote', { memory_id: 'mem_unknown00000000000000000' }, 404],
      ['/v1/overflow/promote', { memory_id: body.id, boost: 1.5 }, 422],
      ['/v1/overflow/update-importance', { memory_id: body.id, importance: 1.2 }, 422],
      ['/v1/overflow/update-importance', { memory_id: body.id }, 422],
      ['/v1/overflow/force-decay', { memory_id: body.id, decay_rate: -0.1 }, 422],
      ['/v1/overflow/force-decay', { memory_id: body.id, collection: 'other' }, 404],
    ] as const) {
      const res = await post(path, payload, apiKey);
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(status);
    }
  });
});

describe('tier limits and tenancy', () => {
  it('refuses a second collection and a memory past the tier limit with 403 QUOTA_EXCEEDED', async () => {
    const { apiKey } = await signUp(server); // free: 1 collection, 10,000 memories
    const [a, b] = unitVectors(71, 2, D);
    expect(
      (await store({ vector: Array.from(a!), text: 'first', category: 'fact', importance: 0.5 }, apiKey)).status,
    ).toBe(201);
    const second = await store(
      { vector: Array.from(b!), text: 'second', category: 'fact', importance: 0.5, collection: 'work' },
      apiKey,
    );
    expect(second.status).toBe(403);
    expectConforms('storeOverflowMemory', second);
    expect(second.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { tier: 'free', used: 1, limit: 1 } });

    const accountId = await accountOf(apiKey);
    await server.service.db.orm.em.getConnection().execute(
      `insert into overflow_memories (id, account_id, collection, text, category, importance, metadata, code, storage_bytes, created_at, updated_at)
       select 'mem_fill' || i, ?, 'memories', 'filler', 'fact', 0.5, '{}'::jsonb, '\\x00'::bytea, 1, now(), now() from generate_series(1, 9998) i`,
      [accountId],
    );
    // the fill bypasses the repository, so it moves the collection's memory count itself
    await server.service.db.orm.em
      .getConnection()
      .execute('update overflow_collections set memories = memories + 9998 where account_id = ?', [accountId]);
    const last = await store(
      { vector: Array.from(b!), text: 'the 10,000th', category: 'fact', importance: 0.5 },
      apiKey,
    );
    expect(last.status).toBe(201);
    const over = await store(
      { vector: Array.from(b!), text: 'one too many', category: 'fact', importance: 0.5 },
      apiKey,
    );
    expect(over.status).toBe(403);
    expect(over.body.error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { tier: 'free', used: 10_000, limit: 10_000 },
    });
    expect((await forget({ memory_id: last.body.id }, apiKey)).status).toBe(200); // a forget frees a place
    expect(
      (await store({ vector: Array.from(b!), text: 'in the freed place', category: 'fact', importance: 0.5 }, apiKey))
        .status,
    ).toBe(201);
  });

  it('keeps accounts apart: nothing of one account is found, read, changed or deleted through another', async () => {
    const owner = (await signUp(server)).apiKey;
    const other = (await signUp(server)).apiKey;
    const [v] = unitVectors(81, 1, D);
    const { body } = await store(
      { vector: Array.from(v!), text: 'Private.', category: 'fact', importance: 0.5 },
      owner,
    );
    await store(
      { vector: Array.from(unitVectors(82, 1, D)[0]!), text: 'Mine.', category: 'fact', importance: 0.5 },
      other,
    );
    expect(
      (await search({ vector: Array.from(v!), limit: 10, min_score: 0 }, other)).body.results.map(
        (r: { id: string }) => r.id,
      ),
    ).not.toContain(body.id);
    for (const path of [
      `/v1/overflow/memory/${body.id}`,
      `/v1/overflow/memory/${body.id}/history`,
      `/v1/overflow/memory/${body.id}/versions`,
    ]) {
      expect((await get(path, other)).status).toBe(404);
    }
    expect((await post('/v1/overflow/promote', { memory_id: body.id }, other)).status).toBe(404);
    expect((await post('/v1/overflow/update-importance', { memory_id: body.id, importance: 1 }, other)).status).toBe(
      404,
    );
    expect((await post('/v1/overflow/force-decay', { memory_id: body.id }, other)).status).toBe(404);
    expect((await forget({ memory_id: body.id }, other)).status).toBe(404);
    expect((await get('/v1/overflow/memories', other)).body.memories.map((m: { id: string }) => m.id)).not.toContain(
      body.id,
    );
    expect((await get('/v1/overflow/stats', other)).body.total_memories).toBe(1);
    expect((await get(`/v1/overflow/memory/${body.id}`, owner)).body.importance).toBe(0.5);
  });
});

describe('time-based decay (configured on)', () => {
  let decaying: TestServer;
  beforeAll(async () => {
    decaying = await startTestServer({
      OVERFLOW_DECAY_INTERVAL_MS: '3600000',
      OVERFLOW_DECAY_IDLE_MS: '60000',
      OVERFLOW_DECAY_RATE: '0.1',
      OVERFLOW_DECAY_THRESHOLD: '0.2',
    });
  });
  afterAll(async () => {
    await decaying?.stop();
  });

  it('decays memories not recalled lately once per interval, and emits MEMORY_DECAYED when one falls below the threshold', async () => {
    const { apiKey } = await signUp(decaying);
    const vectors = unitVectors(91, 3, D);
    const ids: string[] = [];
    for (const [i, importance] of [0.21, 0.9, 0.5].entries()) {
      const res = await decaying.call('POST', '/v1/overflow/store', {
        token: apiKey,
        body: { vector: Array.from(vectors[i]!), text: `d${i}`, category: 'fact', importance },
      });
      ids.push(res.body.id);
    }
    const sql = decaying.service.db.orm.em.getConnection();
    await sql.execute("update overflow_memories set created_at = now() - interval '1 day' where id = any(?::text[])", [
      `{${ids.join(',')}}`,
    ]);
    await decaying.call('POST', '/v1/overflow/search', {
      token: apiKey,
      body: { vector: Array.from(vectors[2]!), limit: 1, min_score: 0.9 },
    }); // recalls d2

    expect(await decaying.service.overflowDecay.runOnce()).toBe(2);
    const importance = async (id: string) =>
      (await decaying.call('GET', `/v1/overflow/memory/${id}`, { token: apiKey })).body.importance;
    expect([await importance(ids[0]!), await importance(ids[1]!), await importance(ids[2]!)]).toEqual([
      0.189, 0.81, 0.5,
    ]);
    const history = await decaying.call('GET', `/v1/overflow/memory/${ids[0]}/history`, { token: apiKey });
    expect(history.body.events.at(-1)).toMatchObject({
      action: 'decayed',
      details: { previous: 0.21, new: 0.189, decay_rate: 0.1 },
    });
    expect(
      (await decaying.call('GET', `/v1/overflow/memory/${ids[1]}/versions`, { token: apiKey })).body.versions,
    ).toHaveLength(2);

    const rows = await sql.execute<{ data: Record<string, unknown> | string }[]>(
      "select data from domain_events where type = 'MEMORY_DECAYED' order by seq",
    );
    const decayed = rows.map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data));
    expect(decayed.map((d) => d.memory_id)).toEqual([ids[0]]);
    expect(decayed[0]).toMatchObject({
      previous_importance: 0.21,
      new_importance: 0.189,
      decay_rate: 0.1,
      threshold: 0.2,
    });

    expect(await decaying.service.overflowDecay.runOnce()).toBe(0); // not again within the interval
  });
});
