// The same server, unchanged, on the embedded default and on PostgreSQL (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, requireEngine, type PreparedDatabase } from '../support/databases.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

describe.each(engines)('the server on $label', (engine) => {
  requireEngine(engine);
  let prepared: PreparedDatabase | null = null;
  let server: TestServer | null = null;

  beforeAll(async () => {
    if (!engine.available) return;
    prepared = await engine.prepare();
    server = await startTestServer({
      DATA_DIR: prepared.config.dataDir,
      ...(prepared.config.databaseUrl ? { DATABASE_URL: prepared.config.databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await prepared?.dispose();
  });

  it('signs up, logs in, reports usage and health', async () => {
    const s = server!;
    const { apiKey } = await signUp(s);
    const login = await s.call('POST', '/v1/auth/login', { body: { api_key: apiKey } });
    expectConforms('login', login);
    const usage = await s.call('GET', '/v1/keys/usage', { token: login.body.access_token });
    expect(usage.status).toBe(200);
    expectConforms('getUsage', usage);
    const health = await s.call('GET', '/v1/health', { token: apiKey });
    expectConforms('getServiceHealth', health);
    expect(health.body.services.api).toBe('healthy');
    const descriptor = await s.call('GET', '/');
    expect(descriptor.status).toBe(200);
  });

  it('limits the request rate per key', async () => {
    const s = server!;
    const { apiKey } = await signUp(s);
    let status = 200;
    for (let i = 0; i <= 100 && status === 200; i++)
      status = (await s.call('GET', '/v1/keys/usage', { token: apiKey })).status;
    expect(status).toBe(429);
  });
});
