// Fleets (mapped by FleetSchema): reads, changes, deletion, and the sync settings devices inherit.
import type { MikroORM } from '@mikro-orm/postgresql';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import {
  contextEntityManager,
  insertWithinLimit,
  pageNewestFirst,
  patchRow,
} from '../../platform/db/entity-manager.js';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { Fleet, type SyncStrategy } from './fleet.entity.js';

/** A fleet as its service creates it. */
export type FleetRecord = Pick<
  Fleet,
  'id' | 'accountId' | 'name' | 'description' | 'syncStrategy' | 'syncIntervalSeconds' | 'metadata' | 'createdAt'
>;

export type FleetChanges = Partial<
  Pick<FleetRecord, 'name' | 'description' | 'syncStrategy' | 'syncIntervalSeconds' | 'metadata'>
>;

/** The sync strategy a fleet gives its devices that have none of their own. */
export interface FleetSync {
  strategy: SyncStrategy;
  intervalSeconds: number | null;
}

/**
 * SQL for the sync settings of the fleet whose id is the SQL expression `fleetId` (a jsonb, null
 * without a fleet), for the one statement of another repository that must answer them on its way
 * (the heartbeat batch: devices.repository.ts). This table's SQL stays here; read the column back
 * with `fleetSyncColumn`.
 */
export function fleetSyncSql(fleetId: string): string {
  return `(select jsonb_build_object('strategy', f.sync_strategy, 'interval_seconds', f.sync_interval_seconds)
             from fleets f where f.id = ${fleetId})`;
}

export function fleetSyncColumn(value: Record<string, unknown> | string | null): FleetSync | null {
  if (value === null) return null;
  const settings = jsonColumn(value);
  return {
    strategy: settings.strategy as SyncStrategy,
    intervalSeconds: typeof settings.interval_seconds === 'number' ? settings.interval_seconds : null,
  };
}

export class FleetsRepository {
  constructor(private readonly orm: MikroORM) {}

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
   * The sync strategy and interval of each of these fleets (those that exist). SQL: three columns
   * of a few rows, which entities would load whole into the request's identity map.
   */
  async syncSettings(fleetIds: readonly string[]): Promise<Map<string, FleetSync>> {
    if (fleetIds.length === 0) return new Map();
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string; sync_strategy: SyncStrategy; sync_interval_seconds: number | null }[]>(
        'select id, sync_strategy, sync_interval_seconds from fleets where id = any(?::text[])',
        [textArrayLiteral(fleetIds)],
      );
    return new Map(rows.map((r) => [r.id, { strategy: r.sync_strategy, intervalSeconds: r.sync_interval_seconds }]));
  }
}
