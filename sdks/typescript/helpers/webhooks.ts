// Verification of the service's webhook deliveries (hand-written; the generator never writes here).
//
// Every delivery carries two HMAC-SHA256 signatures keyed by the UTF-8 bytes of the whole webhook
// secret, `whsec_` included:
//   webhook-signature    `v1,<base64 HMAC of "{webhook-id}.{webhook-timestamp}.{raw body}">`
//                        (Standard Webhooks; may hold several space-separated signatures)
//   X-Service-Signature  `sha256=<hex HMAC of the raw body>`
// The first binds the delivery id and the time to the body, so it is required and its timestamp
// must lie within the tolerance of the receiver's clock (replays are refused). The second adds
// nothing to it but is checked when present, so a delivery whose two signatures disagree is refused.
//
// Web Crypto only (no Node-specific module), so the helper runs wherever the SDK's fetch does:
// Node 20+, Deno, Bun, edge workers.

/** Why a delivery was refused. */
export type WebhookVerificationErrorCode =
  'MISSING_HEADER' | 'INVALID_TIMESTAMP' | 'TIMESTAMP_OUT_OF_TOLERANCE' | 'SIGNATURE_MISMATCH';

export class WebhookVerificationError extends Error {
  constructor(
    readonly code: WebhookVerificationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** Request headers as a fetch `Headers`, Node's `req.headers`, or a plain object. */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The webhook's secret, or several during a rotation (any one may match). */
  secret: string | readonly string[];
  /** Largest accepted distance between `webhook-timestamp` and now, in seconds. Default 300. */
  toleranceSeconds?: number;
  /** The receiver's clock; default the current time. */
  now?: Date;
}

export interface VerifiedWebhook {
  /** `webhook-id`: the delivery id, the same on every attempt (drop repeats by it). */
  id: string;
  /** `webhook-timestamp`: when this attempt was signed. */
  timestamp: Date;
  /** The body parsed as JSON; `WebhookEventFromJSON` (main surface) turns it into a typed event. */
  payload: unknown;
}

export const DEFAULT_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();
// Web Crypto's key type, named through the API so that neither the DOM library nor Node's types
// need to declare the global `CryptoKey`.
type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/**
 * Verifies one delivery and answers its parsed body, or throws `WebhookVerificationError`.
 * `body` must be the raw request body exactly as received (bytes, or the same bytes decoded as
 * UTF-8), read before any JSON parsing.
 */
export async function verifyWebhook(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  options: VerifyWebhookOptions,
): Promise<VerifiedWebhook> {
  const id = requiredHeader(headers, 'webhook-id');
  const timestampText = requiredHeader(headers, 'webhook-timestamp');
  const signatureHeader = requiredHeader(headers, 'webhook-signature');
  if (!/^\d{1,15}$/.test(timestampText)) {
    throw new WebhookVerificationError(
      'INVALID_TIMESTAMP',
      `The webhook-timestamp header '${timestampText}' is not a time in epoch seconds.`,
    );
  }
  const timestamp = Number(timestampText);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > tolerance) {
    throw new WebhookVerificationError(
      'TIMESTAMP_OUT_OF_TOLERANCE',
      `The delivery was signed at ${timestamp}, more than ${tolerance} s from this receiver's clock (${nowSeconds}); refuse it as a possible replay, or check the clock.`,
    );
  }

  const bodyBytes = typeof body === 'string' ? encoder.encode(body) : body;
  const candidates = signatureHeader
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => decodeBase64(entry.slice(3)))
    .filter((bytes): bytes is Uint8Array => bytes !== null);
  const signedContent = concat(encoder.encode(`${id}.${timestampText}.`), bodyBytes);
  const secrets = typeof options.secret === 'string' ? [options.secret] : options.secret;

  let matchedKey: HmacKey | null = null;
  for (const secret of secrets) {
    const key = await hmacKey(secret);
    const expected = await hmac(key, signedContent);
    // Every candidate is compared, matching or not, so the time taken does not tell which matched.
    let matched = false;
    for (const candidate of candidates) matched = constantTimeEqual(expected, candidate) || matched;
    if (matched) {
      matchedKey = key;
      break;
    }
  }
  if (!matchedKey) {
    throw new WebhookVerificationError(
      'SIGNATURE_MISMATCH',
      "No webhook-signature matches the body with the given secret; check that the secret is the webhook's and that the body is the raw one.",
    );
  }

  const bodySignature = optionalHeader(headers, 'x-service-signature');
  if (bodySignature !== undefined) {
    const hex = /^sha256=([0-9a-f]{64})$/.exec(bodySignature)?.[1];
    if (!hex || !constantTimeEqual(await hmac(matchedKey, bodyBytes), decodeHex(hex))) {
      throw new WebhookVerificationError(
        'SIGNATURE_MISMATCH',
        'The X-Service-Signature header does not match the body; the delivery was altered.',
      );
    }
  }

  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(bodyBytes));
  } catch {
    payload = undefined;
  }
  return { id, timestamp: new Date(timestamp * 1000), payload };
}

function optionalHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function' && typeof (headers as Headers).has === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    return typeof value === 'string' ? value : value.join(' ');
  }
  return undefined;
}

function requiredHeader(headers: WebhookHeaders, name: string): string {
  const value = optionalHeader(headers, name);
  if (value === undefined || value === '') {
    throw new WebhookVerificationError(
      'MISSING_HEADER',
      `The delivery has no ${name} header; it was not sent by the service, or a proxy removed it.`,
    );
  }
  return value;
}

async function hmacKey(secret: string): Promise<HmacKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function hmac(key: HmacKey, data: Uint8Array): Promise<Uint8Array> {
  // A copy: Web Crypto takes no view of a SharedArrayBuffer, and the caller's bytes may be one.
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new Uint8Array(data)));
}

/** Compares in time that depends only on the lengths, never on where the bytes differ. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function decodeHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
