// One delivery attempt: sign the stored body, POST it through the SSRF guard, record the outcome
// and, when it failed and attempts remain, schedule the next one. Attempt n (n >= 2) is made
// retry_backoff_seconds x 2^(n-2) after attempt n-1, at most max_retries + 1 attempts in all.
//
// Attempts run as jobs of the durable queue, enqueued in the transaction that fans the event out
// or records the previous attempt, so an attempt is never lost. The first attempts of a fan-out
// share a job (kind `webhook-first-attempts`, up to FIRST_ATTEMPTS_PER_JOB deliveries): one claim
// and one read of the deliveries serve them all, and the POSTs of every such job together are at
// most `concurrency` at a time, so that the kept-alive connections are reused rather than opened
// anew. A job per delivery and attempt (n >= 2, kind `webhook-delivery`) carries the retries. The
// recorded attempt number fences an attempt made twice (a job run again after its worker lost its
// lease) from being recorded twice, and a first-attempts job run again skips the deliveries
// already attempted.
import pLimit, { type LimitFunction } from 'p-limit';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.js';
import { postJson, type PostJsonOptions, type PostOutcome } from '../../platform/outbound/https-poster.js';
import type { KeptAliveAgents } from '../../platform/outbound/kept-alive-agents.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { deliveryHeaders } from './webhook-signature.js';
import type { DeliveryRecord, WebhookRecord, WebhooksRepository } from './webhooks.repository.js';

export const DELIVERY_JOB = 'webhook-delivery';
export const FIRST_ATTEMPTS_JOB = 'webhook-first-attempts';
/** First attempts one job makes at most. */
const FIRST_ATTEMPTS_PER_JOB = 64;
/** Runs of one attempt's job (a crashed worker's attempt is run again, not counted as a delivery attempt). */
const JOB_ATTEMPTS = 5;

export interface DeliveryJobPayload {
  delivery_id: string;
  attempt: number;
}

export interface FirstAttemptsPayload {
  delivery_ids: string[];
}

/** What the attempts read and write: deliveries with their webhooks, and each attempt's record. */
export type AttemptsStore = Pick<
  WebhooksRepository,
  'deliveryWithWebhook' | 'deliveriesWithWebhooks' | 'recordAttempt'
>;

export interface WebhookAttemptsDeps {
  repository: AttemptsStore;
  queue: Pick<JobQueue, 'enqueue' | 'enqueueMany'>;
  guard: OutboundGuard;
  /** Extra trusted CA certificates (PEM) for the endpoints' TLS. */
  ca?: string;
  /** Kept-alive connections to reuse (each attempt connects anew without). */
  agents?: KeptAliveAgents;
  clock?: () => Date;
  /** First attempts in flight at once, over all jobs. Default 16. */
  concurrency?: number;
  /** The POST itself (tests replace it). Default: postJson through the guard. */
  post?: (options: PostJsonOptions) => Promise<PostOutcome>;
}

/** What a delivery holds before its first attempt. */
export const UNATTEMPTED: Readonly<
  Pick<
    DeliveryRecord,
    | 'state'
    | 'status'
    | 'attempt'
    | 'statusCode'
    | 'responseTimeMs'
    | 'responseBody'
    | 'error'
    | 'deliveredAt'
    | 'nextAttemptAt'
  >
> = {
  state: 'pending',
  status: null,
  attempt: 0,
  statusCode: null,
  responseTimeMs: null,
  responseBody: null,
  error: null,
  deliveredAt: null,
  nextAttemptAt: null,
};

/** Delay before attempt `next` (2, 3, ...) of a webhook with this backoff. */
function retryDelayMs(backoffSeconds: number, next: number): number {
  return backoffSeconds * 1000 * 2 ** (next - 2);
}

export class WebhookAttempts {
  private readonly clock: () => Date;
  private readonly posts: LimitFunction;
  private readonly post: (options: PostJsonOptions) => Promise<PostOutcome>;

  constructor(private readonly deps: WebhookAttemptsDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.post = deps.post ?? postJson;
    this.posts = pLimit(deps.concurrency ?? 16);
  }

  /** Enqueues the first attempt of new deliveries, inside the caller's transaction. */
  async enqueueFirst(deliveryIds: readonly string[], em: SqlExecutor): Promise<void> {
    const jobs = [];
    for (let i = 0; i < deliveryIds.length; i += FIRST_ATTEMPTS_PER_JOB) {
      const ids = deliveryIds.slice(i, i + FIRST_ATTEMPTS_PER_JOB);
      jobs.push({ payload: { delivery_ids: ids }, dedupeKey: dedupeKeyOf(ids[0]!, 1) });
    }
    await this.deps.queue.enqueueMany<FirstAttemptsPayload>(FIRST_ATTEMPTS_JOB, jobs, {
      maxAttempts: JOB_ATTEMPTS,
      em: em as never,
    });
  }

  /** The first-attempts job: attempts the deliveries still due; fails (to be run again) if recording one failed. */
  async runFirst(payload: FirstAttemptsPayload): Promise<void> {
    const found = await this.deps.repository.deliveriesWithWebhooks(payload.delivery_ids);
    const due = found.filter((f) => isDue(f, 1)).map((f) => f!);
    const outcomes = await Promise.allSettled(
      due.map(({ delivery, webhook }) => this.posts(() => this.attempt(delivery, webhook, 1))),
    );
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** The retry job: makes the attempt the payload names, unless it is no longer due. */
  async run(payload: DeliveryJobPayload): Promise<void> {
    const found = await this.deps.repository.deliveryWithWebhook(payload.delivery_id);
    if (isDue(found, payload.attempt)) await this.attempt(found!.delivery, found!.webhook, payload.attempt);
  }

  /** Makes attempt `attempt` now and records it; answers the outcome (also when another worker recorded it first). */
  async attempt(delivery: DeliveryRecord, webhook: WebhookRecord, attempt: number): Promise<PostOutcome> {
    const attemptedAt = this.clock();
    const outcome = await this.post({
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

/**
 * Whether attempt `attempt` of a delivery is still to be made: not when its webhook was deleted
 * (its deliveries are cancelled) or disabled, the delivery is done, or that attempt was recorded.
 */
function isDue(found: { delivery: DeliveryRecord; webhook: WebhookRecord } | null, attempt: number): boolean {
  return found !== null && found.webhook.enabled && found.delivery.state !== 'done' && found.delivery.attempt < attempt;
}

function dedupeKeyOf(deliveryId: string, attempt: number): string {
  return `${deliveryId}:${attempt}`;
}
