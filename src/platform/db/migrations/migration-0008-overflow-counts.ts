import { Migration } from '@mikro-orm/migrations';

/**
 * Each overflow collection counts its memories (`memories`), changed in the transaction of every
 * store and forget together with its revision, so that the tier limit on overflow memories reads
 * the account's few collection rows instead of counting every memory on each store.
 */
export class Migration0008OverflowCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table overflow_collections add column if not exists memories bigint not null default 0;');
    this.addSql(`
      update overflow_collections c
         set memories = (select count(*) from overflow_memories m where m.account_id = c.account_id and m.collection = c.name);`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table overflow_collections drop column if exists memories;');
  }
}
