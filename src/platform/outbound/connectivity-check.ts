// The connectivity check made when a webhook is created: can the service open a verified TLS
// connection to the URL within the webhook's timeout? The contract decides that no HTTP request
// is sent, so an endpoint never sees a request it did not subscribe to; the handshake alone
// proves the host resolves to an allowed address, listens, and holds a certificate we trust for
// that name. The connection goes through the same guard and pinning as a real delivery.
import { connect, type TLSSocket } from 'node:tls';
import {
  describeNetworkError,
  pinnedConnectOptions,
  untilAborted,
  type OutboundFailureKind,
} from './outbound-connection.js';
import { OutboundUrlError, type OutboundGuard, type ResolvedTarget } from './outbound-guard.js';

const CLOSE_GRACE_MS = 1000;

export interface TlsReachableOptions {
  url: string;
  timeoutMs: number;
  guard: OutboundGuard;
  /** Extra trusted CA certificates (PEM), added to Node's bundled roots. */
  ca?: string | Buffer;
}

export type TlsReachableResult = { ok: true } | { ok: false; reason: string; kind: OutboundFailureKind };

export async function checkTlsReachable(options: TlsReachableOptions): Promise<TlsReachableResult> {
  if (!(options.timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${options.timeoutMs}`);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const timedOut: TlsReachableResult = {
    ok: false,
    kind: 'timeout',
    reason: `timed out after ${options.timeoutMs} ms`,
  };
  try {
    let target: ResolvedTarget;
    try {
      target = await untilAborted(options.guard.resolve(options.url), deadline.signal);
    } catch (err) {
      if (err instanceof OutboundUrlError) return { ok: false, kind: err.kind, reason: err.reason };
      if (deadline.signal.aborted) return timedOut;
      throw err;
    }
    if (deadline.signal.aborted) return timedOut;
    return await handshake(target, options.ca, deadline.signal, timedOut);
  } finally {
    clearTimeout(timer);
  }
}

function handshake(
  target: ResolvedTarget,
  ca: string | Buffer | undefined,
  signal: AbortSignal,
  timedOut: TlsReachableResult,
): Promise<TlsReachableResult> {
  return new Promise<TlsReachableResult>((resolve) => {
    const socket = connect(pinnedConnectOptions(target, ca));
    let settled = false;
    const settle = (result: TlsReachableResult) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (result.ok) closePolitely(socket);
      else socket.destroy();
      resolve(result);
    };
    const onAbort = () => settle(timedOut);
    signal.addEventListener('abort', onAbort, { once: true });
    // 'secureConnect' fires only after the certificate chain and the host name were verified.
    socket.once('secureConnect', () => settle({ ok: true }));
    socket.on('error', (err) => {
      const { kind, message } = describeNetworkError(err);
      settle({ ok: false, kind, reason: message });
    });
  });
}

/**
 * Ends a verified connection with close_notify and FIN rather than a reset, so the endpoint
 * sees a finished handshake and a clean close, not an error; a peer that never closes its side
 * is cut off after a moment.
 */
function closePolitely(socket: TLSSocket): void {
  socket.on('error', () => {});
  socket.end();
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}
