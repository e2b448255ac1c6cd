// A webhook's delivery figures since a moment: outcomes and event types of the deliveries
// attempted since then (one statement over an index that holds them), and response times of the
// attempts since then. Deliveries not attempted yet, older ones and another webhook's are left out.
import { describe, expect, it } from 'vitest';
import { WebhooksRepository } from '../../src/modules/webhooks/webhooks.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

describe.each(engines)('webhook analytics on $label', (engine) => {
  const database = useDatabase(engine);

  it('counts attempted deliveries by outcome and event type, and times their attempts', async () => {
    const orm = database().db.orm;
    const sql = orm.em.getConnection();
    const accountId = (await newLiveCaller(orm, 'analytics')).accountId;
    for (const id of [`wh_a_${accountId}`, `wh_b_${accountId}`]) {
      await sql.execute(
        `insert into webhooks (id, account_id, url, events, secret, timeout_seconds, max_retries, retry_backoff_seconds, created_at, updated_at)
         values (?, ?, 'https://receiver.test/hook', '{MEMORY_STORED}', 'secret', 10, 3, 1, now(), now())`,
        [id, accountId],
      );
    }
    const [mine, other] = [`wh_a_${accountId}`, `wh_b_${accountId}`];
    /** A delivery `hoursAgo` old, `attempts` times tried, ending with `status`, each attempt answered in `ms`. */
    async function delivery(
      webhookId: string,
      n: number,
      type: string,
      status: string | null,
      attempts: number,
      hoursAgo: number,
      ms: number,
    ) {
      const id = `del_${webhookId}_${n}`;
      await sql.execute(
        `insert into webhook_deliveries (id, webhook_id, account_id, event_id, event_type, request_body, state, status, attempt, max_attempts, response_time_ms, created_at)
         values (?, ?, ?, ?, ?, '{}', ?, ?, ?, 4, ?, now() - make_interval(hours => ?::int))`,
        [
          id,
          webhookId,
          accountId,
          `evt_${n}`,
          type,
          status === null ? 'pending' : 'done',
          status,
          attempts,
          ms,
          hoursAgo,
        ],
      );
      for (let attempt = 1; attempt <= attempts; attempt++) {
        await sql.execute(
          `insert into webhook_delivery_attempts (delivery_id, webhook_id, attempt, ok, status_code, response_time_ms, attempted_at)
           values (?, ?, ?, ?, 200, ?, now() - make_interval(hours => ?::int))`,
          [id, webhookId, attempt, status === 'SUCCESS' && attempt === attempts, ms, hoursAgo],
        );
      }
    }
    await delivery(mine, 1, 'MEMORY_STORED', 'SUCCESS', 1, 1, 10);
    await delivery(mine, 2, 'MEMORY_STORED', 'SUCCESS', 2, 2, 30);
    await delivery(mine, 3, 'MEMORY_UPDATED', 'FAILED', 4, 3, 50);
    await delivery(mine, 4, 'MEMORY_DELETED', null, 0, 1, 0); // not attempted yet
    await delivery(mine, 5, 'MEMORY_STORED', 'SUCCESS', 1, 24 * 40, 900); // before the period
    await delivery(other, 6, 'MEMORY_STORED', 'FAILED', 1, 1, 700); // another webhook's

    const since = new Date(Date.now() - 30 * 86_400_000);
    const figures = await new WebhooksRepository(orm).analytics(mine, since);
    expect(figures).toMatchObject({
      total: 3,
      successful: 2,
      failed: 1,
      byEvent: { MEMORY_STORED: 2, MEMORY_UPDATED: 1 },
    });
    // attempts: 10, 30, 30, 50, 50, 50, 50
    expect(figures.avgResponseTimeMs).toBeCloseTo(270 / 7, 6);
    expect(figures.p95ResponseTimeMs).toBe(50);
    expect(figures.p99ResponseTimeMs).toBe(50);

    const none = await new WebhooksRepository(orm).analytics(`wh_none_${accountId}`, since);
    expect(none).toEqual({
      total: 0,
      successful: 0,
      failed: 0,
      avgResponseTimeMs: 0,
      p95ResponseTimeMs: 0,
      p99ResponseTimeMs: 0,
      byEvent: {},
    });
  });
});
