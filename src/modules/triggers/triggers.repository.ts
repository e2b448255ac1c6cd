// Triggers, their executions and the audit log that LOG_EVENT actions write.
//
// The hourly and daily caps are counters on the trigger's row, keyed by the start of the UTC hour
// and day they count. `admit` raises both in one conditional update, which takes the row's lock:
// concurrent dispatches of one trigger queue on it, and exactly `max` executions of a window are
// admitted whatever the concurrency.
import type { MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { SetClause } from '../../platform/db/set-clause.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { whereEquals } from '../../platform/db/where-clause.js';
import type { Schemas } from '../schemas.js';
import { windowEnd, type CappedKind } from './action-policy.js';

export type TriggerCondition = Schemas['TriggerCondition'];
export type TriggerAction = Schemas['TriggerAction'];
export type ExecutionStatus = Schemas['TriggerExecutionStatus'];
export type ActionResult = Schemas['TriggerActionResult'];

export interface TriggerRecord {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  enabled: boolean;
  conditions: TriggerCondition[];
  actions: TriggerAction[];
  maxPerHour: number;
  maxPerDay: number;
  hourStart: Date | null;
  hourCount: number;
  dayStart: Date | null;
  dayCount: number;
  lastTriggeredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

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

export interface AuditEntry {
  id: number;
  level: string;
  message: string;
  triggerId: string | null;
  executionId: string | null;
  memoryId: string | null;
  createdAt: Date;
}

interface TriggerRow {
  id: string;
  account_id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  conditions: TriggerCondition[] | string;
  actions: TriggerAction[] | string;
  max_per_hour: number;
  max_per_day: number;
  hour_start: string | Date | null;
  hour_count: number;
  day_start: string | Date | null;
  day_count: number;
  last_triggered_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
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

function toTrigger(row: TriggerRow): TriggerRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    conditions: jsonColumn(row.conditions),
    actions: jsonColumn(row.actions),
    maxPerHour: row.max_per_hour,
    maxPerDay: row.max_per_day,
    hourStart: parseOptionalTimestamp(row.hour_start),
    hourCount: row.hour_count,
    dayStart: parseOptionalTimestamp(row.day_start),
    dayCount: row.day_count,
    lastTriggeredAt: parseOptionalTimestamp(row.last_triggered_at),
    createdAt: parseTimestamp(row.created_at),
    updatedAt: parseTimestamp(row.updated_at),
  };
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

const TRIGGER_COLUMNS = `id, account_id, name, description, enabled, conditions, actions, max_per_hour, max_per_day,
  hour_start, hour_count, day_start, day_count, last_triggered_at, created_at, updated_at`;

export class TriggersRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** Inserts the trigger unless the account already has `limit` (checked under a lock of the account). */
  async insertWithin(trigger: TriggerRecord, limit: number): Promise<{ inserted: boolean; count: number }> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 9009))', [trigger.accountId]);
      const [row] = await em.execute<{ n: string }[]>('select count(*) as n from triggers where account_id = ?', [
        trigger.accountId,
      ]);
      const count = Number(row!.n);
      if (count >= limit) return { inserted: false, count };
      await em.execute(
        `insert into triggers (id, account_id, name, description, enabled, conditions, actions, max_per_hour, max_per_day, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?)`,
        [
          trigger.id,
          trigger.accountId,
          trigger.name,
          trigger.description,
          trigger.enabled,
          JSON.stringify(trigger.conditions),
          JSON.stringify(trigger.actions),
          trigger.maxPerHour,
          trigger.maxPerDay,
          trigger.createdAt.toISOString(),
          trigger.updatedAt.toISOString(),
        ],
      );
      return { inserted: true, count: count + 1 };
    });
  }

  async find(accountId: string, id: string): Promise<TriggerRecord | null> {
    const [row] = await this.sql.execute<TriggerRow[]>(
      `select ${TRIGGER_COLUMNS} from triggers where id = ? and account_id = ?`,
      [id, accountId],
    );
    return row ? toTrigger(row) : null;
  }

  async page(
    accountId: string,
    enabled: boolean | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: TriggerRecord[]; total: number }> {
    const where = enabled === undefined ? 'account_id = ?' : 'account_id = ? and enabled = ?';
    const params: unknown[] = enabled === undefined ? [accountId] : [accountId, enabled];
    const [count] = await this.sql.execute<{ n: string }[]>(
      `select count(*) as n from triggers where ${where}`,
      params,
    );
    const rows = await this.sql.execute<TriggerRow[]>(
      `select ${TRIGGER_COLUMNS} from triggers where ${where} order by created_at desc, id limit ? offset ?`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toTrigger), total: Number(count!.n) };
  }

  async update(accountId: string, id: string, changes: TriggerChanges, at: Date): Promise<TriggerRecord | null> {
    const sets = new SetClause()
      .set('name', changes.name)
      .set('description', changes.description)
      .set('enabled', changes.enabled)
      .json('conditions', changes.conditions)
      .json('actions', changes.actions)
      .set('max_per_hour', changes.maxPerHour)
      .set('max_per_day', changes.maxPerDay)
      .set('updated_at', at.toISOString());
    const [row] = await this.sql.execute<TriggerRow[]>(
      `update triggers set ${sets.sql} where id = ? and account_id = ? returning ${TRIGGER_COLUMNS}`,
      [...sets.params, id, accountId],
    );
    return row ? toTrigger(row) : null;
  }

  async remove(accountId: string, id: string): Promise<boolean> {
    const rows = await this.sql.execute<unknown[]>(
      'delete from triggers where id = ? and account_id = ? returning id',
      [id, accountId],
    );
    return rows.length > 0;
  }

  /** Enabled triggers of these accounts (for the dispatcher); outside any transaction unless `em` is one. */
  async enabledFor(accountIds: readonly string[], em: SqlExecutor = this.sql): Promise<TriggerRecord[]> {
    if (accountIds.length === 0) return [];
    const rows = (await em.execute(
      `select ${TRIGGER_COLUMNS} from triggers where enabled and account_id = any(?::text[])`,
      [textArrayLiteral(accountIds)],
    )) as TriggerRow[];
    return rows.map(toTrigger);
  }

  /** Counts one execution against both caps at `at`; false (and nothing counted) when either is reached. */
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

  /** Inserts executions, skipping any already made for the same trigger and event; answers the ids inserted. */
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

  /** A pending execution with its trigger; null when either is gone or it is finished. */
  async pendingExecution(id: string): Promise<{ execution: ExecutionRecord; trigger: TriggerRecord } | null> {
    const [row] = await this.sql.execute<(ExecutionRow & { t: TriggerRow | string })[]>(
      `select e.*, row_to_json(t) as t from trigger_executions e join triggers t on t.id = e.trigger_id where e.id = ? and e.state = 'pending'`,
      [id],
    );
    return row ? { execution: toExecution(row), trigger: toTrigger(jsonColumn(row.t)) } : null;
  }

  async finishExecution(id: string, status: 'SUCCESS' | 'FAILED', results: readonly ActionResult[]): Promise<void> {
    await this.sql.execute(
      "update trigger_executions set state = 'done', status = ?, action_results = ?::jsonb where id = ? and state = 'pending'",
      [status, JSON.stringify(results), id],
    );
  }

  /** Deletes finished executions made before `before`. */
  async pruneExecutions(before: Date): Promise<void> {
    await this.sql.execute("delete from trigger_executions where state = 'done' and executed_at < ?", [
      before.toISOString(),
    ]);
  }

  async executions(
    triggerId: string,
    status: ExecutionStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: ExecutionRecord[]; total: number }> {
    const where = status ? "trigger_id = ? and state = 'done' and status = ?" : "trigger_id = ? and state = 'done'";
    const params: unknown[] = status ? [triggerId, status] : [triggerId];
    const [count] = await this.sql.execute<{ n: string }[]>(
      `select count(*) as n from trigger_executions where ${where}`,
      params,
    );
    const rows = await this.sql.execute<ExecutionRow[]>(
      `select * from trigger_executions where ${where} order by executed_at desc, id limit ? offset ?`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toExecution), total: Number(count!.n) };
  }

  async analytics(triggerId: string, since: Date): Promise<ExecutionAnalytics> {
    const rows = await this.sql.execute<ExecutionRow[]>(
      "select * from trigger_executions where trigger_id = ? and state = 'done' and executed_at >= ?",
      [triggerId, since.toISOString()],
    );
    const executions = rows.map(toExecution);
    const actions: ExecutionAnalytics['actions'] = {};
    const byHour: Record<string, number> = Object.fromEntries(
      Array.from({ length: 24 }, (_, h) => [String(h).padStart(2, '0'), 0]),
    );
    let evaluation = 0;
    for (const e of executions) {
      evaluation += e.evaluationTimeMs;
      byHour[String(e.executedAt.getUTCHours()).padStart(2, '0')]! += 1;
      for (const result of e.actionResults) {
        const stats = (actions[result.type] ??= { total: 0, succeeded: 0, failed: 0 });
        stats.total++;
        if (result.status === 'SUCCESS') stats.succeeded++;
        else stats.failed++;
      }
    }
    const count = (status: ExecutionStatus) => executions.filter((e) => e.status === status).length;
    return {
      total: executions.length,
      successful: count('SUCCESS'),
      failed: count('FAILED'),
      rateLimited: count('RATE_LIMITED'),
      avgEvaluationTimeMs: executions.length === 0 ? 0 : evaluation / executions.length,
      actions,
      byHour,
    };
  }

  /** Appends an audit entry once per execution and action (a re-run action writes nothing new). */
  async appendAudit(entry: {
    accountId: string;
    level: string;
    message: string;
    triggerId: string;
    executionId: string;
    memoryId: string;
    actionIndex: number;
    at: Date;
  }): Promise<void> {
    await this.sql.execute(
      `insert into audit_log (account_id, level, message, trigger_id, execution_id, memory_id, action_index, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (execution_id, action_index) do nothing`,
      [
        entry.accountId,
        entry.level,
        entry.message,
        entry.triggerId,
        entry.executionId,
        entry.memoryId,
        entry.actionIndex,
        entry.at.toISOString(),
      ],
    );
  }

  /** One page of the account's audit log, newest first (by id: the order entries were written). */
  async audit(
    accountId: string,
    filter: { level?: string; triggerId?: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditEntry[]; total: number }> {
    const { sql: clause, params } = whereEquals(
      'account_id = ?',
      [accountId],
      [
        ['level', filter.level],
        ['trigger_id', filter.triggerId],
      ],
    );
    const [count] = await this.sql.execute<{ n: string }[]>(
      `select count(*) as n from audit_log where ${clause}`,
      params,
    );
    const rows = await this.sql.execute<
      {
        id: string;
        level: string;
        message: string;
        trigger_id: string | null;
        execution_id: string | null;
        memory_id: string | null;
        created_at: string | Date;
      }[]
    >(
      `select id, level, message, trigger_id, execution_id, memory_id, created_at from audit_log where ${clause} order by id desc limit ? offset ?`,
      [...params, limit, offset],
    );
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        level: r.level,
        message: r.message,
        triggerId: r.trigger_id,
        executionId: r.execution_id,
        memoryId: r.memory_id,
        createdAt: parseTimestamp(r.created_at),
      })),
      total: Number(count!.n),
    };
  }
}
