// The fleet rules against in-memory stores: defaults, the per-account limit, PATCH semantics, and
// the dashboard's figures from the fleet's devices, sync jobs and alerts.
import { describe, expect, it } from 'vitest';
import { fleetNotFound } from '../../src/errors/registry.js';
import type { Caller } from '../../src/modules/accounts/caller.js';
import type { Fleet } from '../../src/modules/devices/fleet.entity.js';
import type { FleetMember } from '../../src/modules/devices/devices.repository.js';
import type { FleetChanges, FleetRecord } from '../../src/modules/devices/fleets.repository.js';
import { FleetsService, type FleetsStore } from '../../src/modules/devices/fleets.service.js';
import type { Schemas } from '../../src/modules/schemas.js';

const caller: Caller = { accountId: 'acct_1', tier: 'free', environment: 'live', keyId: 'key_1' };
const NOW = new Date('2026-11-26T10:00:00.000Z');

/** A creation body as a caller may send it: every field but the name optional. */
const body = (fields: Partial<Schemas['CreateFleetRequest']> & { name: string }) =>
  fields as Schemas['CreateFleetRequest'];

class InMemoryFleets implements FleetsStore {
  readonly rows = new Map<string, Fleet>();
  lastChanges: FleetChanges | null = null;

  insertWithin(fleet: FleetRecord, limit: number) {
    const count = [...this.rows.values()].filter((f) => f.accountId === fleet.accountId).length;
    if (count >= limit) return Promise.resolve({ inserted: false, count });
    this.rows.set(fleet.id, { ...fleet, updatedAt: fleet.createdAt });
    return Promise.resolve({ inserted: true, count: count + 1 });
  }

  get(accountId: string, id: string) {
    const fleet = this.rows.get(id);
    return fleet && fleet.accountId === accountId ? Promise.resolve(fleet) : Promise.reject(fleetNotFound(id));
  }

  page(accountId: string, limit: number, offset: number) {
    const rows = [...this.rows.values()].filter((f) => f.accountId === accountId);
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }

  async update(accountId: string, id: string, changes: FleetChanges, at: Date) {
    const fleet = await this.get(accountId, id);
    this.lastChanges = changes;
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(fleet, { [key]: value });
    fleet.updatedAt = at;
    return fleet;
  }

  remove(accountId: string, id: string) {
    const fleet = this.rows.get(id);
    return Promise.resolve(fleet?.accountId === accountId && this.rows.delete(id));
  }
}

/** Devices of fleet_a as the devices' repository reads them, with the figures the dashboard needs. */
const MEMBERS: FleetMember[] = [
  { id: 'dev_1', type: 'ROBOT', status: 'ONLINE', memoryUsagePct: 50, memoryMb: 1024 },
  { id: 'dev_2', type: 'ROBOT', status: 'OFFLINE', memoryUsagePct: 25, memoryMb: 100 },
  { id: 'dev_3', type: 'DRONE', status: 'MAINTENANCE', memoryUsagePct: null, memoryMb: 512 },
];

function service() {
  const store = new InMemoryFleets();
  const asked: { jobsOf?: readonly string[]; since?: Date } = {};
  const devices = {
    countsByFleet: (ids: readonly string[]) =>
      Promise.resolve(new Map(ids.map((id) => [id, { deviceCount: 3, onlineCount: 1, offlineCount: 1 }] as const))),
    ofFleet: (id: string) => Promise.resolve(id === 'fleet_a' ? MEMBERS : []),
  };
  const syncJobs = {
    figuresSince: (deviceIds: readonly string[], since: Date) => {
      Object.assign(asked, { jobsOf: deviceIds, since });
      return Promise.resolve({ memoriesMoved: 42, failed: 2, meanDurationMs: 1234.6 });
    },
  };
  const alerts = { recentActive: () => Promise.resolve([]) };
  return {
    store,
    asked,
    fleets: new FleetsService({ fleets: store, devices, syncJobs, alerts, clock: () => NOW }),
  };
}

describe('FleetsService rules', () => {
  it('gives PERIODIC fleets the 300 s default interval and other strategies none; INTELLIGENT by default', async () => {
    const { fleets } = service();
    expect(await fleets.create(caller, body({ name: 'a', sync_strategy: 'PERIODIC' }))).toMatchObject({
      syncStrategy: 'PERIODIC',
      syncIntervalSeconds: 300,
      deviceCount: 0,
      createdAt: NOW,
    });
    expect(await fleets.create(caller, body({ name: 'b' }))).toMatchObject({
      syncStrategy: 'INTELLIGENT',
      syncIntervalSeconds: null,
    });
    expect(
      await fleets.create(caller, body({ name: 'c', sync_strategy: 'PERIODIC', sync_interval_seconds: 60 })),
    ).toMatchObject({ syncIntervalSeconds: 60 });
  });

  it('refuses the 101st fleet of an account with FLEET_LIMIT_EXCEEDED naming the limit', async () => {
    const { fleets } = service();
    for (let i = 0; i < 100; i++) await fleets.create(caller, body({ name: `f${i}` }));
    await expect(fleets.create(caller, body({ name: 'one too many' }))).rejects.toMatchObject({
      code: 'FLEET_LIMIT_EXCEEDED',
      status: 409,
      details: { limit: 100, current: 100 },
    });
    await expect(
      fleets.create({ ...caller, accountId: 'acct_2' }, body({ name: 'other account' })),
    ).resolves.toBeDefined();
  });

  it('switching to PERIODIC without an interval takes the default; omitted fields stay as they are', async () => {
    const { fleets, store } = service();
    const created = await fleets.create(caller, body({ name: 'edge', description: 'first floor' }));
    const updated = await fleets.update(caller, created.id, { sync_strategy: 'PERIODIC' });
    expect(store.lastChanges).toMatchObject({ syncStrategy: 'PERIODIC', syncIntervalSeconds: 300, name: undefined });
    expect(updated).toMatchObject({ name: 'edge', description: 'first floor', syncIntervalSeconds: 300 });
  });

  it("answers FLEET_NOT_FOUND for another account's fleet and for a removed one", async () => {
    const { fleets } = service();
    const created = await fleets.create(caller, body({ name: 'mine' }));
    await expect(fleets.get({ ...caller, accountId: 'acct_2' }, created.id)).rejects.toMatchObject({
      code: 'FLEET_NOT_FOUND',
    });
    await fleets.remove(caller, created.id);
    await expect(fleets.remove(caller, created.id)).rejects.toMatchObject({ code: 'FLEET_NOT_FOUND', status: 404 });
  });

  it('reads each fleet with the counts of its devices', async () => {
    const { fleets } = service();
    const created = await fleets.create(caller, body({ name: 'counted' }));
    expect(created).toMatchObject({ deviceCount: 0, onlineCount: 0, offlineCount: 0 });
    expect(await fleets.get(caller, created.id)).toMatchObject({ deviceCount: 3, onlineCount: 1, offlineCount: 1 });
    const page = await fleets.list(caller, {});
    expect(page.items[0]).toMatchObject({ deviceCount: 3, onlineCount: 1, offlineCount: 1 });
  });

  it("builds the dashboard from the fleet's devices: counts, memory in use, sync figures of the last 24 hours", async () => {
    const { fleets, store, asked } = service();
    store.rows.set('fleet_a', {
      id: 'fleet_a',
      accountId: caller.accountId,
      name: 'a',
      description: null,
      syncStrategy: 'INTELLIGENT',
      syncIntervalSeconds: null,
      metadata: {},
      createdAt: NOW,
      updatedAt: NOW,
    });
    const { fleet, activity } = await fleets.dashboard(caller, 'fleet_a');
    expect(fleet).toMatchObject({ id: 'fleet_a', deviceCount: 3, onlineCount: 1, offlineCount: 1 });
    expect(activity).toEqual({
      memoriesSynced24h: 42,
      syncErrors24h: 2,
      avgSyncLatencyMs: 1235,
      totalMemoryUsageMb: 537, // 50% of 1024 + 25% of 100; the device without a usage counts nothing
      byType: { ROBOT: 2, DRONE: 1 },
      byStatus: { ONLINE: 1, OFFLINE: 1, MAINTENANCE: 1 },
      recentAlerts: [],
    });
    expect(asked).toEqual({ jobsOf: ['dev_1', 'dev_2', 'dev_3'], since: new Date(NOW.getTime() - 86_400_000) });
  });
});
