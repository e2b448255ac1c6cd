// POST /v1/store, /v1/search, /v1/forget and GET /v1/stats on the built-in store (pgvector in
// the embedded database), with the real model, run as in production: stores on the main copy at
// low priority, search queries on the query lane's copy.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, type TestServer, useTestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

useTestServer(
  (started, key) => {
    server = started;
    apiKey = key;
  },
  { EMBEDDING_QUERY_LANE: 'true' },
);

const call = (path: string, body: unknown, token = apiKey) => server.call('POST', path, { token, body });
const store = (body: unknown, token = apiKey) => call('/v1/store', body, token);
const search = (body: unknown, token = apiKey) => call('/v1/search', body, token);
const forget = (body: unknown, token = apiKey) => call('/v1/forget', body, token);
const stats = (collection?: string, token = apiKey) =>
  server.call('GET', `/v1/stats${collection ? `?collection=${encodeURIComponent(collection)}` : ''}`, { token });

describe('POST /v1/store', () => {
  it('stores a memory, classifies it and assigns importance by category', async () => {
    const { apiKey: key } = await signUp(server);
    const res = await store({ text: 'The user prefers dark mode in every editor and terminal.' }, key);
    expect(res.status).toBe(201);
    expectConforms('storeMemory', res);
    expect(res.body).toMatchObject({ status: 'stored', category: 'preference', duplicate: false });
    expect(res.body.id).toMatch(/^mem_/);
    const found = await search({ query: 'which colour theme does the user like in editors?' }, key);
    expect(found.body.results[0]).toMatchObject({
      id: res.body.id,
      category: 'preference',
      importance: 0.6,
      metadata: {},
    });

    const fact = await store({ text: 'The staging database holds 1.2 TB and is backed up nightly.' }, key);
    expect(fact.body.category).toBe('fact');
    const factHit = await search({ query: 'how big is the staging database', limit: 1 }, key);
    expect(factHit.body.results[0]).toMatchObject({ id: fact.body.id, importance: 0.5 });
  });

  it('keeps a given category, importance and metadata as given', async () => {
    const { apiKey: key } = await signUp(server);
    const metadata = { source: 'chat', tags: ['billing', 'q3'], nested: { turn: 12, ok: true } };
    const res = await store(
      {
        text: 'Invoices go out on the first business day of the month.',
        category: 'decision',
        importance: 0.93,
        metadata,
      },
      key,
    );
    expect(res.status).toBe(201);
    expect(res.body.category).toBe('decision');
    const found = await search({ query: 'when are invoices sent', limit: 1 }, key);
    expect(found.body.results[0]).toMatchObject({ category: 'decision', importance: 0.93, metadata });
  });

  it('answers a duplicate (exact or near) with the existing id, storing nothing', async () => {
    const { apiKey: key } = await signUp(server);
    const first = await store(
      {
        text: "We chose PostgreSQL over MySQL because of its JSONB support, mature extensions and the team's experience with it.",
      },
      key,
    );
    const again = await store(
      {
        text: "we chose postgresql over mysql because of its jsonb support, mature extensions, and the team's experience with it",
      },
      key,
    );
    expect(again.status).toBe(200);
    expectConforms('storeMemory', again);
    expect(again.body).toMatchObject({
      id: first.body.id,
      status: 'duplicate',
      duplicate: true,
      category: first.body.category,
    });
    const near = await store(
      {
        text: 'We chose PostgreSQL over MySQL because of its JSONB support, mature extensions and the teams experience with it',
      },
      key,
    );
    expect(near.body).toMatchObject({ id: first.body.id, status: 'duplicate' });
    expect((await stats(undefined, key)).body.total_memories).toBe(1);
  });

  it('answers one of two simultaneous stores of the same text as the duplicate of the other', async () => {
    const { apiKey: key } = await signUp(server);
    const text = 'Our support hours are 8:00 to 18:00 CET on weekdays.';
    const answers = await Promise.all([store({ text }, key), store({ text }, key)]);
    const statuses = answers.map((a) => a.body.status).sort();
    expect(statuses).toEqual(['duplicate', 'stored']);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect((await stats(undefined, key)).body.total_memories).toBe(1);
  });

  it.each([
    [{ text: '' }, 'text'],
    [{}, 'text'],
    [{ text: 'ok', importance: 1.5 }, 'importance'],
    [{ text: 'ok', category: 'opinion' }, 'category'],
    [{ text: 'ok', collection: 'no spaces allowed' }, 'collection'],
    [{ text: 'ok', metadata: 'not an object' }, 'metadata'],
  ])('answers 422 VALIDATION_ERROR for %j', async (body, field) => {
    const res = await store(body);
    expect(res.status).toBe(422);
    expectConforms('storeMemory', res);
    expect(Object.keys(res.body.error.details)).toContain(field);
  });

  it("refuses a collection beyond the tier's collection limit with 403 QUOTA_EXCEEDED", async () => {
    const { apiKey: key } = await signUp(server); // free tier: 1 collection
    expect((await store({ text: 'First collection memory.', collection: 'work' }, key)).status).toBe(201);
    const res = await store({ text: 'Second collection memory.', collection: 'home' }, key);
    expect(res.status).toBe(403);
    expectConforms('storeMemory', res);
    expect(res.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { tier: 'free', used: 1, limit: 1 } });
    expect((await store({ text: 'Another one in the first collection.', collection: 'work' }, key)).status).toBe(201);
  });

  it('lets one of four simultaneous first stores into new collections through on the free tier', async () => {
    const { apiKey: key } = await signUp(server);
    const answers = await Promise.all(
      ['red', 'green', 'blue', 'gold'].map((c) =>
        store({ text: `The ${c} team meets on Mondays.`, collection: c }, key),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403]);
    for (const refused of answers.filter((a) => a.status === 403))
      expect(refused.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { used: 1, limit: 1 } });
    // one memory, and the refused stores are not counted
    expect((await server.call('GET', '/v1/keys/usage', { token: key })).body).toMatchObject({
      requests_used: 1,
      memories_stored: 1,
    });
  });

  it('lets only the room left of four simultaneous stores through at the memory limit', async () => {
    const { apiKey: key, email } = await signUp(server);
    const sql = server.service.db.orm.em.getConnection();
    const [account] = await sql.execute<{ id: string }[]>('select id from accounts where email = ?', [email]);
    // 9,998 of the free tier's 10,000 memories are stored
    await sql.execute('insert into memory_collections (account_id, name) values (?, ?)', [account!.id, 'agent-memory']);
    await sql.execute(
      `insert into memories (id, account_id, collection, text, category, importance, storage_bytes, vector_state)
       select 'mem_fill' || g, ?, 'agent-memory', 'filler ' || g, 'fact', 0.5, 0, 'written' from generate_series(1, 9998) g`,
      [account!.id],
    );
    const answers = await Promise.all(
      ['red', 'green', 'blue', 'gold'].map((c) => store({ text: `The ${c} team meets on Fridays.` }, key)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 403, 403]);
    for (const refused of answers.filter((a) => a.status === 403)) {
      expectConforms('storeMemory', refused);
      expect(refused.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { used: 10_000, limit: 10_000 } });
    }
    expect((await server.call('GET', '/v1/keys/usage', { token: key })).body).toMatchObject({
      requests_used: 2,
      memories_stored: 10_000,
    });
  });

  it('lets every one of simultaneous first stores into one new collection through', async () => {
    const { apiKey: key } = await signUp(server);
    const answers = await Promise.all(
      ['Mondays', 'Tuesdays', 'Fridays', 'Sundays'].map((day) =>
        store({ text: `The platform team deploys on ${day}.`, collection: 'platform' }, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect((await stats('platform', key)).body.total_memories).toBe(4);
  });
});

describe('POST /v1/search', () => {
  let key: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ({ apiKey: key } = await signUp(server));
    const memories = {
      tea: { text: 'Maya drinks green tea every morning and avoids coffee.', importance: 0.9 },
      flight: { text: 'The flight to Lisbon departs at 07:15 from gate B12.', importance: 0.4 },
      office: { text: 'The Berlin office moved to Kastanienallee 12 in May.', importance: 0.5 },
      ci: { text: 'We decided to run the CI pipeline on self-hosted runners to cut costs.', importance: 0.7 },
    };
    for (const [name, body] of Object.entries(memories)) ids[name] = (await store(body, key)).body.id;
  });

  it('finds by meaning, best first, with scores, texts, metadata and the query tokens', async () => {
    const res = await search({ query: 'what does Maya like to drink?' }, key);
    expect(res.status).toBe(200);
    expectConforms('searchMemories', res);
    expect(res.body.results[0].id).toBe(ids.tea);
    expect(res.body.query_tokens).toBe(7);
    const scores = res.body.results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const s of scores) expect(s).toBeGreaterThanOrEqual(0.35);
  });

  it('applies limit, min_score, category and min_importance', async () => {
    expect((await search({ query: 'travel and offices', limit: 1, min_score: 0 }, key)).body.results).toHaveLength(1);
    expect((await search({ query: 'travel and offices', limit: 100, min_score: 0 }, key)).body.results).toHaveLength(4);
    expect((await search({ query: 'green tea', min_score: 0.99 }, key)).body.results).toEqual([]);
    const decisions = await search({ query: 'continuous integration', category: 'decision', min_score: 0 }, key);
    expect(decisions.body.results.map((r: { id: string }) => r.id)).toEqual([ids.ci]);
    const query = 'tea, flights, offices and pipelines';
    const all = await search({ query, min_score: 0, limit: 100 }, key);
    expect(all.body.results).toHaveLength(4);
    const important = await search({ query, min_importance: 0.6, min_score: 0, limit: 100 }, key);
    expect(important.body.results.map((r: { id: string }) => r.id).sort()).toEqual([ids.ci, ids.tea].sort());
  });

  it('keeps with min_score 0 the memories whose cosine to the query is negative (score 0)', async () => {
    const { apiKey } = await signUp(server);
    const texts = [
      'Weather in Paris is rainy in November',
      'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'emoji \u{1f9e0}\u{1f525} memory',
      'e\u0301\u0301\u0301 combining',
      'RTL \u202e txet desrever \u05e9\u05dc\u05d5\u05dd',
      'The user prefers dark mode in every editor.',
    ];
    for (const text of texts) expect((await store({ text, collection: 'odd' }, apiKey)).status).toBe(201);
    for (const retrieval of ['semantic', 'hybrid']) {
      const res = await search(
        { query: 'weather in Paris', collection: 'odd', retrieval, min_score: 0, limit: 100 },
        apiKey,
      );
      expect(res.body.results, retrieval).toHaveLength(texts.length);
      expect(res.body.results.at(-1).score).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers an empty list for a collection never stored into, and 422 for bad fields', async () => {
    const res = await search({ query: 'anything', collection: 'never-used' }, key);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    for (const body of [
      {},
      { query: '' },
      { query: 'x', limit: 0 },
      { query: 'x', limit: 101 },
      { query: 'x', min_score: 2 },
    ]) {
      const bad = await search(body, key);
      expect(bad.status).toBe(422);
      expectConforms('searchMemories', bad);
    }
  });
});

describe('POST /v1/search: the two signals of a hybrid search', () => {
  it('finds by its words a memory that meaning alone misses, and by meaning one that shares no word, saying which signal found each', async () => {
    const { apiKey: key } = await signUp(server);
    const texts = [
      'Invoice 48213 was paid by Zbigniew Kowalczyk on the ninth.',
      'The user prefers dark mode in every editor and terminal.',
      'Our team lunch moved to Thursdays at noon.',
      'The staging database holds 1.2 TB and is backed up nightly.',
      'Payments to suppliers are approved by the finance lead.',
    ];
    const ids = [];
    for (const text of texts) ids.push((await store({ text, collection: 'signals' }, key)).body.id);
    const ask = async (query: string, retrieval?: string) => {
      const res = await search(
        { query, collection: 'signals', limit: 3, min_score: 0, ...(retrieval ? { retrieval } : {}) },
        key,
      );
      expect(res.status).toBe(200);
      expectConforms('searchMemories', res);
      return res.body.results as {
        id: string;
        score: number;
        signals: { semantic: number | null; keyword: number | null };
      }[];
    };
    // a rare number: keyword search finds it, and hybrid ranks it first, by its words
    const byWords = await ask('48213', 'keyword');
    expect(byWords.map((r) => r.id)).toEqual([ids[0]]);
    expect(byWords[0]!.signals).toEqual({ semantic: null, keyword: 1 });
    const numberHybrid = (await ask('48213'))[0]!;
    expect(numberHybrid.id).toBe(ids[0]);
    expect(numberHybrid.signals.keyword).toBe(1);
    expect(numberHybrid.score).toBeCloseTo(
      numberHybrid.signals.semantic! + (1 - numberHybrid.signals.semantic!) * 0.3 * numberHybrid.signals.keyword!,
      5,
    );
    // a paraphrase sharing no word: keyword search finds nothing, hybrid finds it by meaning alone
    const paraphrase = 'Which colour scheme is wanted for coding tools?';
    expect(await ask(paraphrase, 'keyword')).toEqual([]);
    const hybrid = await ask(paraphrase);
    expect(hybrid[0]?.id).toBe(ids[1]);
    expect(hybrid[0]!.signals).toEqual({ semantic: hybrid[0]!.score, keyword: 0 });
    const semantic = await ask(paraphrase, 'semantic');
    expect(hybrid[0]!.score).toBeCloseTo(semantic[0]!.score, 6);
    expect(semantic[0]!.signals).toEqual({ semantic: semantic[0]!.score, keyword: null });
  });
});

describe('POST /v1/forget and GET /v1/stats', () => {
  it('forgets by id, then answers 404 for the same id', async () => {
    const { apiKey: key } = await signUp(server);
    const { id } = (await store({ text: 'Temporary note about the parking spot number 42.' }, key)).body;
    const res = await forget({ memory_id: id }, key);
    expect(res.status).toBe(200);
    expectConforms('forgetMemory', res);
    expect(res.body).toMatchObject({ status: 'forgotten', memory_id: id });
    expect((await search({ query: 'parking spot', min_score: 0 }, key)).body.results).toEqual([]);
    const again = await forget({ memory_id: id }, key);
    expect(again.status).toBe(404);
    expectConforms('forgetMemory', again);
    expect(again.body.error).toMatchObject({
      code: 'MEMORY_NOT_FOUND',
      details: { memory_id: id, collection: 'agent-memory' },
    });
  });

  it('answers one of simultaneous forgets of one memory with 200 and the others with 404', async () => {
    const { apiKey: key } = await signUp(server);
    const { id } = (await store({ text: 'The spare key is under the blue flower pot.' }, key)).body;
    const answers = await Promise.all([1, 2, 3].map(() => forget({ memory_id: id }, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    for (const refused of answers.filter((a) => a.status === 404))
      expect(refused.body.error).toMatchObject({ code: 'MEMORY_NOT_FOUND', details: { memory_id: id } });
  });

  it('forgets the closest match of a query, or answers 404 when none reaches min_score', async () => {
    const { apiKey: key } = await signUp(server);
    const keep = (await store({ text: 'Alex is allergic to peanuts.' }, key)).body.id;
    const drop = (await store({ text: 'The wifi password of the cabin is on the fridge.' }, key)).body.id;
    const res = await forget({ query: 'where is the cabin wifi password' }, key);
    expect(res.body.memory_id).toBe(drop);
    const none = await forget({ query: 'quantum chromodynamics lecture notes', min_score: 0.9 }, key);
    expect(none.status).toBe(404);
    expectConforms('forgetMemory', none);
    expect(none.body.error).toMatchObject({
      code: 'MEMORY_NOT_FOUND',
      details: { query: 'quantum chromodynamics lecture notes', min_score: 0.9, collection: 'agent-memory' },
    });
    expect(none.body.error.message).toContain('Lower min_score');
    expect((await search({ query: 'peanut allergy' }, key)).body.results[0].id).toBe(keep);
  });

  it('answers 422 without memory_id and query, or with both', async () => {
    for (const body of [{}, { memory_id: 'mem_AAAAAAAAAAAAAAAAAAAAAAAA', query: 'both' }]) {
      const res = await forget(body);
      expect(res.status).toBe(422);
      expectConforms('forgetMemory', res);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('reports real counts, bytes and times per collection, and 404 for an unknown collection', async () => {
    const { apiKey: key } = await signUp(server);
    const empty = await stats(undefined, key);
    expect(empty.status).toBe(200);
    expectConforms('getMemoryStats', empty);
    expect(empty.body).toEqual({
      total_memories: 0,
      categories: { preference: 0, decision: 0, fact: 0, entity: 0, other: 0 },
      storage_bytes: 0,
      oldest_memory: null,
      newest_memory: null,
    });
    const texts = [
      'I love hiking in the Alps.',
      'Rome is the capital of Italy.',
      'We decided to adopt a rescue dog because we have a garden.',
    ];
    for (const text of texts) await store({ text }, key);
    const res = await stats(undefined, key);
    expectConforms('getMemoryStats', res);
    expect(res.body.total_memories).toBe(3);
    expect(res.body.categories).toEqual({ preference: 1, decision: 1, fact: 0, entity: 1, other: 0 });
    const textBytes = texts.reduce((s, t) => s + Buffer.byteLength(t), 0);
    expect(res.body.storage_bytes).toBe(textBytes + 3 * (2 + 768 * 4));
    expect(Date.parse(res.body.newest_memory)).toBeGreaterThanOrEqual(Date.parse(res.body.oldest_memory));
    const unknown = await stats('nothing-here', key);
    expect(unknown.status).toBe(404);
    expectConforms('getMemoryStats', unknown);
    expect(unknown.body.error.code).toBe('COLLECTION_NOT_FOUND');
  });
});
