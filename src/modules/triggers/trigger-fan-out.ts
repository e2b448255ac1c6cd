// Evaluates the account's enabled triggers against every newly stored memory (MEMORY_STORED
// events), in two steps around the dispatcher's transaction:
//   - `prepare`, before the transaction: the TEXT_REGEX patterns a memory needs are matched in the
//     regex pool's threads, under their time budget (regex-pool.ts). A trigger whose other
//     conditions already rule the memory out has its patterns skipped. No transaction waits on a
//     match, and a match never runs on the thread that serves requests.
//   - `fanOut`, inside the transaction: the conditions are evaluated with those outcomes
//     (synchronously), and a match is counted against the trigger's caps and recorded as an
//     execution: RATE_LIMITED at once when a cap is reached, otherwise pending with a job that
//     runs its actions (trigger-action-runner.ts). When a pattern ran out of its budget and the
//     memory could otherwise have matched, the execution is recorded FAILED at once, each action
//     with an error naming the budget, and no action runs.
// A trigger changed between the two steps may have a pattern that was not matched: its condition
// counts as not matched for this memory (as if the change had come just after it).
//
// Cost bound: a memory pays for at most one overrun of the budget (matchPatterns skips its
// remaining patterns after one), and an account at most MAX_OVERRUNS_PER_PASS per dispatch pass;
// its later patterns in the pass are not run, and their executions are FAILED the same way.
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../platform/ids.js';
import type { RegexMatcher } from '../../platform/regex/regex-pool.js';
import type { StoredEvent } from '../events/domain-events.js';
import type { EventSubscriber } from '../events/event-dispatcher.js';
import { clip, quote } from '../../errors/trigger-errors.js';
import {
  compileConditions,
  evaluateConditions,
  matchPatterns,
  type CompiledConditions,
  type EvaluatedMemory,
  type PatternOutcome,
  type PatternOutcomes,
} from './trigger-conditions.js';
import type { TriggerActionRunner } from './trigger-action-runner.js';
import type { ExecutionMemory, NewExecution, TriggerRecord, TriggersRepository } from './triggers.repository.js';

/** The stored memory a MEMORY_STORED event describes. */
function memoryOfEvent(event: StoredEvent): ExecutionMemory {
  const data = event.data as {
    memory_id: string;
    content: string;
    user_id?: string | null;
    metadata?: Record<string, unknown>;
  };
  const { category, importance, ...metadata } = data.metadata ?? {};
  return {
    id: data.memory_id,
    content: data.content,
    category: typeof category === 'string' ? category : 'other',
    importance: typeof importance === 'number' ? importance : 0.5,
    user_id: data.user_id ?? null,
    metadata,
    created_at: event.createdAt.toISOString(),
  };
}

export function evaluatedMemory(memory: ExecutionMemory): EvaluatedMemory {
  return {
    id: memory.id,
    content: memory.content,
    category: memory.category,
    importance: memory.importance,
    userId: memory.user_id,
    metadata: memory.metadata,
    createdAt: new Date(memory.created_at),
  };
}

/** How long execution records are kept: the analytics' window. */
const EXECUTION_RETENTION_MS = 30 * 86_400_000;
/** Compiled conditions kept at most (a cache: dropped whole when full). */
const COMPILED_CACHE_SIZE = 10_000;
/** Matches of one account that may run out of their budget in one dispatch pass. */
const MAX_OVERRUNS_PER_PASS = 3;

/** The pattern outcomes of each event's memory, by event id (what `prepare` hands to `fanOut`). */
export type PreparedMatches = ReadonlyMap<string, PatternOutcomes>;

export class TriggerFanOut implements EventSubscriber {
  /** Compiled conditions by trigger, valid while the trigger is unchanged. */
  private readonly compiled = new Map<string, { updatedAt: number; conditions: CompiledConditions }>();

  constructor(
    private readonly repository: TriggersRepository,
    private readonly runner: TriggerActionRunner,
    private readonly regex: RegexMatcher,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Matches, outside any transaction, the patterns each stored memory needs. */
  async prepare(events: readonly StoredEvent[]): Promise<PreparedMatches> {
    const prepared = new Map<string, PatternOutcomes>();
    const stored = events.filter((e) => e.type === 'MEMORY_STORED');
    if (stored.length === 0) return prepared;
    const triggers = (await this.repository.enabledFor([...new Set(stored.map((e) => e.accountId))])).filter(
      (t) => t.conditions.length > 0,
    );
    const overruns = new Map<string, number>();
    for (const event of stored) {
      const memory = evaluatedMemory(memoryOfEvent(event));
      const needed = new Set<string>();
      for (const trigger of triggers) {
        if (trigger.accountId !== event.accountId) continue;
        const compiled = this.conditionsOf(trigger);
        if (compiled.patterns.length === 0) continue;
        if (!evaluateConditions(compiled, memory).couldMatch) continue; // ruled out whatever the patterns say
        for (const pattern of compiled.patterns) needed.add(pattern);
      }
      if (needed.size === 0) continue;
      const overrunSoFar = overruns.get(event.accountId) ?? 0;
      if (overrunSoFar >= MAX_OVERRUNS_PER_PASS) {
        prepared.set(event.id, this.notRun(needed));
        continue;
      }
      const outcomes = await matchPatterns(this.regex, needed, memory.content, event.accountId);
      if ([...outcomes.values()].some((o) => o.outcome === 'over-budget'))
        overruns.set(event.accountId, overrunSoFar + 1);
      prepared.set(event.id, outcomes);
    }
    return prepared;
  }

  async fanOut(events: readonly StoredEvent[], em: EntityManager, prepared?: unknown): Promise<void> {
    const stored = events.filter((e) => e.type === 'MEMORY_STORED');
    if (stored.length === 0) return;
    const triggers = await this.repository.enabledFor([...new Set(stored.map((e) => e.accountId))], em);
    if (triggers.length === 0) return;
    const matches = (prepared ?? new Map()) as PreparedMatches;
    const executions: NewExecution[] = [];
    for (const event of stored) {
      const memory = memoryOfEvent(event);
      const outcomes = matches.get(event.id) ?? new Map<string, PatternOutcome>();
      for (const trigger of triggers) {
        if (trigger.accountId !== event.accountId) continue;
        const compiled = this.conditionsOf(trigger);
        const started = performance.now();
        const result = evaluateConditions(compiled, evaluatedMemory(memory), outcomes);
        let matchingMs = 0;
        for (const pattern of compiled.patterns) matchingMs += outcomes.get(pattern)?.elapsedMs ?? 0;
        const evaluationTimeMs = Math.round((performance.now() - started + matchingMs) * 1000) / 1000;
        if (!result.matched && result.undecided === null) continue;
        const at = this.clock();
        const admitted = await this.repository.admit(trigger.id, at, em);
        const undecided = result.matched ? null : result.undecided;
        executions.push({
          id: newId('exec'),
          triggerId: trigger.id,
          accountId: trigger.accountId,
          eventId: event.id,
          memory,
          status: !admitted ? 'RATE_LIMITED' : undecided === null ? null : 'FAILED',
          ...(admitted && undecided !== null
            ? {
                actionResults: trigger.actions.map((action) => ({
                  type: action.type,
                  status: 'FAILED' as const,
                  error: `Not run: the trigger's conditions could not be decided. ${undecided}`,
                  response_time_ms: 0,
                })),
              }
            : {}),
          conditionsEvaluated: result.evaluated,
          conditionsMatched: result.matchedCount,
          evaluationTimeMs,
          executedAt: at,
        });
      }
    }
    const inserted = new Set(await this.repository.insertExecutions(executions, em));
    const pending = executions.filter((e) => e.status === null && inserted.has(e.id)).map((e) => e.id);
    await this.runner.enqueue(pending, em);
  }

  async prune(now: Date): Promise<void> {
    await this.repository.pruneExecutions(new Date(now.getTime() - EXECUTION_RETENTION_MS));
  }

  /** Outcomes for patterns not run because the account used up its overruns of this pass. */
  private notRun(patterns: Iterable<string>): Map<string, PatternOutcome> {
    const message = (pattern: string) =>
      `The TEXT_REGEX pattern ${quote(clip(pattern, 100))} was not run: this account's patterns ran out of ` +
      `the time budget of ${this.regex.budgetMs} ms ${MAX_OVERRUNS_PER_PASS} times in this dispatch pass.`;
    return new Map([...patterns].map((p) => [p, { outcome: 'skipped', elapsedMs: 0, message: message(p) }]));
  }

  private conditionsOf(trigger: TriggerRecord): CompiledConditions {
    const cached = this.compiled.get(trigger.id);
    if (cached && cached.updatedAt === trigger.updatedAt.getTime()) return cached.conditions;
    const conditions = compileConditions(trigger.conditions);
    if (this.compiled.size >= COMPILED_CACHE_SIZE) this.compiled.clear();
    this.compiled.set(trigger.id, { updatedAt: trigger.updatedAt.getTime(), conditions });
    return conditions;
  }
}
