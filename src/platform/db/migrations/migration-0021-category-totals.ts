import { Migration } from '@mikro-orm/migrations';

/**
 * The stats operations (`GET /v1/stats`, `GET /v1/overflow/stats`) read how many memories of each
 * category a collection (an account, for overflow) holds and the bytes they take. Summing them on
 * every request read all of the account's rows: 250,000 memories took the embedded database's
 * one thread over a tenth of a second per request. Triggers now keep the sums, per category, in
 * the statement that inserts, changes or deletes the rows (as memory_counts keeps record counts),
 * and a request reads five rows; the oldest and newest memory are one index lookup each.
 *
 * - `memory_category_totals`: written memories of `memories` only (a pending record is not shown
 *   until its vector is written), per account, collection and category. Rows change category,
 *   size or state only in statements that write them (a generic update, a write's completion),
 *   so the update trigger is per statement, with both transition tables.
 * - `overflow_category_totals`: overflow memories per account and category, with the bytes of
 *   their codes. Searches and reads update their rows (`last_recalled_at`) many times a second,
 *   so its update trigger fires only for an update that names a counted column.
 *
 * Neither trigger inserts a row for removed memories: an account's deletion removes its totals
 * before its memories (cascade).
 */
interface CountedTable {
  /** The table whose rows are counted. */
  table: string;
  /** The totals table, keyed by `keys` and `category`. */
  totals: string;
  keys: readonly string[];
  /** Each summed column of the totals table and the row expression it sums. */
  sums: ReadonlyArray<readonly [column: string, expression: string]>;
  /** Rows counted: a condition on the row, or 'true'. */
  counted: string;
}

/**
 * The statement a trigger runs: rows that left the count (`before_rows`: deleted, or changed from
 * their counted form) and rows that entered it (`after_rows`), summed per key; a statement that
 * changed nothing counted nets to zero and writes nothing. Existing totals are updated; a key
 * seen for the first time is inserted only for a gain, so the removals of an account's deletion
 * (whose totals the cascade removed first) never insert a row.
 */
function applyChanges(t: CountedTable, before: boolean, after: boolean): string {
  const keys = [...t.keys, 'category'];
  const keyList = keys.join(', ');
  const sides = [
    before
      ? `select ${keyList}, -1 as n, ${t.sums.map(([c, e]) => `-(${e})::bigint as ${c}`).join(', ')} from before_rows where ${t.counted}`
      : null,
    after
      ? `select ${keyList}, 1 as n, ${t.sums.map(([c, e]) => `(${e})::bigint as ${c}`).join(', ')} from after_rows where ${t.counted}`
      : null,
  ].filter((side) => side !== null);
  const sums = t.sums.map(([c]) => c);
  const sameKey = (a: string, b: string) => keys.map((k) => `${a}.${k} = ${b}.${k}`).join(' and ');
  return `
    with delta as (
      select ${keyList}, sum(n) as n, ${sums.map((c) => `sum(${c}) as ${c}`).join(', ')}
        from (${sides.join(' union all ')}) rows
       group by ${keyList}
      having sum(n) <> 0 ${sums.map((c) => `or sum(${c}) <> 0`).join(' ')}
    ), raised as (
      update ${t.totals} t set memories = t.memories + d.n, ${sums.map((c) => `${c} = t.${c} + d.${c}`).join(', ')}
        from delta d where ${sameKey('t', 'd')}
      returning ${keys.map((k) => `t.${k}`).join(', ')}
    )
    insert into ${t.totals} (${keyList}, memories, ${sums.join(', ')})
      select ${keys.map((k) => `d.${k}`).join(', ')}, d.n, ${sums.map((c) => `d.${c}`).join(', ')} from delta d
       where d.n > 0 and not exists (select 1 from raised r where ${sameKey('r', 'd')})
      on conflict (${keyList}) do update set memories = ${t.totals}.memories + excluded.memories,
        ${sums.map((c) => `${c} = ${t.totals}.${c} + excluded.${c}`).join(', ')};`;
}

const TRIGGERS = [
  { event: 'insert', before: false, after: true, tables: 'new table as after_rows' },
  { event: 'update', before: true, after: true, tables: 'old table as before_rows new table as after_rows' },
  { event: 'delete', before: true, after: false, tables: 'old table as before_rows' },
] as const;

const MAIN: CountedTable = {
  table: 'memories',
  totals: 'memory_category_totals',
  keys: ['account_id', 'collection'],
  sums: [['storage_bytes', 'storage_bytes']],
  counted: "vector_state = 'written'",
};

const OVERFLOW: CountedTable = {
  table: 'overflow_memories',
  totals: 'overflow_category_totals',
  keys: ['account_id'],
  sums: [
    ['storage_bytes', 'storage_bytes'],
    ['code_bytes', 'octet_length(code)'],
  ],
  counted: 'true',
};

export class Migration0021CategoryTotals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists memory_category_totals (
        account_id text not null references accounts(id) on delete cascade,
        collection text not null,
        category text not null,
        memories bigint not null default 0,
        storage_bytes bigint not null default 0,
        primary key (account_id, collection, category)
      );`);
    this.addSql(`
      create table if not exists overflow_category_totals (
        account_id text not null references accounts(id) on delete cascade,
        category text not null,
        memories bigint not null default 0,
        storage_bytes bigint not null default 0,
        code_bytes bigint not null default 0,
        primary key (account_id, category)
      );`);
    for (const counted of [MAIN, OVERFLOW]) {
      for (const trigger of TRIGGERS) {
        const name = `${counted.totals}_on_${trigger.event}`;
        this.addSql(`drop trigger if exists ${name} on ${counted.table};`);
        if (counted === OVERFLOW && trigger.event === 'update') {
          this.overflowUpdateTrigger(name);
          continue;
        }
        this.addSql(`
          create or replace function ${name}() returns trigger language plpgsql as $$
          begin ${applyChanges(counted, trigger.before, trigger.after)}
            return null;
          end $$;`);
        this.addSql(`
          create trigger ${name} after ${trigger.event} on ${counted.table}
            referencing ${trigger.tables} for each statement execute function ${name}();`);
      }
      const keyList = [...counted.keys, 'category'].join(', ');
      const sums = counted.sums.map(([c]) => c);
      this.addSql(`
        insert into ${counted.totals} (${keyList}, memories, ${sums.join(', ')})
          select ${keyList}, count(*), ${counted.sums.map(([, e]) => `sum(${e})`).join(', ')} from ${counted.table}
           where ${counted.counted} group by ${keyList}
          on conflict (${keyList}) do update
            set memories = excluded.memories, ${sums.map((c) => `${c} = excluded.${c}`).join(', ')};`);
    }
  }

  /**
   * Overflow rows are updated on every search and read (`last_recalled_at`): the update trigger
   * names the counted columns, so it fires only for an update that sets one of them (none does
   * today), and is per row, since a trigger with a column list has no transition tables.
   */
  private overflowUpdateTrigger(name: string): void {
    this.addSql(`
      create or replace function ${name}() returns trigger language plpgsql as $$
      begin
        if (old.category, old.storage_bytes, octet_length(old.code)) is distinct from
           (new.category, new.storage_bytes, octet_length(new.code)) then
          update overflow_category_totals
             set memories = memories - 1, storage_bytes = storage_bytes - old.storage_bytes,
                 code_bytes = code_bytes - octet_length(old.code)
           where account_id = old.account_id and category = old.category;
          insert into overflow_category_totals (account_id, category, memories, storage_bytes, code_bytes)
            values (new.account_id, new.category, 1, new.storage_bytes, octet_length(new.code))
            on conflict (account_id, category) do update
              set memories = overflow_category_totals.memories + 1,
                  storage_bytes = overflow_category_totals.storage_bytes + excluded.storage_bytes,
                  code_bytes = overflow_category_totals.code_bytes + excluded.code_bytes;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger ${name} after update of category, storage_bytes, code on overflow_memories
        for each row execute function ${name}();`);
  }

  override async down(): Promise<void> {
    for (const counted of [MAIN, OVERFLOW]) {
      for (const trigger of TRIGGERS) {
        const name = `${counted.totals}_on_${trigger.event}`;
        this.addSql(`drop trigger if exists ${name} on ${counted.table};`);
        this.addSql(`drop function if exists ${name}();`);
      }
      this.addSql(`drop table if exists ${counted.totals};`);
    }
  }
}
