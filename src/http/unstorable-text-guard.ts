// Refuses a request whose body, query or path holds, anywhere, in a value or in a key, text that
// PostgreSQL cannot store as sent: the NUL character (U+0000), which text and jsonb cannot hold,
// or a lone UTF-16 surrogate (half of a pair, "\ud800" in JSON), which a text column would store
// as U+FFFD (another text than the one sent, so two distinct ids could become one) and jsonb
// refuses. Such a value would fail deep in a write with a 500, perhaps half-way, or change
// silently; it is answered here, with the other schema violations, as 422 VALIDATION_ERROR naming
// every field that holds it. The same guard first holds the body to the contract's limits on
// nesting and metadata size (body-shape-limits.ts), which a value past them would otherwise meet
// as a 500 in the middle of a write, after the model was run and charged.
import type { Request, RequestHandler } from 'express';
import { bodyShapeError } from './body-shape-limits.js';
import { unstorableTextInFields, unstorableTextProblem, type FieldProblem } from '../errors/request-errors.js';

/**
 * Field paths ("metadata.tags[2]", "metadata (a key)" for a key) of every string that PostgreSQL
 * cannot store as sent, with the problem, in document order. The walk keeps its own stack
 * instead of recursing, so a value nested thousands of levels deep (refused later, with its own
 * message) cannot exhaust the call stack here.
 */
export function fieldsWithUnstorableText(root: unknown, rootPath = ''): FieldProblem[] {
  const found: FieldProblem[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = unstorableTextProblem(value);
      if (problem) found.push({ field: path || 'body', problem });
    } else if (Array.isArray(value)) {
      // numbers dominate large bodies (compression vectors): skip them without building paths
      const nested: { value: unknown; path: string }[] = [];
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (item !== null && typeof item === 'object') nested.push({ value: item, path: `${path}[${i}]` });
        else if (typeof item === 'string' && unstorableTextProblem(item))
          nested.push({ value: item, path: `${path}[${i}]` });
      }
      for (let i = nested.length - 1; i >= 0; i--) pending.push(nested[i]!);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const nested: { value: unknown; path: string }[] = [];
      for (const [key, item] of Object.entries(value)) {
        if (unstorableTextProblem(key)) nested.push({ value: key, path: path ? `${path} (a key)` : 'body (a key)' });
        else nested.push({ value: item, path: path ? `${path}.${key}` : key });
      }
      for (let i = nested.length - 1; i >= 0; i--) pending.push(nested[i]!);
    }
  }
  return found;
}

function pathParamsOf(req: Request): Record<string, unknown> {
  return (req as Request & { openapi?: { pathParams?: Record<string, unknown> } }).openapi?.pathParams ?? {};
}

export const unstorableTextGuard: RequestHandler = (req, _res, next) => {
  const shape = bodyShapeError(req.body);
  if (shape) return next(shape);
  const found = [
    ...fieldsWithUnstorableText(req.body),
    ...fieldsWithUnstorableText(req.query),
    ...fieldsWithUnstorableText(pathParamsOf(req)),
  ];
  if (found.length === 0) return next();
  next(unstorableTextInFields(found));
};
