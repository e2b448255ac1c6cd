import { Migration } from '@mikro-orm/migrations';

/**
 * Usage per account, day and operation, and the service's request measurements.
 *
 * - `usage_daily` counts each metered or billed operation (names in usage-operations.ts) per
 *   account, UTC day and key environment. It is written by the same statement that counts the
 *   monthly quota, so it never disagrees with it and costs no extra round trip. Billing and the
 *   usage export read it.
 * - `request_metrics_minutes` holds one row per minute and series (an operation's requests, or
 *   the embeddings the model made): counts by status class and a fixed-bucket latency histogram.
 *   Each instance adds its in-memory minutes to it every few seconds, so the figures survive
 *   restarts and add up over instances sharing the database. Rows older than 8 days are dropped.
 * - `account_active_days` remembers on which UTC days an account made a request (active users).
 */
export class Migration0013UsageDailyAndMetrics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists usage_daily (
        account_id text not null references accounts(id) on delete cascade,
        day date not null,
        environment text not null check (environment in ('live', 'test')),
        operation text not null,
        count bigint not null default 0,
        primary key (account_id, day, environment, operation)
      );`);
    this.addSql(`
      create table if not exists request_metrics_minutes (
        minute timestamptz not null,
        series text not null,
        count bigint not null default 0,
        count_4xx bigint not null default 0,
        count_5xx bigint not null default 0,
        duration_ms_total double precision not null default 0,
        latency_buckets bigint[] not null default '{}',
        primary key (minute, series)
      );`);
    this.addSql(`
      create table if not exists account_active_days (
        day date not null,
        account_id text not null references accounts(id) on delete cascade,
        primary key (day, account_id)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists account_active_days;');
    this.addSql('drop table if exists request_metrics_minutes;');
    this.addSql('drop table if exists usage_daily;');
  }
}
