import { Migration } from '@mikro-orm/migrations';

/**
 * The device sync protocol.
 *
 * - `memory_changes` is the account's change feed of memory operations (stored, forgotten), in
 *   order (`seq`), written in the transaction of each change. A device's pull cursor is a
 *   position in it; forgets stay in it as tombstones, so a device learns of them.
 * - `device_memory_links` remembers which memory each `local_id` of a device became: a pushed
 *   batch sent again finds its links and creates nothing.
 */
export class Migration0012DeviceSync extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists memory_changes (
        seq bigint generated always as identity primary key,
        account_id text not null references accounts(id) on delete cascade,
        memory_id text not null,
        collection text not null,
        change text not null check (change in ('stored', 'forgotten')),
        changed_at timestamptz not null
      );`);
    this.addSql('create index if not exists memory_changes_by_account on memory_changes (account_id, seq);');
    this.addSql(`
      create table if not exists device_memory_links (
        device_id text not null references devices(id) on delete cascade,
        local_id text not null,
        account_id text not null,
        memory_id text not null,
        created_at timestamptz not null,
        primary key (device_id, local_id)
      );`);
    this.addSql(
      'create index if not exists device_memory_links_by_memory on device_memory_links (device_id, memory_id);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists device_memory_links;');
    this.addSql('drop table if exists memory_changes;');
  }
}
