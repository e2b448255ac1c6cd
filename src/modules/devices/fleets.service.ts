// Fleets (/v1/fleets): groups of devices with a shared sync strategy, and their dashboard.
import { fleetLimitReached } from '../../errors/device-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { Fleet, SyncStrategy } from './fleet.entity.js';
import type { FleetActivity, FleetRecord, FleetsRepository } from './fleets.repository.js';
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
/** A fleet's dashboard: the fleet with its device counts, and its activity over the last 24 hours. */
export interface FleetDashboard {
  fleet: Fleet;
  activity: FleetActivity;
}

export type FleetsStore = Pick<FleetsRepository, 'insertWithin' | 'get' | 'page' | 'update' | 'remove' | 'activity'>;

export class FleetsService {
  constructor(
    private readonly fleets: FleetsStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(caller: Caller, request: Schemas['CreateFleetRequest']): Promise<Fleet> {
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
    return { ...fleet, updatedAt: fleet.createdAt, deviceCount: 0, onlineCount: 0, offlineCount: 0 };
  }

  async list(caller: Caller, query: { page?: number; page_size?: number }): Promise<Page<Fleet>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.fleets.page(caller.accountId, paging.pageSize, paging.offset);
    return pageOf(rows, total, paging);
  }

  async get(caller: Caller, id: string): Promise<Fleet> {
    return this.existing(caller, id);
  }

  async update(caller: Caller, id: string, request: Schemas['UpdateFleetRequest']): Promise<Fleet> {
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
    return updated;
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.fleets.remove(caller.accountId, id))) throw fleetNotFound(id);
  }

  async dashboard(caller: Caller, id: string): Promise<FleetDashboard> {
    const fleet = await this.existing(caller, id);
    const activity = await this.fleets.activity(id, new Date(this.clock().getTime() - 86_400_000));
    return { fleet, activity };
  }

  /** The fleet of the account, for requests that name one (404 FLEET_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<Fleet> {
    return this.fleets.get(caller.accountId, id);
  }
}
