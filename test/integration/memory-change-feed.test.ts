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
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { generateApiKey, hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { MemoriesRepository, type NewMemoryRecord } from '../../src/modules/memory/memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';

const HOLD_SECONDS = 1.5;

describe.each(engines)('memory change feed on $label', (engine) => {
  const database = useDatabase(engine);

  it('a pull while an earlier change is still committing does not skip it', async () => {
    const orm = database().db.orm;
    const sql = orm.em.getConnection();
    const accounts = new AccountsRepository(orm);
    const keyHash = hashApiKey(generateApiKey('live'));
    await accounts.createWithKey({
      email: `feed.${randomBytes(6).toString('hex')}@example.com`,
      name: null,
      vectorDbUrl: null,
      keyHash,
      environment: 'live',
    });
    const accountId = (await accounts.findCallerByKeyHash(keyHash))!.accountId;
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));

    const record = (id: string, text: string): NewMemoryRecord => ({
      id,
      accountId,
      collection: 'agent-memory',
      text,
      category: 'fact',
      importance: 0.5,
      metadata: {},
      createdAt: new Date(),
      embeddingVariant: 'fp32',
    });
    const slow = record(`mem_slow${randomBytes(4).toString('hex')}`, 'The loading dock closes at six.');
    const fast = record(`mem_fast${randomBytes(4).toString('hex')}`, 'Robot R-2 charges at station D.');
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
});
