// Scheduled compression batches of an account.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import { claimDue } from '../../platform/jobs/index.js';
import type { Schemas } from '../schemas.js';
import type { Method, Quality } from './compression-records.repository.js';

export interface BatchRow {
  id: string;
  account_id: string;
  name: string;
  schedule: string;
  method: Method;
  quality: Quality;
  target_bits: number;
  collections: string[];
  filters: Schemas['MemoryFilters'];
  retention_days: number;
  enabled: boolean;
  /** Raw statements return timestamps as text; see platform/db/timestamps.ts. */
  next_run_at: Date | string | null;
  last_run_at: Date | string | null;
  last_job_id: string | null;
  created_at: Date | string;
}

/** A batch whose run is due: enabled, so its next_run_at is set. */
export type DueBatch = Pick<
  BatchRow,
  'id' | 'account_id' | 'schedule' | 'method' | 'quality' | 'target_bits' | 'collections' | 'filters' | 'retention_days'
> & {
  next_run_at: string | Date;
};

export type BatchFields = Omit<BatchRow, 'account_id' | 'last_run_at' | 'last_job_id' | 'created_at'>;

const SELECT = 'select b.* from compression_batches b';

export class CompressionBatchesRepository {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  /** Enabled batches whose next run is due, earliest first. */
  async due(limit: number): Promise<DueBatch[]> {
    return this.connection.execute<DueBatch[]>(
      `select id, account_id, schedule, next_run_at, method, quality, target_bits, collections, filters, retention_days
         from compression_batches where enabled and next_run_at <= now() order by next_run_at limit ?`,
      [limit],
    );
  }

  /**
   * Takes the batch's due run in the caller's transaction: a compare-and-set of next_run_at from
   * the due time to the following one, so one instance wins a due time however many tick at once.
   */
  async claimRun(em: EntityManager, batch: DueBatch, nextRunAt: Date): Promise<boolean> {
    return claimDue(em, {
      table: 'compression_batches',
      id: batch.id,
      expectedNextRunAt: parseTimestamp(batch.next_run_at),
      newNextRunAt: nextRunAt,
    });
  }

  /** Notes the run's job on the batch, in the transaction that claimed the run. */
  async recordRun(em: EntityManager, batchId: string, jobId: string): Promise<void> {
    await em.execute('update compression_batches set last_run_at = now(), last_job_id = ? where id = ?', [
      jobId,
      batchId,
    ]);
  }

  async create(accountId: string, fields: BatchFields): Promise<BatchRow> {
    await this.connection.execute(
      `insert into compression_batches (id, account_id, name, schedule, method, quality, target_bits, collections, filters, retention_days, enabled, next_run_at)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        fields.id,
        accountId,
        fields.name,
        fields.schedule,
        fields.method,
        fields.quality,
        fields.target_bits,
        JSON.stringify(fields.collections),
        JSON.stringify(fields.filters),
        fields.retention_days,
        fields.enabled,
        fields.next_run_at,
      ],
    );
    return (await this.find(accountId, fields.id))!;
  }

  async find(accountId: string, id: string): Promise<BatchRow | null> {
    const rows = await this.connection.execute<BatchRow[]>(`${SELECT} where b.account_id = ? and b.id = ?`, [
      accountId,
      id,
    ]);
    return rows[0] ?? null;
  }

  async page(accountId: string, limit: number, offset: number): Promise<{ rows: BatchRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.connection.execute<BatchRow[]>(
        `${SELECT} where b.account_id = ? order by b.created_at desc, b.id limit ? offset ?`,
        [accountId, limit, offset],
      ),
      this.connection.execute<{ n: string }[]>('select count(*) as n from compression_batches where account_id = ?', [
        accountId,
      ]),
    ]);
    return { rows, total: Number(count[0]?.n ?? 0) };
  }

  async update(accountId: string, fields: BatchFields): Promise<BatchRow | null> {
    const changed = await this.connection.execute(
      `update compression_batches set name = ?, schedule = ?, method = ?, quality = ?, target_bits = ?, collections = ?::jsonb,
              filters = ?::jsonb, retention_days = ?, enabled = ?, next_run_at = ? where account_id = ? and id = ?`,
      [
        fields.name,
        fields.schedule,
        fields.method,
        fields.quality,
        fields.target_bits,
        JSON.stringify(fields.collections),
        JSON.stringify(fields.filters),
        fields.retention_days,
        fields.enabled,
        fields.next_run_at,
        accountId,
        fields.id,
      ],
      'run',
    );
    return (changed as unknown as { affectedRows: number }).affectedRows ? this.find(accountId, fields.id) : null;
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    const deleted = await this.connection.execute(
      'delete from compression_batches where account_id = ? and id = ?',
      [accountId, id],
      'run',
    );
    return (deleted as unknown as { affectedRows: number }).affectedRows > 0;
  }
}
