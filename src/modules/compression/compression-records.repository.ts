// One record per compression (a POST /v1/compress call or a completed job): the in-progress
// guard while it runs, and the figures the analytics add up once it has completed.
import type { MikroORM } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { parseOptionalTimestamp } from '../../platform/db/timestamps.js';
import { newId } from '../../platform/ids.js';
import type { Schemas } from '../schemas.js';

export type Method = Schemas['CompressionMethod'];
export type Quality = Schemas['QualityPreset'];

export interface CompressionRun {
  accountId: string;
  fingerprint: string;
  method: Method;
  quality: Quality;
  targetBits: number;
  vectorsCount: number;
}

export interface CompressionFigures {
  originalBytes: number;
  compressedBytes: number;
  cosineSum: number;
}

export interface MethodTotals {
  method: Method;
  compressions: number;
  vectors: number;
  originalBytes: number;
  compressedBytes: number;
  ratioSum: number;
  cosineSum: number;
  lastCompletedAt: Date | null;
}

/** A run still marked running after this long was cut off (its process died): it no longer blocks. */
const STALE_AFTER_MINUTES = 15;

export class CompressionInProgressError extends Error {}

export class CompressionRecordsRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Marks a compression as running; refuses one identical to a compression of the account still running. */
  async begin(run: CompressionRun): Promise<string> {
    const connection = this.orm.em.getConnection();
    await connection.execute(
      `update compression_records set status = 'failed', completed_at = now()
        where account_id = ? and fingerprint = ? and status = 'running' and started_at < now() - interval '${STALE_AFTER_MINUTES} minutes'`,
      [run.accountId, run.fingerprint],
    );
    const id = newId('crec');
    try {
      await connection.execute(
        `insert into compression_records (id, account_id, fingerprint, status, method, quality, target_bits, vectors_count)
         values (?, ?, ?, 'running', ?, ?, ?, ?)`,
        [id, run.accountId, run.fingerprint, run.method, run.quality, run.targetBits, run.vectorsCount],
      );
    } catch (err) {
      if (isUniqueViolation(err, 'compression_records_running_idx')) throw new CompressionInProgressError();
      throw err;
    }
    return id;
  }

  /** Whether an identical compression of the account is running as a request (not as a job). */
  async isRunning(accountId: string, fingerprint: string): Promise<boolean> {
    const rows = await this.orm.em.getConnection().execute<{ n: string }[]>(
      `select count(*) as n from compression_records where account_id = ? and fingerprint = ? and status = 'running'
          and started_at >= now() - interval '${STALE_AFTER_MINUTES} minutes'`,
      [accountId, fingerprint],
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }

  async complete(id: string, figures: CompressionFigures): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(
        `update compression_records set status = 'completed', completed_at = now(), original_bytes = ?, compressed_bytes = ?, cosine_sum = ? where id = ?`,
        [figures.originalBytes, figures.compressedBytes, figures.cosineSum, id],
      );
  }

  async fail(id: string): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(`update compression_records set status = 'failed', completed_at = now() where id = ?`, [id]);
  }

  /** A completed compression that ran as a job (it never passed through begin). */
  async recordCompleted(run: CompressionRun & { jobId: string }, figures: CompressionFigures): Promise<void> {
    await this.orm.em.getConnection().execute(
      `insert into compression_records (id, account_id, job_id, fingerprint, status, method, quality, target_bits, vectors_count,
                                        original_bytes, compressed_bytes, cosine_sum, completed_at)
       values (?, ?, ?, ?, 'completed', ?, ?, ?, ?, ?, ?, ?, now())`,
      [
        newId('crec'),
        run.accountId,
        run.jobId,
        run.fingerprint,
        run.method,
        run.quality,
        run.targetBits,
        run.vectorsCount,
        figures.originalBytes,
        figures.compressedBytes,
        figures.cosineSum,
      ],
    );
  }

  async totalsByMethod(accountId: string): Promise<MethodTotals[]> {
    const rows = await this.orm.em.getConnection().execute<
      {
        method: Method;
        compressions: string;
        vectors: string;
        original_bytes: string;
        compressed_bytes: string;
        ratio_sum: number | null;
        cosine_sum: number | null;
        last_completed_at: Date | string | null;
      }[]
    >(
      `select method, count(*) as compressions, sum(vectors_count) as vectors, sum(original_bytes) as original_bytes,
              sum(compressed_bytes) as compressed_bytes,
              sum(original_bytes::double precision / nullif(compressed_bytes, 0)) as ratio_sum,
              sum(cosine_sum) as cosine_sum, max(completed_at) as last_completed_at
         from compression_records where account_id = ? and status = 'completed' group by method order by method`,
      [accountId],
    );
    return rows.map((r) => ({
      method: r.method,
      compressions: Number(r.compressions),
      vectors: Number(r.vectors),
      originalBytes: Number(r.original_bytes),
      compressedBytes: Number(r.compressed_bytes),
      ratioSum: Number(r.ratio_sum ?? 0),
      cosineSum: Number(r.cosine_sum ?? 0),
      lastCompletedAt: parseOptionalTimestamp(r.last_completed_at),
    }));
  }
}
