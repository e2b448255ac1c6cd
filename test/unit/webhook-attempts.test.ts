// The attempt rules against in-memory fakes of the store, the queue and the POST: a fan-out's
// first attempts share one limit of POSTs in flight over all their jobs, a job run again skips
// the deliveries already attempted (and those of a disabled webhook), a failed attempt schedules
// the next one after the webhook's backoff, and a first-attempts job whose record failed fails
// only once all its POSTs are over.
import { describe, expect, it } from 'vitest';
import type { PostJsonOptions, PostOutcome } from '../../src/platform/outbound/https-poster.js';
import { OutboundGuard } from '../../src/platform/outbound/outbound-guard.js';
import type { Webhook } from '../../src/modules/webhooks/webhook.entity.js';
import {
  DELIVERY_JOB,
  FIRST_ATTEMPTS_JOB,
  UNATTEMPTED,
  WebhookAttempts,
  type AttemptsStore,
} from '../../src/modules/webhooks/webhook-attempts.js';
import type { AttemptRecord, DeliveryRecord } from '../../src/modules/webhooks/webhooks.repository.js';

const NOW = new Date('2026-12-03T08:00:00.000Z');

function webhookOf(fields: Partial<Webhook> = {}): Webhook {
  return {
    id: 'wh_1',
    accountId: 'acct_1',
    surface: 'main',
    url: 'https://hooks.example.com/in',
    events: ['MEMORY_STORED'],
    secret: 'whsec_test',
    headers: {},
    enabled: true,
    maxRetries: 3,
    retryBackoffSeconds: 10,
    timeoutSeconds: 5,
    createdAt: NOW,
    updatedAt: NOW,
    lastDeliveryAt: null,
    lastDeliveryStatus: null,
    ...fields,
  };
}

function deliveryOf(id: string, fields: Partial<DeliveryRecord> = {}): DeliveryRecord {
  return {
    id,
    webhookId: 'wh_1',
    accountId: 'acct_1',
    eventId: `evt_${id}`,
    eventType: 'MEMORY_STORED',
    requestBody: JSON.stringify({ id }),
    ...UNATTEMPTED,
    maxAttempts: 4,
    createdAt: NOW,
    ...fields,
  };
}

class InMemoryAttempts implements AttemptsStore {
  readonly deliveries = new Map<string, DeliveryRecord>();
  readonly webhooks = new Map<string, Webhook>();
  readonly recorded: AttemptRecord[] = [];
  /** Deliveries whose record fails (as a lost database connection would). */
  readonly failingRecords = new Set<string>();

  add(delivery: DeliveryRecord, webhook = webhookOf()) {
    this.deliveries.set(delivery.id, delivery);
    this.webhooks.set(webhook.id, webhook);
  }

  deliveriesWithWebhooks(ids: readonly string[]) {
    return Promise.resolve(
      ids.map((id) => {
        const delivery = this.deliveries.get(id);
        const webhook = delivery && this.webhooks.get(delivery.webhookId);
        return delivery && webhook ? { delivery, webhook } : null;
      }),
    );
  }

  async deliveryWithWebhook(id: string) {
    return (await this.deliveriesWithWebhooks([id]))[0]!;
  }

  async recordAttempt(attempt: AttemptRecord, then: ((em: never) => Promise<void>) | null) {
    if (this.failingRecords.has(attempt.deliveryId)) throw new Error('connection lost');
    const delivery = this.deliveries.get(attempt.deliveryId)!;
    if (delivery.attempt !== attempt.attempt - 1) return false; // the fence
    this.recorded.push(attempt);
    this.deliveries.set(delivery.id, {
      ...delivery,
      attempt: attempt.attempt,
      state: attempt.nextAttemptAt ? 'pending' : 'done',
    });
    if (then) await then(undefined as never);
    return true;
  }
}

interface Enqueued {
  kind: string;
  payload: unknown;
  options: { runAt?: Date; dedupeKey?: string };
}

class InMemoryQueue {
  readonly jobs: Enqueued[] = [];
  enqueue(kind: string, payload: unknown, options: Enqueued['options'] = {}) {
    this.jobs.push({ kind, payload, options });
    return Promise.resolve(undefined as never);
  }
  enqueueMany(kind: string, jobs: ReadonlyArray<{ payload: unknown; dedupeKey?: string }>) {
    for (const job of jobs) this.jobs.push({ kind, payload: job.payload, options: { dedupeKey: job.dedupeKey } });
    return Promise.resolve(jobs.length);
  }
}

/** A POST that answers when released, recording how many were in flight at most. */
class HeldPosts {
  inFlight = 0;
  mostInFlight = 0;
  readonly sent: PostJsonOptions[] = [];
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly outcomeOf: (options: PostJsonOptions) => PostOutcome = () => answered(200)) {}

  post = async (options: PostJsonOptions): Promise<PostOutcome> => {
    this.sent.push(options);
    this.inFlight++;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight--;
    return this.outcomeOf(options);
  };

  /** Releases every POST, those that start meanwhile too, until `done` settles. */
  async drain<T>(done: Promise<T>): Promise<T> {
    let settled = false;
    const over = () => (settled = true);
    done.then(over, over);
    while (!settled) {
      this.waiting.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
    return done;
  }
}

function answered(statusCode: number, responseTimeMs = 12): PostOutcome {
  const ok = statusCode < 300;
  return {
    ok,
    statusCode,
    responseBody: '',
    responseTimeMs,
    error: ok ? null : `answered ${statusCode}`,
    errorKind: ok ? null : 'status',
  };
}

function attemptsWith(store: InMemoryAttempts, queue: InMemoryQueue, posts: HeldPosts, concurrency = 16) {
  return new WebhookAttempts({
    repository: store,
    queue,
    guard: new OutboundGuard({ allowedHosts: [] }),
    clock: () => NOW,
    concurrency,
    post: posts.post,
  });
}

const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('webhook attempts', () => {
  it('enqueues a fan-out as first-attempts jobs of at most 64 deliveries, keyed by their first delivery', async () => {
    const queue = new InMemoryQueue();
    await attemptsWith(new InMemoryAttempts(), queue, new HeldPosts()).enqueueFirst(ids('d', 130), undefined as never);
    expect(queue.jobs.map((j) => [j.kind, (j.payload as { delivery_ids: string[] }).delivery_ids.length])).toEqual([
      [FIRST_ATTEMPTS_JOB, 64],
      [FIRST_ATTEMPTS_JOB, 64],
      [FIRST_ATTEMPTS_JOB, 2],
    ]);
    expect(queue.jobs.map((j) => j.options.dedupeKey)).toEqual(['d0:1', 'd64:1', 'd128:1']);
  });

  it('keeps the POSTs of all first-attempts jobs within one limit', async () => {
    const store = new InMemoryAttempts();
    for (const id of [...ids('a', 10), ...ids('b', 10)]) store.add(deliveryOf(id));
    const posts = new HeldPosts();
    const attempts = attemptsWith(store, new InMemoryQueue(), posts, 3);
    const jobs = Promise.all([
      attempts.runFirst({ delivery_ids: ids('a', 10) }),
      attempts.runFirst({ delivery_ids: ids('b', 10) }),
    ]);
    await posts.drain(jobs);
    expect(posts.sent).toHaveLength(20);
    expect(posts.mostInFlight).toBe(3);
    expect(store.recorded.map((r) => r.attempt)).toEqual(Array(20).fill(1));
  });

  it('skips, when run again, the deliveries already attempted and those of a disabled webhook', async () => {
    const store = new InMemoryAttempts();
    store.add(deliveryOf('d0', { attempt: 1, state: 'done', status: 'SUCCESS' }));
    store.add(deliveryOf('d1'));
    store.add(deliveryOf('d2', { webhookId: 'wh_off' }), webhookOf({ id: 'wh_off', enabled: false }));
    const posts = new HeldPosts();
    await posts.drain(
      attemptsWith(store, new InMemoryQueue(), posts).runFirst({ delivery_ids: ['d0', 'd1', 'd2', 'gone'] }),
    );
    expect(posts.sent.map((p) => JSON.parse(p.body) as { id: string })).toEqual([{ id: 'd1' }]);
    expect(store.recorded.map((r) => r.deliveryId)).toEqual(['d1']);
  });

  it('schedules the next attempt of a failed one after the backoff, and none after the last', async () => {
    const store = new InMemoryAttempts();
    store.add(deliveryOf('d0'));
    store.add(deliveryOf('d1', { attempt: 3 }));
    const queue = new InMemoryQueue();
    const posts = new HeldPosts(() => answered(503, 40));
    const attempts = attemptsWith(store, queue, posts);
    await posts.drain(attempts.runFirst({ delivery_ids: ['d0'] }));
    await posts.drain(attempts.run({ delivery_id: 'd1', attempt: 4 }));

    const first = store.recorded.find((r) => r.deliveryId === 'd0')!;
    expect(first).toMatchObject({ ok: false, statusCode: 503, error: 'answered 503' });
    expect(first.nextAttemptAt).toEqual(new Date(NOW.getTime() + 40 + 10_000));
    expect(store.recorded.find((r) => r.deliveryId === 'd1')!.nextAttemptAt).toBeNull();
    expect(queue.jobs).toEqual([
      {
        kind: DELIVERY_JOB,
        payload: { delivery_id: 'd0', attempt: 2 },
        options: expect.objectContaining({ runAt: first.nextAttemptAt, dedupeKey: 'd0:2' }) as unknown,
      },
    ]);
  });

  it('signs each attempt with its own delivery id and time', async () => {
    const store = new InMemoryAttempts();
    store.add(deliveryOf('d0'));
    const posts = new HeldPosts();
    await posts.drain(attemptsWith(store, new InMemoryQueue(), posts).runFirst({ delivery_ids: ['d0'] }));
    expect(posts.sent[0]!.headers).toMatchObject({
      'X-Service-Delivery-Id': 'd0',
      'X-Service-Timestamp': String(NOW.getTime() / 1000),
    });
    expect(posts.sent[0]!.timeoutMs).toBe(5000);
  });

  it('fails a first-attempts job whose record failed, after all its POSTs are over', async () => {
    const store = new InMemoryAttempts();
    for (const id of ids('d', 4)) store.add(deliveryOf(id));
    store.failingRecords.add('d1');
    const posts = new HeldPosts();
    const job = attemptsWith(store, new InMemoryQueue(), posts, 2).runFirst({ delivery_ids: ids('d', 4) });
    await expect(posts.drain(job)).rejects.toThrow('connection lost');
    expect(posts.sent).toHaveLength(4);
    expect(store.recorded.map((r) => r.deliveryId).sort()).toEqual(['d0', 'd2', 'd3']);
  });
});
