import { Migration } from '@mikro-orm/migrations';

/**
 * A user's generic collections are counted from the account's collections, each looked up in an
 * index of its members by user. The index by user alone (0018) held every account's members: an
 * account that gave many memberships to a common user id ("user_1") could make every other
 * account's statistics of that id read them all, on the embedded database's one thread.
 */
export class Migration0024CollectionMembersByCollectionUser extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index if not exists generic_collection_members_by_collection_user on generic_collection_members (collection_id, user_id) where user_id is not null;',
    );
    this.addSql('drop index if exists generic_collection_members_by_user;');
  }

  override async down(): Promise<void> {
    this.addSql(
      'create index if not exists generic_collection_members_by_user on generic_collection_members (user_id) where user_id is not null;',
    );
    this.addSql('drop index if exists generic_collection_members_by_collection_user;');
  }
}
