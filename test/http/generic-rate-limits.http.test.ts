// The generic surface's per-minute limits through the real server: 150 requests in a minute on a
// free key count down exactly from 100 and are refused past it with Retry-After; the generic
// counters are apart from the main surface's; and two instances on one PostgreSQL share them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { engines, inCi } from '../support/databases.js';
import { signUp, startTestServer, type TestResponse, type TestServer } from '../support/test-server.js';
import { twoInstancesOn } from '../support/two-instances.js';

const FREE_PER_MINUTE = 100;
const stats = (server: TestServer, token: string) => server.call('GET', '/generic/v1/users/alice/stats', { token });

function rateOf(res: TestResponse): { limit: number; remaining: number; reset: number; retryAfter: number | null } {
  const retryAfter = res.headers.get('retry-after');
  return {
    limit: Number(res.headers.get('x-ratelimit-limit')),
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: Number(res.headers.get('x-ratelimit-reset')),
    retryAfter: retryAfter === null ? null : Number(retryAfter),
  };
}

/** Sends 150 requests, alternating between the servers, and checks every answer's headers. */
async function drive150(servers: TestServer[], token: string): Promise<void> {
  const startedS = Date.now() / 1000;
  const resets = new Set<number>();
  for (let i = 1; i <= 150; i++) {
    const res = await stats(servers[i % servers.length]!, token);
    const rate = rateOf(res);
    expect(rate.limit, `request ${i}`).toBe(FREE_PER_MINUTE);
    if (i <= FREE_PER_MINUTE) {
      expect(res.status, `request ${i}`).toBe(200);
      expect(rate.remaining, `request ${i}`).toBe(FREE_PER_MINUTE - i);
      expect(rate.retryAfter).toBeNull();
    } else {
      expect(res.status, `request ${i}`).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
      expect(rate.remaining, `request ${i}`).toBe(0);
      expect(rate.retryAfter).toBeGreaterThanOrEqual(1);
      expect(rate.retryAfter).toBeLessThanOrEqual(60);
      expect(res.body.error.details).toMatchObject({ limit: FREE_PER_MINUTE, retry_after_seconds: rate.retryAfter });
    }
    if (i === 1 || i === 150) expectConforms('genericGetUserStats', res);
    resets.add(rate.reset);
  }
  // one window: the reset (epoch seconds) is the same minute's end for every answer
  const values = [...resets];
  expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
  expect(Math.min(...values)).toBeGreaterThanOrEqual(Math.floor(startedS));
  expect(Math.max(...values)).toBeLessThanOrEqual(Math.ceil(startedS) + 61);
}

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
    expect(rateOf(await stats(server, other))).toMatchObject({ limit: FREE_PER_MINUTE, remaining: FREE_PER_MINUTE - 1 });
  });

  it('counts requests without a valid key per client address, and says so in the headers', async () => {
    const res = await server.call('POST', '/generic/v1/search', { body: { query: 'x' } });
    expect(res.status).toBe(401);
    expectConforms('genericSearchMemories', res);
    expect(rateOf(res).limit).toBe(100_000); // RATE_LIMIT_ANONYMOUS_PER_MINUTE of the test server
  });
});

const postgres = engines.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available && !inCi())(`shared by two instances (${postgres.label})`, () => {
  const instances = twoInstancesOn(() => postgres.prepare());

  it('counts one free key down exactly across both instances', async () => {
    const { first, second } = instances;
    const { apiKey } = await signUp(first);
    await drive150([first, second], apiKey);
  });
});
