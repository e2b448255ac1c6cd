// The stats operations read sums that triggers keep (migration 0021: per collection and category,
// per end user, per account and category of overflow memories) instead of summing every row on
// each request. Whatever statement changes the rows (bulk inserts, a write finishing, a change of
// category or size, deletions, an account's deletion), the kept sums must equal the sums of the
// rows themselves, on both engines.
import { describe, expect, it } from 'vitest';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { MemoriesRepository } from '../../src/modules/memory/memories.repository.js';
import { OverflowMemoriesRepository } from '../../src/modules/overflow/overflow-memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

describe.each(engines)('category totals on $label', (engine) => {
  const database = useDatabase(engine);
  const sql = () => database().db.orm.em.getConnection();

  /** A collection's figures summed from its rows, as the stats read them before the kept sums. */
  async function summedMain(accountId: string, collection: string) {
    const rows = await sql().execute<{ category: string; n: string; bytes: string }[]>(
      `select category, count(*) as n, sum(storage_bytes) as bytes from memories
        where account_id = ? and collection = ? and vector_state = 'written' group by category`,
      [accountId, collection],
    );
    const categories: Record<string, number> = { preference: 0, decision: 0, fact: 0, entity: 0, other: 0 };
    for (const row of rows) categories[row.category] = Number(row.n);
    return {
      total: rows.reduce((sum, row) => sum + Number(row.n), 0),
      categories,
      storageBytes: rows.reduce((sum, row) => sum + Number(row.bytes), 0),
    };
  }

  it('keeps a collection’s written memories per category, and each end user’s, through every kind of change', async () => {
    const orm = database().db.orm;
    const accountId = (await newLiveCaller(orm, 'category-totals')).accountId;
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));
    const check = async (collection: string) => {
      const stats = await memories.stats(accountId, collection);
      expect({ total: stats.total, categories: stats.categories, storageBytes: stats.storageBytes }).toEqual(
        await summedMain(accountId, collection),
      );
      for (const user of ['alice', 'bob']) {
        const [summed] = await sql().execute<{ n: string; bytes: string | null; last: string | Date | null }[]>(
          `select count(*) as n, sum(storage_bytes) as bytes, max(updated_at) as last from memories
            where account_id = ? and user_id = ? and vector_state = 'written'`,
          [accountId, user],
        );
        const figures = await memories.userFigures(accountId, user);
        expect(figures).toMatchObject({ memories: Number(summed!.n), storageBytes: Number(summed!.bytes ?? 0) });
        expect(figures.lastWrite?.getTime() ?? null).toBe(
          summed!.last === null ? null : new Date(summed!.last).getTime(),
        );
      }
      return stats;
    };

    // 300 pending records in one statement, over two collections: pending ones are not counted
    await sql().execute(
      `insert into memories (id, account_id, collection, text, category, importance, storage_bytes, vector_state, user_id, created_at, updated_at)
       select 'mem_t' || g, ?, case when g % 3 = 0 then 'other' else 'main' end, 'text ' || g,
              (array['preference', 'decision', 'fact', 'entity', 'other'])[1 + g % 5], 0.5, 10 + g, 'pending',
              (array['alice', 'bob', null])[1 + g % 3], now() - g * interval '1 minute', now() - g * interval '1 second'
         from generate_series(1, 300) g`,
      [accountId],
    );
    expect((await check('main')).total).toBe(0);
    // their writes finish in two batches
    await sql().execute("update memories set vector_state = 'written' where account_id = ? and id < 'mem_t2'", [
      accountId,
    ]);
    await sql().execute("update memories set vector_state = 'written' where account_id = ?", [accountId]);
    const written = await check('main');
    expect(written.total).toBe(200);
    expect(written.oldest!.getTime()).toBeLessThan(written.newest!.getTime());
    await check('other');
    // a change of category and size (the generic surface's update), and one that changes neither
    await sql().execute(
      "update memories set category = 'fact', storage_bytes = storage_bytes + 7 where account_id = ? and id like 'mem_t1%'",
      [accountId],
    );
    await sql().execute('update memories set importance = 0.9 where account_id = ?', [accountId]);
    await check('main');
    // deletions, one of them of every memory of a category
    await sql().execute("delete from memories where account_id = ? and (id like 'mem_t2%' or category = 'entity')", [
      accountId,
    ]);
    const after = await check('main');
    expect(after.categories.entity).toBe(0);
    await check('other');
    // a collection with nothing written has no figures
    expect(await memories.stats(accountId, 'never-used')).toMatchObject({ total: 0, oldest: null, newest: null });
  });

  it('keeps an account’s overflow memories per category, also the bytes of their codes', async () => {
    const orm = database().db.orm;
    const accountId = (await newLiveCaller(orm, 'overflow-totals')).accountId;
    const overflow = new OverflowMemoriesRepository(orm);
    const summed = async () => {
      const rows = await sql().execute<{ n: string; bytes: string; code_bytes: string }[]>(
        `select count(*) as n, coalesce(sum(storage_bytes), 0) as bytes, coalesce(sum(octet_length(code)), 0) as code_bytes
           from overflow_memories where account_id = ?`,
        [accountId],
      );
      return {
        total: Number(rows[0]!.n),
        storageBytes: Number(rows[0]!.bytes),
        codeBytes: Number(rows[0]!.code_bytes),
      };
    };
    const check = async () => {
      const totals = await overflow.totals(accountId);
      expect({ total: totals.total, storageBytes: totals.storageBytes, codeBytes: totals.codeBytes }).toEqual(
        await summed(),
      );
      expect(await overflow.storageBytes(accountId)).toBe(totals.storageBytes);
      return totals;
    };

    await sql().execute('insert into overflow_collections (account_id, name) values (?, ?), (?, ?)', [
      accountId,
      'a',
      accountId,
      'b',
    ]);
    await sql().execute(
      `insert into overflow_memories (id, account_id, collection, text, category, importance, code, storage_bytes, created_at, updated_at)
       select 'mem_o' || g, ?, case when g % 2 = 0 then 'a' else 'b' end, 'text ' || g,
              (array['preference', 'decision', 'fact', 'entity', 'other'])[1 + g % 5], 0.5,
              decode(repeat('ab', g % 7 + 1), 'hex'), 20 + g, now() - g * interval '1 minute', now()
         from generate_series(1, 120) g`,
      [accountId],
    );
    expect((await check()).total).toBe(120);
    // a read and a change of importance change no total; a change of category does
    await sql().execute(
      'update overflow_memories set last_recalled_at = now(), importance = 0.1 where account_id = ?',
      [accountId],
    );
    await sql().execute(
      "update overflow_memories set category = 'entity', code = decode('abcd', 'hex') where account_id = ? and id like 'mem_o1%'",
      [accountId],
    );
    const changed = await check();
    const perCategory = await sql().execute<{ category: string; n: string }[]>(
      'select category, count(*) as n from overflow_memories where account_id = ? group by category',
      [accountId],
    );
    for (const row of perCategory) expect(changed.categories[row.category as 'fact']).toBe(Number(row.n));
    // a collection's deletion takes its memories with it (a cascade)
    await sql().execute("delete from overflow_collections where account_id = ? and name = 'a'", [accountId]);
    expect((await check()).total).toBe(60);
  });

  it('lets an account be deleted with its memories and totals', async () => {
    const orm = database().db.orm;
    const accountId = (await newLiveCaller(orm, 'totals-deleted')).accountId;
    await sql().execute(
      `insert into memories (id, account_id, collection, text, category, importance, storage_bytes, vector_state, user_id)
       values ('mem_gone1', ?, 'main', 'one', 'fact', 0.5, 3, 'written', 'alice'), ('mem_gone2', ?, 'main', 'two', 'other', 0.5, 3, 'written', null)`,
      [accountId, accountId],
    );
    await sql().execute('insert into overflow_collections (account_id, name) values (?, ?)', [accountId, 'a']);
    await sql().execute(
      `insert into overflow_memories (id, account_id, collection, text, category, importance, code, storage_bytes, created_at, updated_at)
       values ('mem_gone3', ?, 'a', 'three', 'fact', 0.5, decode('ab', 'hex'), 5, now(), now())`,
      [accountId],
    );
    await sql().execute('delete from accounts where id = ?', [accountId]);
    const left = await sql().execute<{ n: string }[]>(
      `select (select count(*) from memory_category_totals where account_id = ?)
            + (select count(*) from memory_user_totals where account_id = ?)
            + (select count(*) from overflow_category_totals where account_id = ?) as n`,
      [accountId, accountId, accountId],
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
