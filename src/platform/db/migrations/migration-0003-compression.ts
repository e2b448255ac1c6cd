import { Migration } from '@mikro-orm/migrations';

/**
 * Compression: one record per finished compression (analytics), the in-progress guard, jobs
 * with their input and output in chunks (a job resumes chunk by chunk after a restart), and
 * scheduled batches.
 */
export class Migration0003Compression extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table compression_records (
        id text primary key,
        account_id text not null references accounts (id) on delete cascade,
        job_id text null,
        fingerprint text not null,
        status text not null check (status in ('running', 'completed', 'failed')),
        method text not null,
        quality text not null,
        target_bits integer not null,
        vectors_count bigint not null,
        original_bytes bigint not null default 0,
        compressed_bytes bigint not null default 0,
        cosine_sum double precision not null default 0,
        started_at timestamptz not null default now(),
        completed_at timestamptz null
      );`);
    this.addSql(
      `create unique index compression_records_running_idx on compression_records (account_id, fingerprint) where status = 'running';`,
    );
    this.addSql('create index compression_records_account_idx on compression_records (account_id, completed_at);');
    this.addSql(`
      create table compression_jobs (
        id text primary key,
        account_id text not null references accounts (id) on delete cascade,
        batch_id text null,
        queue_job_id text null,
        status text not null check (status in ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED')),
        method text not null,
        quality text not null,
        target_bits integer not null,
        dimension integer not null,
        fingerprint text not null,
        vectors_count bigint not null,
        vectors_processed bigint not null default 0,
        chunk_count integer not null,
        original_bytes bigint not null default 0,
        compressed_bytes bigint not null default 0,
        cosine_sum double precision not null default 0,
        mse_sum double precision not null default 0,
        max_abs_error double precision not null default 0,
        signal_energy double precision not null default 0,
        noise_energy double precision not null default 0,
        error text null,
        created_at timestamptz not null default now(),
        started_at timestamptz null,
        completed_at timestamptz null,
        delete_after timestamptz null
      );`);
    this.addSql(
      `create unique index compression_jobs_active_idx on compression_jobs (account_id, fingerprint) where status in ('PENDING', 'RUNNING');`,
    );
    this.addSql('create index compression_jobs_account_idx on compression_jobs (account_id, created_at desc);');
    this.addSql(`
      create table compression_job_chunks (
        job_id text not null references compression_jobs (id) on delete cascade,
        chunk_index integer not null,
        vectors_count integer not null,
        input bytea not null,
        output bytea null,
        primary key (job_id, chunk_index)
      );`);
    this.addSql(`
      create table compression_batches (
        id text primary key,
        account_id text not null references accounts (id) on delete cascade,
        name text not null,
        schedule text not null,
        method text not null,
        quality text not null,
        target_bits integer not null,
        collections jsonb not null default '[]',
        filters jsonb not null default '{}',
        retention_days integer not null,
        enabled boolean not null default true,
        next_run_at timestamptz null,
        last_run_at timestamptz null,
        last_job_id text null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index compression_batches_due_idx on compression_batches (next_run_at) where enabled;');
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop table if exists compression_batches, compression_job_chunks, compression_jobs, compression_records cascade;',
    );
  }
}
