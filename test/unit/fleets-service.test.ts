// The fleet rules against an in-memory store: defaults, the per-account limit, PATCH semantics.
import { describe, expect, it } from 'vitest';
import { fleetNotFound } from '../../src/errors/registry.js';
import type { Caller } from '../../src/modules/accounts/caller.js';
import type { Fleet } from '../../src/modules/devices/fleet.entity.js';
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
    this.rows.set(fleet.id, { ...fleet, updatedAt: fleet.createdAt, deviceCount: 0, onlineCount: 0, offlineCount: 0 });
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

  activity(): ReturnType<FleetsStore['activity']> {
    throw new Error('not used by these tests');
  }
}

function service() {
  const store = new InMemoryFleets();
  return { store, fleets: new FleetsService(store, () => NOW) };
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
});
