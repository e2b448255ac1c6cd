// Fleets and what their lists and dashboards count of their devices, alerts and sync jobs.
import type { MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { SetClause } from '../../platform/db/set-clause.js';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import type { Schemas } from '../schemas.js';

export type SyncStrategy = Schemas['SyncStrategy'];

export interface FleetRecord {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  syncStrategy: SyncStrategy;
  syncIntervalSeconds: number | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface FleetWithCounts extends FleetRecord {
  deviceCount: number;
  onlineCount: number;
  offlineCount: number;
}

export type FleetChanges = Partial<
  Pick<FleetRecord, 'name' | 'description' | 'syncStrategy' | 'syncIntervalSeconds' | 'metadata'>
>;

export interface FleetActivity {
  memoriesSynced24h: number;
  syncErrors24h: number;
  avgSyncLatencyMs: number;
  totalMemoryUsageMb: number;
  byType: Record<string, number>;
  byStatus: Record<string, number>;
  recentAlerts: { id: string; device_id: string; type: string; message: string; created_at: string }[];
}

interface FleetRow {
  id: string;
  account_id: string;
  name: string;
  description: string | null;
  sync_strategy: SyncStrategy;
  sync_interval_seconds: number | null;
  metadata: Record<string, unknown> | string;
  created_at: string | Date;
  device_count?: string | number;
  online_count?: string | number;
  offline_count?: string | number;
}

const COLUMNS =
  'f.id, f.account_id, f.name, f.description, f.sync_strategy, f.sync_interval_seconds, f.metadata, f.created_at';
const COUNTS = `(select count(*) from devices d where d.fleet_id = f.id) as device_count,
  (select count(*) from devices d where d.fleet_id = f.id and d.status = 'ONLINE') as online_count,
  (select count(*) from devices d where d.fleet_id = f.id and d.status = 'OFFLINE') as offline_count`;

function toFleet(row: FleetRow): FleetWithCounts {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    description: row.description,
    syncStrategy: row.sync_strategy,
    syncIntervalSeconds: row.sync_interval_seconds,
    metadata: jsonColumn(row.metadata),
    createdAt: parseTimestamp(row.created_at),
    deviceCount: Number(row.device_count ?? 0),
    onlineCount: Number(row.online_count ?? 0),
    offlineCount: Number(row.offline_count ?? 0),
  };
}

export class FleetsRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** Inserts the fleet unless the account already has `limit` (checked under a lock of the account). */
  async insertWithin(fleet: FleetRecord, limit: number): Promise<{ inserted: boolean; count: number }> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 10010))', [fleet.accountId]);
      const [row] = await em.execute<{ n: string }[]>('select count(*) as n from fleets where account_id = ?', [
        fleet.accountId,
      ]);
      const count = Number(row!.n);
      if (count >= limit) return { inserted: false, count };
      await em.execute(
        `insert into fleets (id, account_id, name, description, sync_strategy, sync_interval_seconds, metadata, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
        [
          fleet.id,
          fleet.accountId,
          fleet.name,
          fleet.description,
          fleet.syncStrategy,
          fleet.syncIntervalSeconds,
          JSON.stringify(fleet.metadata),
          fleet.createdAt.toISOString(),
          fleet.createdAt.toISOString(),
        ],
      );
      return { inserted: true, count: count + 1 };
    });
  }

  async find(accountId: string, id: string): Promise<FleetWithCounts | null> {
    const [row] = await this.sql.execute<FleetRow[]>(
      `select ${COLUMNS}, ${COUNTS} from fleets f where f.id = ? and f.account_id = ?`,
      [id, accountId],
    );
    return row ? toFleet(row) : null;
  }

  async page(accountId: string, limit: number, offset: number): Promise<{ rows: FleetWithCounts[]; total: number }> {
    const [count] = await this.sql.execute<{ n: string }[]>('select count(*) as n from fleets where account_id = ?', [
      accountId,
    ]);
    const rows = await this.sql.execute<FleetRow[]>(
      `select ${COLUMNS}, ${COUNTS} from fleets f where f.account_id = ? order by f.created_at desc, f.id limit ? offset ?`,
      [accountId, limit, offset],
    );
    return { rows: rows.map(toFleet), total: Number(count!.n) };
  }

  async update(accountId: string, id: string, changes: FleetChanges, at: Date): Promise<boolean> {
    const sets = new SetClause()
      .set('updated_at', at.toISOString())
      .set('name', changes.name)
      .set('description', changes.description)
      .set('sync_strategy', changes.syncStrategy)
      .set('sync_interval_seconds', changes.syncIntervalSeconds)
      .json('metadata', changes.metadata);
    const rows = await this.sql.execute<unknown[]>(
      `update fleets set ${sets.sql} where id = ? and account_id = ? returning id`,
      [...sets.params, id, accountId],
    );
    return rows.length > 0;
  }

  /** Deletes the fleet; its devices and alerts keep existing with fleet_id null (foreign keys). */
  async remove(accountId: string, id: string): Promise<boolean> {
    const rows = await this.sql.execute<unknown[]>('delete from fleets where id = ? and account_id = ? returning id', [
      id,
      accountId,
    ]);
    return rows.length > 0;
  }

  /** The dashboard's figures from the fleet's devices, sync jobs of the last 24 hours and active alerts. */
  async activity(fleetId: string, since: Date): Promise<FleetActivity> {
    const [sync] = await this.sql.execute<{ moved: string | null; errors: string; latency: string | null }[]>(
      `select sum(j.memories_to_push + j.memories_to_pull) filter (where j.status = 'COMPLETED') as moved,
              count(*) filter (where j.status = 'FAILED') as errors,
              avg(extract(epoch from (j.completed_at - j.started_at)) * 1000) filter (where j.status = 'COMPLETED') as latency
         from device_sync_jobs j join devices d on d.id = j.device_id
        where d.fleet_id = ? and j.completed_at >= ?`,
      [fleetId, since.toISOString()],
    );
    const devices = await this.sql.execute<
      { type: string; status: string; memory_usage_pct: string | null; memory_mb: string | null }[]
    >(
      `select type, status, metrics->>'memory_usage_pct' as memory_usage_pct, capabilities->>'memory_mb' as memory_mb from devices where fleet_id = ?`,
      [fleetId],
    );
    const alerts = await this.sql.execute<
      { id: string; device_id: string; type: string; message: string; created_at: string | Date }[]
    >(
      `select id, device_id, type, message, created_at from device_alerts where fleet_id = ? and status = 'ACTIVE' order by created_at desc, id limit 10`,
      [fleetId],
    );
    const count = (key: 'type' | 'status') => {
      const counts: Record<string, number> = {};
      for (const d of devices) counts[d[key]] = (counts[d[key]] ?? 0) + 1;
      return counts;
    };
    let usage = 0;
    for (const d of devices)
      if (d.memory_usage_pct !== null && d.memory_mb !== null)
        usage += (Number(d.memory_usage_pct) / 100) * Number(d.memory_mb);
    return {
      memoriesSynced24h: Number(sync!.moved ?? 0),
      syncErrors24h: Number(sync!.errors),
      avgSyncLatencyMs: Math.round(Number(sync!.latency ?? 0)),
      totalMemoryUsageMb: Math.round(usage * 10) / 10,
      byType: count('type'),
      byStatus: count('status'),
      recentAlerts: alerts.map((a) => ({
        id: a.id,
        device_id: a.device_id,
        type: a.type,
        message: a.message,
        created_at: parseTimestamp(a.created_at).toISOString(),
      })),
    };
  }
}
