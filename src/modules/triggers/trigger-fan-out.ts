// Evaluates the account's enabled triggers against every newly stored memory (MEMORY_STORED
// events), inside the dispatcher's transaction. A match is counted against the trigger's caps
// and recorded as an execution: RATE_LIMITED at once when a cap is reached, otherwise pending
// with a job that runs its actions (trigger-action-runner.ts).
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { newId } from '../../platform/ids.js';
import type { StoredEvent } from '../events/domain-events.js';
import type { EventSubscriber } from '../events/event-dispatcher.js';
import { compileConditions, evaluateConditions, type CompiledConditions, type EvaluatedMemory } from './trigger-conditions.js';
import type { TriggerActionRunner } from './trigger-action-runner.js';
import type { ExecutionMemory, NewExecution, TriggerRecord, TriggersRepository } from './triggers.repository.js';

/** The stored memory a MEMORY_STORED event describes. */
export function memoryOfEvent(event: StoredEvent): ExecutionMemory {
  const data = event.data as { memory_id: string; content: string; user_id?: string | null; metadata?: Record<string, unknown> };
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
export const EXECUTION_RETENTION_MS = 30 * 86_400_000;
/** Compiled conditions kept at most (a cache: dropped whole when full). */
const COMPILED_CACHE_SIZE = 10_000;

export class TriggerFanOut implements EventSubscriber {
  /** Compiled conditions by trigger, valid while the trigger is unchanged. */
  private readonly compiled = new Map<string, { updatedAt: number; conditions: CompiledConditions }>();

  constructor(
    private readonly repository: TriggersRepository,
    private readonly runner: TriggerActionRunner,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async fanOut(events: readonly StoredEvent[], em: SqlExecutor): Promise<void> {
    const stored = events.filter((e) => e.type === 'MEMORY_STORED');
    if (stored.length === 0) return;
    const triggers = await this.repository.enabledFor([...new Set(stored.map((e) => e.accountId))], em);
    if (triggers.length === 0) return;
    const executions: NewExecution[] = [];
    for (const event of stored) {
      const memory = memoryOfEvent(event);
      for (const trigger of triggers) {
        if (trigger.accountId !== event.accountId) continue;
        const started = performance.now();
        const result = evaluateConditions(this.conditionsOf(trigger), evaluatedMemory(memory));
        const evaluationTimeMs = Math.round((performance.now() - started) * 1000) / 1000;
        if (!result.matched) continue;
        const at = this.clock();
        const admitted = await this.repository.admit(trigger.id, at, em);
        executions.push({
          id: newId('exec'),
          triggerId: trigger.id,
          accountId: trigger.accountId,
          eventId: event.id,
          memory,
          status: admitted ? null : 'RATE_LIMITED',
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

  private conditionsOf(trigger: TriggerRecord): CompiledConditions {
    const cached = this.compiled.get(trigger.id);
    if (cached && cached.updatedAt === trigger.updatedAt.getTime()) return cached.conditions;
    const conditions = compileConditions(trigger.conditions);
    if (this.compiled.size >= COMPILED_CACHE_SIZE) this.compiled.clear();
    this.compiled.set(trigger.id, { updatedAt: trigger.updatedAt.getTime(), conditions });
    return conditions;
  }
}
