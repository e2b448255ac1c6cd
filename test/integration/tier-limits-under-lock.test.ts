// A write under tier limits decides them under the account's write lock, counting in its own
// transaction: on PostgreSQL, where parallel stores really run at once, they never pass the
// collection or memory limit together, parallel first stores into one collection all go in, and
// an import's pending records hold their collections before the import takes them; an import's
// overflow memories take the overflow stores' lock.
import { describe, expect, it } from 'vitest';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { type MemoryHoldings, MemoriesRepository } from '../../src/modules/memory/memories.repository.js';
import { OverflowMemoriesRepository } from '../../src/modules/overflow/overflow-memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';
import { pendingMemory } from '../support/pending-memory.js';

const COLLECTIONS = 2;
const MEMORIES = 4;

/** A pause inside the lock, so that the other writes are waiting on it rather than done. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The collection limit as a store applies it: refuses when its new collection would pass COLLECTIONS. */
const collectionLimit = (collection: string) => async (held: MemoryHoldings) => {
  await pause();
  const names = await held.collections();
  if (!names.includes(collection) && names.length + 1 > COLLECTIONS) throw new Error(`limit: ${names.length} held`);
};

/** The memory limit as a store applies it: refuses when one more memory would pass MEMORIES. */
const memoryLimit = async (held: MemoryHoldings) => {
  await pause();
  const count = await held.memories();
  if (count + 1 > MEMORIES) throw new Error(`limit: ${count} held`);
};

describe.each(engines)('tier limits under the write lock on $label', (engine) => {
  const database = useDatabase(engine, { poolSize: engine.name === 'postgres' ? 12 : 4 });

  async function repository() {
    const orm = database().db.orm;
    const accountId = (await newLiveCaller(orm, 'collections')).accountId;
    return { memories: new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm)), accountId };
  }

  /** Ten records of a new account taken at once, each admitted by `admit`. */
  async function parallelStores(
    memory: (i: number) => { collection: string; text: string },
    admit: (collection: string) => (held: MemoryHoldings) => Promise<void>,
  ) {
    const { memories, accountId } = await repository();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => {
        const record = pendingMemory(accountId, memory(i));
        return memories.insertPending(record, admit(record.collection));
      }),
    );
    return { held: memories.holdings(accountId), results };
  }

  const passed = (results: PromiseSettledResult<void>[]) => results.filter((r) => r.status === 'fulfilled').length;

  it('lets exactly the limit of ten parallel first stores into new collections through', async () => {
    const { held, results } = await parallelStores(
      (i) => ({ collection: `c${i}`, text: `Fact number ${i} of its own collection.` }),
      collectionLimit,
    );
    expect(passed(results)).toBe(COLLECTIONS);
    expect(await held.collections()).toHaveLength(COLLECTIONS);
  });

  it('lets every parallel first store into one new collection through', async () => {
    const { held, results } = await parallelStores(
      (i) => ({ collection: 'shared', text: `Shared fact number ${i}.` }),
      collectionLimit,
    );
    expect(passed(results)).toBe(10);
    expect(await held.collections()).toEqual(['shared']);
  });

  it('lets exactly the memory limit of ten parallel stores into one collection through', async () => {
    const { held, results } = await parallelStores(
      (i) => ({ collection: 'shared', text: `Counted fact number ${i}.` }),
      () => memoryLimit,
    );
    expect(passed(results)).toBe(MEMORIES);
    expect(await held.memories()).toBe(MEMORIES);
  });

  it("counts an import's pending records and their collections before the import takes them", async () => {
    const { memories, accountId } = await repository();
    await memories.insertPendingAll(
      [0, 1].map((i) => pendingMemory(accountId, { collection: 'imported', text: `Imported fact ${i}.` })),
      async (held) => expect(await held.memories()).toBe(0),
    );
    const held = memories.holdings(accountId);
    expect(await held.collections()).toEqual(['imported']);
    expect(await held.memories()).toBe(2);
    const refused = memories.insertPending(
      pendingMemory(accountId, { collection: 'other', text: 'A store into a second collection.' }),
      async (h) => {
        if ((await h.collections()).length + 1 > 1) throw new Error('collection limit');
      },
    );
    await expect(refused).rejects.toThrow('collection limit');
  });

  it('keeps the count of records equal to the records, whatever statement takes or removes them', async () => {
    const { memories, accountId } = await repository();
    const stored = await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        const record = pendingMemory(accountId, { text: `Stored fact ${i}.` });
        await memories.insertPending(record, i % 2 === 0 ? memoryLimit : undefined);
        return record;
      }),
    );
    const imported = [0, 1, 2].map((i) => pendingMemory(accountId, { collection: 'imported', text: `Imported ${i}.` }));
    await memories.insertPendingAll(imported);
    await memories.markWritten(stored[0]!);
    expect(await memories.remove(stored[0]!.id)).toBe(true);
    expect(await memories.remove(stored[0]!.id)).toBe(false);
    expect(await memories.removePending([...imported.slice(0, 2), stored[1]!].map((m) => m.id))).toHaveLength(3);
    const sql = database().db.orm.em.getConnection();
    const [row] = await sql.execute<{ n: string }[]>('select count(*) as n from memories where account_id = ?', [
      accountId,
    ]);
    expect(Number(row!.n)).toBe(3);
    expect(await memories.holdings(accountId).memories()).toBe(3);
    // a statement that writes many rows at once is counted too, and the account can still go
    await sql.execute(
      `insert into memories (id, account_id, collection, text, category, importance, storage_bytes, vector_state)
       select 'mem_bulk' || g, ?, 'bulk', 'bulk ' || g, 'fact', 0.5, 0, 'written' from generate_series(1, 50) g`,
      [accountId],
    );
    expect(await memories.holdings(accountId).memories()).toBe(53);
    await sql.execute('delete from accounts where id = ?', [accountId]);
    expect(await sql.execute('select * from memory_counts where account_id = ?', [accountId])).toEqual([]);
  });

  it('lets one of two parallel imports of an overflow memory through at the overflow memory limit', async () => {
    const { accountId } = await repository();
    const orm = database().db.orm;
    const overflow = new OverflowMemoriesRepository(orm);
    const imported = (i: number) => {
      const at = new Date();
      const text = `Imported overflow fact ${i}.`;
      return {
        ...pendingMemory(accountId, { text, collection: 'overflow' }),
        updatedAt: at,
        code: new Uint8Array([i]),
        storageBytes: 1,
        versions: [{ version: 1, text, category: 'fact' as const, importance: 0.5, createdAt: at }],
        history: [],
      };
    };
    const results = await Promise.allSettled(
      [0, 1].map((i) =>
        orm.em.fork().transactional((em) =>
          overflow.insertImported(em, [imported(i)], async (held) => {
            await pause();
            if (held.memories + 1 > 1) throw new Error(`limit: ${held.memories} held`);
          }),
        ),
      ),
    );
    expect(passed(results)).toBe(1);
    expect((await overflow.holdings(accountId)).memories).toBe(1);
  });
});
