import { Migration } from '@mikro-orm/migrations';

/**
 * Export jobs: memory exports (written in the background by the job queue) and usage exports
 * (written at once). The file itself lives under DATA_DIR/exports; the row says where the job is
 * (status, progress) and when its download link expires. At most one memory export of an
 * account runs at a time: the partial unique index refuses a second one while the first is
 * PENDING or PROCESSING, across instances.
 */
export class Migration0014Exports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists export_jobs (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        kind text not null check (kind in ('memory', 'usage')),
        status text not null check (status in ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
        format text not null,
        collections jsonb null,
        filters jsonb not null default '{}'::jsonb,
        include_vectors boolean not null default false,
        include_metadata boolean not null default true,
        start_date timestamptz null,
        end_date timestamptz null,
        memories_count bigint null,
        file_size_bytes bigint null,
        progress_pct double precision not null default 0,
        file_name text null,
        queue_job_id text null,
        error text null,
        created_at timestamptz not null default now(),
        completed_at timestamptz null,
        expires_at timestamptz null
      );`);
    this.addSql(
      `create unique index if not exists export_jobs_one_running on export_jobs (account_id) where kind = 'memory' and status in ('PENDING', 'PROCESSING');`,
    );
    this.addSql(
      "create index if not exists export_jobs_expiring on export_jobs (expires_at) where status = 'COMPLETED';",
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists export_jobs;');
  }
}
