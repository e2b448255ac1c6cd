// Which variant of the model wrote a memory's vector is recorded with it, and memories written
// under one variant are found by queries embedded with the other (docs/intelligence.md#variants).
// Two services on one data directory, one after the other: int8, then the default fp32.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function variantsOf(server: TestServer, apiKey: string): Promise<Record<string, string>> {
  const rows = await server.service.db.orm.em
    .getConnection()
    .execute<{ text: string; embedding_variant: string }[]>(
      'select m.text, m.embedding_variant from memories m join api_keys k on k.account_id = m.account_id where k.key_hash = ?',
      [hashApiKey(apiKey)],
    );
  return Object.fromEntries(rows.map((r) => [r.text, r.embedding_variant]));
}

async function topResult(server: TestServer, apiKey: string, query: string): Promise<{ text: string; score: number }> {
  const res = await server.call('POST', '/v1/search', {
    token: apiKey,
    body: { query, retrieval: 'semantic', limit: 1 },
  });
  expect(res.status).toBe(200);
  expectConforms('searchMemories', res);
  return res.body.results[0];
}

async function topHit(server: TestServer, apiKey: string, query: string): Promise<string | undefined> {
  return (await topResult(server, apiKey, query))?.text;
}

/** Two memories both tests store, and the data directory their services share. */
const texts = [
  'Lena prefers morning meetings and avoids calls after four.',
  'The staging database is backed up every night at two.',
];

function dataDirFor(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

// Starts the service with each variant and stores through both: about 30 s on a busy two-core machine.
describe('EMBEDDING_VARIANT', { timeout: 120_000 }, () => {
  it('records the variant of every stored vector, and each variant finds the memories of the other', async () => {
    const dataDir = dataDirFor('memsvc-variants-');

    const int8 = await startTestServer({ DATA_DIR: dataDir, EMBEDDING_VARIANT: 'int8' });
    const { apiKey } = await signUp(int8);
    for (const text of texts)
      expect((await int8.call('POST', '/v1/store', { token: apiKey, body: { text } })).status).toBe(201);
    expect(await variantsOf(int8, apiKey)).toEqual({ [texts[0]!]: 'int8', [texts[1]!]: 'int8' });
    expect(await topHit(int8, apiKey, 'When are the database backups taken?')).toBe(texts[1]);
    await int8.stop();

    const fp32 = await startTestServer({ DATA_DIR: dataDir });
    cleanups.push(() => fp32.stop());
    expect(await topHit(fp32, apiKey, 'When does Lena like to meet?')).toBe(texts[0]);
    expect(await topHit(fp32, apiKey, 'When are the database backups taken?')).toBe(texts[1]);
    const later = 'The office plants are watered on Mondays.';
    expect((await fp32.call('POST', '/v1/store', { token: apiKey, body: { text: later } })).status).toBe(201);
    expect(await variantsOf(fp32, apiKey)).toEqual({ [texts[0]!]: 'int8', [texts[1]!]: 'int8', [later]: 'fp32' });
    expect(await topHit(fp32, apiKey, 'plants watering day')).toBe(later);
  });
});

// Two services with a query lane on one data directory: fp32 everywhere, then the query lane on int8.
describe('EMBEDDING_QUERY_VARIANT', { timeout: 120_000 }, () => {
  it('searches memories stored with fp32 by queries embedded with int8', async () => {
    const dataDir = dataDirFor('memsvc-query-variant-');
    const queries = ['When does Lena like to meet?', 'When are the database backups taken?'];

    const fp32 = await startTestServer({
      DATA_DIR: dataDir,
      EMBEDDING_QUERY_LANE: 'true',
      EMBEDDING_QUERY_VARIANT: 'fp32',
    });
    const { apiKey } = await signUp(fp32);
    for (const text of texts)
      expect((await fp32.call('POST', '/v1/store', { token: apiKey, body: { text } })).status).toBe(201);
    await fp32.service.queryEmbedder!.ready();
    const byFp32 = [];
    for (const query of queries) byFp32.push(await topResult(fp32, apiKey, query));
    await fp32.stop();

    const int8 = await startTestServer({
      DATA_DIR: dataDir,
      EMBEDDING_QUERY_LANE: 'true',
      EMBEDDING_QUERY_VARIANT: 'int8',
    });
    cleanups.push(() => int8.stop());
    expect([int8.service.embedder.variant, int8.service.queryEmbedder?.variant]).toEqual(['fp32', 'int8']);
    await int8.service.queryEmbedder!.ready();
    for (const [i, query] of queries.entries()) {
      const hit = await topResult(int8, apiKey, query);
      expect(hit.text).toBe(texts[i]);
      // the same memory, scored against another build's query vector: close, never identical
      expect(hit.score).not.toBe(byFp32[i]!.score);
      expect(Math.abs(hit.score - byFp32[i]!.score)).toBeLessThan(0.05);
    }
    expect(await variantsOf(int8, apiKey)).toEqual({ [texts[0]!]: 'fp32', [texts[1]!]: 'fp32' });
  });
});
