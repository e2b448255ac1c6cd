// Signing of webhook deliveries, as the contract's `memoryEvent` callback describes it.
//
// Two signatures travel with every attempt: the specification's `X-Service-Signature`
// (HMAC-SHA256 of the raw body, hex) and the Standard Webhooks trio (`webhook-id`,
// `webhook-timestamp`, `webhook-signature`), whose signed text includes the id and the time so a
// receiver can reject replays. Both are keyed with the UTF-8 bytes of the whole secret string,
// `whsec_` included: the contract's decision, so receivers need no base64 step of their own
// (a Standard Webhooks library must be given those raw bytes). The id is the delivery id,
// unchanged across attempts, and the timestamp is the attempt's, so a retry is signed afresh.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** `whsec_` + 32 random bytes in base64url (43 characters). */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

export interface DeliveryHeadersInput {
  secret: string;
  /** The exact serialized body that is sent. */
  body: string;
  deliveryId: string;
  eventType: string;
  attemptAt: Date;
}

/** The signature and identification headers of one delivery attempt. */
export function deliveryHeaders(input: DeliveryHeadersInput): Record<string, string> {
  const key = Buffer.from(input.secret, 'utf8');
  const timestampSeconds = String(Math.floor(input.attemptAt.getTime() / 1000));
  const bodyHex = createHmac('sha256', key).update(input.body, 'utf8').digest('hex');
  const standard = createHmac('sha256', key)
    .update(`${input.deliveryId}.${timestampSeconds}.${input.body}`, 'utf8')
    .digest('base64');
  return {
    'X-Service-Signature': `sha256=${bodyHex}`,
    'X-Service-Delivery-Id': input.deliveryId,
    'X-Service-Event': input.eventType,
    'X-Service-Timestamp': timestampSeconds,
    'webhook-id': input.deliveryId,
    'webhook-timestamp': timestampSeconds,
    'webhook-signature': `v1,${standard}`,
  };
}

/**
 * Header names a webhook's custom `headers` may not set: the ones the delivery itself owns
 * (framing, signature, identification). Any `X-Service-*` or `webhook-*` name is reserved, not
 * only those sent today, so a later header cannot collide with a stored custom one.
 */
export const RESERVED_HEADER_NAMES: readonly string[] = [
  'content-type',
  'content-length',
  'host',
  'transfer-encoding',
  'connection',
  'x-service-signature',
  'x-service-delivery-id',
  'x-service-event',
  'x-service-timestamp',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
];
const RESERVED_PREFIXES = ['x-service-', 'webhook-'];
const reservedNames = new Set(RESERVED_HEADER_NAMES);

export function isReservedHeaderName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return reservedNames.has(lower) || RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
