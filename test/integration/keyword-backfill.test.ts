// Memories stored before stores kept texts are given their texts (and so their keyword index
// entries) by KeywordBackfill, from the service's own records, without embedding again: on the
// embedded database and on PostgreSQL (with pgvector, from the test harness), whose collection
// tables a pre-upgrade service created without a text column.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { KeywordBackfill } from '../../src/modules/memory/keyword-backfill.js';
import { MemoriesRepository } from '../../src/modules/memory/memories.repository.js';
import { physicalName } from '../../src/modules/memory/vector-store/physical-name.js';
import { PgVectorStore } from '../../src/modules/memory/vector-store/pgvector-store.js';
import { createLogger } from '../../src/platform/logger.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';
import { pendingMemory } from '../support/pending-memory.js';
import { unitVectors } from '../support/unit-vectors.js';

describe.each(engines)('keyword backfill on $label', (engine) => {
  const database = useDatabase(engine);

  it('gives old records their texts once, so keyword search finds them', async () => {
    const orm = database().db.orm;
    const sql = orm.em.getConnection();
    const { accountId } = await newLiveCaller(orm, 'backfill');
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));
    const collection = `old-${randomBytes(3).toString('hex')}`;
    const texts = [
      'The spare key is under the blue flowerpot.',
      'Rent goes up to 1,450 in March.',
      'Leila prefers oat milk in her flat white.',
    ];
    const records = texts.map((text, i) =>
      pendingMemory(accountId, { id: `mem_old${i}${randomBytes(3).toString('hex')}`, collection, text }),
    );
    // what a service before hybrid search left: written records, vectors in a table without texts
    const table = physicalName(collection);
    await sql.execute('create extension if not exists vector');
    await sql.execute(`create table ${table} (id text primary key, account_id text not null, vector vector(768) not null, category text not null,
      importance real not null, created_at timestamptz not null, user_id text null)`);
    await sql.execute(`create index ${table}_hnsw on ${table} using hnsw (vector vector_cosine_ops)`);
    const vectors = unitVectors(31, records.length, 768);
    for (const [i, r] of records.entries()) {
      await memories.insertPending(r);
      await memories.markWritten(r);
      await sql.execute(`insert into ${table} values (?, ?, ?::vector, 'fact', 0.5, now(), null)`, [
        r.id,
        accountId,
        `[${Array.from(vectors[i]!).join(',')}]`,
      ]);
    }

    const store = new PgVectorStore({ url: database().db.url });
    try {
      const backfill = new KeywordBackfill({ memories, storeOf: async () => store, logger: createLogger('silent') });
      expect(await backfill.runOnce()).toBe(3);
      expect(await store.textless(collection, 10)).toEqual([]);
      const found = await store.candidates(collection, { accountId, text: 'oat milk', pool: 5 });
      expect(found.map((c) => c.id)).toEqual([records[2]!.id]);
      // a pair found complete is not asked again
      expect(await backfill.runOnce()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
