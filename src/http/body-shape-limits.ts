// The limits the contract sets on the shape of free-form request values, which a JSON schema
// cannot state: caller metadata nests at most METADATA_MAX_DEPTH levels and takes at most
// METADATA_MAX_BYTES as JSON, and a whole request body nests at most BODY_MAX_DEPTH levels.
// Checked with the text PostgreSQL cannot store (unstorable-text-guard.ts), before an operation's
// handler runs, so a refused request reaches no model, meter or database: 422 VALIDATION_ERROR
// naming each field and its limit. Every walk here keeps its own stack, so a value nested thousands of levels deep
// is measured, not followed into a crash.
import type { AppError } from '../errors/app-error.js';
import { bodyShapeInvalid } from '../errors/request-errors.js';

/** Levels a metadata object may nest: the object itself is level 1, an object inside it level 2. */
const METADATA_MAX_DEPTH = 16;
/** Bytes a metadata object may take as compact JSON in UTF-8. */
const METADATA_MAX_BYTES = 16 * 1024;
/** Levels a whole request body may nest (the body object is level 1). */
const BODY_MAX_DEPTH = 32;

/**
 * How many levels of objects and arrays a value nests (a scalar 0, `{}` 1, `{"a": []}` 2),
 * counted no further than `limit + 1`: enough to tell that it is over the limit.
 */
function nestingDepth(root: unknown, limit: number): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 1 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    const items = Array.isArray(value) ? value : Object.values(value);
    for (const item of items)
      if (item !== null && typeof item === 'object') pending.push({ value: item, depth: depth + 1 });
  }
  return deepest;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Where a request body carries caller metadata, by the contract's field names: `metadata` (a
 * store, a fleet, a device, a generic memory or collection), `memories[n].metadata` (a device
 * push, an import), `memory.metadata` (a trigger test) and `filters.metadata` (a selection).
 */
function metadataFields(body: unknown): { field: string; value: unknown }[] {
  if (!isObject(body)) return [];
  const found: { field: string; value: unknown }[] = [];
  if (body.metadata !== undefined) found.push({ field: 'metadata', value: body.metadata });
  for (const holder of ['memory', 'filters'] as const) {
    const inner = body[holder];
    if (isObject(inner) && inner.metadata !== undefined)
      found.push({ field: `${holder}.metadata`, value: inner.metadata });
  }
  if (Array.isArray(body.memories)) {
    body.memories.forEach((item: unknown, i) => {
      if (isObject(item) && item.metadata !== undefined)
        found.push({ field: `memories.${i}.metadata`, value: item.metadata });
    });
  }
  return found.filter((f) => f.value !== null && typeof f.value === 'object');
}

/** Each offending field with its problem; empty when the body keeps every limit. */
export function bodyShapeProblems(body: unknown): Record<string, string> {
  // field names can come from the client: a prototype-free map
  const problems = Object.create(null) as Record<string, string>;
  for (const { field, value } of metadataFields(body)) {
    if (nestingDepth(value, METADATA_MAX_DEPTH) > METADATA_MAX_DEPTH) {
      problems[field] = `must nest at most ${METADATA_MAX_DEPTH} levels deep (the object itself is level 1)`;
      continue;
    }
    const bytes = Buffer.byteLength(JSON.stringify(value));
    if (bytes > METADATA_MAX_BYTES)
      problems[field] = `must take at most ${METADATA_MAX_BYTES} bytes as JSON; it takes ${bytes}`;
  }
  if (Object.keys(problems).length === 0 && isObject(body) && nestingDepth(body, BODY_MAX_DEPTH) > BODY_MAX_DEPTH) {
    for (const [key, value] of Object.entries(body)) {
      if (nestingDepth(value, BODY_MAX_DEPTH - 1) > BODY_MAX_DEPTH - 1) {
        problems[key] =
          `must nest at most ${BODY_MAX_DEPTH - 1} levels deep (a request body nests at most ${BODY_MAX_DEPTH})`;
      }
    }
  }
  return problems;
}

/** 422 VALIDATION_ERROR naming every field over its limit; null when the body keeps them all. */
export function bodyShapeError(body: unknown): AppError | null {
  const problems = bodyShapeProblems(body);
  if (Object.keys(problems).length === 0) return null;
  return bodyShapeInvalid(problems);
}
