// The bodies of /v1/webhooks: webhooks, their deliveries, the test delivery and the analytics,
// each mapped from the service's domain records to the contract's schema.
import { presentPage } from '../page-presenter.js';
import type { Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { Webhook } from './webhook.entity.js';
import type { WebhookAnalytics, WebhookTestRun } from './webhooks.service.js';
import type { DeliveryRecord, WebhookRecord } from './webhooks.repository.js';

export function presentWebhook(w: WebhookRecord): Schemas['Webhook'] {
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

/** A webhook just created, with its signing secret. */
export function presentWebhookWithSecret(w: WebhookRecord): Schemas['WebhookWithSecret'] {
  return { ...presentWebhook(w), secret: w.secret };
}

export function presentWebhookPage(page: Page<Webhook>): Schemas['WebhookPage'] {
  return presentPage(page, (w): Schemas['WebhookListItem'] => ({
    ...presentWebhook(w),
    last_delivery_at: w.lastDeliveryAt?.toISOString() ?? null,
    last_delivery_status: w.lastDeliveryStatus,
  }));
}

export function presentWebhookTestResult({ deliveryId, outcome }: WebhookTestRun): Schemas['WebhookTestResult'] {
  return {
    delivery_id: deliveryId,
    status_code: outcome.statusCode,
    response_time_ms: outcome.responseTimeMs,
    response_body: outcome.responseBody,
    success: outcome.ok,
    event_type: 'TEST',
  };
}

/** A delivery; one whose outcome was never recorded shows as FAILED, at its creation time. */
function presentDelivery(d: DeliveryRecord): Schemas['WebhookDelivery'] {
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

export function presentDeliveryPage(page: Page<DeliveryRecord>): Schemas['WebhookDeliveryPage'] {
  return presentPage(page, presentDelivery);
}

/** The analytics, figures rounded to a tenth. */
export function presentWebhookAnalytics(a: WebhookAnalytics): Schemas['WebhookAnalytics'] {
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    webhook_id: a.webhookId,
    total_deliveries: a.deliveries.total,
    successful_deliveries: a.deliveries.successful,
    failed_deliveries: a.deliveries.failed,
    success_rate_pct: round(a.successRatePct),
    avg_response_time_ms: round(a.deliveries.avgResponseTimeMs),
    p95_response_time_ms: round(a.deliveries.p95ResponseTimeMs),
    p99_response_time_ms: round(a.deliveries.p99ResponseTimeMs),
    events_breakdown: a.deliveries.byEvent,
    period: 'last_30_days',
  };
}
