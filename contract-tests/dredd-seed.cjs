// The records Dredd's transactions point at. Dredd builds each request from the contract's
// examples, whose ids name nothing in a fresh service; before the first transaction these
// helpers sign up the accounts and create, through the public API only, every record a path
// parameter, a query or a body refers to. Each delete gets a record of its own so the order of
// the transactions does not matter.
'use strict';

const { execFileSync } = require('node:child_process');
const { resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
let counter = 0;

/** A value no other run or record shares (e-mail addresses, names, memory texts). */
function unique(prefix) {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

class Api {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  /** One JSON call; throws with the answer when the status is not the expected one. */
  async call(method, path, { token, body, expect } = {}) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const parsed = text && (res.headers.get('content-type') || '').includes('json') ? JSON.parse(text) : text;
    const wanted = expect === undefined ? [200, 201, 202, 204] : [].concat(expect);
    if (!wanted.includes(res.status)) {
      throw new Error(
        `seeding: ${method} ${path} answered ${res.status} (wanted ${wanted.join('/')}): ${text.slice(0, 400)}`,
      );
    }
    return { status: res.status, body: parsed };
  }

  /** Polls a GET until `done(body)` holds; a job that never finishes fails the seeding. */
  async until(path, token, done, what) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { body } = await this.call('GET', path, { token });
      if (done(body)) return body;
      if (Date.now() > deadline)
        throw new Error(`seeding: ${what} did not finish within 60 s: ${JSON.stringify(body).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async signUp(tier) {
    const email = `${unique('dredd')}@example.com`;
    const { body } = await this.call('POST', '/v1/keys', { body: { email }, expect: 201 });
    if (tier) setTier(email, tier);
    return { email, key: body.api_key };
  }
}

/**
 * Changes an account's tier with the operator command, which joins the running service's
 * embedded database (DREDD_SERVICE_DATA_DIR) or uses its DATABASE_URL.
 */
function setTier(email, tier) {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', 'set-tier', email, tier], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.DREDD_SERVICE_DATA_DIR || '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A unit vector of `dimensions` numbers (the overflow store takes any dimension it was first given). */
function vector(dimensions, seed) {
  const values = Array.from({ length: dimensions }, (_, i) => Math.sin(seed * 7.3 + i * 1.7));
  const norm = Math.hypot(...values);
  return values.map((v) => Number((v / norm).toFixed(6)));
}

/**
 * Everything the transactions need. `examples` holds the contract's request bodies that seeding
 * reuses (the overflow vector, the import file), keyed by operationId.
 */
async function seed(baseUrl, receiverUrl, examples) {
  const api = new Api(baseUrl);
  // main: every 2xx transaction; enterprise so that neither the per-minute rate nor a monthly
  // quota can stop a transaction halfway through the run.
  const main = await api.signUp('enterprise');
  // limits: holds the most triggers and fleets an account may have (409 transactions).
  const limits = await api.signUp('enterprise');
  // free: stays on the free tier for its limits (one webhook, no billing analytics, quotas,
  // 100 requests a minute).
  const free = await api.signUp();
  const k = main.key;
  const s = { api, baseUrl, receiverUrl, main, limits, free, collection: 'dredd-seeded' };

  // Main surface memories: one to read and repeat (duplicate store), one to forget.
  s.memoryText = `The contract tests keep a memory about ${unique('subject')} to find again.`;
  s.memoryId = (
    await api.call('POST', '/v1/store', {
      token: k,
      body: { text: s.memoryText, collection: s.collection },
      expect: 201,
    })
  ).body.id;
  s.forgetMemoryId = (
    await api.call('POST', '/v1/store', {
      token: k,
      body: { text: `A memory to forget about ${unique('subject')}.`, collection: s.collection },
      expect: 201,
    })
  ).body.id;

  // Overflow memories in the collection the contract's examples name.
  const overflowExample = examples.storeOverflowMemory;
  s.overflowCollection = overflowExample.collection || 'memories';
  s.overflowDimensions = overflowExample.vector.length;
  const storeOverflow = async (n) =>
    (
      await api.call('POST', '/v1/overflow/store', {
        token: k,
        body: { ...overflowExample, vector: vector(s.overflowDimensions, n), text: unique('overflow memory') },
      })
    ).body;
  s.overflowId = (await storeOverflow(1)).id;
  s.overflowForgetId = (await storeOverflow(2)).id;

  // Compression: a finished ad hoc job and two batches (one to delete).
  const job = (
    await api.call('POST', '/v1/compression/jobs', { token: k, body: examples.createCompressionJob, expect: 202 })
  ).body;
  s.compressionJobId = job.job_id || job.id;
  await api.until(
    `/v1/compression/jobs/${s.compressionJobId}`,
    k,
    (b) => b.status === 'COMPLETED',
    'the seeded compression job',
  );
  const batch = () => ({
    name: unique('batch'),
    schedule: '0 3 * * *',
    method: 'TURBOQUANT',
    quality: 'HIGH',
    target_bits: 4,
  });
  s.batchId = (await api.call('POST', '/v1/compression/batches', { token: k, body: batch(), expect: 201 })).body.id;
  s.batchDeleteId = (
    await api.call('POST', '/v1/compression/batches', { token: k, body: batch(), expect: 201 })
  ).body.id;

  // Triggers: one that the test run and the executions list use, one to delete.
  s.triggerBody = () => ({
    name: unique('trigger'),
    conditions: [{ type: 'CATEGORY_EQUALS', value: 'decision' }],
    actions: [{ type: 'LOG_EVENT' }],
  });
  s.triggerId = (await api.call('POST', '/v1/triggers', { token: k, body: s.triggerBody(), expect: 201 })).body.id;
  s.triggerDeleteId = (
    await api.call('POST', '/v1/triggers', { token: k, body: s.triggerBody(), expect: 201 })
  ).body.id;

  // Webhooks to the HTTPS receiver the service trusts (OUTBOUND_CA_FILE).
  s.webhookBody = () => ({ url: `${receiverUrl}/${unique('hook')}`, events: ['MEMORY_STORED', 'MEMORY_FORGOTTEN'] });
  s.webhookId = (await api.call('POST', '/v1/webhooks', { token: k, body: s.webhookBody(), expect: 201 })).body.id;
  s.webhookDeleteId = (
    await api.call('POST', '/v1/webhooks', { token: k, body: s.webhookBody(), expect: 201 })
  ).body.id;

  // Fleets and devices: a device with a running sync job, a device free to start one, one to delete.
  s.fleetId = (
    await api.call('POST', '/v1/fleets', { token: k, body: { name: unique('fleet') }, expect: 201 })
  ).body.id;
  s.fleetDeleteId = (
    await api.call('POST', '/v1/fleets', { token: k, body: { name: unique('fleet') }, expect: 201 })
  ).body.id;
  // A device takes a sync job only while online (after a heartbeat); the run's service keeps
  // silent devices online for long enough (DEVICE_OFFLINE_AFTER_INTERVALS).
  const device = async (heartbeat) => {
    const created = (
      await api.call('POST', '/v1/devices', {
        token: k,
        body: { name: unique('device'), type: 'ROBOT', fleet_id: s.fleetId },
        expect: 201,
      })
    ).body;
    await api.call('POST', `/v1/devices/${created.id}/heartbeat`, { token: created.device_token, body: heartbeat });
    return created;
  };
  // A low battery in the heartbeat opens an alert to resolve.
  const syncing = await device({ battery_pct: 3 });
  s.deviceId = syncing.id;
  s.deviceToken = syncing.device_token;
  s.syncJobId = (
    await api.call('POST', `/v1/devices/${s.deviceId}/sync`, { token: k, body: { direction: 'both' }, expect: 202 })
  ).body.job_id;
  s.idleDeviceId = (await device({ battery_pct: 90 })).id;
  s.deviceDeleteId = (await device({ battery_pct: 90 })).id;
  const alerts = (await api.call('GET', `/v1/alerts?device_id=${s.deviceId}&status=ACTIVE`, { token: k })).body;
  if (!alerts.items?.length)
    throw new Error(`seeding: a heartbeat at 3% battery opened no alert: ${JSON.stringify(alerts).slice(0, 300)}`);
  s.alertId = alerts.items[0].id;

  // A finished export in each file format, by the media type of its file, with its signed link.
  s.exports = {};
  for (const [format, mediaType] of [
    ['JSONL', 'application/x-ndjson'],
    ['CSV', 'text/csv'],
    ['NATIVE_JSON', 'application/json'],
  ]) {
    const job = (await api.call('POST', '/v1/export', { token: k, body: { format }, expect: 202 })).body;
    const id = job.job_id || job.id;
    const done = await api.until(`/v1/export/${id}`, k, (b) => b.status === 'COMPLETED', `the seeded ${format} export`);
    s.exports[mediaType] = { id, query: Object.fromEntries(new URL(done.download_url).searchParams) };
  }

  // Generic surface: memories of one user (one to delete, one already in the collection).
  const generic = (content) =>
    api.call('POST', '/generic/v1/memories', { token: k, body: { content, user_id: 'dredd-user' }, expect: 201 });
  s.genericContent = `Generic memory about ${unique('topic')} kept for the contract tests.`;
  s.genericMemoryId = (await generic(s.genericContent)).body.id;
  s.genericDeleteId = (await generic(`Generic memory about ${unique('topic')} to delete.`)).body.id;
  s.genericCollectionId = (
    await api.call('POST', '/generic/v1/collections', { token: k, body: { name: unique('collection') }, expect: 201 })
  ).body.id;
  await api.call('POST', `/generic/v1/collections/${s.genericCollectionId}/memories`, {
    token: k,
    body: { memory_id: s.genericMemoryId },
    expect: 201,
  });
  s.newGenericMemory = async () => (await generic(`Generic memory about ${unique('topic')} to add.`)).body.id;

  // The free account's device, whose per-minute budget the device-token 429 transactions spend.
  const freeFleet = (
    await api.call('POST', '/v1/fleets', { token: free.key, body: { name: unique('fleet') }, expect: 201 })
  ).body;
  const freeDevice = (
    await api.call('POST', '/v1/devices', {
      token: free.key,
      body: { name: unique('device'), type: 'ROBOT', fleet_id: freeFleet.id },
      expect: 201,
    })
  ).body;
  s.freeDevice = { id: freeDevice.id, token: freeDevice.device_token };

  // Limits: the free account's one webhook, the most triggers and fleets on the limits account.
  await api.call('POST', '/v1/webhooks', { token: free.key, body: s.webhookBody(), expect: 201 });
  for (let i = 0; i < 50; i += 1)
    await api.call('POST', '/v1/triggers', { token: limits.key, body: s.triggerBody(), expect: 201 });
  for (let i = 0; i < 100; i += 1)
    await api.call('POST', '/v1/fleets', { token: limits.key, body: { name: unique('fleet') }, expect: 201 });
  return s;
}

/**
 * Spends a per-minute request budget until the service answers 429: `path` is a cheap GET and
 * `token` the caller whose budget it is (none: this client address's anonymous budget).
 */
async function exhaustRateLimit(baseUrl, path, token, most = 2000) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  for (let i = 0; i < most; i += 1) {
    const res = await fetch(`${baseUrl}${path}`, { headers });
    await res.arrayBuffer();
    if (res.status === 429) return;
  }
  throw new Error(`no 429 after ${most} requests to ${path}`);
}

module.exports = { seed, unique, vector, exhaustRateLimit };
