// The device rules against in-memory stores: the token shown once, the fleet checks, the
// per-account limit, the sync strategy a device follows, PATCH semantics, uptime, and the
// sync-job rules (offline devices, one job at a time, what a push and a pull count).
import { describe, expect, it } from 'vitest';
import { deviceNotFound, fleetNotFound, syncJobNotFound } from '../../src/errors/registry.js';
import type { Caller } from '../../src/modules/accounts/caller.js';
import { effectiveSync, type Device } from '../../src/modules/devices/device.entity.js';
import type { DeviceChanges, DeviceFilter, NewDevice } from '../../src/modules/devices/devices.repository.js';
import {
  DevicesService,
  hashDeviceToken,
  type DeviceSnapshot,
  type DevicesStore,
  type SyncJobsStore,
} from '../../src/modules/devices/devices.service.js';
import type { Fleet } from '../../src/modules/devices/fleet.entity.js';
import type { SyncJob } from '../../src/modules/devices/sync-job.entity.js';
import { SyncInProgressError, type NewSyncJob } from '../../src/modules/devices/sync-jobs.repository.js';
import type { Schemas } from '../../src/modules/schemas.js';

const caller: Caller = { accountId: 'acct_1', tier: 'scale', environment: 'live', keyId: 'key_1' };
const NOW = new Date('2026-11-26T10:00:00.000Z');

const fleet = (id: string, accountId: string, syncStrategy: Fleet['syncStrategy'], interval: number | null) =>
  ({ id, accountId, syncStrategy, syncIntervalSeconds: interval }) as Fleet;

/** The account's fleets, as the fleets service finds them. */
const FLEETS = new Map<string, Fleet>([
  ['fleet_periodic', fleet('fleet_periodic', 'acct_1', 'PERIODIC', 300)],
  ['fleet_on_demand', fleet('fleet_on_demand', 'acct_1', 'ON_DEMAND', null)],
  ['fleet_other', fleet('fleet_other', 'acct_2', 'REAL_TIME', null)],
]);

const fleets = {
  existing: (c: Caller, id: string) => {
    const found = FLEETS.get(id);
    return found?.accountId === c.accountId ? Promise.resolve(found) : Promise.reject(fleetNotFound(id));
  },
};

/** The fleets' sync settings, as the fleets' repository reads them. */
const fleetSettings = {
  syncSettings: (ids: readonly string[]) =>
    Promise.resolve(
      new Map(
        ids.flatMap((id) => {
          const f = FLEETS.get(id);
          return f ? [[id, { strategy: f.syncStrategy, intervalSeconds: f.syncIntervalSeconds }] as const] : [];
        }),
      ),
    ),
};

/** The strategy a device read by the service follows. */
const followedBy = (s: DeviceSnapshot) => effectiveSync(s.device, s.fleetSync);

class InMemoryDevices implements DevicesStore {
  readonly rows = new Map<string, Device>();
  readonly inserted: NewDevice[] = [];
  lastChanges: DeviceChanges | null = null;
  lastFilter: DeviceFilter | null = null;

  insertWithin(device: NewDevice, limit: number) {
    const count = this.countOf(device.accountId);
    if (count >= limit) return Promise.resolve({ inserted: false, count });
    this.inserted.push(device);
    this.rows.set(device.id, {
      ...device,
      status: 'OFFLINE',
      memoriesCount: 0,
      syncPendingCount: 0,
      lastHeartbeatAt: null,
      lastSyncAt: null,
      onlineSince: null,
      updatedAt: device.createdAt,
    });
    return Promise.resolve({ inserted: true, count: count + 1 });
  }

  countOf(accountId: string): number {
    return [...this.rows.values()].filter((d) => d.accountId === accountId).length;
  }

  get(accountId: string, id: string) {
    const device = this.rows.get(id);
    if (!device || device.accountId !== accountId) return Promise.reject(deviceNotFound(id));
    return Promise.resolve(device);
  }

  page(accountId: string, filter: DeviceFilter, limit: number, offset: number) {
    this.lastFilter = filter;
    const rows = [...this.rows.values()].filter(
      (d) =>
        d.accountId === accountId &&
        (filter.type === undefined || d.type === filter.type) &&
        (filter.status === undefined || d.status === filter.status) &&
        (filter.fleetId === undefined || d.fleetId === filter.fleetId),
    );
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }

  async update(accountId: string, id: string, changes: DeviceChanges, at: Date) {
    await this.get(accountId, id);
    this.lastChanges = changes;
    const device = this.rows.get(id)!;
    for (const [key, value] of Object.entries(changes))
      if (value !== undefined) Object.assign(device, { [key]: value });
    device.updatedAt = at;
    return this.get(accountId, id);
  }

  remove(accountId: string, id: string) {
    const device = this.rows.get(id);
    return Promise.resolve(device?.accountId === accountId && this.rows.delete(id));
  }
}

/** Sync jobs with the database's rule: one IN_PROGRESS job per device. */
class InMemorySyncJobs implements SyncJobsStore {
  readonly rows: SyncJob[] = [];

  insert(job: NewSyncJob) {
    if (this.rows.some((j) => j.deviceId === job.deviceId && j.status === 'IN_PROGRESS'))
      return Promise.reject(new SyncInProgressError());
    this.rows.push({ ...job, status: 'IN_PROGRESS', handedOverAt: null, completedAt: null, error: null });
    return Promise.resolve();
  }

  get(deviceId: string, id: string) {
    const job = this.rows.find((j) => j.deviceId === deviceId && j.id === id);
    return job ? Promise.resolve(job) : Promise.reject(syncJobNotFound(deviceId, id));
  }

  running(deviceId: string) {
    return Promise.resolve(this.rows.find((j) => j.deviceId === deviceId && j.status === 'IN_PROGRESS') ?? null);
  }
}

function service() {
  const devices = new InMemoryDevices();
  const syncJobs = new InMemorySyncJobs();
  const pulls: [string, string[] | null, Date | null][] = [];
  const service = new DevicesService({
    devices,
    fleets,
    fleetSettings,
    syncJobs,
    countPull: (accountId, collections, since) => {
      pulls.push([accountId, collections, since]);
      return Promise.resolve(17);
    },
    clock: () => NOW,
  });
  return { devices, syncJobs, pulls, service };
}

/** A registration body as a caller may send it: name and type required. */
const body = (fields: Partial<Schemas['RegisterDeviceRequest']> = {}): Schemas['RegisterDeviceRequest'] => ({
  name: 'arm-1',
  type: 'ROBOT',
  ...fields,
});

/** Registers a device and brings it online with `pending` memories to push, last synced at `lastSyncAt`. */
async function onlineDevice(s: ReturnType<typeof service>, pending = 4, lastSyncAt: Date | null = null) {
  const { id } = (await s.service.register(caller, body())).device;
  Object.assign(s.devices.rows.get(id)!, { status: 'ONLINE', syncPendingCount: pending, lastSyncAt });
  return id;
}

describe('DevicesService registration', () => {
  it('shows a devtok_ token once and stores only its SHA-256, with the defaults', async () => {
    const { service: devices, devices: store } = service();
    const registered = await devices.register(caller, body());
    expect(registered.deviceToken).toMatch(/^devtok_[A-Za-z0-9_-]{43}$/);
    expect(store.inserted[0]).toMatchObject({
      tokenHash: hashDeviceToken(registered.deviceToken),
      fleetId: null,
      syncStrategy: null,
      syncIntervalSeconds: null,
      capabilities: {},
      metadata: {},
      createdAt: NOW,
    });
    expect(JSON.stringify(store.inserted[0])).not.toContain(registered.deviceToken);
    expect(registered.device).toMatchObject({
      name: 'arm-1',
      type: 'ROBOT',
      fleetId: null,
      status: 'OFFLINE',
      syncStrategy: null,
      syncIntervalSeconds: null,
      createdAt: NOW,
    });
    expect(followedBy(registered)).toEqual({ strategy: 'INTELLIGENT', intervalSeconds: null });
    expect(registered.uptimeSeconds).toBeNull();
  });

  it("follows its fleet's strategy without one of its own; its own PERIODIC gets 300 s by default", async () => {
    const { service: devices } = service();
    const followed = async (request: Schemas['RegisterDeviceRequest']) =>
      followedBy(await devices.register(caller, request));
    expect(await followed(body({ fleet_id: 'fleet_periodic' }))).toEqual({
      strategy: 'PERIODIC',
      intervalSeconds: 300,
    });
    expect(await followed(body({ fleet_id: 'fleet_periodic', sync_strategy: 'REAL_TIME' }))).toEqual({
      strategy: 'REAL_TIME',
      intervalSeconds: null,
    });
    expect(await followed(body({ sync_strategy: 'PERIODIC' }))).toEqual({ strategy: 'PERIODIC', intervalSeconds: 300 });
    expect(await followed(body({ sync_strategy: 'PERIODIC', sync_interval_seconds: 45 }))).toEqual({
      strategy: 'PERIODIC',
      intervalSeconds: 45,
    });
  });

  it("refuses an unknown fleet or another account's with FLEET_NOT_FOUND and stores nothing", async () => {
    const { service: devices, devices: store } = service();
    await expect(devices.register(caller, body({ fleet_id: 'fleet_other' }))).rejects.toMatchObject({
      code: 'FLEET_NOT_FOUND',
      status: 404,
      details: { fleet_id: 'fleet_other' },
    });
    await expect(devices.register(caller, body({ fleet_id: 'fleet_none' }))).rejects.toMatchObject({
      code: 'FLEET_NOT_FOUND',
    });
    expect(store.rows.size).toBe(0);
  });

  it('refuses the 10,001st device of an account with DEVICE_LIMIT_EXCEEDED naming the limit', async () => {
    const { service: devices, devices: store } = service();
    for (let i = 0; i < 10_000; i++) store.rows.set(`dev_${i}`, { id: `dev_${i}`, accountId: 'acct_1' } as Device);
    await expect(devices.register(caller, body())).rejects.toMatchObject({
      code: 'DEVICE_LIMIT_EXCEEDED',
      status: 409,
      message:
        'The account already has 10000 devices, the maximum. Delete devices you no longer use before registering more.',
      details: { limit: 10_000, current: 10_000 },
    });
    await expect(devices.register({ ...caller, accountId: 'acct_2' }, body())).resolves.toBeDefined();
  });
});

describe('DevicesService reads and changes', () => {
  it('pages the devices with the filters given', async () => {
    const { service: devices, devices: store } = service();
    for (const name of ['a', 'b', 'c']) await devices.register(caller, body({ name, type: 'SENSOR' }));
    await devices.register(caller, body({ name: 'd', type: 'DRONE' }));
    const page = await devices.list(caller, { type: 'SENSOR', page: 2, page_size: 2 });
    expect(store.lastFilter).toEqual({ fleetId: undefined, type: 'SENSOR', status: undefined });
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toMatchObject([{ name: 'c', type: 'SENSOR', status: 'OFFLINE', lastSyncAt: null }]);
  });

  it('counts uptime from the moment an ONLINE device came online, and none otherwise', async () => {
    const { service: devices, devices: store } = service();
    const { id } = (await devices.register(caller, body())).device;
    Object.assign(store.rows.get(id)!, { status: 'ONLINE', onlineSince: new Date(NOW.getTime() - 90_500) });
    expect((await devices.get(caller, id)).uptimeSeconds).toBe(90);
    Object.assign(store.rows.get(id)!, { status: 'MAINTENANCE' });
    expect((await devices.get(caller, id)).uptimeSeconds).toBeNull();
  });

  it('a new strategy without an interval keeps the current one, or takes 300 s for PERIODIC', async () => {
    const { service: devices, devices: store } = service();
    const { id } = (await devices.register(caller, body())).device;
    await devices.update(caller, id, { sync_strategy: 'PERIODIC' });
    expect(store.lastChanges).toMatchObject({ syncStrategy: 'PERIODIC', syncIntervalSeconds: 300 });
    await devices.update(caller, id, { sync_strategy: 'PERIODIC', sync_interval_seconds: 60 });
    expect(store.lastChanges).toMatchObject({ syncIntervalSeconds: 60 });
    await devices.update(caller, id, { sync_strategy: 'INTELLIGENT' });
    expect(store.lastChanges).toMatchObject({ syncStrategy: 'INTELLIGENT', syncIntervalSeconds: 60 });
    await devices.update(caller, id, { name: 'renamed' });
    expect(store.lastChanges).toEqual({
      name: 'renamed',
      fleetId: undefined,
      syncStrategy: undefined,
      syncIntervalSeconds: undefined,
      status: undefined,
      metadata: undefined,
    });
  });

  it('checks a fleet given on update; null detaches the device without a check', async () => {
    const { service: devices, devices: store } = service();
    const { id } = (await devices.register(caller, body({ fleet_id: 'fleet_on_demand' }))).device;
    await expect(devices.update(caller, id, { fleet_id: 'fleet_other' })).rejects.toMatchObject({
      code: 'FLEET_NOT_FOUND',
    });
    expect(store.lastChanges).toBeNull();
    const moved = await devices.update(caller, id, { fleet_id: 'fleet_periodic' });
    expect(moved.device.fleetId).toBe('fleet_periodic');
    expect(followedBy(moved).strategy).toBe('PERIODIC');
    const detached = await devices.update(caller, id, { fleet_id: null });
    expect(detached.device.fleetId).toBeNull();
    expect(followedBy(detached).strategy).toBe('INTELLIGENT');
  });

  it("answers DEVICE_NOT_FOUND for another account's device and for a removed one", async () => {
    const { service: devices } = service();
    const { id } = (await devices.register(caller, body())).device;
    await expect(devices.get({ ...caller, accountId: 'acct_2' }, id)).rejects.toMatchObject({
      code: 'DEVICE_NOT_FOUND',
    });
    await devices.remove(caller, id);
    await expect(devices.remove(caller, id)).rejects.toMatchObject({
      code: 'DEVICE_NOT_FOUND',
      status: 404,
      message: `No device with id ${id} exists in this account. List devices with GET /v1/devices.`,
    });
  });
});

describe('DevicesService sync jobs', () => {
  it('refuses a sync of an OFFLINE device with DEVICE_OFFLINE and its last heartbeat', async () => {
    const s = service();
    const { id } = (await s.service.register(caller, body())).device;
    s.devices.rows.get(id)!.lastHeartbeatAt = new Date('2026-11-25T08:00:00.000Z');
    await expect(s.service.sync(caller, id, { direction: 'both', force: false })).rejects.toMatchObject({
      code: 'DEVICE_OFFLINE',
      status: 422,
      message: `Device ${id} is OFFLINE: it has not sent a heartbeat recently, so it cannot take a sync job. Sync it once it is back online.`,
      details: { device_id: id, last_heartbeat_at: '2026-11-25T08:00:00.000Z' },
    });
    expect(s.syncJobs.rows).toHaveLength(0);
  });

  it('a push counts the pending memories and asks nothing of the cloud', async () => {
    const s = service();
    const id = await onlineDevice(s, 4);
    expect(await s.service.sync(caller, id, { direction: 'push', force: false })).toMatchObject({
      deviceId: id,
      direction: 'push',
      status: 'IN_PROGRESS',
      memoriesToPush: 4,
      memoriesToPull: 0,
      startedAt: NOW,
      completedAt: null,
      error: null,
    });
    expect(s.pulls).toEqual([]);
  });

  it('a pull counts the cloud memories changed since the last sync, or all of them when forced', async () => {
    const s = service();
    const lastSync = new Date('2026-11-20T00:00:00.000Z');
    const id = await onlineDevice(s, 4, lastSync);
    const job = await s.service.sync(caller, id, { direction: 'pull', force: false, collections: ['notes'] });
    expect(job).toMatchObject({ memoriesToPush: 0, memoriesToPull: 17 });
    expect(s.syncJobs.rows[0]).toMatchObject({ force: false, collections: ['notes'], accountId: 'acct_1' });
    s.syncJobs.rows[0]!.status = 'COMPLETED';
    await s.service.sync(caller, id, { direction: 'both', force: true });
    expect(s.pulls).toEqual([
      ['acct_1', ['notes'], lastSync],
      ['acct_1', null, null],
    ]);
    expect(s.syncJobs.rows[1]).toMatchObject({ memoriesToPush: 4, memoriesToPull: 17, collections: null });
  });

  it('refuses a second sync while one runs with SYNC_IN_PROGRESS naming the running job', async () => {
    const s = service();
    const id = await onlineDevice(s);
    const first = await s.service.sync(caller, id, { direction: 'push', force: false });
    await expect(s.service.sync(caller, id, { direction: 'pull', force: false })).rejects.toMatchObject({
      code: 'SYNC_IN_PROGRESS',
      status: 409,
      message: `Device ${id} already has a sync job in progress (${first.id}); wait for it to complete or fail.`,
      details: { device_id: id, job_id: first.id },
    });
    expect(s.syncJobs.rows).toHaveLength(1);
  });

  it('looks a sync job up under its device: DEVICE_NOT_FOUND first, then NOT_FOUND', async () => {
    const s = service();
    const id = await onlineDevice(s);
    const job = await s.service.sync(caller, id, { direction: 'push', force: false });
    expect(await s.service.syncJob(caller, id, job.id)).toEqual(job);
    await expect(s.service.syncJob({ ...caller, accountId: 'acct_2' }, id, job.id)).rejects.toMatchObject({
      code: 'DEVICE_NOT_FOUND',
    });
    await expect(s.service.syncJob(caller, id, 'sync_none')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Device ${id} has no sync job sync_none.`,
    });
  });
});
