import { Migration } from '@mikro-orm/migrations';

/** Accounts, API keys (hashed), usage counters and service-wide secrets. */
export class Migration0001Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table accounts (
        id text primary key,
        email text not null,
        email_normalized text not null unique,
        name text null,
        tier text not null default 'free' check (tier in ('free', 'builder', 'scale', 'enterprise')),
        vector_db_url text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table api_keys (
        id text primary key,
        account_id text not null references accounts (id) on delete cascade,
        key_hash text not null unique,
        environment text not null check (environment in ('live', 'test')),
        created_at timestamptz not null default now(),
        revoked_at timestamptz null
      );`);
    this.addSql('create index api_keys_account_idx on api_keys (account_id);');
    this.addSql(`
      create table usage_counters (
        account_id text not null references accounts (id) on delete cascade,
        period_start date not null,
        environment text not null check (environment in ('live', 'test')),
        metric text not null,
        amount bigint not null default 0 check (amount >= 0),
        primary key (account_id, period_start, environment, metric)
      );`);
    this.addSql(`
      create table service_secrets (
        name text primary key,
        value text not null,
        created_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists service_secrets, usage_counters, api_keys, accounts cascade;');
  }
}
