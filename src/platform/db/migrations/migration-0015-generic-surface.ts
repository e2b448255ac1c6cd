import { Migration } from '@mikro-orm/migrations';

/**
 * The generic (mem0-style) surface, on the same memory records as the main surface:
 *
 * - `memories.user_id`: the caller's own end-user id (null when none was given); the vector
 *   stores carry it too, so a search by user is filtered inside the store.
 * - `generic_collections` and `generic_collection_members`: named groupings of existing
 *   memories. They hold no vectors; a member row goes with its memory (cascade).
 * - `generic_user_activity`: the last search of each end user (the last write is read from the
 *   memories themselves), for `last_activity` in the user statistics.
 * - `webhooks.surface`: which surface registered a webhook; each surface lists and changes only
 *   its own, while the one delivery engine serves both.
 */
export class Migration0015GenericSurface extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table memories add column if not exists user_id text null;');
    this.addSql(
      "create index if not exists memories_by_user on memories (account_id, user_id, updated_at) where user_id is not null and vector_state = 'written';",
    );
    this.addSql(`
      create table if not exists generic_collections (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        name text not null,
        description text null,
        metadata jsonb not null default '{}'::jsonb,
        created_at timestamptz not null,
        unique (account_id, name)
      );`);
    this.addSql(`
      create table if not exists generic_collection_members (
        collection_id text not null references generic_collections(id) on delete cascade,
        memory_id text not null references memories(id) on delete cascade,
        added_at timestamptz not null,
        primary key (collection_id, memory_id)
      );`);
    this.addSql(
      'create index if not exists generic_collection_members_by_memory on generic_collection_members (memory_id);',
    );
    this.addSql(`
      create table if not exists generic_user_activity (
        account_id text not null references accounts(id) on delete cascade,
        user_id text not null,
        last_search_at timestamptz not null,
        primary key (account_id, user_id)
      );`);
    this.addSql(
      "alter table webhooks add column if not exists surface text not null default 'main' check (surface in ('main', 'generic'));",
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table webhooks drop column if exists surface;');
    this.addSql('drop table if exists generic_user_activity;');
    this.addSql('drop table if exists generic_collection_members;');
    this.addSql('drop table if exists generic_collections;');
    this.addSql('drop index if exists memories_by_user;');
    this.addSql('alter table memories drop column if exists user_id;');
  }
}
