import { Migration } from '@mikro-orm/migrations';

/**
 * The tier limits read what an account holds on every store under a limit, so each read is kept
 * small. `memory_counts` counts each account's records (written or pending), kept by triggers on
 * `memories` in the statement that inserts or deletes them (so no writer, bulk or not, can leave
 * it behind), instead of counting all of the account's records each time; an index of pending
 * records by account gives the collections an import is writing into (it takes them only when
 * it finishes) from the few records under way.
 */
export class Migration0019MemoryCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists memory_counts (
        account_id text primary key references accounts(id) on delete cascade,
        records bigint not null default 0
      );`);
    this.addSql(`
      create or replace function memory_counts_added() returns trigger language plpgsql as $$
      begin
        insert into memory_counts (account_id, records)
          select account_id, count(*) from added group by account_id
          on conflict (account_id) do update set records = memory_counts.records + excluded.records;
        return null;
      end $$;`);
    // no insert here: an account's deletion removes its row before its memories' (cascade)
    this.addSql(`
      create or replace function memory_counts_removed() returns trigger language plpgsql as $$
      begin
        update memory_counts c set records = c.records - r.n
          from (select account_id, count(*) as n from removed group by account_id) r
          where c.account_id = r.account_id;
        return null;
      end $$;`);
    this.addSql('drop trigger if exists memory_counts_on_insert on memories;');
    this.addSql(`
      create trigger memory_counts_on_insert after insert on memories
        referencing new table as added for each statement execute function memory_counts_added();`);
    this.addSql('drop trigger if exists memory_counts_on_delete on memories;');
    this.addSql(`
      create trigger memory_counts_on_delete after delete on memories
        referencing old table as removed for each statement execute function memory_counts_removed();`);
    this.addSql(`
      insert into memory_counts (account_id, records)
        select account_id, count(*) from memories group by account_id
        on conflict (account_id) do update set records = excluded.records;`);
    this.addSql(
      "create index if not exists memories_pending_by_account on memories (account_id, collection) where vector_state = 'pending';",
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists memories_pending_by_account;');
    this.addSql('drop trigger if exists memory_counts_on_delete on memories;');
    this.addSql('drop trigger if exists memory_counts_on_insert on memories;');
    this.addSql('drop function if exists memory_counts_removed();');
    this.addSql('drop function if exists memory_counts_added();');
    this.addSql('drop table if exists memory_counts;');
  }
}
