// A mem0-style client's flow against the generic surface, written the way such a client calls
// it: plain fetch with the bearer key, JSON bodies with the extra fields those clients send
// (agent_id, run_id, infer, version, top-level filters beside user_id), reading only the fields
// they read. Every answer is also checked against the contract.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestResponse, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The small HTTP layer of a mem0-style client. */
class MemoryClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  private async request(method: string, path: string, body?: unknown): Promise<TestResponse> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'User-Agent': 'memory-client/0.1',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
  }

  add(content: string, options: { userId: string; metadata?: Record<string, unknown> }) {
    return this.request('POST', '/memories', {
      content,
      user_id: options.userId,
      metadata: options.metadata ?? {},
      agent_id: 'travel-assistant',
      run_id: 'run-7',
      infer: true,
      version: 'v2',
    });
  }
  search(query: string, options: { userId: string; limit?: number; filters?: Record<string, unknown> }) {
    return this.request('POST', '/search', {
      query,
      user_id: options.userId,
      limit: options.limit ?? 10,
      filters: options.filters ?? {},
      rerank: false,
    });
  }
  get(id: string) {
    return this.request('GET', `/memories/${id}`);
  }
  update(id: string, content: string, metadata?: Record<string, unknown>) {
    return this.request('PUT', `/memories/${id}`, metadata ? { content, metadata } : { content });
  }
  similar(id: string, limit = 5, threshold = 0.5) {
    return this.request('GET', `/memories/${id}/similar?limit=${limit}&threshold=${threshold}`);
  }
  delete(id: string) {
    return this.request('DELETE', `/memories/${id}`);
  }
  stats(userId: string) {
    return this.request('GET', `/users/${encodeURIComponent(userId)}/stats`);
  }
}

it('runs add, search, get, update, similar, delete and stats as a mem0-style client does', async () => {
  const { apiKey } = await signUp(server);
  const client = new MemoryClient(`${server.url}/generic/v1`, apiKey);
  const user = 'traveller-42';

  const added = [];
  for (const [content, metadata] of [
    [
      'I prefer window seats on long flights.',
      { category: 'preference', importance: 0.8, tags: ['travel', 'flights'] },
    ],
    ['I like aisle seats on short domestic flights.', { tags: ['travel', 'flights'] }],
    ['My passport expires in March 2027.', { category: 'fact', importance: 0.9, tags: ['documents'] }],
  ] as const) {
    const res = await client.add(content, { userId: user, metadata });
    expect(res.status).toBe(201);
    expectConforms('genericCreateMemory', res);
    expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    added.push(res.body);
  }
  expect(added[1].metadata.category).toBe('preference'); // classified: no category was sent

  const results = await client.search('Which seat does the user want on a plane?', { userId: user, limit: 2 });
  expect(results.status).toBe(200);
  expectConforms('genericSearchMemories', results);
  expect(results.body.total).toBe(2);
  expect(results.body.memories.map((m: { id: string }) => m.id).sort()).toEqual([added[0].id, added[1].id].sort());
  const important = await client.search('travel documents', { userId: user, filters: { importance: { gte: 0.85 } } });
  expect(important.body.memories.map((m: { id: string }) => m.id)).toEqual([added[2].id]);

  const one = await client.get(added[0].id);
  expect(one.status).toBe(200);
  expectConforms('genericGetMemory', one);
  expect(one.body).toMatchObject({ id: added[0].id, content: 'I prefer window seats on long flights.', user_id: user });

  const changed = await client.update(added[2].id, 'My passport expires in June 2031 after the renewal.', {
    category: 'fact',
    importance: 0.95,
    tags: ['documents', 'renewed'],
  });
  expect(changed.status).toBe(200);
  expectConforms('genericUpdateMemory', changed);
  expect(changed.body).toMatchObject({
    content: 'My passport expires in June 2031 after the renewal.',
    metadata: { importance: 0.95, tags: ['documents', 'renewed'] },
  });
  expect(
    (await client.search('when does the passport expire?', { userId: user, limit: 1 })).body.memories[0],
  ).toMatchObject({ id: added[2].id, content: changed.body.content });

  const near = await client.similar(added[0].id, 5, 0.3);
  expect(near.status).toBe(200);
  expectConforms('genericListSimilarMemories', near);
  expect(near.body.memories[0].id).toBe(added[1].id);
  expect(near.body.memories.map((m: { id: string }) => m.id)).not.toContain(added[0].id);

  const before = await client.stats(user);
  expectConforms('genericGetUserStats', before);
  expect(before.body).toMatchObject({ user_id: user, total_memories: 3 });
  expect(before.body.storage_used_mb).toBeGreaterThan(0);

  const gone = await client.delete(added[1].id);
  expect(gone.status).toBe(204);
  expectConforms('genericDeleteMemory', gone);
  expect(gone.text).toBe('');
  const missing = await client.get(added[1].id);
  expect(missing.status).toBe(404);
  expect(missing.body.error.code).toBe('MEMORY_NOT_FOUND');

  const after = await client.stats(user);
  expect(after.body.total_memories).toBe(2);
  expect(after.body.storage_used_mb).toBeLessThan(before.body.storage_used_mb);

  const wrongKey = await new MemoryClient(`${server.url}/generic/v1`, 'pr_live_wrong').search('anything', {
    userId: user,
  });
  expect(wrongKey.status).toBe(401);
  expect(wrongKey.body.error.code).toBe('INVALID_API_KEY');
});
