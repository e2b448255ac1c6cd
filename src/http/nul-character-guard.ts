// Refuses a request whose body, query or path holds the NUL character (U+0000) anywhere, in a
// value or in a key. JSON allows "\u0000" in a string, but PostgreSQL text and jsonb cannot hold
// it, so such a value would fail deep in a write with a 500 (or, worse, only on the page where it
// lands). It is answered here, with the other schema violations, as 422 VALIDATION_ERROR naming
// every field that holds it.
import type { Request, RequestHandler } from 'express';
import { AppError } from './errors.js';

const PROBLEM = 'must not contain the NUL character (\\u0000)';

/** Field paths ("metadata.tags[2]", "metadata" for a key) of every string that holds U+0000. */
export function fieldsWithNul(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || 'body');
  } else if (Array.isArray(value)) {
    // numbers dominate large bodies (compression vectors): skip them without building paths
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object') fieldsWithNul(item, `${path}[${i}]`, found);
      else if (typeof item === 'string' && item.includes('\u0000')) found.push(`${path}[${i}]`);
    }
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) {
        found.push(path ? `${path} (a key)` : 'body (a key)');
        continue;
      }
      fieldsWithNul(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

function pathParamsOf(req: Request): Record<string, unknown> {
  return (req as Request & { openapi?: { pathParams?: Record<string, unknown> } }).openapi?.pathParams ?? {};
}

export const nulCharacterGuard: RequestHandler = (req, _res, next) => {
  const fields = [...fieldsWithNul(req.body), ...fieldsWithNul(req.query), ...fieldsWithNul(pathParamsOf(req))];
  if (fields.length === 0) return next();
  // field names come from the client: a prototype-free map, so "__proto__" is just a name
  const details: Record<string, string> = Object.create(null);
  for (const field of fields) details[field] = PROBLEM;
  const names = Object.keys(details);
  next(new AppError('VALIDATION_ERROR', `The request has invalid fields: ${names.join(', ')}. Each ${PROBLEM}; remove it or send the text without it.`, details));
};
