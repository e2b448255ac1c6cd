import { Migration } from '@mikro-orm/migrations';

/**
 * Hosted overflow storage: memories whose vectors the service keeps itself, only as TURBOQUANT
 * codes (`code`: the quantizer's wire bytes). Every mutation appends a version and a history
 * event in the same transaction. `overflow_collections.revision` grows with every store and
 * forget of the collection, so that an instance's in-memory search index knows when another
 * instance changed it.
 *
 * `domain_events` is the outbox of memory events (MEMORY_STORED, MEMORY_DECAYED, ...): written in
 * the transaction of the change, in order (`seq`), delivered to webhooks and triggers by background
 * work.
 */
export class Migration0007Overflow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists overflow_collections (
        account_id text not null references accounts(id) on delete cascade,
        name text not null,
        revision bigint not null default 0,
        created_at timestamptz not null default now(),
        primary key (account_id, name)
      );`);
    this.addSql(`
      create table if not exists overflow_memories (
        id text primary key,
        account_id text not null,
        collection text not null,
        text text not null,
        category text not null check (category in ('preference', 'decision', 'fact', 'entity', 'other')),
        importance double precision not null check (importance >= 0 and importance <= 1),
        metadata jsonb not null default '{}'::jsonb,
        code bytea not null,
        storage_bytes integer not null,
        version integer not null default 1,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_recalled_at timestamptz null,
        last_decayed_at timestamptz null,
        foreign key (account_id, collection) references overflow_collections (account_id, name) on delete cascade
      );`);
    this.addSql(
      'create index if not exists overflow_memories_by_time on overflow_memories (account_id, created_at desc, id);',
    );
    this.addSql(
      'create index if not exists overflow_memories_by_collection on overflow_memories (account_id, collection);',
    );
    this.addSql(`
      create table if not exists overflow_memory_versions (
        memory_id text not null references overflow_memories(id) on delete cascade,
        version integer not null,
        text text not null,
        category text not null,
        importance double precision not null,
        created_at timestamptz not null,
        primary key (memory_id, version)
      );`);
    this.addSql(`
      create table if not exists overflow_memory_history (
        id bigserial primary key,
        memory_id text not null references overflow_memories(id) on delete cascade,
        action text not null check (action in ('created', 'importance_updated', 'decayed')),
        details jsonb not null,
        created_at timestamptz not null
      );`);
    this.addSql(
      'create index if not exists overflow_memory_history_by_memory on overflow_memory_history (memory_id, id);',
    );
    this.addSql(`
      create table if not exists domain_events (
        seq bigint generated always as identity primary key,
        id text not null unique,
        account_id text not null references accounts(id) on delete cascade,
        type text not null,
        data jsonb not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index if not exists domain_events_by_account on domain_events (account_id, seq);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists domain_events;');
    this.addSql('drop table if exists overflow_memory_history;');
    this.addSql('drop table if exists overflow_memory_versions;');
    this.addSql('drop table if exists overflow_memories;');
    this.addSql('drop table if exists overflow_collections;');
  }
}
