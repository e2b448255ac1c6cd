// Input that the schemathesis run (contract-tests/fuzz.sh) found answered with a 500: each class
// now gets a 4xx in the error envelope, or is stored, as the contract says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ apiKey } = await signUp(server));
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** A unit vector of 768 values, scaled. */
function vector(scale: number): number[] {
  return Array.from({ length: 768 }, (_, i) => (i % 2 === 0 ? 1 : -1) * scale);
}

describe('the NUL character (U+0000), which PostgreSQL text and jsonb cannot hold', () => {
  it('in a body value: 422 VALIDATION_ERROR naming the field', async () => {
    const res = await server.call('POST', '/v1/fleets', { token: apiKey, body: { name: 'dock\u0000A' } });
    expect(res.status).toBe(422);
    expectConforms('createFleet', res);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { name: 'must not contain the NUL character (\\u0000)' },
    });
    expect(res.body.error.message).toContain('name');
  });

  it('in a key of a free-form object, however deep: 422 naming the object', async () => {
    const res = await server.call('POST', '/v1/fleets', {
      token: apiKey,
      body: { name: 'Dock B', metadata: { hall: { ['bay\u0000']: 1 }, tags: ['ok', 'n\u0000'] } },
    });
    expect(res.status).toBe(422);
    expectConforms('createFleet', res);
    expect(res.body.error.details).toEqual({
      'metadata.hall (a key)': 'must not contain the NUL character (\\u0000)',
      'metadata.tags[1]': 'must not contain the NUL character (\\u0000)',
    });
  });

  it('on the generic surface, in a body and in a path value: 422 VALIDATION_ERROR', async () => {
    const created = await server.call('POST', '/generic/v1/memories', {
      token: apiKey,
      body: { content: 'Likes tea\u0000', user_id: 'alice' },
    });
    expect(created.status).toBe(422);
    expectConforms('genericCreateMemory', created);
    expect(created.body.error.details).toEqual({ content: 'must not contain the NUL character (\\u0000)' });

    const stats = await server.call('GET', '/generic/v1/users/al%00ice/stats', { token: apiKey });
    expect(stats.status).toBe(422);
    expectConforms('genericGetUserStats', stats);
    expect(stats.body.error.details).toEqual({ user_id: 'must not contain the NUL character (\\u0000)' });
  });

  it('in an update of a record (an alert resolution note): 422 before any write', async () => {
    // an alert that exists: the path's resource is looked up before the body is validated
    const device = await server.call('POST', '/v1/devices', {
      token: apiKey,
      body: { name: 'Low battery', type: 'ROBOT' },
    });
    expect(device.status, device.text).toBe(201);
    const beat = await server.call('POST', `/v1/devices/${device.body.id}/heartbeat`, {
      body: { battery_pct: 5 },
      headers: { authorization: `Bearer ${device.body.device_token}` },
    });
    expect(beat.status, beat.text).toBe(200);
    const alerts = await server.call('GET', `/v1/alerts?device_id=${device.body.id}&status=ACTIVE`, { token: apiKey });
    const alertId: string = alerts.body.items[0].id;
    const res = await server.call('PATCH', `/v1/alerts/${alertId}/resolve`, {
      token: apiKey,
      body: { resolution_note: '\u007f\u0000|' },
    });
    expect(res.status).toBe(422);
    expectConforms('resolveAlert', res);
    const after = await server.call('GET', `/v1/alerts?device_id=${device.body.id}`, { token: apiKey });
    expect(after.body.items[0]).toMatchObject({ id: alertId, status: 'ACTIVE', resolution_note: null });
  });

  it('other control characters are text like any other and are stored', async () => {
    const res = await server.call('POST', '/v1/fleets', {
      token: apiKey,
      body: { name: 'dock\u0001\u001f\u007f', metadata: { ['\u0007bell']: 'ring\u0008' } },
    });
    expect(res.status).toBe(201);
    expectConforms('createFleet', res);
    expect(res.body.name).toBe('dock\u0001\u001f\u007f');
    expect(res.body.metadata).toEqual({ ['\u0007bell']: 'ring\u0008' });
  });
});

describe('half of a UTF-16 surrogate pair, which a text column would store as U+FFFD and jsonb refuses', () => {
  it('in a memory text or a metadata key: 422 VALIDATION_ERROR naming each field, and nothing stored', async () => {
    const { apiKey: key } = await signUp(server);
    const res = await server.call('POST', '/v1/store', {
      token: key,
      body: { text: 'Lone \ud800 high surrogate', metadata: { ['\udfffkey']: 'v', ok: 'pair \ud83d\ude00' } },
    });
    expect(res.status, res.text).toBe(422);
    expectConforms('storeMemory', res);
    const problem = expect.stringContaining('half of a UTF-16 surrogate pair');
    expect(res.body.error.details).toEqual({ text: problem, 'metadata (a key)': problem });
    // a retry does not find a half-written memory: the same text without the lone half is new
    const again = await server.call('POST', '/v1/store', { token: key, body: { text: 'Lone high surrogate' } });
    expect(again.status, again.text).toBe(201);
    expect((await server.call('GET', '/v1/stats', { token: key })).body.total_memories).toBe(1);
  });

  it('a whole pair (an emoji) is text like any other', async () => {
    const res = await server.call('POST', '/v1/fleets', { token: apiKey, body: { name: 'dock \ud83d\ude80' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.name).toBe('dock \u{1f680}');
  });
});

describe('overflow vectors whose length a 32-bit float cannot hold', () => {
  it('a store whose vector norm overflows float32: 422 VALIDATION_ERROR on the vector', async () => {
    const res = await server.call('POST', '/v1/overflow/store', {
      token: apiKey,
      body: { vector: vector(1e300), text: 'Huge', category: 'fact', importance: 0.5 },
    });
    expect(res.status).toBe(422);
    expectConforms('storeOverflowMemory', res);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { vector: expect.stringContaining('Euclidean norm') },
    });
  });

  it('a vector so small that its norm rounds to 0 in float32, and a search with a huge one: 422', async () => {
    const tiny = await server.call('POST', '/v1/overflow/store', {
      token: apiKey,
      body: { vector: vector(1e-320), text: 'Tiny', category: 'fact', importance: 0.5 },
    });
    expect(tiny.status).toBe(422);
    expectConforms('storeOverflowMemory', tiny);
    const search = await server.call('POST', '/v1/overflow/search', { token: apiKey, body: { vector: vector(1e200) } });
    expect(search.status).toBe(422);
    expectConforms('searchOverflowMemories', search);
  });

  it('a vector of large but float32-sized values is stored', async () => {
    const res = await server.call('POST', '/v1/overflow/store', {
      token: apiKey,
      body: { vector: vector(1e30), text: 'Large but fine', category: 'fact', importance: 0.5 },
    });
    expect(res.status).toBe(201);
    expectConforms('storeOverflowMemory', res);
  });
});

describe('a request line longer than the HTTP parser takes', () => {
  it('a 20 KB query string: 431 HEADERS_TOO_LARGE in the envelope, with a request id', async () => {
    const res = await server.call('GET', `/v1/fleets?page_size=${'9'.repeat(20_000)}`, { token: apiKey });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectConforms('listFleets', res);
    expect(res.body.error).toMatchObject({ code: 'HEADERS_TOO_LARGE', details: { limit_bytes: 16384 } });
  });

  it('the server goes on answering after it', async () => {
    const res = await server.call('GET', '/v1/fleets', { token: apiKey });
    expect(res.status).toBe(200);
  });
});

describe('numbers at the edges of their columns', () => {
  it('an importance that underflows a float4 (2.2e-311) is stored as 0, not refused by the database', async () => {
    const res = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'Barely important note about the lunch menu.', importance: 2.225073858507e-311 },
    });
    expect(res.status).toBe(201);
    expectConforms('storeMemory', res);
    const read = await server.call('GET', `/generic/v1/memories/${res.body.id}`, { token: apiKey });
    expect(read.status).toBe(200);
    expect(read.body.metadata.importance).toBe(0);
  }, 60_000);

  it('a page above the contract maximum: 422 on page; the deepest page a list reaches answers an empty page', async () => {
    const beyond = await server.call('GET', '/v1/fleets?page=25223154694284027887616&page_size=94', { token: apiKey });
    expect(beyond.status).toBe(422);
    expectConforms('listFleets', beyond);
    expect(beyond.body.error.details).toHaveProperty('page');
    const fleets = await server.call('GET', '/v1/fleets?page=10000&page_size=1', { token: apiKey });
    expect(fleets.status).toBe(200);
    expectConforms('listFleets', fleets);
    expect(fleets.body).toMatchObject({ items: [], page: 10000, page_size: 1 });
    const overflow = await server.call('GET', '/v1/overflow/memories?page=100&limit=100', { token: apiKey });
    expect(overflow.status).toBe(200);
    expectConforms('listOverflowMemories', overflow);
    expect(overflow.body.memories).toEqual([]);
  });

  it('an integer without a format beyond int64 (echoed back it would read 3.7e+25): 422; a large one within int64 is kept', async () => {
    const beyond = await server.call('POST', '/v1/devices', {
      token: apiKey,
      body: '{"name": "big-bot", "type": "ROBOT", "capabilities": {"memory_mb": 37550556502286864000000000}}',
    });
    expect(beyond.status).toBe(422);
    expectConforms('registerDevice', beyond);
    expect(beyond.body.error.details).toHaveProperty(['capabilities.memory_mb']);
    const large = await server.call('POST', '/v1/devices', {
      token: apiKey,
      body: '{"name": "big-bot", "type": "ROBOT", "capabilities": {"memory_mb": 4000000000000}}',
    });
    expect(large.status).toBe(201);
    expectConforms('registerDevice', large);
    expect(large.body.capabilities.memory_mb).toBe(4_000_000_000_000);
  });

  it('an int64 field given 2^63 (beyond int64): 422; the largest double below it is taken', async () => {
    const device = await server.call('POST', '/v1/devices', {
      token: apiKey,
      body: { name: 'counter-bot', type: 'SENSOR' },
    });
    expect(device.status).toBe(201);
    const beyond = await server.call('POST', `/v1/devices/${device.body.id}/heartbeat`, {
      token: device.body.device_token,
      body: '{"sync_pending_count": 9223372036854775808}',
    });
    expect(beyond.status).toBe(422);
    expectConforms('sendHeartbeat', beyond);
    expect(beyond.body.error.details).toHaveProperty('sync_pending_count');
    const largest = await server.call('POST', `/v1/devices/${device.body.id}/heartbeat`, {
      token: device.body.device_token,
      body: '{"sync_pending_count": 9223372036854774784}',
    });
    expect(largest.status).toBe(200);
    expectConforms('sendHeartbeat', largest);
  });
});
