// Fleets (/v1/fleets): groups of devices with a shared sync strategy, and their dashboard.
import { fleetLimitReached } from '../../errors/device-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { DeviceAlert } from './device-alert.entity.js';
import type { DeviceAlertsRepository } from './device-alerts.repository.js';
import type { DevicesRepository, FleetDeviceCounts, FleetMember } from './devices.repository.js';
import type { Fleet, SyncStrategy } from './fleet.entity.js';
import type { FleetRecord, FleetsRepository } from './fleets.repository.js';
import type { SyncJobsRepository } from './sync-jobs.repository.js';
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

/** A fleet with the counts of its devices. */
export type CountedFleet = Fleet & FleetDeviceCounts;

/** What a fleet's dashboard shows of the last 24 hours. */
export interface FleetActivity {
  memoriesSynced24h: number;
  syncErrors24h: number;
  avgSyncLatencyMs: number;
  totalMemoryUsageMb: number;
  byType: Record<string, number>;
  byStatus: Record<string, number>;
  /** The newest ACTIVE alerts, at most RECENT_ALERTS. */
  recentAlerts: DeviceAlert[];
}

/** A fleet's dashboard: the fleet with its device counts, and its activity over the last 24 hours. */
export interface FleetDashboard {
  fleet: CountedFleet;
  activity: FleetActivity;
}

/** Alerts a dashboard lists. */
const RECENT_ALERTS = 10;
const NO_DEVICES: FleetDeviceCounts = { deviceCount: 0, onlineCount: 0, offlineCount: 0 };

/** What the service needs of the repositories (in-memory fakes in the unit tests). */
export type FleetsStore = Pick<FleetsRepository, 'insertWithin' | 'get' | 'page' | 'update' | 'remove'>;
export interface FleetsServiceDeps {
  fleets: FleetsStore;
  devices: Pick<DevicesRepository, 'countsByFleet' | 'ofFleet'>;
  syncJobs: Pick<SyncJobsRepository, 'figuresSince'>;
  alerts: Pick<DeviceAlertsRepository, 'recentActive'>;
  clock?: () => Date;
}

export class FleetsService {
  private readonly fleets: FleetsStore;
  private readonly clock: () => Date;

  constructor(private readonly deps: FleetsServiceDeps) {
    this.fleets = deps.fleets;
    this.clock = deps.clock ?? (() => new Date());
  }

  async create(caller: Caller, request: Schemas['CreateFleetRequest']): Promise<CountedFleet> {
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
    return { ...fleet, updatedAt: fleet.createdAt, ...NO_DEVICES };
  }

  async list(caller: Caller, query: { page?: number; page_size?: number }): Promise<Page<CountedFleet>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.fleets.page(caller.accountId, paging.pageSize, paging.offset);
    return pageOf(await this.counted(rows), total, paging);
  }

  async get(caller: Caller, id: string): Promise<CountedFleet> {
    const [fleet] = await this.counted([await this.existing(caller, id)]);
    return fleet!;
  }

  async update(caller: Caller, id: string, request: Schemas['UpdateFleetRequest']): Promise<CountedFleet> {
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
    const [counted] = await this.counted([updated]);
    return counted!;
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.fleets.remove(caller.accountId, id))) throw fleetNotFound(id);
  }

  async dashboard(caller: Caller, id: string): Promise<FleetDashboard> {
    const fleet = await this.existing(caller, id);
    const since = new Date(this.clock().getTime() - 86_400_000);
    const devices = await this.deps.devices.ofFleet(id);
    const sync = await this.deps.syncJobs.figuresSince(
      devices.map((d) => d.id),
      since,
    );
    const recentAlerts = await this.deps.alerts.recentActive(id, RECENT_ALERTS);
    const byStatus = countBy(devices, (d) => d.status);
    return {
      fleet: {
        ...fleet,
        deviceCount: devices.length,
        onlineCount: byStatus.ONLINE ?? 0,
        offlineCount: byStatus.OFFLINE ?? 0,
      },
      activity: {
        memoriesSynced24h: sync.memoriesMoved,
        syncErrors24h: sync.failed,
        avgSyncLatencyMs: Math.round(sync.meanDurationMs),
        totalMemoryUsageMb: Math.round(memoryInUseMb(devices) * 10) / 10,
        byType: countBy(devices, (d) => d.type),
        byStatus,
        recentAlerts,
      },
    };
  }

  /** The fleet of the account, for requests that name one (404 FLEET_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<Fleet> {
    return this.fleets.get(caller.accountId, id);
  }

  private async counted(fleets: Fleet[]): Promise<CountedFleet[]> {
    const counts = await this.deps.devices.countsByFleet(fleets.map((f) => f.id));
    return fleets.map((f) => ({ ...f, ...(counts.get(f.id) ?? NO_DEVICES) }));
  }
}

/** Memory in use over the devices that reported both their use and their memory, in MB. */
function memoryInUseMb(devices: readonly FleetMember[]): number {
  let total = 0;
  for (const d of devices)
    if (d.memoryUsagePct !== null && d.memoryMb !== null) total += (d.memoryUsagePct / 100) * d.memoryMb;
  return total;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
