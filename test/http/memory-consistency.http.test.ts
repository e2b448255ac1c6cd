// The vector write and the service's own record cannot diverge: a failed vector write leaves no
// record (the failure is injected into the real store), and a process that dies between taking
// the record and writing the vector is repaired when the service starts again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { MemoriesRepository } from '../../src/modules/memory/memories.repository.js';
import { newId } from '../../src/platform/ids.js';
import { expectConforms } from '../support/conformance.js';
import { withFailingWrites } from '../support/failing-vector-store.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function rows(server: TestServer, sql: string, params: unknown[]): Promise<unknown[]> {
  return server.service.db.orm.em.getConnection().execute(sql, params);
}

async function accountIdOf(server: TestServer, key: string): Promise<string> {
  const [row] = (await rows(server, 'select account_id from api_keys where key_hash = ?', [hashApiKey(key)])) as {
    account_id: string;
  }[];
  return row!.account_id;
}

describe('a memory write that fails at the vector store', () => {
  it('answers 503, leaves no record, no fingerprint and no count, and works once the store does', async () => {
    const failing = { upserts: true };
    const server = await startTestServer({}, { wrapVectorStore: withFailingWrites(failing) });
    cleanups.push(() => server.stop());
    const { apiKey } = await signUp(server);
    const accountId = await accountIdOf(server, apiKey);

    const res = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'Lena prefers morning meetings.' },
    });
    expect(res.status).toBe(503);
    expectConforms('storeMemory', res);
    expect(res.body.error.message).toMatch(/injected store failure.*Nothing was changed/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rows(server, 'select id from memories where account_id = ?', [accountId])).toEqual([]);
    expect(await rows(server, 'select memory_id from memory_fingerprints where account_id = ?', [accountId])).toEqual(
      [],
    );
    expect((await server.call('GET', '/v1/keys/usage', { token: apiKey })).body.requests_used).toBe(0);
    expect((await server.call('GET', '/v1/stats', { token: apiKey })).body.total_memories).toBe(0);

    failing.upserts = false;
    const retried = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'Lena prefers morning meetings.' },
    });
    expect(retried.status).toBe(201);
    expect(retried.body.status).toBe('stored');
  });
});

describe('a process that dies between the record and the vector', () => {
  it('is repaired when the service starts again: the memory is written and found', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-repair-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startTestServer({ DATA_DIR: dataDir });
    const { apiKey } = await signUp(first);
    const accountId = await accountIdOf(first, apiKey);
    // What a store had done when its process died: the record and fingerprint are taken, no vector.
    const orm = first.service.db.orm;
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));
    const id = newId('mem');
    await memories.insertPending({
      id,
      accountId,
      collection: 'agent-memory',
      text: 'The boiler service is booked for 14 March.',
      category: 'fact',
      importance: 0.5,
      metadata: { room: 'basement' },
      createdAt: new Date(),
      embeddingVariant: 'fp32',
    });
    await first.stop();

    const second = await startTestServer({ DATA_DIR: dataDir, MEMORY_REPAIR_GRACE_MS: '0' });
    cleanups.push(() => second.stop());
    let found: { id: string; metadata: unknown }[] = [];
    for (let attempt = 0; attempt < 100 && found.length === 0; attempt++) {
      const res = await second.call('POST', '/v1/search', {
        token: apiKey,
        body: { query: 'when is the boiler serviced' },
      });
      expect(res.status).toBe(200);
      found = res.body.results;
      if (found.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found[0]).toMatchObject({ id, metadata: { room: 'basement' } });
    expect((await second.call('GET', '/v1/stats', { token: apiKey })).body.total_memories).toBe(1);
    expect(await rows(second, "select id from memories where vector_state = 'pending'", [])).toEqual([]);
    // Storing the same text again is a duplicate of the repaired memory, not a second one.
    const again = await second.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'The boiler service is booked for 14 March.' },
    });
    expect(again.body).toMatchObject({ status: 'duplicate', id });
  });
});
