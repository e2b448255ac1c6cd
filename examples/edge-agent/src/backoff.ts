// Retrying an operation with capped exponential backoff and full jitter.
//
// Design notes:
// - Before retry n (1, 2, ...) the wait is a random time between 0 and
//   min(maxDelayMs, baseDelayMs * 2^(n-1)). The ceiling doubles so that a struggling service gets
//   room; the cap bounds the wait of a device whose link was down for long; the randomness
//   spreads a fleet that lost its link at the same moment, so it does not come back in one wave.
// - Only failures the caller classifies as transient are retried, and at most `maxAttempts`
//   attempts are made in all; the last failure is then thrown. When the service named a wait
//   (Retry-After), the longer of that and the drawn wait is used.
// - An abort signal (the agent stopping) ends the waiting at once and is never retried.

export interface BackoffPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all, the first included. */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseDelayMs: 500, maxDelayMs: 30_000, maxAttempts: 6 };

/** A failure's verdict: retry it (after at least `afterMs`, when the service said so), or give up. */
export type RetryVerdict = { retry: false } | { retry: true; afterMs?: number };

export interface RetryOptions {
  policy: BackoffPolicy;
  classify: (error: unknown) => RetryVerdict;
  signal?: AbortSignal;
  /** Uniform in [0, 1); replaceable so tests are deterministic. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry?: (error: unknown, retry: number, delayMs: number) => void;
}

/** The wait before retry `retry` (1 for the first retry). */
export function backoffDelayMs(retry: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const ceilingMs = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceilingMs);
}

/** Runs `operation` (given the attempt number, from 1) until it succeeds, a failure is not transient, or the attempts run out. */
export async function withRetries<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const sleepFor = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const verdict = options.classify(error);
      if (!verdict.retry || attempt >= options.policy.maxAttempts) throw error;
      const delayMs = Math.max(backoffDelayMs(attempt, options.policy, options.random), verdict.afterMs ?? 0);
      options.onRetry?.(error, attempt, delayMs);
      await sleepFor(delayMs, options.signal);
    }
  }
}

/** Waits `ms`; rejects with the signal's reason as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
