// Paces each caller's requests on this instance: at most `perSecond` of them start in a second,
// evenly spaced. A caller may start a few at once (`burst`); later ones wait for their turn, up
// to `maxWaitMs`, and one that would wait longer is refused. Spacing, not refusing, is what keeps
// one account from taking the request thread in gulps: a free account's hundred imports of a
// minute, sent one after another, arrive in under a second and each costs the request thread
// about 4 ms, so every other account's requests waited behind them (`npm run bench -- abuse`).
//
// The generic cell rate algorithm: one number per caller, the time its next request is due.
// Hand-written because rate-limiter-flexible's waiting limiter (RateLimiterQueue) keeps a queue
// object per key for the life of the process, one per client address for anonymous callers;
// here a caller is one map entry, the oldest dropped past `maxKeys`.
import { setKeepingAtMost } from '../platform/bounded-map.js';

export interface RequestPacerOptions {
  /** Requests a caller may start at once before the spacing applies. */
  burst: number;
  /** Longest wait for a turn; a request that would wait longer is refused. */
  maxWaitMs: number;
  /** Callers remembered at most (the oldest is forgotten: it starts afresh). */
  maxKeys: number;
  /** Milliseconds of a monotonic clock (tests replace it). */
  now?: () => number;
}

export class RequestPacer {
  /** When each caller's next request is due, on the `now` clock. */
  private readonly due = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: RequestPacerOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * Takes a turn for a request of `key`, which may start `perSecond` requests a second: the
   * milliseconds it must wait before it starts (0: now), or null when that would be longer than
   * `maxWaitMs` (no turn is taken then).
   */
  turn(key: string, perSecond: number): number | null {
    const now = this.now();
    const interval = 1000 / perSecond;
    const due = Math.max(this.due.get(key) ?? now, now);
    const wait = Math.max(0, due - (this.options.burst - 1) * interval - now);
    if (wait > this.options.maxWaitMs) return null;
    setKeepingAtMost(this.due, key, due + interval, this.options.maxKeys);
    return wait;
  }
}
