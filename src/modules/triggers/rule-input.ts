// Shared wording of the trigger-rule checks (trigger-conditions.ts, trigger-actions.ts): how an
// offending value is described in a message and echoed in the error details. Values are clipped
// so that an error never echoes a large request back.
import { AppError, type ErrorCode } from '../../errors/app-error.js';

/** An error whose details name the offending field (a path) and, when primitive, its value. */
export function ruleError(
  code: ErrorCode,
  message: string,
  field: string,
  value?: unknown,
  extra: Record<string, unknown> = {},
): AppError {
  const details: Record<string, unknown> = { field, ...extra };
  const shown = detailValue(value);
  if (shown !== undefined) details.value = shown;
  return new AppError(code, message, details);
}

/** A primitive value for error details (long strings clipped); undefined for objects and arrays. */
export function detailValue(value: unknown): unknown {
  if (typeof value === 'string') return clip(value, 200);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What was given, for a message: `the string "x"`, `number 3`, `an array`, `nothing`. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${quote(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return `an ${typeof value}`;
}

export function quote(text: string): string {
  return JSON.stringify(clip(text, 200));
}

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

/** "A, B, C or D". */
export function choiceList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
