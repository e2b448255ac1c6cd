import { Migration } from '@mikro-orm/migrations';

/**
 * The stats operations read how many memories a collection, an account or an end user holds and
 * the bytes they take. Summing them on every request read all of those rows: with 250,000
 * memories, 249 ms (`GET /v1/stats`) and 422 ms (`GET /v1/overflow/stats`) of the embedded
 * database's one thread per request. Triggers now keep the sums in the statement that inserts,
 * changes or deletes the rows (as memory_counts keeps record counts), so a request reads a few
 * rows; the oldest, newest or latest memory is one index lookup.
 *
 * - `memory_category_totals`: written memories of `memories` (a pending record is not shown until
 *   its vector is written) per account, collection and category (`GET /v1/stats`).
 * - `memory_user_totals`: written memories of `memories` per account and end user (the generic
 *   surface's user statistics).
 * - `overflow_category_totals`: overflow memories per account and category, with the bytes of
 *   their codes (`GET /v1/overflow/stats`).
 *
 * `memories` rows change category, size, user or state only in statements that write them (a
 * generic update, a write's completion), so its triggers are per statement, with transition
 * tables, one function per event keeping both of its totals. Overflow rows are updated on every
 * search and read (`last_recalled_at`), so their update trigger names the counted columns and
 * fires only when one of them is set. No trigger inserts a row for removed memories: an account's
 * deletion removes its totals before its memories (cascade).
 */
interface KeptTotals {
  /** The totals table, keyed by `keys`. */
  totals: string;
  keys: readonly string[];
  /** Each summed column of the totals table and the row expression it sums. */
  sums: ReadonlyArray<readonly [column: string, expression: string]>;
  /** Rows counted: a condition on the row. */
  counted: string;
}

const BY_CATEGORY: KeptTotals = {
  totals: 'memory_category_totals',
  keys: ['account_id', 'collection', 'category'],
  sums: [['storage_bytes', 'storage_bytes']],
  counted: "vector_state = 'written'",
};

const BY_USER: KeptTotals = {
  totals: 'memory_user_totals',
  keys: ['account_id', 'user_id'],
  sums: [['storage_bytes', 'storage_bytes']],
  counted: "vector_state = 'written' and user_id is not null",
};

const OVERFLOW_BY_CATEGORY: KeptTotals = {
  totals: 'overflow_category_totals',
  keys: ['account_id', 'category'],
  sums: [
    ['storage_bytes', 'storage_bytes'],
    ['code_bytes', 'octet_length(code)'],
  ],
  counted: 'true',
};

const EVENTS = [
  { event: 'insert', before: false, after: true, tables: 'new table as after_rows' },
  { event: 'update', before: true, after: true, tables: 'old table as before_rows new table as after_rows' },
  { event: 'delete', before: true, after: false, tables: 'old table as before_rows' },
] as const;

/**
 * One statement of a trigger: rows that left the count (`before_rows`: deleted, or changed from
 * their counted form) and rows that entered it (`after_rows`), summed per key; a statement that
 * changed nothing counted nets to zero and writes nothing. Existing totals are updated; a key
 * seen for the first time is inserted only for a gain, so the removals of an account's deletion
 * (whose totals the cascade removed first) never insert a row.
 */
function keepTotals(t: KeptTotals, before: boolean, after: boolean): string {
  const keys = t.keys.join(', ');
  const sums = t.sums.map(([c]) => c);
  const side = (rows: string, sign: string) =>
    `select ${keys}, ${sign}1 as n, ${t.sums.map(([c, e]) => `${sign}(${e})::bigint as ${c}`).join(', ')} from ${rows} where ${t.counted}`;
  const sides = [before ? side('before_rows', '-') : null, after ? side('after_rows', '') : null].filter(
    (s) => s !== null,
  );
  const sameKey = (a: string, b: string) => t.keys.map((k) => `${a}.${k} = ${b}.${k}`).join(' and ');
  return `
    with delta as (
      select ${keys}, sum(n) as n, ${sums.map((c) => `sum(${c}) as ${c}`).join(', ')}
        from (${sides.join(' union all ')}) rows
       group by ${keys}
      having sum(n) <> 0 ${sums.map((c) => `or sum(${c}) <> 0`).join(' ')}
    ), raised as (
      update ${t.totals} t set memories = t.memories + d.n, ${sums.map((c) => `${c} = t.${c} + d.${c}`).join(', ')}
        from delta d where ${sameKey('t', 'd')}
      returning ${t.keys.map((k) => `t.${k}`).join(', ')}
    )
    insert into ${t.totals} (${keys}, memories, ${sums.join(', ')})
      select ${t.keys.map((k) => `d.${k}`).join(', ')}, d.n, ${sums.map((c) => `d.${c}`).join(', ')} from delta d
       where d.n > 0 and not exists (select 1 from raised r where ${sameKey('r', 'd')})
      on conflict (${keys}) do update set memories = ${t.totals}.memories + excluded.memories,
        ${sums.map((c) => `${c} = ${t.totals}.${c} + excluded.${c}`).join(', ')};`;
}

/** The totals of the rows as they are now (for the rows written before this migration). */
function fill(t: KeptTotals, table: string): string {
  const keys = t.keys.join(', ');
  const sums = t.sums.map(([c]) => c);
  return `
    insert into ${t.totals} (${keys}, memories, ${sums.join(', ')})
      select ${keys}, count(*), ${t.sums.map(([, e]) => `sum(${e})`).join(', ')} from ${table}
       where ${t.counted} group by ${keys}
      on conflict (${keys}) do update
        set memories = excluded.memories, ${sums.map((c) => `${c} = excluded.${c}`).join(', ')};`;
}

export class Migration0021KeptTotals extends Migration {
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
      create table if not exists memory_user_totals (
        account_id text not null references accounts(id) on delete cascade,
        user_id text not null,
        memories bigint not null default 0,
        storage_bytes bigint not null default 0,
        primary key (account_id, user_id)
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
    // an earlier form of this migration kept each totals table by triggers of its own
    for (const { event } of EVENTS) {
      for (const [table, old] of [
        ['memories', 'memory_category_totals'],
        ['overflow_memories', 'overflow_category_totals'],
      ] as const) {
        this.addSql(`drop trigger if exists ${old}_on_${event} on ${table};`);
        this.addSql(`drop function if exists ${old}_on_${event}();`);
      }
    }
    for (const { event, before, after, tables } of EVENTS) {
      const name = `memory_totals_on_${event}`;
      this.addSql(`drop trigger if exists ${name} on memories;`);
      this.addSql(`
        create or replace function ${name}() returns trigger language plpgsql as $$
        begin ${keepTotals(BY_CATEGORY, before, after)} ${keepTotals(BY_USER, before, after)}
          return null;
        end $$;`);
      this.addSql(`
        create trigger ${name} after ${event} on memories
          referencing ${tables} for each statement execute function ${name}();`);
    }
    for (const { event, before, after, tables } of EVENTS) {
      const name = `overflow_totals_on_${event}`;
      this.addSql(`drop trigger if exists ${name} on overflow_memories;`);
      if (event === 'update') {
        this.overflowUpdateTrigger(name);
        continue;
      }
      this.addSql(`
        create or replace function ${name}() returns trigger language plpgsql as $$
        begin ${keepTotals(OVERFLOW_BY_CATEGORY, before, after)}
          return null;
        end $$;`);
      this.addSql(`
        create trigger ${name} after ${event} on overflow_memories
          referencing ${tables} for each statement execute function ${name}();`);
    }
    this.addSql(fill(BY_CATEGORY, 'memories'));
    this.addSql(fill(BY_USER, 'memories'));
    this.addSql(fill(OVERFLOW_BY_CATEGORY, 'overflow_memories'));
  }

  /**
   * Overflow rows are updated on every search and read (`last_recalled_at`): this trigger names
   * the counted columns, so it fires only for an update that sets one of them (none does today),
   * and is per row, since a trigger with a column list has no transition tables.
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
    for (const [table, prefix] of [
      ['memories', 'memory_totals'],
      ['overflow_memories', 'overflow_totals'],
    ] as const) {
      for (const { event } of EVENTS) {
        this.addSql(`drop trigger if exists ${prefix}_on_${event} on ${table};`);
        this.addSql(`drop function if exists ${prefix}_on_${event}();`);
      }
    }
    this.addSql('drop table if exists memory_category_totals, memory_user_totals, overflow_category_totals;');
  }
}
