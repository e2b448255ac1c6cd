// The body of GET /v1/monitoring/metrics, mapped from the service's snapshot to the contract's
// schema: rates and times rounded, storage in GB (10^9 bytes). The Prometheus gauges are set
// from the same body.
import type { Schemas } from '../schemas.js';
import type { DependencyCheck } from '../system/health.service.js';
import { round, type MonitoringSnapshot } from './monitoring.service.js';

function presentCheck(check: DependencyCheck): Schemas['MonitoringMetrics']['service_health']['api'] {
  return { status: check.status, latency_ms: check.latencyMs };
}

export function presentMonitoringMetrics(m: MonitoringSnapshot): Schemas['MonitoringMetrics'] {
  const { total24h, errors4xx24h, errors5xx24h } = m.requests;
  return {
    uptime_seconds: m.uptimeSeconds,
    requests: {
      total_24h: total24h,
      total_7d: m.requests.total7d,
      rate_per_minute: round(total24h / 1440, 4),
    },
    response_time: {
      avg_ms: total24h ? round(m.requests.durationMsTotal24h / total24h, 3) : 0,
      p50_ms: round(m.latencyMs.p50, 3),
      p95_ms: round(m.latencyMs.p95, 3),
      p99_ms: round(m.latencyMs.p99, 3),
    },
    error_rate_pct: total24h ? round(((errors4xx24h + errors5xx24h) * 100) / total24h, 4) : 0,
    errors: { '4xx_24h': errors4xx24h, '5xx_24h': errors5xx24h },
    active_users: m.activeAccounts,
    usage: {
      total_memories: m.usage.memories,
      total_collections: m.usage.collections,
      storage_used_gb: m.usage.storageBytes / 1e9,
      embeddings_generated_24h: m.embeddings24h,
      searches_24h: m.requests.searches24h,
    },
    service_health: {
      api: presentCheck(m.health.api),
      database: presentCheck(m.health.database),
      embedding: presentCheck(m.health.embedding),
      vector_db: presentCheck(m.health.vectorDb),
    },
    timestamp: m.at.toISOString(),
  };
}
