// Operations of the contract whose area has not landed yet. Each answers 501 NOT_IMPLEMENTED
// in the error envelope, naming its area; this list is the visible backlog, and an operation
// leaves it when its area's handlers are added to the map in handlers.ts.
import { operationNotImplemented } from '../errors/registry.js';
import type { Handler, OperationId } from './handler-types.js';

// Every area has landed; an area added to the contract ahead of its handlers is listed here.
const PENDING: Readonly<Record<string, readonly OperationId[]>> = {};

export type PendingOperation = never;

function pending(area: string): Handler<OperationId> {
  return async () => {
    throw operationNotImplemented(area);
  };
}

export const notImplementedHandlers = Object.fromEntries(
  Object.entries(PENDING).flatMap(([area, ids]) => ids.map((id) => [id, pending(area)])),
) as { [K in PendingOperation]: Handler<K> };

export const pendingOperations: readonly OperationId[] = Object.values(PENDING).flat();
