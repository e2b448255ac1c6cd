// The named errors of triggers: the rules of a trigger (conditions, actions, TEXT_REGEX patterns,
// caps) and the trigger limit of an account. See registry.ts for how the named errors are kept.
//
// The rule checks (trigger-conditions.ts, trigger-actions.ts) word their many messages beside
// each check and raise them through invalidConditions and invalidActions, which fix the code and
// the details: the offending field (a path) and, when primitive, its value. The helpers below say
// how an offending value is described in a message and echoed in the details; values are clipped
// so that an error never echoes a large request back.
import { AppError, type ErrorCode } from './app-error.js';
import { clip } from './request-errors.js';

// --- how a value is shown -------------------------------------------------------------------------

export { clip }; // the trigger rules show values as every request error does

export function quote(text: string): string {
  return JSON.stringify(clip(text, 200));
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

/** A primitive value for error details (long strings clipped); undefined for objects and arrays. */
function detailValue(value: unknown): unknown {
  if (typeof value === 'string') return clip(value, 200);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return undefined;
}

// --- rules ----------------------------------------------------------------------------------------

/** An error whose details name the offending field (a path) and, when primitive, its value. */
function ruleError(
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

/** A condition the rules refuse: `message` says what is wrong at `field` and how to fix it. */
export function invalidConditions(
  message: string,
  field: string,
  value?: unknown,
  extra: Record<string, unknown> = {},
): AppError {
  return ruleError('INVALID_CONDITIONS', message, field, value, extra);
}

/** An action the rules (or the account's action policy) refuse: `message` says what is wrong at `field`. */
export function invalidActions(
  message: string,
  field: string,
  value?: unknown,
  extra: Record<string, unknown> = {},
): AppError {
  return ruleError('INVALID_ACTIONS', message, field, value, extra);
}

/** A TEXT_REGEX pattern whose program, repetitions expanded, would hold `size` elements, over `maxSize`. */
export function regexTooLarge(
  field: string,
  pattern: string,
  size: number,
  maxSize: number,
  unicodeClassWeight: number,
): AppError {
  return new AppError(
    'INVALID_REGEX',
    `The TEXT_REGEX pattern ${quote(clip(pattern, 100))} at ${field} is too large: with its repetitions expanded it holds about ${size} elements, ` +
      `more than the ${maxSize} allowed (x{n,m} counts x m times; a Unicode class such as \\p{L} counts ${unicodeClassWeight}). ` +
      'Use smaller repetition counts, or + and * where the exact count does not matter.',
    {
      field,
      value: pattern,
      pattern,
      reason: 'the compiled program would be too large',
      size,
      max_size: maxSize,
    },
  );
}

/** A TEXT_REGEX pattern RE2 does not compile (`reason`: RE2's complaint). */
export function regexDoesNotCompile(field: string, pattern: string, reason: string): AppError {
  return new AppError(
    'INVALID_REGEX',
    `The TEXT_REGEX pattern ${quote(pattern)} at ${field} does not compile: ${reason}. ${regexHint(reason)}`,
    { field, value: pattern, pattern, reason },
  );
}

/** The regex pool's queue is full, so a new pattern cannot be checked now: 429 with Retry-After. */
export function regexCheckBusy(reason: string): AppError {
  const retryAfterSeconds = 2;
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    `The trigger's TEXT_REGEX patterns could not be checked now: ${reason}. Nothing was saved; send the request again after ${retryAfterSeconds} seconds.`,
    { retry_after_seconds: retryAfterSeconds },
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/** What to do about RE2's complaint, for the features people most often expect from JavaScript. */
function regexHint(reason: string): string {
  if (reason.includes('(?=') || reason.includes('(?!'))
    return 'RE2 has no lookahead; rewrite the pattern without (?=...) or (?!...).';
  if (reason.includes('(?<')) return 'RE2 has no lookbehind; named groups are written (?P<name>...).';
  const escape = reason.indexOf('invalid escape sequence: \\');
  if (escape >= 0 && /^[1-9]$/.test(reason.charAt(escape + 26)))
    return 'RE2 has no backreferences (\\1, \\2, ...); rewrite the pattern without them.';
  return 'Fix the pattern (RE2 syntax, no flags; write (?i) for case-insensitive matching).';
}

/** An hourly or daily cap (`field`) that is not an integer from `minimum` to `maximum`. */
export function invalidRateLimit(field: string, value: unknown, minimum: number, maximum: number): AppError {
  const given = typeof value === 'number' ? String(value) : describe(value);
  return new AppError(
    'INVALID_RATE_LIMIT',
    `${field} must be an integer from ${minimum} to ${maximum}; ${given} was given.`,
    {
      field,
      value: detailValue(value) ?? null,
      minimum,
      maximum,
    },
  );
}

// --- the account ----------------------------------------------------------------------------------

/** A test run asked for while the account's pattern matching is paused (after too many overruns). */
export function triggerTestsPaused(retryAfterSeconds: number, budgetMs: number): AppError {
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    `Trigger tests of this account are paused for ${retryAfterSeconds} s: its TEXT_REGEX patterns ran out of their time budget of ${budgetMs} ms too many times in the last minute. Simplify the pattern or test a shorter text, then retry after ${retryAfterSeconds} seconds.`,
    { retry_after_seconds: retryAfterSeconds },
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

export function triggerLimitReached(count: number, limit: number): AppError {
  return new AppError(
    'TRIGGER_LIMIT_EXCEEDED',
    `The account already has ${count} triggers, the maximum. Delete a trigger you no longer need before creating another.`,
    { limit, current: count },
  );
}
