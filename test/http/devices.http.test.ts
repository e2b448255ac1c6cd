// Edge fleets, devices, heartbeats, liveness, sync jobs, alerts and the fleet dashboard, through
// the real server. Time-driven passes (silent devices, stuck sync jobs) are run on demand with
// the clock moved by rewriting the rows' times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DEVICE_LIVENESS_INTERVAL_MS: '3600000' });
});
afterAll(async () => {
  await server?.stop();
});

const sql = () => server.service.db.orm.em.getConnection();
const post = (path: string, body: unknown, token: string) => server.call('POST', path, { token, body });
const patch = (path: string, body: unknown, token: string) => server.call('PATCH', path, { token, body });
const get = (path: string, token: string) => server.call('GET', path, { token });
const heartbeat = (deviceId: string, deviceToken: string, body: Record<string, unknown> = {}) =>
  server.call('POST', `/v1/devices/${deviceId}/heartbeat`, {
    body,
    headers: { authorization: `Bearer ${deviceToken}` },
  });

async function register(
  apiKey: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; token: string; body: any }> {
  const res = await post('/v1/devices', { name: 'Robot', type: 'ROBOT', ...body }, apiKey);
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, token: res.body.device_token, body: res.body };
}

describe('fleets', () => {
  it('creates with defaults, lists with device counts, changes, and deletes leaving devices unassigned', async () => {
    const { apiKey } = await signUp(server);
    const created = await post('/v1/fleets', { name: 'Warehouse robots' }, apiKey);
    expect(created.status).toBe(201);
    expectConforms('createFleet', created);
    expect(created.body).toMatchObject({
      sync_strategy: 'INTELLIGENT',
      sync_interval_seconds: null,
      description: null,
      metadata: {},
      device_count: 0,
    });
    const periodic = await post('/v1/fleets', { name: 'Cameras', sync_strategy: 'PERIODIC' }, apiKey);
    expect(periodic.body.sync_interval_seconds).toBe(300);
    expect((await post('/v1/fleets', { name: 'x', sync_strategy: 'SOMETIMES' }, apiKey)).body.error.code).toBe(
      'INVALID_SYNC_STRATEGY',
    );

    const fleetId = created.body.id;
    const device = await register(apiKey, { fleet_id: fleetId });
    expect(device.body).toMatchObject({ fleet_id: fleetId, sync_strategy: 'INTELLIGENT', status: 'OFFLINE' });
    await heartbeat(device.id, device.token);
    const list = await get('/v1/fleets', apiKey);
    expectConforms('listFleets', list);
    expect(list.body.items.find((f: { id: string }) => f.id === fleetId)).toMatchObject({
      device_count: 1,
      online_count: 1,
      offline_count: 0,
    });

    const changed = await patch(`/v1/fleets/${fleetId}`, { sync_strategy: 'PERIODIC', description: 'Hall B' }, apiKey);
    expectConforms('updateFleet', changed);
    expect(changed.body).toMatchObject({
      sync_strategy: 'PERIODIC',
      sync_interval_seconds: 300,
      description: 'Hall B',
    });
    expect((await get(`/v1/devices/${device.id}`, apiKey)).body).toMatchObject({
      sync_strategy: 'PERIODIC',
      sync_interval_seconds: 300,
    }); // follows its fleet
    expect((await patch(`/v1/fleets/${fleetId}`, { description: null }, apiKey)).body.description).toBeNull();

    expect((await server.call('DELETE', `/v1/fleets/${fleetId}`, { token: apiKey })).status).toBe(204);
    expect((await get(`/v1/fleets/${fleetId}`, apiKey)).status).toBe(404);
    expect((await get(`/v1/devices/${device.id}`, apiKey)).body).toMatchObject({
      fleet_id: null,
      sync_strategy: 'INTELLIGENT',
    });
  });

  it('answers 404 FLEET_NOT_FOUND for another account and 409 at the account maximum', async () => {
    const owner = (await signUp(server)).apiKey;
    const other = (await signUp(server)).apiKey;
    const fleet = await post('/v1/fleets', { name: 'Mine' }, owner);
    for (const [method, path] of [
      ['GET', `/v1/fleets/${fleet.body.id}`],
      ['PATCH', `/v1/fleets/${fleet.body.id}`],
      ['DELETE', `/v1/fleets/${fleet.body.id}`],
      ['GET', `/v1/fleets/${fleet.body.id}/dashboard`],
    ] as const) {
      const res = await server.call(method, path, {
        token: other,
        body: method === 'PATCH' ? { name: 'x' } : undefined,
      });
      expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([404, 'FLEET_NOT_FOUND']);
    }
    expect(
      (await post('/v1/devices', { name: 'x', type: 'ROBOT', fleet_id: fleet.body.id }, other)).body.error.code,
    ).toBe('FLEET_NOT_FOUND');
    await sql().execute(
      `insert into fleets (id, account_id, name, sync_strategy, created_at, updated_at)
       select 'fleet_fill' || lpad(i::text, 20, '0'), account_id, 'filler', 'INTELLIGENT', now(), now() from fleets, generate_series(1, 99) i where id = ?`,
      [fleet.body.id],
    );
    const over = await post('/v1/fleets', { name: 'one too many' }, owner);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'FLEET_LIMIT_EXCEEDED', details: { limit: 100, current: 100 } });
  });
});

describe('devices and heartbeats', () => {
  it('registers with a token shown once, lists with filters, changes and deletes', async () => {
    const { apiKey } = await signUp(server);
    const fleet = await post('/v1/fleets', { name: 'Drones', sync_strategy: 'REAL_TIME' }, apiKey);
    const res = await post(
      '/v1/devices',
      { name: 'Drone 1', type: 'DRONE', fleet_id: fleet.body.id, capabilities: { memory_mb: 2048, has_gpu: true } },
      apiKey,
    );
    expect(res.status).toBe(201);
    expectConforms('registerDevice', res);
    expect(res.body.device_token).toMatch(/^devtok_[0-9A-Za-z_-]{43}$/);
    expect(res.body).toMatchObject({
      status: 'OFFLINE',
      sync_strategy: 'REAL_TIME',
      last_heartbeat_at: null,
      last_sync_at: null,
      uptime_seconds: null,
      memories_count: 0,
    });
    const stored = await sql().execute<{ token_hash: string }[]>('select token_hash from devices where id = ?', [
      res.body.id,
    ]);
    expect(stored[0]!.token_hash).not.toContain('devtok_');
    const read = await get(`/v1/devices/${res.body.id}`, apiKey);
    expectConforms('getDevice', read);
    expect(read.body.device_token).toBeUndefined();

    const sensor = await register(apiKey, { name: 'Sensor', type: 'SENSOR', sync_strategy: 'ON_DEMAND' });
    expect(sensor.body).toMatchObject({ sync_strategy: 'ON_DEMAND', fleet_id: null });
    expect((await post('/v1/devices', { name: 'x', type: 'TOASTER' }, apiKey)).body.error.code).toBe(
      'INVALID_DEVICE_TYPE',
    );
    expect(
      (await post('/v1/devices', { name: 'x', type: 'ROBOT', sync_strategy: 'NEVER' }, apiKey)).body.error.code,
    ).toBe('INVALID_SYNC_STRATEGY');

    const byFleet = await get(`/v1/devices?fleet_id=${fleet.body.id}`, apiKey);
    expectConforms('listDevices', byFleet);
    expect(byFleet.body.items.map((d: { id: string }) => d.id)).toEqual([res.body.id]);
    expect((await get('/v1/devices?type=SENSOR', apiKey)).body.items.map((d: { id: string }) => d.id)).toEqual([
      sensor.id,
    ]);
    expect((await get('/v1/devices?status=ONLINE', apiKey)).body.total).toBe(0);
    expect((await get('/v1/devices?status=SLEEPING', apiKey)).status).toBe(422);
    expect((await get('/v1/devices?page_size=1&page=2', apiKey)).body).toMatchObject({
      total: 2,
      page: 2,
      total_pages: 2,
    });

    const moved = await patch(
      `/v1/devices/${sensor.id}`,
      { fleet_id: fleet.body.id, status: 'MAINTENANCE', name: 'Sensor A' },
      apiKey,
    );
    expectConforms('updateDevice', moved);
    expect(moved.body).toMatchObject({
      fleet_id: fleet.body.id,
      status: 'MAINTENANCE',
      name: 'Sensor A',
      sync_strategy: 'ON_DEMAND',
    });
    expect((await patch(`/v1/devices/${sensor.id}`, { fleet_id: null }, apiKey)).body.fleet_id).toBeNull();
    expect(
      (await patch(`/v1/devices/${sensor.id}`, { fleet_id: 'fleet_000000000000000000000000' }, apiKey)).body.error.code,
    ).toBe('FLEET_NOT_FOUND');

    expect((await server.call('DELETE', `/v1/devices/${sensor.id}`, { token: apiKey })).status).toBe(204);
    expect((await heartbeat(sensor.id, sensor.token)).body.error.code).toBe('INVALID_DEVICE_TOKEN'); // the token went with it
    expect((await get(`/v1/devices/${sensor.id}`, apiKey)).body.error.code).toBe('DEVICE_NOT_FOUND');
  });

  it('stops at 10,000 devices an account with 409 DEVICE_LIMIT_EXCEEDED', async () => {
    const { apiKey } = await signUp(server);
    const first = await register(apiKey);
    await sql().execute(
      `insert into devices (id, account_id, name, type, token_hash, created_at, updated_at)
       select 'dev_fill' || lpad(i::text, 20, '0'), account_id, 'filler', 'SENSOR', 'fill-' || i || '-' || id, now(), now()
         from devices, generate_series(1, 9999) i where id = ?`,
      [first.id],
    );
    const over = await post('/v1/devices', { name: 'one too many', type: 'ROBOT' }, apiKey);
    expect(over.status).toBe(409);
    expectConforms('registerDevice', over);
    expect(over.body.error).toMatchObject({
      code: 'DEVICE_LIMIT_EXCEEDED',
      details: { limit: 10_000, current: 10_000 },
    });
  });

  it('refuses wrong tokens alike and moves a device ONLINE with its reported counts and metrics', async () => {
    const { apiKey } = await signUp(server);
    const a = await register(apiKey);
    const b = await register(apiKey);
    for (const [id, token] of [
      [a.id, 'devtok_wrong'],
      [a.id, b.token],
      ['dev_000000000000000000000000', a.token],
      [a.id, ''],
    ]) {
      const res = await heartbeat(id!, token!);
      expect([res.status, res.body.error?.code], `${id} ${token}`).toEqual([401, 'INVALID_DEVICE_TOKEN']);
    }
    const beat = await heartbeat(a.id, a.token, {
      battery_pct: 80,
      network_type: 'WIFI',
      memories_count: 12,
      sync_pending_count: 0,
      custom_metrics: { motor_temp_c: 41 },
    });
    expect(beat.status).toBe(200);
    expectConforms('sendHeartbeat', beat);
    expect(beat.body).toMatchObject({ status: 'OK', sync_required: false, sync_priority: 'LOW', pending_commands: [] });
    const device = (await get(`/v1/devices/${a.id}`, apiKey)).body;
    expect(device).toMatchObject({ status: 'ONLINE', memories_count: 12, sync_pending_count: 0 });
    expect(device.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(device.last_heartbeat_at)).toBeGreaterThan(Date.now() - 10_000);

    await patch(`/v1/devices/${b.id}`, { status: 'MAINTENANCE' }, apiKey);
    await heartbeat(b.id, b.token);
    expect((await get(`/v1/devices/${b.id}`, apiKey)).body).toMatchObject({
      status: 'MAINTENANCE',
      uptime_seconds: null,
    });
  });

  it('raises LOW_BATTERY and STORAGE_FULL once while active, and resolves them when the metric recovers', async () => {
    const { apiKey } = await signUp(server);
    const d = await register(apiKey);
    await heartbeat(d.id, d.token, { battery_pct: 12, storage_usage_pct: 97 });
    await heartbeat(d.id, d.token, { battery_pct: 10, storage_usage_pct: 98 });
    const active = await get(`/v1/alerts?device_id=${d.id}&status=ACTIVE`, apiKey);
    expectConforms('listAlerts', active);
    expect(active.body.items.map((a: { type: string }) => a.type).sort()).toEqual(['LOW_BATTERY', 'STORAGE_FULL']);
    await heartbeat(d.id, d.token, { battery_pct: 60 });
    const after = await get(`/v1/alerts?device_id=${d.id}`, apiKey);
    expect(after.body.items.map((a: { type: string; status: string }) => `${a.type}:${a.status}`).sort()).toEqual([
      'LOW_BATTERY:RESOLVED',
      'STORAGE_FULL:ACTIVE',
    ]);
  });
});

describe('liveness', () => {
  it('turns a silent device OFFLINE with a DEVICE_OFFLINE alert, resolved by its next heartbeat', async () => {
    const { apiKey } = await signUp(server);
    const d = await register(apiKey);
    await heartbeat(d.id, d.token);
    await sql().execute("update devices set last_heartbeat_at = now() - interval '91 seconds' where id = ?", [d.id]);
    const pass = await server.service.deviceLiveness.runOnce();
    expect(pass.offline).toBeGreaterThanOrEqual(1);
    expect((await get(`/v1/devices/${d.id}`, apiKey)).body).toMatchObject({ status: 'OFFLINE', uptime_seconds: null });
    const alerts = await get(`/v1/alerts?device_id=${d.id}&type=DEVICE_OFFLINE`, apiKey);
    expect(alerts.body.items).toHaveLength(1);
    expect(alerts.body.items[0]).toMatchObject({ status: 'ACTIVE' });
    await server.service.deviceLiveness.runOnce();
    expect((await get(`/v1/alerts?device_id=${d.id}`, apiKey)).body.total).toBe(1); // no duplicate
    await heartbeat(d.id, d.token);
    expect((await get(`/v1/devices/${d.id}`, apiKey)).body.status).toBe('ONLINE');
    expect((await get(`/v1/alerts?device_id=${d.id}`, apiKey)).body.items[0]).toMatchObject({
      type: 'DEVICE_OFFLINE',
      status: 'RESOLVED',
    });
  });
});

describe('sync jobs', () => {
  const push = (d: { id: string; token: string }, memories: Record<string, unknown>[]) =>
    server.call('POST', `/v1/devices/${d.id}/memories/push`, {
      body: { memories },
      headers: { authorization: `Bearer ${d.token}` },
    });
  const pull = (d: { id: string; token: string }, query = '') =>
    server.call('GET', `/v1/devices/${d.id}/memories/changes${query}`, {
      headers: { authorization: `Bearer ${d.token}` },
    });
  const jobOf = async (apiKey: string, d: { id: string }, jobId: string) =>
    (await get(`/v1/devices/${d.id}/sync/${jobId}`, apiKey)).body;

  it('refuses an offline device, repeats the command in every answer until the device synced, and completes only then', async () => {
    const { apiKey } = await signUp(server);
    const d = await register(apiKey);
    expect((await post(`/v1/devices/${d.id}/sync`, { direction: 'both' }, apiKey)).body.error.code).toBe(
      'DEVICE_OFFLINE',
    );
    await heartbeat(d.id, d.token, { sync_pending_count: 7 });
    expect((await post(`/v1/devices/${d.id}/sync`, { direction: 'sideways' }, apiKey)).body.error.code).toBe(
      'INVALID_SYNC_DIRECTION',
    );
    expect((await post(`/v1/devices/${d.id}/sync`, {}, apiKey)).status).toBe(422);

    const job = await post(`/v1/devices/${d.id}/sync`, { direction: 'both', force: true }, apiKey);
    expect(job.status).toBe(202);
    expectConforms('syncDevice', job);
    expect(job.body).toMatchObject({
      status: 'IN_PROGRESS',
      memories_to_push: 7,
      memories_to_pull: 0,
      completed_at: null,
      error: null,
    });
    const again = await post(`/v1/devices/${d.id}/sync`, { direction: 'push' }, apiKey);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'SYNC_IN_PROGRESS', details: { job_id: job.body.job_id } });

    const command = {
      command: 'sync',
      issued_at: expect.any(String),
      args: { job_id: job.body.job_id, direction: 'both', force: true, collections: null },
    };
    const handed = await heartbeat(d.id, d.token, { sync_pending_count: 7 }); // this answer is lost: the device never reads it
    expectConforms('sendHeartbeat', handed);
    expect(handed.body).toMatchObject({ sync_required: true, sync_priority: 'CRITICAL' });
    expect(handed.body.pending_commands).toEqual([command]);
    const next = await heartbeat(d.id, d.token, { sync_pending_count: 7 });
    expect(next.body.pending_commands).toEqual(handed.body.pending_commands); // the same command again, issued at the hand-over

    // an empty backlog reported without a sync since the hand-over completes nothing
    const unsynced = await heartbeat(d.id, d.token, { sync_pending_count: 0 });
    expect(unsynced.body.pending_commands).toEqual([command]);
    expect(await jobOf(apiKey, d, job.body.job_id)).toMatchObject({ status: 'IN_PROGRESS', completed_at: null });
    expect((await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at).toBeNull();

    // the device acknowledges with an empty push, and the next heartbeat completes the job
    const empty = await push(d, []);
    expect(empty.status, empty.text).toBe(200);
    expectConforms('pushDeviceMemories', empty);
    expect(empty.body).toEqual({ results: [] });
    const syncedAt = (await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at;
    expect(Date.parse(syncedAt)).toBeGreaterThanOrEqual(Date.parse(handed.body.pending_commands[0].issued_at));
    const completing = await heartbeat(d.id, d.token, { sync_pending_count: 0 });
    expect(completing.body.pending_commands).toEqual([]);
    const done = await get(`/v1/devices/${d.id}/sync/${job.body.job_id}`, apiKey);
    expectConforms('getSyncJob', done);
    expect(done.body).toMatchObject({ status: 'COMPLETED', memories_to_push: 7, error: null });
    expect(Date.parse(done.body.completed_at)).toBe(Date.parse(completing.body.server_time));
    expect((await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at).toBe(syncedAt); // completing a job is not a sync
    expect((await heartbeat(d.id, d.token, { sync_pending_count: 0 })).body.pending_commands).toEqual([]);
    expect((await get(`/v1/devices/${d.id}/sync/sync_000000000000000000000000`, apiKey)).body.error.code).toBe(
      'NOT_FOUND',
    );
  });

  it('completes a push job after the backlog was pushed, with its real count', async () => {
    const { apiKey } = await signUp(server);
    const d = await register(apiKey);
    await heartbeat(d.id, d.token, { sync_pending_count: 2 });
    const job = await post(`/v1/devices/${d.id}/sync`, { direction: 'push' }, apiKey);
    expect(job.body.memories_to_push).toBe(2);
    await heartbeat(d.id, d.token, { sync_pending_count: 2 });
    const pushed = await push(d, [
      {
        local_id: 'n-1',
        text: 'Charging dock 4 trips its breaker when two robots charge at once.',
        collection: 'warehouse',
      },
      { local_id: 'n-2', text: 'The loading ramp is wet every morning until nine.', collection: 'warehouse' },
    ]);
    expect(pushed.status, pushed.text).toBe(200);
    expect(pushed.body.results.map((r: { status: string }) => r.status)).toEqual(['created', 'created']);
    await heartbeat(d.id, d.token, { sync_pending_count: 1 }); // still one to push: not done
    expect((await jobOf(apiKey, d, job.body.job_id)).status).toBe('IN_PROGRESS');
    await heartbeat(d.id, d.token, { sync_pending_count: 0 });
    expect(await jobOf(apiKey, d, job.body.job_id)).toMatchObject({
      status: 'COMPLETED',
      memories_to_push: 2,
      memories_to_pull: 0,
    });
  });

  it('completes a pull job only after a pull that reached the end of the feed, whatever the backlog', async () => {
    const { apiKey } = await signUp(server);
    for (const text of [
      'Gate 3 opens at six.',
      'Forklift 2 is due for service on Monday.',
      'Visitors sign in at the east entrance.',
    ]) {
      expect((await post('/v1/store', { text, collection: 'site' }, apiKey)).status).toBe(201);
    }
    const d = await register(apiKey);
    await heartbeat(d.id, d.token, { sync_pending_count: 5 });
    const job = await post(`/v1/devices/${d.id}/sync`, { direction: 'pull' }, apiKey);
    expect(job.body).toMatchObject({ memories_to_push: 0, memories_to_pull: 3 });
    await heartbeat(d.id, d.token, { sync_pending_count: 5 });

    const first = await pull(d, '?limit=2');
    expect(first.body.has_more).toBe(true);
    expect((await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at).toBeNull(); // more to come: not synced yet
    await heartbeat(d.id, d.token, { sync_pending_count: 5 });
    expect((await jobOf(apiKey, d, job.body.job_id)).status).toBe('IN_PROGRESS');

    const rest = await pull(d, `?limit=2&cursor=${first.body.next_cursor}`);
    expect(rest.body).toMatchObject({ has_more: false });
    expect(rest.body.changes).toHaveLength(1);
    expect((await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at).not.toBeNull();
    await heartbeat(d.id, d.token, { sync_pending_count: 5 }); // a pull job does not wait for the backlog
    expect(await jobOf(apiKey, d, job.body.job_id)).toMatchObject({
      status: 'COMPLETED',
      memories_to_push: 0,
      memories_to_pull: 3,
    });
  });

  it('records last_sync_at on pushes and pulls, so a PERIODIC device that just synced waits for its interval', async () => {
    const { apiKey } = await signUp(server);
    const d = await register(apiKey, { sync_strategy: 'PERIODIC', sync_interval_seconds: 300 });
    expect((await heartbeat(d.id, d.token)).body).toMatchObject({ sync_required: true, sync_priority: 'NORMAL' }); // never synced

    expect((await push(d, [])).status).toBe(200);
    const afterPush = (await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at;
    expect(Date.parse(afterPush)).toBeGreaterThan(Date.now() - 10_000);
    expect((await heartbeat(d.id, d.token)).body).toMatchObject({ sync_required: false, sync_priority: 'LOW' });

    // the interval passes: told to sync; a pull to the end of the feed records the sync again
    await sql().execute("update devices set last_sync_at = last_sync_at - interval '301 seconds' where id = ?", [d.id]);
    expect((await heartbeat(d.id, d.token)).body.sync_required).toBe(true);
    const rewound = (await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at;
    expect((await pull(d)).body.has_more).toBe(false);
    const afterPull = (await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at;
    expect(Date.parse(afterPull)).toBeGreaterThan(Date.parse(rewound));
    expect((await heartbeat(d.id, d.token)).body.sync_required).toBe(false);

    // refused requests record nothing
    await sql().execute("update devices set last_sync_at = last_sync_at - interval '301 seconds' where id = ?", [d.id]);
    const before = (await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at;
    expect((await pull(d, '?cursor=nonsense')).status).toBe(422);
    expect((await push(d, [{ local_id: '', text: 'x' }])).status).toBe(422);
    expect((await get(`/v1/devices/${d.id}`, apiKey)).body.last_sync_at).toBe(before);
  });

  it('fails a stuck job with SYNC_FAILED, and raises HIGH_ERROR_RATE at the third failure within an hour', async () => {
    const { apiKey } = await signUp(server);
    const d = await register(apiKey);
    await heartbeat(d.id, d.token);
    for (let i = 0; i < 3; i++) {
      const job = await post(`/v1/devices/${d.id}/sync`, { direction: 'push' }, apiKey);
      expect(job.status).toBe(202);
      await sql().execute("update device_sync_jobs set started_at = now() - interval '2 hours' where id = ?", [
        job.body.job_id,
      ]);
      await server.service.deviceLiveness.runOnce();
      const failed = await get(`/v1/devices/${d.id}/sync/${job.body.job_id}`, apiKey);
      expect(failed.body).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/3600 seconds/) });
      await heartbeat(d.id, d.token);
    }
    const alerts = await get(`/v1/alerts?device_id=${d.id}`, apiKey);
    expect(alerts.body.items.map((a: { type: string }) => a.type).sort()).toEqual(['HIGH_ERROR_RATE', 'SYNC_FAILED']); // one SYNC_FAILED while active
  });
});

describe('alerts and the dashboard', () => {
  it('resolves alerts with a note, idempotently, and builds the dashboard from the records', async () => {
    const { apiKey } = await signUp(server);
    const fleet = await post('/v1/fleets', { name: 'Hall B' }, apiKey);
    const robot = await register(apiKey, { fleet_id: fleet.body.id, capabilities: { memory_mb: 1000 } });
    const camera = await register(apiKey, { fleet_id: fleet.body.id, type: 'SMART_CAMERA', name: 'Cam' });
    await heartbeat(robot.id, robot.token, { memory_usage_pct: 50, battery_pct: 5, sync_pending_count: 4 });
    const job = await post(`/v1/devices/${robot.id}/sync`, { direction: 'push' }, apiKey);
    await heartbeat(robot.id, robot.token, { sync_pending_count: 4 });
    const ack = await server.call('POST', `/v1/devices/${robot.id}/memories/push`, {
      body: { memories: [] },
      headers: { authorization: `Bearer ${robot.token}` },
    });
    expect(ack.status).toBe(200); // the sync (its memories went earlier): the job completes at the next heartbeat
    await heartbeat(robot.id, robot.token, { sync_pending_count: 0 });

    const dashboard = await get(`/v1/fleets/${fleet.body.id}/dashboard`, apiKey);
    expectConforms('getFleetDashboard', dashboard);
    expect(dashboard.body).toMatchObject({
      device_count: 2,
      online_count: 1,
      offline_count: 1,
      memories_synced_24h: 4,
      sync_errors_24h: 0,
      total_memory_usage_mb: 500,
      devices_by_type: { ROBOT: 1, SMART_CAMERA: 1 },
      devices_by_status: { ONLINE: 1, OFFLINE: 1 },
    });
    expect(dashboard.body.avg_sync_latency_ms).toBeGreaterThanOrEqual(0);
    expect(dashboard.body.recent_alerts.map((a: { type: string }) => a.type)).toEqual(['LOW_BATTERY']);
    expect(job.body.memories_to_push).toBe(4);
    expect(camera.body.status).toBe('OFFLINE');

    const alertId = dashboard.body.recent_alerts[0].id;
    const resolved = await patch(`/v1/alerts/${alertId}/resolve`, { resolution_note: 'Battery swapped.' }, apiKey);
    expectConforms('resolveAlert', resolved);
    expect(resolved.body).toMatchObject({
      status: 'RESOLVED',
      resolution_note: 'Battery swapped.',
      fleet_id: fleet.body.id,
    });
    const again = await patch(`/v1/alerts/${alertId}/resolve`, { resolution_note: 'Other note' }, apiKey);
    expect(again.body).toEqual(resolved.body);
    expect((await server.call('PATCH', `/v1/alerts/${alertId}/resolve`, { token: apiKey })).status).toBe(200); // no body
    expect((await patch('/v1/alerts/alert_000000000000000000000000/resolve', {}, apiKey)).body.error.code).toBe(
      'ALERT_NOT_FOUND',
    );
    expect((await patch(`/v1/alerts/${alertId}/resolve`, {}, (await signUp(server)).apiKey)).status).toBe(404);
    expect((await get(`/v1/fleets/${fleet.body.id}/dashboard`, apiKey)).body.recent_alerts).toEqual([]);
  });
});
