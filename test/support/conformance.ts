// Checks a real answer of the running service against the contract, independently of the
// validator inside the service.
import { expect } from 'vitest';
import { listOperations, loadDocument, ResponseValidator, type Operation } from './openapi-document.js';
import type { TestResponse } from './test-server.js';

const doc = loadDocument();
const operations = new Map(listOperations(doc).map((op) => [op.operationId, op]));
const validator = new ResponseValidator(doc);

export function operation(operationId: string): Operation {
  const op = operations.get(operationId);
  if (!op) throw new Error(`no operation ${operationId} in the contract`);
  return op;
}

/** The answer's status is documented for the operation and its body matches the schema. */
export function expectConforms(operationId: string, res: TestResponse): void {
  const problems = validator.validate(operation(operationId), res.status, res.headers.get('content-type'), res.body);
  expect(problems, `${operationId} ${res.status}: ${res.text.slice(0, 300)}`).toEqual([]);
  expect(res.headers.get('x-request-id'), `${operationId} carries X-Request-Id`).toBeTruthy();
}

/** `value` matches the contract's component schema `name` (for what the service sends, not answers). */
export function expectMatchesSchema(name: string, value: unknown): void {
  expect(validator.validateSchema(name, value), `${name}: ${JSON.stringify(value).slice(0, 300)}`).toEqual([]);
}

export { doc as contractDocument };
