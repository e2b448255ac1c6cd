import { Migration } from '@mikro-orm/migrations';

/**
 * The service's own record of each memory written to a vector store (text, category, importance,
 * metadata; used by stats, triggers and exports), and the collections each account has used.
 * `vector_state` is 'pending' from the moment the record is taken until the vector store has the
 * vector, then 'written'; pending records are finished or removed by the repair pass.
 */
export class Migration0006Memories extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists memory_collections (
        account_id text not null references accounts(id) on delete cascade,
        name text not null,
        created_at timestamptz not null default now(),
        primary key (account_id, name)
      );`);
    this.addSql(`
      create table if not exists memories (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        collection text not null,
        text text not null,
        category text not null check (category in ('preference', 'decision', 'fact', 'entity', 'other')),
        importance real not null check (importance >= 0 and importance <= 1),
        metadata jsonb not null default '{}'::jsonb,
        storage_bytes integer not null,
        vector_state text not null check (vector_state in ('pending', 'written')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index if not exists memories_account_collection on memories (account_id, collection, created_at);',
    );
    // Two stores of the same text into one collection at once: the second is the duplicate.
    this.addSql(
      'create unique index if not exists memory_fingerprints_unique_hash on memory_fingerprints (account_id, collection, content_hash);',
    );
    this.addSql("create index if not exists memories_pending on memories (created_at) where vector_state = 'pending';");
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists memories;');
    this.addSql('drop table if exists memory_collections;');
  }
}
