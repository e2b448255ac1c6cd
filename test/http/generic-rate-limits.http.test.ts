// The generic surface's per-minute limits through the real server: 150 requests in a minute on a
// free key count down exactly from 100 and are refused past it with Retry-After; the generic
// counters are apart from the main surface's. (Two instances on one PostgreSQL sharing them:
// test/http/scale-out.http.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { drive150, FREE_PER_MINUTE, genericStats as stats, rateOf } from '../support/generic-rate-limit-drive.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

describe('on one instance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('counts 150 requests of a free key down exactly: 100 answered, 50 refused with Retry-After', async () => {
    const { apiKey } = await signUp(server);
    await drive150([server], apiKey);
    // the main surface counts on its own: the same key is not limited there
    const main = await server.call('GET', '/v1/keys/usage', { token: apiKey });
    expect(main.status).toBe(200);
    expect(main.headers.get('x-ratelimit-limit')).toBeNull();
    // another key has its own counter
    const { apiKey: other } = await signUp(server);
    expect(rateOf(await stats(server, other))).toMatchObject({
      limit: FREE_PER_MINUTE,
      remaining: FREE_PER_MINUTE - 1,
    });
  });

  it('counts requests without a valid key per client address, and says so in the headers', async () => {
    const res = await server.call('POST', '/generic/v1/search', { body: { query: 'x' } });
    expect(res.status).toBe(401);
    expectConforms('genericSearchMemories', res);
    expect(rateOf(res).limit).toBe(100_000); // RATE_LIMIT_ANONYMOUS_PER_MINUTE of the test server
  });
});
