// The one error vocabulary: every code of the contract with its HTTP status. An AppError thrown
// anywhere leaves through the error renderer as the envelope {error: {code, message, details}}.
import type { components } from '../../generated/openapi.js';

export type ErrorCode = components['schemas']['ErrorCode'];

/** Exhaustive: a code added to the contract without a status here fails the build. */
const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  UNAUTHORIZED: 401,
  QUOTA_EXCEEDED: 403,
  VALIDATION_ERROR: 422,
  RATE_LIMIT_EXCEEDED: 429,
  INVALID_JSON: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
  INVALID_API_KEY: 401,
  EMAIL_EXISTS: 409,
  MEMORY_NOT_FOUND: 404,
  COLLECTION_NOT_FOUND: 404,
  INVALID_CONDITIONS: 400,
  INVALID_ACTIONS: 400,
  INVALID_REGEX: 400,
  INVALID_RATE_LIMIT: 400,
  TRIGGER_NOT_FOUND: 404,
  TRIGGER_LIMIT_EXCEEDED: 409,
  TRIGGER_RATE_LIMITED: 429,
  ACTION_FAILED: 502,
  INVALID_VECTORS: 400,
  INVALID_METHOD: 400,
  INVALID_QUALITY: 400,
  INVALID_TARGET_BITS: 400,
  INVALID_SCHEDULE: 400,
  COMPRESSION_JOB_NOT_FOUND: 404,
  COMPRESSION_BATCH_NOT_FOUND: 404,
  COMPRESSION_IN_PROGRESS: 409,
  VECTORS_TOO_LARGE: 413,
  INVALID_DEVICE_TYPE: 400,
  INVALID_SYNC_STRATEGY: 400,
  INVALID_SYNC_DIRECTION: 400,
  INVALID_DEVICE_TOKEN: 401,
  FLEET_NOT_FOUND: 404,
  DEVICE_NOT_FOUND: 404,
  ALERT_NOT_FOUND: 404,
  DEVICE_LIMIT_EXCEEDED: 409,
  FLEET_LIMIT_EXCEEDED: 409,
  SYNC_IN_PROGRESS: 409,
  DEVICE_OFFLINE: 422,
  INVALID_DATE_RANGE: 400,
  INVALID_FORMAT: 400,
  INVALID_MONTHS_BACK: 400,
  BILLING_NOT_AVAILABLE: 403,
  EXPORT_NOT_FOUND: 404,
  EXPORT_IN_PROGRESS: 409,
  EXPORT_EXPIRED: 410,
  EXPORT_TOO_LARGE: 413,
  INVALID_URL: 400,
  INVALID_EVENTS: 400,
  INVALID_TIMEOUT: 400,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_LIMIT_EXCEEDED: 409,
  WEBHOOK_URL_UNREACHABLE: 422,
};

export interface AppErrorOptions {
  /** Headers the answer must carry (for example Retry-After). */
  headers?: Record<string, string>;
  /** Fields the body carries beside `error` (for example the health status of a 503). */
  extra?: Record<string, unknown>;
}

export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    options: AppErrorOptions = {},
  ) {
    super(message);
    if (!Object.hasOwn(ERROR_STATUS, code)) throw new TypeError(`unknown error code ${String(code)}`);
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
