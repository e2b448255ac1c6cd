// The webhook rules against an in-memory store: defaults, reserved headers, the URL checks (the
// real SSRF guard over a fake resolver, a fake TLS check), the tier's maximum, PATCH semantics,
// the test delivery, the deliveries page, the analytics arithmetic and the reuse of large figures.
import { describe, expect, it } from 'vitest';
import { webhookNotFound } from '../../src/errors/registry.js';
import type { TlsReachableOptions, TlsReachableResult } from '../../src/platform/outbound/connectivity-check.js';
import { OutboundGuard } from '../../src/platform/outbound/outbound-guard.js';
import type { PostOutcome } from '../../src/platform/outbound/https-poster.js';
import type { Caller } from '../../src/modules/accounts/caller.js';
import type { Schemas } from '../../src/modules/schemas.js';
import type { Webhook } from '../../src/modules/webhooks/webhook.entity.js';
import type {
  DeliveryAnalytics,
  DeliveryRecord,
  NewDelivery,
  WebhookChanges,
  WebhookRecord,
} from '../../src/modules/webhooks/webhooks.repository.js';
import { UNATTEMPTED } from '../../src/modules/webhooks/webhook-attempts.js';
import { WebhooksService, type WebhooksStore } from '../../src/modules/webhooks/webhooks.service.js';
import { ANALYTICS_REUSE_FROM, ANALYTICS_REUSE_MS } from '../../src/modules/analytics-period.js';
import {
  presentDeliveryPage,
  presentWebhookAnalytics,
  presentWebhookTestResult,
} from '../../src/modules/webhooks/webhooks.presenters.js';

const caller: Caller = { accountId: 'acct_1', tier: 'scale', environment: 'live', keyId: 'key_1' };
const NOW = new Date('2026-11-26T10:00:00.000Z');
const LATER = new Date('2026-11-26T11:00:00.000Z');

/** A creation body as a caller may send it: every field but the URL and events optional. */
const body = (fields: Partial<Schemas['CreateWebhookRequest']> = {}) =>
  ({ url: 'https://hooks.example.com/in', events: ['MEMORY_STORED'], ...fields }) as Schemas['CreateWebhookRequest'];

class InMemoryWebhooks implements WebhooksStore {
  readonly rows = new Map<string, Webhook>();
  readonly deliveryRows: DeliveryRecord[] = [];
  lastChanges: WebhookChanges | null = null;
  lastLimit: number | null | undefined;
  lastDeliveriesQuery: unknown[] = [];
  analyticsSince: Date | null = null;
  figures: DeliveryAnalytics = {
    total: 0,
    successful: 0,
    failed: 0,
    avgResponseTimeMs: 0,
    p95ResponseTimeMs: 0,
    p99ResponseTimeMs: 0,
    byEvent: {},
  };

  insertWithin(webhook: WebhookRecord, limit: number | null) {
    this.lastLimit = limit;
    const count = [...this.rows.values()].filter((w) => w.accountId === webhook.accountId).length;
    if (limit !== null && count >= limit) return Promise.resolve({ inserted: false, count });
    this.rows.set(webhook.id, {
      ...webhook,
      updatedAt: webhook.createdAt,
      lastDeliveryAt: null,
      lastDeliveryStatus: null,
    });
    return Promise.resolve({ inserted: true, count: count + 1 });
  }

  get(accountId: string, id: string) {
    const webhook = this.rows.get(id);
    return webhook && webhook.accountId === accountId && webhook.surface === 'main'
      ? Promise.resolve(webhook)
      : Promise.reject(webhookNotFound(id));
  }

  page(accountId: string, limit: number, offset: number) {
    const rows = [...this.rows.values()].filter((w) => w.accountId === accountId && w.surface === 'main');
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }

  async update(accountId: string, id: string, changes: WebhookChanges, at: Date) {
    const webhook = await this.get(accountId, id);
    this.lastChanges = changes;
    for (const [key, value] of Object.entries(changes))
      if (value !== undefined) Object.assign(webhook, { [key]: value });
    webhook.updatedAt = at;
    return webhook;
  }

  remove(accountId: string, id: string) {
    const webhook = this.rows.get(id);
    return Promise.resolve(webhook?.accountId === accountId && this.rows.delete(id));
  }

  insertDeliveries(deliveries: readonly NewDelivery[]) {
    for (const d of deliveries) {
      this.deliveryRows.push({
        ...d,
        ...UNATTEMPTED,
      });
    }
    return Promise.resolve(deliveries.map((d) => d.id));
  }

  deliveries(webhookId: string, filter: { status?: string; eventType?: string }, limit: number, offset: number) {
    this.lastDeliveriesQuery = [webhookId, filter, limit, offset];
    const rows = this.deliveryRows.filter((d) => d.webhookId === webhookId && d.attempt > 0);
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }

  analytics(_webhookId: string, since: Date) {
    this.analyticsSince = since;
    return Promise.resolve(this.figures);
  }
}

/** Every name resolves to a public address, except those listed here. */
const addresses: Record<string, string> = { 'internal.example.com': '10.1.2.3' };
const guard = new OutboundGuard({
  allowedHosts: [],
  lookup: (host) => {
    if (host === 'nowhere.example.com') return Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' }));
    return Promise.resolve([{ address: addresses[host] ?? '93.184.215.14', family: 4 }]);
  },
});

function service(tls: TlsReachableResult = { ok: true }) {
  const store = new InMemoryWebhooks();
  const checks: TlsReachableOptions[] = [];
  const attempts: { delivery: DeliveryRecord; webhook: WebhookRecord; attempt: number }[] = [];
  const outcome: PostOutcome = {
    ok: true,
    statusCode: 204,
    responseBody: '',
    responseTimeMs: 42,
    error: null,
    errorKind: null,
  };
  let now = NOW;
  const webhooks = new WebhooksService({
    repository: store,
    attempts: {
      attempt: (delivery, webhook, attempt) => {
        attempts.push({ delivery, webhook, attempt });
        return Promise.resolve(outcome);
      },
    },
    guard,
    ca: 'test-ca',
    tlsCheck: (options) => {
      checks.push(options);
      return Promise.resolve(tls);
    },
    clock: () => now,
  });
  return { store, webhooks, checks, attempts, setNow: (at: Date) => (now = at) };
}

describe('WebhooksService creation', () => {
  it('fills the defaults, generates a whsec_ secret and stores the webhook on the main surface', async () => {
    const { webhooks, store } = service();
    const created = await webhooks.create(caller, body());
    expect(created).toMatchObject({
      url: 'https://hooks.example.com/in',
      events: ['MEMORY_STORED'],
      enabled: true,
      headers: {},
      timeoutSeconds: 10,
      maxRetries: 3,
      retryBackoffSeconds: 60,
      createdAt: NOW,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(store.rows.get(created.id)).toMatchObject({ accountId: 'acct_1', surface: 'main', secret: created.secret });
  });

  it('keeps a given secret and settings, and checks the TLS connection within the given timeout', async () => {
    const { webhooks, checks } = service();
    const created = await webhooks.create(
      caller,
      body({ secret: 'whsec_mine', enabled: false, timeout_seconds: 4, max_retries: 0, headers: { 'X-Team': 'a' } }),
    );
    expect(created).toMatchObject({ secret: 'whsec_mine', enabled: false, timeoutSeconds: 4, maxRetries: 0 });
    expect(created.headers).toEqual({ 'X-Team': 'a' });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ url: 'https://hooks.example.com/in', timeoutMs: 4000, ca: 'test-ca' });
  });

  it('refuses headers the service sets itself with VALIDATION_ERROR naming them, before any URL check', async () => {
    const { webhooks, store, checks } = service();
    const refused = webhooks.create(
      caller,
      body({ headers: { 'X-Team': 'a', 'Content-Type': 'text/plain', 'webhook-custom': 'b' } }),
    );
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 422,
      message: 'Custom headers cannot set Content-Type, webhook-custom: the service sets these itself.',
      details: { headers: 'must not contain Content-Type, webhook-custom' },
    });
    expect(checks).toHaveLength(0);
    expect(store.rows.size).toBe(0);
  });

  it('refuses a URL the SSRF guard refuses with INVALID_URL and its reason', async () => {
    const { webhooks, store } = service();
    await expect(webhooks.create(caller, body({ url: 'http://hooks.example.com/in' }))).rejects.toMatchObject({
      code: 'INVALID_URL',
      status: 400,
      message: 'The URL must start with https:// (it uses http:); the service only calls HTTPS endpoints.',
      details: { url: 'http://hooks.example.com/in' },
    });
    await expect(webhooks.create(caller, body({ url: 'https://127.0.0.1/in' }))).rejects.toMatchObject({
      code: 'INVALID_URL',
      message:
        '127.0.0.1 is a loopback address; the service does not call private, loopback, link-local or metadata addresses.',
    });
    await expect(webhooks.create(caller, body({ url: 'https://internal.example.com/in' }))).rejects.toMatchObject({
      code: 'INVALID_URL',
      message: expect.stringMatching(/^internal\.example\.com resolves to 10\.1\.2\.3, a private address;/),
    });
    expect(store.rows.size).toBe(0);
  });

  it('leaves a DNS failure to the TLS check, and answers WEBHOOK_URL_UNREACHABLE when that fails', async () => {
    const { webhooks, checks, store } = service({ ok: false, kind: 'dns', reason: 'DNS lookup failed' });
    await expect(
      webhooks.create(caller, body({ url: 'https://nowhere.example.com:8443/in', timeout_seconds: 5 })),
    ).rejects.toMatchObject({
      code: 'WEBHOOK_URL_UNREACHABLE',
      status: 422,
      message:
        'Could not open a TLS connection to nowhere.example.com:8443 within 5 seconds (DNS lookup failed). Check that the endpoint is online and reachable, then try again.',
      details: { url: 'https://nowhere.example.com:8443/in', reason: 'DNS lookup failed' },
    });
    expect(checks).toHaveLength(1);
    expect(store.rows.size).toBe(0);
  });

  it("refuses a webhook beyond the tier's maximum with WEBHOOK_LIMIT_EXCEEDED; enterprise has none", async () => {
    const { webhooks, store } = service();
    const free: Caller = { ...caller, tier: 'free' };
    await webhooks.create(free, body());
    await expect(webhooks.create(free, body())).rejects.toMatchObject({
      code: 'WEBHOOK_LIMIT_EXCEEDED',
      status: 409,
      message:
        'The free tier allows 1 webhook(s), and the account has 1. Delete one you no longer need, or upgrade the tier.',
      details: { limit: 1, current: 1 },
    });
    expect(store.lastLimit).toBe(1);
    await webhooks.create({ ...caller, tier: 'enterprise', accountId: 'acct_e' }, body());
    expect(store.lastLimit).toBeNull();
  });
});

describe('WebhooksService changes', () => {
  it('changes only the fields given, at the clock time, without a URL check when the URL stays', async () => {
    const { webhooks, store, checks, setNow } = service();
    const created = await webhooks.create(caller, body({ headers: { 'X-Team': 'a' } }));
    setNow(LATER);
    const updated = await webhooks.update(caller, created.id, {
      enabled: false,
      url: 'https://hooks.example.com/in',
    });
    expect(checks).toHaveLength(1); // the creation's
    expect(store.lastChanges).toEqual({
      url: 'https://hooks.example.com/in',
      events: undefined,
      enabled: false,
      headers: undefined,
      timeoutSeconds: undefined,
      maxRetries: undefined,
      retryBackoffSeconds: undefined,
    });
    expect(updated).toMatchObject({ enabled: false, headers: { 'X-Team': 'a' }, timeoutSeconds: 10 });
    expect(store.rows.get(created.id)?.updatedAt).toEqual(LATER);
  });

  it("checks a new URL within the new timeout, else the webhook's own", async () => {
    const { webhooks, checks } = service();
    const created = await webhooks.create(caller, body({ timeout_seconds: 7 }));
    await webhooks.update(caller, created.id, { url: 'https://other.example.com/a' });
    await webhooks.update(caller, created.id, { url: 'https://other.example.com/b', timeout_seconds: 2 });
    expect(checks.slice(1).map((c) => [c.url, c.timeoutMs])).toEqual([
      ['https://other.example.com/a', 7000],
      ['https://other.example.com/b', 2000],
    ]);
  });

  it('refuses reserved headers and refused URLs on update, and changes nothing', async () => {
    const { webhooks, store } = service();
    const created = await webhooks.create(caller, body());
    await expect(webhooks.update(caller, created.id, { headers: { Host: 'x' } })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { headers: 'must not contain Host' },
    });
    await expect(webhooks.update(caller, created.id, { url: 'https://169.254.169.254/' })).rejects.toMatchObject({
      code: 'INVALID_URL',
    });
    expect(store.lastChanges).toBeNull();
  });

  it("answers WEBHOOK_NOT_FOUND for another account's webhook and for a removed one", async () => {
    const { webhooks } = service();
    const created = await webhooks.create(caller, body());
    await expect(webhooks.get({ ...caller, accountId: 'acct_2' }, created.id)).rejects.toMatchObject({
      code: 'WEBHOOK_NOT_FOUND',
    });
    await webhooks.remove(caller, created.id);
    await expect(webhooks.remove(caller, created.id)).rejects.toMatchObject({
      code: 'WEBHOOK_NOT_FOUND',
      status: 404,
      message: `No webhook ${created.id} in this account.`,
    });
  });
});

describe('WebhooksService test delivery, deliveries and analytics', () => {
  it('records one single-attempt TEST delivery, makes attempt 1 of it (also when disabled) and reports it', async () => {
    const { webhooks, store, attempts } = service();
    const created = await webhooks.create(caller, body({ enabled: false }));
    const result = await webhooks.test(caller, created.id);
    expect(store.deliveryRows).toHaveLength(1);
    const delivery = store.deliveryRows[0]!;
    expect(delivery).toMatchObject({ webhookId: created.id, eventType: 'TEST', maxAttempts: 1, createdAt: NOW });
    expect(JSON.parse(delivery.requestBody)).toEqual({
      id: delivery.eventId,
      event: 'TEST',
      timestamp: NOW.toISOString(),
      data: { message: 'This is a test delivery from the Memory Intelligence Service.', webhook_id: created.id },
    });
    expect(attempts.map((a) => [a.delivery.id, a.webhook.id, a.attempt])).toEqual([[delivery.id, created.id, 1]]);
    expect(result).toMatchObject({
      deliveryId: delivery.id,
      outcome: { ok: true, statusCode: 204, responseTimeMs: 42, responseBody: '' },
    });
    expect(presentWebhookTestResult(result)).toEqual({
      delivery_id: delivery.id,
      status_code: 204,
      response_time_ms: 42,
      response_body: '',
      success: true,
      event_type: 'TEST',
    });
  });

  it('pages the attempted deliveries with the filters given; an unknown outcome shows as FAILED', async () => {
    const { webhooks, store } = service();
    const created = await webhooks.create(caller, body());
    for (let i = 1; i <= 5; i++) {
      store.deliveryRows.push({
        id: `del_${i}`,
        webhookId: created.id,
        accountId: 'acct_1',
        eventId: `evt_${i}`,
        eventType: 'MEMORY_STORED',
        requestBody: '{}',
        state: 'done',
        status: i === 3 ? null : 'SUCCESS',
        attempt: 1,
        maxAttempts: 4,
        statusCode: 200,
        responseTimeMs: 10 * i,
        responseBody: 'ok',
        error: null,
        deliveredAt: i === 3 ? null : LATER,
        nextAttemptAt: null,
        createdAt: NOW,
      });
    }
    const page = await webhooks.deliveries(caller, created.id, { page: 2, page_size: 2, status: 'SUCCESS' });
    expect(store.lastDeliveriesQuery).toEqual([created.id, { status: 'SUCCESS', eventType: undefined }, 2, 2]);
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((d) => d.id)).toEqual(['del_3', 'del_4']);
    const shown = presentDeliveryPage(page);
    expect(shown).toMatchObject({ total: 5, page: 2, page_size: 2, total_pages: 3 });
    expect(shown.items).toMatchObject([
      { id: 'del_3', status: 'FAILED', delivered_at: NOW.toISOString(), next_retry_at: null },
      { id: 'del_4', status: 'SUCCESS', delivered_at: LATER.toISOString(), response_time_ms: 40 },
    ]);
    await expect(webhooks.deliveries({ ...caller, accountId: 'acct_2' }, created.id, {})).rejects.toMatchObject({
      code: 'WEBHOOK_NOT_FOUND',
    });
  });

  it('computes the analytics over the last 30 days, rounded to a tenth', async () => {
    const { webhooks, store } = service();
    const created = await webhooks.create(caller, body());
    store.figures = {
      total: 3,
      successful: 2,
      failed: 1,
      avgResponseTimeMs: 123.456,
      p95ResponseTimeMs: 200.04,
      p99ResponseTimeMs: 250.05,
      byEvent: { MEMORY_STORED: 3 },
    };
    const analytics = await webhooks.analytics(caller, created.id);
    expect(analytics).toMatchObject({ webhookId: created.id, deliveries: store.figures });
    expect(analytics.successRatePct).toBeCloseTo(66.667, 3);
    expect(presentWebhookAnalytics(analytics)).toEqual({
      webhook_id: created.id,
      total_deliveries: 3,
      successful_deliveries: 2,
      failed_deliveries: 1,
      success_rate_pct: 66.7,
      avg_response_time_ms: 123.5,
      p95_response_time_ms: 200,
      p99_response_time_ms: 250.1,
      events_breakdown: { MEMORY_STORED: 3 },
      period: 'last_30_days',
    });
    expect(store.analyticsSince).toEqual(new Date('2026-10-27T10:00:00.000Z'));
    store.figures = { ...store.figures, total: 0, successful: 0, failed: 0 };
    expect((await webhooks.analytics(caller, created.id)).successRatePct).toBe(0);
  });

  it('reuses the figures of a webhook with many deliveries for a minute; computes small ones every time', async () => {
    const { webhooks, store, setNow } = service();
    const created = await webhooks.create(caller, body());
    const other = await webhooks.create(caller, body());
    const total = (n: number) => (store.figures = { ...store.figures, total: n, successful: n });
    total(ANALYTICS_REUSE_FROM - 1);
    expect((await webhooks.analytics(caller, created.id)).deliveries.total).toBe(ANALYTICS_REUSE_FROM - 1);
    total(ANALYTICS_REUSE_FROM);
    expect((await webhooks.analytics(caller, created.id)).deliveries.total).toBe(ANALYTICS_REUSE_FROM); // afresh
    total(ANALYTICS_REUSE_FROM + 1);
    setNow(new Date(NOW.getTime() + ANALYTICS_REUSE_MS - 1));
    expect((await webhooks.analytics(caller, created.id)).deliveries.total).toBe(ANALYTICS_REUSE_FROM); // reused
    expect((await webhooks.analytics(caller, other.id)).deliveries.total).toBe(ANALYTICS_REUSE_FROM + 1); // per webhook
    setNow(new Date(NOW.getTime() + ANALYTICS_REUSE_MS));
    expect((await webhooks.analytics(caller, created.id)).deliveries.total).toBe(ANALYTICS_REUSE_FROM + 1);
    expect(store.analyticsSince).toEqual(new Date(NOW.getTime() + ANALYTICS_REUSE_MS - 30 * 86_400_000));
  });
});
