// The period the analytics operations of webhooks and triggers cover, and how long their figures
// are reused. Each computation reads every delivery or execution of the period (percentiles
// included), which grows with the account's traffic; reusing it for a minute per webhook or
// trigger keeps a caller asking again and again from holding the database (see
// docs/decisions.md, "Analytics are computed at most once a minute").
import { ExpiringCache } from '../platform/expiring-cache.js';

const ANALYTICS_DAYS = 30;

/** How long the figures of one webhook or trigger are reused. */
export const ANALYTICS_REUSE_MS = 60_000;

export function analyticsSince(now: Date): Date {
  return new Date(now.getTime() - ANALYTICS_DAYS * 86_400_000);
}

/** Figures per webhook or trigger id, reused for ANALYTICS_REUSE_MS. */
export function analyticsCache<V>(now: () => number): ExpiringCache<string, V> {
  return new ExpiringCache<string, V>(ANALYTICS_REUSE_MS, 10_000, now);
}
