// The trigger rules against an in-memory store and a fake action runner: defaults, the account
// maximum, the checks made before anything is written, PATCH semantics, the cap counters' windows,
// the test run, and the executions, analytics and audit-log pages.
import { describe, expect, it } from 'vitest';
import { triggerNotFound } from '../../src/errors/registry.js';
import type { RegexMatch, RegexMatcher } from '../../src/platform/regex/regex-pool.js';
import type { Caller } from '../../src/modules/accounts/caller.js';
import type { Schemas } from '../../src/modules/schemas.js';
import type { AuditEntry } from '../../src/modules/triggers/audit-entry.entity.js';
import type { TriggerAction } from '../../src/modules/triggers/trigger-actions.js';
import type { Trigger } from '../../src/modules/triggers/trigger.entity.js';
import type {
  ActionResult,
  ExecutionAnalytics,
  ExecutionMemory,
  ExecutionRecord,
  TriggerChanges,
  TriggerRecord,
} from '../../src/modules/triggers/triggers.repository.js';
import {
  TriggersService,
  type TriggersServiceDeps,
  type TriggersStore,
} from '../../src/modules/triggers/triggers.service.js';
import {
  presentAuditLogPage,
  presentExecutionPage,
  presentTrigger,
  presentTriggerAnalytics,
  presentTriggerPage,
  presentTriggerTestResult,
} from '../../src/modules/triggers/triggers.presenters.js';
import { inlineRegexCheck } from '../support/inline-regex-check.js';
import { ANALYTICS_REUSE_FROM, ANALYTICS_REUSE_MS } from '../../src/modules/analytics-period.js';

const caller: Caller = { accountId: 'acct_1', tier: 'scale', environment: 'live', keyId: 'key_1' };
const NOW = new Date('2026-11-26T10:25:00.000Z');

const DECISIONS: Schemas['TriggerCondition'][] = [{ type: 'CATEGORY_EQUALS', value: 'decision' }];
const LOG: Schemas['TriggerAction'][] = [{ type: 'LOG_EVENT' }];

/** A creation body as a caller may send it: name, conditions and actions required. */
const body = (fields: Partial<Schemas['CreateTriggerRequest']> = {}) =>
  ({ name: 'decisions', conditions: DECISIONS, actions: LOG, ...fields }) as Schemas['CreateTriggerRequest'];

class InMemoryTriggers implements TriggersStore {
  readonly rows = new Map<string, Trigger>();
  readonly executionRows: ExecutionRecord[] = [];
  readonly auditRows: AuditEntry[] = [];
  lastChanges: TriggerChanges | null = null;
  lastQuery: unknown[] = [];
  analyticsSince: Date | null = null;
  figures: ExecutionAnalytics = {
    total: 0,
    successful: 0,
    failed: 0,
    rateLimited: 0,
    avgEvaluationTimeMs: 0,
    actions: {},
    byHour: {},
  };

  insertWithin(trigger: TriggerRecord, limit: number) {
    const count = [...this.rows.values()].filter((t) => t.accountId === trigger.accountId).length;
    if (count >= limit) return Promise.resolve({ inserted: false, count });
    this.rows.set(trigger.id, { ...trigger });
    return Promise.resolve({ inserted: true, count: count + 1 });
  }

  get(accountId: string, id: string) {
    const trigger = this.rows.get(id);
    return trigger && trigger.accountId === accountId ? Promise.resolve(trigger) : Promise.reject(triggerNotFound(id));
  }

  page(accountId: string, enabled: boolean | undefined, limit: number, offset: number) {
    this.lastQuery = [accountId, enabled, limit, offset];
    const rows = [...this.rows.values()].filter(
      (t) => t.accountId === accountId && (enabled === undefined || t.enabled === enabled),
    );
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }

  async update(accountId: string, id: string, changes: TriggerChanges, at: Date) {
    const trigger = await this.get(accountId, id);
    this.lastChanges = changes;
    for (const [key, value] of Object.entries(changes))
      if (value !== undefined) Object.assign(trigger, { [key]: value });
    trigger.updatedAt = at;
    return trigger;
  }

  remove(accountId: string, id: string) {
    const trigger = this.rows.get(id);
    return Promise.resolve(trigger?.accountId === accountId && this.rows.delete(id));
  }

  executions(triggerId: string, status: Schemas['TriggerExecutionStatus'] | undefined, limit: number, offset: number) {
    this.lastQuery = [triggerId, status, limit, offset];
    const rows = this.executionRows.filter((e) => e.triggerId === triggerId && (!status || e.status === status));
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }

  analytics(_triggerId: string, since: Date) {
    this.analyticsSince = since;
    return Promise.resolve(this.figures);
  }

  audit(accountId: string, filter: { level?: string; triggerId?: string }, limit: number, offset: number) {
    this.lastQuery = [accountId, filter, limit, offset];
    const rows = this.auditRows.filter((e) => e.accountId === accountId);
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }
}

/** The action runner's two services to the trigger service: the account's policy, and test runs. */
type Runner = TriggersServiceDeps['runner'];

class FakeRunner implements Runner {
  refused: Awaited<ReturnType<Runner['refusal']>> = null;
  readonly policyChecks: TriggerAction[][] = [];
  readonly tested: ExecutionMemory[] = [];
  results: ActionResult[] = [];

  refusal(_accountId: string, actions: readonly TriggerAction[]) {
    this.policyChecks.push([...actions]);
    return Promise.resolve(this.refused);
  }

  testActions(_trigger: Pick<TriggerRecord, 'id' | 'name' | 'actions' | 'accountId'>, memory: ExecutionMemory) {
    this.tested.push(memory);
    return Promise.resolve(this.results);
  }
}

/** Patterns answer as listed here; any other pattern does not match. */
function matcher(outcomes: Record<string, RegexMatch>): RegexMatcher {
  return {
    budgetMs: 250,
    pausedForMs: () => 0,
    match: (pattern) => Promise.resolve(outcomes[pattern] ?? { outcome: 'no-match', elapsedMs: 1 }),
    check: inlineRegexCheck,
  };
}

function service(options: { now?: Date; regex?: RegexMatcher } = {}) {
  const store = new InMemoryTriggers();
  const runner = new FakeRunner();
  let now = options.now ?? NOW;
  const triggers = new TriggersService({
    repository: store,
    runner,
    regex: options.regex ?? matcher({}),
    clock: () => now,
  });
  return { store, runner, triggers, setNow: (at: Date) => (now = at) };
}

describe('TriggersService creation', () => {
  it('fills the defaults (a LOG_EVENT at info) and stores the trigger with empty cap counters', async () => {
    const { triggers, store } = service();
    const created = await triggers.create(caller, body());
    expect(created).toMatchObject({ firedThisHour: 0, firedToday: 0 });
    expect(presentTrigger(created)).toEqual({
      id: created.trigger.id,
      name: 'decisions',
      description: null,
      enabled: true,
      conditions: DECISIONS,
      actions: [{ type: 'LOG_EVENT', level: 'info' }],
      max_triggers_per_hour: 100,
      max_triggers_per_day: 1000,
      triggers_this_hour: 0,
      triggers_today: 0,
      last_triggered_at: null,
      created_at: NOW.toISOString(),
    });
    expect(created.trigger.id).toMatch(/^trg_/);
    expect(store.rows.get(created.trigger.id)).toMatchObject({
      accountId: 'acct_1',
      hourStart: null,
      hourCount: 0,
      dayStart: null,
      dayCount: 0,
      createdAt: NOW,
      updatedAt: NOW,
    });
  });

  it('refuses the 51st trigger of an account with TRIGGER_LIMIT_EXCEEDED naming the limit', async () => {
    const { triggers } = service();
    for (let i = 0; i < 50; i++) await triggers.create(caller, body({ name: `t${i}` }));
    await expect(triggers.create(caller, body())).rejects.toMatchObject({
      code: 'TRIGGER_LIMIT_EXCEEDED',
      status: 409,
      message:
        'The account already has 50 triggers, the maximum. Delete a trigger you no longer need before creating another.',
      details: { limit: 50, current: 50 },
    });
    await expect(triggers.create({ ...caller, accountId: 'acct_2' }, body())).resolves.toBeDefined();
  });

  it('refuses invalid conditions and caps before asking the policy, and writes nothing', async () => {
    const { triggers, store, runner } = service();
    await expect(triggers.create(caller, body({ conditions: [] }))).rejects.toMatchObject({
      code: 'INVALID_CONDITIONS',
      details: { field: 'conditions' },
    });
    await expect(triggers.create(caller, body({ max_triggers_per_day: 0 }))).rejects.toMatchObject({
      code: 'INVALID_RATE_LIMIT',
      status: 400,
      message: 'max_triggers_per_day must be an integer from 1 to 100000; 0 was given.',
      details: { field: 'max_triggers_per_day', value: 0, minimum: 1, maximum: 100_000 },
    });
    expect(runner.policyChecks).toHaveLength(0);
    expect(store.rows.size).toBe(0);
  });

  it("refuses an action outside the account's policy with INVALID_ACTIONS naming the field", async () => {
    const { triggers, store, runner } = service();
    runner.refused = { index: 1, field: 'to', value: 'ceo@elsewhere.com', message: 'elsewhere.com is not allowed.' };
    const actions: Schemas['TriggerAction'][] = [
      { type: 'LOG_EVENT' },
      { type: 'EMAIL_ALERT', to: 'ceo@elsewhere.com' },
    ];
    await expect(triggers.create(caller, body({ actions }))).rejects.toMatchObject({
      code: 'INVALID_ACTIONS',
      status: 400,
      message: 'elsewhere.com is not allowed.',
      details: { field: 'actions[1].to', value: 'ceo@elsewhere.com' },
    });
    expect(runner.policyChecks).toEqual([[{ type: 'LOG_EVENT', level: 'info' }, actions[1]]]);
    expect(store.rows.size).toBe(0);
  });
});

describe('TriggersService changes and reads', () => {
  it('changes only the fields given and asks the policy only when actions change', async () => {
    const { triggers, store, runner } = service();
    const created = await triggers.create(caller, body({ description: 'kept' }));
    const updated = await triggers.update(caller, created.trigger.id, { enabled: false, max_triggers_per_hour: 5 });
    expect(store.lastChanges).toEqual({
      name: undefined,
      description: undefined,
      enabled: false,
      conditions: undefined,
      actions: undefined,
      maxPerHour: 5,
      maxPerDay: undefined,
    });
    expect(updated.trigger).toMatchObject({ name: 'decisions', description: 'kept', enabled: false, maxPerHour: 5 });
    expect(runner.policyChecks).toHaveLength(1); // the creation's
    await triggers.update(caller, created.trigger.id, { actions: [{ type: 'LOG_EVENT', level: 'warn' }] });
    expect(runner.policyChecks).toHaveLength(2);
  });

  it('moves updated_at forward by at least a millisecond, even when the clock has not', async () => {
    const { triggers, store, setNow } = service();
    const created = await triggers.create(caller, body());
    await triggers.update(caller, created.trigger.id, { name: 'again' });
    expect(store.rows.get(created.trigger.id)?.updatedAt).toEqual(new Date(NOW.getTime() + 1));
    const later = new Date('2026-11-26T12:00:00.000Z');
    setNow(later);
    await triggers.update(caller, created.trigger.id, { name: 'later' });
    expect(store.rows.get(created.trigger.id)?.updatedAt).toEqual(later);
  });

  it('shows the cap counters of the current UTC hour and day only', async () => {
    const { triggers, store } = service();
    const created = await triggers.create(caller, body());
    Object.assign(store.rows.get(created.trigger.id)!, {
      hourStart: new Date('2026-11-26T10:00:00.000Z'),
      hourCount: 7,
      dayStart: new Date('2026-11-26T00:00:00.000Z'),
      dayCount: 30,
      lastTriggeredAt: new Date('2026-11-26T10:20:00.000Z'),
    });
    expect(await triggers.get(caller, created.trigger.id)).toMatchObject({
      trigger: { lastTriggeredAt: new Date('2026-11-26T10:20:00.000Z') },
      firedThisHour: 7,
      firedToday: 30,
    });
    Object.assign(store.rows.get(created.trigger.id)!, { hourStart: new Date('2026-11-26T09:00:00.000Z') });
    const page = await triggers.list(caller, { enabled: true });
    expect(store.lastQuery).toEqual(['acct_1', true, 20, 0]);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(presentTriggerPage(page)).toMatchObject({
      total: 1,
      page: 1,
      page_size: 20,
      total_pages: 1,
      items: [
        { id: created.trigger.id, conditions_count: 1, actions_count: 1, triggers_this_hour: 0, triggers_today: 30 },
      ],
    });
  });

  it("answers TRIGGER_NOT_FOUND for another account's trigger and for a removed one", async () => {
    const { triggers } = service();
    const created = await triggers.create(caller, body());
    await expect(triggers.get({ ...caller, accountId: 'acct_2' }, created.trigger.id)).rejects.toMatchObject({
      code: 'TRIGGER_NOT_FOUND',
    });
    await triggers.remove(caller, created.trigger.id);
    await expect(triggers.remove(caller, created.trigger.id)).rejects.toMatchObject({
      code: 'TRIGGER_NOT_FOUND',
      status: 404,
      message: `No trigger ${created.trigger.id} in this account.`,
    });
  });
});

describe('TriggersService test runs', () => {
  it("evaluates the contract's sample memory when none is given and reports the built actions", async () => {
    const { triggers, runner } = service();
    const created = await triggers.create(caller, body({ actions: [{ type: 'LOG_EVENT' }] }));
    runner.results = [
      { type: 'LOG_EVENT', status: 'SUCCESS', response_time_ms: 0.2 },
      { type: 'EMAIL_ALERT', status: 'FAILED', error: 'no mailer', response_time_ms: 0.1 },
    ];
    const result = await triggers.test(caller, created.trigger.id, undefined);
    expect(runner.tested).toEqual([
      {
        id: 'mem_test',
        content: 'The team decided to move billing to the new provider in January.',
        category: 'decision',
        importance: 0.8,
        user_id: 'sample-user',
        metadata: { ticket: 'BILL-142' },
        created_at: NOW.toISOString(),
      },
    ]);
    expect(result.actions).toEqual(runner.results);
    expect(presentTriggerTestResult(result)).toEqual({
      conditions_matched: true,
      conditions_detail: [{ type: 'CATEGORY_EQUALS', value: 'decision', matched: true }],
      actions_executed: [
        { type: 'LOG_EVENT', status: 'SUCCESS', response_time_ms: 0.2 },
        { type: 'EMAIL_ALERT', status: 'FAILED', error: 'no mailer', response_time_ms: 0.1 },
      ],
      test_mode: true,
    });
  });

  it('evaluates a given memory: without category and importance in its metadata, other and 0.5', async () => {
    const { triggers, runner } = service();
    const created = await triggers.create(caller, body());
    const result = await triggers.test(caller, created.trigger.id, {
      memory: { content: 'hello', metadata: { source: 'chat' } },
    });
    expect(runner.tested[0]).toMatchObject({
      category: 'other',
      importance: 0.5,
      user_id: null,
      metadata: { source: 'chat' },
    });
    expect(result.conditions.matched).toBe(false);
  });

  it('reports a TEXT_REGEX pattern that ran out of its budget on its condition, as not matched', async () => {
    const regex = matcher({
      'deci[a-z]+': { outcome: 'over-budget', elapsedMs: 250, message: 'matching ran out of its time budget' },
    });
    const { triggers } = service({ regex });
    const conditions: Schemas['TriggerCondition'][] = [
      { type: 'OR_GROUP', conditions: [{ type: 'TEXT_REGEX', pattern: 'deci[a-z]+' }, ...DECISIONS] },
    ];
    const created = await triggers.create(caller, body({ conditions }));
    const result = await triggers.test(caller, created.trigger.id, undefined);
    expect(result.conditions.matched).toBe(true);
    expect(result.conditions.detail).toEqual([
      { type: 'OR_GROUP', value: null, matched: true },
      {
        type: 'TEXT_REGEX',
        value: 'deci[a-z]+',
        matched: false,
        error: 'The TEXT_REGEX pattern "deci[a-z]+" was stopped: matching ran out of its time budget.',
      },
      { type: 'CATEGORY_EQUALS', value: 'decision', matched: true },
    ]);
  });
});

describe('TriggersService executions, analytics and audit log', () => {
  it('pages the executions with the status given', async () => {
    const { triggers, store } = service();
    const created = await triggers.create(caller, body());
    const memory: ExecutionMemory = {
      id: 'mem_1',
      content: 'x',
      category: 'decision',
      importance: 0.9,
      user_id: null,
      metadata: {},
      created_at: NOW.toISOString(),
    };
    for (let i = 1; i <= 3; i++) {
      store.executionRows.push({
        id: `exec_${i}`,
        triggerId: created.trigger.id,
        accountId: 'acct_1',
        eventId: `evt_${i}`,
        memory,
        state: 'done',
        status: 'SUCCESS',
        actionResults: [{ type: 'LOG_EVENT', status: 'SUCCESS', response_time_ms: 1 }],
        conditionsEvaluated: 1,
        conditionsMatched: 1,
        evaluationTimeMs: 0.5,
        executedAt: NOW,
      });
    }
    const page = await triggers.executions(caller, created.trigger.id, { page: 2, page_size: 2, status: 'SUCCESS' });
    expect(store.lastQuery).toEqual([created.trigger.id, 'SUCCESS', 2, 2]);
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((e) => e.id)).toEqual(['exec_3']);
    expect(presentExecutionPage(page)).toMatchObject({ total: 3, page: 2, page_size: 2, total_pages: 2 });
    expect(presentExecutionPage(page).items).toEqual([
      {
        id: 'exec_3',
        trigger_id: created.trigger.id,
        status: 'SUCCESS',
        memory_id: 'mem_1',
        conditions_evaluated: 1,
        conditions_matched: 1,
        evaluation_time_ms: 0.5,
        action_results: [{ type: 'LOG_EVENT', status: 'SUCCESS', response_time_ms: 1 }],
        executed_at: NOW.toISOString(),
      },
    ]);
    await expect(triggers.executions({ ...caller, accountId: 'acct_2' }, created.trigger.id, {})).rejects.toMatchObject(
      {
        code: 'TRIGGER_NOT_FOUND',
      },
    );
  });

  it('rates success over decided executions only (rate-limited ones aside), over the last 30 days', async () => {
    const { triggers, store, setNow } = service();
    const created = await triggers.create(caller, body());
    store.figures = {
      total: 10,
      successful: 2,
      failed: 1,
      rateLimited: 7,
      avgEvaluationTimeMs: 0.12345,
      actions: { LOG_EVENT: { total: 3, succeeded: 2, failed: 1 } },
      byHour: { '10': 10 },
    };
    const analytics = await triggers.analytics(caller, created.trigger.id);
    expect(analytics).toMatchObject({ triggerId: created.trigger.id, executions: store.figures });
    expect(analytics.successRate).toBeCloseTo(2 / 3, 9);
    expect(presentTriggerAnalytics(analytics)).toEqual({
      trigger_id: created.trigger.id,
      total_executions: 10,
      successful_executions: 2,
      failed_executions: 1,
      success_rate_pct: 66.7,
      rate_limited_count: 7,
      avg_evaluation_time_ms: 0.123,
      actions_breakdown: { LOG_EVENT: { total: 3, succeeded: 2, failed: 1 } },
      hourly_distribution: { '10': 10 },
      period: 'last_30_days',
    });
    expect(store.analyticsSince).toEqual(new Date('2026-10-27T10:25:00.000Z'));
    store.figures = { ...store.figures, successful: 0, failed: 0 };
    // 10 executions: computed again on every request
    expect((await triggers.analytics(caller, created.trigger.id)).successRate).toBe(0);
    // from ANALYTICS_REUSE_FROM on, reused for ANALYTICS_REUSE_MS
    store.figures = { ...store.figures, total: ANALYTICS_REUSE_FROM, successful: ANALYTICS_REUSE_FROM };
    expect((await triggers.analytics(caller, created.trigger.id)).successRate).toBe(1);
    store.figures = { ...store.figures, successful: 0, failed: ANALYTICS_REUSE_FROM };
    setNow(new Date(NOW.getTime() + ANALYTICS_REUSE_MS - 1));
    expect((await triggers.analytics(caller, created.trigger.id)).successRate).toBe(1);
    setNow(new Date(NOW.getTime() + ANALYTICS_REUSE_MS));
    expect((await triggers.analytics(caller, created.trigger.id)).successRate).toBe(0);
  });

  it('lists the audit log with its filters, each entry under its sequence number', async () => {
    const { triggers, store } = service();
    store.auditRows.push({
      id: 12,
      accountId: 'acct_1',
      level: 'warn',
      message: 'decision stored',
      triggerId: 'trg_1',
      executionId: 'exec_1',
      memoryId: 'mem_1',
      actionIndex: 0,
      createdAt: NOW,
    });
    const page = await triggers.auditLog(caller, { level: 'warn', trigger_id: 'trg_1', page_size: 5 });
    expect(store.lastQuery).toEqual(['acct_1', { level: 'warn', triggerId: 'trg_1' }, 5, 0]);
    expect(page).toEqual({ items: [store.auditRows[0]], total: 1, page: 1, pageSize: 5 });
    expect(presentAuditLogPage(page)).toEqual({
      items: [
        {
          sequence: 12,
          level: 'warn',
          message: 'decision stored',
          trigger_id: 'trg_1',
          execution_id: 'exec_1',
          memory_id: 'mem_1',
          created_at: NOW.toISOString(),
        },
      ],
      total: 1,
      page: 1,
      page_size: 5,
      total_pages: 1,
    });
  });
});
