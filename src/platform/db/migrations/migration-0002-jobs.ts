import { Migration } from '@mikro-orm/migrations';

/**
 * Durable background jobs (src/platform/jobs/) and the schedules they are fired from.
 *
 * A job is claimed by setting status 'running' with a lease (owner, token, expiry); the token
 * fences every later write of that attempt, so a worker whose lease was taken over can no
 * longer record an outcome. The partial indexes serve the claim statement (due queued jobs, in
 * order) and the sweep that recovers running jobs whose lease expired. A dedupe key is unique only among active
 * (queued or running) jobs, so the same key can be used again once its job has finished.
 *
 * `schedules` rows are owned by their callers: a run is claimed by a compare-and-set on
 * next_run_at, so exactly one instance wins each due time.
 */
export class Migration0002Jobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table jobs (
        id text primary key,
        kind text not null,
        payload jsonb not null default '{}'::jsonb,
        status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
        run_at timestamptz not null default now(),
        attempts integer not null default 0 check (attempts >= 0),
        max_attempts integer not null default 5 check (max_attempts >= 1),
        lease_owner text null,
        lease_token text null,
        lease_expires_at timestamptz null,
        last_error text null,
        result jsonb null,
        progress jsonb null,
        dedupe_key text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        finished_at timestamptz null,
        check ((status = 'running') = (lease_token is not null and lease_expires_at is not null))
      );`);
    this.addSql(`create index jobs_due_idx on jobs (run_at, id) where status = 'queued';`);
    this.addSql(`create index jobs_lease_idx on jobs (lease_expires_at) where status = 'running';`);
    this.addSql(
      `create unique index jobs_dedupe_active_idx on jobs (dedupe_key) where dedupe_key is not null and status in ('queued', 'running');`,
    );
    this.addSql(`create index jobs_kind_created_idx on jobs (kind, created_at);`);
    this.addSql(`
      create table schedules (
        name text primary key,
        next_run_at timestamptz not null,
        last_run_at timestamptz null,
        last_claimed_by text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists schedules, jobs cascade;');
  }
}
