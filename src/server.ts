// Entry point: `npm start`. Reads the configuration, opens the database (applying migrations),
// serves the API, and shuts down cleanly on SIGINT/SIGTERM.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createService, type Service, type ServiceHooks } from './container.js';
import { limitConnections } from './http/connection-limits.js';
import { answerOversizedHeaders } from './http/oversized-headers.js';
import { createLogger, type Logger } from './platform/logger.js';

export interface RunningServer {
  url: string;
  service: Service;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  hooks: ServiceHooks = {},
): Promise<RunningServer> {
  const service = await createService(config, logger, hooks);
  const server = createServer(service.app);
  server.keepAliveTimeout = 65_000;
  answerOversizedHeaders(server);
  limitConnections(
    server,
    { ...config.connections, exemptAddresses: config.rateLimitExemptAddresses },
    service.prometheus.connectionRefused,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (err) => {
    await service.close();
    throw err;
  });
  service.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  return {
    url,
    service,
    async close() {
      // an MCP session's event stream stays open until its session ends: end them first
      await service.mcp.sessions.closeAll();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await service.close();
    },
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, logger);
  logger.info('serving', {
    url: running.url,
    database: running.service.db.kind === 'embedded' ? `embedded (${config.dataDir})` : 'postgres',
    docs: `${running.url}/docs`,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error('stop failed', { error: String(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    process.stderr.write(`The service could not start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
