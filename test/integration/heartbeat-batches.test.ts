// Heartbeats that arrive together are recorded together, one statement a batch: each caller
// still gets its own answer, a wrong token in the batch fails only its own heartbeat, repeated
// heartbeats of one device are recorded one after another, and two instances recording the same
// devices at once neither deadlock nor lose a report. The statement also answers each device's
// active alerts, running sync job and fleet's sync settings, read by SQL their own repositories write.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { generateApiKey, hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { DeviceAlertsRepository } from '../../src/modules/devices/device-alerts.repository.js';
import { DevicesRepository } from '../../src/modules/devices/devices.repository.js';
import { FleetsRepository } from '../../src/modules/devices/fleets.repository.js';
import { SyncJobsRepository } from '../../src/modules/devices/sync-jobs.repository.js';
import { engines, useDatabase } from '../support/databases.js';

const DEVICES = 40;

describe.each(engines)('heartbeat batches on $label', (engine) => {
  const database = useDatabase(engine, { poolSize: 4 });

  /** The stored metrics of a device (written by heartbeats only, never mapped on the entity). */
  async function metricsOf(id: string): Promise<Record<string, unknown> | null> {
    const [row] = await database()
      .db.orm.em.getConnection()
      .execute<{ metrics: Record<string, unknown> | null }[]>('select metrics from devices where id = ?', [id]);
    return row!.metrics;
  }

  async function registerDevices(
    repository: DevicesRepository,
    fleetId: string | null = null,
  ): Promise<{ id: string; tokenHash: string; accountId: string }[]> {
    const accounts = new AccountsRepository(database().db.orm);
    const keyHash = hashApiKey(generateApiKey('live'));
    const account = await accounts.createWithKey({
      email: `fleet.${randomBytes(6).toString('hex')}@example.com`,
      name: null,
      vectorDbUrl: null,
      keyHash,
      environment: 'live',
    });
    const devices: { id: string; tokenHash: string; accountId: string }[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const device = { id: `dev_batch_${randomBytes(8).toString('hex')}`, tokenHash: randomBytes(32).toString('hex') };
      const { inserted } = await repository.insertWithin(
        {
          ...device,
          accountId: account.id,
          fleetId,
          name: `robot ${i}`,
          type: 'ROBOT',
          syncStrategy: null,
          syncIntervalSeconds: null,
          capabilities: {},
          metadata: {},
          createdAt: new Date(),
        },
        10_000,
      );
      expect(inserted).toBe(true);
      devices.push({ ...device, accountId: account.id });
    }
    return devices;
  }

  it('answers each heartbeat of a burst as if alone, in far fewer statements than heartbeats', async () => {
    const repository = new DevicesRepository(database().db.orm);
    const devices = await registerDevices(repository);
    const at = new Date();
    const beat = (
      d: { id: string; tokenHash: string },
      report: { memoriesCount?: number; metrics: Record<string, unknown> },
    ) => repository.recordHeartbeat(d.id, d.tokenHash, report, at);

    const own = devices.map((d, i) => beat(d, { memoriesCount: 100 + i, metrics: { battery_pct: i } }));
    const again = [1, 2].map((n) => beat(devices[0]!, { memoriesCount: n, metrics: { battery_pct: 50 + n } }));
    const otherToken = beat({ id: devices[1]!.id, tokenHash: devices[2]!.tokenHash }, { metrics: { battery_pct: 99 } });
    const unknown = beat({ id: 'dev_batch_unknown', tokenHash: devices[3]!.tokenHash }, { metrics: {} });

    const answers = await Promise.all(own);
    answers.forEach((answer, i) => {
      expect(answer?.device.id).toBe(devices[i]!.id);
      expect(answer?.before).toBe('OFFLINE');
      expect(answer?.device).toMatchObject({ status: 'ONLINE', memoriesCount: 100 + i, metrics: { battery_pct: i } });
    });
    // one device's later heartbeats wait for later batches, in the order they came
    const [first, second] = await Promise.all(again);
    expect(first).toMatchObject({ before: 'ONLINE', device: { memoriesCount: 1, metrics: { battery_pct: 51 } } });
    expect(second).toMatchObject({ before: 'ONLINE', device: { memoriesCount: 2, metrics: { battery_pct: 52 } } });
    expect(await otherToken).toBeNull();
    expect(await unknown).toBeNull();

    const stats = repository.heartbeatBatches;
    expect(stats.items).toBe(DEVICES + 4);
    expect(stats.batches).toBeLessThanOrEqual(4); // the first alone, then the queue in at most 3 (one per repeat of device 0)
    // the heartbeat with another device's token changed neither device
    expect(await metricsOf(devices[1]!.id)).toEqual({ battery_pct: 1 });
    expect(await metricsOf(devices[2]!.id)).toEqual({ battery_pct: 2 });
  });

  it('fails only the heartbeat the database refuses, not the others of its batch', async () => {
    const repository = new DevicesRepository(database().db.orm);
    const devices = await registerDevices(repository);
    const at = new Date();
    const outcomes = await Promise.allSettled(
      devices
        .slice(0, 6)
        .map((d, i) =>
          repository.recordHeartbeat(d.id, d.tokenHash, { metrics: { note: i === 3 ? 'a\u0000b' : `fine ${i}` } }, at),
        ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    // the first alone, the other five together; that batch failed and was tried again one by one
    expect(repository.heartbeatBatches).toEqual({ batches: 2, items: 6 });
  });

  it('lets two instances record the same devices at once without a deadlock or a lost report', async () => {
    const one = new DevicesRepository(database().db.orm);
    const other = new DevicesRepository(database().db.orm);
    const devices = await registerDevices(one);
    const at = new Date();
    const rounds = 5;
    const calls: Promise<unknown>[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const d of devices)
        calls.push(one.recordHeartbeat(d.id, d.tokenHash, { metrics: { [`one_${round}`]: true } }, at));
      for (const d of [...devices].reverse())
        calls.push(other.recordHeartbeat(d.id, d.tokenHash, { metrics: { [`other_${round}`]: true } }, at));
    }
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer !== null)).toBe(true);
    for (const d of devices) {
      const metrics = (await metricsOf(d.id))!;
      expect(Object.keys(metrics).sort()).toEqual(
        Array.from({ length: rounds }, (_, r) => [`one_${r}`, `other_${r}`])
          .flat()
          .sort(),
      );
    }
  });

  it("answers the device's active alerts, running sync job and fleet's settings with the heartbeat", async () => {
    const orm = database().db.orm;
    const repository = new DevicesRepository(orm);
    const fleets = new FleetsRepository(orm);
    const [plain] = await registerDevices(repository);
    const fleet = {
      id: `fleet_batch_${randomBytes(8).toString('hex')}`,
      accountId: plain!.accountId,
      name: 'cameras',
      description: null,
      syncStrategy: 'PERIODIC' as const,
      syncIntervalSeconds: 600,
      metadata: {},
      createdAt: new Date(),
    };
    expect((await fleets.insertWithin(fleet, 100)).inserted).toBe(true);
    await repository.update(plain!.accountId, plain!.id, { fleetId: fleet.id }, new Date());
    await new DeviceAlertsRepository(orm).raise(
      { id: plain!.id, accountId: plain!.accountId, fleetId: fleet.id },
      'LOW_BATTERY',
      'low',
      new Date(),
    );
    await new SyncJobsRepository(orm).insert({
      id: `sync_batch_${randomBytes(8).toString('hex')}`,
      accountId: plain!.accountId,
      deviceId: plain!.id,
      direction: 'push',
      force: true,
      collections: ['notes', 'a "quoted", one'],
      memoriesToPush: 3,
      memoriesToPull: 0,
      startedAt: new Date(),
    });
    const answer = await repository.recordHeartbeat(plain!.id, plain!.tokenHash, { metrics: {} }, new Date());
    expect(answer).toMatchObject({
      activeAlerts: new Set(['LOW_BATTERY']),
      runningJob: { direction: 'push', force: true, collections: ['notes', 'a "quoted", one'], handedOverAt: null },
      fleetSync: { strategy: 'PERIODIC', intervalSeconds: 600 },
    });
    // without a fleet, an alert or a job, each is empty
    const [alone] = await registerDevices(repository);
    expect(await repository.recordHeartbeat(alone!.id, alone!.tokenHash, { metrics: {} }, new Date())).toMatchObject({
      activeAlerts: new Set(),
      runningJob: null,
      fleetSync: null,
    });
  });
});
