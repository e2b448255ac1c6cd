// The generic (mem0-style) surface through the real server and the real model: every operation
// with the contract's field names, statuses and error codes; the memories it shares with the
// main surface, both ways; search filters and similar memories; collections, user statistics and
// embeddings; and a server configured with another base path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { signUp, startTestServer, type TestResponse, type TestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

beforeAll(async () => {
  server = await startTestServer();
  apiKey = (await signUp(server)).apiKey;
});
afterAll(async () => {
  await server?.stop();
});

const G = '/generic/v1';
const create = (body: unknown, token = apiKey) => server.call('POST', `${G}/memories`, { token, body });
const get = (id: string, token = apiKey) => server.call('GET', `${G}/memories/${id}`, { token });
const put = (id: string, body: unknown, token = apiKey) => server.call('PUT', `${G}/memories/${id}`, { token, body });
const del = (id: string, token = apiKey) => server.call('DELETE', `${G}/memories/${id}`, { token });
const search = (body: unknown, token = apiKey) => server.call('POST', `${G}/search`, { token, body });
const similar = (id: string, query = '', token = apiKey) =>
  server.call('GET', `${G}/memories/${id}/similar${query}`, { token });
const stats = (user: string, token = apiKey) =>
  server.call('GET', `${G}/users/${encodeURIComponent(user)}/stats`, { token });

function expectRateHeaders(res: TestResponse): void {
  expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
  expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
}

describe('memories', () => {
  it('creates a memory with the generic fields and reads it back', async () => {
    const { apiKey: key } = await signUp(server);
    const body = {
      content: 'Prefers dark mode in every editor',
      metadata: { category: 'preference', importance: 0.8, tags: ['ui', 'editor'], source: 'chat' },
      user_id: 'alice',
    };
    const created = await create(body, key);
    expect(created.status).toBe(201);
    expectConforms('genericCreateMemory', created);
    expectRateHeaders(created);
    expect(created.body).toMatchObject({ content: body.content, metadata: body.metadata, user_id: 'alice' });
    expect(created.body.id).toMatch(/^mem_/);
    expect(Date.parse(created.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.body.created_at));
    const read = await get(created.body.id, key);
    expect(read.status).toBe(200);
    expectConforms('genericGetMemory', read);
    expect(read.body).toEqual(created.body);
  });

  it('classifies content without metadata.category, with the default importance, no user and no tags', async () => {
    const created = await create({ content: 'The staging database holds 1.2 TB and is backed up nightly.' });
    expect(created.status).toBe(201);
    expectConforms('genericCreateMemory', created);
    expect(created.body).toMatchObject({ user_id: null, metadata: { category: 'fact', importance: 0.5, tags: [] } });
  });

  it('answers a duplicate with the stored memory and stores nothing', async () => {
    const { apiKey: key } = await signUp(server);
    const first = await create({ content: 'Our deploys happen every Tuesday afternoon.', user_id: 'bob' }, key);
    const again = await create({ content: 'Our deploys happen every Tuesday afternoon.', user_id: 'bob' }, key);
    expect(again.status).toBe(200);
    expectConforms('genericCreateMemory', again);
    expect(again.body.id).toBe(first.body.id);
    expect((await stats('bob', key)).body.total_memories).toBe(1);
  });

  it('accepts the extra fields mem0-style clients send, and refuses missing or invalid fields with 422 VALIDATION_ERROR', async () => {
    const extra = await create({
      content: 'Likes green tea in the morning.',
      agent_id: 'assistant-1',
      run_id: 'r1',
      infer: false,
    });
    expect(extra.status).toBe(201);
    for (const bad of [
      {},
      { content: '' },
      { content: 'x', metadata: { importance: 2 } },
      { content: 'x', metadata: { category: 'mood' } },
      { content: 'x', user_id: '' },
    ]) {
      const res = await create(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expectConforms('genericCreateMemory', res);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expectRateHeaders(res);
    }
  });

  it('answers a missing or unknown key with 401 INVALID_API_KEY, with the rate-limit headers', async () => {
    for (const token of [undefined, 'pr_live_not-a-real-key']) {
      const res = await server.call('GET', `${G}/memories/mem_000000000000000000000000`, { token });
      expect(res.status).toBe(401);
      expectConforms('genericGetMemory', res);
      expect(res.body.error.code).toBe('INVALID_API_KEY');
      expectRateHeaders(res);
    }
  });

  it("answers an unknown memory, and another account's, with 404 MEMORY_NOT_FOUND", async () => {
    const missing = await get('mem_000000000000000000000000');
    expect(missing.status).toBe(404);
    expectConforms('genericGetMemory', missing);
    expect(missing.body.error.code).toBe('MEMORY_NOT_FOUND');
    const { apiKey: other } = await signUp(server);
    const theirs = await create({ content: 'A private note of another account.' }, other);
    expect((await get(theirs.body.id)).status).toBe(404);
    expect((await put(theirs.body.id, { content: 'taken over' })).status).toBe(404);
    expect((await del(theirs.body.id)).status).toBe(404);
    expect((await get(theirs.body.id, other)).status).toBe(200);
  });
});

describe('PUT /memories/{id}', () => {
  it('embeds and classifies changed content again, and keeps the user and creation time', async () => {
    const { apiKey: key } = await signUp(server);
    const created = await create(
      { content: 'The staging cluster has 12 nodes.', user_id: 'carol', metadata: { tags: ['infra'] } },
      key,
    );
    expect(created.body.metadata.category).toBe('fact');
    await new Promise((r) => setTimeout(r, 5));
    const updated = await put(created.body.id, { content: 'I prefer tabs over spaces in every language.' }, key);
    expect(updated.status).toBe(200);
    expectConforms('genericUpdateMemory', updated);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      content: 'I prefer tabs over spaces in every language.',
      user_id: 'carol',
      created_at: created.body.created_at,
    });
    expect(updated.body.metadata).toMatchObject({ category: 'preference', tags: ['infra'] });
    expect(Date.parse(updated.body.updated_at)).toBeGreaterThan(Date.parse(created.body.updated_at));
    // the vector follows the content: found by the new meaning, not by the old
    const found = await search({ query: 'indentation style tabs or spaces', user_id: 'carol', limit: 1 }, key);
    expect(found.body.memories[0]).toMatchObject({ id: created.body.id });
    expect(found.body.memories[0].score).toBeGreaterThan(0.4);
    const old = await search(
      { query: 'how many nodes does the staging cluster have', user_id: 'carol', limit: 1 },
      key,
    );
    expect(old.body.memories[0]?.score ?? 0).toBeLessThan(found.body.memories[0].score);
    expect((await get(created.body.id, key)).body).toEqual(updated.body);
  });

  it('replaces the metadata whole, keeping category and importance when not given', async () => {
    const created = await create({
      content: 'Decided to ship the beta on Friday.',
      metadata: { category: 'decision', importance: 0.9, tags: ['release'], owner: 'dan' },
    });
    const updated = await put(created.body.id, { metadata: { tags: ['release', 'beta'] } });
    expect(updated.status).toBe(200);
    expectConforms('genericUpdateMemory', updated);
    expect(updated.body.metadata).toEqual({ category: 'decision', importance: 0.9, tags: ['release', 'beta'] });
    expect(updated.body.content).toBe(created.body.content);
    const recategorised = await put(created.body.id, { metadata: { category: 'fact', importance: 0.3 } });
    expect(recategorised.body.metadata).toEqual({ category: 'fact', importance: 0.3, tags: [] });
  });

  it('refuses content that duplicates another memory with 422, changing nothing', async () => {
    const { apiKey: key } = await signUp(server);
    const a = await create({ content: 'The office closes at six in the evening.' }, key);
    const b = await create({ content: 'Lunch is served at noon in the cafeteria.' }, key);
    const res = await put(b.body.id, { content: 'The office closes at six in the evening.' }, key);
    expect(res.status).toBe(422);
    expectConforms('genericUpdateMemory', res);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { content: `duplicates memory ${a.body.id}` },
    });
    expect((await get(b.body.id, key)).body.content).toBe('Lunch is served at noon in the cafeteria.');
    // its own text again is no duplicate
    expect((await put(b.body.id, { content: 'Lunch is served at noon in the cafeteria.' }, key)).status).toBe(200);
    const empty = await put(b.body.id, {}, key);
    expect(empty.status).toBe(422);
    const missing = await put('mem_000000000000000000000000', { content: 'x' }, key);
    expect(missing.status).toBe(404);
    expectConforms('genericUpdateMemory', missing);
  });
});

describe('DELETE /memories/{id}', () => {
  it('deletes the memory, which then is not found, searched or counted', async () => {
    const { apiKey: key } = await signUp(server);
    const created = await create({ content: 'The wifi password is rotated monthly.', user_id: 'erin' }, key);
    const res = await del(created.body.id, key);
    expect(res.status).toBe(204);
    expectConforms('genericDeleteMemory', res);
    expectRateHeaders(res);
    expect((await get(created.body.id, key)).status).toBe(404);
    const again = await del(created.body.id, key);
    expect(again.status).toBe(404);
    expectConforms('genericDeleteMemory', again);
    expect((await search({ query: 'wifi password', user_id: 'erin' }, key)).body.total).toBe(0);
    expect((await stats('erin', key)).body.total_memories).toBe(0);
  });
});

describe('POST /search', () => {
  let key: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    key = (await signUp(server)).apiKey;
    const memories: [string, string, { category?: string; importance?: number }][] = [
      ['alice-dark', 'alice', { category: 'preference', importance: 0.9 }],
      ['alice-font', 'alice', { category: 'preference', importance: 0.3 }],
      ['alice-ship', 'alice', { category: 'decision', importance: 0.8 }],
      ['bob-dark', 'bob', { category: 'preference', importance: 0.9 }],
    ];
    const texts: Record<string, string> = {
      'alice-dark': 'Prefers dark mode in every editor.',
      'alice-font': 'Prefers a large monospace font in the editor.',
      'alice-ship': 'Decided that the editor plugin ships in March.',
      'bob-dark': 'Prefers dark mode in the editor and the terminal.',
    };
    for (const [name, user, metadata] of memories)
      ids[name] = (await create({ content: texts[name], user_id: user, metadata }, key)).body.id;
  });

  it('finds the closest memories, best first, with total and a measured query time', async () => {
    const res = await search({ query: 'what editor theme is preferred?' }, key);
    expect(res.status).toBe(200);
    expectConforms('genericSearchMemories', res);
    expect(res.body.total).toBe(res.body.memories.length);
    expect(res.body.total).toBe(4);
    expect(res.body.query_time_ms).toBeGreaterThan(0);
    const scores = res.body.memories.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect([ids['alice-dark'], ids['bob-dark']]).toContain(res.body.memories[0].id);
  });

  it('filters by user_id, category and importance.gte, and honours limit', async () => {
    const byUser = await search({ query: 'dark mode', user_id: 'alice' }, key);
    expect(byUser.body.memories.map((m: { id: string }) => m.id).sort()).toEqual(
      [ids['alice-dark'], ids['alice-font'], ids['alice-ship']].sort(),
    );
    const prefs = await search({ query: 'editor', user_id: 'alice', filters: { category: 'preference' } }, key);
    expect(prefs.body.memories.map((m: { id: string }) => m.id).sort()).toEqual(
      [ids['alice-dark'], ids['alice-font']].sort(),
    );
    const important = await search(
      { query: 'editor', filters: { category: 'preference', importance: { gte: 0.5 } } },
      key,
    );
    expect(important.body.memories.map((m: { id: string }) => m.id).sort()).toEqual(
      [ids['alice-dark'], ids['bob-dark']].sort(),
    );
    expectConforms('genericSearchMemories', important);
    const one = await search(
      { query: 'editor', limit: 1, user_id: 'alice', filters: { importance: { gte: 0.8 } } },
      key,
    );
    expect(one.body.total).toBe(1);
    expect([ids['alice-dark'], ids['alice-ship']]).toContain(one.body.memories[0].id);
    const nobody = await search({ query: 'editor', user_id: 'zed' }, key);
    expect(nobody.body).toMatchObject({ memories: [], total: 0 });
  });

  it('refuses an invalid search with 422 VALIDATION_ERROR', async () => {
    for (const bad of [
      {},
      { query: '' },
      { query: 'x', limit: 0 },
      { query: 'x', limit: 101 },
      { query: 'x', filters: { importance: { gte: 1.5 } } },
    ]) {
      const res = await search(bad, key);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expectConforms('genericSearchMemories', res);
    }
  });
});

describe('GET /memories/{id}/similar', () => {
  it('lists similar memories above the threshold, never the memory itself, at most limit', async () => {
    const { apiKey: key } = await signUp(server);
    const base = await create({ content: 'Prefers dark mode in every editor.' }, key);
    const close1 = await create({ content: 'Likes dark themes in code editors.' }, key);
    const close2 = await create({ content: 'Uses a dark colour scheme in the IDE.' }, key);
    const unrelated = await create({ content: 'The quarterly tax filing is due in April.' }, key);
    const all = await similar(base.body.id, '?threshold=0', key);
    expect(all.status).toBe(200);
    expectConforms('genericListSimilarMemories', all);
    expect(all.body.memory_id).toBe(base.body.id);
    // the unrelated memory is last, or left out when its similarity is below 0
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    if (all.body.total === 3) expect(all.body.memories[2].id).toBe(unrelated.body.id);
    expect(all.body.memories.map((m: { id: string }) => m.id)).not.toContain(base.body.id);
    expect(new Set(all.body.memories.slice(0, 2).map((m: { id: string }) => m.id))).toEqual(
      new Set([close1.body.id, close2.body.id]),
    );
    const limited = await similar(base.body.id, '?threshold=0&limit=1', key);
    expect(limited.body.total).toBe(1);
    const cut = all.body.memories[1].score;
    const above = await similar(base.body.id, `?threshold=${cut}`, key);
    expect(above.body.memories.every((m: { score: number }) => m.score >= cut)).toBe(true);
    expect(above.body.total).toBe(2);
    const strict = await similar(base.body.id, '?threshold=1', key);
    expect(strict.body).toMatchObject({ memories: [], total: 0 });
    const defaults = await similar(base.body.id, '', key);
    expect(defaults.body.memories.every((m: { score: number }) => m.score >= 0.7)).toBe(true);
    const bad = await similar(base.body.id, '?limit=0', key);
    expect(bad.status).toBe(422);
    expectConforms('genericListSimilarMemories', bad);
    const missing = await similar('mem_000000000000000000000000', '', key);
    expect(missing.status).toBe(404);
    expectConforms('genericListSimilarMemories', missing);
  });
});

describe('collections', () => {
  it('creates collections with unique names and adds memories idempotently', async () => {
    const { apiKey: key } = await signUp(server);
    const col = await server.call('POST', `${G}/collections`, {
      token: key,
      body: { name: 'work', description: 'Work things.', metadata: { team: 'platform' } },
    });
    expect(col.status).toBe(201);
    expectConforms('genericCreateCollection', col);
    expect(col.body).toMatchObject({
      name: 'work',
      description: 'Work things.',
      metadata: { team: 'platform' },
      memory_count: 0,
    });
    const taken = await server.call('POST', `${G}/collections`, { token: key, body: { name: 'work' } });
    expect(taken.status).toBe(422);
    expectConforms('genericCreateCollection', taken);
    expect(taken.body.error.details).toEqual({ name: 'already exists' });
    // collections do not count toward the free tier's single vector collection
    expect((await server.call('POST', `${G}/collections`, { token: key, body: { name: 'home' } })).status).toBe(201);

    const memory = await create({ content: 'The standup is at nine thirty.', user_id: 'frank' }, key);
    const add = (collectionId: string, memoryId: string) =>
      server.call('POST', `${G}/collections/${collectionId}/memories`, { token: key, body: { memory_id: memoryId } });
    const added = await add(col.body.id, memory.body.id);
    expect(added.status).toBe(201);
    expectConforms('genericAddMemoryToCollection', added);
    expect(added.body).toMatchObject({ collection_id: col.body.id, memory_id: memory.body.id });
    const again = await add(col.body.id, memory.body.id);
    expect(again.status).toBe(200);
    expectConforms('genericAddMemoryToCollection', again);
    expect(again.body).toEqual(added.body);
    const noCollection = await add('col_000000000000000000000000', memory.body.id);
    expect(noCollection.status).toBe(404);
    expectConforms('genericAddMemoryToCollection', noCollection);
    expect(noCollection.body.error.code).toBe('COLLECTION_NOT_FOUND');
    const noMemory = await add(col.body.id, 'mem_000000000000000000000000');
    expect(noMemory.status).toBe(404);
    expect(noMemory.body.error.code).toBe('MEMORY_NOT_FOUND');
    expect((await stats('frank', key)).body.total_collections).toBe(1);
    // a deleted memory leaves its collections
    expect((await del(memory.body.id, key)).status).toBe(204);
    expect((await stats('frank', key)).body.total_collections).toBe(0);
  });
});

describe('GET /users/{id}/stats', () => {
  it("is computed from the user's records, with zeros for an unknown user", async () => {
    const { apiKey: key } = await signUp(server);
    const unknown = await stats('nobody', key);
    expect(unknown.status).toBe(200);
    expectConforms('genericGetUserStats', unknown);
    expect(unknown.body).toEqual({
      user_id: 'nobody',
      total_memories: 0,
      total_collections: 0,
      storage_used_mb: 0,
      last_activity: null,
    });

    const texts = ['Grace likes hiking on weekends.', 'Grace is allergic to peanuts.'];
    const made = [];
    for (const content of texts)
      made.push((await create({ content, user_id: 'grace', metadata: { tags: ['personal'] } }, key)).body);
    await create({ content: 'Heidi plays the cello.', user_id: 'heidi' }, key);
    const res = await stats('grace', key);
    expect(res.status).toBe(200);
    expectConforms('genericGetUserStats', res);
    const bytes = texts.reduce(
      (sum, t) => sum + Buffer.byteLength(t) + Buffer.byteLength(JSON.stringify({ tags: ['personal'] })) + 768 * 4,
      0,
    );
    expect(res.body).toMatchObject({
      user_id: 'grace',
      total_memories: 2,
      total_collections: 0,
      storage_used_mb: bytes / 1e6,
    });
    expect(res.body.last_activity).toBe(made[1].updated_at);
    await search({ query: 'hiking', user_id: 'grace' }, key);
    const after = await stats('grace', key);
    expect(Date.parse(after.body.last_activity)).toBeGreaterThan(Date.parse(made[1].updated_at));
  });
});

describe('POST /embeddings', () => {
  it('embeds a text with the same model as the main surface', async () => {
    const res = await server.call('POST', `${G}/embeddings`, {
      token: apiKey,
      body: { text: 'Prefers dark mode in every editor', model: 'service-embed-v1' },
    });
    expect(res.status).toBe(200);
    expectConforms('genericCreateEmbedding', res);
    expect(res.body).toMatchObject({ model: 'service-embed-v1', dimensions: 768 });
    const main = await server.call('POST', '/v1/embed', {
      token: apiKey,
      body: { text: 'Prefers dark mode in every editor' },
    });
    expect(res.body.embeddings).toEqual(main.body.vector);
    const bad = await server.call('POST', `${G}/embeddings`, {
      token: apiKey,
      body: { text: 'x', model: 'other-model' },
    });
    expect(bad.status).toBe(422);
    expectConforms('genericCreateEmbedding', bad);
  });
});

describe('memories shared with the main surface (the default collection)', () => {
  it('shows a memory stored on the main surface, and the main surface finds and forgets a generic one', async () => {
    const { apiKey: key } = await signUp(server);
    const stored = await server.call('POST', '/v1/store', {
      token: key,
      body: { text: 'The team prefers squash merges on every pull request.', metadata: { repo: 'api' } },
    });
    expect(stored.status).toBe(201);
    const seen = await get(stored.body.id, key);
    expect(seen.status).toBe(200);
    expectConforms('genericGetMemory', seen);
    expect(seen.body).toMatchObject({
      content: 'The team prefers squash merges on every pull request.',
      user_id: null,
      metadata: { repo: 'api', category: 'preference', tags: [] },
    });
    expect((await search({ query: 'how are pull requests merged?' }, key)).body.memories[0].id).toBe(stored.body.id);

    const created = await create(
      { content: 'Release notes are written by the on-call engineer.', user_id: 'ivan' },
      key,
    );
    const found = await server.call('POST', '/v1/search', {
      token: key,
      body: { query: 'who writes the release notes?' },
    });
    expect(found.body.results[0]).toMatchObject({ id: created.body.id, text: created.body.content });
    // the main surface's duplicate rule applies across surfaces
    const dup = await server.call('POST', '/v1/store', {
      token: key,
      body: { text: 'Release notes are written by the on-call engineer.' },
    });
    expect(dup.body).toMatchObject({ duplicate: true, id: created.body.id });
    const forgotten = await server.call('POST', '/v1/forget', { token: key, body: { memory_id: created.body.id } });
    expect(forgotten.status).toBe(200);
    expect((await get(created.body.id, key)).status).toBe(404);
  });
});

describe('unknown routes under the generic base', () => {
  it('answer 404 NOT_FOUND in the envelope with the rate-limit headers', async () => {
    const res = await server.call('GET', `${G}/nothing-here`, { token: apiKey });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expectRateHeaders(res);
    const broken = await server.call('POST', `${G}/memories`, { token: apiKey, body: '{"content": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('INVALID_JSON');
    expectRateHeaders(broken);
  });
});

describe('a server with another generic base path', () => {
  it('serves the generic operations there, validated against the contract, and not at the default base', async () => {
    const other = await startTestServer({ GENERIC_BASE_PATH: '/mem0/v1' });
    try {
      const { apiKey: key } = await signUp(other);
      const created = await other.call('POST', '/mem0/v1/memories', {
        token: key,
        body: { content: 'Served under another base.', user_id: 'judy' },
      });
      expect(created.status).toBe(201);
      expectConforms('genericCreateMemory', created);
      expectRateHeaders(created);
      const read = await other.call('GET', `/mem0/v1/memories/${created.body.id}`, { token: key });
      expect(read.body).toEqual(created.body);
      const invalid = await other.call('POST', '/mem0/v1/search', { token: key, body: { limit: 5 } });
      expect(invalid.status).toBe(422);
      expect(invalid.body.error.details).toHaveProperty('query');
      const unauthorised = await other.call('GET', `/mem0/v1/memories/${created.body.id}`);
      expect(unauthorised.body.error.code).toBe('INVALID_API_KEY');
      expect((await other.call('GET', `/generic/v1/memories/${created.body.id}`, { token: key })).status).toBe(404);
      const served = await other.call('GET', '/openapi.yaml');
      expect(served.text).toContain('/mem0/v1/memories');
    } finally {
      await other.stop();
    }
  });
});

describe('triggers on generic memories', () => {
  it('runs a trigger of the account on a memory created through the generic surface', async () => {
    const { apiKey: key } = await signUp(server);
    const trigger = await server.call('POST', '/v1/triggers', {
      token: key,
      body: {
        name: 'Allergies',
        conditions: [
          { type: 'TEXT_CONTAINS', value: 'allergic' },
          { type: 'CATEGORY_EQUALS', value: 'fact' },
        ],
        actions: [{ type: 'LOG_EVENT', level: 'warn' }],
      },
    });
    expect(trigger.status).toBe(201);
    const ignored = await create(
      { content: 'The user likes green tea in the afternoon.', user_id: 'alice', metadata: { category: 'preference' } },
      key,
    );
    const matched = await create(
      {
        content: 'The user is allergic to peanuts.',
        user_id: 'alice',
        metadata: { category: 'fact', importance: 0.9 },
      },
      key,
    );
    expect([ignored.status, matched.status]).toEqual([201, 201]);
    const audit = await until("the trigger's audit entry", async () => {
      const res = await server.call('GET', '/v1/audit-log', { token: key });
      return res.body.total > 0 ? res : undefined;
    });
    expectConforms('listAuditLog', audit);
    expect(audit.body.items).toHaveLength(1); // the preference did not match
    expect(audit.body.items[0]).toMatchObject({
      level: 'warn',
      trigger_id: trigger.body.id,
      memory_id: matched.body.id,
    });
  });
});
