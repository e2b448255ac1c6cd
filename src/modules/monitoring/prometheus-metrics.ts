// The figures for Prometheus, in its text exposition format, from a registry of this instance's
// own (not the process-global default, so that two services in one process never mix):
//
// - memsvc_http_requests_total and memsvc_http_request_duration_seconds, by operation and status
//   class: counted by this instance since it started (Prometheus adds instances up itself);
// - memsvc_connections_refused_total, the connections closed by the connection limits, by reason;
// - gauges with the service-wide figures of GET /v1/monitoring/metrics, set from the same
//   snapshot at each scrape;
// - the Node.js process metrics of prom-client (memory, CPU, event loop, GC).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Schemas } from '../schemas.js';
import { BOUNDS_MS } from './latency-histogram.js';

type Snapshot = Schemas['MonitoringMetrics'];

const HEALTH_VALUE = { healthy: 1, degraded: 0.5, unhealthy: 0 } as const;

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export class PrometheusMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'operation' | 'status_class'>;
  private readonly durations: Histogram<'operation' | 'status_class'>;
  private readonly gauges: Record<string, Gauge<string>>;
  private readonly refusedConnections: Counter<'reason'>;

  constructor() {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'memsvc_http_requests_total',
      help: 'HTTP requests answered by this instance, by operation and status class.',
      labelNames: ['operation', 'status_class'],
      registers,
    });
    this.durations = new Histogram({
      name: 'memsvc_http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by operation and status class.',
      labelNames: ['operation', 'status_class'],
      buckets: BOUNDS_MS.map((ms) => ms / 1000),
      registers,
    });
    this.refusedConnections = new Counter({
      name: 'memsvc_connections_refused_total',
      help: 'Connections this instance closed by its connection limits, by reason (address_limit, instance_limit, no_request).',
      labelNames: ['reason'],
      registers,
    });
    const gauge = (name: string, help: string, labelNames: string[] = []) =>
      new Gauge({ name, help, labelNames, registers });
    this.gauges = {
      uptime: gauge('memsvc_uptime_seconds', 'Seconds since this instance started.'),
      requests24h: gauge('memsvc_requests_24h', 'Requests answered by all instances in the last 24 hours.'),
      requests7d: gauge('memsvc_requests_7d', 'Requests answered by all instances in the last 7 days.'),
      ratePerMinute: gauge('memsvc_requests_per_minute_24h', 'Average requests per minute over the last 24 hours.'),
      responseTime: gauge(
        'memsvc_response_time_24h_seconds',
        'Response time over the last 24 hours, by statistic (avg, p50, p95, p99).',
        ['statistic'],
      ),
      errorRate: gauge(
        'memsvc_error_rate_24h_percent',
        'Share of requests in the last 24 hours that answered 4xx or 5xx, in percent.',
      ),
      errors: gauge('memsvc_errors_24h', 'Error answers in the last 24 hours, by class.', ['class']),
      activeUsers: gauge(
        'memsvc_active_accounts',
        'Accounts that made a request in the window (daily, weekly, monthly).',
        ['window'],
      ),
      memories: gauge('memsvc_memories', 'Memories stored, main and overflow storage.'),
      collections: gauge('memsvc_collections', 'Collections, main and overflow storage.'),
      storage: gauge('memsvc_storage_used_bytes', 'Bytes stored by memories, main and overflow storage.'),
      embeddings: gauge(
        'memsvc_embeddings_generated_24h',
        'Embeddings the model made for callers in the last 24 hours.',
      ),
      searches: gauge('memsvc_searches_24h', 'Successful searches in the last 24 hours.'),
      dependencyHealth: gauge(
        'memsvc_dependency_health',
        'Health of each dependency: 1 healthy, 0.5 degraded, 0 unhealthy.',
        ['service'],
      ),
      dependencyLatency: gauge('memsvc_dependency_latency_seconds', 'Latency of the last check of each dependency.', [
        'service',
      ]),
    };
    collectDefaultMetrics({ register: this.registry, prefix: 'memsvc_' });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** One answered request (the hot path: two label lookups and two additions). */
  readonly observe = (operation: string, status: number, durationMs: number): void => {
    const labels = { operation, status_class: statusClass(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, durationMs / 1000);
  };

  /** A connection closed by the connection limits (src/http/connection-limits.ts). */
  readonly connectionRefused = (reason: string): void => {
    this.refusedConnections.inc({ reason });
  };

  /** The exposition text, with the gauges set from `snapshot`. */
  async render(snapshot: Snapshot): Promise<string> {
    const g = this.gauges;
    g.uptime!.set(snapshot.uptime_seconds);
    g.requests24h!.set(snapshot.requests.total_24h);
    g.requests7d!.set(snapshot.requests.total_7d);
    g.ratePerMinute!.set(snapshot.requests.rate_per_minute);
    const rt = snapshot.response_time;
    for (const [statistic, ms] of [
      ['avg', rt.avg_ms],
      ['p50', rt.p50_ms],
      ['p95', rt.p95_ms],
      ['p99', rt.p99_ms],
    ] as const) {
      g.responseTime!.set({ statistic }, ms / 1000);
    }
    g.errorRate!.set(snapshot.error_rate_pct);
    g.errors!.set({ class: '4xx' }, snapshot.errors['4xx_24h']);
    g.errors!.set({ class: '5xx' }, snapshot.errors['5xx_24h']);
    for (const window of ['daily', 'weekly', 'monthly'] as const)
      g.activeUsers!.set({ window }, snapshot.active_users[window]);
    g.memories!.set(snapshot.usage.total_memories);
    g.collections!.set(snapshot.usage.total_collections);
    g.storage!.set(Math.round(snapshot.usage.storage_used_gb * 1e9));
    g.embeddings!.set(snapshot.usage.embeddings_generated_24h);
    g.searches!.set(snapshot.usage.searches_24h);
    for (const [service, entry] of Object.entries(snapshot.service_health)) {
      g.dependencyHealth!.set({ service }, HEALTH_VALUE[entry.status]);
      g.dependencyLatency!.set({ service }, entry.latency_ms / 1000);
    }
    return this.registry.metrics();
  }
}
