// The MCP endpoint of the service, assembled from the services the REST handlers use.
import type { Router } from 'express';
import type { McpConfig } from '../config.js';
import type { Authenticator } from '../http/auth.js';
import type { ServedContract } from '../http/contract.js';
import type { RateLimits } from '../http/rate-limit.js';
import type { Logger } from '../platform/logger.js';
import { ContractSchemas } from './contract-schemas.js';
import { createMcpRouter } from './http-transport.js';
import { createMcpServer } from './mcp-server.js';
import { McpSessions } from './sessions.js';
import { buildTools, type ToolServices } from './tools.js';

export interface McpEndpointDeps {
  services: ToolServices;
  contract: ServedContract;
  authenticator: Authenticator;
  rateLimits: RateLimits;
  config: McpConfig;
  bodyLimitBytes: number;
  logger: Logger;
  version: string;
}

export interface McpEndpoint {
  router: Router;
  sessions: McpSessions;
}

export function createMcpEndpoint(deps: McpEndpointDeps): McpEndpoint {
  const schemas = new ContractSchemas(deps.contract.document.components.schemas);
  const tools = buildTools(schemas);
  const sessions = new McpSessions(
    () => createMcpServer({ services: deps.services, schemas, tools, logger: deps.logger, version: deps.version }),
    { perAccount: deps.config.sessionsPerAccount, total: deps.config.maxSessions, idleMs: deps.config.sessionIdleMs },
    deps.logger,
  );
  const router = createMcpRouter({
    authenticator: deps.authenticator,
    rateLimits: deps.rateLimits,
    sessions,
    bodyLimitBytes: deps.bodyLimitBytes,
    allowedOrigins: deps.config.allowedOrigins,
  });
  return { router, sessions };
}
