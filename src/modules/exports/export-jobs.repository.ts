// I/O of export jobs (memory and usage exports).
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import type { Schemas } from '../schemas.js';

export type ExportStatus = Schemas['ExportJobStatus'];

export interface ExportJobRow {
  id: string;
  accountId: string;
  kind: 'memory' | 'usage';
  status: ExportStatus;
  format: string;
  collections: string[] | null;
  filters: Schemas['MemoryFilters'];
  includeVectors: boolean;
  includeMetadata: boolean;
  startDate: Date | null;
  endDate: Date | null;
  memoriesCount: number | null;
  fileSizeBytes: number | null;
  progressPct: number;
  fileName: string | null;
  error: string | null;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date | null;
}

interface Raw {
  id: string;
  account_id: string;
  kind: 'memory' | 'usage';
  status: ExportStatus;
  format: string;
  collections: string[] | string | null;
  filters: Schemas['MemoryFilters'] | string;
  include_vectors: boolean;
  include_metadata: boolean;
  start_date: string | Date | null;
  end_date: string | Date | null;
  memories_count: string | number | null;
  file_size_bytes: string | number | null;
  progress_pct: number | string;
  file_name: string | null;
  error: string | null;
  created_at: string | Date;
  completed_at: string | Date | null;
  expires_at: string | Date | null;
}

function toRow(raw: Raw): ExportJobRow {
  return {
    id: raw.id,
    accountId: raw.account_id,
    kind: raw.kind,
    status: raw.status,
    format: raw.format,
    collections: raw.collections === null ? null : jsonColumn(raw.collections),
    filters: jsonColumn(raw.filters),
    includeVectors: raw.include_vectors,
    includeMetadata: raw.include_metadata,
    startDate: parseOptionalTimestamp(raw.start_date),
    endDate: parseOptionalTimestamp(raw.end_date),
    memoriesCount: raw.memories_count === null ? null : Number(raw.memories_count),
    fileSizeBytes: raw.file_size_bytes === null ? null : Number(raw.file_size_bytes),
    progressPct: Number(raw.progress_pct),
    fileName: raw.file_name,
    error: raw.error,
    createdAt: parseTimestamp(raw.created_at),
    completedAt: parseOptionalTimestamp(raw.completed_at),
    expiresAt: parseOptionalTimestamp(raw.expires_at),
  };
}

export interface NewMemoryExport {
  id: string;
  accountId: string;
  format: string;
  collections: string[] | null;
  filters: Schemas['MemoryFilters'];
  includeVectors: boolean;
  includeMetadata: boolean;
  fileName: string;
}

export interface CompletedUsageExport {
  id: string;
  accountId: string;
  format: string;
  startDate: Date;
  endDate: Date;
  fileName: string;
  fileSizeBytes: number;
  expiresAt: Date;
}

export class ExportJobsRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** Inserts a PROCESSING memory export inside the caller's transaction (refused by the one-running index while another runs). */
  async insertMemoryExport(em: EntityManager, job: NewMemoryExport): Promise<void> {
    await em.execute(
      `insert into export_jobs (id, account_id, kind, status, format, collections, filters, include_vectors, include_metadata, file_name)
       values (?, ?, 'memory', 'PROCESSING', ?, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        job.id,
        job.accountId,
        job.format,
        job.collections === null ? null : JSON.stringify(job.collections),
        JSON.stringify(job.filters),
        job.includeVectors,
        job.includeMetadata,
        job.fileName,
      ],
    );
  }

  async setQueueJob(em: EntityManager, id: string, queueJobId: string): Promise<void> {
    await em.execute('update export_jobs set queue_job_id = ? where id = ?', [queueJobId, id]);
  }

  async insertCompletedUsageExport(job: CompletedUsageExport): Promise<ExportJobRow> {
    const [raw] = await this.sql.execute<Raw[]>(
      `insert into export_jobs (id, account_id, kind, status, format, start_date, end_date, file_name, file_size_bytes, progress_pct, completed_at, expires_at)
       values (?, ?, 'usage', 'COMPLETED', ?, ?, ?, ?, ?, 100, now(), ?) returning *`,
      [
        job.id,
        job.accountId,
        job.format,
        job.startDate.toISOString(),
        job.endDate.toISOString(),
        job.fileName,
        job.fileSizeBytes,
        job.expiresAt.toISOString(),
      ],
    );
    return toRow(raw!);
  }

  /** The job (of the account, when given). */
  async find(id: string, accountId?: string): Promise<ExportJobRow | null> {
    const rows = await this.sql.execute<Raw[]>(
      `select * from export_jobs where id = ?${accountId === undefined ? '' : ' and account_id = ?'}`,
      accountId === undefined ? [id] : [id, accountId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** The account's memory export that is still running, if any. */
  async running(accountId: string): Promise<ExportJobRow | null> {
    const rows = await this.sql.execute<Raw[]>(
      "select * from export_jobs where account_id = ? and kind = 'memory' and status in ('PENDING', 'PROCESSING')",
      [accountId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Starts an attempt over: progress back to 0 while the job is still running. */
  async restart(id: string): Promise<boolean> {
    const rows = await this.sql.execute<unknown[]>(
      "update export_jobs set status = 'PROCESSING', progress_pct = 0 where id = ? and status in ('PENDING', 'PROCESSING') returning id",
      [id],
    );
    return rows.length > 0;
  }

  async setProgress(id: string, progressPct: number): Promise<void> {
    await this.sql.execute("update export_jobs set progress_pct = ? where id = ? and status = 'PROCESSING'", [
      progressPct,
      id,
    ]);
  }

  async complete(
    id: string,
    result: { memoriesCount: number; fileSizeBytes: number; ttlSeconds: number },
  ): Promise<boolean> {
    const rows = await this.sql.execute<unknown[]>(
      `update export_jobs set status = 'COMPLETED', progress_pct = 100, memories_count = ?, file_size_bytes = ?, completed_at = now(),
              expires_at = now() + (? || ' seconds')::interval
        where id = ? and status = 'PROCESSING' returning id`,
      [result.memoriesCount, result.fileSizeBytes, String(result.ttlSeconds), id],
    );
    return rows.length > 0;
  }

  async fail(id: string, error: string): Promise<void> {
    await this.sql.execute(
      "update export_jobs set status = 'FAILED', error = ?, completed_at = now() where id = ? and status in ('PENDING', 'PROCESSING')",
      [error, id],
    );
  }

  /** Exports still PENDING or PROCESSING, with their run on the job queue. */
  async unfinished(): Promise<{ id: string; queueJobId: string }[]> {
    const rows = await this.sql.execute<{ id: string; queue_job_id: string }[]>(
      "select id, queue_job_id from export_jobs where status in ('PENDING', 'PROCESSING') and queue_job_id is not null",
    );
    return rows.map((r) => ({ id: r.id, queueJobId: r.queue_job_id }));
  }

  /** Marks completed jobs past their expiry EXPIRED; answers their file names (to delete). */
  async expireDue(): Promise<string[]> {
    const rows = await this.sql.execute<{ file_name: string | null }[]>(
      "update export_jobs set status = 'EXPIRED' where status = 'COMPLETED' and expires_at <= now() returning file_name",
    );
    return rows.flatMap((r) => (r.file_name ? [r.file_name] : []));
  }

  /** Marks one job EXPIRED (a download found it past its expiry). */
  async expire(id: string): Promise<void> {
    await this.sql.execute("update export_jobs set status = 'EXPIRED' where id = ? and status = 'COMPLETED'", [id]);
  }
}
