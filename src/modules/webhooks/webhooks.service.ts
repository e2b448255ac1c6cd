// Webhook subscriptions (/v1/webhooks): the rules of creation and change (HTTPS only, the SSRF
// guard, a TLS connectivity check, the tier's maximum), the test delivery, and the delivery
// records and analytics. Deliveries of events are made by WebhookAttempts.
import {
  webhookHeaderReserved,
  webhookHeadersInvalid,
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
import type { PostOutcome } from '../../platform/outbound/https-poster.js';
import { OutboundUrlError, type OutboundGuard } from '../../platform/outbound/outbound-guard.js';
import type { Caller } from '../accounts/caller.js';
import { TIERS } from '../accounts/tiers.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import { isReservedHeaderName, generateWebhookSecret } from './webhook-signature.js';
import { UNATTEMPTED, type WebhookAttempts } from './webhook-attempts.js';
import type { Webhook } from './webhook.entity.js';
import type {
  DeliveryAnalytics,
  DeliveryRecord,
  WebhookChanges,
  WebhookRecord,
  WebhooksRepository,
} from './webhooks.repository.js';
import { webhookNotFound } from '../../errors/registry.js';
import { headerNameProblem, headerValueProblem } from '../../platform/outbound/header-rules.js';
import { AnalyticsFigures, analyticsSince } from '../analytics-period.js';

const WEBHOOK_DEFAULTS = { timeoutSeconds: 10, maxRetries: 3, retryBackoffSeconds: 60 };

/** What the service needs of its repository (an in-memory fake in the unit tests). */
export type WebhooksStore = Pick<
  WebhooksRepository,
  'insertWithin' | 'get' | 'page' | 'update' | 'remove' | 'insertDeliveries' | 'deliveries' | 'analytics'
>;

/** The test delivery of a webhook and the outcome of its one attempt. */
export interface WebhookTestRun {
  deliveryId: string;
  outcome: PostOutcome;
}

/** A webhook's deliveries over the last 30 days. */
export interface WebhookAnalytics {
  webhookId: string;
  deliveries: DeliveryAnalytics;
  /** Successful deliveries in percent of all (0 without deliveries), unrounded. */
  successRatePct: number;
}

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
  private readonly figures: AnalyticsFigures<DeliveryAnalytics>;

  constructor(private readonly deps: WebhooksServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.figures = new AnalyticsFigures(() => this.clock().getTime());
  }

  async create(caller: Caller, request: Schemas['CreateWebhookRequest']): Promise<WebhookRecord> {
    return this.register(caller, request, 'main');
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

  async list(caller: Caller, query: { page?: number; page_size?: number }): Promise<Page<Webhook>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.repository.page(caller.accountId, paging.pageSize, paging.offset);
    return pageOf(rows, total, paging);
  }

  async get(caller: Caller, id: string): Promise<Webhook> {
    return this.existing(caller, id);
  }

  async update(caller: Caller, id: string, request: Schemas['UpdateWebhookRequest']): Promise<Webhook> {
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
    return this.deps.repository.update(caller.accountId, id, changes, this.clock());
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.deps.repository.remove(caller.accountId, id))) throw webhookNotFound(id);
  }

  /** Sends one TEST event now (also to a disabled webhook), recorded as a single-attempt delivery. */
  async test(caller: Caller, id: string): Promise<WebhookTestRun> {
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
      ...UNATTEMPTED,
      maxAttempts: 1,
      createdAt: now,
    };
    await this.deps.repository.insertDeliveries([delivery]);
    const outcome = await this.deps.attempts.attempt(delivery, webhook, 1);
    return { deliveryId: delivery.id, outcome };
  }

  async deliveries(
    caller: Caller,
    id: string,
    query: { page?: number; page_size?: number; status?: string; event_type?: string },
  ): Promise<Page<DeliveryRecord>> {
    await this.existing(caller, id);
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.repository.deliveries(
      id,
      { status: query.status, eventType: query.event_type },
      paging.pageSize,
      paging.offset,
    );
    return pageOf(rows, total, paging);
  }

  async analytics(caller: Caller, id: string): Promise<WebhookAnalytics> {
    await this.existing(caller, id);
    const deliveries = await this.figures.get(id, () =>
      this.deps.repository.analytics(id, analyticsSince(this.clock())),
    );
    return {
      webhookId: id,
      deliveries,
      successRatePct: deliveries.total === 0 ? 0 : (deliveries.successful / deliveries.total) * 100,
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
  // names and values the HTTP client would refuse at every delivery
  const problems: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(headers)) {
    const problem = headerNameProblem(name) ?? headerValueProblem(value);
    if (problem) problems[`headers.${name}`] = problem;
  }
  if (Object.keys(problems).length > 0) throw webhookHeadersInvalid(problems);
  return headers;
}
