// Request measurements: the hot path only adds to in-memory minute buckets (per series: count,
// 4xx, 5xx, total duration and a latency histogram) and notes the account as active today.
// A PeriodicTask adds the buckets to request_metrics_minutes in one statement every few seconds,
// and reads flush first, so what this instance answered is counted at once, other instances'
// answers within their flush interval, and a restart loses nothing (close() flushes).
//
// Flushes run one after another (a chain), so a flush asked for after a request was recorded
// always includes it. A flush that fails puts its buckets back for the next one.
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { addBuckets, bucketOf, emptyBuckets } from './latency-histogram.js';
import type { ActiveDay, MinuteSeries, RequestMetricsRepository } from './request-metrics.repository.js';

/** The series of embeddings the model made for callers (a count; no statuses, no latency). */
export const EMBEDDINGS_SERIES = 'model:embeddings';

/** Series of requests that matched no operation of the contract (documentation assets, unknown paths). */
export const OTHER_SERIES = 'other';

/** Told of every request as it is recorded (the Prometheus instruments). */
export type RequestObserver = (series: string, status: number, durationMs: number) => void;

export interface RequestMetricsOptions {
  repository: RequestMetricsRepository;
  /** Which accounts still exist: a day of an account deleted since its request is dropped. */
  existingAccounts: (accountIds: string[]) => Promise<Set<string>>;
  logger: Logger;
  flushIntervalMs: number;
  observer?: RequestObserver;
  clock?: () => Date;
}

export class RequestMetrics {
  private minutes = new Map<string, MinuteSeries>();
  private active = new Map<string, ActiveDay>();
  private chain: Promise<void> = Promise.resolve();
  private readonly task: PeriodicTask;
  private readonly clock: () => Date;

  constructor(private readonly options: RequestMetricsOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.task = new PeriodicTask(
      { name: 'request metrics flush', intervalMs: options.flushIntervalMs, logger: options.logger },
      () => this.flush(),
    );
  }

  /** One answered request: its series (the operationId, or OTHER_SERIES), status, duration and caller. */
  recordRequest(series: string, status: number, durationMs: number, accountId: string | null): void {
    const now = this.clock();
    const entry = this.entry(now, series);
    entry.count += 1;
    if (status >= 500) entry.count5xx += 1;
    else if (status >= 400) entry.count4xx += 1;
    entry.durationMsTotal += durationMs;
    entry.buckets[bucketOf(durationMs)]! += 1;
    if (accountId) {
      const day = now.toISOString().slice(0, 10);
      this.active.set(`${day}|${accountId}`, { day, accountId });
    }
    this.options.observer?.(series, status, durationMs);
  }

  /** Embeddings the model made for a caller. */
  recordEmbeddings(count: number): void {
    this.entry(this.clock(), EMBEDDINGS_SERIES).count += count;
  }

  start(): void {
    this.task.start();
  }

  /** Stops the schedule and writes what is still in memory. */
  async stop(): Promise<void> {
    await this.task.stop();
    await this.flush();
  }

  /** Writes the buckets recorded so far (after any flush already under way). */
  flush(): Promise<void> {
    const run = this.chain.then(() => this.flushOnce());
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async flushOnce(): Promise<void> {
    if (this.minutes.size === 0 && this.active.size === 0) return;
    const minutes = [...this.minutes.values()];
    const active = [...this.active.values()];
    this.minutes = new Map();
    this.active = new Map();
    try {
      // An account deleted between this read and the write fails the flush, which puts its
      // buckets back; the next flush reads again and drops that account's day.
      const existing = await this.options.existingAccounts(active.map((a) => a.accountId));
      const days = active.filter((a) => existing.has(a.accountId));
      await this.options.repository.add(minutes, days, this.clock());
    } catch (err) {
      for (const m of minutes) {
        const entry = this.entry(new Date(m.minute), m.series);
        entry.count += m.count;
        entry.count4xx += m.count4xx;
        entry.count5xx += m.count5xx;
        entry.durationMsTotal += m.durationMsTotal;
        addBuckets(entry.buckets, m.buckets);
      }
      for (const a of active) this.active.set(`${a.day}|${a.accountId}`, a);
      throw err;
    }
  }

  private entry(at: Date, series: string): MinuteSeries {
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
    const key = `${minute}|${series}`;
    let entry = this.minutes.get(key);
    if (!entry) {
      entry = {
        minute,
        series,
        count: 0,
        count4xx: 0,
        count5xx: 0,
        durationMsTotal: 0,
        buckets: series === EMBEDDINGS_SERIES ? [] : emptyBuckets(),
      };
      this.minutes.set(key, entry);
    }
    return entry;
  }
}
