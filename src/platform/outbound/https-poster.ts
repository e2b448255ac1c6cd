// One HTTPS POST of a JSON body to a user's endpoint (a webhook delivery, a trigger action),
// reported as an outcome rather than thrown, because every network failure is a normal result
// of calling someone else's server: it is recorded and, for webhooks, retried.
//
// Design notes:
// * The guard resolves the URL on every call and the socket connects to the address it
//   approved (pinned lookup), so a changed DNS answer cannot take the request elsewhere. With
//   `agents`, connections are kept alive and reused only for the same approved address, port,
//   TLS name and trusted CAs (kept-alive-agents.ts); a kept socket the receiver closed before
//   answering is tried once more on a new one. Without, every call connects anew. Redirects are
//   never followed: a 3xx would otherwise be a way around the guard.
// * One deadline covers everything (DNS, connect, TLS, sending, the whole answer): a receiver
//   that trickles its answer cannot hold a worker past `timeoutMs`.
// * Only the first 4096 bytes of the answer are kept; after that the socket is destroyed, so a
//   huge or endless answer costs nothing. The text is cut on a UTF-8 character boundary, and a
//   NUL in it is kept as U+FFFD: the text is stored with the attempt, and PostgreSQL text cannot
//   hold U+0000 (an answer holding one made the attempt's statement fail).
import { readFileSync } from 'node:fs';
import { request, type RequestOptions } from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import type { KeptAliveAgents } from './kept-alive-agents.js';
import {
  describeNetworkError,
  pinnedConnectOptions,
  untilAborted,
  type OutboundFailureKind,
} from './outbound-connection.js';
import { OutboundUrlError, type OutboundGuard, type ResolvedTarget } from './outbound-guard.js';

export const RESPONSE_BODY_LIMIT_BYTES = 4096;

export type PostFailureKind = 'status' | 'redirect' | OutboundFailureKind;

export interface PostJsonOptions {
  url: string;
  /** Already serialized JSON; sent byte for byte (it is what was signed). */
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  guard: OutboundGuard;
  /** Extra trusted CA certificates (PEM), added to Node's bundled roots. */
  ca?: string | Buffer;
  /** Kept-alive connections to reuse; without, every call opens its own. */
  agents?: KeptAliveAgents;
}

export interface PostOutcome {
  /** A 2xx answer, complete within the deadline. */
  ok: boolean;
  /** Status of the answer; null when none arrived (kept when the answer then timed out or broke off). */
  statusCode: number | null;
  /** The first 4096 bytes of the answer's body as text; null when no answer arrived. */
  responseBody: string | null;
  /** Whole milliseconds until the answer was read or the attempt failed. */
  responseTimeMs: number;
  /** Null when ok; otherwise a short reason ("answered 503", "timed out after 2000 ms", ...). */
  error: string | null;
  errorKind: PostFailureKind | null;
}

const USER_AGENT = `memory-intelligence-service-webhooks/${packageVersion()}`;

export async function postJson(options: PostJsonOptions): Promise<PostOutcome> {
  if (!(options.timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${options.timeoutMs}`);
  const started = performance.now();
  const elapsedMs = () => Math.max(0, Math.round(performance.now() - started));
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const timedOut = () => `timed out after ${options.timeoutMs} ms`;
  try {
    let target: ResolvedTarget;
    try {
      target = await untilAborted(options.guard.resolve(options.url), deadline.signal);
    } catch (err) {
      if (err instanceof OutboundUrlError) return failed(err.kind, err.reason, null, null, elapsedMs());
      if (deadline.signal.aborted) return failed('timeout', timedOut(), null, null, elapsedMs());
      throw err;
    }
    let answer = await exchange(target, options, deadline.signal, timedOut);
    // the receiver closed a kept connection as it was reused: nothing was answered, try a new one
    if (answer.staleSocket && !deadline.signal.aborted)
      answer = await exchange(target, options, deadline.signal, timedOut);
    const responseTimeMs = elapsedMs();
    const { statusCode, body } = answer;
    if (answer.failure) return failed(answer.failure.kind, answer.failure.message, statusCode, body, responseTimeMs);
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
      return { ok: true, statusCode, responseBody: body, responseTimeMs, error: null, errorKind: null };
    }
    if (statusCode !== null && statusCode >= 300 && statusCode < 400) {
      const to = answer.location ? ` to ${answer.location.slice(0, 200)}` : '';
      return failed('redirect', `redirect (${statusCode}${to}) not followed`, statusCode, body, responseTimeMs);
    }
    return failed('status', `answered ${statusCode}`, statusCode, body, responseTimeMs);
  } finally {
    clearTimeout(timer);
  }
}

interface Exchange {
  statusCode: number | null;
  body: string | null;
  location: string | null;
  failure: { kind: PostFailureKind; message: string } | null;
  /** The request failed before any answer on a reused kept-alive socket. */
  staleSocket: boolean;
}

/** Sends the request and reads the answer; settles exactly once and never rejects. */
function exchange(
  target: ResolvedTarget,
  options: PostJsonOptions,
  signal: AbortSignal,
  timedOut: () => string,
): Promise<Exchange> {
  return new Promise<Exchange>((resolve) => {
    let statusCode: number | null = null;
    let location: string | null = null;
    const chunks: Buffer[] = [];
    let receivedBytes = 0;
    let settled = false;
    let req: ReturnType<typeof request> | undefined;

    const bodyText = (complete: boolean): string | null => {
      if (statusCode === null) return null;
      const decoder = new StringDecoder('utf8');
      // write() holds back a trailing partial character; end() renders it only when the body really ended there.
      const text = decoder.write(Buffer.concat(chunks)) + (complete ? decoder.end() : '');
      return text.replaceAll('\u0000', '\ufffd');
    };
    const finish = (failure: Exchange['failure'], complete: boolean) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      const staleSocket = failure?.kind === 'connection' && statusCode === null && req?.reusedSocket === true;
      resolve({ statusCode, body: bodyText(complete), location, failure, staleSocket });
    };
    const onAbort = () => {
      finish({ kind: 'timeout', message: timedOut() }, false);
      req?.destroy();
    };
    if (signal.aborted) return finish({ kind: 'timeout', message: timedOut() }, false);

    const body = Buffer.from(options.body, 'utf8');
    const connect = pinnedConnectOptions(target, options.ca);
    const requestOptions: RequestOptions = {
      ...connect,
      method: 'POST',
      path: `${target.url.pathname}${target.url.search}`,
      // Later keys win (Node folds header names case-insensitively): the framing headers are ours.
      headers: {
        'User-Agent': USER_AGENT,
        ...options.headers,
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
      },
      agent:
        options.agents?.agentFor({
          address: target.address,
          port: target.port,
          servername: connect.servername,
          secureContext: connect.secureContext,
        }) ?? false,
    };
    try {
      req = request(requestOptions);
    } catch (err) {
      // Node refuses header names or values it cannot send (control characters, ...).
      return finish({ kind: 'invalid', message: `the request could not be built: ${(err as Error).message}` }, false);
    }
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err) => finish(describeNetworkError(err), false));
    req.on('response', (res) => {
      statusCode = res.statusCode ?? null;
      const header = res.headers.location;
      location = typeof header === 'string' ? header : null;
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        const room = RESPONSE_BODY_LIMIT_BYTES - receivedBytes;
        const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
        chunks.push(kept);
        receivedBytes += kept.length;
        if (receivedBytes >= RESPONSE_BODY_LIMIT_BYTES) {
          finish(null, false);
          req?.destroy();
        }
      });
      res.on('end', () => finish(null, true));
      res.on('error', () =>
        finish({ kind: 'connection', message: 'the connection closed before the answer was complete' }, false),
      );
      res.on('close', () => {
        if (!res.complete)
          finish({ kind: 'connection', message: 'the connection closed before the answer was complete' }, false);
      });
    });
    req.end(body);
  });
}

function failed(
  kind: PostFailureKind,
  error: string,
  statusCode: number | null,
  responseBody: string | null,
  responseTimeMs: number,
): PostOutcome {
  return { ok: false, statusCode, responseBody, responseTimeMs, error, errorKind: kind };
}

function packageVersion(): string {
  try {
    const text = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    const version = (JSON.parse(text) as { version?: unknown }).version;
    return typeof version === 'string' ? version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
