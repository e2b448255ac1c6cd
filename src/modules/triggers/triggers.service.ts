// Triggers (/v1/triggers): creation and change with the nested rules checked beyond the schema
// (depth, RE2 patterns, unknown properties), the account maximum, test runs, executions,
// analytics, and the audit log that LOG_EVENT actions write (GET /v1/audit-log). Evaluation and
// actions for stored memories run in the background (trigger-fan-out.ts, trigger-action-runner.ts).
import { newId } from '../../platform/ids.js';
import type { RegexMatcher } from '../../platform/regex/regex-pool.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { AuditEntry } from './audit-entry.entity.js';
import { validateActions, validateRateLimits, type TriggerAction } from './trigger-actions.js';
import type { TriggerActionRunner } from './trigger-action-runner.js';
import {
  checkPatternsCompile,
  compileConditions,
  evaluateWithMatcher,
  validateConditions,
  type ConditionsResult,
} from './trigger-conditions.js';
import { evaluatedMemory } from './trigger-fan-out.js';
import type { Trigger } from './trigger.entity.js';
import {
  capWindows,
  type ActionResult,
  type ExecutionAnalytics,
  type ExecutionMemory,
  type ExecutionRecord,
  type TriggerRecord,
  type TriggersRepository,
} from './triggers.repository.js';
import { triggerNotFound } from '../../errors/registry.js';
import { AnalyticsFigures, analyticsSince } from '../analytics-period.js';
import { invalidActions, triggerLimitReached, triggerTestsPaused } from '../../errors/trigger-errors.js';

const TRIGGER_DEFAULTS = { maxPerHour: 100, maxPerDay: 1000 };
/** Triggers an account may hold (the specification's default). */
const MAX_TRIGGERS_PER_ACCOUNT = 50;

/** The contract's sample memory of a test run without one. */
const SAMPLE_MEMORY = {
  content: 'The team decided to move billing to the new provider in January.',
  metadata: { category: 'decision', importance: 0.8, ticket: 'BILL-142' },
  user_id: 'sample-user',
};

/** What the service needs of its repository (an in-memory fake in the unit tests). */
export type TriggersStore = Pick<
  TriggersRepository,
  'insertWithin' | 'get' | 'page' | 'update' | 'remove' | 'executions' | 'analytics' | 'audit'
>;

/** A trigger with its cap counters as of the read (a window that has passed counts zero). */
export interface TriggerSnapshot {
  trigger: TriggerRecord;
  firedThisHour: number;
  firedToday: number;
}

/** A test run: how the conditions evaluated on the memory, and the actions built without sending them. */
export interface TriggerTestRun {
  conditions: ConditionsResult;
  actions: ActionResult[];
}

/** A trigger's executions over the last 30 days. */
export interface TriggerAnalytics {
  triggerId: string;
  executions: ExecutionAnalytics;
  /** Successful executions as a fraction of the decided ones (0 without any). */
  successRate: number;
}

export interface TriggersServiceDeps {
  repository: TriggersStore;
  /** The account's action policy, and the actions of a test run built without sending them. */
  runner: Pick<TriggerActionRunner, 'refusal' | 'testActions'>;
  /** Where TEXT_REGEX patterns are matched: off the request thread, under a time budget. */
  regex: RegexMatcher;
  clock?: () => Date;
}

export class TriggersService {
  private readonly clock: () => Date;
  private readonly figures: AnalyticsFigures<ExecutionAnalytics>;

  constructor(private readonly deps: TriggersServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.figures = new AnalyticsFigures(() => this.clock().getTime());
  }

  async create(caller: Caller, request: Schemas['CreateTriggerRequest']): Promise<TriggerSnapshot> {
    const conditions = validateConditions(request.conditions);
    await checkPatternsCompile(conditions, this.deps.regex, caller.accountId);
    const actions = validateActions(request.actions);
    validateRateLimits(request.max_triggers_per_hour, request.max_triggers_per_day);
    await this.checkPolicy(caller.accountId, actions);
    const now = this.clock();
    const trigger: TriggerRecord = {
      id: newId('trg'),
      accountId: caller.accountId,
      name: request.name,
      description: request.description ?? null,
      enabled: request.enabled ?? true,
      conditions,
      actions,
      maxPerHour: request.max_triggers_per_hour ?? TRIGGER_DEFAULTS.maxPerHour,
      maxPerDay: request.max_triggers_per_day ?? TRIGGER_DEFAULTS.maxPerDay,
      hourStart: null,
      hourCount: 0,
      dayStart: null,
      dayCount: 0,
      lastTriggeredAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const { inserted, count } = await this.deps.repository.insertWithin(trigger, MAX_TRIGGERS_PER_ACCOUNT);
    if (!inserted) {
      throw triggerLimitReached(count, MAX_TRIGGERS_PER_ACCOUNT);
    }
    return this.snapshot(trigger);
  }

  async list(
    caller: Caller,
    query: { page?: number; page_size?: number; enabled?: boolean },
  ): Promise<Page<TriggerSnapshot>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.repository.page(
      caller.accountId,
      query.enabled,
      paging.pageSize,
      paging.offset,
    );
    return pageOf(
      rows.map((t) => this.snapshot(t)),
      total,
      paging,
    );
  }

  async get(caller: Caller, id: string): Promise<TriggerSnapshot> {
    return this.snapshot(await this.existing(caller, id));
  }

  async update(caller: Caller, id: string, request: Schemas['UpdateTriggerRequest']): Promise<TriggerSnapshot> {
    const current = await this.existing(caller, id);
    const conditions = request.conditions === undefined ? undefined : validateConditions(request.conditions);
    if (conditions) await checkPatternsCompile(conditions, this.deps.regex, caller.accountId);
    const actions = request.actions === undefined ? undefined : validateActions(request.actions);
    validateRateLimits(request.max_triggers_per_hour, request.max_triggers_per_day);
    if (actions) await this.checkPolicy(caller.accountId, actions);
    const updated = await this.deps.repository.update(
      caller.accountId,
      id,
      {
        name: request.name,
        description: request.description,
        enabled: request.enabled,
        conditions,
        actions,
        maxPerHour: request.max_triggers_per_hour,
        maxPerDay: request.max_triggers_per_day,
      },
      new Date(Math.max(this.clock().getTime(), current.updatedAt.getTime() + 1)),
    );
    return this.snapshot(updated);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.deps.repository.remove(caller.accountId, id))) throw triggerNotFound(id);
  }

  /**
   * Evaluates a simulated memory and builds the actions without sending anything; not recorded,
   * not capped. TEXT_REGEX patterns are matched in the regex pool; one that runs out of its time
   * budget is reported on its condition (`error`) and counts as not matched.
   */
  async test(caller: Caller, id: string, request: Schemas['TestTriggerRequest'] | undefined): Promise<TriggerTestRun> {
    const trigger = await this.existing(caller, id);
    const given = request?.memory ?? SAMPLE_MEMORY;
    const { category, importance, ...metadata } = (given.metadata ?? {}) as Record<string, unknown>;
    const memory: ExecutionMemory = {
      id: 'mem_test',
      content: given.content,
      category: typeof category === 'string' ? category : 'other',
      importance: typeof importance === 'number' ? importance : 0.5,
      user_id: given.user_id ?? null,
      metadata,
      created_at: this.clock().toISOString(),
    };
    const conditions = await evaluateWithMatcher(
      compileConditions(trigger.conditions),
      evaluatedMemory(memory),
      this.deps.regex,
      caller.accountId,
    );
    return { conditions, actions: await this.deps.runner.testActions(trigger, memory) };
  }

  /**
   * Refuses a test run while the account's pattern matching is paused: checked before the body is
   * read, so an account whose patterns keep running out of their budget cannot keep the service
   * reading and parsing large test texts that would not be matched anyway.
   */
  refuseTestWhileMatchingPaused(caller: Caller): void {
    const pausedMs = this.deps.regex.pausedForMs(caller.accountId);
    if (pausedMs > 0) throw triggerTestsPaused(Math.ceil(pausedMs / 1000), this.deps.regex.budgetMs);
  }

  async executions(
    caller: Caller,
    id: string,
    query: { page?: number; page_size?: number; status?: Schemas['TriggerExecutionStatus'] },
  ): Promise<Page<ExecutionRecord>> {
    await this.existing(caller, id);
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.repository.executions(id, query.status, paging.pageSize, paging.offset);
    return pageOf(rows, total, paging);
  }

  async analytics(caller: Caller, id: string): Promise<TriggerAnalytics> {
    await this.existing(caller, id);
    const executions = await this.figures.get(id, () =>
      this.deps.repository.analytics(id, analyticsSince(this.clock())),
    );
    const decided = executions.successful + executions.failed;
    return { triggerId: id, executions, successRate: decided === 0 ? 0 : executions.successful / decided };
  }

  async auditLog(
    caller: Caller,
    query: { page?: number; page_size?: number; level?: string; trigger_id?: string },
  ): Promise<Page<AuditEntry>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.repository.audit(
      caller.accountId,
      { level: query.level, triggerId: query.trigger_id },
      paging.pageSize,
      paging.offset,
    );
    return pageOf(rows, total, paging);
  }

  /** Refuses actions the account may not use: an e-mail recipient or a chat channel outside its policy. */
  private async checkPolicy(accountId: string, actions: readonly TriggerAction[]): Promise<void> {
    const refused = await this.deps.runner.refusal(accountId, actions);
    if (refused) throw invalidActions(refused.message, `actions[${refused.index}].${refused.field}`, refused.value);
  }

  /** The trigger with its cap counters as of now: a window that has passed counts zero. */
  private snapshot(trigger: TriggerRecord): TriggerSnapshot {
    const { hour, day } = capWindows(this.clock());
    return {
      trigger,
      firedThisHour: trigger.hourStart?.getTime() === hour.getTime() ? trigger.hourCount : 0,
      firedToday: trigger.dayStart?.getTime() === day.getTime() ? trigger.dayCount : 0,
    };
  }

  /** The trigger of the account, for requests that name one (404 TRIGGER_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<Trigger> {
    return this.deps.repository.get(caller.accountId, id);
  }
}
