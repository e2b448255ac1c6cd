// Fleets (mapped by FleetSchema) and the dashboard's figures from their devices, alerts and sync jobs.
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  contextEntityManager,
  insertWithinLimit,
  pageNewestFirst,
  patchRow,
} from '../../platform/db/entity-manager.js';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import { Fleet } from './fleet.entity.js';

/** A fleet as its service creates it (its counts are read from the database). */
export type FleetRecord = Pick<
  Fleet,
  'id' | 'accountId' | 'name' | 'description' | 'syncStrategy' | 'syncIntervalSeconds' | 'metadata' | 'createdAt'
>;

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

export class FleetsRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** Inserts the fleet unless the account already has `limit` (counted under a lock of the account). */
  async insertWithin(fleet: FleetRecord, limit: number): Promise<{ inserted: boolean; count: number }> {
    return insertWithinLimit(contextEntityManager(this.orm), Fleet, fleet, limit, 10010);
  }

  /** The fleet of the account; FLEET_NOT_FOUND when there is none. */
  async get(accountId: string, id: string): Promise<Fleet> {
    return contextEntityManager(this.orm).findOneOrFail(Fleet, { id, accountId });
  }

  async page(accountId: string, limit: number, offset: number): Promise<{ rows: Fleet[]; total: number }> {
    return pageNewestFirst(contextEntityManager(this.orm), Fleet, { accountId }, limit, offset);
  }

  async update(accountId: string, id: string, changes: FleetChanges, at: Date): Promise<Fleet> {
    return patchRow<Fleet>(contextEntityManager(this.orm), Fleet, { id, accountId }, changes, at);
  }

  /** Deletes the fleet; its devices and alerts keep existing with fleet_id null (foreign keys). */
  async remove(accountId: string, id: string): Promise<boolean> {
    return (await contextEntityManager(this.orm).nativeDelete(Fleet, { id, accountId })) > 0;
  }

  /**
   * The dashboard's figures from the fleet's devices, sync jobs of the last 24 hours and active
   * alerts. SQL: read-only aggregates over three tables for one page, which entities would load
   * row by row.
   */
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
