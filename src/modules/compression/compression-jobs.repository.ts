// Compression jobs and their chunks. The input of a job is stored in chunks of vectors (float32,
// little-endian); each chunk's output is written in the same transaction as the job's progress,
// so a job interrupted by a restart resumes at its first chunk without output.
import { raw } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { contextEntityManager, pageNewestFirst } from '../../platform/db/entity-manager.js';
import { recordEvents } from '../events/domain-events.js';
import { memoryEvents } from '../events/memory-events.js';
import { ratioOf, type BatchFigures } from './compress-batch.js';
import { CompressionJob, type JobStatus } from './compression-job.entity.js';

/** A job as its service creates it, with its input. */
export type NewJob = Pick<
  CompressionJob,
  'id' | 'accountId' | 'batchId' | 'method' | 'quality' | 'targetBits' | 'dimension' | 'fingerprint' | 'vectorsCount'
> & {
  /** Each chunk: its vector count and its float32 values. */
  chunks: { count: number; values: Float32Array }[];
  /** Set for a job that fails before it starts (a batch run over the quota): stored FAILED with this error. */
  failure?: { error: string; retentionDays: number };
};

// The times of a job are the database's (now()), as they always were: a fresh fragment each use.
const now = () => raw<object, Date>('now()');
/** `now() + retentionDays days`. */
const retainedFor = (retentionDays: number) =>
  raw<object, Date>(`now() + (? || ' days')::interval`, [String(retentionDays)]);

export class CompressionJobsRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Inserts the job and its input chunks through `em` (inside the caller's transaction): the job
   * as a native insert (the chunks reference it at once), the chunks in SQL (bytea input).
   */
  async insert(em: EntityManager, job: NewJob): Promise<void> {
    const { chunks, failure, ...record } = job;
    if (failure) {
      await em.insert(CompressionJob, {
        ...record,
        status: 'FAILED',
        chunkCount: 0,
        error: failure.error,
        completedAt: now(),
        deleteAfter: retainedFor(failure.retentionDays),
      });
      return;
    }
    await em.insert(CompressionJob, { ...record, status: 'PENDING', chunkCount: chunks.length });
    for (const [index, chunk] of chunks.entries()) {
      const input = Buffer.from(chunk.values.buffer, chunk.values.byteOffset, chunk.values.byteLength);
      await em.execute(
        'insert into compression_job_chunks (job_id, chunk_index, vectors_count, input) values (?, ?, ?, ?)',
        [job.id, index, chunk.count, input],
      );
    }
  }

  /** Records the job's run on the job queue, through `em` (inside the caller's transaction). */
  async setQueueJob(em: EntityManager, id: string, queueJobId: string): Promise<void> {
    await em.nativeUpdate(CompressionJob, { id }, { queueJobId });
  }

  /** The job, or null (background work, which names no account). */
  async find(id: string): Promise<CompressionJob | null> {
    return contextEntityManager(this.orm).findOne(CompressionJob, { id });
  }

  /** The job of the account; COMPRESSION_JOB_NOT_FOUND when there is none. */
  async get(id: string, accountId: string): Promise<CompressionJob> {
    return contextEntityManager(this.orm).findOneOrFail(CompressionJob, { id, accountId });
  }

  async page(
    accountId: string,
    status: JobStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: CompressionJob[]; total: number }> {
    return pageNewestFirst(
      contextEntityManager(this.orm),
      CompressionJob,
      status ? { accountId, status } : { accountId },
      limit,
      offset,
    );
  }

  /** Marks a PENDING (or already RUNNING) job RUNNING; the time it first started stays. */
  async markRunning(id: string): Promise<void> {
    await contextEntityManager(this.orm).nativeUpdate(
      CompressionJob,
      { id, status: { $in: ['PENDING', 'RUNNING'] } },
      { status: 'RUNNING', startedAt: raw<object, Date>('coalesce(started_at, now())') },
    );
  }

  /**
   * The next chunk without output, with its input, or null when every chunk is done. SQL: chunks
   * are bytea storage of the job (compression_job_chunks, not mapped), read one at a time.
   */
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

  /**
   * Stores a chunk's output and adds its figures to the job, in one transaction; false if it was
   * already stored. SQL: a conditional write of a bytea chunk, and increments of the job's sums
   * made by the database (`x = x + ?`), so that a chunk counted twice is impossible.
   */
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

  /**
   * Completes a running job and records its MEMORY_COMPRESSED event in the same transaction. SQL:
   * the conditional update answers the figures the event carries in one statement (`returning`).
   */
  async complete(id: string, retentionDays: number): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const [row] = await em.execute<Record<string, unknown>[]>(
        `update compression_jobs set status = 'COMPLETED', completed_at = now(), delete_after = now() + (? || ' days')::interval
          where id = ? and status = 'RUNNING' returning *`,
        [String(retentionDays), id],
      );
      if (!row) return;
      const done = em.map(CompressionJob, row);
      const event = memoryEvents.compressed(done.accountId, {
        memoryId: null,
        jobId: id,
        method: done.method,
        targetBits: done.targetBits,
        vectorsCount: done.vectorsCount,
        ratio: ratioOf(done),
      });
      await recordEvents(em, [event], new Date());
    });
  }

  /** Fails a job that has not ended; it is kept `retentionDays` more. */
  async fail(id: string, error: string, retentionDays: number): Promise<void> {
    await contextEntityManager(this.orm).nativeUpdate(
      CompressionJob,
      { id, status: { $in: ['PENDING', 'RUNNING'] } },
      { status: 'FAILED', error, completedAt: now(), deleteAfter: retainedFor(retentionDays) },
    );
  }

  /** Outputs of every chunk, in order. SQL: bytea chunks (compression_job_chunks, not mapped). */
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
  async statuses(ids: readonly string[]): Promise<Map<string, JobStatus>> {
    if (ids.length === 0) return new Map();
    const jobs = await contextEntityManager(this.orm).find(
      CompressionJob,
      { id: { $in: [...ids] } },
      { fields: ['id', 'status'] },
    );
    return new Map(jobs.map((j) => [j.id, j.status]));
  }

  /** Whether the account has a job of this fingerprint still PENDING or RUNNING (at most one: a unique index). */
  async hasActive(accountId: string, fingerprint: string): Promise<boolean> {
    const active = await contextEntityManager(this.orm).count(CompressionJob, {
      accountId,
      fingerprint,
      status: { $in: ['PENDING', 'RUNNING'] },
    });
    return active > 0;
  }

  /** Jobs still PENDING or RUNNING, with their run on the job queue. */
  async unfinished(): Promise<{ id: string; queueJobId: string }[]> {
    const jobs = await contextEntityManager(this.orm).find(
      CompressionJob,
      { status: { $in: ['PENDING', 'RUNNING'] }, queueJobId: { $ne: null } },
      { fields: ['id', 'queueJobId'] },
    );
    return jobs.map((j) => ({ id: j.id, queueJobId: j.queueJobId! }));
  }

  /** Deletes jobs (and their chunks, by foreign key) past their retention; returns how many. */
  async deleteExpired(): Promise<number> {
    return contextEntityManager(this.orm).nativeDelete(CompressionJob, { deleteAfter: { $lt: now() } });
  }
}
