// The device's side of the wire: heartbeats, pushes and pulls through the generated SDK, with the
// device token, each attempt bounded by a timeout and retried when the failure is transient.
//
// Design note, what is transient: no answer at all (connection refused or reset, a connection
// closed in the middle of an answer, a timeout) and the statuses 408, 429 and 5xx say nothing
// against the request itself, so it is sent again after a backoff (backoff.ts). Any other 4xx
// says the request is wrong or not allowed; the same request would get the same answer, so it
// is not sent again here but thrown as a RequestRejected for the agent to decide on. Sending a
// request again is safe only because the protocol makes it so: see the design notes in agent.ts.
import { DEFAULT_BACKOFF, withRetries, type BackoffPolicy, type RetryVerdict } from './backoff.js';
import {
  Configuration,
  DevicesApi,
  RequiredError,
  ResponseError,
  type DeviceChangesPage,
  type DevicePushedMemory,
  type DevicePushOutcome,
  type HeartbeatRequest,
  type HeartbeatResponse,
} from './sdk.js';

export interface SyncClientOptions {
  serviceUrl: string;
  deviceId: string;
  deviceToken: string;
  backoff?: Partial<BackoffPolicy>;
  /** Per attempt. A push embeds every new memory in the cloud, so it gets the most time. */
  timeoutsMs?: Partial<Record<'heartbeat' | 'push' | 'pull', number>>;
  /** The fetch to send with (a proxy, client certificates); the global fetch by default. */
  fetchApi?: typeof fetch;
  /** Called before each retry, e.g. to log it. */
  onRetry?: (operation: string, error: unknown, retry: number, delayMs: number) => void;
}

/** The service refused the request with a 4xx that a retry would not change. */
export class RequestRejected extends Error {
  override name = 'RequestRejected';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The service answered 408, 429 or 5xx: worth another attempt, after `retryAfterMs` when it said so. */
class TransientResponse extends Error {
  override name = 'TransientResponse';
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

export interface PullQuery {
  cursor: string | null;
  limit: number;
  collections: readonly string[] | null;
}

const DEFAULT_TIMEOUTS_MS = { heartbeat: 10_000, push: 60_000, pull: 30_000 };

export class SyncClient {
  readonly deviceId: string;
  private readonly api: DevicesApi;
  private readonly policy: BackoffPolicy;
  private readonly timeoutsMs: typeof DEFAULT_TIMEOUTS_MS;
  private attempts = 0;
  private failures = 0;

  constructor(private readonly options: SyncClientOptions) {
    this.deviceId = options.deviceId;
    this.api = new DevicesApi(
      new Configuration({
        basePath: options.serviceUrl.replace(/\/+$/, ''),
        accessToken: options.deviceToken,
        ...(options.fetchApi ? { fetchApi: options.fetchApi } : {}),
      }),
    );
    this.policy = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.timeoutsMs = { ...DEFAULT_TIMEOUTS_MS, ...options.timeoutsMs };
  }

  heartbeat(report: HeartbeatRequest, signal?: AbortSignal): Promise<HeartbeatResponse> {
    return this.call('heartbeat', signal, (init) =>
      this.api.sendHeartbeat({ deviceId: this.deviceId, heartbeatRequest: report }, init),
    );
  }

  async push(memories: DevicePushedMemory[], signal?: AbortSignal): Promise<DevicePushOutcome[]> {
    const answer = await this.call('push', signal, (init) =>
      this.api.pushDeviceMemories({ deviceId: this.deviceId, devicePushRequest: { memories } }, init),
    );
    return answer.results;
  }

  pullPage(query: PullQuery, signal?: AbortSignal): Promise<DeviceChangesPage> {
    return this.call('pull', signal, (init) =>
      this.api.pullDeviceChanges(
        {
          deviceId: this.deviceId,
          cursor: query.cursor ?? undefined,
          limit: query.limit,
          collections: query.collections === null ? undefined : query.collections.join(','),
        },
        init,
      ),
    );
  }

  /** Attempts and failed attempts since the last call: the error rate a heartbeat reports. */
  takeAttemptCounts(): { attempts: number; failures: number } {
    const counts = { attempts: this.attempts, failures: this.failures };
    this.attempts = 0;
    this.failures = 0;
    return counts;
  }

  private call<T>(
    operation: 'heartbeat' | 'push' | 'pull',
    signal: AbortSignal | undefined,
    send: (init: RequestInit) => Promise<T>,
  ): Promise<T> {
    return withRetries(
      async () => {
        this.attempts++;
        const timeout = AbortSignal.timeout(this.timeoutsMs[operation]);
        try {
          // the SDK reads the answer's body inside `send`, so a timeout or a cut also covers the body
          return await send({ signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
        } catch (error) {
          this.failures++;
          throw await explained(error);
        }
      },
      {
        policy: this.policy,
        classify: transientOrNot,
        ...(signal ? { signal } : {}),
        onRetry: (error, retry, delayMs) => this.options.onRetry?.(operation, error, retry, delayMs),
      },
    );
  }
}

function transientOrNot(error: unknown): RetryVerdict {
  if (error instanceof RequestRejected || error instanceof RequiredError) return { retry: false };
  if (error instanceof TransientResponse)
    return error.retryAfterMs === undefined ? { retry: true } : { retry: true, afterMs: error.retryAfterMs };
  return { retry: true }; // no (complete) answer: refused, reset, cut mid-body, timed out
}

/** An SDK error as RequestRejected or TransientResponse when the service answered; anything else as it is. */
async function explained(error: unknown): Promise<unknown> {
  if (!(error instanceof ResponseError)) return error;
  const status = error.response.status;
  const envelope = await errorEnvelope(error.response);
  const message = envelope?.message ?? `HTTP ${status}`;
  if (status === 408 || status === 429 || status >= 500)
    return new TransientResponse(status, message, retryAfterMs(error.response.headers.get('retry-after')));
  return new RequestRejected(status, envelope?.code ?? `HTTP_${status}`, message, envelope?.details ?? {});
}

async function errorEnvelope(
  response: Response,
): Promise<{ code: string; message: string; details?: Record<string, unknown> } | null> {
  try {
    const body = (await response.json()) as {
      error?: { code: string; message: string; details?: Record<string, unknown> };
    };
    return body.error ?? null;
  } catch {
    return null; // no JSON body (a proxy's error page, a cut connection)
  }
}

/** Retry-After as seconds or as an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** A failure in one line for a log, with the cause a FetchError wraps (the reset, the timeout). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
