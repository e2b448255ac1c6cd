// Two accounts sharing one store never see each other's memories: on the built-in store
// (pgvector in the embedded database), and with the records in PostgreSQL and both accounts'
// vector_db_url on one Milvus Lite server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, inCi, type PreparedDatabase } from '../support/databases.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const milvusUrl = process.env.TEST_MILVUS_URL?.trim() || null;
const postgres = engines.find((e) => e.name === 'postgres')!;

interface Setup {
  label: string;
  unavailable: string | null;
  start(): Promise<{ server: TestServer; vectorDbUrl?: string; dispose: () => Promise<void> }>;
}

const setups: Setup[] = [
  {
    label: 'built-in pgvector store on the embedded database',
    unavailable: null,
    async start() {
      const server = await startTestServer();
      return { server, dispose: () => server.stop() };
    },
  },
  {
    label: 'records in PostgreSQL, vectors in one shared Milvus Lite',
    unavailable: !milvusUrl ? 'TEST_MILVUS_URL is not set' : postgres.unavailableReason,
    async start() {
      const prepared: PreparedDatabase = await postgres.prepare();
      // Milvus Lite listens on this machine: the operator's allow-list lets accounts name it.
      const server = await startTestServer({
        DATABASE_URL: prepared.config.databaseUrl!,
        VECTOR_DB_ALLOWED_HOSTS: new URL(milvusUrl!).hostname,
      });
      return {
        server,
        vectorDbUrl: milvusUrl!,
        dispose: async () => {
          await server.stop();
          await prepared.dispose();
        },
      };
    },
  },
];

describe.each(setups)('tenancy: $label', (setup) => {
  let server: TestServer;
  let dispose: () => Promise<void>;
  let alice: string;
  let bob: string;
  let aliceMemory: string;
  const text = 'The vault code for the Zurich office is 7-4-1-9.';

  beforeAll(async () => {
    if (setup.unavailable) {
      if (inCi()) throw new Error(`${setup.label} cannot run in CI: ${setup.unavailable}`);
      return;
    }
    const started = await setup.start();
    ({ server, dispose } = started);
    const extra = started.vectorDbUrl ? { vector_db_url: started.vectorDbUrl } : {};
    alice = (await signUp(server, undefined, extra)).apiKey;
    bob = (await signUp(server, undefined, extra)).apiKey;
    const stored = await server.call('POST', '/v1/store', { token: alice, body: { text } });
    expect(stored.status).toBe(201);
    aliceMemory = stored.body.id;
  });
  afterAll(async () => {
    await dispose?.();
  });

  it("gives the other account nothing of alice's on search, forget, stats or store", async (context) => {
    if (setup.unavailable) context.skip(setup.unavailable);
    const searched = await server.call('POST', '/v1/search', {
      token: bob,
      body: { query: 'vault code Zurich office', min_score: 0, limit: 100 },
    });
    expect(searched.status).toBe(200);
    expect(searched.body.results).toEqual([]);
    const byId = await server.call('POST', '/v1/forget', { token: bob, body: { memory_id: aliceMemory } });
    expect(byId.status).toBe(404);
    expectConforms('forgetMemory', byId);
    expect((await server.call('POST', '/v1/forget', { token: bob, body: { query: text, min_score: 0 } })).status).toBe(
      404,
    );
    expect((await server.call('GET', '/v1/stats', { token: bob })).body.total_memories).toBe(0);
    // The same text is new for bob, not alice's duplicate.
    const own = await server.call('POST', '/v1/store', { token: bob, body: { text } });
    expect(own.body).toMatchObject({ status: 'stored', duplicate: false });
    expect(own.body.id).not.toBe(aliceMemory);

    const mine = await server.call('POST', '/v1/search', {
      token: alice,
      body: { query: 'vault code Zurich office', limit: 100 },
    });
    expect(mine.body.results.map((r: { id: string }) => r.id)).toEqual([aliceMemory]);
    expect((await server.call('GET', '/v1/stats', { token: alice })).body.total_memories).toBe(1);
  });
});
