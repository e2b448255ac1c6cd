// Two service instances on one fresh PostgreSQL database, as a scaled-out deployment runs them:
// started before the tests of the calling describe block and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import type { PreparedDatabase } from './databases.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface TwoInstances {
  first: TestServer;
  second: TestServer;
}

/**
 * Registers the hooks; the answer's fields are set once beforeAll has run. `env` gives both
 * instances further settings; it is read in beforeAll, after the hooks registered before this call.
 */
export function twoInstancesOn(
  prepare: () => Promise<PreparedDatabase>,
  env: () => Record<string, string> = () => ({}),
): TwoInstances {
  const instances = {} as TwoInstances;
  let prepared: PreparedDatabase | undefined;
  beforeAll(async () => {
    prepared = await prepare();
    const settings = { ...env(), DATABASE_URL: prepared.config.databaseUrl! };
    instances.first = await startTestServer(settings);
    instances.second = await startTestServer(settings);
  });
  afterAll(async () => {
    await instances.first?.stop();
    await instances.second?.stop();
    await prepared?.dispose();
  });
  return instances;
}
