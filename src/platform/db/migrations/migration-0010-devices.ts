import { Migration } from '@mikro-orm/migrations';

/**
 * Edge fleets and devices, their alerts and sync jobs.
 *
 * - A device's own `sync_strategy` is null when it follows its fleet (or INTELLIGENT without
 *   one), so a fleet's change reaches its devices without rewriting them.
 * - Device tokens are kept only as SHA-256 (`token_hash`), like API keys.
 * - The latest heartbeat's metrics stay on the device row (`metrics`): a heartbeat is one
 *   update, and the dashboard reads the rows it already has.
 * - At most one ACTIVE alert per device and type, and one IN_PROGRESS sync job per device, are
 *   unique indexes: concurrent heartbeats or requests cannot make a second one.
 */
export class Migration0010Devices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists fleets (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        name text not null,
        description text null,
        sync_strategy text not null,
        sync_interval_seconds integer null,
        metadata jsonb not null default '{}'::jsonb,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index if not exists fleets_by_account on fleets (account_id, created_at desc, id);');
    this.addSql(`
      create table if not exists devices (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        fleet_id text null references fleets(id) on delete set null,
        name text not null,
        type text not null,
        status text not null default 'OFFLINE' check (status in ('ONLINE', 'OFFLINE', 'MAINTENANCE')),
        sync_strategy text null,
        sync_interval_seconds integer null,
        token_hash text not null unique,
        capabilities jsonb not null default '{}'::jsonb,
        metadata jsonb not null default '{}'::jsonb,
        memories_count bigint not null default 0,
        sync_pending_count bigint not null default 0,
        metrics jsonb null,
        last_heartbeat_at timestamptz null,
        last_sync_at timestamptz null,
        online_since timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index if not exists devices_by_account on devices (account_id, created_at desc, id);');
    this.addSql('create index if not exists devices_by_fleet on devices (fleet_id);');
    this.addSql(
      "create index if not exists devices_awaited on devices (coalesce(last_heartbeat_at, created_at)) where status = 'ONLINE';",
    );
    this.addSql(`
      create table if not exists device_alerts (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        device_id text not null references devices(id) on delete cascade,
        fleet_id text null references fleets(id) on delete set null,
        type text not null,
        status text not null check (status in ('ACTIVE', 'RESOLVED')),
        message text not null,
        resolution_note text null,
        created_at timestamptz not null,
        resolved_at timestamptz null
      );`);
    this.addSql(
      "create unique index if not exists device_alerts_one_active on device_alerts (device_id, type) where status = 'ACTIVE';",
    );
    this.addSql(
      'create index if not exists device_alerts_by_account on device_alerts (account_id, created_at desc, id);',
    );
    this.addSql('create index if not exists device_alerts_by_fleet on device_alerts (fleet_id, created_at desc);');
    this.addSql(`
      create table if not exists device_sync_jobs (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        device_id text not null references devices(id) on delete cascade,
        direction text not null check (direction in ('push', 'pull', 'both')),
        force boolean not null,
        collections text[] null,
        status text not null check (status in ('IN_PROGRESS', 'COMPLETED', 'FAILED')),
        memories_to_push bigint not null,
        memories_to_pull bigint not null,
        handed_over_at timestamptz null,
        started_at timestamptz not null,
        completed_at timestamptz null,
        error text null
      );`);
    this.addSql(
      "create unique index if not exists device_sync_jobs_one_running on device_sync_jobs (device_id) where status = 'IN_PROGRESS';",
    );
    this.addSql(
      'create index if not exists device_sync_jobs_by_device on device_sync_jobs (device_id, started_at desc);',
    );
    this.addSql(
      "create index if not exists device_sync_jobs_running on device_sync_jobs (started_at) where status = 'IN_PROGRESS';",
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists device_sync_jobs;');
    this.addSql('drop table if exists device_alerts;');
    this.addSql('drop table if exists devices;');
    this.addSql('drop table if exists fleets;');
  }
}
