// Thin handlers of /v1/triggers and the audit log, and the trigger each path names.
import type { BeforeBodyChecks, PartialHandlers, PartialPathResourceChecks } from '../../http/handler-types.js';
import { lookUpBy } from '../../http/path-resources.js';
import { requireCaller } from '../../http/require-caller.js';
import {
  presentAuditLogPage,
  presentExecutionPage,
  presentTrigger,
  presentTriggerAnalytics,
  presentTriggerPage,
  presentTriggerTestResult,
} from './triggers.presenters.js';
import type { TriggersService } from './triggers.service.js';

type TriggerOperation =
  | 'createTrigger'
  | 'listTriggers'
  | 'getTrigger'
  | 'updateTrigger'
  | 'deleteTrigger'
  | 'testTrigger'
  | 'getTriggerAnalytics'
  | 'listTriggerExecutions'
  | 'listAuditLog';

export function triggersHandlers(triggers: TriggersService): PartialHandlers<TriggerOperation> {
  return {
    createTrigger: async ({ auth, body }) => ({
      status: 201,
      body: presentTrigger(await triggers.create(requireCaller(auth), body)),
    }),
    listTriggers: async ({ auth, query }) => ({
      status: 200,
      body: presentTriggerPage(await triggers.list(requireCaller(auth), query)),
    }),
    getTrigger: async ({ auth, params }) => ({
      status: 200,
      body: presentTrigger(await triggers.get(requireCaller(auth), params.trigger_id)),
    }),
    updateTrigger: async ({ auth, params, body }) => ({
      status: 200,
      body: presentTrigger(await triggers.update(requireCaller(auth), params.trigger_id, body)),
    }),
    deleteTrigger: async ({ auth, params }) => {
      await triggers.remove(requireCaller(auth), params.trigger_id);
      return { status: 204 };
    },
    testTrigger: async ({ auth, params, body }) => ({
      status: 200,
      body: presentTriggerTestResult(await triggers.test(requireCaller(auth), params.trigger_id, body)),
    }),
    getTriggerAnalytics: async ({ auth, params }) => ({
      status: 200,
      body: presentTriggerAnalytics(await triggers.analytics(requireCaller(auth), params.trigger_id)),
    }),
    listTriggerExecutions: async ({ auth, params, query }) => ({
      status: 200,
      body: presentExecutionPage(await triggers.executions(requireCaller(auth), params.trigger_id, query)),
    }),
    listAuditLog: async ({ auth, query }) => ({
      status: 200,
      body: presentAuditLogPage(await triggers.auditLog(requireCaller(auth), query)),
    }),
  };
}

type TriggerPathOperation =
  'getTrigger' | 'updateTrigger' | 'deleteTrigger' | 'testTrigger' | 'getTriggerAnalytics' | 'listTriggerExecutions';

/** The trigger a path names, found before the request's query and body are validated. */
export function triggersPathResources(triggers: TriggersService): PartialPathResourceChecks<TriggerPathOperation> {
  const trigger = lookUpBy('trigger_id', (caller, id) => triggers.existing(caller, id));
  return {
    getTrigger: trigger,
    updateTrigger: trigger,
    deleteTrigger: trigger,
    testTrigger: trigger,
    getTriggerAnalytics: trigger,
    listTriggerExecutions: trigger,
  };
}

/** A test run is refused before its body is read while the account's pattern matching is paused. */
export function triggersBeforeBody(triggers: TriggersService): BeforeBodyChecks {
  return { testTrigger: (auth) => triggers.refuseTestWhileMatchingPaused(requireCaller(auth)) };
}
