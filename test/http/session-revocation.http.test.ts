// Session tokens end with the key they were made from (revoked, or rotated away), on both
// surfaces, within AUTH_CACHE_TTL_MS; and the service's logs, at debug level, never carry a
// credential: API keys, session tokens, webhook secrets and custom headers, the SMTP password.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { createLogger } from '../../src/platform/logger.js';
import { until } from '../support/eventually.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

const AUTH_CACHE_TTL_MS = 1000;
const SMTP_PASSWORD = 'smtp-pa55-Xq7LmZ2';
const CUSTOM_HEADER_VALUE = 'custom-credential-8Hd2Kq9Wz';
const WEBHOOK_SECRET = 'whsec_Fh3kL9qW2xZ7cV1bN8mA5sD4gJ6tY0uR3eP2oI9wQ7z';

let server: TestServer;
let outbound: OutboundFixture;
let accounts: AccountsRepository;
const logLines: string[] = [];

/** A loopback port nothing listens on: an SMTP server that refuses every connection. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const ormDebugBefore = process.env.MIKRO_ORM_DEBUG;

beforeAll(async () => {
  // what an operator might set to see queries: it must not bring bound values into the output
  process.env.MIKRO_ORM_DEBUG = 'true';
  outbound = await startOutboundFixture();
  server = await startTestServer(
    {
      ...outbound.env,
      AUTH_CACHE_TTL_MS: String(AUTH_CACHE_TTL_MS),
      LOG_LEVEL: 'debug',
      SMTP_URL: `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${await closedPort()}`,
      SMTP_FROM: 'alerts@memory.test',
      EMAIL_ALLOWED_DOMAINS: 'memory.test',
    },
    {},
    createLogger('debug', (_level, line) => logLines.push(line)),
  );
  accounts = new AccountsRepository(server.service.db.orm);
});
afterAll(async () => {
  if (ormDebugBefore === undefined) delete process.env.MIKRO_ORM_DEBUG;
  else process.env.MIKRO_ORM_DEBUG = ormDebugBefore;
  await server?.stop();
  await outbound?.close();
});

const login = async (apiKey: string): Promise<string> => {
  const res = await server.call('POST', '/v1/auth/login', { body: { api_key: apiKey } });
  expect(res.status).toBe(200);
  return res.body.access_token;
};
const usage = (token: string) => server.call('GET', '/v1/keys/usage', { token });
const genericStats = (token: string) => server.call('GET', '/generic/v1/users/someone/stats', { token });
/** What the operator commands do after changing a key: wait out every instance's caller cache. */
const outwaitAuthCache = () => new Promise((resolve) => setTimeout(resolve, AUTH_CACHE_TTL_MS + 100));

function expectSessionEnded(
  main: Awaited<ReturnType<typeof usage>>,
  generic: Awaited<ReturnType<typeof genericStats>>,
): void {
  expect(main.status).toBe(401);
  expect(main.body.error.code).toBe('UNAUTHORIZED');
  expect(main.body.error.message).toMatch(/revoked or rotated.*Sign in again/);
  expect(generic.status).toBe(401);
  expect(generic.body.error.code).toBe('INVALID_API_KEY');
  expect(generic.body.error.message).toBe(main.body.error.message);
}

describe('session tokens and their keys', () => {
  it('a token stops working once its key is revoked; other keys and their tokens go on', async () => {
    const { email, apiKey } = await signUp(server);
    const otherKey = generateApiKey('test');
    expect(await accounts.addKey(email, hashApiKey(otherKey), 'test')).toBe(true);
    const token = await login(apiKey);
    const otherToken = await login(otherKey);
    expect((await usage(token)).status).toBe(200);
    expect((await genericStats(token)).status).toBe(200);

    expect(await accounts.revokeKey(hashApiKey(apiKey))).toBe(true);
    await outwaitAuthCache();

    expectSessionEnded(await usage(token), await genericStats(token));
    const byKey = await usage(apiKey);
    expect(byKey.status).toBe(401);
    expect(byKey.body.error.code).toBe('UNAUTHORIZED');
    const again = await server.call('POST', '/v1/auth/login', { body: { api_key: apiKey } });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('INVALID_API_KEY');
    expect((await usage(otherToken)).status).toBe(200);
    expect(await accounts.revokeKey(hashApiKey(apiKey))).toBe(false);
  });

  it('a token stops working once its key is rotated; the new key signs in again', async () => {
    const { apiKey } = await signUp(server);
    const token = await login(apiKey);
    expect((await usage(token)).status).toBe(200);

    const replacement = generateApiKey('live');
    expect(await accounts.rotateKey(hashApiKey(apiKey), hashApiKey(replacement))).toBe('live');
    await outwaitAuthCache();

    expectSessionEnded(await usage(token), await genericStats(token));
    expect((await usage(apiKey)).status).toBe(401);
    expect((await usage(replacement)).status).toBe(200);
    const fresh = await login(replacement);
    expect((await usage(fresh)).status).toBe(200);
    expect((await genericStats(fresh)).status).toBe(200);
    expect(await accounts.rotateKey(hashApiKey(apiKey), hashApiKey(generateApiKey('live')))).toBeNull();
  });
});

describe('logs', () => {
  it('never include SQL or its bound values, even with MIKRO_ORM_DEBUG on', () => {
    const { config } = server.service.db.orm;
    expect(config.get('debug')).toBe(true); // the environment did turn debugging on
    expect(config.getLogger().isEnabled('query')).toBe(false);
    expect(config.getLogger().isEnabled('query-params')).toBe(false);
  });

  it('carry no credential at debug level: keys, session tokens, webhook secrets and headers, the SMTP password', async () => {
    const { email, apiKey } = await signUp(server);
    const token = await login(apiKey);
    const replacement = generateApiKey('live');
    expect(await accounts.rotateKey(hashApiKey(apiKey), hashApiKey(replacement))).toBe('live');
    await outwaitAuthCache();
    expect((await usage(token)).status).toBe(401);
    const newToken = await login(replacement);
    const testKey = generateApiKey('test');
    expect(await accounts.addKey(email, hashApiKey(testKey), 'test')).toBe(true);

    const receiver = outbound.receiver;
    const hook = await server.call('POST', '/v1/webhooks', {
      token: newToken,
      body: {
        url: receiver.url('/hooks/logged'),
        events: ['MEMORY_STORED'],
        secret: WEBHOOK_SECRET,
        headers: { 'X-Api-Secret': CUSTOM_HEADER_VALUE },
      },
    });
    expect(hook.status).toBe(201);
    const trigger = await server.call('POST', '/v1/triggers', {
      token: replacement,
      body: {
        name: 'Mail on everything',
        conditions: [{ type: 'IMPORTANCE_GTE', value: 0.1 }],
        actions: [
          {
            type: 'WEBHOOK',
            url: receiver.url('/actions/logged'),
            headers: { Authorization: `Bearer ${CUSTOM_HEADER_VALUE}` },
          },
          { type: 'EMAIL_ALERT', to: 'oncall@memory.test' },
        ],
      },
    });
    expect(trigger.status).toBe(201);
    const stored = await server.call('POST', '/v1/overflow/store', {
      token: newToken,
      body: {
        vector: Array.from(unitVectors(4242, 1, 768)[0]!),
        text: 'A memory that sets everything off.',
        category: 'decision',
        importance: 0.8,
      },
    });
    expect(stored.status).toBe(201);

    await until('the webhook delivery', () =>
      receiver.requests.some((r) => r.path === '/hooks/logged') ? true : undefined,
    );
    const delivered = receiver.requests.find((r) => r.path === '/hooks/logged')!;
    expect(delivered.headers['x-api-secret']).toBe(CUSTOM_HEADER_VALUE);
    const execution = await until('the trigger execution', async () => {
      const res = await server.call('GET', `/v1/triggers/${trigger.body.id}/executions`, { token: newToken });
      return res.body.total >= 1 ? res.body.items[0] : undefined;
    });
    const results = execution.action_results.map((r: { type: string; status: string }) => [r.type, r.status]);
    expect(results).toEqual([
      ['WEBHOOK', 'SUCCESS'],
      ['EMAIL_ALERT', 'FAILED'],
    ]);
    expect((await server.call('GET', '/v1/keys/usage', { token: 'Bearer-less nonsense' })).status).toBe(401);

    expect(logLines.length).toBeGreaterThan(0); // the capture works: the job queue logs its start
    const logged = logLines.join('\n');
    for (const secret of [
      apiKey,
      replacement,
      testKey,
      token,
      newToken,
      WEBHOOK_SECRET,
      CUSTOM_HEADER_VALUE,
      SMTP_PASSWORD,
      hashApiKey(apiKey),
      hashApiKey(replacement),
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
