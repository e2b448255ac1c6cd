// What the service accepts as an account's `vector_db_url`, and the address it may connect to.
//
// A vector_db_url is an outbound connection chosen by a user, like a webhook: the same address
// policy applies (loopback, private, link-local and metadata addresses are refused unless the
// operator's VECTOR_DB_ALLOWED_HOSTS names the host), it is checked at sign-up and again, with
// the address pinned, whenever the service opens a connection pool to it. Only a few query
// parameters are accepted: the drivers read many more (client certificate files, unix sockets,
// server options), and none of those is the user's to choose on our hosts.
import { isIP } from 'node:net';
import { OutboundUrlError, type OutboundGuard } from '../../../platform/outbound/outbound-guard.js';

export type VectorDbKind = 'pgvector' | 'milvus';

/** A vector_db_url the service will not use; `message` is meant for the person who gave it. */
export class VectorDbUrlError extends Error {
  override readonly name = 'VectorDbUrlError';
}

export interface VectorDbTarget {
  kind: VectorDbKind;
  url: URL;
  /** Host name or IP literal (IPv6 without brackets). */
  host: string;
  port: number;
}

const PG_SCHEMES = ['postgres:', 'postgresql:'];
const MILVUS_SCHEMES = ['milvus:', 'grpc:', 'http:', 'https:'];

/** sslmode values with a meaning here; `prefer` and `allow` (silent fall-back to plain text) are not among them. */
const PG_SSL_MODES = ['disable', 'require', 'verify-ca', 'verify-full'] as const;

const PARAMS: Record<VectorDbKind, Record<string, { check: (value: string) => boolean; expected: string }>> = {
  pgvector: {
    sslmode: {
      check: (v) => (PG_SSL_MODES as readonly string[]).includes(v),
      expected: `one of ${PG_SSL_MODES.join(', ')}`,
    },
    application_name: {
      check: (v) => /^[\w .-]{1,63}$/.test(v),
      expected: 'up to 63 letters, digits, spaces, dots, dashes or underscores',
    },
  },
  milvus: {
    token: { check: (v) => v.length > 0 && v.length <= 1024, expected: 'a non-empty token' },
    database: { check: (v) => /^[A-Za-z_][A-Za-z0-9_]{0,254}$/.test(v), expected: 'a Milvus database name' },
  },
};

/** A DNS name (letters, digits, dashes, dots) or an IP literal; never a socket path or a list of hosts. */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i;

/** Checks the form of a vector_db_url (no network); throws `VectorDbUrlError`. */
export function parseVectorDbUrl(text: string): VectorDbTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new VectorDbUrlError('vector_db_url is not a valid absolute URL.');
  }
  const kind: VectorDbKind | null = PG_SCHEMES.includes(url.protocol)
    ? 'pgvector'
    : MILVUS_SCHEMES.includes(url.protocol)
      ? 'milvus'
      : null;
  if (kind === null) {
    throw new VectorDbUrlError(
      `vector_db_url must start with one of ${[...PG_SCHEMES, ...MILVUS_SCHEMES].map((s) => `${s}//`).join(', ')}.`,
    );
  }
  const bracketed = url.hostname.startsWith('[') && url.hostname.endsWith(']');
  const host = (bracketed ? url.hostname.slice(1, -1) : url.hostname).toLowerCase();
  if (host === '')
    throw new VectorDbUrlError(
      'vector_db_url names no host; unix sockets are not supported, give a host name or an IP address.',
    );
  if (isIP(host) === 0 && !HOST_NAME.test(host)) {
    throw new VectorDbUrlError(
      'The host of vector_db_url must be one host name or IP address (not a socket path or a list of hosts).',
    );
  }
  const seen = new Set<string>();
  for (const [name, value] of url.searchParams) {
    const rule = PARAMS[kind][name];
    if (!rule) {
      const accepted = Object.keys(PARAMS[kind]);
      throw new VectorDbUrlError(
        `vector_db_url has the parameter '${name}', which is not accepted; ${kind === 'pgvector' ? 'PostgreSQL' : 'Milvus'} URLs may carry only ${accepted.join(' and ')}.`,
      );
    }
    if (seen.has(name)) throw new VectorDbUrlError(`vector_db_url has the parameter '${name}' more than once.`);
    seen.add(name);
    if (!rule.check(value))
      throw new VectorDbUrlError(`The parameter '${name}' of vector_db_url must be ${rule.expected}.`);
  }
  const port =
    url.port !== '' ? Number(url.port) : kind === 'pgvector' ? 5432 : url.protocol === 'https:' ? 443 : 19530;
  return { kind, url, host, port };
}

/** The address a vector_db_url's host resolves to, checked against the outbound policy. */
export interface PinnedVectorDb extends VectorDbTarget {
  address: string;
}

/**
 * Parses the URL and resolves its host through the guard; throws `VectorDbUrlError` with a
 * message that names the problem but never the address a name resolved to.
 */
export async function resolveVectorDbUrl(text: string, guard: OutboundGuard): Promise<PinnedVectorDb> {
  const target = parseVectorDbUrl(text);
  try {
    const resolved = await guard.resolveHost(target.host, target.port);
    return { ...target, address: resolved.address };
  } catch (err) {
    if (!(err instanceof OutboundUrlError)) throw err;
    if (err.kind === 'dns') throw new VectorDbUrlError('The host of vector_db_url does not resolve.');
    throw new VectorDbUrlError(
      'The host of vector_db_url is, or resolves to, a loopback, private, link-local or metadata address, which the service does not connect to. An operator can allow a host with VECTOR_DB_ALLOWED_HOSTS.',
    );
  }
}
