// The change feed devices pull (memory_changes) must never let a pull skip a change. Its
// positions are drawn when a change is written, but become visible when the writing transaction
// commits; on PostgreSQL two stores of one account can commit out of order, and a pull that ran
// in between would move its cursor past the change still being committed, losing it for good.
//
// The test holds one store's transaction open after it wrote its change (a trigger that sleeps
// for that memory), stores a second memory meanwhile, and pulls in between: the two pulls
// together must see both changes.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { memoryEvents } from '../../src/modules/events/memory-events.js';
import { MemoriesRepository } from '../../src/modules/memory/memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';
import { pendingMemory } from '../support/pending-memory.js';

const HOLD_SECONDS = 1.5;

describe.each(engines)('memory change feed on $label', (engine) => {
  const database = useDatabase(engine);

  it('a pull while an earlier change is still committing does not skip it', async () => {
    const orm = database().db.orm;
    const sql = orm.em.getConnection();
    const accountId = (await newLiveCaller(orm, 'feed')).accountId;
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));

    const slow = pendingMemory(accountId, {
      id: `mem_slow${randomBytes(4).toString('hex')}`,
      text: 'The loading dock closes at six.',
    });
    const fast = pendingMemory(accountId, {
      id: `mem_fast${randomBytes(4).toString('hex')}`,
      text: 'Robot R-2 charges at station D.',
    });
    await memories.insertPending(slow);
    await memories.insertPending(fast);

    // the slow store's transaction stays open for a while after it wrote its change
    await sql.execute(`
      create or replace function hold_change() returns trigger language plpgsql as $$
      begin
        if new.memory_id = '${slow.id}' then perform pg_sleep(${HOLD_SECONDS}); end if;
        return new;
      end $$;`);
    await sql.execute(
      'create trigger hold_change after insert on memory_changes for each row execute function hold_change()',
    );
    try {
      const slowStore = memories.markWritten(slow);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fastStore = memories.markWritten(fast);
      await Promise.race([fastStore, new Promise((resolve) => setTimeout(resolve, 300))]);

      const firstPull = await memories.changesAfter(accountId, 0, 100, null); // while the slow store commits
      await Promise.all([slowStore, fastStore]);
      const cursor = firstPull.at(-1)?.seq ?? 0;
      const nextPull = await memories.changesAfter(accountId, cursor, 100, null);

      const seen = [...firstPull, ...nextPull].map((change) => change.memoryId);
      expect(seen.sort()).toEqual([fast.id, slow.id].sort());
    } finally {
      await sql.execute('drop trigger if exists hold_change on memory_changes');
    }
  }, 30_000);

  it('marks records written once each, at their own moments, in their own accounts’ feeds', async () => {
    const orm = database().db.orm;
    const sql = orm.em.getConnection();
    const [a, b] = [(await newLiveCaller(orm, 'feed')).accountId, (await newLiveCaller(orm, 'feed')).accountId];
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));
    const tag = randomBytes(4).toString('hex');
    const a1 = pendingMemory(a, {
      id: `mem_a1${tag}`,
      text: 'The loading dock closes at six.',
    });
    const a2 = pendingMemory(a, {
      id: `mem_a2${tag}`,
      text: 'Robot R-2 charges at station D.',
    });
    const b1 = pendingMemory(b, {
      id: `mem_b1${tag}`,
      text: 'The night shift starts at ten.',
    });
    for (const r of [a1, a2, b1]) await memories.insertPending(r);
    const at = (seconds: number) => new Date(Date.UTC(2020, 0, 1, 12, 0, seconds));
    const also = memoryEvents.collectionCreated(b, { collection: 'agent-memory', surface: 'main' });

    // at once, and a1 twice: its second mark changes nothing
    await Promise.all([
      memories.markWritten(a1, [], at(1)),
      memories.markWritten(a2, [], at(2)),
      memories.markWritten(b1, [also], at(3)),
      memories.markWritten(a1, [], at(4)),
    ]);

    const written = [
      ...(await memories.findWritten(a, 'agent-memory', [a1.id, a2.id])),
      ...(await memories.findWritten(b, 'agent-memory', [b1.id])),
    ];
    expect(new Map(written.map((m) => [m.id, m.updatedAt?.toISOString()]))).toEqual(
      new Map([
        [a1.id, at(1).toISOString()],
        [a2.id, at(2).toISOString()],
        [b1.id, at(3).toISOString()],
      ]),
    );
    expect((await memories.changesAfter(a, 0, 100, null)).map((c) => [c.memoryId, c.change]).sort()).toEqual(
      [
        [a1.id, 'stored'],
        [a2.id, 'stored'],
      ].sort(),
    );
    expect((await memories.changesAfter(b, 0, 100, null)).map((c) => [c.memoryId, c.change])).toEqual([
      [b1.id, 'stored'],
    ]);
    // (the records' own COLLECTION_CREATED, taken with them now, are not these)
    const events = await sql.execute<
      { type: string; data: string | { memory_id?: string }; created_at: string | Date }[]
    >(
      "select type, data, created_at from domain_events where account_id = any(?::text[]) and created_at < '2021-01-01' order by seq",
      [`{${a},${b}}`],
    );
    const seen = events.map((e) => [
      e.type,
      (typeof e.data === 'string' ? (JSON.parse(e.data) as { memory_id?: string }) : e.data).memory_id ?? null,
      new Date(e.created_at).toISOString(),
    ]);
    // (in commit order, which concurrent marks do not fix)
    expect(seen).toHaveLength(4);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['MEMORY_STORED', a1.id, at(1).toISOString()],
        ['MEMORY_STORED', a2.id, at(2).toISOString()],
        ['MEMORY_STORED', b1.id, at(3).toISOString()],
        ['COLLECTION_CREATED', null, at(3).toISOString()],
      ]),
    );
  });
});
