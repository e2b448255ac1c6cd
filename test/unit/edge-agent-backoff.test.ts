// The edge agent's retries (examples/edge-agent): capped exponential backoff with full jitter,
// transient failures retried up to the attempt limit, others thrown at once, aborts obeyed.
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, sleep, withRetries, type BackoffPolicy } from '../../examples/edge-agent/src/backoff.js';

const policy: BackoffPolicy = { baseDelayMs: 100, maxDelayMs: 1_000, maxAttempts: 4 };

class Transient extends Error {}
class Permanent extends Error {}
const classify = (error: unknown) =>
  error instanceof Transient ? { retry: true as const } : { retry: false as const };

describe('edge agent backoff', () => {
  it('doubles the ceiling per retry up to the cap, and draws below it', () => {
    const ceilings = [1, 2, 3, 4, 5, 10].map((retry) => backoffDelayMs(retry, policy, () => 0.999999));
    expect(ceilings).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffDelayMs(3, policy, () => 0)).toBe(0);
    expect(backoffDelayMs(3, policy, () => 0.5)).toBe(200);
  });

  it('spreads a fleet: the same retry gets different waits', () => {
    const waits = new Set(Array.from({ length: 50 }, () => backoffDelayMs(4, policy)));
    expect(waits.size).toBeGreaterThan(10);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(0);
    for (const wait of waits) expect(wait).toBeLessThan(800);
  });

  it('retries transient failures and answers the first success, having waited the drawn delays', async () => {
    const waited: number[] = [];
    let calls = 0;
    const answer = await withRetries(
      async (attempt) => {
        calls++;
        if (attempt < 3) throw new Transient('connection reset');
        return 'ok';
      },
      { policy, classify, random: () => 0.5, sleep: async (ms) => void waited.push(ms) },
    );
    expect(answer).toBe('ok');
    expect(calls).toBe(3);
    expect(waited).toEqual([50, 100]);
  });

  it('gives up after maxAttempts with the last failure', async () => {
    let calls = 0;
    const failing = withRetries(
      async (attempt) => {
        calls++;
        throw new Transient(`timeout ${attempt}`);
      },
      { policy, classify, sleep: async () => undefined },
    );
    await expect(failing).rejects.toThrow('timeout 4');
    expect(calls).toBe(4);
  });

  it('does not retry a failure classified as permanent', async () => {
    let calls = 0;
    const failing = withRetries(
      async () => {
        calls++;
        throw new Permanent('422 VALIDATION_ERROR');
      },
      { policy, classify, sleep: async () => undefined },
    );
    await expect(failing).rejects.toBeInstanceOf(Permanent);
    expect(calls).toBe(1);
  });

  it("waits at least the service's Retry-After", async () => {
    const waited: number[] = [];
    await withRetries(
      async (attempt) => {
        if (attempt === 1) throw new Transient('429');
        return 'ok';
      },
      {
        policy,
        classify: () => ({ retry: true, afterMs: 5_000 }),
        random: () => 0.5,
        sleep: async (ms) => void waited.push(ms),
      },
    );
    expect(waited).toEqual([5_000]);
  });

  it('stops waiting and retrying once its signal aborts', async () => {
    const stopping = new AbortController();
    let calls = 0;
    const started = Date.now();
    const run = withRetries(
      async () => {
        calls++;
        throw new Transient('connection refused');
      },
      {
        policy: { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 10 },
        classify,
        random: () => 0.99,
        signal: stopping.signal,
      },
    );
    setTimeout(() => stopping.abort(new Error('stopping')), 20);
    await expect(run).rejects.toThrow('stopping');
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(sleep(10, stopping.signal)).rejects.toThrow('stopping');
  });
});
