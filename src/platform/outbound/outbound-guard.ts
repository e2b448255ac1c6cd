// The SSRF guard: turns a user-supplied URL into the one address the service will connect to.
//
// Every address a host name resolves to is checked, not only the first: a name that answers
// both a public and a private address could otherwise be steered to the private one by the
// resolver's ordering. The resolved address is handed to the caller, which connects to exactly
// that address (see the pinned lookup in `outbound-connection.ts`), so a DNS answer that changes
// between this check and the connection (rebinding) cannot move the target. The operator's
// `allowedHosts` lets a known local receiver (a test endpoint on 127.0.0.1) through; it matches
// the URL's host name exactly, never the addresses a name resolves to.
import { promises as dnsPromises } from 'node:dns';
import { isIP } from 'node:net';
import { forbiddenAddressReason } from './address-policy.js';

export type OutboundUrlErrorKind = 'invalid' | 'forbidden' | 'dns';

/** A URL the service will not (or cannot) call; `reason` is meant for the person who gave it. */
export class OutboundUrlError extends Error {
  override readonly name = 'OutboundUrlError';
  readonly reason: string;

  constructor(
    readonly kind: OutboundUrlErrorKind,
    reason: string,
  ) {
    super(reason);
    this.reason = reason;
  }
}

export interface ResolvedTarget {
  url: URL;
  /** The URL's host name (IPv6 literals without brackets): TLS SNI and certificate checks use it. */
  host: string;
  port: number;
  /** The address to connect to. */
  address: string;
  family: 4 | 6;
}

export type LookupAll = (host: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export interface OutboundGuardOptions {
  /** Host names or IP literals that may be called although they are loopback or private. */
  allowedHosts: readonly string[];
  /** Resolver of every address of a name; the system resolver unless a test replaces it. */
  lookup?: LookupAll;
}

const systemLookup: LookupAll = (host) => dnsPromises.lookup(host, { all: true });

export class OutboundGuard {
  private readonly allowed: ReadonlySet<string>;
  private readonly lookup: LookupAll;

  constructor(options: OutboundGuardOptions) {
    this.allowed = new Set(options.allowedHosts.map(canonicalHost).filter((h) => h !== ''));
    this.lookup = options.lookup ?? systemLookup;
  }

  /** Checks `url` and answers the address to connect to; throws `OutboundUrlError` when it may not be called. */
  async resolve(url: string): Promise<ResolvedTarget> {
    const parsed = parseHttpsUrl(url);
    const port = parsed.port === '' ? 443 : Number(parsed.port);
    return { url: parsed, ...(await this.resolveHost(parsed.hostname, port)) };
  }

  /**
   * The same check for a host and port of another protocol (a user's vector database): answers
   * the address to connect to, or throws `OutboundUrlError` when the host may not be called.
   */
  async resolveHost(hostname: string, port: number): Promise<Omit<ResolvedTarget, 'url'>> {
    const host = unbracket(hostname);
    const allowed = this.allowed.has(host);

    const literalFamily = isIP(host);
    const addresses = literalFamily !== 0 ? [{ address: host, family: literalFamily }] : await this.resolveName(host);

    if (!allowed) {
      for (const { address } of addresses) {
        const why = forbiddenAddressReason(address);
        if (why === null) continue;
        const subject = literalFamily !== 0 ? `${address} is` : `${host} resolves to ${address},`;
        throw new OutboundUrlError(
          'forbidden',
          `${subject} ${why}; the service does not call private, loopback, link-local or metadata addresses.`,
        );
      }
    }
    const first = addresses[0]!;
    return { host, port, address: first.address, family: first.family === 6 ? 6 : 4 };
  }

  private async resolveName(host: string): Promise<ReadonlyArray<{ address: string; family: number }>> {
    let addresses: ReadonlyArray<{ address: string; family: number }>;
    try {
      addresses = await this.lookup(host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      throw new OutboundUrlError('dns', `DNS lookup failed for ${host}: ${code}`);
    }
    if (addresses.length === 0) throw new OutboundUrlError('dns', `DNS lookup failed for ${host}: no addresses`);
    return addresses;
  }
}

function parseHttpsUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundUrlError('invalid', `${JSON.stringify(url)} is not a valid absolute URL.`);
  }
  if (parsed.protocol !== 'https:') {
    throw new OutboundUrlError(
      'invalid',
      `The URL must start with https:// (it uses ${parsed.protocol}); the service only calls HTTPS endpoints.`,
    );
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new OutboundUrlError(
      'invalid',
      'The URL carries credentials (user:password@); put secrets in headers instead.',
    );
  }
  if (parsed.hostname === '') throw new OutboundUrlError('invalid', 'The URL has no host.');
  return parsed;
}

function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The form the URL parser gives a host ("LOCALHOST" -> "localhost", "::1" and "[0::1]" -> "::1"). */
function canonicalHost(entry: string): string {
  const trimmed = unbracket(entry.trim());
  if (trimmed === '') return '';
  const asUrlHost = isIP(trimmed) === 6 ? `[${trimmed}]` : trimmed;
  try {
    return unbracket(new URL(`https://${asUrlHost}/`).hostname);
  } catch {
    return trimmed.toLowerCase();
  }
}
