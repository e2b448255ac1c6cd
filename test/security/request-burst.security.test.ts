// An attack of the abuse benchmark: a free account's hundred imports of a minute (each a 50-item
// file to parse and check) sent one after another arrive in under a second, and while they do,
// every other account's requests wait behind them on the request thread (another account's
// search took 100 to 170 ms instead of 45). Guard: a caller's requests are paced at a share of its
// per-minute limit each second (RATE_LIMIT_PER_SECOND_PERCENT, 10 by default): three at once, then
// one every 100 ms for a free key, waiting up to a second for their turn, refused past that
// (src/http/rate-limit.ts, src/http/request-pacer.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_SECOND_PERCENT: '10' });
});
afterAll(async () => {
  await server?.stop();
});

describe('attack: a free account sends its whole minute at once', () => {
  it('30 requests at once: 3 start, 10 wait for their turn, the rest are answered 429 with Retry-After 1', async () => {
    const { apiKey } = await signUp(server); // free tier: 100 requests per minute
    const { apiKey: other } = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => server.call('GET', '/v1/keys/usage', { token: apiKey, direct: true })),
    );
    const answered = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    // 13 when all 30 arrive at once; a few more when they arrive over a few hundred milliseconds
    expect(answered.length, answers.map((a) => a.status).join(' ')).toBeGreaterThanOrEqual(13);
    expect(refused.length, answers.map((a) => a.status).join(' ')).toBeGreaterThanOrEqual(10);
    for (const res of refused) {
      expect(res.status, res.text).toBe(429);
      expectConforms('getUsage', res);
      expect(res.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
      expect(res.body.error.message).toMatch(/start at most 10 a second \(the limit is 100 per minute\)/);
      expect(res.body.error.details).toMatchObject({ limit: 100, per_second: 10, retry_after_seconds: 1 });
      expect(res.headers.get('retry-after')).toBe('1');
      // the minute's own count: what was let through is counted (some still waiting), refusals are not
      const remaining = Number(res.headers.get('x-ratelimit-remaining'));
      expect(remaining).toBeGreaterThanOrEqual(100 - answered.length);
      expect(remaining).toBeLessThan(100);
    }
    // another account is not held back
    expect((await server.call('GET', '/v1/keys/usage', { token: other })).status).toBe(200);
  });

  it('the generic surface keeps its per-minute limits only: 30 requests at once are all answered', async () => {
    const { apiKey } = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.call('GET', '/generic/v1/users/alice/stats', { token: apiKey, direct: true }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
  });
});
