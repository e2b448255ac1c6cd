// Devices (/v1/devices): registration with a device token shown once, reads, changes, deletion,
// and sync jobs. Heartbeats are in heartbeats.service.ts.
import { createHash, randomBytes } from 'node:crypto';
import { deviceLimitReached, deviceOffline, syncAlreadyRunning } from '../../errors/device-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import { type Device, type DeviceStatus, type DeviceType } from './device.entity.js';
import type { DevicesRepository } from './devices.repository.js';
import type { FleetsRepository, FleetSync } from './fleets.repository.js';
import { intervalFor, type FleetsService } from './fleets.service.js';
import type { SyncJob } from './sync-job.entity.js';
import { SyncInProgressError, type SyncJobsRepository } from './sync-jobs.repository.js';
import { deviceNotFound } from '../../errors/registry.js';

/** Devices an account may have (the contract's decision). */
const MAX_DEVICES_PER_ACCOUNT = 10_000;

/** `devtok_` + 32 random bytes in base64url; only its SHA-256 is kept. */
function generateDeviceToken(): string {
  return `devtok_${randomBytes(32).toString('base64url')}`;
}

export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Counts the cloud memories a pull would send (collections: all when null; since: everything when null). */
export type PullCounter = (accountId: string, collections: string[] | null, since: Date | null) => Promise<number>;

/** What the service needs of the devices' repository (an in-memory fake in the unit tests). */
export type DevicesStore = Pick<DevicesRepository, 'insertWithin' | 'get' | 'page' | 'update' | 'remove'>;
/** What the service needs of the sync jobs' repository. */
export type SyncJobsStore = Pick<SyncJobsRepository, 'insert' | 'get' | 'running'>;

/**
 * A device as read, with its uptime at the time of the read (null unless it is ONLINE) and its
 * fleet's sync settings, which apply when it has none of its own (null without a fleet, or with
 * a strategy of its own).
 */
export interface DeviceSnapshot {
  device: Device;
  uptimeSeconds: number | null;
  fleetSync: FleetSync | null;
}

/** A device just registered, with its device token (shown this once). */
export interface RegisteredDevice extends DeviceSnapshot {
  deviceToken: string;
}

export interface DevicesServiceDeps {
  devices: DevicesStore;
  /** The fleet a request names, checked to be the account's. */
  fleets: Pick<FleetsService, 'existing'>;
  /** The sync settings of the devices' fleets. */
  fleetSettings: Pick<FleetsRepository, 'syncSettings'>;
  syncJobs: SyncJobsStore;
  countPull: PullCounter;
  clock?: () => Date;
}

export class DevicesService {
  private readonly clock: () => Date;

  constructor(private readonly deps: DevicesServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async register(caller: Caller, request: Schemas['RegisterDeviceRequest']): Promise<RegisteredDevice> {
    const fleetId = request.fleet_id ?? null;
    if (fleetId !== null) await this.deps.fleets.existing(caller, fleetId);
    const token = generateDeviceToken();
    const own = request.sync_strategy ?? null;
    const id = newId('dev');
    const { inserted, count } = await this.deps.devices.insertWithin(
      {
        id,
        accountId: caller.accountId,
        fleetId,
        name: request.name,
        type: request.type,
        syncStrategy: own,
        syncIntervalSeconds:
          own === null ? (request.sync_interval_seconds ?? null) : intervalFor(own, request.sync_interval_seconds),
        tokenHash: hashDeviceToken(token),
        capabilities: request.capabilities ?? {},
        metadata: request.metadata ?? {},
        createdAt: this.clock(),
      },
      MAX_DEVICES_PER_ACCOUNT,
    );
    if (!inserted) {
      throw deviceLimitReached(count, MAX_DEVICES_PER_ACCOUNT);
    }
    return { ...(await this.snapshot(await this.existing(caller, id))), deviceToken: token };
  }

  async list(
    caller: Caller,
    query: { page?: number; page_size?: number; fleet_id?: string; type?: DeviceType; status?: DeviceStatus },
  ): Promise<Page<Device>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.devices.page(
      caller.accountId,
      { fleetId: query.fleet_id, type: query.type, status: query.status },
      paging.pageSize,
      paging.offset,
    );
    return pageOf(rows, total, paging);
  }

  async get(caller: Caller, id: string): Promise<DeviceSnapshot> {
    return this.snapshot(await this.existing(caller, id));
  }

  async update(caller: Caller, id: string, request: Schemas['UpdateDeviceRequest']): Promise<DeviceSnapshot> {
    const current = await this.existing(caller, id);
    if (request.fleet_id !== undefined && request.fleet_id !== null)
      await this.deps.fleets.existing(caller, request.fleet_id);
    const strategy = request.sync_strategy;
    const updated = await this.deps.devices.update(
      caller.accountId,
      id,
      {
        name: request.name,
        fleetId: request.fleet_id,
        syncStrategy: strategy,
        syncIntervalSeconds:
          request.sync_interval_seconds !== undefined
            ? request.sync_interval_seconds
            : strategy !== undefined
              ? intervalFor(strategy, current.syncIntervalSeconds)
              : undefined,
        status: request.status,
        metadata: request.metadata,
      },
      this.clock(),
    );
    return this.snapshot(updated);
  }

  /** Deletes the device (its token with it; its alerts and sync jobs go too); memories it synced stay. */
  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.deps.devices.remove(caller.accountId, id))) throw deviceNotFound(id);
  }

  async sync(caller: Caller, id: string, request: Schemas['SyncDeviceRequest']): Promise<SyncJob> {
    const device = await this.existing(caller, id);
    if (device.status === 'OFFLINE') {
      throw deviceOffline(id, device.lastHeartbeatAt?.toISOString() ?? null);
    }
    const force = request.force ?? false;
    const collections = request.collections ?? null;
    const pushes = request.direction !== 'pull';
    const pulls = request.direction !== 'push';
    const job = {
      id: newId('sync'),
      accountId: caller.accountId,
      deviceId: id,
      direction: request.direction,
      force,
      collections,
      memoriesToPush: pushes ? device.syncPendingCount : 0,
      memoriesToPull: pulls
        ? await this.deps.countPull(caller.accountId, collections, force ? null : device.lastSyncAt)
        : 0,
      startedAt: this.clock(),
    };
    try {
      await this.deps.syncJobs.insert(job);
    } catch (err) {
      if (!(err instanceof SyncInProgressError)) throw err;
      const running = await this.deps.syncJobs.running(id);
      throw syncAlreadyRunning(id, running?.id);
    }
    return { ...job, status: 'IN_PROGRESS', handedOverAt: null, completedAt: null, error: null };
  }

  async syncJob(caller: Caller, id: string, jobId: string): Promise<SyncJob> {
    return this.existingSyncJob(caller, id, jobId);
  }

  /** The sync job of a device of the account (404 DEVICE_NOT_FOUND, then 404 NOT_FOUND, otherwise). */
  async existingSyncJob(caller: Caller, id: string, jobId: string): Promise<SyncJob> {
    await this.existing(caller, id);
    return this.deps.syncJobs.get(id, jobId);
  }

  /** The device of the account, for requests that name one (404 DEVICE_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<Device> {
    return this.deps.devices.get(caller.accountId, id);
  }

  private async snapshot(device: Device): Promise<DeviceSnapshot> {
    const fleetId = device.syncStrategy === null ? device.fleetId : null;
    const fleetSync =
      fleetId === null ? null : ((await this.deps.fleetSettings.syncSettings([fleetId])).get(fleetId) ?? null);
    const now = this.clock();
    return {
      device,
      uptimeSeconds:
        device.status === 'ONLINE' && device.onlineSince
          ? Math.max(0, Math.floor((now.getTime() - device.onlineSince.getTime()) / 1000))
          : null,
      fleetSync,
    };
  }
}
