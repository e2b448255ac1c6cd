// Two service instances on one fresh PostgreSQL database, as a scaled-out deployment runs them:
// started before the tests of the calling describe block and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import type { PreparedDatabase } from './databases.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface TwoInstances {
  first: TestServer;
  second: TestServer;
}

/** Registers the hooks; the answer's fields are set once beforeAll has run. */
export function twoInstancesOn(prepare: () => Promise<PreparedDatabase>): TwoInstances {
  const instances = {} as TwoInstances;
  let prepared: PreparedDatabase | undefined;
  beforeAll(async () => {
    prepared = await prepare();
    instances.first = await startTestServer({ DATABASE_URL: prepared.config.databaseUrl! });
    instances.second = await startTestServer({ DATABASE_URL: prepared.config.databaseUrl! });
  });
  afterAll(async () => {
    await instances.first?.stop();
    await instances.second?.stop();
    await prepared?.dispose();
  });
  return instances;
}
