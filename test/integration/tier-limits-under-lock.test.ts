// A store that creates a collection decides the tier's collection limit under a lock of the
// account's collections, counting in its own transaction: on PostgreSQL, where parallel stores
// really run at once, they never pass the limit, and parallel first stores into one collection
// all go in.
import { describe, expect, it } from 'vitest';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { MemoriesRepository } from '../../src/modules/memory/memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';
import { pendingMemory } from '../support/pending-memory.js';

const LIMIT = 2;

/** The limit as the store's check applies it: refuses when one more collection would pass LIMIT. */
async function admit(held: number): Promise<void> {
  // a pause inside the lock, so that the other stores are waiting on it rather than done
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (held + 1 > LIMIT) throw new Error(`limit: ${held} held`);
}

describe.each(engines)('collection limit on $label', (engine) => {
  const database = useDatabase(engine, { poolSize: engine.name === 'postgres' ? 12 : 4 });

  /** Ten records of a new account taken at once, each deciding the limit as a store does. */
  async function parallelStores(memory: (i: number) => { collection: string; text: string }) {
    const orm = database().db.orm;
    const accountId = (await newLiveCaller(orm, 'collections')).accountId;
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => memories.insertPending(pendingMemory(accountId, memory(i)), admit)),
    );
    return { memories, accountId, results };
  }

  it('lets exactly the limit of ten parallel first stores into new collections through', async () => {
    const { memories, accountId, results } = await parallelStores((i) => ({
      collection: `c${i}`,
      text: `Fact number ${i} of its own collection.`,
    }));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMIT);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10 - LIMIT);
    const held = await memories.collectionHoldings(accountId, 'c0');
    expect(held.count).toBe(LIMIT);
  });

  it('lets every parallel first store into one new collection through', async () => {
    const { memories, accountId, results } = await parallelStores((i) => ({
      collection: 'shared',
      text: `Shared fact number ${i}.`,
    }));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await memories.collectionHoldings(accountId, 'shared')).toEqual({ count: 1, has: true });
  });
});
