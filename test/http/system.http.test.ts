import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const run = promisify(execFile);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ GENERIC_BASE_PATH: '/mem0/v1' });
});
afterAll(async () => {
  await server?.stop();
});

describe('health and descriptor', () => {
  it('GET /health needs no key and reports the database', async () => {
    const res = await server.call('GET', '/health');
    expect(res.status).toBe(200);
    expectConforms('getHealth', res);
    expect(res.body.status).toBe('healthy');
  });

  it('GET /v1/health reports each dependency from a real check', async () => {
    expect((await server.call('GET', '/v1/health')).status).toBe(401);
    const { apiKey } = await signUp(server);
    const res = await server.call('GET', '/v1/health', { token: apiKey });
    expect(res.status).toBe(200);
    expectConforms('getServiceHealth', res);
    expect(res.body.services.api).toBe('healthy');
    expect(res.body.services.vector_db).toBe('healthy'); // pgvector is available in the embedded database
    expect(['healthy', 'degraded']).toContain(res.body.services.embedding);
    expect(res.body.environment).toBe('development');
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers carry no ETag, and a conditional GET is answered in full: the contract has no 304', async () => {
    const { apiKey } = await signUp(server);
    const first = await server.call('GET', '/v1/keys/usage', { token: apiKey });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    for (const tag of ['*', 'W/"1"']) {
      // as a browser revalidates (fetch alone adds no-cache, which Express reads as "never fresh")
      const again = await server.call('GET', '/v1/keys/usage', {
        token: apiKey,
        direct: true,
        headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' },
      });
      expect(again.status, again.text).toBe(200);
      expectConforms('getUsage', again);
      expect(again.body).toEqual(first.body);
    }
  });

  it('GET / is the service descriptor with the tiers of the tiers table', async () => {
    const res = await server.call('GET', '/');
    expect(res.status).toBe(200);
    expectConforms('getServiceDescriptor', res);
    expect(res.body.documentation).toEqual({
      docs: '/docs',
      redoc: '/redoc',
      health: '/health',
      openapi: '/openapi.yaml',
      console: '/console',
    });
    expect(res.body.quick_start.map((s: { path: string }) => s.path)).toEqual([
      '/v1/keys',
      '/v1/store',
      '/v1/search',
      '/v1/keys/usage',
    ]);
    const free = res.body.tiers.find((t: { name: string }) => t.name === 'free');
    expect(free).toMatchObject({ tokens_per_month: 100000, queries_per_month: 1000, collections: 1, webhooks: 1 });
  });
});

describe('the served contract and a configured generic base', () => {
  it('serves /openapi.yaml with the generic surface under the configured base', async () => {
    const res = await server.call('GET', '/openapi.yaml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/yaml/);
    const doc = YAML.parse(res.text);
    expect(Object.keys(doc.paths)).toContain('/mem0/v1/memories');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/generic/v1'))).toBe(false);
  });

  it('serves the generic operations there, with its own codes, and nothing at the default base', async () => {
    const res = await server.call('POST', '/mem0/v1/memories', { body: { content: 'I prefer tea' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
    expect((await server.call('POST', '/generic/v1/memories', { body: { content: 'x' } })).status).toBe(404);
  });

  it('serves both documentation pages, pointing at the served contract', async () => {
    for (const path of ['/docs', '/redoc']) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    }
    expect((await server.call('GET', '/redoc')).text).toContain('spec-url="/openapi.yaml"');
    const init = await server.call('GET', '/docs/assets/docs-init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain("url: '/openapi.yaml'");
  });
});

describe('operator command', () => {
  it('changes a tier, taking effect on the next request of the running server', async () => {
    const { email, apiKey } = await signUp(server);
    expect((await server.call('GET', '/v1/keys/usage', { token: apiKey })).body.tier).toBe('free');
    const { stdout } = await run('npx', ['tsx', 'src/cli/admin.ts', 'set-tier', email, 'builder'], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    });
    expect(stdout).toContain('builder');
    const after = await server.call('GET', '/v1/keys/usage', { token: apiKey });
    expect(after.body).toMatchObject({ tier: 'builder', requests_limit: 20000 });
  });

  it('issues a test key that works and is never refused by a monthly quota', async () => {
    const { email } = await signUp(server);
    const { stdout } = await run('npx', ['tsx', 'src/cli/admin.ts', 'create-key', email], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    });
    const testKey = stdout.trim();
    expect(testKey).toMatch(/^pr_test_[A-Za-z0-9_-]{43}$/);
    expect((await server.call('GET', '/v1/keys/usage', { token: testKey })).status).toBe(200);
    // free tier: 10,000 compression vectors a month for production keys; test keys are counted apart
    const body = { vectors: Array.from({ length: 10_001 }, (_, i) => [i % 3, 1]) };
    expect((await server.call('POST', '/v1/compress', { token: testKey, body })).status).toBe(200);
    expect((await server.call('POST', '/v1/compress', { token: testKey, body: { vectors: [[2, 3]] } })).status).toBe(
      200,
    );
  });

  it('refuses an unknown tier or account with a message', async () => {
    const badTier = await run('npx', ['tsx', 'src/cli/admin.ts', 'set-tier', 'x@example.com', 'gold'], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    }).catch((e) => e);
    expect(badTier.code).toBe(2);
    expect(badTier.stderr).toMatch(/'gold' is not a tier/);
    const noAccount = await run('npx', ['tsx', 'src/cli/admin.ts', 'set-tier', 'nobody@example.com', 'scale'], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    }).catch((e) => e);
    expect(noAccount.code).toBe(1);
    expect(noAccount.stderr).toMatch(/No account has the e-mail address nobody@example.com/);
  });
});
