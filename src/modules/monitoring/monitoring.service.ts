// The service-wide operational figures of GET /v1/monitoring/metrics (and of the Prometheus
// gauges), all from real measurements:
//
// - requests, errors, rates and response times: the request_metrics_minutes of every instance
//   (this instance's unwritten minutes are flushed first), 24 hours and 7 days back from now;
//   percentiles from the merged latency histogram of the 24 hours;
// - active users: accounts with a request on the last 1, 7 and 30 UTC days (today included);
// - usage: the memories, collections and stored bytes in the database now; embeddings the model
//   made for callers and successful searches, in the 24 hours;
// - service_health: a check of each dependency as it runs, with its measured latency; `api` is
//   this process's event loop (how long a request waits before it is worked on).
import type { OperationId } from '../schemas.js';
import type { DependencyCheck, HealthService, HealthStatus } from '../system/health.service.js';
import { percentileMs } from './latency-histogram.js';
import type { RequestMetricsRepository, SeriesTotals } from './request-metrics.repository.js';
import { EMBEDDINGS_SERIES, type RequestMetrics } from './request-metrics.js';

/** Operations whose successful answers are searches. */
const SEARCH_OPERATIONS: readonly OperationId[] = ['searchMemories', 'searchOverflowMemories', 'genericSearchMemories'];

/** An event loop slower than this to turn around answers `degraded` for the api. */
const API_DEGRADED_LAG_MS = 500;

/** Memories, collections and stored bytes of one store over every account. */
export interface ServiceUsageTotals {
  memories: number;
  collections: number;
  storageBytes: number;
}

/** The service's figures as measured now: requests and their latency over 24 hours and 7 days, active accounts, stored totals and the health of each dependency. */
export interface MonitoringSnapshot {
  at: Date;
  uptimeSeconds: number;
  requests: {
    total24h: number;
    total7d: number;
    errors4xx24h: number;
    errors5xx24h: number;
    durationMsTotal24h: number;
    /** Successful searches. */
    searches24h: number;
  };
  /** Response-time percentiles of the 24 hours, from the merged latency histogram. */
  latencyMs: { p50: number; p95: number; p99: number };
  activeAccounts: { daily: number; weekly: number; monthly: number };
  usage: ServiceUsageTotals;
  embeddings24h: number;
  health: { api: DependencyCheck; database: DependencyCheck; embedding: DependencyCheck; vectorDb: DependencyCheck };
}

export interface MonitoringDeps {
  metrics: RequestMetrics;
  repository: RequestMetricsRepository;
  /** The stores whose totals the usage figures add up (main and overflow). */
  stores: readonly { serviceTotals(): Promise<ServiceUsageTotals> }[];
  health: HealthService;
  clock?: () => Date;
}

/** `value` rounded to `digits` decimals. */
export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export class MonitoringService {
  private readonly clock: () => Date;

  constructor(private readonly deps: MonitoringDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  private async usageTotals(): Promise<ServiceUsageTotals> {
    const totals = await Promise.all(this.deps.stores.map((store) => store.serviceTotals()));
    return totals.reduce(
      (sum, t) => ({
        memories: sum.memories + t.memories,
        collections: sum.collections + t.collections,
        storageBytes: sum.storageBytes + t.storageBytes,
      }),
      {
        memories: 0,
        collections: 0,
        storageBytes: 0,
      },
    );
  }

  async snapshot(): Promise<MonitoringSnapshot> {
    await this.deps.metrics.flush();
    const now = this.clock();
    const [series, buckets, active, totals, health, api] = await Promise.all([
      this.deps.repository.seriesTotals(now),
      this.deps.repository.latencyBuckets24h(now),
      this.deps.repository.activeAccounts(now),
      this.usageTotals(),
      this.deps.health.check(),
      eventLoopCheck(),
    ]);
    const requests = series.filter((s) => s.series !== EMBEDDINGS_SERIES);
    const sum = (rows: SeriesTotals[], pick: (s: SeriesTotals) => number) => rows.reduce((acc, s) => acc + pick(s), 0);
    const total24h = sum(requests, (s) => s.count24h);
    const errors4xx = sum(requests, (s) => s.count4xx24h);
    const errors5xx = sum(requests, (s) => s.count5xx24h);
    const searches = requests.filter((s) => (SEARCH_OPERATIONS as readonly string[]).includes(s.series));
    return {
      at: now,
      uptimeSeconds: this.deps.health.uptimeSeconds(),
      requests: {
        total24h,
        total7d: sum(requests, (s) => s.count7d),
        errors4xx24h: errors4xx,
        errors5xx24h: errors5xx,
        durationMsTotal24h: sum(requests, (s) => s.durationMsTotal24h),
        searches24h: sum(searches, (s) => s.count24h - s.count4xx24h - s.count5xx24h),
      },
      latencyMs: {
        p50: percentileMs(buckets, 0.5),
        p95: percentileMs(buckets, 0.95),
        p99: percentileMs(buckets, 0.99),
      },
      activeAccounts: active,
      usage: totals,
      embeddings24h: series.find((s) => s.series === EMBEDDINGS_SERIES)?.count24h ?? 0,
      health: { api, ...health.services },
    };
  }
}

/** How long this process takes to come back to a callback queued now. */
async function eventLoopCheck(): Promise<DependencyCheck> {
  const started = performance.now();
  await new Promise<void>((resolve) => setImmediate(resolve));
  const latencyMs = round(performance.now() - started, 3);
  const status: HealthStatus = latencyMs > API_DEGRADED_LAG_MS ? 'degraded' : 'healthy';
  return { status, latencyMs };
}
