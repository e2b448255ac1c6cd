// Generic-surface webhooks end to end: memory.created, memory.updated, memory.deleted and
// search.performed delivered to a real HTTPS receiver by the main surface's delivery engine,
// signed the same way, retried on the doubling schedule; and the main surface's MEMORY_STORED
// of a generic memory, with its user_id.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectMatchesSchema } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import type { ReceivedRequest } from '../support/https-receiver.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let outbound: OutboundFixture;

beforeAll(async () => {
  outbound = await startOutboundFixture();
  server = await startTestServer(outbound.env);
});
afterAll(async () => {
  await server?.stop();
  await outbound?.close();
});

const G = '/generic/v1';
const SECRET = 'whsec_generic-test-secret-0123456789';
const requestsTo = (path: string) => outbound.receiver.requests.filter((r) => r.path === path);
const register = (token: string, body: Record<string, unknown>) =>
  server.call('POST', `${G}/webhooks`, { token, body });

function expectSigned(request: ReceivedRequest, secret: string): void {
  expect(request.headers['x-service-signature']).toBe(
    `sha256=${createHmac('sha256', secret).update(request.rawBody).digest('hex')}`,
  );
  expect(request.headers['x-service-delivery-id']).toMatch(/^del_/);
  expect(Number(request.headers['x-service-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 120);
}

describe('POST /webhooks', () => {
  it("delivers the four generic events, signed, with the contract's bodies", async () => {
    const { apiKey } = await signUp(server);
    const path = '/generic/all';
    const created = await register(apiKey, {
      url: outbound.receiver.url(path),
      events: ['memory.created', 'memory.updated', 'memory.deleted', 'search.performed'],
      secret: SECRET,
    });
    expect(created.status).toBe(201);
    expectConforms('genericCreateWebhook', created);
    expect(created.body).toMatchObject({ url: outbound.receiver.url(path), secret: SECRET });
    expect(created.body.id).toMatch(/^wh_/);

    const memory = await server.call('POST', `${G}/memories`, {
      token: apiKey,
      body: { content: 'Prefers dark mode in every editor', user_id: 'alice', metadata: { tags: ['ui'] } },
    });
    const updated = await server.call('PUT', `${G}/memories/${memory.body.id}`, {
      token: apiKey,
      body: { metadata: { tags: ['ui', 'editor'] } },
    });
    const found = await server.call('POST', `${G}/search`, {
      token: apiKey,
      body: { query: 'editor theme', user_id: 'alice' },
    });
    expect((await server.call('DELETE', `${G}/memories/${memory.body.id}`, { token: apiKey })).status).toBe(204);

    const received = await until('four deliveries', () =>
      requestsTo(path).length >= 4 ? requestsTo(path) : undefined,
    );
    const byEvent = new Map(received.map((r) => [String(r.headers['x-service-event']), r]));
    expect([...byEvent.keys()].sort()).toEqual([
      'memory.created',
      'memory.deleted',
      'memory.updated',
      'search.performed',
    ]);
    for (const [event, request] of byEvent) {
      expectSigned(request, SECRET);
      const body = JSON.parse(request.rawBody);
      expectMatchesSchema('GenericWebhookEvent', body);
      expect(body.event).toBe(event);
      expect(body.id).toMatch(/^evt_/);
    }
    expect(JSON.parse(byEvent.get('memory.created')!.rawBody).data).toEqual(memory.body);
    expect(JSON.parse(byEvent.get('memory.updated')!.rawBody).data).toEqual(updated.body);
    expect(JSON.parse(byEvent.get('memory.deleted')!.rawBody).data).toEqual({ memory_id: memory.body.id });
    expect(JSON.parse(byEvent.get('search.performed')!.rawBody).data).toEqual({
      query: 'editor theme',
      user_id: 'alice',
      total: found.body.total,
    });
    // generic webhooks belong to the generic surface: the main list does not show them
    const main = await server.call('GET', '/v1/webhooks', { token: apiKey });
    expect(main.body.total).toBe(0);
    expect((await server.call('GET', `/v1/webhooks/${created.body.id}`, { token: apiKey })).status).toBe(404);
  });

  it('retries a failed delivery on the doubling schedule, with the same signed body', async () => {
    const { apiKey } = await signUp(server);
    const path = '/generic/retry';
    const created = await register(apiKey, {
      url: outbound.receiver.url(path),
      events: ['memory.created'],
      retry_backoff_seconds: 1,
      max_retries: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    outbound.receiver.script({ status: 503 }, { status: 500 });
    await server.call('POST', `${G}/memories`, {
      token: apiKey,
      body: { content: 'A memory whose delivery fails twice.' },
    });
    const attempts = await until(
      'three attempts',
      () => (requestsTo(path).length >= 3 ? requestsTo(path) : undefined),
      20_000,
    );
    expect(new Set(attempts.map((a) => a.rawBody)).size).toBe(1);
    expect(new Set(attempts.map((a) => a.headers['x-service-delivery-id'])).size).toBe(1);
    for (const a of attempts) expectSigned(a, created.body.secret);
    const gaps = [1, 2].map((i) => attempts[i]!.receivedAt.getTime() - attempts[i - 1]!.receivedAt.getTime());
    expect(gaps[0]).toBeGreaterThanOrEqual(1000);
    expect(gaps[1]).toBeGreaterThanOrEqual(2000);
  });

  it("refuses a URL that is not HTTPS, a private address or an unknown event with 422 VALIDATION_ERROR, and counts toward the tier's maximum", async () => {
    const { apiKey } = await signUp(server);
    const cases: Record<string, unknown>[] = [
      { url: 'http://hooks.example.com/x', events: ['memory.created'] },
      { url: 'https://10.0.0.1/x', events: ['memory.created'] },
      { url: outbound.receiver.url('/x'), events: ['MEMORY_STORED'] },
      { url: outbound.receiver.url('/x'), events: [] },
    ];
    for (const body of cases) {
      const res = await register(apiKey, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectConforms('genericCreateWebhook', res);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await register(apiKey, { url: outbound.receiver.url('/one'), events: ['memory.created'] })).status).toBe(
      201,
    );
    // the free tier allows one webhook, on either surface
    const second = await server.call('POST', '/v1/webhooks', {
      token: apiKey,
      body: { url: outbound.receiver.url('/two'), events: ['MEMORY_STORED'] },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('WEBHOOK_LIMIT_EXCEEDED');
  });
});

describe('main-surface events of generic operations', () => {
  it('delivers MEMORY_STORED for a generic memory, with its user_id, to a main webhook', async () => {
    const { apiKey } = await signUp(server);
    const path = '/main/stored';
    expect(
      (
        await server.call('POST', '/v1/webhooks', {
          token: apiKey,
          body: { url: outbound.receiver.url(path), events: ['MEMORY_STORED', 'MEMORY_FORGOTTEN'], secret: SECRET },
        })
      ).status,
    ).toBe(201);
    const memory = await server.call('POST', `${G}/memories`, {
      token: apiKey,
      body: { content: 'Karl prefers window seats on flights.', user_id: 'karl', metadata: { importance: 0.7 } },
    });
    await server.call('DELETE', `${G}/memories/${memory.body.id}`, { token: apiKey });
    const both = await until('two deliveries', () => (requestsTo(path).length >= 2 ? requestsTo(path) : undefined));
    // deliveries run in parallel: their order of arrival is not their order of events
    const stored = both.find((r) => r.headers['x-service-event'] === 'MEMORY_STORED');
    const forgotten = both.find((r) => r.headers['x-service-event'] === 'MEMORY_FORGOTTEN');
    expectSigned(stored!, SECRET);
    expect(JSON.parse(stored!.rawBody)).toMatchObject({
      event: 'MEMORY_STORED',
      data: {
        memory_id: memory.body.id,
        content: 'Karl prefers window seats on flights.',
        user_id: 'karl',
        collection: 'agent-memory',
        metadata: { category: 'preference', importance: 0.7 },
      },
    });
    expect(JSON.parse(forgotten!.rawBody)).toMatchObject({
      event: 'MEMORY_FORGOTTEN',
      data: { memory_id: memory.body.id },
    });
  });
});
