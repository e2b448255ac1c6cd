// POST /v1/import is metered like the stores it performs and is all or nothing: a file with one
// bad memory changes nothing and names the memory, a good import counts as the same stores would,
// an import past the tier's limits is refused before anything is written, and a vector write
// that fails late (injected into the real store) takes back what the import had written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorStore } from '../../src/modules/memory/vector-store/vector-store.js';
import { OverflowCodec } from '../../src/modules/overflow/overflow-codec.js';
import { expectConforms } from '../support/conformance.js';
import { withFailingWrites } from '../support/failing-vector-store.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

const D = 768;
const VECTORS = unitVectors(22, 8, D).map((v) => Array.from(v));

const failing = { upserts: false, passing: 0 };
/**
 * While `afterWrite`, the repair pass runs (taking every pending record) right after a vector
 * write; with `thenFailWrites`, the store's writes fail from then on.
 */
const repairing = { afterWrite: false, thenFailWrites: false };
const stores: VectorStore[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      wrapVectorStore: (store) => {
        stores.push(store);
        return withFailingWrites(failing)(withRepairAfterWrite(store));
      },
    },
  );
}, 120_000);

/** The store, whose `upsert` runs the repair pass as if the import had passed its grace time, while `repairing.afterWrite`. */
function withRepairAfterWrite(store: VectorStore): VectorStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'upsert' && repairing.afterWrite) {
        return async (...args: Parameters<VectorStore['upsert']>) => {
          await target.upsert(...args);
          repairing.afterWrite = false; // the repair pass writes through this store too
          await server.service.memoryRepair.runOnce(0);
          if (repairing.thenFailWrites) failing.upserts = true;
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

afterAll(async () => {
  await server?.stop();
});

async function rows<T>(sql: string, params: unknown[]): Promise<T[]> {
  return server.service.db.orm.em.getConnection().execute<T[]>(sql, params);
}

/** A new account (on `tier`) with its key and id. */
async function account(tier: 'free' | 'scale' = 'scale'): Promise<{ key: string; id: string }> {
  const { apiKey, email } = await signUp(server);
  if (tier !== 'free') await server.service.accounts.setTier(email, tier);
  const [row] = await rows<{ id: string }>('select id from accounts where email = ?', [email]);
  return { key: apiKey, id: row!.id };
}

/** The account's usage counters of production keys (requests, tokens, per-operation counts). */
async function counters(accountId: string): Promise<Record<string, number>> {
  const found = await rows<{ metric: string; amount: string }>(
    "select metric, amount from usage_counters where account_id = ? and environment = 'live'",
    [accountId],
  );
  return Object.fromEntries(found.filter((r) => Number(r.amount) !== 0).map((r) => [r.metric, Number(r.amount)]));
}

/** Everything an import could leave behind for the account. */
async function leftovers(accountId: string) {
  const count = async (table: string) =>
    Number((await rows<{ n: string }>(`select count(*) as n from ${table} where account_id = ?`, [accountId]))[0]!.n);
  const [events] = await rows<{ n: string }>(
    "select count(*) as n from domain_events where account_id = ? and type in ('MEMORY_STORED', 'COLLECTION_CREATED')",
    [accountId],
  );
  return {
    memories: await count('memories'),
    fingerprints: await count('memory_fingerprints'),
    collections: await count('memory_collections'),
    overflow: await count('overflow_memories'),
    overflowCollections: await count('overflow_collections'),
    events: Number(events!.n),
    usage: await counters(accountId),
  };
}

const NOTHING = {
  memories: 0,
  fingerprints: 0,
  collections: 0,
  overflow: 0,
  overflowCollections: 0,
  events: 0,
  usage: {},
};

function memory(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `mem_file${String(n).padStart(20, '0')}`,
    store: 'main',
    collection: 'agent-memory',
    text: `Imported memory number ${n} about the quarterly planning meeting`,
    category: 'fact',
    importance: 0.5,
    metadata: { n },
    created_at: '2026-01-02T03:04:05Z',
    ...extra,
  };
}

/** An overflow vector code of the right length whose every float (its norm first) is NaN. */
function nanCode(): string {
  return Buffer.alloc(new OverflowCodec().storedBytes, 0xff).toString('base64');
}

describe('an import with a bad memory', () => {
  it('answers 422 naming the memory by index, id and problem, and changes nothing', async () => {
    const { key, id } = await account();
    const file = {
      format: 'NATIVE_JSON',
      memories: [memory(0), memory(1), memory(2, { vector: [0.5, 0.5] }), memory(3)],
    };
    const res = await server.call('POST', '/v1/import', { token: key, body: file });
    expect(res.status, res.text).toBe(422);
    expectConforms('importMemories', res);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details).toEqual({
      'memories.2.vector': `must have ${D} values`,
      item_index: 2,
      item_id: file.memories[2]!.id,
    });
    expect(res.body.error.message).toContain(file.memories[2]!.id);
    expect(await leftovers(id)).toEqual(NOTHING);
    expect((await server.call('GET', '/v1/stats', { token: key })).body.total_memories).toBe(0);
    expect((await server.call('GET', '/v1/keys/usage', { token: key })).body.requests_used).toBe(0);
  });

  it('refuses a late overflow memory without a vector, an all-zero vector and a schema violation alike', async () => {
    const { key, id } = await account();
    const cases: [unknown, string][] = [
      [{ ...memory(5), store: 'overflow', collection: 'hosted' }, 'memories.2.vector_code'],
      [memory(5, { vector: new Array(D).fill(0) }), 'memories.2.vector'],
      [memory(5, { text: '' }), 'memories.2.text'],
      // squares that underflow as 32-bit floats: every cosine with it would be NaN
      [memory(5, { vector: [1e-21, ...new Array(D - 1).fill(0)] }), 'memories.2.vector'],
      // the right length, but a norm of NaN in its header: the collection could not be searched
      [{ ...memory(5), store: 'overflow', collection: 'hosted', vector_code: nanCode() }, 'memories.2.vector_code'],
      [
        {
          ...memory(5),
          store: 'overflow',
          collection: 'hosted',
          vector: VECTORS[5],
          versions: [1, 1].map((version) => ({
            version,
            text: 'v',
            category: 'fact',
            importance: 0.5,
            created_at: '2026-01-02T03:04:05Z',
          })),
        },
        'memories.2.versions.1.version',
      ],
      [memory(0, { text: 'Another text under the first memory id' }), 'memories.2.id'],
    ];
    for (const [bad, field] of cases) {
      const res = await server.call('POST', '/v1/import', {
        token: key,
        body: { format: 'NATIVE_JSON', memories: [memory(0), memory(1, { vector: VECTORS[1] }), bad] },
      });
      expect(res.status, res.text).toBe(422);
      expectConforms('importMemories', res);
      expect(Object.keys(res.body.error.details)).toContain(field);
    }
    expect(await leftovers(id)).toEqual(NOTHING);
  });
});

describe('a good import', () => {
  it('counts as the same stores would: a request per memory under store, and the tokens of the embedded texts', async () => {
    const importer = await account();
    const storer = await account();
    const texts = [memory(0), memory(1), memory(2)];
    const res = await server.call('POST', '/v1/import', {
      token: importer.key,
      body: { format: 'NATIVE_JSON', memories: texts },
    });
    expect(res.status, res.text).toBe(201);
    expectConforms('importMemories', res);
    expect(res.body).toMatchObject({ imported: 3, duplicates: 0 });
    for (const m of texts) {
      const stored = await server.call('POST', '/v1/store', {
        token: storer.key,
        body: { text: m.text, category: 'fact', importance: 0.5, collection: 'agent-memory' },
      });
      expect(stored.status, stored.text).toBe(201);
    }
    const imported = await counters(importer.id);
    expect(imported.requests).toBe(3);
    expect(imported.tokens).toBeGreaterThan(0);
    expect(imported).toEqual(await counters(storer.id));
    const usage = await server.call('GET', '/v1/keys/usage?detailed=true', { token: importer.key });
    expect(usage.body).toMatchObject({ requests_used: 3, memories_stored: 3 });
    expect(usage.body.detailed).toEqual(
      (await server.call('GET', '/v1/keys/usage?detailed=true', { token: storer.key })).body.detailed,
    );
    expect((await server.call('GET', '/v1/stats', { token: importer.key })).body.total_memories).toBe(3);

    // a file's vectors are not embedded again: a request each, no tokens; a duplicate counts a request
    const again = await server.call('POST', '/v1/import', {
      token: importer.key,
      body: {
        format: 'NATIVE_JSON',
        memories: [memory(0), memory(6, { vector: VECTORS[6] }), memory(7, { vector: VECTORS[7] })],
      },
    });
    expect(again.body).toMatchObject({ imported: 2, duplicates: 1 });
    expect(await counters(importer.id)).toEqual({ ...imported, requests: 6, 'op:store': imported['op:store']! + 3 });
  });
});

describe('an export imported again', () => {
  it('brings back a memory whose text is only white space, which stores took before they refused it', async () => {
    const { key } = await account();
    const stored = await server.call('POST', '/v1/store', { token: key, body: { text: ' \t ', collection: 'blank' } });
    expect(stored.status, stored.text).toBe(422);
    const other = await account();
    const res = await server.call('POST', '/v1/import', {
      token: other.key,
      body: { format: 'NATIVE_JSON', memories: [memory(0, { text: ' \t ', collection: 'blank' })] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ imported: 1, duplicates: 0 });
  });
});

describe('an import past the tier', () => {
  it('is refused with 403 QUOTA_EXCEEDED when it would pass the memory limit, and nothing is written or counted', async () => {
    const { key, id } = await account('free');
    // 9,999 of the free tier's 10,000 memories are stored
    await rows('insert into memory_collections (account_id, name) values (?, ?)', [id, 'agent-memory']);
    await rows(
      `insert into memories (id, account_id, collection, text, category, importance, storage_bytes, vector_state)
       select 'mem_fill' || g, ?, 'agent-memory', 'filler ' || g, 'fact', 0.5, 0, 'written' from generate_series(1, 9999) g`,
      [id],
    );
    const res = await server.call('POST', '/v1/import', {
      token: key,
      body: { format: 'NATIVE_JSON', memories: [memory(0, { vector: VECTORS[0] }), memory(1, { vector: VECTORS[1] })] },
    });
    expect(res.status, res.text).toBe(403);
    expectConforms('importMemories', res);
    expect(res.body.error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { tier: 'free', used: 9999, limit: 10_000 },
    });
    expect(await leftovers(id)).toEqual({ ...NOTHING, memories: 9999, collections: 1 });
  });

  it('is refused when its requests would pass the monthly request limit', async () => {
    const { key, id } = await account('free');
    const many = Array.from({ length: 1001 }, (_, n) => memory(n));
    const res = await server.call('POST', '/v1/import', {
      token: key,
      body: { format: 'NATIVE_JSON', memories: many },
    });
    expect(res.status, res.text).toBe(403);
    expectConforms('importMemories', res);
    expect(res.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { tier: 'free', used: 0, limit: 1000 } });
    expect(await leftovers(id)).toEqual(NOTHING);
  });
});

describe('an import whose vector write fails late', () => {
  it('answers 503 and takes back the vectors, records, collections and usage it had written', async () => {
    const { key, id } = await account();
    const file = {
      format: 'NATIVE_JSON',
      memories: [
        memory(0, { collection: 'first' }),
        memory(1, { collection: 'first', vector: VECTORS[1] }),
        memory(2, { collection: 'second', vector: VECTORS[2] }),
        { ...memory(3), store: 'overflow', collection: 'hosted', vector: VECTORS[3] },
      ],
    };
    // the first collection's vectors arrive, the second's do not
    Object.assign(failing, { upserts: true, passing: 1 });
    try {
      const res = await server.call('POST', '/v1/import', { token: key, body: file });
      expect(res.status, res.text).toBe(503);
      expectConforms('importMemories', res);
      expect(res.body.error.message).toMatch(/injected store failure/);
    } finally {
      Object.assign(failing, { upserts: false, passing: 0 });
    }
    expect(await leftovers(id)).toEqual(NOTHING);
    const store = stores[stores.length - 1]!;
    expect(await store.count('first', id)).toBe(0);
    // the collection the import would have created does not exist
    expect((await server.call('GET', '/v1/stats?collection=first', { token: key })).status).toBe(404);

    // the same file goes through once the store does
    const retried = await server.call('POST', '/v1/import', { token: key, body: file });
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body).toMatchObject({ imported: 4, duplicates: 0 });
    expect(await store.count('first', id)).toBe(2);
    expect((await counters(id)).requests).toBe(4);
  });
});

describe('an import the repair pass overtakes', () => {
  it('still imports every memory once, with the vectors and dates of the file', async () => {
    const { key, id } = await account();
    const file = {
      format: 'NATIVE_JSON',
      memories: [memory(0), memory(1, { vector: VECTORS[1], updated_at: '2026-02-03T04:05:06Z' })],
    };
    // the repair pass takes both pending records after the import wrote their vectors, embeds
    // their texts again and makes them visible before the import does
    repairing.afterWrite = true;
    const res = await server.call('POST', '/v1/import', { token: key, body: file });
    expect(repairing.afterWrite).toBe(false);
    expect(res.status, res.text).toBe(201);
    expectConforms('importMemories', res);
    expect(res.body).toMatchObject({ imported: 2, duplicates: 0 });

    // one record, one change and one MEMORY_STORED a memory; the collection created once
    expect(await leftovers(id)).toMatchObject({ memories: 2, fingerprints: 2, collections: 1, events: 3 });
    const [changes] = await rows<{ n: string }>('select count(*) as n from memory_changes where account_id = ?', [id]);
    expect(Number(changes!.n)).toBe(2);
    const fileId = file.memories[1]!.id;
    const newId = res.body.id_map[fileId] as string;
    const [record] = await rows<{ vector_state: string; updated_at: Date | string; embedding_variant: string }>(
      'select vector_state, updated_at, embedding_variant from memories where id = ?',
      [newId],
    );
    expect(record).toMatchObject({ vector_state: 'written', embedding_variant: 'imported' });
    expect(new Date(record!.updated_at).toISOString()).toBe('2026-02-03T04:05:06.000Z');
    // the file's vector, not the repair pass's embedding of the text
    const store = stores[stores.length - 1]!;
    const stored = (await store.vectors('agent-memory', id, [newId])).get(newId)!;
    const cosine = stored.reduce((sum, x, i) => sum + x * VECTORS[1]![i]!, 0);
    expect(cosine).toBeCloseTo(1, 5);
  });

  it('fails later without taking back the memories the pass made visible, or their vectors', async () => {
    const { key, id } = await account();
    const file = {
      format: 'NATIVE_JSON',
      memories: [memory(0, { collection: 'first' }), memory(1, { collection: 'second', vector: VECTORS[1] })],
    };
    // the pass makes both records visible after the first collection's write; the second's fails
    Object.assign(repairing, { afterWrite: true, thenFailWrites: true });
    try {
      const res = await server.call('POST', '/v1/import', { token: key, body: file });
      expect(res.status, res.text).toBe(503);
      expectConforms('importMemories', res);
    } finally {
      Object.assign(repairing, { afterWrite: false, thenFailWrites: false });
      Object.assign(failing, { upserts: false, passing: 0 });
    }
    // stored memories now, each with its record, fingerprint, collection, MEMORY_STORED and vector
    expect(await leftovers(id)).toMatchObject({ memories: 2, fingerprints: 2, collections: 2, events: 4 });
    const store = stores[stores.length - 1]!;
    expect(await store.count('first', id)).toBe(1);
    expect(await store.count('second', id)).toBe(1);
    const found = await server.call('POST', '/v1/search', {
      token: key,
      body: { query: file.memories[0]!.text, collection: 'first', min_score: 0 },
    });
    expect(found.body.results.map((r: { text: string }) => r.text)).toContain(file.memories[0]!.text);
  });
});
