import { Migration } from '@mikro-orm/migrations';

/**
 * A generic collection member keeps the user of its memory (a memory's user never changes after
 * it is stored), so that a user's collections are counted from the generic surface's own tables
 * instead of a join with `memories`, which another repository owns. Members added before this
 * column take their memory's user here, once.
 */
export class Migration0018CollectionMemberUsers extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table generic_collection_members add column if not exists user_id text null;');
    this.addSql(`
      update generic_collection_members gm set user_id = m.user_id
        from memories m where m.id = gm.memory_id and gm.user_id is null and m.user_id is not null;`);
    this.addSql(
      'create index if not exists generic_collection_members_by_user on generic_collection_members (user_id) where user_id is not null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists generic_collection_members_by_user;');
    this.addSql('alter table generic_collection_members drop column if exists user_id;');
  }
}
