// Webhook subscriptions (mapped by WebhookSchema), their deliveries and every delivery attempt.
// A delivery row is what the API shows; the attempts themselves run as jobs
// (webhook-attempts.ts). The delivery tables are a job queue and are written in SQL: batched
// inserts inside the dispatcher's transaction, fenced updates, aggregates.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  contextEntityManager,
  insertWithinLimit,
  pageNewestFirst,
  patchRow,
} from '../../platform/db/entity-manager.js';
import { countUpTo } from '../../platform/db/count-up-to.js';
import { deleteInSlices } from '../../platform/db/delete-in-slices.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { LIST_WINDOW } from '../paging.js';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { whereEquals } from '../../platform/db/where-clause.js';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { MicroBatcher } from '../../platform/micro-batcher.js';
import { Webhook } from './webhook.entity.js';

/** A webhook as its service creates it. */
export type WebhookRecord = Pick<
  Webhook,
  | 'id'
  | 'accountId'
  | 'url'
  | 'events'
  | 'enabled'
  | 'secret'
  | 'headers'
  | 'timeoutSeconds'
  | 'maxRetries'
  | 'retryBackoffSeconds'
  | 'surface'
  | 'createdAt'
>;

export type WebhookChanges = Partial<
  Pick<
    WebhookRecord,
    'url' | 'events' | 'enabled' | 'headers' | 'timeoutSeconds' | 'maxRetries' | 'retryBackoffSeconds'
  >
>;

export interface DeliveryRecord {
  id: string;
  webhookId: string;
  accountId: string;
  eventId: string;
  eventType: string;
  requestBody: string;
  state: 'pending' | 'done';
  status: 'SUCCESS' | 'FAILED' | null;
  attempt: number;
  maxAttempts: number;
  statusCode: number | null;
  responseTimeMs: number | null;
  responseBody: string | null;
  error: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

export interface NewDelivery {
  id: string;
  webhookId: string;
  accountId: string;
  eventId: string;
  eventType: string;
  requestBody: string;
  maxAttempts: number;
  createdAt: Date;
}

/** The outcome of one attempt, and what the delivery becomes after it. */
export interface AttemptRecord {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  ok: boolean;
  statusCode: number | null;
  responseTimeMs: number;
  responseBody: string | null;
  error: string | null;
  attemptedAt: Date;
  /** Null when no further attempt follows (success, or the last attempt failed). */
  nextAttemptAt: Date | null;
}

export interface DeliveryAnalytics {
  total: number;
  successful: number;
  failed: number;
  avgResponseTimeMs: number;
  p95ResponseTimeMs: number;
  p99ResponseTimeMs: number;
  byEvent: Record<string, number>;
}

interface DeliveryRow {
  id: string;
  webhook_id: string;
  account_id: string;
  event_id: string;
  event_type: string;
  request_body: string;
  state: 'pending' | 'done';
  status: 'SUCCESS' | 'FAILED' | null;
  attempt: number;
  max_attempts: number;
  status_code: number | null;
  response_time_ms: number | null;
  response_body: string | null;
  error: string | null;
  delivered_at: string | Date | null;
  next_attempt_at: string | Date | null;
  created_at: string | Date;
}

function toDelivery(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    accountId: row.account_id,
    eventId: row.event_id,
    eventType: row.event_type,
    requestBody: row.request_body,
    state: row.state,
    status: row.status,
    attempt: row.attempt,
    maxAttempts: row.max_attempts,
    statusCode: row.status_code,
    responseTimeMs: row.response_time_ms,
    responseBody: row.response_body,
    error: row.error,
    deliveredAt: parseOptionalTimestamp(row.delivered_at),
    nextAttemptAt: parseOptionalTimestamp(row.next_attempt_at),
    createdAt: parseTimestamp(row.created_at),
  };
}

/** Look-ups of deliveries, and attempts without a follow-up, sent together at most. */
const BATCH = 64;

/**
 * Records attempts (fenced by their attempt numbers, see recordAttempt) in one statement; answers
 * the deliveries whose attempt was recorded.
 */
async function recordAttempts(attempts: readonly AttemptRecord[], sql: SqlExecutor): Promise<Set<string>> {
  const input = attempts.map((a) => ({
    delivery_id: a.deliveryId,
    webhook_id: a.webhookId,
    attempt: a.attempt,
    ok: a.ok,
    status: a.ok ? 'SUCCESS' : 'FAILED',
    status_code: a.statusCode,
    response_time_ms: a.responseTimeMs,
    response_body: a.responseBody,
    error: a.error,
    attempted_at: a.attemptedAt.toISOString(),
    next_attempt_at: a.nextAttemptAt?.toISOString() ?? null,
    state: a.nextAttemptAt === null ? 'done' : 'pending',
  }));
  const rows = (await sql.execute(
    `with input as (
       select * from jsonb_to_recordset(?::jsonb) as i(
         delivery_id text, webhook_id text, attempt integer, ok boolean, status text, status_code integer,
         response_time_ms integer, response_body text, error text, attempted_at timestamptz,
         next_attempt_at timestamptz, state text)
     ), moved as (
       update webhook_deliveries d
          set attempt = i.attempt, status = i.status, status_code = i.status_code,
              response_time_ms = i.response_time_ms, response_body = i.response_body, error = i.error,
              delivered_at = i.attempted_at, next_attempt_at = i.next_attempt_at, state = i.state
         from input i
        where d.id = i.delivery_id and d.attempt = i.attempt - 1 and d.state = 'pending'
       returning d.id)
     insert into webhook_delivery_attempts (delivery_id, webhook_id, attempt, ok, status_code, response_time_ms, error, attempted_at)
     select i.delivery_id, i.webhook_id, i.attempt, i.ok, i.status_code, i.response_time_ms, i.error, i.attempted_at
       from input i join moved m on m.id = i.delivery_id
     returning delivery_id`,
    [JSON.stringify(input)],
  )) as Array<{ delivery_id: string }>;
  return new Set(rows.map((r) => r.delivery_id));
}

export class WebhooksRepository {
  private readonly lookUps = new MicroBatcher<string, { delivery: DeliveryRecord; webhook: Webhook } | null>(
    (ids) => this.deliveriesWithWebhooks(ids),
    { maxBatch: BATCH, maxWaitMs: 0 },
  );
  private readonly finalAttempts = new MicroBatcher<AttemptRecord, boolean>(
    async (attempts) => {
      const recorded = await recordAttempts(attempts, this.sql);
      return attempts.map((a) => recorded.has(a.deliveryId));
    },
    // one delivery's attempt at most per batch, so that the fence decides between them
    { maxBatch: BATCH, maxWaitMs: 0, keyOf: (a) => a.deliveryId, retryAlone: true },
  );

  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /**
   * Inserts a webhook unless the account already has `limit` of them (both surfaces count;
   * counted under a lock of the account).
   */
  async insertWithin(webhook: WebhookRecord, limit: number | null): Promise<{ inserted: boolean; count: number }> {
    return insertWithinLimit(contextEntityManager(this.orm), Webhook, webhook, limit, 8008);
  }

  /** The main surface's webhook of the account; WEBHOOK_NOT_FOUND when there is none. */
  async get(accountId: string, id: string): Promise<Webhook> {
    return contextEntityManager(this.orm).findOneOrFail(Webhook, { id, accountId, surface: 'main' });
  }

  /** One page of the account's webhooks, newest first, each with its latest attempted delivery. */
  async page(accountId: string, limit: number, offset: number): Promise<{ rows: Webhook[]; total: number }> {
    const where = { accountId, surface: 'main' as const };
    const lastDelivery = ['lastDeliveryAt', 'lastDeliveryStatus'] as const;
    return pageNewestFirst(contextEntityManager(this.orm), Webhook, where, limit, offset, lastDelivery);
  }

  /**
   * Applies the changes; when the webhook is disabled by them, its deliveries that wait for a
   * retry end as they are (FAILED, no further attempt) and those never attempted are dropped.
   * WEBHOOK_NOT_FOUND when there is no such webhook.
   */
  async update(accountId: string, id: string, changes: WebhookChanges, at: Date): Promise<Webhook> {
    return contextEntityManager(this.orm).transactional(async (em) => {
      const webhook = await patchRow<Webhook>(em, Webhook, { id, accountId, surface: 'main' }, changes, at);
      if (changes.enabled === false) await this.cancelPending(em, id);
      return webhook;
    });
  }

  /** SQL: rows of the delivery queue, changed together in the transaction that disables the webhook. */
  private async cancelPending(em: SqlExecutor, webhookId: string): Promise<void> {
    await em.execute("delete from webhook_deliveries where webhook_id = ? and state = 'pending' and attempt = 0", [
      webhookId,
    ]);
    await em.execute(
      "update webhook_deliveries set state = 'done', next_attempt_at = null where webhook_id = ? and state = 'pending'",
      [webhookId],
    );
  }

  /** Deletes the webhook with its deliveries (pending ones are thereby cancelled); false when there was none. */
  async remove(accountId: string, id: string): Promise<boolean> {
    return (await contextEntityManager(this.orm).nativeDelete(Webhook, { id, accountId, surface: 'main' })) > 0;
  }

  /** Enabled webhooks of these accounts, of both surfaces (for the dispatcher, inside its transaction `em`). */
  async enabledFor(accountIds: readonly string[], em: EntityManager): Promise<Webhook[]> {
    if (accountIds.length === 0) return [];
    return em.find(Webhook, { enabled: true, accountId: { $in: [...accountIds] } });
  }

  /**
   * Inserts deliveries, skipping any already made for the same webhook and event; answers the ids
   * inserted. SQL: inserted in the event's transaction as one multi-row statement (on conflict do nothing).
   */
  async insertDeliveries(deliveries: readonly NewDelivery[], em: SqlExecutor = this.sql): Promise<string[]> {
    if (deliveries.length === 0) return [];
    const params: unknown[] = [];
    const rows = deliveries.map((d) => {
      params.push(
        d.id,
        d.webhookId,
        d.accountId,
        d.eventId,
        d.eventType,
        d.requestBody,
        d.maxAttempts,
        d.createdAt.toISOString(),
        d.createdAt.toISOString(),
      );
      return "(?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)";
    });
    const inserted = (await em.execute(
      `insert into webhook_deliveries (id, webhook_id, account_id, event_id, event_type, request_body, state, max_attempts, next_attempt_at, created_at)
       values ${rows.join(', ')} on conflict (webhook_id, event_id) do nothing returning id`,
      params,
    )) as { id: string }[];
    return inserted.map((r) => r.id);
  }

  /**
   * A delivery with the current settings of its webhook; null when either is gone. SQL: the
   * look-ups that arrive together are one read of each table (see lookUps): at hundreds of
   * deliveries a second, one statement each would queue on the embedded database's one session.
   */
  deliveryWithWebhook(deliveryId: string): Promise<{ delivery: DeliveryRecord; webhook: Webhook } | null> {
    return this.lookUps.submit(deliveryId);
  }

  /** Deliveries with the current settings of their webhooks, in the order of `ids` (null for one that is gone), in two reads. */
  async deliveriesWithWebhooks(
    ids: readonly string[],
  ): Promise<Array<{ delivery: DeliveryRecord; webhook: Webhook } | null>> {
    const rows = await this.sql.execute<DeliveryRow[]>('select * from webhook_deliveries where id = any(?::text[])', [
      textArrayLiteral(ids),
    ]);
    const deliveries = new Map(rows.map((row) => [row.id, toDelivery(row)]));
    const webhookIds = [...new Set(rows.map((row) => row.webhook_id))];
    const webhooks = webhookIds.length === 0 ? [] : await this.orm.em.fork().find(Webhook, { id: { $in: webhookIds } });
    const byId = new Map(webhooks.map((w) => [w.id, w]));
    return ids.map((id) => {
      const delivery = deliveries.get(id);
      const webhook = delivery && byId.get(delivery.webhookId);
      return delivery && webhook ? { delivery, webhook } : null;
    });
  }

  /**
   * Records an attempt and moves the delivery on (the attempt number fences it: an attempt that
   * was already recorded, by a worker that lost its job, changes nothing). False when nothing was
   * recorded. `then`, when given, runs in the same transaction (to enqueue the next attempt).
   * SQL: a fenced update and an insert in one statement; the attempts without a `then` that
   * arrive together share that statement (see finalAttempts).
   */
  async recordAttempt(attempt: AttemptRecord, then: ((em: SqlExecutor) => Promise<void>) | null): Promise<boolean> {
    if (!then) return this.finalAttempts.submit(attempt);
    return this.orm.em.fork().transactional(async (em) => {
      if (!(await recordAttempts([attempt], em)).has(attempt.deliveryId)) return false;
      await then(em);
      return true;
    });
  }

  /** Deletes finished deliveries created before `before` (their attempts go with them). SQL: a bulk delete of queue rows, in slices. */
  async pruneDeliveries(before: Date): Promise<void> {
    await deleteInSlices(this.sql, 'webhook_deliveries', 'id', "state = 'done' and created_at < ?", [
      before.toISOString(),
    ]);
  }

  /** One page of a webhook's attempted deliveries, newest first. SQL: rows of the job queue, which is not mapped. */
  async deliveries(
    webhookId: string,
    filter: { status?: string; eventType?: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: DeliveryRecord[]; total: number }> {
    const { sql: clause, params } = whereEquals(
      'webhook_id = ? and attempt > 0',
      [webhookId],
      [
        ['status', filter.status],
        ['event_type', filter.eventType],
      ],
    );
    const total = await countUpTo(this.sql, 'webhook_deliveries', clause, params, LIST_WINDOW);
    const rows = await this.sql.execute<DeliveryRow[]>(
      `select * from webhook_deliveries where ${clause} order by delivered_at desc, id limit ? offset ?`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toDelivery), total };
  }

  /** Delivery figures since `since`: outcomes per delivery, response times per attempt. SQL: aggregates and percentiles. */
  async analytics(webhookId: string, since: Date): Promise<DeliveryAnalytics> {
    // outcomes per event type in one pass over the deliveries, answered from the index of
    // attempted deliveries with their status and type (migration 0025), not from their wide rows
    const events = await this.sql.execute<{ event_type: string; n: string; successful: string; failed: string }[]>(
      `select event_type, count(*) as n, count(*) filter (where status = 'SUCCESS') as successful,
              count(*) filter (where status = 'FAILED') as failed
         from webhook_deliveries where webhook_id = ? and attempt > 0 and created_at >= ? group by event_type`,
      [webhookId, since.toISOString()],
    );
    const [times] = await this.sql.execute<{ avg: string | null; p95: string | null; p99: string | null }[]>(
      `select avg(response_time_ms) as avg,
              percentile_cont(0.95) within group (order by response_time_ms) as p95,
              percentile_cont(0.99) within group (order by response_time_ms) as p99
         from webhook_delivery_attempts where webhook_id = ? and attempted_at >= ?`,
      [webhookId, since.toISOString()],
    );
    const sum = (pick: (row: (typeof events)[number]) => string) => events.reduce((n, e) => n + Number(pick(e)), 0);
    return {
      total: sum((e) => e.n),
      successful: sum((e) => e.successful),
      failed: sum((e) => e.failed),
      avgResponseTimeMs: Number(times!.avg ?? 0),
      p95ResponseTimeMs: Number(times!.p95 ?? 0),
      p99ResponseTimeMs: Number(times!.p99 ?? 0),
      byEvent: Object.fromEntries(events.map((e) => [e.event_type, Number(e.n)])),
    };
  }
}
