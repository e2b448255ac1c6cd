// Attack 8 of issue 22: credentials that outlive their key, and credentials in the logs. Before
// the fix a session token stayed valid until it expired although the key it was made from had
// been revoked or rotated (a leaked key's sessions went on working after the operator acted),
// and the service's logs could carry keys, tokens, secrets and the SMTP password (ORM query
// logging with bound values, errors that quoted URLs). Guards: tokens end with their key, within
// AUTH_CACHE_TTL_MS, on both surfaces; no credential reaches a log line, even at debug level.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { createLogger } from '../../src/platform/logger.js';
import { until } from '../support/eventually.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

const AUTH_CACHE_TTL_MS = 500;
const SMTP_PASSWORD = 'smtp-Secr3t-for-security-suite';
const WEBHOOK_SECRET = 'whsec_K9dL2mQ7xV4bN8cZ1aS5fG3hJ6kP0wE2rT4yU7iO9pQ';
const HEADER_SECRET = 'header-secret-Zq81Lp0Xv';

let server: TestServer;
let outbound: OutboundFixture;
let accounts: AccountsRepository;
const logLines: string[] = [];
const ormDebugBefore = process.env.MIKRO_ORM_DEBUG;
// kept to be put back on the same objects after the test
// eslint-disable-next-line @typescript-eslint/unbound-method
const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
// eslint-disable-next-line @typescript-eslint/unbound-method
const consoleBefore = Object.fromEntries(CONSOLE_METHODS.map((m) => [m, console[m]]));

/**
 * Whatever this process writes to stdout, stderr or the console (an ORM's or a library's own
 * logging, which does not go through the service's logger) is kept as log lines too.
 */
function captureOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.write = (chunk: string | Uint8Array) => {
      logLines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    };
  }
  for (const method of CONSOLE_METHODS)
    console[method] = (...args: unknown[]) => void logLines.push(args.map(String).join(' '));
}

/** A loopback port nothing listens on (an SMTP server that refuses every connection). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  process.env.MIKRO_ORM_DEBUG = 'true'; // what an operator might set to see the queries
  captureOutput();
  outbound = await startOutboundFixture();
  server = await startTestServer(
    {
      ...outbound.env,
      AUTH_CACHE_TTL_MS: String(AUTH_CACHE_TTL_MS),
      LOG_LEVEL: 'debug',
      SMTP_URL: `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${await closedPort()}`,
      SMTP_FROM: 'alerts@memory.test',
    },
    {},
    createLogger('debug', (_level, line) => logLines.push(line)),
  );
  accounts = new AccountsRepository(server.service.db.orm);
  // the ORM writes its own log lines (queries with their bound values, when its debugging is on)
  // through a writer bound when it starts: those lines are kept here as well
  const ormLogger = server.service.db.orm.config.getLogger() as unknown as { writer: (message: string) => void };
  ormLogger.writer = (message) => void logLines.push(message);
});
afterAll(async () => {
  process.stdout.write = writes.stdout;
  process.stderr.write = writes.stderr;
  Object.assign(console, consoleBefore);
  if (ormDebugBefore === undefined) delete process.env.MIKRO_ORM_DEBUG;
  else process.env.MIKRO_ORM_DEBUG = ormDebugBefore;
  await server?.stop();
  await outbound?.close();
});

const login = async (apiKey: string): Promise<string> => {
  const res = await server.call('POST', '/v1/auth/login', { body: { api_key: apiKey } });
  expect(res.status, res.text).toBe(200);
  return res.body.access_token;
};
/** What the operator commands wait for after changing a key. */
const outwaitAuthCache = () => new Promise((resolve) => setTimeout(resolve, AUTH_CACHE_TTL_MS + 100));

describe('attack 8: a session token of a revoked or rotated key', () => {
  it('is refused 401 on both surfaces once the key is revoked', async () => {
    const { apiKey } = await signUp(server);
    const token = await login(apiKey);
    expect((await server.call('GET', '/v1/keys/usage', { token })).status).toBe(200);
    expect(await accounts.revokeKey(hashApiKey(apiKey))).toBe(true); // what `admin revoke-key` does
    await outwaitAuthCache();
    expect((await server.call('GET', '/v1/keys/usage', { token })).status).toBe(401);
    expect((await server.call('GET', '/generic/v1/users/someone/stats', { token })).status).toBe(401);
    expect((await server.call('POST', '/v1/auth/login', { body: { api_key: apiKey } })).status).toBe(401);
  });

  it('is refused 401 once the key is rotated; the new key works', async () => {
    const { apiKey } = await signUp(server);
    const token = await login(apiKey);
    const replacement = generateApiKey('live');
    expect(await accounts.rotateKey(hashApiKey(apiKey), hashApiKey(replacement))).toBe('live'); // `admin rotate-key`
    await outwaitAuthCache();
    expect((await server.call('GET', '/v1/keys/usage', { token })).status).toBe(401);
    expect((await server.call('GET', '/generic/v1/users/someone/stats', { token })).status).toBe(401);
    expect((await server.call('GET', '/v1/keys/usage', { token: replacement })).status).toBe(200);
  });
});

describe('attack 8: credentials in the logs', () => {
  it('no key, token, webhook secret, header value or SMTP password appears in a debug log line', async () => {
    const { apiKey, email } = await signUp(server);
    const token = await login(apiKey);
    const hook = await server.call('POST', '/v1/webhooks', {
      token,
      body: {
        url: outbound.receiver.url('/hooks/security'),
        events: ['MEMORY_STORED'],
        secret: WEBHOOK_SECRET,
        headers: { 'X-Api-Secret': HEADER_SECRET },
      },
    });
    expect(hook.status, hook.text).toBe(201);
    const trigger = await server.call('POST', '/v1/triggers', {
      token: apiKey,
      body: {
        name: 'Mail',
        conditions: [{ type: 'IMPORTANCE_GTE', value: 0.1 }],
        actions: [{ type: 'EMAIL_ALERT', to: email }],
      },
    });
    expect(trigger.status, trigger.text).toBe(201);
    const stored = await server.call('POST', '/v1/overflow/store', {
      token,
      body: {
        vector: Array.from(unitVectors(2208, 1, 768)[0]!),
        text: 'Sets off the webhook and the mail.',
        category: 'decision',
        importance: 0.9,
      },
    });
    expect(stored.status, stored.text).toBe(201);
    await until('the webhook delivery', () =>
      outbound.receiver.requests.some((r) => r.path === '/hooks/security') ? true : undefined,
    );
    await until('the failed e-mail', async () => {
      const res = await server.call('GET', `/v1/triggers/${trigger.body.id}/executions`, { token });
      return res.body.total >= 1 ? true : undefined;
    });
    // a wrong key in the header, as a prober would send
    expect((await server.call('GET', '/v1/keys/usage', { token: `${apiKey}x` })).status).toBe(401);

    expect(logLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    for (const secret of [
      apiKey,
      `${apiKey}x`,
      token,
      hashApiKey(apiKey),
      WEBHOOK_SECRET,
      HEADER_SECRET,
      SMTP_PASSWORD,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
