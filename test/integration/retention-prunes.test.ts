// The retention prunes (every minute): finished webhook deliveries (with their attempts),
// finished trigger executions and dispatched domain events older than their retention are
// deleted in slices of their own statements, and nothing newer, unfinished or undispatched is.
import { describe, expect, it } from 'vitest';
import { pruneDispatchedEvents } from '../../src/modules/events/domain-events.js';
import { TriggersRepository } from '../../src/modules/triggers/triggers.repository.js';
import { WebhooksRepository } from '../../src/modules/webhooks/webhooks.repository.js';
import { deleteInSlices } from '../../src/platform/db/delete-in-slices.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

/** Rows of the retention tests: 23 old and finished, 7 new, 5 old but unfinished. */
const OLD = 23;
const NEW = 7;
const OPEN = 5;

describe.each(engines)('retention prunes on $label', (engine) => {
  const database = useDatabase(engine);
  const sql = () => database().db.orm.em.getConnection();
  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql().execute<{ n: string }[]>(`select count(*) as n from ${query}`, params))[0]!.n);

  it('deletes what the WHERE selects in slices, and answers how many', async () => {
    const accountId = (await newLiveCaller(database().db.orm, 'slices')).accountId;
    await sql().execute(
      `insert into domain_events (id, account_id, type, data, dispatched_at)
       select 'evt_s' || g, ?, 'MEMORY_STORED', '{}'::jsonb, now() from generate_series(1, 12) g`,
      [accountId],
    );
    const statements: string[] = [];
    const counting = {
      execute: (query: string, params?: readonly unknown[]) => {
        statements.push(query);
        return sql().execute(query, params as unknown[]);
      },
    };
    const deleted = await deleteInSlices(
      counting,
      'domain_events',
      'seq',
      "account_id = ? and id like 'evt_s%'",
      [accountId],
      5,
    );
    expect(deleted).toBe(12);
    expect(statements).toHaveLength(3); // 5, 5, then 2: fewer than a slice ends it
    expect(await count("domain_events where id like 'evt_s%'")).toBe(0);
  });

  it('deletes old finished deliveries with their attempts, old executions and old dispatched events only', async () => {
    const orm = database().db.orm;
    const accountId = (await newLiveCaller(orm, 'prunes')).accountId;
    const webhookId = `wh_${accountId}`;
    const triggerId = `trg_${accountId}`;
    await sql().execute(
      `insert into webhooks (id, account_id, url, events, secret, timeout_seconds, max_retries, retry_backoff_seconds, created_at, updated_at)
       values (?, ?, 'https://receiver.test/hook', '{MEMORY_STORED}', 'secret', 10, 3, 1, now(), now())`,
      [webhookId, accountId],
    );
    await sql().execute(
      `insert into triggers (id, account_id, name, conditions, actions, max_per_hour, max_per_day, created_at, updated_at)
       values (?, ?, 'prune', '[]'::jsonb, '[]'::jsonb, 10, 100, now(), now())`,
      [triggerId, accountId],
    );
    /** `n` rows of each table from number `from`, `days` old, finished or not. */
    async function insert(from: number, n: number, days: number, finished: boolean) {
      const state = finished ? 'done' : 'pending';
      await sql().execute(
        `insert into webhook_deliveries (id, webhook_id, account_id, event_id, event_type, request_body, state, attempt, max_attempts, created_at)
         select 'del_' || ? || g, ?, ?, 'evt_' || g, 'MEMORY_STORED', '{}', ?, 1, 4, now() - make_interval(days => ?::int)
           from generate_series(?::int, ?::int) g`,
        [accountId, webhookId, accountId, state, days, from, from + n - 1],
      );
      await sql().execute(
        `insert into webhook_delivery_attempts (delivery_id, webhook_id, attempt, ok, status_code, response_time_ms, attempted_at)
         select 'del_' || ? || g, ?, 1, true, 200, 5, now() from generate_series(?::int, ?::int) g`,
        [accountId, webhookId, from, from + n - 1],
      );
      await sql().execute(
        `insert into trigger_executions (id, trigger_id, account_id, event_id, memory_id, memory, state, conditions_evaluated, conditions_matched, evaluation_time_ms, executed_at)
         select 'exe_' || ? || g, ?, ?, 'evt_' || g, 'mem_' || g, '{}'::jsonb, ?, 1, 1, 0.5, now() - make_interval(days => ?::int)
           from generate_series(?::int, ?::int) g`,
        [accountId, triggerId, accountId, state, days, from, from + n - 1],
      );
      await sql().execute(
        `insert into domain_events (id, account_id, type, data, dispatched_at)
         select 'evt_' || ? || g, ?, 'MEMORY_STORED', '{}'::jsonb, case when ? then now() - make_interval(days => ?::int) end
           from generate_series(?::int, ?::int) g`,
        [accountId, accountId, finished, days, from, from + n - 1],
      );
    }
    await insert(1, OLD, 40, true);
    await insert(1000, NEW, 1, true);
    await insert(2000, OPEN, 40, false);
    const before = new Date(Date.now() - 30 * 86_400_000);
    await new WebhooksRepository(orm).pruneDeliveries(before);
    await new TriggersRepository(orm).pruneExecutions(before);
    expect(await pruneDispatchedEvents(sql(), before)).toBe(OLD);

    const kept = NEW + OPEN;
    expect(await count('webhook_deliveries where webhook_id = ?', [webhookId])).toBe(kept);
    expect(await count('webhook_delivery_attempts where webhook_id = ?', [webhookId])).toBe(kept);
    expect(await count('trigger_executions where trigger_id = ?', [triggerId])).toBe(kept);
    expect(await count('domain_events where account_id = ?', [accountId])).toBe(kept);
  });
});
