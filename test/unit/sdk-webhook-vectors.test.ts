// The webhook vectors that the three SDK helpers are tested on (sdks/testdata/webhook-signatures.json)
// hold exactly what the service's signer produces, so a helper that passes them verifies real
// deliveries, and a change of the signing scheme fails here until the vectors follow it.
import { describe, expect, it } from 'vitest';
import { loadWebhookVectors } from '../../sdks/typescript/test/webhook-vectors.js';
import { deliveryHeaders } from '../../src/modules/webhooks/webhook-signature.js';

const file = loadWebhookVectors();

describe('the SDK webhook vectors', () => {
  it('are what the service signs, header for header', () => {
    expect(file.vectors.length).toBeGreaterThanOrEqual(2);
    for (const v of file.vectors) {
      const signed = deliveryHeaders({
        secret: v.secret,
        body: v.body,
        deliveryId: v.delivery_id,
        eventType: v.event,
        attemptAt: new Date(v.timestamp * 1000),
      });
      expect(v.headers, v.name).toEqual(signed);
    }
  });

  it('hold a non-ASCII body, so the helpers sign bytes and not characters', () => {
    expect(file.vectors.some((v) => Buffer.byteLength(v.body, 'utf8') > v.body.length)).toBe(true);
  });

  it('have cases that name an existing vector', () => {
    for (const c of file.cases) expect(file.vectors[c.vector]).toBeDefined();
  });
});
