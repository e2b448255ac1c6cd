// Compression jobs and their chunks. The input of a job is stored in chunks of vectors (float32,
// little-endian); each chunk's output is written in the same transaction as the job's progress,
// so a job interrupted by a restart resumes at its first chunk without output.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { recordEvents } from '../events/domain-events.js';
import { memoryEvents } from '../events/memory-events.js';
import type { Schemas } from '../schemas.js';
import { ratioOf, type BatchFigures } from './compress-batch.js';
import type { Method, Quality } from './compression-records.repository.js';

export type JobStatus = Schemas['CompressionJobStatus'];

export interface JobRow {
  id: string;
  account_id: string;
  batch_id: string | null;
  queue_job_id: string | null;
  status: JobStatus;
  method: Method;
  quality: Quality;
  target_bits: number;
  dimension: number;
  fingerprint: string;
  vectors_count: number;
  vectors_processed: number;
  chunk_count: number;
  original_bytes: number;
  compressed_bytes: number;
  cosine_sum: number;
  mse_sum: number;
  max_abs_error: number;
  signal_energy: number;
  noise_energy: number;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

export interface NewJob {
  id: string;
  accountId: string;
  batchId: string | null;
  method: Method;
  quality: Quality;
  targetBits: number;
  dimension: number;
  fingerprint: string;
  vectorsCount: number;
  /** Each chunk: its vector count and its float32 values. */
  chunks: { count: number; values: Float32Array }[];
  /** Set for a job that fails before it starts (a batch run over the quota): stored FAILED with this error. */
  failure?: { error: string; retentionDays: number };
}

type Raw = Omit<
  JobRow,
  | 'created_at'
  | 'started_at'
  | 'completed_at'
  | 'vectors_count'
  | 'vectors_processed'
  | 'original_bytes'
  | 'compressed_bytes'
> & {
  created_at: string | Date;
  started_at: string | Date | null;
  completed_at: string | Date | null;
  vectors_count: string | number;
  vectors_processed: string | number;
  original_bytes: string | number;
  compressed_bytes: string | number;
};

function toRow(raw: Raw): JobRow {
  return {
    ...raw,
    vectors_count: Number(raw.vectors_count),
    vectors_processed: Number(raw.vectors_processed),
    original_bytes: Number(raw.original_bytes),
    compressed_bytes: Number(raw.compressed_bytes),
    created_at: parseTimestamp(raw.created_at),
    started_at: parseOptionalTimestamp(raw.started_at),
    completed_at: parseOptionalTimestamp(raw.completed_at),
  };
}

export class CompressionJobsRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Inserts the job and its input chunks through `em` (inside the caller's transaction). */
  async insert(em: EntityManager, job: NewJob): Promise<void> {
    if (job.failure) {
      await em.execute(
        `insert into compression_jobs (id, account_id, batch_id, status, method, quality, target_bits, dimension, fingerprint, vectors_count,
                                       chunk_count, error, completed_at, delete_after)
         values (?, ?, ?, 'FAILED', ?, ?, ?, ?, ?, ?, 0, ?, now(), now() + (? || ' days')::interval)`,
        [
          job.id,
          job.accountId,
          job.batchId,
          job.method,
          job.quality,
          job.targetBits,
          job.dimension,
          job.fingerprint,
          job.vectorsCount,
          job.failure.error,
          String(job.failure.retentionDays),
        ],
      );
      return;
    }
    await em.execute(
      `insert into compression_jobs (id, account_id, batch_id, status, method, quality, target_bits, dimension, fingerprint, vectors_count, chunk_count)
       values (?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?)`,
      [
        job.id,
        job.accountId,
        job.batchId,
        job.method,
        job.quality,
        job.targetBits,
        job.dimension,
        job.fingerprint,
        job.vectorsCount,
        job.chunks.length,
      ],
    );
    for (const [index, chunk] of job.chunks.entries()) {
      const input = Buffer.from(chunk.values.buffer, chunk.values.byteOffset, chunk.values.byteLength);
      await em.execute(
        'insert into compression_job_chunks (job_id, chunk_index, vectors_count, input) values (?, ?, ?, ?)',
        [job.id, index, chunk.count, input],
      );
    }
  }

  async setQueueJob(em: EntityManager, id: string, queueJobId: string): Promise<void> {
    await em.execute('update compression_jobs set queue_job_id = ? where id = ?', [queueJobId, id]);
  }

  async find(id: string, accountId?: string): Promise<JobRow | null> {
    const rows = await this.orm.em
      .getConnection()
      .execute<Raw[]>(
        `select * from compression_jobs where id = ?${accountId ? ' and account_id = ?' : ''}`,
        accountId ? [id, accountId] : [id],
      );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async page(
    accountId: string,
    status: JobStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: JobRow[]; total: number }> {
    const where = `account_id = ?${status ? ' and status = ?' : ''}`;
    const params = status ? [accountId, status] : [accountId];
    const connection = this.orm.em.getConnection();
    const [rows, count] = await Promise.all([
      connection.execute<Raw[]>(
        `select * from compression_jobs where ${where} order by created_at desc, id limit ? offset ?`,
        [...params, limit, offset],
      ),
      connection.execute<{ n: string }[]>(`select count(*) as n from compression_jobs where ${where}`, params),
    ]);
    return { rows: rows.map(toRow), total: Number(count[0]?.n ?? 0) };
  }

  async markRunning(id: string): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(
        `update compression_jobs set status = 'RUNNING', started_at = coalesce(started_at, now()) where id = ? and status in ('PENDING', 'RUNNING')`,
        [id],
      );
  }

  /** The next chunk without output, with its input, or null when every chunk is done. */
  async nextPendingChunk(id: string): Promise<{ index: number; count: number; input: Buffer } | null> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ chunk_index: number; vectors_count: number; input: Buffer }[]>(
        'select chunk_index, vectors_count, input from compression_job_chunks where job_id = ? and output is null order by chunk_index limit 1',
        [id],
      );
    const row = rows[0];
    return row ? { index: row.chunk_index, count: row.vectors_count, input: row.input } : null;
  }

  /** Stores a chunk's output and adds its figures to the job, in one transaction; false if it was already stored. */
  async saveChunk(id: string, index: number, output: Buffer, figures: BatchFigures): Promise<boolean> {
    return this.orm.em.fork().transactional(async (em) => {
      const stored = await em.execute(
        'update compression_job_chunks set output = ? where job_id = ? and chunk_index = ? and output is null',
        [output, id, index],
        'run',
      );
      if (!(stored as unknown as { affectedRows: number }).affectedRows) return false;
      await em.execute(
        `update compression_jobs set vectors_processed = vectors_processed + ?, original_bytes = original_bytes + ?,
                compressed_bytes = compressed_bytes + ?, cosine_sum = cosine_sum + ?, mse_sum = mse_sum + ?,
                max_abs_error = greatest(max_abs_error, ?), signal_energy = signal_energy + ?, noise_energy = noise_energy + ?
          where id = ?`,
        [
          figures.vectors,
          figures.originalBytes,
          figures.compressedBytes,
          figures.cosineSum,
          figures.mseSum,
          figures.maxAbsoluteError,
          figures.signalEnergy,
          figures.noiseEnergy,
          id,
        ],
      );
      return true;
    });
  }

  /** Completes a running job and records its MEMORY_COMPRESSED event in the same transaction. */
  async complete(id: string, retentionDays: number): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const [done] = await em.execute<
        {
          account_id: string;
          method: string;
          target_bits: number | string;
          vectors_count: number | string;
          original_bytes: string;
          compressed_bytes: string;
        }[]
      >(
        `update compression_jobs set status = 'COMPLETED', completed_at = now(), delete_after = now() + (? || ' days')::interval where id = ? and status = 'RUNNING'
         returning account_id, method, target_bits, vectors_count, original_bytes, compressed_bytes`,
        [String(retentionDays), id],
      );
      if (!done) return;
      const event = memoryEvents.compressed(done.account_id, {
        memoryId: null,
        jobId: id,
        method: done.method,
        targetBits: Number(done.target_bits),
        vectorsCount: Number(done.vectors_count),
        ratio: ratioOf({ originalBytes: Number(done.original_bytes), compressedBytes: Number(done.compressed_bytes) }),
      });
      await recordEvents(em, [event], new Date());
    });
  }

  async fail(id: string, error: string, retentionDays: number): Promise<void> {
    await this.orm.em.getConnection().execute(
      `update compression_jobs set status = 'FAILED', error = ?, completed_at = now(), delete_after = now() + (? || ' days')::interval
          where id = ? and status in ('PENDING', 'RUNNING')`,
      [error, String(retentionDays), id],
    );
  }

  /** Outputs of every chunk, in order. */
  async outputs(id: string): Promise<Buffer[]> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ output: Buffer | null }[]>(
        'select output from compression_job_chunks where job_id = ? order by chunk_index',
        [id],
      );
    return rows.map((r) => r.output ?? Buffer.alloc(0));
  }

  /** The status of each of these jobs (a job deleted past its retention is missing). */
  async statuses(ids: readonly string[]): Promise<Map<string, Schemas['CompressionJobStatus']>> {
    if (ids.length === 0) return new Map();
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string; status: Schemas['CompressionJobStatus'] }[]>(
        'select id, status from compression_jobs where id = any(?::text[])',
        [textArrayLiteral(ids)],
      );
    return new Map(rows.map((r) => [r.id, r.status]));
  }

  /** Whether the account has a job of this fingerprint still PENDING or RUNNING. */
  async hasActive(accountId: string, fingerprint: string): Promise<boolean> {
    const rows = await this.orm.em
      .getConnection()
      .execute<unknown[]>(
        "select 1 from compression_jobs where account_id = ? and fingerprint = ? and status in ('PENDING', 'RUNNING') limit 1",
        [accountId, fingerprint],
      );
    return rows.length > 0;
  }

  /** Jobs still PENDING or RUNNING, with their run on the job queue. */
  async unfinished(): Promise<{ id: string; queueJobId: string }[]> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string; queue_job_id: string }[]>(
        "select id, queue_job_id from compression_jobs where status in ('PENDING', 'RUNNING') and queue_job_id is not null",
      );
    return rows.map((r) => ({ id: r.id, queueJobId: r.queue_job_id }));
  }

  /** Deletes jobs (and their chunks) past their retention; returns how many. */
  async deleteExpired(): Promise<number> {
    const deleted = await this.orm.em
      .getConnection()
      .execute('delete from compression_jobs where delete_after < now()', [], 'run');
    return (deleted as unknown as { affectedRows: number }).affectedRows;
  }
}
