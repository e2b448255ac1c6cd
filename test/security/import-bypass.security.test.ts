// Attack 6 of issue 22: POST /v1/import as a way around the rules that /v1/store keeps. Before
// the fix an import answered a bad item in the middle without saying which item it was, memories
// that came with their vectors were stored without being counted, and the monthly request limit
// was not checked: a free account could have any number of memories embedded and stored through
// it. Guards: one bad item
// changes nothing and is named; an import counts as the stores it performs and is refused before
// writing when it would pass the tier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `mem_imported${String(n).padStart(16, '0')}`,
  store: 'main',
  collection: 'agent-memory',
  text: `Imported note ${n} about the supplier contract renewal`,
  category: 'fact',
  importance: 0.5,
  metadata: {},
  created_at: '2026-01-02T03:04:05Z',
  ...extra,
});

const totalMemories = async (apiKey: string) =>
  (await server.call('GET', '/v1/stats', { token: apiKey })).body.total_memories;
const usage = async (apiKey: string) => (await server.call('GET', '/v1/keys/usage', { token: apiKey })).body;

describe('attack 6: import', () => {
  it('one bad item in the middle: 422 naming it, and nothing is written', async () => {
    const { apiKey } = await signUp(server);
    const memories = [item(0), item(1), item(2, { vector: [0.5, 0.5] }), item(3), item(4)];
    const res = await server.call('POST', '/v1/import', { token: apiKey, body: { format: 'NATIVE_JSON', memories } });
    expect(res.status, res.text).toBe(422);
    expectConforms('importMemories', res);
    expect(res.body.error.details).toMatchObject({ item_index: 2, item_id: memories[2]!.id });
    expect(await totalMemories(apiKey)).toBe(0);
    expect((await usage(apiKey)).requests_used).toBe(0);
  });

  it('a good import is metered like the stores it performs, also when the file brings its vectors', async () => {
    const { apiKey } = await signUp(server);
    // before the fix only the texts the service embedded were charged: memories that came with
    // their vectors were stored for nothing
    const vectors = unitVectors(2222, 2, 768).map((v) => Array.from(v));
    const memories = [item(0), item(1, { vector: vectors[0] }), item(2, { vector: vectors[1] })];
    const res = await server.call('POST', '/v1/import', { token: apiKey, body: { format: 'NATIVE_JSON', memories } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.imported).toBe(3);
    const after = (await server.call('GET', '/v1/keys/usage?detailed=true', { token: apiKey })).body;
    expect(after).toMatchObject({ requests_used: 3, memories_stored: 3 });
    expect(after.detailed.store).toBe(3);
  });

  it('a free account importing past its monthly requests is refused 403 before anything is embedded or written', async () => {
    const { apiKey } = await signUp(server);
    const memories = Array.from({ length: 1001 }, (_, n) => item(n));
    const started = performance.now();
    const res = await server.call('POST', '/v1/import', { token: apiKey, body: { format: 'NATIVE_JSON', memories } });
    expect(res.status, res.text).toBe(403);
    expectConforms('importMemories', res);
    expect(res.body.error.code).toBe('QUOTA_EXCEEDED');
    expect(performance.now() - started).toBeLessThan(10_000); // not 1,001 embeddings
    expect(await totalMemories(apiKey)).toBe(0);
    expect((await usage(apiKey)).requests_used).toBe(0);
  });
});
