// Triggers (mapped by TriggerSchema), their executions and the audit log that LOG_EVENT actions
// write (mapped by AuditEntrySchema). Executions are a job queue and are written in SQL: batched
// inserts inside the dispatcher's transaction, conditional updates, aggregates.
//
// The hourly and daily caps are counters on the trigger's row, keyed by the start of the UTC hour
// and day they count. `admit` raises both in one conditional update, which takes the row's lock:
// concurrent dispatches of one trigger queue on it, and exactly `max` executions of a window are
// admitted whatever the concurrency.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  contextEntityManager,
  definedChanges,
  insertWithinLimit,
  pageNewestFirst,
  patchRow,
} from '../../platform/db/entity-manager.js';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { whereEquals } from '../../platform/db/where-clause.js';
import { countUpTo } from '../../platform/db/count-up-to.js';
import { deleteInSlices } from '../../platform/db/delete-in-slices.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { LIST_WINDOW } from '../paging.js';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import type { Schemas } from '../schemas.js';
import { windowEnd, type CappedKind } from './action-policy.js';
import { AuditEntry } from './audit-entry.entity.js';
import { Trigger } from './trigger.entity.js';

export type ExecutionStatus = Schemas['TriggerExecutionStatus'];
export type ActionResult = Schemas['TriggerActionResult'];

/** A trigger as its service creates it. */
export type TriggerRecord = Pick<
  Trigger,
  | 'id'
  | 'accountId'
  | 'name'
  | 'description'
  | 'enabled'
  | 'conditions'
  | 'actions'
  | 'maxPerHour'
  | 'maxPerDay'
  | 'hourStart'
  | 'hourCount'
  | 'dayStart'
  | 'dayCount'
  | 'lastTriggeredAt'
  | 'createdAt'
  | 'updatedAt'
>;

export type TriggerChanges = Partial<
  Pick<TriggerRecord, 'name' | 'description' | 'enabled' | 'conditions' | 'actions' | 'maxPerHour' | 'maxPerDay'>
>;

/** The memory an execution is about, as its actions render it. */
export interface ExecutionMemory {
  id: string;
  content: string;
  category: string;
  importance: number;
  user_id: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
}

export interface NewExecution {
  id: string;
  triggerId: string;
  accountId: string;
  eventId: string;
  memory: ExecutionMemory;
  /**
   * RATE_LIMITED and FAILED executions are finished at once (FAILED here: the conditions could
   * not be decided, no action runs); the others wait for their actions.
   */
  status: 'RATE_LIMITED' | 'FAILED' | null;
  /** The action results of an execution finished at once (none when omitted). */
  actionResults?: ActionResult[];
  conditionsEvaluated: number;
  conditionsMatched: number;
  evaluationTimeMs: number;
  executedAt: Date;
}

export interface ExecutionRecord extends Omit<NewExecution, 'status' | 'actionResults'> {
  state: 'pending' | 'done';
  status: ExecutionStatus | null;
  actionResults: ActionResult[];
}

export interface ExecutionAnalytics {
  total: number;
  successful: number;
  failed: number;
  rateLimited: number;
  avgEvaluationTimeMs: number;
  actions: Record<string, { total: number; succeeded: number; failed: number }>;
  byHour: Record<string, number>;
}

/** The one row of the analytics statement (json columns, parsed by the driver). */
interface AnalyticsRow {
  totals: {
    total: number;
    successful: number;
    failed: number;
    rate_limited: number;
    avg_evaluation_time_ms: number;
  };
  by_hour: Record<string, number>;
  actions: Record<string, { total: number; succeeded: number }>;
}

interface ExecutionRow {
  id: string;
  trigger_id: string;
  account_id: string;
  event_id: string;
  memory_id: string;
  memory: ExecutionMemory | string;
  state: 'pending' | 'done';
  status: ExecutionStatus | null;
  conditions_evaluated: number;
  conditions_matched: number;
  evaluation_time_ms: number | string;
  action_results: ActionResult[] | string;
  executed_at: string | Date;
}

function toExecution(row: ExecutionRow): ExecutionRecord {
  return {
    id: row.id,
    triggerId: row.trigger_id,
    accountId: row.account_id,
    eventId: row.event_id,
    memory: jsonColumn(row.memory),
    state: row.state,
    status: row.status,
    conditionsEvaluated: row.conditions_evaluated,
    conditionsMatched: row.conditions_matched,
    evaluationTimeMs: Number(row.evaluation_time_ms),
    actionResults: jsonColumn(row.action_results),
    executedAt: parseTimestamp(row.executed_at),
  };
}

/** The starts of the UTC hour and day of `at`. */
export function capWindows(at: Date): { hour: Date; day: Date } {
  const hour = new Date(at);
  hour.setUTCMinutes(0, 0, 0);
  const day = new Date(hour);
  day.setUTCHours(0);
  return { hour, day };
}

export class TriggersRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** Inserts the trigger unless the account already has `limit` (counted under a lock of the account). */
  async insertWithin(trigger: TriggerRecord, limit: number): Promise<{ inserted: boolean; count: number }> {
    return insertWithinLimit(contextEntityManager(this.orm), Trigger, trigger, limit, 9009);
  }

  /** The trigger of the account; TRIGGER_NOT_FOUND when there is none. */
  async get(accountId: string, id: string): Promise<Trigger> {
    return contextEntityManager(this.orm).findOneOrFail(Trigger, { id, accountId });
  }

  async page(
    accountId: string,
    enabled: boolean | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: Trigger[]; total: number }> {
    const where = enabled === undefined ? { accountId } : { accountId, enabled };
    return pageNewestFirst(contextEntityManager(this.orm), Trigger, where, limit, offset);
  }

  /** Applies the changes (its cap counters, which `admit` raises, are left as they are). */
  async update(accountId: string, id: string, changes: TriggerChanges, at: Date): Promise<Trigger> {
    return patchRow<Trigger>(contextEntityManager(this.orm), Trigger, { id, accountId }, changes, at);
  }

  async remove(accountId: string, id: string): Promise<boolean> {
    return (await contextEntityManager(this.orm).nativeDelete(Trigger, { id, accountId })) > 0;
  }

  /** Enabled triggers of these accounts (for the dispatcher); outside any transaction unless `em` is one. */
  async enabledFor(
    accountIds: readonly string[],
    em: EntityManager = contextEntityManager(this.orm),
  ): Promise<Trigger[]> {
    if (accountIds.length === 0) return [];
    return em.find(Trigger, { enabled: true, accountId: { $in: [...accountIds] } });
  }

  /**
   * Counts one execution against both caps at `at`; false (and nothing counted) when either is
   * reached. SQL: one conditional update whose row lock serialises concurrent dispatches.
   */
  async admit(triggerId: string, at: Date, em: SqlExecutor): Promise<boolean> {
    const { hour, day } = capWindows(at);
    const h = hour.toISOString();
    const d = day.toISOString();
    const rows = (await em.execute(
      `update triggers set
          hour_count = case when hour_start = ?::timestamptz then hour_count + 1 else 1 end, hour_start = ?::timestamptz,
          day_count = case when day_start = ?::timestamptz then day_count + 1 else 1 end, day_start = ?::timestamptz,
          last_triggered_at = ?
        where id = ?
          and (hour_start is distinct from ?::timestamptz or hour_count < max_per_hour)
          and (day_start is distinct from ?::timestamptz or day_count < max_per_day)
        returning id`,
      [h, h, d, d, at.toISOString(), triggerId, h, d],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Counts one e-mail or chat message of an account against its hourly and daily caps at `at`, in
   * one conditional upsert (the row's lock serialises concurrent sends on every instance). Null
   * when counted; otherwise the cap reached and when its window ends, and nothing is counted.
   * SQL: a conditional upsert of a counter row.
   */
  async takeActionSend(
    accountId: string,
    kind: CappedKind,
    limits: { perHour: number; perDay: number },
    at: Date,
  ): Promise<{ window: 'hour' | 'day'; limit: number; resetsAt: Date } | null> {
    const { hour, day } = capWindows(at);
    const h = hour.toISOString();
    const d = day.toISOString();
    const rows = await this.sql.execute<unknown[]>(
      `insert into action_send_counts as c (account_id, kind, hour_start, hour_count, day_start, day_count)
       values (?, ?, ?::timestamptz, 1, ?::timestamptz, 1)
       on conflict (account_id, kind) do update set
         hour_count = case when c.hour_start = excluded.hour_start then c.hour_count + 1 else 1 end, hour_start = excluded.hour_start,
         day_count = case when c.day_start = excluded.day_start then c.day_count + 1 else 1 end, day_start = excluded.day_start
       where (c.hour_start is distinct from excluded.hour_start or c.hour_count < ?)
         and (c.day_start is distinct from excluded.day_start or c.day_count < ?)
       returning hour_count`,
      [accountId, kind, h, d, limits.perHour, limits.perDay],
    );
    if (rows.length > 0) return null;
    const [row] = await this.sql.execute<{ hour_start: Date | string; hour_count: number }[]>(
      'select hour_start, hour_count from action_send_counts where account_id = ? and kind = ?',
      [accountId, kind],
    );
    const hourFull =
      row !== undefined &&
      new Date(row.hour_start).getTime() === hour.getTime() &&
      Number(row.hour_count) >= limits.perHour;
    return hourFull
      ? { window: 'hour', limit: limits.perHour, resetsAt: windowEnd(hour, 'hour') }
      : { window: 'day', limit: limits.perDay, resetsAt: windowEnd(day, 'day') };
  }

  /**
   * Inserts executions, skipping any already made for the same trigger and event; answers the ids
   * inserted. SQL: inserted in the event's transaction as one multi-row statement (on conflict do nothing).
   */
  async insertExecutions(executions: readonly NewExecution[], em: SqlExecutor): Promise<string[]> {
    if (executions.length === 0) return [];
    const params: unknown[] = [];
    const rows = executions.map((e) => {
      params.push(
        e.id,
        e.triggerId,
        e.accountId,
        e.eventId,
        e.memory.id,
        JSON.stringify(e.memory),
        e.status === null ? 'pending' : 'done',
        e.status,
        e.conditionsEvaluated,
        e.conditionsMatched,
        e.evaluationTimeMs,
        JSON.stringify(e.actionResults ?? []),
        e.executedAt.toISOString(),
      );
      return '(?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?::jsonb, ?)';
    });
    const inserted = (await em.execute(
      `insert into trigger_executions (id, trigger_id, account_id, event_id, memory_id, memory, state, status, conditions_evaluated, conditions_matched, evaluation_time_ms, action_results, executed_at)
       values ${rows.join(', ')} on conflict (trigger_id, event_id) do nothing returning id`,
      params,
    )) as { id: string }[];
    return inserted.map((r) => r.id);
  }

  /**
   * A pending execution with its trigger; null when either is gone or it is finished. SQL for the
   * execution: a row of the job queue, which is not mapped.
   */
  async pendingExecution(id: string): Promise<{ execution: ExecutionRecord; trigger: Trigger } | null> {
    const [row] = await this.sql.execute<ExecutionRow[]>(
      "select * from trigger_executions where id = ? and state = 'pending'",
      [id],
    );
    if (!row) return null;
    const trigger = await contextEntityManager(this.orm).findOne(Trigger, { id: row.trigger_id });
    return trigger ? { execution: toExecution(row), trigger } : null;
  }

  /** SQL: a conditional update of a job-queue row (only while it is pending). */
  async finishExecution(id: string, status: 'SUCCESS' | 'FAILED', results: readonly ActionResult[]): Promise<void> {
    await this.sql.execute(
      "update trigger_executions set state = 'done', status = ?, action_results = ?::jsonb where id = ? and state = 'pending'",
      [status, JSON.stringify(results), id],
    );
  }

  /** Deletes finished executions made before `before`. SQL: a bulk delete of queue rows, in slices. */
  async pruneExecutions(before: Date): Promise<void> {
    await deleteInSlices(this.sql, 'trigger_executions', 'id', "state = 'done' and executed_at < ?", [
      before.toISOString(),
    ]);
  }

  /** One page of a trigger's finished executions, newest first. SQL: rows of the job queue, which is not mapped. */
  async executions(
    triggerId: string,
    status: ExecutionStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: ExecutionRecord[]; total: number }> {
    const where = status ? "trigger_id = ? and state = 'done' and status = ?" : "trigger_id = ? and state = 'done'";
    const params: unknown[] = status ? [triggerId, status] : [triggerId];
    const total = await countUpTo(this.sql, 'trigger_executions', where, params, LIST_WINDOW);
    const rows = await this.sql.execute<ExecutionRow[]>(
      `select * from trigger_executions where ${where} order by executed_at desc, id limit ? offset ?`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toExecution), total };
  }

  /**
   * Execution figures since `since`. SQL: aggregates computed in the database, which reads each
   * execution once and leaves its memory snapshot out (loading every execution of 30 days with its
   * memory could take the process's whole heap).
   */
  async analytics(triggerId: string, since: Date): Promise<ExecutionAnalytics> {
    const [row] = await this.sql.execute<AnalyticsRow[]>(
      `with e as (
         select status, evaluation_time_ms, executed_at, action_results from trigger_executions
          where trigger_id = ? and state = 'done' and executed_at >= ?)
       select (select json_build_object(
                 'total', count(*),
                 'successful', count(*) filter (where status = 'SUCCESS'),
                 'failed', count(*) filter (where status = 'FAILED'),
                 'rate_limited', count(*) filter (where status = 'RATE_LIMITED'),
                 'avg_evaluation_time_ms', coalesce(avg(evaluation_time_ms), 0)) from e) as totals,
              (select coalesce(json_object_agg(hour, n), '{}'::json)
                 from (select to_char(executed_at at time zone 'UTC', 'HH24') as hour, count(*) as n from e group by 1) h
              ) as by_hour,
              (select coalesce(json_object_agg(type, json_build_object('total', total, 'succeeded', succeeded)), '{}'::json)
                 from (select a->>'type' as type, count(*) as total, count(*) filter (where a->>'status' = 'SUCCESS') as succeeded
                         from e, jsonb_array_elements(e.action_results) a group by 1) x
              ) as actions`,
      [triggerId, since.toISOString()],
    );
    const totals = row!.totals;
    const byHour: Record<string, number> = Object.fromEntries(
      Array.from({ length: 24 }, (_, h) => {
        const hour = String(h).padStart(2, '0');
        return [hour, Number(row!.by_hour[hour] ?? 0)];
      }),
    );
    const actions: ExecutionAnalytics['actions'] = {};
    for (const [type, figures] of Object.entries(row!.actions)) {
      const total = Number(figures.total);
      const succeeded = Number(figures.succeeded);
      actions[type] = { total, succeeded, failed: total - succeeded };
    }
    return {
      total: Number(totals.total),
      successful: Number(totals.successful),
      failed: Number(totals.failed),
      rateLimited: Number(totals.rate_limited),
      avgEvaluationTimeMs: Number(totals.avg_evaluation_time_ms),
      actions,
      byHour,
    };
  }

  /**
   * Appends an audit entry once per execution and action (a re-run action writes nothing new).
   * Through the query builder: an entity insert has no "on conflict do nothing".
   */
  async appendAudit(entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await contextEntityManager(this.orm)
      .createQueryBuilder(AuditEntry)
      .insert(entry)
      .onConflict(['executionId', 'actionIndex'])
      .ignore()
      .execute();
  }

  /** One page of the account's audit log, newest first (by id: the order entries were written). */
  async audit(
    accountId: string,
    filter: { level?: string; triggerId?: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditEntry[]; total: number }> {
    const rows = await contextEntityManager(this.orm).find(
      AuditEntry,
      { accountId, ...definedChanges(filter) },
      { orderBy: { id: 'desc' }, limit, offset },
    );
    // SQL: a count that stops at the list's window (the log grows with every LOG_EVENT action)
    const { sql: where, params } = whereEquals(
      'account_id = ?',
      [accountId],
      [
        ['level', filter.level],
        ['trigger_id', filter.triggerId],
      ],
    );
    return { rows, total: await countUpTo(this.sql, 'audit_log', where, params, LIST_WINDOW) };
  }
}
