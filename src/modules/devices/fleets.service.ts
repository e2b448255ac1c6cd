// Fleets (/v1/fleets): groups of devices with a shared sync strategy, and their dashboard.
import { fleetLimitReached } from '../../errors/device-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { Fleet, SyncStrategy } from './fleet.entity.js';
import type { FleetRecord, FleetsRepository } from './fleets.repository.js';
import { DEFAULT_PERIODIC_INTERVAL_SECONDS } from './sync-policy.js';
import { fleetNotFound } from '../../errors/registry.js';

/** Fleets an account may have (the contract's decision). */
const MAX_FLEETS_PER_ACCOUNT = 100;
const DEFAULT_SYNC_STRATEGY: SyncStrategy = 'INTELLIGENT';

/** The interval that goes with a strategy: the one given, else 300 s for PERIODIC, else none. */
export function intervalFor(strategy: SyncStrategy, given: number | null | undefined): number | null {
  if (given !== undefined && given !== null) return given;
  return strategy === 'PERIODIC' ? DEFAULT_PERIODIC_INTERVAL_SECONDS : null;
}

/** What the service needs of its repository (an in-memory fake in the unit tests). */
export type FleetsStore = Pick<FleetsRepository, 'insertWithin' | 'get' | 'page' | 'update' | 'remove' | 'activity'>;

export class FleetsService {
  constructor(
    private readonly fleets: FleetsStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(caller: Caller, request: Schemas['CreateFleetRequest']): Promise<Schemas['Fleet']> {
    const strategy = request.sync_strategy ?? DEFAULT_SYNC_STRATEGY;
    const fleet: FleetRecord = {
      id: newId('fleet'),
      accountId: caller.accountId,
      name: request.name,
      description: request.description ?? null,
      syncStrategy: strategy,
      syncIntervalSeconds: intervalFor(strategy, request.sync_interval_seconds),
      metadata: request.metadata ?? {},
      createdAt: this.clock(),
    };
    const { inserted, count } = await this.fleets.insertWithin(fleet, MAX_FLEETS_PER_ACCOUNT);
    if (!inserted) {
      throw fleetLimitReached(count, MAX_FLEETS_PER_ACCOUNT);
    }
    return toFleet({ ...fleet, deviceCount: 0 });
  }

  async list(caller: Caller, query: { page?: number; page_size?: number }): Promise<Schemas['FleetPage']> {
    const paging = pageRequest(query);
    const { rows, total } = await this.fleets.page(caller.accountId, paging.pageSize, paging.offset);
    return pageOf(
      rows.map((f) => ({ ...toFleet(f), online_count: f.onlineCount, offline_count: f.offlineCount })),
      total,
      paging,
    );
  }

  async get(caller: Caller, id: string): Promise<Schemas['Fleet']> {
    return toFleet(await this.existing(caller, id));
  }

  async update(caller: Caller, id: string, request: Schemas['UpdateFleetRequest']): Promise<Schemas['Fleet']> {
    const current = await this.existing(caller, id);
    const strategy = request.sync_strategy ?? current.syncStrategy;
    // switching to PERIODIC without an interval takes the default one
    const interval =
      request.sync_interval_seconds !== undefined
        ? request.sync_interval_seconds
        : strategy === 'PERIODIC' && current.syncIntervalSeconds === null
          ? DEFAULT_PERIODIC_INTERVAL_SECONDS
          : undefined;
    const updated = await this.fleets.update(
      caller.accountId,
      id,
      {
        name: request.name,
        description: request.description,
        syncStrategy: request.sync_strategy,
        syncIntervalSeconds: interval,
        metadata: request.metadata,
      },
      this.clock(),
    );
    return toFleet(updated);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.fleets.remove(caller.accountId, id))) throw fleetNotFound(id);
  }

  async dashboard(caller: Caller, id: string): Promise<Schemas['FleetDashboard']> {
    const fleet = await this.existing(caller, id);
    const activity = await this.fleets.activity(id, new Date(this.clock().getTime() - 86_400_000));
    return {
      fleet_id: fleet.id,
      name: fleet.name,
      device_count: fleet.deviceCount,
      online_count: fleet.onlineCount,
      offline_count: fleet.offlineCount,
      memories_synced_24h: activity.memoriesSynced24h,
      sync_errors_24h: activity.syncErrors24h,
      avg_sync_latency_ms: activity.avgSyncLatencyMs,
      total_memory_usage_mb: activity.totalMemoryUsageMb,
      devices_by_type: activity.byType,
      devices_by_status: activity.byStatus,
      recent_alerts: activity.recentAlerts as Schemas['FleetDashboard']['recent_alerts'],
    };
  }

  /** The fleet of the account, for requests that name one (404 FLEET_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<Fleet> {
    return this.fleets.get(caller.accountId, id);
  }
}

function toFleet(f: Pick<Fleet, keyof FleetRecord | 'deviceCount'>): Schemas['Fleet'] {
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    sync_strategy: f.syncStrategy,
    sync_interval_seconds: f.syncIntervalSeconds,
    metadata: f.metadata,
    device_count: f.deviceCount,
    created_at: f.createdAt.toISOString(),
  };
}
