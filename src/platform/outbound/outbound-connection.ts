// What the HTTPS poster and the connectivity check share: how a connection is pinned to the
// guard's address while TLS still checks the host name, which certificates are trusted, and how
// a network failure is put into words.
//
// Pinning: the connection keeps the URL's host name as `host`, so SNI, the Host header and the
// certificate check all use it, and a custom `lookup` answers the address the guard approved
// instead of asking DNS again. Trust: the extra CA certificates an operator configures are added
// to Node's bundled roots (a plain `ca` option would replace them); the combined context is
// built once per CA text, since parsing ~150 roots for every request would cost milliseconds.
import type { LookupFunction } from 'node:net';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import { isIP } from 'node:net';
import type { ResolvedTarget } from './outbound-guard.js';
import { setKeepingAtMost } from '../bounded-map.js';

export type OutboundFailureKind = 'timeout' | 'dns' | 'tls' | 'connection' | 'forbidden' | 'invalid';

export interface PinnedConnectOptions {
  host: string;
  port: number;
  /** Absent for IP literals: SNI must not carry an address (RFC 6066), the certificate is checked against the IP. */
  servername?: string;
  lookup: LookupFunction;
  secureContext?: SecureContext;
}

export function pinnedConnectOptions(target: ResolvedTarget, ca: string | Buffer | undefined): PinnedConnectOptions {
  const options: PinnedConnectOptions = {
    host: target.host,
    port: target.port,
    lookup: pinnedLookup(target.address, target.family),
  };
  if (isIP(target.host) === 0) options.servername = target.host;
  const secureContext = trustedContext(ca);
  if (secureContext) options.secureContext = secureContext;
  return options;
}

/** A resolver that answers only `address`, in both the single and the `all` shapes Node asks for. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const contexts = new Map<string, SecureContext>();
const MAX_CONTEXTS = 8;

function trustedContext(ca: string | Buffer | undefined): SecureContext | undefined {
  if (ca === undefined) return undefined;
  const pem = typeof ca === 'string' ? ca : ca.toString('utf8');
  if (pem.trim() === '') return undefined;
  let context = contexts.get(pem);
  if (!context) {
    context = createSecureContext({ ca: [...rootCertificates, pem] });
    setKeepingAtMost(contexts, pem, context, MAX_CONTEXTS);
  }
  return context;
}

// OpenSSL's certificate verification codes, and Node's own TLS codes.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_)|CERT|SELF_SIGNED|UNABLE_TO_|INVALID_CA|PATH_LENGTH|HOSTNAME_MISMATCH/;

/** A short reason a person can act on, and its kind, for an error from a socket or request. */
export function describeNetworkError(err: unknown): { kind: OutboundFailureKind; message: string } {
  const e = err as NodeJS.ErrnoException & { library?: string };
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : String(err);
  if (TLS_CODE.test(code)) return { kind: 'tls', message: `TLS: ${message}` };
  // A failed handshake surfaces as EPROTO with OpenSSL's raw text; keep only its reason.
  const openssl = /SSL routines:[^:]*:([^:]+)/.exec(message);
  if (openssl || code === 'EPROTO' || e?.library === 'SSL routines') {
    const reason = openssl?.[1]?.trim() ?? message;
    const hint = reason === 'wrong version number' ? ' (the port does not seem to speak TLS)' : '';
    return { kind: 'tls', message: `TLS: ${reason}${hint}` };
  }
  switch (code) {
    case 'ECONNREFUSED':
      return { kind: 'connection', message: 'connection refused' };
    case 'ECONNRESET':
      return message === 'socket hang up'
        ? { kind: 'connection', message: 'the server closed the connection without answering' }
        : { kind: 'connection', message: 'connection reset by the server' };
    case 'EHOSTUNREACH':
      return { kind: 'connection', message: 'host unreachable' };
    case 'ENETUNREACH':
      return { kind: 'connection', message: 'network unreachable' };
    case 'ETIMEDOUT':
      return { kind: 'timeout', message: 'connect timed out' };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { kind: 'dns', message: `DNS lookup failed: ${code}` };
    default:
      return { kind: 'connection', message: code !== '' && !message.includes(code) ? `${message} (${code})` : message };
  }
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (the promise itself runs on, unobserved). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}
