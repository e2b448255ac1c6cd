// The bodies of /v1/triggers and the audit log: triggers, test runs, executions, analytics and
// audit entries, each mapped from the service's domain records to the contract's schema.
import { presentPage } from '../page-presenter.js';
import type { Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { AuditEntry } from './audit-entry.entity.js';
import type { ExecutionRecord } from './triggers.repository.js';
import type { TriggerAnalytics, TriggerSnapshot, TriggerTestRun } from './triggers.service.js';

export function presentTrigger({ trigger: t, firedThisHour, firedToday }: TriggerSnapshot): Schemas['Trigger'] {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    enabled: t.enabled,
    conditions: t.conditions,
    actions: t.actions,
    max_triggers_per_hour: t.maxPerHour,
    max_triggers_per_day: t.maxPerDay,
    triggers_this_hour: firedThisHour,
    triggers_today: firedToday,
    last_triggered_at: t.lastTriggeredAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
  };
}

export function presentTriggerPage(page: Page<TriggerSnapshot>): Schemas['TriggerPage'] {
  return presentPage(page, ({ trigger: t, firedThisHour, firedToday }): Schemas['TriggerListItem'] => ({
    id: t.id,
    name: t.name,
    enabled: t.enabled,
    conditions_count: t.conditions.length,
    actions_count: t.actions.length,
    triggers_this_hour: firedThisHour,
    triggers_today: firedToday,
    last_triggered_at: t.lastTriggeredAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
  }));
}

export function presentTriggerTestResult(run: TriggerTestRun): Schemas['TriggerTestResult'] {
  return {
    conditions_matched: run.conditions.matched,
    conditions_detail: run.conditions.detail,
    actions_executed: run.actions.map(({ type, status, error, response_time_ms }) => ({
      type,
      status,
      response_time_ms,
      ...(error === undefined ? {} : { error }),
    })),
    test_mode: true,
  };
}

function presentExecution(e: ExecutionRecord): Schemas['TriggerExecution'] {
  return {
    id: e.id,
    trigger_id: e.triggerId,
    status: e.status!,
    memory_id: e.memory.id,
    conditions_evaluated: e.conditionsEvaluated,
    conditions_matched: e.conditionsMatched,
    evaluation_time_ms: e.evaluationTimeMs,
    action_results: e.actionResults,
    executed_at: e.executedAt.toISOString(),
  };
}

export function presentExecutionPage(page: Page<ExecutionRecord>): Schemas['TriggerExecutionPage'] {
  return presentPage(page, presentExecution);
}

/** The analytics: the success rate in percent to a tenth, the evaluation time to a thousandth of a millisecond. */
export function presentTriggerAnalytics(a: TriggerAnalytics): Schemas['TriggerAnalytics'] {
  return {
    trigger_id: a.triggerId,
    total_executions: a.executions.total,
    successful_executions: a.executions.successful,
    failed_executions: a.executions.failed,
    success_rate_pct: Math.round(a.successRate * 1000) / 10,
    rate_limited_count: a.executions.rateLimited,
    avg_evaluation_time_ms: Math.round(a.executions.avgEvaluationTimeMs * 1000) / 1000,
    actions_breakdown: a.executions.actions,
    hourly_distribution: a.executions.byHour,
    period: 'last_30_days',
  };
}

export function presentAuditLogPage(page: Page<AuditEntry>): Schemas['AuditLogPage'] {
  return presentPage(page, (e): Schemas['AuditLogEntry'] => ({
    sequence: e.id,
    level: e.level as Schemas['AuditLogEntry']['level'],
    message: e.message,
    trigger_id: e.triggerId,
    execution_id: e.executionId,
    memory_id: e.memoryId,
    created_at: e.createdAt.toISOString(),
  }));
}
