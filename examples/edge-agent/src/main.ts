// Runs the edge agent with settings from the environment (see README.md):
//
//   SERVICE_URL=http://127.0.0.1:8080 DEVICE_ID=dev_... DEVICE_TOKEN=... npx tsx examples/edge-agent/src/main.ts
//
// Each line typed on standard input is remembered on the device and synced at the next tick.
// Logs are JSON lines on standard error. SIGINT or SIGTERM stops the agent cleanly.
import { createInterface } from 'node:readline';
import { EdgeAgent } from './agent.js';
import type { AgentLogger } from './log.js';
import { LocalStore } from './local-store.js';
import { readSettings, SettingsError, type AgentSettings } from './settings.js';
import { describeError, SyncClient } from './sync-client.js';
import { hostVitals } from './vitals.js';

const logger: AgentLogger = {
  info: (message, fields) => console.error(JSON.stringify({ level: 'info', message, ...fields })),
  warn: (message, fields) => console.error(JSON.stringify({ level: 'warn', message, ...fields })),
};

async function main(): Promise<void> {
  let settings: AgentSettings;
  try {
    settings = readSettings(process.env);
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
    return;
  }
  const store = await LocalStore.open(settings.dataDir);
  const client = new SyncClient({
    serviceUrl: settings.serviceUrl,
    deviceId: settings.deviceId,
    deviceToken: settings.deviceToken,
    onRetry: (operation, error, retry, delayMs) =>
      logger.info('retrying', { operation, retry, delay_ms: delayMs, error: describeError(error) }),
  });
  const agent = new EdgeAgent({
    client,
    store,
    direction: settings.direction,
    pullCollections: settings.pullCollections,
    heartbeatIntervalMs: settings.heartbeatIntervalMs,
    pullIntervalMs: settings.pullIntervalMs,
    readVitals: () => hostVitals(settings.dataDir, settings.networkType),
    logger,
  });
  logger.info('edge agent started', {
    device_id: settings.deviceId,
    direction: settings.direction,
    data_dir: settings.dataDir,
    memories: store.size,
    unsynced: store.unsynced().length,
  });
  agent.start();

  const input = createInterface({ input: process.stdin });
  input.on('line', (line) => {
    const text = line.trim();
    if (text === '') return;
    agent.remember({ text, collection: settings.collection }).then(
      (memory) => logger.info('remembered', { local_id: memory.localId, collection: memory.collection }),
      (err: unknown) => logger.warn('could not remember', { error: err instanceof Error ? err.message : String(err) }),
    );
  });

  const shutdown = (signal: string) => {
    logger.info('stopping', { signal });
    input.close();
    void agent.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
