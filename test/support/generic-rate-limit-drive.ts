// The generic surface's per-minute limit driven to its end: 150 requests of a free key, every
// answer's X-RateLimit headers checked, for one instance (test/http/generic-rate-limits) and for
// two instances behind a proxy (test/http/scale-out).
import { expect } from 'vitest';
import { expectConforms } from './conformance.js';
import type { TestClient, TestResponse } from './test-server.js';

export const FREE_PER_MINUTE = 100;

export const genericStats = (client: TestClient, token: string) =>
  client.call('GET', '/generic/v1/users/alice/stats', { token });

export function rateOf(res: TestResponse): {
  limit: number;
  remaining: number;
  reset: number;
  retryAfter: number | null;
} {
  const retryAfter = res.headers.get('retry-after');
  return {
    limit: Number(res.headers.get('x-ratelimit-limit')),
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: Number(res.headers.get('x-ratelimit-reset')),
    retryAfter: retryAfter === null ? null : Number(retryAfter),
  };
}

/**
 * Sends 150 requests of a free key, alternating between the clients, and checks every answer:
 * the first 100 answered with the remaining count going down by exactly one each time, the
 * other 50 refused with Retry-After, all in one window.
 */
export async function drive150(clients: TestClient[], token: string): Promise<TestResponse[]> {
  const startedS = Date.now() / 1000;
  const resets = new Set<number>();
  const answers: TestResponse[] = [];
  for (let i = 1; i <= 150; i++) {
    const res = await genericStats(clients[i % clients.length]!, token);
    answers.push(res);
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
  return answers;
}
