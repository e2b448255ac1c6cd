// A tenant's own webhook receiver answering with text PostgreSQL cannot store. A delivery keeps
// the first 4 KB of the receiver's answer; before the fix an answer holding a NUL byte made the
// statement that records the attempt fail: `POST /v1/webhooks/{id}/test` answered 500, and an
// event's delivery was still PENDING 15 s later (its attempt never recorded; the batch of
// attempts it was recorded with was recorded again one by one). Guard: the kept answer shows
// each NUL as U+FFFD, and the attempt is recorded like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { storeOverflowMemory } from '../support/overflow-store.js';

let server: TestServer;
let outbound: OutboundFixture;

beforeAll(async () => {
  outbound = await startOutboundFixture();
  server = await startTestServer(outbound.env);
});
afterAll(async () => {
  await server?.stop();
  await outbound?.close();
});

const ANSWER = Buffer.from('ok\u0000\u0000done', 'utf8');
const SHOWN = 'ok\ufffd\ufffddone';

describe('a receiver answering with a NUL byte', () => {
  it('is recorded with U+FFFD in its place, for a test and for an event', async () => {
    const { apiKey } = await signUp(server);
    const path = '/hooks/nul-answer';
    const created = await server.call('POST', '/v1/webhooks', {
      token: apiKey,
      body: { url: outbound.receiver.url(path), events: ['MEMORY_STORED'], max_retries: 0 },
    });
    expect(created.status, created.text).toBe(201);
    outbound.receiver.setDefaultAnswer({ body: ANSWER });
    try {
      const test = await server.call('POST', `/v1/webhooks/${created.body.id}/test`, { token: apiKey });
      expect(test.status, test.text).toBe(200);
      expectConforms('testWebhook', test);
      expect(test.body).toMatchObject({ success: true, status_code: 200, response_body: SHOWN });

      const stored = await storeOverflowMemory(server, apiKey, { seed: 2207, text: 'A memory for a picky receiver.' });
      expect(stored.status, stored.text).toBe(201);
      const delivery = await until('the event delivery to be recorded', async () => {
        const res = await server.call('GET', `/v1/webhooks/${created.body.id}/deliveries?event_type=MEMORY_STORED`, {
          token: apiKey,
        });
        const item = res.body.items?.[0];
        return item && item.status !== 'PENDING' ? item : undefined;
      });
      expect(delivery).toMatchObject({ status: 'SUCCESS', attempt: 1, status_code: 200, response_body: SHOWN });
      expect(outbound.receiver.requests.filter((r) => r.path === path)).toHaveLength(2); // the test, then the event once
    } finally {
      outbound.receiver.setDefaultAnswer({});
    }
  });
});
