// Devices: registration under the account's maximum, reads with the effective sync strategy
// (the device's own, else its fleet's, else INTELLIGENT), changes, heartbeats and liveness.
import type { MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { SetClause } from '../../platform/db/set-clause.js';
import { textArrayColumn } from '../../platform/db/sql-literals.js';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { whereEquals } from '../../platform/db/where-clause.js';
import { MicroBatcher } from '../../platform/micro-batcher.js';
import type { Schemas } from '../schemas.js';
import type { AlertType } from './device-alert.entity.js';
import type { SyncStrategy } from './fleet.entity.js';

export type DeviceStatus = Schemas['DeviceStatus'];
export type DeviceType = Schemas['DeviceType'];

export interface DeviceRecord {
  id: string;
  accountId: string;
  fleetId: string | null;
  name: string;
  type: DeviceType;
  status: DeviceStatus;
  /** The device's own strategy; null when it follows its fleet. */
  ownStrategy: SyncStrategy | null;
  ownIntervalSeconds: number | null;
  /** What applies: own, else the fleet's, else INTELLIGENT. */
  syncStrategy: SyncStrategy;
  syncIntervalSeconds: number | null;
  capabilities: Record<string, unknown>;
  metadata: Record<string, unknown>;
  memoriesCount: number;
  syncPendingCount: number;
  metrics: Record<string, unknown> | null;
  lastHeartbeatAt: Date | null;
  lastSyncAt: Date | null;
  onlineSince: Date | null;
  createdAt: Date;
}

export interface NewDevice {
  id: string;
  accountId: string;
  fleetId: string | null;
  name: string;
  type: DeviceType;
  ownStrategy: SyncStrategy | null;
  ownIntervalSeconds: number | null;
  tokenHash: string;
  capabilities: Record<string, unknown>;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export type DeviceChanges = Partial<{
  name: string;
  fleetId: string | null;
  ownStrategy: SyncStrategy;
  ownIntervalSeconds: number | null;
  status: DeviceStatus;
  metadata: Record<string, unknown>;
}>;

export interface DeviceFilter {
  fleetId?: string;
  type?: string;
  status?: string;
}

export interface RecordedHeartbeat {
  before: DeviceStatus;
  device: DeviceRecord;
  activeAlerts: ReadonlySet<AlertType>;
  /** The device's IN_PROGRESS sync job, with what its `sync` command carries. */
  runningJob: RunningSyncJob | null;
}

export interface RunningSyncJob {
  id: string;
  direction: Schemas['SyncDirection'];
  force: boolean;
  collections: string[] | null;
  /** When the first heartbeat handed it over; null while it waits for one. */
  handedOverAt: Date | null;
}

/** What a heartbeat reports; absent fields keep their stored values. */
export interface HeartbeatReport {
  memoriesCount?: number;
  syncPendingCount?: number;
  metrics: Record<string, unknown>;
}

interface DeviceRow {
  id: string;
  account_id: string;
  fleet_id: string | null;
  name: string;
  type: DeviceType;
  status: DeviceStatus;
  sync_strategy: SyncStrategy | null;
  sync_interval_seconds: number | null;
  fleet_strategy: SyncStrategy | null;
  fleet_interval: number | null;
  capabilities: Record<string, unknown> | string;
  metadata: Record<string, unknown> | string;
  memories_count: string | number;
  sync_pending_count: string | number;
  metrics: Record<string, unknown> | string | null;
  last_heartbeat_at: string | Date | null;
  last_sync_at: string | Date | null;
  online_since: string | Date | null;
  created_at: string | Date;
}

/** The columns of a device row `d` with its fleet `f`, as toDevice reads them. */
function deviceColumns(d: string): string {
  return `${d}.id, ${d}.account_id, ${d}.fleet_id, ${d}.name, ${d}.type, ${d}.status, ${d}.sync_strategy, ${d}.sync_interval_seconds,
    f.sync_strategy as fleet_strategy, f.sync_interval_seconds as fleet_interval, ${d}.capabilities, ${d}.metadata, ${d}.memories_count,
    ${d}.sync_pending_count, ${d}.metrics, ${d}.last_heartbeat_at, ${d}.last_sync_at, ${d}.online_since, ${d}.created_at`;
}

const SELECT = `select ${deviceColumns('d')} from devices d left join fleets f on f.id = d.fleet_id`;

function toDevice(row: DeviceRow): DeviceRecord {
  const own = row.sync_strategy;
  return {
    id: row.id,
    accountId: row.account_id,
    fleetId: row.fleet_id,
    name: row.name,
    type: row.type,
    status: row.status,
    ownStrategy: own,
    ownIntervalSeconds: row.sync_interval_seconds,
    syncStrategy: own ?? row.fleet_strategy ?? 'INTELLIGENT',
    syncIntervalSeconds: own ? row.sync_interval_seconds : row.fleet_strategy ? row.fleet_interval : null,
    capabilities: jsonColumn(row.capabilities),
    metadata: jsonColumn(row.metadata),
    memoriesCount: Number(row.memories_count),
    syncPendingCount: Number(row.sync_pending_count),
    metrics: row.metrics === null ? null : jsonColumn(row.metrics),
    lastHeartbeatAt: parseOptionalTimestamp(row.last_heartbeat_at),
    lastSyncAt: parseOptionalTimestamp(row.last_sync_at),
    onlineSince: parseOptionalTimestamp(row.online_since),
    createdAt: parseTimestamp(row.created_at),
  };
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

  /** The account of the device of this id when it has this token hash; null otherwise. */
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

  /** Inserts the device unless the account already has `limit` (checked under a lock of the account). */
  async insertWithin(device: NewDevice, limit: number): Promise<{ inserted: boolean; count: number }> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 10011))', [device.accountId]);
      const [row] = await em.execute<{ n: string }[]>('select count(*) as n from devices where account_id = ?', [
        device.accountId,
      ]);
      const count = Number(row!.n);
      if (count >= limit) return { inserted: false, count };
      await em.execute(
        `insert into devices (id, account_id, fleet_id, name, type, sync_strategy, sync_interval_seconds, token_hash, capabilities, metadata, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)`,
        [
          device.id,
          device.accountId,
          device.fleetId,
          device.name,
          device.type,
          device.ownStrategy,
          device.ownIntervalSeconds,
          device.tokenHash,
          JSON.stringify(device.capabilities),
          JSON.stringify(device.metadata),
          device.createdAt.toISOString(),
          device.createdAt.toISOString(),
        ],
      );
      return { inserted: true, count: count + 1 };
    });
  }

  async find(accountId: string, id: string): Promise<DeviceRecord | null> {
    const [row] = await this.sql.execute<DeviceRow[]>(`${SELECT} where d.id = ? and d.account_id = ?`, [id, accountId]);
    return row ? toDevice(row) : null;
  }

  async page(
    accountId: string,
    filter: DeviceFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: DeviceRecord[]; total: number }> {
    const { sql: clause, params } = whereEquals(
      'd.account_id = ?',
      [accountId],
      [
        ['d.fleet_id', filter.fleetId],
        ['d.type', filter.type],
        ['d.status', filter.status],
      ],
    );
    const [count] = await this.sql.execute<{ n: string }[]>(
      `select count(*) as n from devices d where ${clause}`,
      params,
    );
    const rows = await this.sql.execute<DeviceRow[]>(
      `${SELECT} where ${clause} order by d.created_at desc, d.id limit ? offset ?`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toDevice), total: Number(count!.n) };
  }

  async update(accountId: string, id: string, changes: DeviceChanges, at: Date): Promise<boolean> {
    const sets = new SetClause()
      .set('updated_at', at.toISOString())
      .set('name', changes.name)
      .set('fleet_id', changes.fleetId)
      .set('sync_strategy', changes.ownStrategy)
      .set('sync_interval_seconds', changes.ownIntervalSeconds)
      .json('metadata', changes.metadata);
    if (changes.status !== undefined) {
      sets.set('status', changes.status);
      // uptime counts from the moment the device (re)enters ONLINE
      sets.set('online_since', changes.status === 'ONLINE' ? at.toISOString() : null);
    }
    const rows = await this.sql.execute<unknown[]>(
      `update devices set ${sets.sql} where id = ? and account_id = ? returning id`,
      [...sets.params, id, accountId],
    );
    return rows.length > 0;
  }

  async remove(accountId: string, id: string): Promise<boolean> {
    const rows = await this.sql.execute<unknown[]>('delete from devices where id = ? and account_id = ? returning id', [
      id,
      accountId,
    ]);
    return rows.length > 0;
  }

  /**
   * Records a heartbeat, which is also its authentication (the device must have this id and
   * token): the time, the reported counts, the metrics (merged over the previous ones, so a
   * heartbeat may report only what changed), and OFFLINE to ONLINE (MAINTENANCE stays). Answers
   * the status before, the device after, its ACTIVE alert types and its running sync job, so that
   * a heartbeat without news costs no other statement. Null: no such device with this token.
   *
   * Heartbeats that arrive while an earlier one is being recorded wait and are then recorded
   * together, in one statement (at most HEARTBEAT_BATCH, one per device): a burst costs one trip
   * to the database and one commit instead of one each, and a database pause delays the
   * heartbeats queued behind it once, not one after another. A batch that fails is tried again
   * heartbeat by heartbeat, so that a heartbeat the database refuses fails alone.
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
      (DeviceRow & {
        n: number;
        previous_status: DeviceStatus;
        active_alerts: string[] | string | null;
        job_id: string | null;
        job_direction: Schemas['SyncDirection'] | null;
        job_force: boolean | null;
        job_collections: string[] | string | null;
        job_handed_over_at: string | Date | null;
      })[]
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
         returning d.*, p.n, p.previous_status)
       select ${deviceColumns('u')}, u.n, u.previous_status,
              (select array_agg(a.type) from device_alerts a where a.device_id = u.id and a.status = 'ACTIVE') as active_alerts,
              j.id as job_id, j.direction as job_direction, j.force as job_force, j.collections as job_collections, j.handed_over_at as job_handed_over_at
         from updated u
         left join fleets f on f.id = u.fleet_id
         left join device_sync_jobs j on j.device_id = u.id and j.status = 'IN_PROGRESS'`,
      [JSON.stringify(input)],
    );
    const recorded: (RecordedHeartbeat | null)[] = batch.map(() => null);
    for (const row of rows) {
      recorded[Number(row.n)] = {
        before: row.previous_status,
        device: toDevice(row),
        activeAlerts: new Set(textArrayColumn(row.active_alerts) as AlertType[]),
        runningJob:
          row.job_id === null
            ? null
            : {
                id: row.job_id,
                direction: row.job_direction!,
                force: row.job_force === true,
                collections: row.job_collections === null ? null : textArrayColumn(row.job_collections),
                handedOverAt: parseOptionalTimestamp(row.job_handed_over_at),
              },
      };
    }
    return recorded;
  }

  /** ONLINE devices whose latest heartbeat (or registration) is older than `before`, moved to OFFLINE; answers them. */
  async markSilentOffline(before: Date, limit: number): Promise<DeviceRecord[]> {
    const rows = await this.sql.execute<DeviceRow[]>(
      `with silent as (
         select id from devices where status = 'ONLINE' and coalesce(last_heartbeat_at, created_at) < ? order by coalesce(last_heartbeat_at, created_at) limit ? for update skip locked),
       moved as (update devices d set status = 'OFFLINE', online_since = null from silent where d.id = silent.id returning d.*)
       select ${deviceColumns('m')}
         from moved m left join fleets f on f.id = m.fleet_id`,
      [before.toISOString(), limit],
    );
    return rows.map(toDevice);
  }

  /**
   * Records a sync of the device (a push, or a pull to the end of the feed) that started at `at`.
   * `last_sync_at` only moves forward, so syncs answered out of order cannot set it back.
   */
  async markSynced(id: string, at: Date): Promise<void> {
    await this.sql.execute('update devices set last_sync_at = greatest(last_sync_at, ?::timestamptz) where id = ?', [
      at.toISOString(),
      id,
    ]);
  }
}
