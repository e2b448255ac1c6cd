// Thin handler of the operational metrics (GET /v1/monitoring/metrics).
import type { PartialHandlers } from '../../http/handler-types.js';
import { presentMonitoringMetrics } from './monitoring.presenters.js';
import type { MonitoringService } from './monitoring.service.js';

export function monitoringHandlers(monitoring: MonitoringService): PartialHandlers<'getMonitoringMetrics'> {
  return {
    getMonitoringMetrics: async () => ({ status: 200, body: presentMonitoringMetrics(await monitoring.snapshot()) }),
  };
}
