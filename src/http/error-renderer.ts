// The only place errors become responses. Everything that fails (our AppErrors, the contract
// validator, the JSON parser, anything unexpected) leaves as {error: {code, message, details}}
// with the status of its code; unexpected failures never show their internals.
import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from '../platform/logger.js';
import { AppError, isAppError, type ErrorCode } from '../errors/app-error.js';
import { BODY_ENCODINGS, contentEncodingOf } from './content-encoding.js';
import { isUnderBase } from './generic-surface-gate.js';
import type { OperationId } from './handler-types.js';
import { requestIdOf } from './request-id.js';
import { missingApiKey, unexpectedError } from '../errors/registry.js';
import {
  asFieldValidationError,
  asInvalidApiKey,
  bodyEncodingUnsupported,
  bodyEndedEarly,
  bodyNotDecodable,
  bodyNotJson,
  bodyNotJsonMediaType,
  bodyNotUtf8,
  bodyOverLimit,
  bodyTooLarge,
  methodNotAllowed,
  operationNotFound,
  requestFieldsInvalid,
} from '../errors/request-errors.js';

/**
 * Where the specification names an area code for a field, a present but invalid value of that
 * field answers that 400 code instead of 422 VALIDATION_ERROR (a missing one stays 422).
 */
const FIELD_ERROR_CODES: Partial<Record<OperationId, Record<string, ErrorCode>>> = (() => {
  const compression = {
    vectors: 'INVALID_VECTORS',
    method: 'INVALID_METHOD',
    quality: 'INVALID_QUALITY',
    target_bits: 'INVALID_TARGET_BITS',
  } as const;
  const batch = { ...compression, schedule: 'INVALID_SCHEDULE' } as const;
  const trigger = {
    conditions: 'INVALID_CONDITIONS',
    actions: 'INVALID_ACTIONS',
    max_triggers_per_hour: 'INVALID_RATE_LIMIT',
    max_triggers_per_day: 'INVALID_RATE_LIMIT',
  } as const;
  const webhook = { url: 'INVALID_URL', events: 'INVALID_EVENTS', timeout_seconds: 'INVALID_TIMEOUT' } as const;
  const strategy = { sync_strategy: 'INVALID_SYNC_STRATEGY' } as const;
  return {
    compressVectors: compression,
    createCompressionJob: compression,
    createCompressionBatch: batch,
    updateCompressionBatch: batch,
    createTrigger: trigger,
    updateTrigger: trigger,
    createWebhook: webhook,
    updateWebhook: webhook,
    createFleet: strategy,
    updateFleet: strategy,
    updateDevice: strategy,
    registerDevice: { type: 'INVALID_DEVICE_TYPE', ...strategy },
    syncDevice: { direction: 'INVALID_SYNC_DIRECTION' },
    createExport: { format: 'INVALID_FORMAT' },
    exportUsage: { format: 'INVALID_FORMAT' },
    getBillingAnalytics: { months_back: 'INVALID_MONTHS_BACK' },
  };
})();

interface ValidatorItem {
  path: string;
  message: string;
  errorCode?: string;
}

/** An error of express-openapi-validator (its HttpError) or of a body parser (http-errors). */
interface ValidatorError extends Error {
  status: number;
  message: string;
  errors?: ValidatorItem[];
  headers?: { Allow?: string };
}

function isValidatorError(err: unknown): err is ValidatorError {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as ValidatorError).status === 'number' &&
    Array.isArray((err as ValidatorError).errors)
  );
}

/** "/body/memory/importance" or ".body.memory.importance" -> "memory.importance" */
function fieldOf(item: ValidatorItem): string {
  const raw = item.path.replace(/^[./]/, '').replace(/\//g, '.');
  const field = raw.replace(/^(body|query|path|params|headers)\.?/, '');
  // a missing property, or the tag of a discriminated oneOf (contract.ts): named as its own field
  const missing =
    /must have required property '([^']+)'/.exec(item.message)?.[1] ??
    DISCRIMINATOR_TAG.exec(item.message)?.slice(1).find(Boolean);
  if (missing && !field.endsWith(missing)) return field ? `${field}.${missing}` : missing;
  return field || raw || 'body';
}

/** Ajv's two errors of a discriminator: a tag absent or not a string, a tag naming no member. */
const DISCRIMINATOR_TAG = /^(?:tag "([^"]+)" must be string|value of tag "([^"]+)" must be in oneOf)$/;

/** Ajv's words for a text of white space only, against the contract's `pattern: '^\s*\S'`. */
const BLANK_TEXT = 'must match pattern "^\\s*\\S"';

function problemOf(item: ValidatorItem): string {
  if (/must have required property/.test(item.message)) return 'is required';
  if (item.message === BLANK_TEXT) return 'must hold a character other than white space';
  if (/must NOT have additional properties/.test(item.message)) return 'is not a known field';
  const tag = DISCRIMINATOR_TAG.exec(item.message);
  if (tag?.[1]) return 'is required, a string naming the kind';
  if (tag?.[2]) return 'is not one of the kinds this field takes (see the contract)';
  return item.message.replace(/^must /, 'must ');
}

function operationOf(req: Request): OperationId | undefined {
  return (req as Request & { openapi?: { schema?: { operationId?: OperationId } } }).openapi?.schema?.operationId;
}

function fromValidator(err: ValidatorError, req: Request): AppError {
  switch (err.status) {
    case 404:
      return operationNotFound(req.method, req.path);
    case 405:
      return methodNotAllowed(req.method, req.path, err.headers?.Allow);
    case 413:
      return bodyTooLarge();
    case 415:
      return bodyNotJsonMediaType();
    case 401:
      return missingApiKey();
  }
  if (err.status >= 500) throw err; // a response that breaks the contract: our bug, rendered as 500 below
  const items = err.errors ?? [];
  // field names come from the client: a prototype-free map, so "__proto__" is just a name
  const details = Object.create(null) as Record<string, string>;
  for (const item of items) {
    const field = fieldOf(item);
    if (!Object.hasOwn(details, field)) details[field] = problemOf(item);
  }
  const operationId = operationOf(req);
  const codes: Record<string, ErrorCode> =
    (operationId && Object.hasOwn(FIELD_ERROR_CODES, operationId) ? FIELD_ERROR_CODES[operationId] : undefined) ?? {};
  const areaCode = items
    .filter((item) => !/must have required property/.test(item.message) || fieldOf(item).includes('.'))
    .map((item) => fieldOf(item).split(/[.[]/)[0]!)
    .filter((field) => Object.hasOwn(codes, field))
    .map((field) => codes[field])
    .find(Boolean);
  return requestFieldsInvalid(details, areaCode);
}

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
  message?: string;
  /** zlib's own number, on a decoder's failure. */
  errno?: number;
}

function fromBodyParser(err: BodyParserError, req: Request): AppError | null {
  switch (err.type) {
    case 'entity.parse.failed':
      return bodyNotJson(String(err.message));
    case 'entity.too.large':
      return bodyOverLimit(err.limit);
    case 'encoding.unsupported': // the Content-Encoding (a charset it does not read is charset.unsupported)
      return bodyEncodingUnsupported(contentEncodingOf(req), BODY_ENCODINGS);
    case 'charset.unsupported':
      return bodyNotUtf8();
    case 'request.aborted':
      return bodyEndedEarly();
  }
  // body-parser passes a decoder's failure on as zlib's error, given status 400 and no type
  const encoding = contentEncodingOf(req);
  if (err.status === 400 && err.type === undefined && typeof err.errno === 'number' && encoding !== 'identity')
    return bodyNotDecodable(encoding, String(err.message));
  return null;
}

/**
 * Main-surface codes that read differently on the generic surface and at login. The generic
 * surface has no area-specific 400 codes: a webhook URL the main surface refuses with
 * INVALID_URL or WEBHOOK_URL_UNREACHABLE is a VALIDATION_ERROR there.
 */
const GENERIC_FIELD_CODES: Partial<Record<ErrorCode, string>> = { INVALID_URL: 'url', WEBHOOK_URL_UNREACHABLE: 'url' };

function surfaceCode(err: AppError, req: Request, genericBasePath: string): AppError {
  const generic = isUnderBase(req.path, genericBasePath);
  const login = operationOf(req) === 'login';
  if (err.code === 'UNAUTHORIZED' && (generic || login)) {
    return asInvalidApiKey(err);
  }
  const field = generic ? GENERIC_FIELD_CODES[err.code] : undefined;
  if (field) return asFieldValidationError(err, field);
  return err;
}

export function createErrorRenderer(deps: { logger: Logger; genericBasePath: string }): ErrorRequestHandler {
  const render = renderWith(deps);
  return (err, req, res, next) => {
    try {
      render(err, req, res, next);
    } catch (failure) {
      // last resort: the renderer itself failed; still answer in the envelope, never with HTML
      deps.logger.error('error renderer failed', { request_id: requestIdOf(res), error: describe(failure) });
      if (res.headersSent) return void res.end();
      res.status(500).json({
        error: {
          code: 'INTERNAL_ERROR',
          message: 'An unexpected error occurred. Quote the request id when reporting it.',
          details: { request_id: requestIdOf(res) },
        },
      });
    }
  };
}

function renderWith(deps: { logger: Logger; genericBasePath: string }): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let appError: AppError;
    let failure: unknown = null; // set when the error is not one we raised on purpose
    try {
      appError = isAppError(err)
        ? err
        : (fromBodyParser(err as BodyParserError, req) ??
          (isValidatorError(err) ? fromValidator(err, req) : null) ??
          unexpected((failure = err)));
    } catch (inner) {
      appError = unexpected((failure = inner));
    }
    if (failure !== null) {
      deps.logger.error('request failed', {
        request_id: requestIdOf(res),
        method: req.method,
        path: req.path,
        error: describe(failure),
      });
    }
    appError = surfaceCode(appError, req, deps.genericBasePath);
    if (res.headersSent) return void res.end();
    for (const [name, value] of Object.entries(appError.headers)) res.setHeader(name, value);
    // an unexpected failure shows only the request id: its internals stay in the log
    const details = failure !== null ? { request_id: requestIdOf(res) } : appError.details;
    res
      .status(appError.status)
      .json({ ...appError.extra, error: { code: appError.code, message: appError.message, details } });
  };
}

function unexpected(_err: unknown): AppError {
  return unexpectedError();
}

function describe(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    return {
      name: err.name,
      message: err.message,
      stack: err.stack,
      ...(isValidatorError(err) ? { errors: err.errors } : {}),
    };
  }
  return { value: String(err) };
}
