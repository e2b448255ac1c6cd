// Sync jobs of devices (mapped by SyncJobSchema). One IN_PROGRESS job per device (a partial unique
// index): a second request while one runs is refused whatever the concurrency. The first
// heartbeat after the request hands the job over (`handed_over_at`), and every heartbeat answer
// carries its `sync` command until it completes: once the device has synced since the hand-over
// (its `last_sync_at`) and reports nothing left to push. See heartbeats.service.ts.
import type { MikroORM } from '@mikro-orm/postgresql';
import { contextEntityManager } from '../../platform/db/entity-manager.js';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { parseOptionalTimestamp } from '../../platform/db/timestamps.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { SyncJob } from './sync-job.entity.js';

/** A job as its service requests it (it starts IN_PROGRESS). */
export type NewSyncJob = Pick<
  SyncJob,
  | 'id'
  | 'accountId'
  | 'deviceId'
  | 'direction'
  | 'force'
  | 'collections'
  | 'memoriesToPush'
  | 'memoriesToPull'
  | 'startedAt'
>;

export class SyncInProgressError extends Error {}

/** A device's IN_PROGRESS job, with what its `sync` command carries. */
export interface RunningSyncJob {
  id: string;
  direction: SyncJob['direction'];
  force: boolean;
  collections: string[] | null;
  /** When the first heartbeat handed it over; null while it waits for one. */
  handedOverAt: Date | null;
}

/**
 * SQL for the IN_PROGRESS job of the device whose id is the SQL expression `deviceId` (a jsonb,
 * null without one), for the one statement of another repository that must answer it on its way
 * (the heartbeat batch: devices.repository.ts). This table's SQL stays here; read the column back
 * with `runningJobColumn`.
 */
export function runningJobSql(deviceId: string): string {
  return `(select jsonb_build_object('id', j.id, 'direction', j.direction, 'force', j.force, 'collections', j.collections,
                                     'handed_over_at', j.handed_over_at)
             from device_sync_jobs j where j.device_id = ${deviceId} and j.status = 'IN_PROGRESS')`;
}

export function runningJobColumn(value: Record<string, unknown> | string | null): RunningSyncJob | null {
  if (value === null) return null;
  const job = jsonColumn(value);
  return {
    id: String(job.id),
    direction: job.direction as RunningSyncJob['direction'],
    force: job.force === true,
    collections: Array.isArray(job.collections) ? job.collections.map(String) : null,
    handedOverAt: parseOptionalTimestamp((job.handed_over_at as string | null) ?? null),
  };
}

export class SyncJobsRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Inserts an IN_PROGRESS job; throws SyncInProgressError when the device already has one. A
   * native insert, not a persisted entity: a refused one left in the unit of work would be sent
   * again by the request's next flush.
   */
  async insert(job: NewSyncJob): Promise<void> {
    try {
      await contextEntityManager(this.orm).insert(SyncJob, { ...job, status: 'IN_PROGRESS' });
    } catch (err) {
      if (isUniqueViolation(err, 'device_sync_jobs_one_running')) throw new SyncInProgressError();
      throw err;
    }
  }

  /** The job of the device; NOT_FOUND naming both when there is none. */
  async get(deviceId: string, id: string): Promise<SyncJob> {
    return contextEntityManager(this.orm).findOneOrFail(SyncJob, { id, deviceId });
  }

  /** The device's IN_PROGRESS job, or null. */
  async running(deviceId: string): Promise<SyncJob | null> {
    return contextEntityManager(this.orm).findOne(SyncJob, { deviceId, status: 'IN_PROGRESS' });
  }

  /**
   * Marks the device's running job handed over at `at` unless it was already (two heartbeats at
   * once keep the first time); answers the running job, null when there is none any more. SQL:
   * one conditional update (coalesce) that concurrent heartbeats cannot both win.
   */
  async handOver(deviceId: string, at: Date): Promise<SyncJob | null> {
    return this.updateReturning(
      `update device_sync_jobs set handed_over_at = coalesce(handed_over_at, ?) where device_id = ? and status = 'IN_PROGRESS' returning *`,
      [at.toISOString(), deviceId],
    ).then((jobs) => jobs[0] ?? null);
  }

  /**
   * Completes the device's running job at `at` when it was handed over no later than `syncedAt`
   * (the start of the device's latest sync); answers it, null when no job qualifies. SQL: the
   * condition and the change in one statement, so a job failed meanwhile is not completed.
   */
  async completeHandedOver(deviceId: string, syncedAt: Date, at: Date): Promise<SyncJob | null> {
    return this.updateReturning(
      `update device_sync_jobs set status = 'COMPLETED', completed_at = ?
        where device_id = ? and status = 'IN_PROGRESS' and handed_over_at is not null and handed_over_at <= ? returning *`,
      [at.toISOString(), deviceId, syncedAt.toISOString()],
    ).then((jobs) => jobs[0] ?? null);
  }

  /**
   * Fails the jobs running since before `startedBefore`; answers them. SQL: one update of many
   * rows, claimed with SKIP LOCKED so that instances share the pass.
   */
  async failStale(startedBefore: Date, error: string, at: Date, limit: number): Promise<SyncJob[]> {
    return this.updateReturning(
      `update device_sync_jobs set status = 'FAILED', completed_at = ?, error = ?
        where id in (select id from device_sync_jobs where status = 'IN_PROGRESS' and started_at < ? order by started_at limit ? for update skip locked)
        returning *`,
      [at.toISOString(), error, startedBefore.toISOString(), limit],
    );
  }

  /** Failed jobs of the device since `since` (for the HIGH_ERROR_RATE rule). */
  async failedSince(deviceId: string, since: Date): Promise<number> {
    return contextEntityManager(this.orm).count(SyncJob, { deviceId, status: 'FAILED', completedAt: { $gte: since } });
  }

  /**
   * Of these devices' jobs completed or failed since `since`: the memories the completed ones
   * moved, how many failed, and their mean duration in ms (0 without one). SQL: read-only
   * aggregates for a dashboard, which entities would load row by row.
   */
  async figuresSince(
    deviceIds: readonly string[],
    since: Date,
  ): Promise<{ memoriesMoved: number; failed: number; meanDurationMs: number }> {
    if (deviceIds.length === 0) return { memoriesMoved: 0, failed: 0, meanDurationMs: 0 };
    const [row] = await contextEntityManager(this.orm).execute<
      { moved: string | null; failed: string; duration: string | null }[]
    >(
      `select sum(memories_to_push + memories_to_pull) filter (where status = 'COMPLETED') as moved,
              count(*) filter (where status = 'FAILED') as failed,
              avg(extract(epoch from (completed_at - started_at)) * 1000) filter (where status = 'COMPLETED') as duration
         from device_sync_jobs where device_id = any(?::text[]) and completed_at >= ?`,
      [textArrayLiteral(deviceIds), since.toISOString()],
    );
    return {
      memoriesMoved: Number(row?.moved ?? 0),
      failed: Number(row?.failed ?? 0),
      meanDurationMs: Number(row?.duration ?? 0),
    };
  }

  /** Runs an update `returning *` and maps its rows to entities (merged into the identity map). */
  private async updateReturning(sql: string, params: unknown[]): Promise<SyncJob[]> {
    const em = contextEntityManager(this.orm);
    const rows = await em.execute<Record<string, unknown>[]>(sql, params);
    return rows.map((row) => em.map(SyncJob, row));
  }
}
