// Every bad input is a 4xx (issue 22): caller metadata nests at most 16 levels and takes at most
// 16384 bytes as JSON, a request body nests at most 32 levels, and a request refused for it is
// answered 422 VALIDATION_ERROR before anything is embedded, charged or written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** JSON text of an object nested `levels` deep ({"a": {"a": ... 1}}): too deep to build as a value and stringify. */
function nestedJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** An object nested exactly `levels` deep. */
function nested(levels: number): Record<string, unknown> {
  return JSON.parse(nestedJson(levels));
}

/** The usage counters of every account, as text: what a refused request must leave as it was. */
async function usageSnapshot(): Promise<string> {
  const sql = server.service.db.orm.em.getConnection();
  const counters = await sql.execute(
    'select account_id, environment, metric, amount from usage_counters order by 1, 2, 3',
  );
  const daily = await sql.execute('select account_id, environment, operation, count from usage_daily order by 1, 2, 3');
  return JSON.stringify({ counters, daily });
}

/** A unit-length vector of 768 values, for an overflow store. */
const VECTOR = Array.from({ length: 768 }, (_, i) => (i % 2 === 0 ? 1 : -1) / Math.sqrt(768));

describe('metadata depth and size on a store', () => {
  it('metadata 17 levels deep: 422 naming metadata and the limit, and nothing is charged or stored', async () => {
    const { apiKey } = await signUp(server);
    const before = await usageSnapshot();
    const usage = (await server.call('GET', '/v1/keys/usage', { token: apiKey })).body;
    const res = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'Deep note about the roadmap.', category: 'fact', metadata: nested(17) },
    });
    expect(res.status, res.text).toBe(422);
    expectConforms('storeMemory', res);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.metadata).toContain('at most 16 levels');
    expect(res.body.error.message).toContain('metadata');
    expect(await usageSnapshot()).toBe(before);
    expect((await server.call('GET', '/v1/keys/usage', { token: apiKey })).body).toEqual(usage);
  });

  it('metadata 5,000 levels deep: 422, not a 500, and nothing is charged', async () => {
    const { apiKey } = await signUp(server);
    const before = await usageSnapshot();
    const res = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: `{"text":"Very deep note.","category":"fact","metadata":${nestedJson(5000)}}`,
    });
    expect(res.status, res.text).toBe(422);
    expectConforms('storeMemory', res);
    expect(Object.keys(res.body.error.details)).toEqual(['metadata']);
    expect(await usageSnapshot()).toBe(before);
  });

  it('metadata over 16384 bytes as JSON: 422 naming the size', async () => {
    const { apiKey } = await signUp(server);
    const before = await usageSnapshot();
    const res = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'Large note.', category: 'fact', metadata: { blob: 'x'.repeat(16_400) } },
    });
    expect(res.status, res.text).toBe(422);
    expectConforms('storeMemory', res);
    expect(res.body.error.details.metadata).toContain('16384 bytes');
    expect(await usageSnapshot()).toBe(before);
  });

  it('metadata at the limits (16 levels, 16384 bytes) is stored', async () => {
    const { apiKey } = await signUp(server);
    const deep = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'Nested as deep as allowed.', category: 'fact', metadata: nested(16) },
    });
    expect(deep.status, deep.text).toBe(201);
    expectConforms('storeMemory', deep);
    const blob = 'y'.repeat(16_384 - JSON.stringify({ blob: '' }).length);
    const large = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'As large as allowed.', category: 'fact', metadata: { blob } },
    });
    expect(large.status, large.text).toBe(201);
    expectConforms('storeMemory', large);
  }, 60_000);
});

describe('every place metadata is accepted', () => {
  let apiKey: string;
  let device: { id: string; token: string };
  let genericMemoryId: string;
  beforeAll(async () => {
    ({ apiKey } = await signUp(server));
    const registered = await server.call('POST', '/v1/devices', {
      token: apiKey,
      body: { name: 'Probe', type: 'ROBOT' },
    });
    expect(registered.status, registered.text).toBe(201);
    device = { id: registered.body.id, token: registered.body.device_token };
    // updates name resources that exist: a path naming nothing answers 404 before the body is judged
    const memory = await server.call('POST', '/generic/v1/memories', {
      token: apiKey,
      body: { content: 'Shallow note to update.' },
    });
    expect(memory.status, memory.text).toBe(201);
    genericMemoryId = memory.body.id;
  });

  const tooDeep = nested(17);
  const cases: {
    operationId: string;
    method: string;
    path: () => string;
    body: () => unknown;
    field: string;
    deviceToken?: boolean;
  }[] = [
    {
      operationId: 'storeOverflowMemory',
      method: 'POST',
      path: () => '/v1/overflow/store',
      body: () => ({ vector: VECTOR, text: 'Deep', category: 'fact', importance: 0.5, metadata: tooDeep }),
      field: 'metadata',
    },
    {
      operationId: 'genericCreateMemory',
      method: 'POST',
      path: () => '/generic/v1/memories',
      body: () => ({ content: 'Deep', metadata: { category: 'fact', ...tooDeep } }),
      field: 'metadata',
    },
    {
      operationId: 'genericUpdateMemory',
      method: 'PUT',
      path: () => `/generic/v1/memories/${genericMemoryId}`,
      body: () => ({ metadata: tooDeep }),
      field: 'metadata',
    },
    {
      operationId: 'genericCreateCollection',
      method: 'POST',
      path: () => '/generic/v1/collections',
      body: () => ({ name: 'deep', metadata: tooDeep }),
      field: 'metadata',
    },
    {
      operationId: 'createFleet',
      method: 'POST',
      path: () => '/v1/fleets',
      body: () => ({ name: 'Deep', metadata: tooDeep }),
      field: 'metadata',
    },
    {
      operationId: 'registerDevice',
      method: 'POST',
      path: () => '/v1/devices',
      body: () => ({ name: 'Deep', type: 'ROBOT', metadata: tooDeep }),
      field: 'metadata',
    },
    {
      operationId: 'updateDevice',
      method: 'PATCH',
      path: () => `/v1/devices/${device.id}`,
      body: () => ({ metadata: tooDeep }),
      field: 'metadata',
    },
    {
      operationId: 'pushDeviceMemories',
      method: 'POST',
      path: () => `/v1/devices/${device.id}/memories/push`,
      deviceToken: true,
      body: () => ({
        memories: [
          { local_id: 'l-1', collection: 'edge', text: 'Deep', category: 'fact', importance: 0.5, metadata: tooDeep },
        ],
      }),
      field: 'memories.0.metadata',
    },
    {
      operationId: 'importMemories',
      method: 'POST',
      path: () => '/v1/import',
      body: () => ({
        format: 'NATIVE_JSON',
        memories: [
          {
            id: 'mem_8fK2xQ9LmN4pR7sT1vW3yZ5a',
            collection: 'agent-memory',
            text: 'Deep',
            category: 'fact',
            importance: 0.5,
            metadata: tooDeep,
            created_at: '2026-10-30T09:12:00Z',
          },
        ],
      }),
      field: 'memories.0.metadata',
    },
    {
      operationId: 'createExport',
      method: 'POST',
      path: () => '/v1/export',
      body: () => ({ format: 'NATIVE_JSON', filters: { metadata: tooDeep } }),
      field: 'filters.metadata',
    },
  ];

  for (const c of cases) {
    it(`${c.operationId}: metadata 17 levels deep answers 422 on ${c.field}`, async () => {
      const before = await usageSnapshot();
      const res = await server.call(
        c.method,
        c.path(),
        c.deviceToken
          ? { body: c.body(), headers: { authorization: `Bearer ${device.token}` } }
          : { token: apiKey, body: c.body() },
      );
      expect(res.status, res.text).toBe(422);
      expectConforms(c.operationId, res);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[c.field], res.text).toContain('at most 16 levels');
      expect(await usageSnapshot()).toBe(before);
    });
  }

  it('a body field of the open generic surface nested past 32 levels: 422 naming it', async () => {
    const res = await server.call('POST', '/generic/v1/memories', {
      token: apiKey,
      body: `{"content":"Open body","metadata":{"category":"fact"},"extra":${nestedJson(5000)}}`,
    });
    expect(res.status, res.text).toBe(422);
    expectConforms('genericCreateMemory', res);
    expect(res.body.error.details.extra).toContain('at most 31 levels');
  });
});
