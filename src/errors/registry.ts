// The named errors of the service. Each factory fixes its code (and with it the HTTP status, see
// ERROR_STATUS in app-error.ts), its message and its details in one place, so one situation reads
// the same wherever it arises; a factory takes only what varies (ids, names, counts, limits).
// Areas throw these; the HTTP layer's error renderer is the only place an error becomes the
// envelope. Every named error lives under src/errors, grouped by area, and nothing else
// constructs an AppError:
//
// - registry.ts (this file): errors of several areas: authentication, lookups that find nothing
//   (404), quotas and tier limits, the rate limit, the service's dependencies and itself;
// - request-errors.ts: the request's form (routing, media type, the body, invalid fields, NUL
//   characters, date-times) and the renderer's rewording for the generic surface and login;
// - account-errors.ts: sign-up, login, vector_db_url and billing analytics;
// - memory-errors.ts: memories, collections, overflow vectors and the vector store;
// - export-errors.ts: memory and usage exports, their downloads, and memory imports;
// - compression-errors.ts: the vectors of a compression request, batches and jobs;
// - trigger-errors.ts: trigger rules (conditions, actions, patterns, caps) and the trigger limit;
// - webhook-errors.ts: webhook URLs, headers and the webhook limit;
// - device-errors.ts: devices, fleets and their sync.
import { AppError } from './app-error.js';

// --- authentication -----------------------------------------------------------------------

const MISSING_API_KEY_MESSAGE = "Missing or invalid API key. Send 'Authorization: Bearer <API_KEY>'.";

export function missingApiKey(message: string = MISSING_API_KEY_MESSAGE, headers?: Record<string, string>): AppError {
  return new AppError('UNAUTHORIZED', message, {}, headers ? { headers } : {});
}

/** GET /metrics with METRICS_TOKEN set, without that token. */
export function metricsTokenInvalid(): AppError {
  return new AppError('UNAUTHORIZED', "Missing or wrong metrics token. Send 'Authorization: Bearer <METRICS_TOKEN>'.");
}

/** GET /metrics without METRICS_TOKEN set, from elsewhere than this machine. */
export function metricsOnlyLocal(): AppError {
  return new AppError(
    'UNAUTHORIZED',
    'The metrics are served only to this machine. Set METRICS_TOKEN on the service and send it as a bearer token to scrape from elsewhere.',
  );
}

/** The one answer to every device-token failure, so that device ids cannot be probed. */
export function invalidDeviceToken(): AppError {
  return new AppError(
    'INVALID_DEVICE_TOKEN',
    "Missing or invalid device token for this device. Send 'Authorization: Bearer <DEVICE_TOKEN>' with the token its registration returned.",
  );
}

// --- things that do not exist (404) ---------------------------------------------------------

export function memoryNotFound(id: string): AppError {
  return new AppError('MEMORY_NOT_FOUND', `Memory ${id} does not exist. Check the id.`, { memory_id: id });
}

export function memoryNotInCollection(id: string, collection: string): AppError {
  return new AppError(
    'MEMORY_NOT_FOUND',
    `No memory ${id} exists in the collection '${collection}'. Check the id and the collection.`,
    { memory_id: id, collection },
  );
}

export function overflowMemoryNotFound(id: string, collection?: string): AppError {
  return collection === undefined
    ? new AppError('MEMORY_NOT_FOUND', `No overflow memory ${id} in this account.`)
    : new AppError('MEMORY_NOT_FOUND', `No overflow memory ${id} in the collection '${collection}'.`, {
        memory_id: id,
        collection,
      });
}

/** A collection named by its name (main surface): it exists once something was stored in it. */
export function collectionNotFound(name: string): AppError {
  return new AppError(
    'COLLECTION_NOT_FOUND',
    `The collection '${name}' does not exist: nothing was ever stored in it.`,
    { collection: name },
  );
}

/** A collection named by its id; `remedy` says what the caller can do instead. */
export function collectionIdNotFound(id: string, remedy: string): AppError {
  return new AppError('COLLECTION_NOT_FOUND', `Collection ${id} does not exist. ${remedy}`, { collection_id: id });
}

export function exportNotFound(id: string): AppError {
  return new AppError(
    'EXPORT_NOT_FOUND',
    `No export job ${id} exists in this account. Check the job_id returned by POST /v1/export.`,
    { job_id: id },
  );
}

export function compressionJobNotFound(id: string): AppError {
  return new AppError('COMPRESSION_JOB_NOT_FOUND', `No compression job ${id} exists in this account.`, { job_id: id });
}

export function compressionBatchNotFound(id: string): AppError {
  return new AppError('COMPRESSION_BATCH_NOT_FOUND', `No compression batch ${id} exists in this account.`, {
    batch_id: id,
  });
}

export function webhookNotFound(id: string): AppError {
  return new AppError('WEBHOOK_NOT_FOUND', `No webhook ${id} in this account.`, { webhook_id: id });
}

export function triggerNotFound(id: string): AppError {
  return new AppError('TRIGGER_NOT_FOUND', `No trigger ${id} in this account.`, { trigger_id: id });
}

export function fleetNotFound(id: string): AppError {
  return new AppError(
    'FLEET_NOT_FOUND',
    `No fleet with id ${id} exists in this account. List fleets with GET /v1/fleets.`,
    { fleet_id: id },
  );
}

export function deviceNotFound(id: string): AppError {
  return new AppError(
    'DEVICE_NOT_FOUND',
    `No device with id ${id} exists in this account. List devices with GET /v1/devices.`,
    { device_id: id },
  );
}

/** A sync job looked up under its device (which exists: DEVICE_NOT_FOUND is answered before). */
export function syncJobNotFound(deviceId: string, jobId: string): AppError {
  return new AppError('NOT_FOUND', `Device ${deviceId} has no sync job ${jobId}.`, {
    device_id: deviceId,
    job_id: jobId,
  });
}

export function alertNotFound(id: string): AppError {
  return new AppError(
    'ALERT_NOT_FOUND',
    `No alert with id ${id} exists in this account. List alerts with GET /v1/alerts.`,
    { alert_id: id },
  );
}

// --- limits (403) -----------------------------------------------------------------------------

/** A monthly quota of the tier is used up (requests, tokens, compression vectors). */
export function quotaReached(
  quotaName: string,
  tier: string,
  used: number,
  limit: number | null,
  resetsAt: Date,
): AppError {
  return new AppError(
    'QUOTA_EXCEEDED',
    `The ${quotaName} of the ${tier} tier is reached (${used} of ${limit}). Upgrade the tier or wait until ${resetsAt.toISOString()}.`,
    { tier, used, limit, reset_date: resetsAt.toISOString() },
  );
}

/** A write would hold more than the tier allows (`allowance`: for example "1 collection(s) for memories"). */
export function tierLimitReached(
  tier: string,
  allowance: string,
  held: number,
  adds: number,
  limit: number,
  remedy: string,
): AppError {
  return new AppError(
    'QUOTA_EXCEEDED',
    `The ${tier} tier allows ${allowance}; ${held} in use, and this would add ${adds}. Nothing was written: ${remedy}, or upgrade the tier.`,
    { tier, used: held, limit },
  );
}

/** The rate-limit headers of an answer: the per-minute limit, what is left of it, and when its window turns. */
export function rateLimitHeaders(limit: number, remaining: number, resetEpochSeconds: number): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': String(resetEpochSeconds),
  };
}

/** More of a caller's requests waiting for their turn than a second's pace (see http/rate-limit.ts). */
export function rateBurstExceeded(
  perMinute: number,
  perSecond: number,
  minute?: { remaining: number; resetEpochSeconds: number },
): AppError {
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    `Too many requests at once: this caller's requests start at most ${perSecond} a second (the limit is ${perMinute} per minute), and a second's worth are already waiting. Retry in 1 second.`,
    { limit: perMinute, per_second: perSecond, retry_after_seconds: 1 },
    {
      headers: {
        'Retry-After': '1',
        ...rateLimitHeaders(
          perMinute,
          minute?.remaining ?? perMinute,
          minute?.resetEpochSeconds ?? Math.ceil(Date.now() / 1000) + 60,
        ),
      },
    },
  );
}

/** The caller's requests per minute are used up; `resetEpochSeconds`: when the window turns. */
export function rateLimitExceeded(limit: number, retryAfterSeconds: number, resetEpochSeconds: number): AppError {
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    `Too many requests: the limit is ${limit} per minute. Retry in ${retryAfterSeconds} seconds.`,
    { limit, retry_after_seconds: retryAfterSeconds },
    {
      headers: { 'Retry-After': String(retryAfterSeconds), ...rateLimitHeaders(limit, 0, resetEpochSeconds) },
    },
  );
}

/** A client address (an IPv6 /64) already holds `limit` open connections, the most it may. */
export function tooManyConnectionsFromAddress(limit: number): AppError {
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    `Too many connections: your address already holds ${limit} open connections to the service, the most one address may. Send requests over the connections you have (keep-alive), or close idle ones, then retry.`,
    { limit_connections: limit, retry_after_seconds: 1 },
    { headers: { 'Retry-After': '1' } },
  );
}

// --- the service's own dependencies (503, with when to try again) ----------------------------

/** The service holds `limit` open connections, the most it takes (below its open-file limit). */
export function serviceConnectionsFull(limit: number): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `The service holds as many connections as it takes (${limit}). Retry in a few seconds.`,
    { limit_connections: limit, retry_after_seconds: 5 },
    { headers: { 'Retry-After': '5' } },
  );
}

/** The liveness probe's answer when the database does not answer; the body carries the health status. */
export function databaseUnavailable(status: string, timestamp: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The database does not answer; the service cannot serve requests.',
    {},
    { extra: { status, timestamp } },
  );
}

/** The overflow indexes' thread ended while it held the request (overflow-index-thread.ts); it is started again. */
export function overflowIndexUnavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The overflow search index is being started again. Retry in a second.',
    {},
    { headers: { 'Retry-After': '1' } },
  );
}

export function embeddingModelLoading(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The embedding model is still loading. Try again in a few seconds.',
    {},
    { headers: { 'Retry-After': '5' } },
  );
}

export function embeddingModelUnavailable(reason: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `The embedding model is unavailable: ${reason}`,
    {},
    { headers: { 'Retry-After': '30' } },
  );
}

export function hostedEmbeddingFailed(reason: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `The hosted embedding provider failed: ${reason}. Try again; if it persists, check EMBEDDING_ENDPOINT_URL and EMBEDDING_API_TOKEN.`,
    {},
    { headers: { 'Retry-After': '5' } },
  );
}

/** The account's vector store did not answer; nothing was changed. */
export function vectorStoreUnavailable(reason: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `${reason} Nothing was changed; try again.`,
    {},
    { headers: { 'Retry-After': '5' } },
  );
}

// --- the service itself -------------------------------------------------------------------------

/** An operation of the contract whose area this version does not provide yet. */
export function operationNotImplemented(area: string): AppError {
  return new AppError(
    'NOT_IMPLEMENTED',
    `This operation belongs to ${area}, which this version of the service does not provide yet.`,
    { area },
  );
}

/** Anything that failed unexpectedly: its internals are logged, never shown. */
export function unexpectedError(): AppError {
  return new AppError('INTERNAL_ERROR', 'An unexpected error occurred. Quote the request id when reporting it.');
}

/** /console on an instance whose console bundle was never built. */
export function consoleNotBuilt(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The console is not built on this instance. Run `npm run build:console` (npm start does it), then reload.',
  );
}
