// Thin handlers of the System tag and of the service health report.
import { databaseUnavailable } from '../../errors/registry.js';
import type { PartialHandlers } from '../../http/handler-types.js';
import type { HealthService } from './health.service.js';
import { describeService } from './service-descriptor.js';
import { redocPage, swaggerPage } from './docs-pages.js';

export interface SystemHandlerDeps {
  health: HealthService;
  /** The contract as served (with the configured generic base path). */
  openApiText: string;
}

type SystemOps =
  'getServiceDescriptor' | 'getHealth' | 'getDocs' | 'getRedoc' | 'getOpenApiDocument' | 'getServiceHealth';

export function systemHandlers({ health, openApiText }: SystemHandlerDeps): PartialHandlers<SystemOps> {
  return {
    getServiceDescriptor: async ({ request }) => {
      const status = (await health.check()).status;
      const baseUrl = `${request.protocol}://${request.get('host') ?? 'localhost'}`;
      return {
        status: 200,
        body: describeService({ version: health.version, status, uptimeSeconds: health.uptimeSeconds(), baseUrl }),
      };
    },
    getHealth: async () => {
      const status = await health.liveness();
      const timestamp = new Date().toISOString();
      if (status === 'unhealthy') {
        throw databaseUnavailable(status, timestamp);
      }
      return { status: 200, body: { status, timestamp } };
    },
    getDocs: async () => ({ status: 200, contentType: 'text/html', body: swaggerPage }),
    getRedoc: async () => ({ status: 200, contentType: 'text/html', body: redocPage }),
    getOpenApiDocument: async () => ({ status: 200, contentType: 'application/yaml', body: openApiText }),
    getServiceHealth: async () => {
      const report = await health.check();
      return {
        status: 200,
        body: {
          status: report.status,
          version: health.version,
          environment: health.environment,
          uptime_seconds: health.uptimeSeconds(),
          services: {
            api: 'healthy',
            embedding: report.services.embedding.status,
            vector_db: report.services.vectorDb.status,
          },
          timestamp: new Date().toISOString(),
        },
      };
    },
  };
}
