// Runs compression batches on their schedules. Every instance ticks; each due batch is claimed
// by a compare-and-set of its next_run_at (from the due time to the following one) in the same
// transaction that creates its compression job, so a due time starts exactly one run however
// many instances tick at once. The tick also fails jobs the queue gave up on and deletes jobs
// past their retention.
import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import type { Caller } from '../accounts/caller.js';
import type { Tier } from '../accounts/tiers.js';
import type { Schemas } from '../schemas.js';
import type { QuotaService } from '../usage/quota.service.js';
import { nextRunAt } from './batch-schedule.js';
import { fingerprintOf } from './compress-batch.js';
import type { CompressionBatchesRepository, DueBatch } from './compression-batches.repository.js';
import type { CompressionJobsService } from './compression-jobs.service.js';
import type { VectorBatch } from './vector-input.js';

/**
 * The float vectors of an account's memories in the given collections (all when empty) that
 * match the filters. Memory areas provide them; with none stored, a run compresses nothing.
 */
export type BatchVectorSource = (
  accountId: string,
  collections: string[],
  filters: Schemas['MemoryFilters'],
) => Promise<VectorBatch>;

const DUE_PER_TICK = 20;

export class BatchRunner {
  private readonly task: PeriodicTask;

  constructor(
    private readonly deps: {
      orm: MikroORM;
      batches: CompressionBatchesRepository;
      jobs: CompressionJobsService;
      vectors: BatchVectorSource;
      quota: QuotaService;
      /** The account's current tier, null when it no longer exists. */
      tierOf: (accountId: string) => Promise<Tier | null>;
      logger: Logger;
      intervalMs: number;
      clock?: () => Date;
    },
  ) {
    this.task = new PeriodicTask(
      { name: 'compression batch tick', intervalMs: deps.intervalMs, logger: deps.logger },
      async () => {
        await this.tick();
      },
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Starts every due batch once; returns the ids of the compression jobs started. */
  async tick(): Promise<string[]> {
    const now = this.deps.clock?.() ?? new Date();
    const due = await this.deps.batches.due(DUE_PER_TICK);
    const started: string[] = [];
    for (const batch of due) {
      const jobId = await this.runOnce(batch, now);
      if (jobId) started.push(jobId);
    }
    await this.deps.jobs.reconcile();
    return started;
  }

  /**
   * The run's vectors count against the account's monthly compression-vector quota. The quota is
   * taken before the transaction (on the embedded database no second connection may be used while
   * a transaction holds the session) and given back when another instance won the due time; a
   * run over the quota is recorded as a FAILED job.
   */
  private async takeQuota(batch: DueBatch, count: number): Promise<{ caller: Caller | null; refusal: string | null }> {
    if (count === 0) return { caller: null, refusal: null };
    const tier = await this.deps.tierOf(batch.accountId);
    if (!tier) return { caller: null, refusal: 'the account no longer exists' };
    const caller: Caller = { accountId: batch.accountId, tier, environment: 'live', keyId: null };
    try {
      await this.deps.quota.consume(caller, 'compression_vectors', count);
      return { caller, refusal: null };
    } catch (err) {
      if (err instanceof AppError && err.code === 'QUOTA_EXCEEDED') return { caller: null, refusal: err.message };
      throw err;
    }
  }

  private async runOnce(batch: DueBatch, now: Date): Promise<string | null> {
    const settings = { method: batch.method, quality: batch.quality, targetBits: batch.targetBits };
    const vectors = await this.deps.vectors(batch.accountId, batch.collections, batch.filters);
    const { caller, refusal } = await this.takeQuota(batch, vectors.count);
    const jobId = await this.deps.orm.em.fork().transactional(async (em) => {
      const won = await this.deps.batches.claimRun(em, batch, nextRunAt(batch.schedule, now));
      if (!won) return null; // another instance started this due time
      const jobId = await this.deps.jobs.enqueueWithin(em, {
        accountId: batch.accountId,
        batchId: batch.id,
        settings,
        batch: vectors,
        fingerprint: `${fingerprintOf(vectors, { method: settings.method, quality: settings.quality, bits: settings.targetBits })}:${batch.id}:${batch.nextRunAt.toISOString()}`,
        retentionDays: batch.retentionDays,
        ...(refusal ? { failure: refusal } : {}),
      });
      await this.deps.batches.recordRun(em, batch.id, jobId);
      return jobId;
    });
    if (!jobId && caller) await this.deps.quota.refund(caller, 'compression_vectors', vectors.count);
    return jobId;
  }
}

/** The vector source while no memory area stores vectors: every run compresses nothing. */
export const noStoredVectors: BatchVectorSource = async () => ({ count: 0, dimension: 0, values: new Float32Array(0) });
