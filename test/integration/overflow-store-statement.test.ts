// An overflow store of a caller no tier limit applies to is one statement without the account's
// lock: on PostgreSQL, where parallel stores really run at once, parallel first stores into one
// new collection all go in, the collection counts each once, the revisions are distinct, and the
// collection's creation is announced exactly once, before the memory stored with it.
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/modules/events/domain-events.js';
import {
  type NewOverflowMemory,
  OverflowMemoriesRepository,
} from '../../src/modules/overflow/overflow-memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';
import { pendingMemory } from '../support/pending-memory.js';

const STORES = 10;

describe.each(engines)('an unlimited overflow store on $label', (engine) => {
  const database = useDatabase(engine, { poolSize: engine.name === 'postgres' ? 12 : 4 });

  function memoryOf(accountId: string, i: number): NewOverflowMemory {
    return {
      ...pendingMemory(accountId, { text: `Overflow fact ${i}.`, collection: 'shared' }),
      code: new Uint8Array([i]),
      storageBytes: 1,
    };
  }

  /** The events a store announces: the collection's creation when it made it, then the memory. */
  const eventsOf = (memory: NewOverflowMemory) => (collectionCreated: boolean) =>
    [
      ...(collectionCreated
        ? [{ type: 'COLLECTION_CREATED', accountId: memory.accountId, data: { collection: memory.collection } }]
        : []),
      { type: 'MEMORY_STORED', accountId: memory.accountId, data: { memory_id: memory.id } },
    ] as DomainEvent[];

  it('takes parallel first stores into one new collection, each counted and announced once', async () => {
    const orm = database().db.orm;
    const accountId = (await newLiveCaller(orm, 'overflow-unlimited')).accountId;
    const overflow = new OverflowMemoriesRepository(orm);
    const memories = Array.from({ length: STORES }, (_, i) => memoryOf(accountId, i));
    const revisions = await Promise.all(
      memories.map((memory) => overflow.insert(memory, undefined, eventsOf(memory)).then((r) => r.revision)),
    );
    expect([...revisions].sort((a, b) => a - b)).toEqual(Array.from({ length: STORES }, (_, i) => i + 1));
    expect(await overflow.holdings(accountId)).toEqual({ collections: ['shared'], memories: STORES });

    const events = await orm.em
      .getConnection()
      .execute<{ type: string; data: { memory_id?: string } }[]>(
        'select type, data from domain_events where account_id = ? order by seq',
        [accountId],
      );
    expect(events.filter((e) => e.type === 'COLLECTION_CREATED')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'MEMORY_STORED')).toHaveLength(STORES);
    // the creation comes first: no memory of the collection is announced before it
    expect(events[0]!.type).toBe('COLLECTION_CREATED');
  });

  it('writes what the locked store writes', async () => {
    const orm = database().db.orm;
    const overflow = new OverflowMemoriesRepository(orm);
    const written = async (locked: boolean) => {
      const accountId = (await newLiveCaller(orm, `overflow-${locked ? 'locked' : 'unlimited'}`)).accountId;
      for (const i of [0, 1]) {
        const memory = memoryOf(accountId, i);
        await overflow.insert(memory, locked ? async () => {} : undefined, eventsOf(memory));
      }
      const sql = orm.em.getConnection();
      const [collection] = await sql.execute<{ revision: string; memories: string }[]>(
        'select revision, memories from overflow_collections where account_id = ?',
        [accountId],
      );
      const types = await sql.execute<{ type: string }[]>(
        'select type from domain_events where account_id = ? order by seq',
        [accountId],
      );
      const [rows] = await sql.execute<{ memories: string; versions: string; history: string }[]>(
        `select (select count(*) from overflow_memories where account_id = ?) as memories,
                (select count(*) from overflow_memory_versions v join overflow_memories m on m.id = v.memory_id where m.account_id = ?) as versions,
                (select count(*) from overflow_memory_history h join overflow_memories m on m.id = h.memory_id where m.account_id = ?) as history`,
        [accountId, accountId, accountId],
      );
      return { collection, types: types.map((t) => t.type), rows };
    };
    const locked = await written(true);
    expect(locked).toEqual({
      collection: { revision: '2', memories: '2' },
      types: ['COLLECTION_CREATED', 'MEMORY_STORED', 'MEMORY_STORED'],
      rows: { memories: '2', versions: '2', history: '2' },
    });
    expect(await written(false)).toEqual(locked);
  });
});
