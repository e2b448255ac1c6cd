// The webhook helper against the shared vectors (sdks/testdata/webhook-signatures.json), whose
// headers the service's own signer produced: every case the Python and Go helpers run too.
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../helpers/webhooks.js';
import { loadWebhookVectors, type WebhookCase } from './webhook-vectors.js';

const file = loadWebhookVectors();

/** The outcome of one case: 'ok' or the helper's error code. */
async function outcome(
  body: string | Uint8Array,
  headers: Record<string, string>,
  secrets: string[],
  now: Date,
): Promise<string> {
  try {
    const verified = await verifyWebhook(body, headers, {
      secret: secrets,
      toleranceSeconds: file.tolerance_seconds,
      now,
    });
    return verified.id ? 'ok' : 'no id';
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
}

function caseInput(c: WebhookCase) {
  const vector = file.vectors[c.vector]!;
  const headers: Record<string, string> = { ...vector.headers };
  for (const [name, value] of Object.entries(c.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  return {
    vector,
    headers,
    body: c.body ?? vector.body,
    secrets: c.secrets ?? [vector.secret],
    now: new Date((vector.timestamp + c.now_offset) * 1000),
  };
}

describe('verifyWebhook on the shared vectors', () => {
  it('has cases of every outcome', () => {
    expect(new Set(file.cases.map((c) => c.expect))).toEqual(
      new Set(['ok', 'TIMESTAMP_OUT_OF_TOLERANCE', 'SIGNATURE_MISMATCH', 'MISSING_HEADER', 'INVALID_TIMESTAMP']),
    );
  });

  for (const c of file.cases) {
    it(`${c.name}: ${c.expect}`, async () => {
      const { headers, body, secrets, now } = caseInput(c);
      expect(await outcome(body, headers, secrets, now)).toBe(c.expect);
    });
  }

  it('answers the id, the time and the parsed body of a valid delivery, from a string, bytes or a fetch Headers', async () => {
    for (const vector of file.vectors) {
      const now = new Date(vector.timestamp * 1000);
      const fromString = await verifyWebhook(vector.body, vector.headers, { secret: vector.secret, now });
      expect(fromString).toEqual({ id: vector.delivery_id, timestamp: now, payload: JSON.parse(vector.body) });
      const fromBytes = await verifyWebhook(new TextEncoder().encode(vector.body), new Headers(vector.headers), {
        secret: vector.secret,
        now,
      });
      expect(fromBytes).toEqual(fromString);
    }
  });

  it('uses 300 s as the default tolerance', async () => {
    const vector = file.vectors[0]!;
    const at = (offset: number) => new Date((vector.timestamp + offset) * 1000);
    await expect(
      verifyWebhook(vector.body, vector.headers, { secret: vector.secret, now: at(300) }),
    ).resolves.toBeDefined();
    await expect(
      verifyWebhook(vector.body, vector.headers, { secret: vector.secret, now: at(301) }),
    ).rejects.toMatchObject({ code: 'TIMESTAMP_OUT_OF_TOLERANCE' });
  });
});
