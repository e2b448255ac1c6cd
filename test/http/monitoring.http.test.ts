// GET /v1/monitoring/metrics and GET /metrics through the real server: the figures move by
// exactly the requests the test makes (the server is the test's own, so nothing else runs),
// errors are counted by class, percentiles come from real requests, and the figures survive a
// restart on the same data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { withFailingWrites } from '../support/failing-vector-store.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function metrics(server: TestServer, token: string) {
  const res = await server.call('GET', '/v1/monitoring/metrics', { token });
  expect(res.status).toBe(200);
  expectConforms('getMonitoringMetrics', res);
  return res.body;
}

/** Prometheus text exposition: `name{labels}` -> value, and the declared TYPE of each family. */
function parsePrometheus(text: string): { samples: Map<string, number>; types: Map<string, string> } {
  const samples = new Map<string, number>();
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    expect(sample, `a sample line: ${line}`).not.toBeNull();
    samples.set(sample![1]!, Number(sample![2]));
  }
  return { samples, types };
}

describe('GET /v1/monitoring/metrics', () => {
  const failing = { upserts: false };
  let server: TestServer;
  let apiKey: string;
  beforeAll(async () => {
    server = await startTestServer({}, { wrapVectorStore: withFailingWrites(failing) });
    cleanups.push(() => server.stop());
    apiKey = (await signUp(server)).apiKey;
  });

  it('needs an API key', async () => {
    const res = await server.call('GET', '/v1/monitoring/metrics');
    expect(res.status).toBe(401);
    expectConforms('getMonitoringMetrics', res);
  });

  it('moves by exactly the requests answered, counts 4xx and 5xx, and reports ordered percentiles, active users, usage and dependencies', async () => {
    const before = await metrics(server, apiKey);
    for (let i = 0; i < 5; i++) expect((await server.call('GET', '/v1/triggers', { token: apiKey })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await server.call('GET', '/v1/triggers')).status).toBe(401);
    failing.upserts = true;
    expect(
      (await server.call('POST', '/v1/store', { token: apiKey, body: { text: 'Ada prefers tea in the morning.' } }))
        .status,
    ).toBe(503);
    failing.upserts = false;
    expect(
      (await server.call('POST', '/v1/store', { token: apiKey, body: { text: 'Ada prefers tea in the morning.' } }))
        .status,
    ).toBe(201);
    expect(
      (
        await server.call('POST', '/v1/store', {
          token: apiKey,
          body: { text: 'The team chose PostgreSQL for storage.' },
        })
      ).status,
    ).toBe(201);
    for (const query of ['what does Ada drink', 'which database']) {
      expect((await server.call('POST', '/v1/search', { token: apiKey, body: { query } })).status).toBe(200);
    }
    const after = await metrics(server, apiKey);

    // the first metrics read is counted too (after it answered); 5 + 3 + 1 + 2 + 2 requests since
    expect(after.requests.total_24h - before.requests.total_24h).toBe(1 + 5 + 3 + 1 + 2 + 2);
    expect(after.requests.total_7d - before.requests.total_7d).toBe(14);
    expect(after.errors['4xx_24h'] - before.errors['4xx_24h']).toBe(3);
    expect(after.errors['5xx_24h'] - before.errors['5xx_24h']).toBe(1);
    const total = after.requests.total_24h;
    expect(after.requests.rate_per_minute).toBeCloseTo(total / 1440, 4);
    expect(after.error_rate_pct).toBeCloseTo(((after.errors['4xx_24h'] + after.errors['5xx_24h']) * 100) / total, 3);

    const rt = after.response_time;
    expect(rt.p50_ms).toBeGreaterThan(0);
    expect(rt.p95_ms).toBeGreaterThanOrEqual(rt.p50_ms);
    expect(rt.p99_ms).toBeGreaterThanOrEqual(rt.p95_ms);
    expect(rt.avg_ms).toBeGreaterThan(0);

    // one account made authenticated requests on this server today
    expect(after.active_users).toEqual({ daily: 1, weekly: 1, monthly: 1 });

    // the failed store embedded its text too; the two stores and two searches did
    expect(after.usage.embeddings_generated_24h - before.usage.embeddings_generated_24h).toBe(5);
    expect(after.usage.searches_24h - before.usage.searches_24h).toBe(2);
    expect(after.usage.total_memories - before.usage.total_memories).toBe(2);
    expect(after.usage.total_collections).toBeGreaterThanOrEqual(1);
    const [stored] = await server.service.db.orm.em
      .getConnection()
      .execute<{ bytes: string }[]>("select sum(storage_bytes) as bytes from memories where vector_state = 'written'");
    expect(after.usage.storage_used_gb).toBeCloseTo(Number(stored!.bytes) / 1e9, 12);

    for (const service of ['api', 'database', 'embedding', 'vector_db']) {
      expect(after.service_health[service].status, service).toBe('healthy');
      expect(after.service_health[service].latency_ms, service).toBeGreaterThan(0);
    }
    expect(after.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('serves the same figures to Prometheus on this machine, and refuses a proxied request', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const { samples, types } = parsePrometheus(await res.text());
    const json = await metrics(server, apiKey);
    // the scrape is not counted, and the JSON read counts itself only after it answered
    expect(samples.get('memsvc_requests_24h')).toBe(json.requests.total_24h);
    expect(samples.get('memsvc_errors_24h{class="4xx"}')).toBe(json.errors['4xx_24h']);
    expect(samples.get('memsvc_active_accounts{window="daily"}')).toBe(1);
    expect(samples.get('memsvc_dependency_health{service="database"}')).toBe(1);
    expect(types.get('memsvc_http_requests_total')).toBe('counter');
    expect(types.get('memsvc_http_request_duration_seconds')).toBe('histogram');
    expect(samples.get('memsvc_http_requests_total{operation="listTriggers",status_class="2xx"}')).toBe(5);
    expect(samples.get('memsvc_http_requests_total{operation="listTriggers",status_class="4xx"}')).toBe(3);
    expect(samples.get('memsvc_http_requests_total{operation="storeMemory",status_class="5xx"}')).toBe(1);
    expect(
      samples.get('memsvc_http_request_duration_seconds_bucket{le="+Inf",operation="listTriggers",status_class="2xx"}'),
    ).toBe(5);

    const proxied = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(401);
    expect(((await proxied.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers only a request that carries the token', async () => {
    const token = 'scrape-token-0123456789';
    const server = await startTestServer({ METRICS_TOKEN: token });
    cleanups.push(() => server.stop());
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
    const ok = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('memsvc_uptime_seconds');
  });
});

describe('the figures across a restart', () => {
  it('keeps the requests, errors and active users counted before the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-metrics-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startTestServer({ DATA_DIR: dataDir, METRICS_FLUSH_INTERVAL_MS: '600000' });
    const { apiKey } = await signUp(first);
    for (let i = 0; i < 4; i++) await first.call('GET', '/v1/triggers', { token: apiKey });
    await first.call('GET', '/v1/triggers/trg_doesnotexist000000000000');
    // sign-up, 4 lists, 1 unauthenticated read: written at close, not by the (long) flush interval
    await first.stop();

    const second = await startTestServer({ DATA_DIR: dataDir });
    try {
      const after = await metrics(second, apiKey);
      expect(after.requests.total_24h).toBe(6);
      expect(after.errors['4xx_24h']).toBe(1);
      expect(after.active_users.daily).toBe(1);
    } finally {
      await second.stop();
    }
  });
});
