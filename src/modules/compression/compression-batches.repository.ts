// Scheduled compression batches of an account (mapped by CompressionBatchSchema).
import { raw } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { contextEntityManager, definedChanges, pageNewestFirst } from '../../platform/db/entity-manager.js';
import { claimDue } from '../../platform/jobs/index.js';
import { CompressionBatch } from './compression-batch.entity.js';

/** What a request sets on a batch. */
export type BatchFields = Pick<
  CompressionBatch,
  | 'name'
  | 'schedule'
  | 'method'
  | 'quality'
  | 'targetBits'
  | 'collections'
  | 'filters'
  | 'retentionDays'
  | 'enabled'
  | 'nextRunAt'
>;

/** A batch whose run is due: enabled, so its next run is set. */
export type DueBatch = CompressionBatch & { nextRunAt: Date };

export class CompressionBatchesRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Enabled batches whose next run is due, earliest first. Due by the database's clock, which
   * claimRun compares with too (raw `now()`): a batch found due here is due for the claim.
   */
  async due(limit: number): Promise<DueBatch[]> {
    return (await contextEntityManager(this.orm).find(
      CompressionBatch,
      { enabled: true, nextRunAt: { $lte: raw('now()') } },
      { orderBy: { nextRunAt: 'asc' }, limit },
    )) as DueBatch[];
  }

  /**
   * Takes the batch's due run in the caller's transaction: a compare-and-set of next_run_at from
   * the due time to the following one, so one instance wins a due time however many tick at once.
   * SQL: the shared claimDue, which compares next_run_at at millisecond precision (the column
   * keeps microseconds) and against the database's `now()`, which an entity filter cannot.
   */
  async claimRun(em: EntityManager, batch: DueBatch, nextRunAt: Date): Promise<boolean> {
    return claimDue(em, {
      table: 'compression_batches',
      id: batch.id,
      expectedNextRunAt: batch.nextRunAt,
      newNextRunAt: nextRunAt,
    });
  }

  /** Notes the run's job on the batch, in the transaction that claimed the run. */
  async recordRun(em: EntityManager, batchId: string, jobId: string): Promise<void> {
    await em.nativeUpdate(CompressionBatch, { id: batchId }, { lastRunAt: new Date(), lastJobId: jobId });
  }

  async create(accountId: string, id: string, fields: BatchFields): Promise<CompressionBatch> {
    const em = contextEntityManager(this.orm);
    const batch = em.create(CompressionBatch, { ...fields, id, accountId, lastRunAt: null, lastJobId: null });
    await em.flush();
    return batch;
  }

  /** The batch of the account; COMPRESSION_BATCH_NOT_FOUND when there is none. */
  async get(accountId: string, id: string): Promise<CompressionBatch> {
    return contextEntityManager(this.orm).findOneOrFail(CompressionBatch, { id, accountId });
  }

  async page(accountId: string, limit: number, offset: number): Promise<{ rows: CompressionBatch[]; total: number }> {
    return pageNewestFirst(contextEntityManager(this.orm), CompressionBatch, { accountId }, limit, offset);
  }

  /** Changes the fields given (an undefined one stays as it is); COMPRESSION_BATCH_NOT_FOUND when unknown. */
  async update(accountId: string, id: string, changes: Partial<BatchFields>): Promise<CompressionBatch> {
    const em = contextEntityManager(this.orm);
    const batch = await em.findOneOrFail(CompressionBatch, { id, accountId });
    em.assign(batch, definedChanges(changes));
    await em.flush();
    return batch;
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return (await contextEntityManager(this.orm).nativeDelete(CompressionBatch, { id, accountId })) > 0;
  }
}
