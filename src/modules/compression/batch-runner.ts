// Runs compression batches on their schedules. Every instance ticks; each due batch is claimed
// by a compare-and-set of its next_run_at (from the due time to the following one) in the same
// transaction that creates its compression job, so a due time starts exactly one run however
// many instances tick at once. The tick also fails jobs the queue gave up on and deletes jobs
// past their retention.
import type { MikroORM } from '@mikro-orm/postgresql';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import { claimDue } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { Schemas } from '../schemas.js';
import { nextRunAt } from './batch-schedule.js';
import { fingerprintOf } from './compress-batch.js';
import type { Method, Quality } from './compression-records.repository.js';
import type { CompressionJobsService } from './compression-jobs.service.js';
import type { VectorBatch } from './vector-input.js';

/**
 * The float vectors of an account's memories in the given collections (all when empty) that
 * match the filters. Memory areas provide them; with none stored, a run compresses nothing.
 */
export type BatchVectorSource = (accountId: string, collections: string[], filters: Schemas['MemoryFilters']) => Promise<VectorBatch>;

interface DueBatch {
  id: string;
  account_id: string;
  schedule: string;
  next_run_at: string | Date;
  method: Method;
  quality: Quality;
  target_bits: number;
  collections: string[];
  filters: Schemas['MemoryFilters'];
  retention_days: number;
}

const DUE_PER_TICK = 20;

export class BatchRunner {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      orm: MikroORM;
      jobs: CompressionJobsService;
      vectors: BatchVectorSource;
      logger: Logger;
      intervalMs: number;
      clock?: () => Date;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.safeTick(), this.deps.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  private async safeTick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = this.tick()
      .then(() => undefined)
      .catch((err: unknown) => this.deps.logger.error('compression batch tick failed', { error: String(err) }))
      .finally(() => (this.ticking = null));
    await this.ticking;
  }

  /** Starts every due batch once; returns the ids of the compression jobs started. */
  async tick(): Promise<string[]> {
    const now = this.deps.clock?.() ?? new Date();
    const due = await this.deps.orm.em.getConnection().execute<DueBatch[]>(
      `select id, account_id, schedule, next_run_at, method, quality, target_bits, collections, filters, retention_days
         from compression_batches where enabled and next_run_at <= now() order by next_run_at limit ?`,
      [DUE_PER_TICK],
    );
    const started: string[] = [];
    for (const batch of due) {
      const jobId = await this.runOnce(batch, now);
      if (jobId) started.push(jobId);
    }
    await this.deps.jobs.reconcile();
    return started;
  }

  private async runOnce(batch: DueBatch, now: Date): Promise<string | null> {
    const settings = { method: batch.method, quality: batch.quality, targetBits: batch.target_bits };
    const vectors = await this.deps.vectors(batch.account_id, batch.collections, batch.filters);
    return this.deps.orm.em.fork().transactional(async (em) => {
      const won = await claimDue(em, {
        table: 'compression_batches',
        id: batch.id,
        expectedNextRunAt: parseTimestamp(batch.next_run_at),
        newNextRunAt: nextRunAt(batch.schedule, now),
      });
      if (!won) return null; // another instance started this due time
      const jobId = await this.deps.jobs.enqueueWithin(em, {
        accountId: batch.account_id,
        batchId: batch.id,
        settings,
        batch: vectors,
        fingerprint: `${fingerprintOf(vectors, { method: settings.method, quality: settings.quality, bits: settings.targetBits })}:${batch.id}:${parseTimestamp(batch.next_run_at).toISOString()}`,
        retentionDays: batch.retention_days,
      });
      await em.execute('update compression_batches set last_run_at = now(), last_job_id = ? where id = ?', [jobId, batch.id]);
      return jobId;
    });
  }
}

/** The vector source while no memory area stores vectors: every run compresses nothing. */
export const noStoredVectors: BatchVectorSource = async () => ({ count: 0, dimension: 0, values: new Float32Array(0) });
