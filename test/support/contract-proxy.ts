// What a test's call learns from the Prism validation proxy (contract-proxy.global.ts).
//
// Prism 5.14.2 in proxy mode validates the request against the contract, forwards it, validates
// the answer, and without --errors passes the service's answer through, listing what it found in
// the `sl-violations` header: a JSON array of {location: ["request" | "response", ...], severity,
// code, message}. (With --errors it would answer a request violation with its own 422, so a test
// of the service's own 4xx would never reach the service, and a response violation with a 500.)
//
// The rule: a violation of the answer fails the call; a violation of the request fails it only
// when the service accepted the request (a 2xx or 3xx), because then the service takes something
// the contract forbids. A request that breaks the contract on purpose and is refused with a 4xx
// is what error tests do.

export const UPSTREAM_HEADER = 'x-contract-upstream';
/** Prism refuses a request body over 10 MB itself (413 request_entity_too_large). */
const PROXY_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/**
 * Prism's HTTP server refuses a request line and headers over Node's 16 KB itself (a bare 431);
 * a margin is kept for the headers fetch adds.
 */
const PROXY_HEAD_LIMIT_BYTES = 15 * 1024;

/** Whether Prism would answer this request itself instead of forwarding it. */
export function proxyRefuses(
  path: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
): boolean {
  // a compressed body is read by the server only: the proxy would validate its bytes as JSON
  if (typeof body === 'object' || headers['content-encoding'] !== undefined) return true;
  const head =
    Buffer.byteLength(path) +
    Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + Buffer.byteLength(value) + 4, 0);
  return (
    head > PROXY_HEAD_LIMIT_BYTES ||
    Buffer.byteLength(body ?? '') > PROXY_BODY_LIMIT_BYTES ||
    malformedJson(headers['content-type'], body) ||
    nestingDepth(body) > PROXY_MAX_DEPTH
  );
}

/**
 * Prism's validator walks a body recursively: a body nested a few thousand levels deep overflows
 * its stack, and it answers 500 and stops serving. Deeper bodies than this go to the server directly.
 */
const PROXY_MAX_DEPTH = 100;

/** How deep the arrays and objects of a JSON text nest (brackets inside strings do not count). */
function nestingDepth(body: string | undefined): number {
  if (body === undefined) return 0;
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

function malformedJson(contentType: string | undefined, body: string | undefined): boolean {
  if (body === undefined || !contentType?.includes('json')) return false;
  try {
    JSON.parse(body);
    return false;
  } catch {
    return true;
  }
}
const VIOLATIONS_HEADER = 'sl-violations';

interface Violation {
  location?: string[];
  severity?: string;
  code?: string;
  message?: string;
}

/** The violations that make this answer a failure, as sentences; empty when it passes. */
export function contractViolations(status: number, headers: Headers): string[] {
  const raw = headers.get(VIOLATIONS_HEADER);
  if (!raw) return [];
  let violations: Violation[];
  try {
    violations = JSON.parse(raw);
  } catch {
    return [`Prism sent an unreadable ${VIOLATIONS_HEADER} header: ${raw.slice(0, 300)}`];
  }
  const accepted = status < 400;
  return (
    violations
      .filter((v) => v.severity === 'Error')
      // Prism reads `format: int64` as JavaScript's safe-integer range; the contract's int64 goes to
      // 2^63 - 1, so a bound of 2^53 - 1 is Prism's, not the contract's.
      .filter((v) => !/[<>]= -?9007199254740991\b/.test(v.message ?? ''))
      .filter((v) => v.location?.[0] === 'response' || (v.location?.[0] === 'request' && accepted))
      .map((v) => `${(v.location ?? []).join('.')}: ${v.message} (${v.code})`)
  );
}

/** Headers the proxy adds that a test must not see as the service's. */
export function withoutProxyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete(VIOLATIONS_HEADER);
  return copy;
}
