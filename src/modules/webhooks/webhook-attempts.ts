// One delivery attempt: sign the stored body, POST it through the SSRF guard, record the outcome
// and, when it failed and attempts remain, schedule the next one. Attempt n (n >= 2) is made
// retry_backoff_seconds x 2^(n-2) after attempt n-1, at most max_retries + 1 attempts in all.
//
// Each attempt is a job of the durable queue (kind `webhook-delivery`), enqueued in the
// transaction that records the previous attempt (or, for the first, the one that fans the event
// out), so an attempt is never lost; the recorded attempt number fences a job that ran twice
// (a worker that lost its lease) from recording twice.
import type { JobQueue } from '../../platform/jobs/index.js';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.js';
import { postJson, type PostOutcome } from '../../platform/outbound/https-poster.js';
import type { KeptAliveAgents } from '../../platform/outbound/kept-alive-agents.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { deliveryHeaders } from './webhook-signature.js';
import type { DeliveryRecord, WebhookRecord, WebhooksRepository } from './webhooks.repository.js';

export const DELIVERY_JOB = 'webhook-delivery';
/** Runs of one attempt's job (a crashed worker's attempt is run again, not counted as a delivery attempt). */
const JOB_ATTEMPTS = 5;

export interface DeliveryJobPayload {
  delivery_id: string;
  attempt: number;
}

export interface WebhookAttemptsDeps {
  repository: WebhooksRepository;
  queue: JobQueue;
  guard: OutboundGuard;
  /** Extra trusted CA certificates (PEM) for the endpoints' TLS. */
  ca?: string;
  /** Kept-alive connections to reuse (each attempt connects anew without). */
  agents?: KeptAliveAgents;
  clock?: () => Date;
}

/** Delay before attempt `next` (2, 3, ...) of a webhook with this backoff. */
function retryDelayMs(backoffSeconds: number, next: number): number {
  return backoffSeconds * 1000 * 2 ** (next - 2);
}

export class WebhookAttempts {
  private readonly clock: () => Date;

  constructor(private readonly deps: WebhookAttemptsDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Enqueues the first attempt of new deliveries, inside the caller's transaction. */
  async enqueueFirst(deliveryIds: readonly string[], em: SqlExecutor): Promise<void> {
    const jobs = deliveryIds.map((id) => ({ payload: { delivery_id: id, attempt: 1 }, dedupeKey: dedupeKeyOf(id, 1) }));
    await this.deps.queue.enqueueMany<DeliveryJobPayload>(DELIVERY_JOB, jobs, {
      maxAttempts: JOB_ATTEMPTS,
      em: em as never,
    });
  }

  /** The job handler: makes the attempt the payload names, unless it is no longer due. */
  async run(payload: DeliveryJobPayload): Promise<void> {
    const found = await this.deps.repository.deliveryWithWebhook(payload.delivery_id);
    if (!found) return; // the webhook was deleted: its deliveries are cancelled
    const { delivery, webhook } = found;
    if (delivery.state === 'done' || delivery.attempt >= payload.attempt || !webhook.enabled) return;
    await this.attempt(delivery, webhook, payload.attempt);
  }

  /** Makes attempt `attempt` now and records it; answers the outcome (also when another worker recorded it first). */
  async attempt(delivery: DeliveryRecord, webhook: WebhookRecord, attempt: number): Promise<PostOutcome> {
    const attemptedAt = this.clock();
    const outcome = await postJson({
      url: webhook.url,
      body: delivery.requestBody,
      headers: {
        ...webhook.headers,
        ...deliveryHeaders({
          secret: webhook.secret,
          body: delivery.requestBody,
          deliveryId: delivery.id,
          eventType: delivery.eventType,
          attemptAt: attemptedAt,
        }),
      },
      timeoutMs: webhook.timeoutSeconds * 1000,
      guard: this.deps.guard,
      ca: this.deps.ca,
      agents: this.deps.agents,
    });
    const retry = !outcome.ok && attempt < delivery.maxAttempts;
    const nextAttemptAt = retry
      ? new Date(
          attemptedAt.getTime() + outcome.responseTimeMs + retryDelayMs(webhook.retryBackoffSeconds, attempt + 1),
        )
      : null;
    await this.deps.repository.recordAttempt(
      {
        deliveryId: delivery.id,
        webhookId: webhook.id,
        attempt,
        ok: outcome.ok,
        statusCode: outcome.statusCode,
        responseTimeMs: outcome.responseTimeMs,
        responseBody: outcome.responseBody,
        error: outcome.error,
        attemptedAt,
        nextAttemptAt,
      },
      nextAttemptAt === null
        ? null
        : async (em) => {
            const next = { delivery_id: delivery.id, attempt: attempt + 1 };
            await this.deps.queue.enqueue(DELIVERY_JOB, next, {
              runAt: nextAttemptAt,
              maxAttempts: JOB_ATTEMPTS,
              dedupeKey: dedupeKeyOf(delivery.id, attempt + 1),
              em: em as never,
            });
          },
    );
    return outcome;
  }
}

function dedupeKeyOf(deliveryId: string, attempt: number): string {
  return `${deliveryId}:${attempt}`;
}
