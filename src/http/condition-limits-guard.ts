// Refuses a trigger whose conditions are past the rule's limits (more than 100, or groups nested
// more than 5 levels) before the OpenAPI validator reads them. The validator checks each condition
// against every member of the condition union and collects all errors, so it follows a group's
// members under both group types: its work doubles with each level. 30 levels held the request
// thread for longer than 30 s, and every other request with it. Refused here with the error that
// validation gives them (400 INVALID_CONDITIONS); within the limits the validator's work is small.
import type { RequestHandler } from 'express';
import { conditionsPastLimits, validateConditions } from '../modules/triggers/trigger-conditions.js';
import { OPERATION_LOCAL } from './measure-requests.js';

const OPERATIONS_WITH_CONDITIONS: ReadonlySet<unknown> = new Set(['createTrigger', 'updateTrigger']);

export const conditionLimitsGuard: RequestHandler = (req, res, next) => {
  if (!OPERATIONS_WITH_CONDITIONS.has(res.locals[OPERATION_LOCAL])) return next();
  const conditions = (req.body as { conditions?: unknown } | undefined)?.conditions;
  if (!conditionsPastLimits(conditions)) return next();
  try {
    validateConditions(conditions);
    next();
  } catch (err) {
    next(err);
  }
};
