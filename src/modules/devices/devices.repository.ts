// Devices (mapped by DeviceSchema): registration under the account's maximum, reads, changes and
// deletion through the entity manager; token checks, heartbeats, liveness and syncs in SQL.
import type { MikroORM } from '@mikro-orm/postgresql';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import {
  contextEntityManager,
  definedChanges,
  insertWithinLimit,
  pageNewestFirst,
} from '../../platform/db/entity-manager.js';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { parseOptionalTimestamp } from '../../platform/db/timestamps.js';
import { MicroBatcher } from '../../platform/micro-batcher.js';
import type { AlertType } from './device-alert.entity.js';
import { activeAlertTypesColumn, activeAlertTypesSql } from './device-alerts.repository.js';
import { Device, type DeviceStatus, type DeviceType } from './device.entity.js';
import type { SyncStrategy } from './fleet.entity.js';
import { fleetSyncColumn, fleetSyncSql, type FleetSync } from './fleets.repository.js';
import { runningJobColumn, runningJobSql, type RunningSyncJob } from './sync-jobs.repository.js';

/** A device as its service registers it. */
export type NewDevice = Pick<
  Device,
  | 'id'
  | 'accountId'
  | 'fleetId'
  | 'name'
  | 'type'
  | 'syncStrategy'
  | 'syncIntervalSeconds'
  | 'tokenHash'
  | 'capabilities'
  | 'metadata'
  | 'createdAt'
>;

export type DeviceChanges = Partial<
  Pick<Device, 'name' | 'fleetId' | 'syncIntervalSeconds' | 'status' | 'metadata'> & { syncStrategy: SyncStrategy }
>;

/** A fleet's devices: how many, how many ONLINE and how many OFFLINE. */
export interface FleetDeviceCounts {
  deviceCount: number;
  onlineCount: number;
  offlineCount: number;
}

/** A device of a fleet as its dashboard counts it. */
export interface FleetMember {
  id: string;
  type: DeviceType;
  status: DeviceStatus;
  /** What the device last reported of its memory use, and the memory it declared; null when unknown. */
  memoryUsagePct: number | null;
  memoryMb: number | null;
}

export interface DeviceFilter {
  fleetId?: string;
  type?: DeviceType;
  status?: DeviceStatus;
}

/** What a heartbeat's statement answers of its device (what it recorded too), under the entity's names. */
export type BeatingDevice = Pick<
  Device,
  | 'id'
  | 'accountId'
  | 'fleetId'
  | 'status'
  | 'memoriesCount'
  | 'syncStrategy'
  | 'syncIntervalSeconds'
  | 'syncPendingCount'
  | 'lastSyncAt'
> & {
  /** The latest metrics, merged over the earlier ones. */
  metrics: Record<string, unknown>;
};

export interface RecordedHeartbeat {
  before: DeviceStatus;
  device: BeatingDevice;
  activeAlerts: ReadonlySet<AlertType>;
  /** The device's IN_PROGRESS sync job, with what its `sync` command carries. */
  runningJob: RunningSyncJob | null;
  /** Its fleet's sync settings (null without a fleet). */
  fleetSync: FleetSync | null;
}

/** What a heartbeat reports; absent fields keep their stored values. */
export interface HeartbeatReport {
  memoriesCount?: number;
  syncPendingCount?: number;
  metrics: Record<string, unknown>;
}

/** Heartbeats recorded in one statement at most. */
const HEARTBEAT_BATCH = 64;
/** Token checks that arrive while one runs go together as the next statement (as heartbeats do). */
const TOKEN_CHECK_BATCH = 64;

interface HeartbeatToRecord {
  id: string;
  tokenHash: string;
  report: HeartbeatReport;
  at: Date;
}

export class DevicesRepository {
  private readonly heartbeats: MicroBatcher<HeartbeatToRecord, RecordedHeartbeat | null>;
  /**
   * Admission checks every device-token request before its body is read; at hundreds of
   * heartbeats a second one statement each would queue on the embedded database's one session.
   */
  private readonly tokenChecks = new MicroBatcher<{ id: string; tokenHash: string }, string | null>(
    (batch) => this.accountsOfTokens(batch),
    {
      maxBatch: TOKEN_CHECK_BATCH,
      maxWaitMs: 0,
    },
  );

  constructor(private readonly orm: MikroORM) {
    this.heartbeats = new MicroBatcher((batch) => this.recordHeartbeats(batch), {
      maxBatch: HEARTBEAT_BATCH,
      maxWaitMs: 0,
      keyOf: (h) => h.id,
      retryAlone: true,
    });
  }

  private get sql() {
    return this.orm.em.getConnection();
  }

  /**
   * The account of the device of this id when it has this token hash; null otherwise. SQL: the
   * checks that arrive together are one statement (see tokenChecks), which entity reads are not.
   */
  accountOfToken(deviceId: string, tokenHash: string): Promise<string | null> {
    return this.tokenChecks.submit({ id: deviceId, tokenHash });
  }

  private async accountsOfTokens(batch: readonly { id: string; tokenHash: string }[]): Promise<(string | null)[]> {
    const input = batch.map((c, n) => ({ n, id: c.id, token_hash: c.tokenHash }));
    const rows = await this.sql.execute<{ n: number; account_id: string }[]>(
      `select i.n, d.account_id from jsonb_to_recordset(?::jsonb) as i(n integer, id text, token_hash text)
         join devices d on d.id = i.id and d.token_hash = i.token_hash`,
      [JSON.stringify(input)],
    );
    const owners = new Map(rows.map((r) => [Number(r.n), r.account_id]));
    return batch.map((_, n) => owners.get(n) ?? null);
  }

  /** Inserts the device unless the account already has `limit` (counted under a lock of the account). */
  async insertWithin(device: NewDevice, limit: number): Promise<{ inserted: boolean; count: number }> {
    return insertWithinLimit(contextEntityManager(this.orm), Device, device, limit, 10011);
  }

  /** The device of the account; DEVICE_NOT_FOUND when there is none. */
  async get(accountId: string, id: string): Promise<Device> {
    return contextEntityManager(this.orm).findOneOrFail(Device, { id, accountId });
  }

  /** The device of the account, or null. */
  async find(accountId: string, id: string): Promise<Device | null> {
    return contextEntityManager(this.orm).findOne(Device, { id, accountId });
  }

  async page(
    accountId: string,
    filter: DeviceFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: Device[]; total: number }> {
    return pageNewestFirst(
      contextEntityManager(this.orm),
      Device,
      { accountId, ...definedChanges(filter) },
      limit,
      offset,
    );
  }

  async update(accountId: string, id: string, changes: DeviceChanges, at: Date): Promise<Device> {
    const em = contextEntityManager(this.orm);
    const device = await em.findOneOrFail(Device, { id, accountId });
    em.assign(device, {
      ...definedChanges(changes),
      updatedAt: at,
      // uptime counts from the moment the device (re)enters ONLINE
      ...(changes.status === undefined ? {} : { onlineSince: changes.status === 'ONLINE' ? at : null }),
    });
    await em.flush();
    return device;
  }

  /**
   * Per fleet of these: its devices, and how many are ONLINE and OFFLINE (a fleet without devices
   * is absent). SQL: one grouped count for a page of fleets, which entities would load row by row.
   */
  async countsByFleet(fleetIds: readonly string[]): Promise<Map<string, FleetDeviceCounts>> {
    if (fleetIds.length === 0) return new Map();
    const rows = await this.sql.execute<{ fleet_id: string; devices: number; online: number; offline: number }[]>(
      `select fleet_id, count(*)::int as devices, (count(*) filter (where status = 'ONLINE'))::int as online,
              (count(*) filter (where status = 'OFFLINE'))::int as offline
         from devices where fleet_id = any(?::text[]) group by fleet_id`,
      [textArrayLiteral(fleetIds)],
    );
    return new Map(
      rows.map((r) => [
        r.fleet_id,
        { deviceCount: Number(r.devices), onlineCount: Number(r.online), offlineCount: Number(r.offline) },
      ]),
    );
  }

  /**
   * The fleet's devices, with what its dashboard shows of each. SQL: two fields out of the
   * metrics and capabilities of every device of the fleet, which entities would load whole.
   */
  async ofFleet(fleetId: string): Promise<FleetMember[]> {
    const rows = await this.sql.execute<
      {
        id: string;
        type: DeviceType;
        status: DeviceStatus;
        memory_usage_pct: string | null;
        memory_mb: string | null;
      }[]
    >(
      `select id, type, status, metrics->>'memory_usage_pct' as memory_usage_pct, capabilities->>'memory_mb' as memory_mb
         from devices where fleet_id = ?`,
      [fleetId],
    );
    const numberOrNull = (v: string | null) => (v === null || !Number.isFinite(Number(v)) ? null : Number(v));
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      memoryUsagePct: numberOrNull(r.memory_usage_pct),
      memoryMb: numberOrNull(r.memory_mb),
    }));
  }

  /** Deletes the device; its alerts, sync jobs and memory links go with it (foreign keys). */
  async remove(accountId: string, id: string): Promise<boolean> {
    return (await contextEntityManager(this.orm).nativeDelete(Device, { id, accountId })) > 0;
  }

  /**
   * Records a heartbeat, which is also its authentication (the device must have this id and
   * token): the time, the reported counts, the metrics (merged over the previous ones, so a
   * heartbeat may report only what changed), and OFFLINE to ONLINE (MAINTENANCE stays). Answers
   * the status before, the device after, its ACTIVE alert types, its running sync job and its
   * fleet's sync settings, so that a heartbeat without news costs no other statement. Those
   * three are read by SQL their own repositories write (`activeAlertTypesSql`, `runningJobSql`,
   * `fleetSyncSql`): splitting them into statements of their own doubled the heartbeats' p50 and
   * p99 at 500/s on the embedded database (docs/decisions.md). Null: no such device with this
   * token.
   *
   * Heartbeats that arrive while an earlier one is being recorded wait and are then recorded
   * together, in one statement (at most HEARTBEAT_BATCH, one per device): a burst costs one trip
   * to the database and one commit instead of one each, and a database pause delays the
   * heartbeats queued behind it once, not one after another. A batch that fails is tried again
   * heartbeat by heartbeat, so that a heartbeat the database refuses fails alone.
   *
   * SQL: one batched update for many heartbeats (the `heartbeats` benchmark), whose rows are
   * mapped by hand to the few fields a heartbeat answer needs.
   */
  recordHeartbeat(id: string, tokenHash: string, report: HeartbeatReport, at: Date): Promise<RecordedHeartbeat | null> {
    return this.heartbeats.submit({ id, tokenHash, report, at });
  }

  /** Heartbeats recorded so far, and in how many statements. */
  get heartbeatBatches(): { readonly batches: number; readonly items: number } {
    return this.heartbeats.stats;
  }

  private async recordHeartbeats(batch: readonly HeartbeatToRecord[]): Promise<(RecordedHeartbeat | null)[]> {
    const input = batch.map((h, n) => ({
      n,
      id: h.id,
      token_hash: h.tokenHash,
      at: h.at.toISOString(),
      memories_count: h.report.memoriesCount ?? null,
      sync_pending_count: h.report.syncPendingCount ?? null,
      metrics: h.report.metrics,
    }));
    // The devices are locked in the order of their ids, so that concurrent batches (of several
    // instances on one PostgreSQL) cannot deadlock.
    const rows = await this.sql.execute<
      {
        id: string;
        account_id: string;
        fleet_id: string | null;
        status: DeviceStatus;
        memories_count: string | number;
        sync_strategy: SyncStrategy | null;
        sync_interval_seconds: number | null;
        sync_pending_count: string | number;
        metrics: Record<string, unknown> | string;
        last_sync_at: string | Date | null;
        n: number;
        previous_status: DeviceStatus;
        active_alerts: string[] | string | null;
        running_job: Record<string, unknown> | string | null;
        fleet_sync: Record<string, unknown> | string | null;
      }[]
    >(
      `with input as (
         select * from jsonb_to_recordset(?::jsonb)
           as i(n integer, id text, token_hash text, at timestamptz, memories_count bigint, sync_pending_count bigint, metrics jsonb)),
       updated as (
         update devices d set
           last_heartbeat_at = p.at,
           memories_count = coalesce(p.memories_count, d.memories_count),
           sync_pending_count = coalesce(p.sync_pending_count, d.sync_pending_count),
           metrics = coalesce(d.metrics, '{}'::jsonb) || p.metrics,
           status = case when d.status = 'OFFLINE' then 'ONLINE' else d.status end,
           online_since = case when d.status = 'OFFLINE' then p.at when d.status = 'ONLINE' then coalesce(d.online_since, p.at) else d.online_since end
         from (select i.*, dv.status as previous_status
                 from input i join devices dv on dv.id = i.id and dv.token_hash = i.token_hash
                order by dv.id for update of dv) p
         where d.id = p.id
         returning d.id, d.account_id, d.fleet_id, d.status, d.memories_count, d.sync_strategy, d.sync_interval_seconds,
                   d.sync_pending_count, d.metrics, d.last_sync_at, p.n, p.previous_status)
       select u.*, ${activeAlertTypesSql('u.id')} as active_alerts, ${runningJobSql('u.id')} as running_job,
              ${fleetSyncSql('u.fleet_id')} as fleet_sync
         from updated u`,
      [JSON.stringify(input)],
    );
    const recorded: (RecordedHeartbeat | null)[] = batch.map(() => null);
    for (const row of rows) {
      recorded[Number(row.n)] = {
        before: row.previous_status,
        device: {
          id: row.id,
          accountId: row.account_id,
          fleetId: row.fleet_id,
          status: row.status,
          memoriesCount: Number(row.memories_count),
          syncStrategy: row.sync_strategy,
          syncIntervalSeconds: row.sync_interval_seconds,
          syncPendingCount: Number(row.sync_pending_count),
          lastSyncAt: parseOptionalTimestamp(row.last_sync_at),
          metrics: jsonColumn(row.metrics),
        },
        activeAlerts: activeAlertTypesColumn(row.active_alerts),
        runningJob: runningJobColumn(row.running_job),
        fleetSync: fleetSyncColumn(row.fleet_sync),
      };
    }
    return recorded;
  }

  /**
   * ONLINE devices whose latest heartbeat (or registration) is older than `before`, moved to
   * OFFLINE; answers them. SQL: one update of many rows, claimed with SKIP LOCKED so that
   * instances share the pass; its rows are mapped to entities.
   */
  async markSilentOffline(before: Date, limit: number): Promise<Device[]> {
    const em = contextEntityManager(this.orm);
    const rows = await em.execute<Record<string, unknown>[]>(
      `with silent as (
         select id from devices where status = 'ONLINE' and coalesce(last_heartbeat_at, created_at) < ? order by coalesce(last_heartbeat_at, created_at) limit ? for update skip locked)
       update devices d set status = 'OFFLINE', online_since = null from silent where d.id = silent.id returning d.*`,
      [before.toISOString(), limit],
    );
    return rows.map((row) => em.map(Device, row));
  }

  /**
   * Records a sync of the device (a push, or a pull to the end of the feed) that started at `at`.
   * `last_sync_at` only moves forward, so syncs answered out of order cannot set it back. SQL: a
   * conditional update (greatest) that reads nothing, on the hot path of every push and pull.
   */
  async markSynced(id: string, at: Date): Promise<void> {
    await this.sql.execute('update devices set last_sync_at = greatest(last_sync_at, ?::timestamptz) where id = ?', [
      at.toISOString(),
      id,
    ]);
  }
}
