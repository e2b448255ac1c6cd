// Webhook subscriptions (/v1/webhooks): the rules of creation and change (HTTPS only, the SSRF
// guard, a TLS connectivity check, the tier's maximum), the test delivery, and the delivery
// records and analytics. Deliveries of events are made by WebhookAttempts.
import {
  webhookHeaderReserved,
  webhookLimitReached,
  webhookUrlRefused,
  webhookUrlUnreachable,
} from '../../errors/webhook-errors.js';
import { newId } from '../../platform/ids.js';
import {
  checkTlsReachable,
  type TlsReachableOptions,
  type TlsReachableResult,
} from '../../platform/outbound/connectivity-check.js';
import { OutboundUrlError, type OutboundGuard } from '../../platform/outbound/outbound-guard.js';
import type { Caller } from '../accounts/caller.js';
import { TIERS } from '../accounts/tiers.js';
import { pageEnvelopeOf, pageRequest } from '../paging.js';
import type { Schemas } from '../schemas.js';
import { isReservedHeaderName, generateWebhookSecret } from './webhook-signature.js';
import type { WebhookAttempts } from './webhook-attempts.js';
import type { Webhook } from './webhook.entity.js';
import type { DeliveryRecord, WebhookChanges, WebhookRecord, WebhooksRepository } from './webhooks.repository.js';
import { webhookNotFound } from '../../errors/registry.js';

const WEBHOOK_DEFAULTS = { timeoutSeconds: 10, maxRetries: 3, retryBackoffSeconds: 60 };
const ANALYTICS_DAYS = 30;

/** What the service needs of its repository (an in-memory fake in the unit tests). */
export type WebhooksStore = Pick<
  WebhooksRepository,
  'insertWithin' | 'get' | 'page' | 'update' | 'remove' | 'insertDeliveries' | 'deliveries' | 'analytics'
>;

export interface WebhooksServiceDeps {
  repository: WebhooksStore;
  /** Makes the test delivery's one attempt. */
  attempts: Pick<WebhookAttempts, 'attempt'>;
  guard: OutboundGuard;
  ca?: string;
  /** The TLS connectivity check of a URL; checkTlsReachable unless a test replaces it. */
  tlsCheck?: (options: TlsReachableOptions) => Promise<TlsReachableResult>;
  clock?: () => Date;
}

export class WebhooksService {
  private readonly clock: () => Date;

  constructor(private readonly deps: WebhooksServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async create(caller: Caller, request: Schemas['CreateWebhookRequest']): Promise<Schemas['WebhookWithSecret']> {
    const webhook = await this.register(caller, request, 'main');
    return { ...toWebhook(webhook), secret: webhook.secret };
  }

  /**
   * Checks and stores a webhook of either surface (the generic surface's events are its own
   * names); the tier's maximum counts the webhooks of both surfaces.
   */
  async register(
    caller: Caller,
    request: Partial<Omit<Schemas['CreateWebhookRequest'], 'events' | 'url'>> & { url: string; events: string[] },
    surface: 'main' | 'generic',
  ): Promise<WebhookRecord> {
    const timeoutSeconds = request.timeout_seconds ?? WEBHOOK_DEFAULTS.timeoutSeconds;
    const headers = checkHeaders(request.headers ?? {});
    await this.checkUrl(request.url, timeoutSeconds);
    const webhook: WebhookRecord = {
      id: newId('wh'),
      accountId: caller.accountId,
      url: request.url,
      events: request.events,
      enabled: request.enabled ?? true,
      secret: request.secret ?? generateWebhookSecret(),
      headers,
      timeoutSeconds,
      maxRetries: request.max_retries ?? WEBHOOK_DEFAULTS.maxRetries,
      retryBackoffSeconds: request.retry_backoff_seconds ?? WEBHOOK_DEFAULTS.retryBackoffSeconds,
      createdAt: this.clock(),
      surface,
    };
    const limit = TIERS[caller.tier].webhooks;
    const { inserted, count } = await this.deps.repository.insertWithin(webhook, limit);
    if (!inserted) {
      throw webhookLimitReached(caller.tier, limit, count);
    }
    return webhook;
  }

  async list(caller: Caller, query: { page?: number; page_size?: number }): Promise<Schemas['WebhookPage']> {
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.repository.page(caller.accountId, paging.pageSize, paging.offset);
    return pageEnvelopeOf(rows.map(toListItem), total, paging);
  }

  async get(caller: Caller, id: string): Promise<Schemas['Webhook']> {
    return toWebhook(await this.existing(caller, id));
  }

  async update(caller: Caller, id: string, request: Schemas['UpdateWebhookRequest']): Promise<Schemas['Webhook']> {
    const current = await this.existing(caller, id);
    const changes: WebhookChanges = {
      url: request.url,
      events: request.events,
      enabled: request.enabled,
      headers: request.headers === undefined ? undefined : checkHeaders(request.headers),
      timeoutSeconds: request.timeout_seconds,
      maxRetries: request.max_retries,
      retryBackoffSeconds: request.retry_backoff_seconds,
    };
    if (request.url !== undefined && request.url !== current.url)
      await this.checkUrl(request.url, request.timeout_seconds ?? current.timeoutSeconds);
    return toWebhook(await this.deps.repository.update(caller.accountId, id, changes, this.clock()));
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.deps.repository.remove(caller.accountId, id))) throw webhookNotFound(id);
  }

  /** Sends one TEST event now (also to a disabled webhook), recorded as a single-attempt delivery. */
  async test(caller: Caller, id: string): Promise<Schemas['WebhookTestResult']> {
    const webhook = await this.existing(caller, id);
    const now = this.clock();
    const eventId = newId('evt');
    const delivery: DeliveryRecord = {
      id: newId('del'),
      webhookId: webhook.id,
      accountId: caller.accountId,
      eventId,
      eventType: 'TEST',
      requestBody: JSON.stringify({
        id: eventId,
        event: 'TEST',
        timestamp: now.toISOString(),
        data: { message: 'This is a test delivery from the Memory Intelligence Service.', webhook_id: webhook.id },
      }),
      state: 'pending',
      status: null,
      attempt: 0,
      maxAttempts: 1,
      statusCode: null,
      responseTimeMs: null,
      responseBody: null,
      error: null,
      deliveredAt: null,
      nextAttemptAt: null,
      createdAt: now,
    };
    await this.deps.repository.insertDeliveries([delivery]);
    const outcome = await this.deps.attempts.attempt(delivery, webhook, 1);
    return {
      delivery_id: delivery.id,
      status_code: outcome.statusCode,
      response_time_ms: outcome.responseTimeMs,
      response_body: outcome.responseBody,
      success: outcome.ok,
      event_type: 'TEST',
    };
  }

  async deliveries(
    caller: Caller,
    id: string,
    query: { page?: number; page_size?: number; status?: string; event_type?: string },
  ): Promise<Schemas['WebhookDeliveryPage']> {
    await this.existing(caller, id);
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.repository.deliveries(
      id,
      { status: query.status, eventType: query.event_type },
      paging.pageSize,
      paging.offset,
    );
    return pageEnvelopeOf(rows.map(toDelivery), total, paging);
  }

  async analytics(caller: Caller, id: string): Promise<Schemas['WebhookAnalytics']> {
    await this.existing(caller, id);
    const since = new Date(this.clock().getTime() - ANALYTICS_DAYS * 86_400_000);
    const a = await this.deps.repository.analytics(id, since);
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      webhook_id: id,
      total_deliveries: a.total,
      successful_deliveries: a.successful,
      failed_deliveries: a.failed,
      success_rate_pct: a.total === 0 ? 0 : round((a.successful / a.total) * 100),
      avg_response_time_ms: round(a.avgResponseTimeMs),
      p95_response_time_ms: round(a.p95ResponseTimeMs),
      p99_response_time_ms: round(a.p99ResponseTimeMs),
      events_breakdown: a.byEvent,
      period: 'last_30_days',
    };
  }

  /** HTTPS, not refused by the SSRF guard, and a TLS handshake within the timeout. */
  private async checkUrl(url: string, timeoutSeconds: number): Promise<void> {
    try {
      await this.deps.guard.resolve(url);
    } catch (err) {
      if (!(err instanceof OutboundUrlError)) throw err;
      if (err.kind !== 'dns') throw webhookUrlRefused(url, err.message);
    }
    const check = await (this.deps.tlsCheck ?? checkTlsReachable)({
      url,
      timeoutMs: timeoutSeconds * 1000,
      guard: this.deps.guard,
      ca: this.deps.ca,
    });
    if (!check.ok) {
      throw webhookUrlUnreachable(url, timeoutSeconds, check.reason);
    }
  }

  /** The webhook of the account, for requests that name one (404 WEBHOOK_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<Webhook> {
    return this.deps.repository.get(caller.accountId, id);
  }
}

function checkHeaders(headers: Record<string, string>): Record<string, string> {
  const reserved = Object.keys(headers).filter(isReservedHeaderName);
  if (reserved.length > 0) {
    throw webhookHeaderReserved(reserved);
  }
  return headers;
}

function toWebhook(w: WebhookRecord): Schemas['Webhook'] {
  return {
    id: w.id,
    url: w.url,
    events: w.events as Schemas['WebhookEventType'][],
    enabled: w.enabled,
    headers: w.headers,
    timeout_seconds: w.timeoutSeconds,
    max_retries: w.maxRetries,
    retry_backoff_seconds: w.retryBackoffSeconds,
    created_at: w.createdAt.toISOString(),
  };
}

function toListItem(w: Webhook): Schemas['WebhookListItem'] {
  return {
    ...toWebhook(w),
    last_delivery_at: w.lastDeliveryAt?.toISOString() ?? null,
    last_delivery_status: w.lastDeliveryStatus,
  };
}

function toDelivery(d: DeliveryRecord): Schemas['WebhookDelivery'] {
  return {
    id: d.id,
    webhook_id: d.webhookId,
    event_id: d.eventId,
    event_type: d.eventType as Schemas['DeliveryEventType'],
    status: d.status ?? 'FAILED',
    status_code: d.statusCode,
    response_time_ms: d.responseTimeMs,
    attempt: d.attempt,
    max_attempts: d.maxAttempts,
    request_body: d.requestBody,
    response_body: d.responseBody,
    error: d.error,
    delivered_at: (d.deliveredAt ?? d.createdAt).toISOString(),
    next_retry_at: d.nextAttemptAt?.toISOString() ?? null,
  };
}
