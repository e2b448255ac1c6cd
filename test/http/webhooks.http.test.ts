// Webhooks end to end: the service delivers real memory events to a real HTTPS receiver on
// 127.0.0.1 (its own CA, trusted through OUTBOUND_CA_FILE, its address allowed through
// OUTBOUND_ALLOWED_HOSTS), signed, retried on the doubling schedule, recorded as deliveries.
// Signatures are checked with node:crypto and with the independent `standardwebhooks` package.
import { createHmac } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectMatchesSchema } from '../support/conformance.js';
import { DELIVERY_JOB } from '../../src/modules/webhooks/webhook-attempts.js';
import { untilBackgroundSettles } from '../support/background-work.js';
import { until } from '../support/eventually.js';
import { startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;
let outbound: OutboundFixture;
let receiver: HttpsReceiver;
let untrusted: HttpsReceiver;
let closedPort: number;

beforeAll(async () => {
  outbound = await startOutboundFixture();
  receiver = outbound.receiver;
  untrusted = await startHttpsReceiver({ untrusted: true });
  closedPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  server = await startTestServer(outbound.env);
});
afterAll(async () => {
  await server?.stop();
  await outbound?.close();
  await untrusted?.close();
});

const D = 768;
let seed = 500;
const createWebhook = (body: Record<string, unknown>, token: string) =>
  server.call('POST', '/v1/webhooks', { token, body });
const storeMemory = (token: string, text = 'A memory worth telling someone about.') =>
  server.call('POST', '/v1/overflow/store', {
    token,
    body: { vector: Array.from(unitVectors(seed++, 1, D)[0]!), text, category: 'decision', importance: 0.7 },
  });
const requestsTo = (path: string) => receiver.requests.filter((r) => r.path === path);

describe('creating webhooks', () => {
  it('creates one with the defaults and a generated secret that only the creation shows', async () => {
    const { apiKey } = await signUp(server);
    const created = await createWebhook({ url: receiver.url('/hooks/defaults'), events: ['MEMORY_STORED'] }, apiKey);
    expect(created.status).toBe(201);
    expectConforms('createWebhook', created);
    expect(created.body).toMatchObject({
      enabled: true,
      headers: {},
      timeout_seconds: 10,
      max_retries: 3,
      retry_backoff_seconds: 60,
      events: ['MEMORY_STORED'],
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const read = await server.call('GET', `/v1/webhooks/${created.body.id}`, { token: apiKey });
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    const list = await server.call('GET', '/v1/webhooks', { token: apiKey });
    expectConforms('listWebhooks', list);
    expect(list.body).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id: created.body.id, last_delivery_at: null, last_delivery_status: null }],
    });
    expect(list.body.items[0].secret).toBeUndefined();
  });

  it('refuses bad input with the codes of the contract', async () => {
    const { apiKey } = await signUp(server);
    const good = { url: receiver.url('/hooks/x'), events: ['MEMORY_STORED'] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, url: 'http://127.0.0.1/hooks' }, 400, 'INVALID_URL'],
      [{ ...good, url: 'https://10.0.0.1/hooks' }, 400, 'INVALID_URL'],
      [{ ...good, url: 'https://169.254.169.254/latest/meta-data' }, 400, 'INVALID_URL'],
      [{ ...good, url: `https://localhost:${receiver.port}/hooks` }, 400, 'INVALID_URL'], // localhost is not on the allow list
      [{ ...good, url: 'https://[::1]/hooks' }, 400, 'INVALID_URL'],
      [{ ...good, events: [] }, 400, 'INVALID_EVENTS'],
      [{ ...good, events: ['MEMORY_EXPLODED'] }, 400, 'INVALID_EVENTS'],
      [{ ...good, events: ['TEST'] }, 400, 'INVALID_EVENTS'],
      [{ ...good, events: ['MEMORY_STORED', 'MEMORY_STORED'] }, 400, 'INVALID_EVENTS'],
      [{ ...good, timeout_seconds: 0 }, 400, 'INVALID_TIMEOUT'],
      [{ ...good, timeout_seconds: 31 }, 400, 'INVALID_TIMEOUT'],
      [{ ...good, max_retries: 11 }, 422, 'VALIDATION_ERROR'],
      [{ events: ['MEMORY_STORED'] }, 422, 'VALIDATION_ERROR'],
      [{ ...good, headers: { 'X-Service-Signature': 'sha256=forged' } }, 422, 'VALIDATION_ERROR'],
      [{ ...good, headers: { 'webhook-id': 'msg_1' } }, 422, 'VALIDATION_ERROR'],
      // headers the HTTP client could never send: every delivery would fail
      [{ ...good, headers: { 'X-Bad\r\nInjected': 'v' } }, 422, 'VALIDATION_ERROR'],
      [{ ...good, headers: { 'Bad Name': 'x' } }, 422, 'VALIDATION_ERROR'],
      [{ ...good, headers: { 'X-Bad': 'v\r\nInjected: 1' } }, 422, 'VALIDATION_ERROR'],
      [{ ...good, headers: { 'X-Emoji': '\u{1f600}' } }, 422, 'VALIDATION_ERROR'],
      [{ ...good, url: `https://127.0.0.1:${closedPort}/hooks` }, 422, 'WEBHOOK_URL_UNREACHABLE'],
      [{ ...good, url: untrusted.url('/hooks') }, 422, 'WEBHOOK_URL_UNREACHABLE'],
    ];
    for (const [body, status, code] of cases) {
      const res = await createWebhook(body, apiKey);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
      expectConforms('createWebhook', res);
    }
    const attemptsBefore = receiver.connections;
    expect((await createWebhook({ ...good, url: 'https://10.0.0.1/hooks' }, apiKey)).status).toBe(400);
    expect(receiver.connections).toBe(attemptsBefore);
    expect((await server.call('GET', '/v1/webhooks', { token: apiKey })).body.total).toBe(0);
  });

  it("stops at the tier's maximum with 409 WEBHOOK_LIMIT_EXCEEDED", async () => {
    const { apiKey } = await signUp(server); // free: one webhook
    expect((await createWebhook({ url: receiver.url('/hooks/one'), events: ['MEMORY_STORED'] }, apiKey)).status).toBe(
      201,
    );
    const second = await createWebhook({ url: receiver.url('/hooks/two'), events: ['MEMORY_STORED'] }, apiKey);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'WEBHOOK_LIMIT_EXCEEDED', details: { limit: 1, current: 1 } });
  });
});

describe('deliveries', () => {
  it('delivers subscribed events signed, with the custom headers, verifiable by an independent implementation', async () => {
    const { apiKey } = await signUp(server);
    const path = '/hooks/signed';
    const created = await createWebhook(
      { url: receiver.url(path), events: ['MEMORY_STORED', 'COLLECTION_CREATED'], headers: { 'X-Team': 'memory-ops' } },
      apiKey,
    );
    const secret: string = created.body.secret;
    const stored = await storeMemory(apiKey, 'Billing moves to the new provider in January.');
    expect(stored.status).toBe(201);
    const [first, second] = await until('two deliveries', () =>
      requestsTo(path).length >= 2 ? requestsTo(path) : undefined,
    );
    const bodies = [first!, second!].map((r) => JSON.parse(r.rawBody));
    expect(bodies.map((b) => b.event).sort()).toEqual(['COLLECTION_CREATED', 'MEMORY_STORED']);
    const storedEvent = bodies.find((b) => b.event === 'MEMORY_STORED')!;
    expect(storedEvent.id).toMatch(/^evt_/);
    expect(storedEvent.data).toMatchObject({
      memory_id: stored.body.id,
      content: 'Billing moves to the new provider in January.',
      user_id: null,
      collection: 'memories',
      metadata: { category: 'decision', importance: 0.7 },
    });
    for (const [request, body] of [
      [first!, bodies[0]],
      [second!, bodies[1]],
    ] as const) {
      expectMatchesSchema('WebhookEvent', body);
      const h = request.headers;
      expect(h['content-type']).toContain('application/json');
      expect(h['x-team']).toBe('memory-ops');
      expect(h['x-service-event']).toBe(body.event);
      expect(h['x-service-delivery-id']).toMatch(/^del_/);
      expect(h['webhook-id']).toBe(h['x-service-delivery-id']);
      expect(Math.abs(Number(h['x-service-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      expect(h['x-service-signature']).toBe(
        `sha256=${createHmac('sha256', secret).update(request.rawBody).digest('hex')}`,
      );
      const verifier = new StandardWebhook(secret, { format: 'raw' });
      expect(
        verifier.verify(request.rawBody, {
          'webhook-id': String(h['webhook-id']),
          'webhook-timestamp': String(h['webhook-timestamp']),
          'webhook-signature': String(h['webhook-signature']),
        }),
      ).toEqual(body);
      expect(() => verifier.verify(`${request.rawBody} `, h as Record<string, string>)).toThrow(); // one byte more: refused
    }
    const deliveries = await until('both deliveries recorded', async () => {
      const res = await server.call('GET', `/v1/webhooks/${created.body.id}/deliveries`, { token: apiKey });
      return res.body.total === 2 ? res : undefined;
    });
    expectConforms('listWebhookDeliveries', deliveries);
    expect(
      deliveries.body.items.every(
        (d: { status: string; attempt: number; status_code: number }) =>
          d.status === 'SUCCESS' && d.attempt === 1 && d.status_code === 200,
      ),
    ).toBe(true);
    expect(deliveries.body.items.map((d: { request_body: string }) => d.request_body).sort()).toEqual(
      [first!.rawBody, second!.rawBody].sort(),
    );
  });

  it('retries a failing endpoint on the doubling schedule with the same delivery id, and records every attempt', async () => {
    const { apiKey } = await signUp(server);
    const retrying = await startHttpsReceiver();
    try {
      retrying.script({ status: 500 }, { status: 503, body: 'down for maintenance' });
      const created = await createWebhook(
        { url: retrying.url('/hooks/retry'), events: ['MEMORY_STORED'], retry_backoff_seconds: 1, max_retries: 3 },
        apiKey,
      );
      expect(created.status).toBe(201);
      await storeMemory(apiKey);
      const attempts = await retrying.waitFor(3, 20_000);
      const times = attempts.map((a) => a.receivedAt.getTime());
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950); // backoff x 1
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1950); // backoff x 2
      expect(new Set(attempts.map((a) => a.headers['x-service-delivery-id'])).size).toBe(1);
      expect(new Set(attempts.map((a) => a.rawBody)).size).toBe(1);
      const delivery = await until('the delivery to succeed', async () => {
        const res = await server.call('GET', `/v1/webhooks/${created.body.id}/deliveries`, { token: apiKey });
        return res.body.items[0]?.status === 'SUCCESS' ? res.body.items[0] : undefined;
      });
      expect(delivery).toMatchObject({
        attempt: 3,
        max_attempts: 4,
        status_code: 200,
        error: null,
        next_retry_at: null,
        event_type: 'MEMORY_STORED',
      });
      const analytics = await server.call('GET', `/v1/webhooks/${created.body.id}/analytics`, { token: apiKey });
      expectConforms('getWebhookAnalytics', analytics);
      expect(analytics.body).toMatchObject({
        total_deliveries: 1,
        successful_deliveries: 1,
        failed_deliveries: 0,
        success_rate_pct: 100,
        events_breakdown: { MEMORY_STORED: 1 },
      });
      expect(analytics.body.p99_response_time_ms).toBeGreaterThanOrEqual(analytics.body.p95_response_time_ms);
    } finally {
      await retrying.close();
    }
  });

  it('ends FAILED after the last attempt, with timeouts and error statuses recorded', async () => {
    const { apiKey } = await signUp(server);
    const failing = await startHttpsReceiver();
    try {
      failing.script({ delayMs: 1500 }); // beyond the 1 s timeout
      failing.setDefaultAnswer({ status: 404, body: 'no such hook' });
      const created = await createWebhook(
        {
          url: failing.url('/hooks/gone'),
          events: ['MEMORY_STORED'],
          retry_backoff_seconds: 1,
          max_retries: 1,
          timeout_seconds: 1,
        },
        apiKey,
      );
      await storeMemory(apiKey);
      await failing.waitFor(2, 15_000);
      const delivery = await until('the delivery to end', async () => {
        const res = await server.call('GET', `/v1/webhooks/${created.body.id}/deliveries`, { token: apiKey });
        const item = res.body.items[0];
        return item?.attempt === 2 ? item : undefined;
      });
      expect(delivery).toMatchObject({
        status: 'FAILED',
        attempt: 2,
        max_attempts: 2,
        status_code: 404,
        response_body: 'no such hook',
        next_retry_at: null,
      });
      expect(delivery.error).toMatch(/404/);
      // the last attempt's job has ended: a third attempt would have been enqueued in its transaction
      await untilBackgroundSettles(server, { kinds: [DELIVERY_JOB], payload: { delivery_id: delivery.id } });
      expect(failing.requests).toHaveLength(2); // no third attempt
      const list = await server.call('GET', '/v1/webhooks', { token: apiKey });
      expect(list.body.items[0]).toMatchObject({ last_delivery_status: 'FAILED' });
      const analytics = await server.call('GET', `/v1/webhooks/${created.body.id}/analytics`, { token: apiKey });
      expect(analytics.body).toMatchObject({ total_deliveries: 1, failed_deliveries: 1, success_rate_pct: 0 });
      expect(analytics.body.p99_response_time_ms).toBeGreaterThanOrEqual(900); // the attempt that timed out after 1 s
    } finally {
      await failing.close();
    }
  });

  it('sends TEST on request, also to a disabled webhook, and delivers no events while disabled', async () => {
    const { apiKey } = await signUp(server);
    const path = '/hooks/test-op';
    const created = await createWebhook({ url: receiver.url(path), events: ['MEMORY_STORED'] }, apiKey);
    const patched = await server.call('PATCH', `/v1/webhooks/${created.body.id}`, {
      token: apiKey,
      body: { enabled: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.enabled).toBe(false);
    await storeMemory(apiKey);
    const test = await server.call('POST', `/v1/webhooks/${created.body.id}/test`, { token: apiKey });
    expect(test.status).toBe(200);
    expectConforms('testWebhook', test);
    expect(test.body).toMatchObject({
      success: true,
      status_code: 200,
      event_type: 'TEST',
      response_body: '{"received":true}',
    });
    // the store's event is dispatched: a delivery for this webhook would exist by now
    await untilBackgroundSettles(server);
    const received = requestsTo(path);
    expect(received.map((r) => JSON.parse(r.rawBody).event)).toEqual(['TEST']); // the store while disabled sent nothing
    expect(JSON.parse(received[0]!.rawBody).data).toEqual({ message: expect.any(String), webhook_id: created.body.id });
    const tests = await server.call('GET', `/v1/webhooks/${created.body.id}/deliveries?event_type=TEST`, {
      token: apiKey,
    });
    expect(tests.body.items.map((d: { id: string }) => d.id)).toEqual([test.body.delivery_id]);
  });

  it('cancels the pending retries of a deleted webhook', async () => {
    const { apiKey } = await signUp(server);
    const flaky = await startHttpsReceiver();
    try {
      flaky.setDefaultAnswer({ status: 500 });
      const created = await createWebhook(
        { url: flaky.url('/hooks/deleted'), events: ['MEMORY_STORED'], retry_backoff_seconds: 2, max_retries: 5 },
        apiKey,
      );
      await storeMemory(apiKey);
      await flaky.waitFor(1, 10_000);
      const pending = await until('the retry to be scheduled', async () => {
        const res = await server.call('GET', `/v1/webhooks/${created.body.id}/deliveries`, { token: apiKey });
        return res.body.items[0]?.next_retry_at ? (res.body.items[0] as { id: string }) : undefined;
      });
      expect((await server.call('DELETE', `/v1/webhooks/${created.body.id}`, { token: apiKey })).status).toBe(204);
      // the retry's job has run (or was cancelled): it is what would have sent a second request
      await untilBackgroundSettles(server, { kinds: [DELIVERY_JOB], payload: { delivery_id: pending.id } });
      expect(flaky.requests).toHaveLength(1);
      expect((await server.call('GET', `/v1/webhooks/${created.body.id}`, { token: apiKey })).status).toBe(404);
      expect((await server.call('DELETE', `/v1/webhooks/${created.body.id}`, { token: apiKey })).status).toBe(404);
    } finally {
      await flaky.close();
    }
  });

  it('changes subscriptions with PATCH, checking a new URL again', async () => {
    const { apiKey } = await signUp(server);
    const created = await createWebhook({ url: receiver.url('/hooks/patch'), events: ['MEMORY_STORED'] }, apiKey);
    const id = created.body.id;
    const changed = await server.call('PATCH', `/v1/webhooks/${id}`, {
      token: apiKey,
      body: { events: ['MEMORY_FORGOTTEN', 'MEMORY_DECAYED'], timeout_seconds: 5, headers: { 'X-Env': 'test' } },
    });
    expect(changed.status).toBe(200);
    expectConforms('updateWebhook', changed);
    expect(changed.body).toMatchObject({
      events: ['MEMORY_FORGOTTEN', 'MEMORY_DECAYED'],
      timeout_seconds: 5,
      headers: { 'X-Env': 'test' },
    });
    expect(
      (
        await server.call('PATCH', `/v1/webhooks/${id}`, {
          token: apiKey,
          body: { url: `https://127.0.0.1:${closedPort}/x` },
        })
      ).body.error.code,
    ).toBe('WEBHOOK_URL_UNREACHABLE');
    expect(
      (await server.call('PATCH', `/v1/webhooks/${id}`, { token: apiKey, body: { timeout_seconds: 40 } })).body.error
        .code,
    ).toBe('INVALID_TIMEOUT');
    expect(
      (
        await server.call('PATCH', '/v1/webhooks/wh_000000000000000000000000', {
          token: apiKey,
          body: { enabled: false },
        })
      ).status,
    ).toBe(404);
    const other = (await signUp(server)).apiKey;
    for (const [method, path] of [
      ['GET', `/v1/webhooks/${id}`],
      ['PATCH', `/v1/webhooks/${id}`],
      ['POST', `/v1/webhooks/${id}/test`],
      ['GET', `/v1/webhooks/${id}/deliveries`],
      ['GET', `/v1/webhooks/${id}/analytics`],
      ['DELETE', `/v1/webhooks/${id}`],
    ] as const) {
      const res = await server.call(method, path, {
        token: other,
        body: method === 'PATCH' ? { enabled: false } : undefined,
      });
      expect(res.status, `${method} ${path} from another account`).toBe(404);
    }
  });
});
