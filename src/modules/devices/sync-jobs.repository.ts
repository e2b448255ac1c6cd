// Sync jobs of devices. One IN_PROGRESS job per device (a partial unique index): a second
// request while one runs is refused whatever the concurrency. The first heartbeat after the
// request hands the job over (`handed_over_at`), and every heartbeat answer carries its `sync`
// command until it completes: once the device has synced since the hand-over (its
// `last_sync_at`) and reports nothing left to push. See heartbeats.service.ts.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { textArrayColumn, textArrayLiteral } from '../../platform/db/sql-literals.js';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import type { Schemas } from '../schemas.js';

export type SyncDirection = Schemas['SyncDirection'];
export type SyncJobStatus = Schemas['SyncJobStatus'];

export interface SyncJobRecord {
  id: string;
  accountId: string;
  deviceId: string;
  direction: SyncDirection;
  force: boolean;
  collections: string[] | null;
  status: SyncJobStatus;
  memoriesToPush: number;
  memoriesToPull: number;
  handedOverAt: Date | null;
  startedAt: Date;
  completedAt: Date | null;
  error: string | null;
}

export class SyncInProgressError extends Error {}

interface SyncJobRow {
  id: string;
  account_id: string;
  device_id: string;
  direction: SyncDirection;
  force: boolean;
  collections: string[] | string | null;
  status: SyncJobStatus;
  memories_to_push: string | number;
  memories_to_pull: string | number;
  handed_over_at: string | Date | null;
  started_at: string | Date;
  completed_at: string | Date | null;
  error: string | null;
}

const COLUMNS =
  'id, account_id, device_id, direction, force, collections, status, memories_to_push, memories_to_pull, handed_over_at, started_at, completed_at, error';

function toJob(row: SyncJobRow): SyncJobRecord {
  const collections = row.collections;
  return {
    id: row.id,
    accountId: row.account_id,
    deviceId: row.device_id,
    direction: row.direction,
    force: row.force,
    collections: collections === null ? null : textArrayColumn(collections),
    status: row.status,
    memoriesToPush: Number(row.memories_to_push),
    memoriesToPull: Number(row.memories_to_pull),
    handedOverAt: parseOptionalTimestamp(row.handed_over_at),
    startedAt: parseTimestamp(row.started_at),
    completedAt: parseOptionalTimestamp(row.completed_at),
    error: row.error,
  };
}

export class SyncJobsRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql(): SqlExecutor {
    return this.orm.em.getConnection();
  }

  /** Inserts an IN_PROGRESS job; throws SyncInProgressError when the device already has one. */
  async insert(job: Omit<SyncJobRecord, 'status' | 'handedOverAt' | 'completedAt' | 'error'>): Promise<void> {
    try {
      await this.sql.execute(
        `insert into device_sync_jobs (id, account_id, device_id, direction, force, collections, status, memories_to_push, memories_to_pull, started_at)
         values (?, ?, ?, ?, ?, ?::text[], 'IN_PROGRESS', ?, ?, ?)`,
        [
          job.id,
          job.accountId,
          job.deviceId,
          job.direction,
          job.force,
          job.collections === null ? null : textArrayLiteral(job.collections),
          job.memoriesToPush,
          job.memoriesToPull,
          job.startedAt.toISOString(),
        ],
      );
    } catch (err) {
      if (isUniqueViolation(err, 'device_sync_jobs_one_running')) throw new SyncInProgressError();
      throw err;
    }
  }

  async find(deviceId: string, id: string): Promise<SyncJobRecord | null> {
    const [row] = (await this.sql.execute(`select ${COLUMNS} from device_sync_jobs where id = ? and device_id = ?`, [
      id,
      deviceId,
    ])) as SyncJobRow[];
    return row ? toJob(row) : null;
  }

  async running(deviceId: string): Promise<SyncJobRecord | null> {
    const [row] = (await this.sql.execute(
      `select ${COLUMNS} from device_sync_jobs where device_id = ? and status = 'IN_PROGRESS'`,
      [deviceId],
    )) as SyncJobRow[];
    return row ? toJob(row) : null;
  }

  /**
   * Marks the device's running job handed over at `at` unless it was already (two heartbeats at
   * once keep the first time); answers the running job, null when there is none any more.
   */
  async handOver(deviceId: string, at: Date): Promise<SyncJobRecord | null> {
    const [row] = (await this.sql.execute(
      `update device_sync_jobs set handed_over_at = coalesce(handed_over_at, ?) where device_id = ? and status = 'IN_PROGRESS' returning ${COLUMNS}`,
      [at.toISOString(), deviceId],
    )) as SyncJobRow[];
    return row ? toJob(row) : null;
  }

  /**
   * Completes the device's running job at `at` when it was handed over no later than `syncedAt`
   * (the start of the device's latest sync); answers it, null when no job qualifies.
   */
  async completeHandedOver(deviceId: string, syncedAt: Date, at: Date): Promise<SyncJobRecord | null> {
    const [row] = (await this.sql.execute(
      `update device_sync_jobs set status = 'COMPLETED', completed_at = ?
        where device_id = ? and status = 'IN_PROGRESS' and handed_over_at is not null and handed_over_at <= ? returning ${COLUMNS}`,
      [at.toISOString(), deviceId, syncedAt.toISOString()],
    )) as SyncJobRow[];
    return row ? toJob(row) : null;
  }

  /** Fails the jobs running since before `startedBefore`; answers them. */
  async failStale(startedBefore: Date, error: string, at: Date, limit: number): Promise<SyncJobRecord[]> {
    const rows = (await this.sql.execute(
      `update device_sync_jobs set status = 'FAILED', completed_at = ?, error = ?
        where id in (select id from device_sync_jobs where status = 'IN_PROGRESS' and started_at < ? order by started_at limit ? for update skip locked)
        returning ${COLUMNS}`,
      [at.toISOString(), error, startedBefore.toISOString(), limit],
    )) as SyncJobRow[];
    return rows.map(toJob);
  }

  /** Failed jobs of the device since `since` (for the HIGH_ERROR_RATE rule). */
  async failedSince(deviceId: string, since: Date): Promise<number> {
    const [row] = (await this.sql.execute(
      "select count(*) as n from device_sync_jobs where device_id = ? and status = 'FAILED' and completed_at >= ?",
      [deviceId, since.toISOString()],
    )) as { n: string }[];
    return Number(row!.n);
  }
}
