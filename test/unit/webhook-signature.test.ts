import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  deliveryHeaders,
  generateWebhookSecret,
  isReservedHeaderName,
  RESERVED_HEADER_NAMES,
} from '../../src/modules/webhooks/webhook-signature.js';

const SECRET = 'whsec_Zx8cV6bN4mQ2wE0rT8yU6iO4pA2sD0fG8hJ6kL4zX2c';
const BODY =
  '{"id":"evt_9nV0yA1bC3dE5fG7hI9jK1lM","event":"MEMORY_STORED","timestamp":"2026-11-02T14:30:00Z","data":{"content":"Grüße, 🌍"}}';
const DELIVERY_ID = 'del_7mU8xZ9aB1cD3eF5gH7iJ9kL';

/** A receiver's verifier from the independent Standard Webhooks library, keyed as the contract decides. */
function standardVerifier(secret: string): Webhook {
  return new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
}

describe('generateWebhookSecret', () => {
  it('is whsec_ plus 32 random bytes in base64url, matching the WebhookSecret pattern', () => {
    const secrets = Array.from({ length: 50 }, generateWebhookSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[0-9A-Za-z_-]{43}$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe('deliveryHeaders', () => {
  const attemptAt = new Date('2026-11-02T14:30:00.750Z');
  const headers = deliveryHeaders({
    secret: SECRET,
    body: BODY,
    deliveryId: DELIVERY_ID,
    eventType: 'MEMORY_STORED',
    attemptAt,
  });

  it('produces exactly the contract headers', () => {
    expect(Object.keys(headers).sort()).toEqual(
      [
        'X-Service-Delivery-Id',
        'X-Service-Event',
        'X-Service-Signature',
        'X-Service-Timestamp',
        'webhook-id',
        'webhook-signature',
        'webhook-timestamp',
      ].sort(),
    );
    expect(headers['X-Service-Delivery-Id']).toBe(DELIVERY_ID);
    expect(headers['X-Service-Event']).toBe('MEMORY_STORED');
    expect(headers['X-Service-Timestamp']).toBe('1793629800');
    expect(headers['webhook-id']).toBe(DELIVERY_ID);
    expect(headers['webhook-timestamp']).toBe('1793629800');
    expect(headers['X-Service-Signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it('signs the raw body bytes with the whole secret string as the key (X-Service-Signature)', () => {
    const expected = createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(Buffer.from(BODY, 'utf8')).digest('hex');
    expect(headers['X-Service-Signature']).toBe(`sha256=${expected}`);
    // Keyed by the decoded base64 part instead, it would differ: the prefix is part of the key.
    const decodedKey = createHmac('sha256', Buffer.from(SECRET.slice(6), 'base64'))
      .update(BODY)
      .digest('hex');
    expect(headers['X-Service-Signature']).not.toBe(`sha256=${decodedKey}`);
  });

  it('signs "{webhook-id}.{webhook-timestamp}.{body}" (webhook-signature)', () => {
    const expected = createHmac('sha256', Buffer.from(SECRET, 'utf8'))
      .update(`${DELIVERY_ID}.1793629800.${BODY}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('verifies with the standardwebhooks library given the raw secret bytes', () => {
    const now = new Date();
    const fresh = deliveryHeaders({
      secret: SECRET,
      body: BODY,
      deliveryId: DELIVERY_ID,
      eventType: 'MEMORY_STORED',
      attemptAt: now,
    });
    expect(standardVerifier(SECRET).verify(BODY, fresh)).toEqual(JSON.parse(BODY));
    expect(standardVerifier(SECRET).sign(DELIVERY_ID, now, BODY)).toBe(fresh['webhook-signature']);
  });

  it('fails verification for a tampered body, another secret or a changed timestamp', () => {
    const now = new Date();
    const fresh = deliveryHeaders({
      secret: SECRET,
      body: BODY,
      deliveryId: DELIVERY_ID,
      eventType: 'MEMORY_STORED',
      attemptAt: now,
    });
    const tampered = BODY.replace('MEMORY_STORED', 'MEMORY_FORGOTTEN');
    expect(() => standardVerifier(SECRET).verify(tampered, fresh)).toThrow(/signature/i);
    expect(() => standardVerifier(generateWebhookSecret()).verify(BODY, fresh)).toThrow(/signature/i);
    const shifted = { ...fresh, 'webhook-timestamp': String(Number(fresh['webhook-timestamp']) - 1) };
    expect(() => standardVerifier(SECRET).verify(BODY, shifted)).toThrow(/signature/i);

    const recomputed = createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(tampered).digest('hex');
    expect(fresh['X-Service-Signature']).not.toBe(`sha256=${recomputed}`);
  });

  it('signs each attempt afresh: same id, new timestamp and signature', () => {
    const later = deliveryHeaders({
      secret: SECRET,
      body: BODY,
      deliveryId: DELIVERY_ID,
      eventType: 'MEMORY_STORED',
      attemptAt: new Date(attemptAt.getTime() + 60_000),
    });
    expect(later['webhook-id']).toBe(headers['webhook-id']);
    expect(later['webhook-timestamp']).toBe('1793629860');
    expect(later['webhook-signature']).not.toBe(headers['webhook-signature']);
    expect(later['X-Service-Signature']).toBe(headers['X-Service-Signature']);
  });
});

describe('isReservedHeaderName', () => {
  it.each([
    'Content-Type',
    'content-length',
    'HOST',
    'X-Service-Signature',
    'x-service-anything',
    'Webhook-Id',
    'webhook-signature',
    'webhook-future',
  ])('reserves %s', (name) => expect(isReservedHeaderName(name)).toBe(true));

  it.each(['X-Team', 'Authorization', 'X-Servicer', 'webhooks', 'X-Webhook-Token'])('leaves %s to the user', (name) => {
    expect(isReservedHeaderName(name)).toBe(false);
  });

  it('reserves every header a delivery sets', () => {
    const sent = deliveryHeaders({
      secret: SECRET,
      body: BODY,
      deliveryId: DELIVERY_ID,
      eventType: 'TEST',
      attemptAt: new Date(),
    });
    for (const name of [...Object.keys(sent), 'Content-Type', 'Content-Length'])
      expect(isReservedHeaderName(name)).toBe(true);
    for (const name of RESERVED_HEADER_NAMES) expect(isReservedHeaderName(name.toUpperCase())).toBe(true);
  });
});
