// The period the analytics operations of webhooks and triggers cover, and how long their figures
// are reused. Each computation reads every delivery or execution of the period (percentiles
// included), which grows with the account's traffic: the figures of a period that holds at least
// ANALYTICS_REUSE_FROM of them are reused for a minute per webhook or trigger, so a caller asking
// again and again cannot hold the database, while a small period (a webhook just set up and
// tried) is computed afresh on every request (see docs/decisions.md, "Large analytics are
// computed at most once a minute").
import { ExpiringCache } from '../platform/expiring-cache.js';

const ANALYTICS_DAYS = 30;

/** How long large figures of one webhook or trigger are reused. */
export const ANALYTICS_REUSE_MS = 60_000;

/** Deliveries or executions in the period from which the figures are reused. */
export const ANALYTICS_REUSE_FROM = 1_000;

export function analyticsSince(now: Date): Date {
  return new Date(now.getTime() - ANALYTICS_DAYS * 86_400_000);
}

/** Figures per webhook or trigger id; those of ANALYTICS_REUSE_FROM or more are reused for ANALYTICS_REUSE_MS. */
export class AnalyticsFigures<V extends { total: number }> {
  private readonly reused: ExpiringCache<string, V>;

  constructor(now: () => number) {
    this.reused = new ExpiringCache<string, V>(ANALYTICS_REUSE_MS, 10_000, now);
  }

  get(id: string, compute: () => Promise<V>): Promise<V> {
    return this.reused.getOrLoad(id, compute, (figures) => figures.total >= ANALYTICS_REUSE_FROM);
  }
}
