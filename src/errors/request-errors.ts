// The named errors of a request's form, raised before (or beside) any area's rule: no operation
// at the path, a body that is not JSON or is too large, fields the contract or its shape limits
// refuse, NUL characters, date-times with no storable instant, and the renderer's rewording of
// an error for the generic surface and login. See registry.ts for how the named errors are kept.
import { AppError, type ErrorCode } from './app-error.js';

// --- routing and media type (the contract validator) -------------------------------------------

export function operationNotFound(method: string, path: string): AppError {
  return new AppError('NOT_FOUND', `No operation is served at ${method} ${path}. See /docs for the API reference.`);
}

/** `allow`: the methods the path serves, when the validator names them. */
export function methodNotAllowed(method: string, path: string, allow: string | undefined): AppError {
  return new AppError(
    'METHOD_NOT_ALLOWED',
    `${method} is not allowed on ${path}.${allow ? ` Allowed: ${allow}.` : ''}`,
    {},
    { headers: allow ? { Allow: allow } : {} },
  );
}

export function bodyNotJsonMediaType(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', "Send the request body as JSON with 'Content-Type: application/json'.");
}

export function bodyNotUtf8(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as UTF-8 JSON.');
}

/** The request line and headers passed the HTTP parser's limit (Node's http.maxHeaderSize). */
export function headersTooLarge(limitBytes: number): AppError {
  return new AppError(
    'HEADERS_TOO_LARGE',
    `The request line and headers are larger than ${limitBytes} bytes. Send long values in a JSON body instead of the query string, or shorten the headers.`,
    { limit_bytes: limitBytes },
  );
}

// --- reading the body ---------------------------------------------------------------------------

/** The validator's 413, which does not say the limit. */
export function bodyTooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
}

export function bodyOverLimit(limitBytes: number | undefined): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than the limit of ${limitBytes} bytes.`, {
    limit_bytes: limitBytes,
  });
}

/** `reason`: the JSON parser's own message. */
export function bodyNotJson(reason: string): AppError {
  return new AppError('INVALID_JSON', `The request body is not valid JSON: ${reason}.`);
}

export function bodyEndedEarly(): AppError {
  return new AppError('INVALID_JSON', 'The request body ended before it was complete.');
}

export function bodyUnreadable(reason: string): AppError {
  return new AppError('INVALID_JSON', `The request body could not be read: ${reason}.`);
}

/** A caller's header value or field name as an answer repeats it: at most 64 characters. */
const SHOWN_CHARS = 64;

/** `text` cut to `max` characters, "..." marking the cut: an error never echoes a large request back. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

/** A Content-Encoding no operation decodes; `accepted`: the ones it does. */
export function bodyEncodingUnsupported(encoding: string, accepted: readonly string[]): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `The request body's Content-Encoding "${clip(encoding, SHOWN_CHARS)}" is not supported: send the body uncompressed, or compressed with ${accepted.slice(0, -1).join(', ')} or ${accepted.at(-1)}.`,
    { content_encoding: clip(encoding, SHOWN_CHARS) },
  );
}

/** `reason`: the decoder's own message (for example "incorrect header check"). */
export function bodyNotDecodable(encoding: string, reason: string): AppError {
  return new AppError(
    'INVALID_JSON',
    `The request body could not be decompressed as its Content-Encoding "${clip(encoding, SHOWN_CHARS)}" says: ${reason}.`,
    { content_encoding: clip(encoding, SHOWN_CHARS) },
  );
}

// --- fields (422, or the area's 400 code the contract names for the field) ---------------------

/**
 * Fields an answer names at most, each name cut to 64 characters: field names come from the
 * caller, and a 900 KB body of 70,000 unknown fields was answered with 4.8 MB naming each.
 */
const MAX_NAMED_FIELDS = 50;

/**
 * The contract validator's verdict: `problems` maps each field to what is wrong with it. The
 * answer names the first MAX_NAMED_FIELDS of them and says how many more there are.
 */
export function requestFieldsInvalid(problems: Record<string, string>, code: ErrorCode = 'VALIDATION_ERROR'): AppError {
  const fields = Object.keys(problems);
  const named = fields.slice(0, MAX_NAMED_FIELDS);
  // a prototype-free map: "__proto__" is just a name
  const details = Object.create(null) as Record<string, string>;
  for (const field of named) details[clip(field, SHOWN_CHARS)] = problems[field]!;
  const more = fields.length - named.length;
  const list = Object.keys(details);
  const message = `The request has invalid fields: ${list.join(', ')}${more > 0 ? ` and ${more} more` : ''}. ${list.map((f) => `${f} ${details[f]}`).join('; ')}.`;
  return new AppError(code, message, details);
}

/** A page that ends past the deepest item a list reaches (paging.ts). */
export function listWindowPassed(page: number, pageSize: number, sizeField: string, window: number): AppError {
  const last = Math.floor(window / pageSize);
  return new AppError(
    'VALIDATION_ERROR',
    `A list reaches its first ${window.toLocaleString('en-US')} items: page ${page} with ${pageSize} items a page ends past them; with ${sizeField} ${pageSize} the last page is ${last}. Narrow the list with its filters to reach items further down.`,
    { page: `page x ${sizeField} must be at most ${window}` },
  );
}

/** Values past the contract's nesting and metadata-size limits (body-shape-limits.ts). */
export function bodyShapeInvalid(problems: Record<string, string>): AppError {
  const list = Object.keys(problems)
    .map((f) => `${f} ${problems[f]}`)
    .join('; ');
  return new AppError(
    'VALIDATION_ERROR',
    `The request has invalid fields: ${list}. Flatten the value, or keep its deep or large parts elsewhere.`,
    problems,
  );
}

const NUL_PROBLEM = 'must not contain the NUL character (\\u0000)';
const LONE_SURROGATE_PROBLEM =
  'must not contain half of a UTF-16 surrogate pair (\\ud800-\\udfff alone): send the whole character, or none';

/** A high surrogate not followed by a low one, or a low one not after a high one (code units: no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A field of a request and what is wrong with it. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/** Why PostgreSQL cannot store this text as sent (U+0000, or a lone surrogate), or null when it can. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_PROBLEM;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_PROBLEM : null;
}

/** `found`: the body, query and path values that PostgreSQL cannot store as sent. */
export function unstorableTextInFields(found: readonly FieldProblem[]): AppError {
  // field names come from the client: a prototype-free map, so "__proto__" is just a name
  const details = Object.create(null) as Record<string, string>;
  for (const { field, problem } of found) details[field] = problem;
  const names = Object.keys(details);
  const problems = [...new Set(Object.values(details))];
  return new AppError(
    'VALIDATION_ERROR',
    `The request has invalid fields: ${names.join(', ')}. Text ${problems.join('; and ')}; remove it or send the text without it.`,
    details,
  );
}

/** An MCP tool's arguments, checked as REST checks a body. */
export function toolArgumentsInvalid(problems: Record<string, string>): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `The arguments have invalid fields: ${Object.keys(problems).join(', ')}.`,
    problems,
  );
}

export const TIMESTAMP_RANGE_PROBLEM =
  'must fall between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z once its offset is applied';

/** A date-time of the request with no instant the database can hold, and why. */
export function timestampRefused(field: string, value: string, problem: string): AppError {
  return new AppError('VALIDATION_ERROR', `${field} ${problem}: ${JSON.stringify(value)}.`, { [field]: problem });
}

// --- the same error, as the generic surface and login word it ----------------------------------

/** UNAUTHORIZED as the generic surface and login answer it. */
export function asInvalidApiKey(err: AppError): AppError {
  return new AppError('INVALID_API_KEY', err.message, err.details, { headers: err.headers, extra: err.extra });
}

/** An area's field code (INVALID_URL, ...) as the generic surface answers it: 422 naming `field`. */
export function asFieldValidationError(err: AppError, field: string): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    err.message,
    { [field]: err.message },
    { headers: err.headers, extra: err.extra },
  );
}
