import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('sign-up', () => {
  it('creates an account on the free tier and shows a production key once', async () => {
    const res = await server.call('POST', '/v1/keys', {
      body: { email: 'ada@example.com', name: 'Ada', vector_db_url: 'postgres://93.184.215.14/db' },
    });
    expect(res.status).toBe(201);
    expectConforms('createKey', res);
    expect(res.body).toMatchObject({ tier: 'free', vector_db_url: 'postgres://93.184.215.14/db' });
    expect(res.body.api_key).toMatch(/^pr_live_[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a second account for the same e-mail, whatever its letter case', async () => {
    const res = await server.call('POST', '/v1/keys', { body: { email: 'ADA@Example.com' } });
    expect(res.status).toBe(409);
    expectConforms('createKey', res);
    expect(res.body.error.code).toBe('EMAIL_EXISTS');
  });

  it('validates the e-mail address and the vector database URL', async () => {
    const bad = await server.call('POST', '/v1/keys', { body: { email: 'not an address' } });
    expect(bad.status).toBe(422);
    expectConforms('createKey', bad);
    expect(bad.body.error.details).toHaveProperty('email');
    const url = await server.call('POST', '/v1/keys', {
      body: { email: 'b@example.com', vector_db_url: 'ftp://files.example.com/x' },
    });
    expect(url.status).toBe(422);
    expect(url.body.error.details).toHaveProperty('vector_db_url');
    // an outbound connection like a webhook: no loopback, private or metadata hosts, no driver options
    for (const vectorDbUrl of [
      'postgres://127.0.0.1/db',
      'milvus://169.254.169.254:19530',
      'postgres://93.184.215.14/db?sslcert=/etc/key',
    ]) {
      const refused = await server.call('POST', '/v1/keys', {
        body: { email: 'c@example.com', vector_db_url: vectorDbUrl },
      });
      expect(refused.status).toBe(422);
      expectConforms('createKey', refused);
      expect(refused.body.error.details).toHaveProperty('vector_db_url');
      expect(refused.text).not.toContain('169.254');
    }
  });
});

describe('usage', () => {
  it('reports the period against the tier limits, with per-operation counts on request', async () => {
    const { apiKey } = await signUp(server);
    const plain = await server.call('GET', '/v1/keys/usage', { token: apiKey });
    expect(plain.status).toBe(200);
    expectConforms('getUsage', plain);
    expect(plain.body).toMatchObject({
      tier: 'free',
      requests_used: 0,
      requests_limit: 1000,
      memories_stored: 0,
      memories_limit: 10000,
    });
    expect(plain.body).not.toHaveProperty('detailed');
    expect(new Date(plain.body.reset_date).getUTCDate()).toBe(1);
    const detailed = await server.call('GET', '/v1/keys/usage?detailed=true', { token: apiKey });
    expectConforms('getUsage', detailed);
    expect(detailed.body.detailed).toEqual({ intelligence: 0, store: 0, search: 0, embed: 0 });
  });

  it('counts a store and a forget in the next report at once, though reports reuse their reads', async () => {
    const { apiKey } = await signUp(server);
    const stored = async () => {
      const res = await server.call('GET', '/v1/keys/usage', { token: apiKey });
      expect(res.status).toBe(200);
      return res.body.memories_stored as number;
    };
    expect(await stored()).toBe(0);
    const kept = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: { text: 'The usage report counts this memory at once.' },
    });
    expect(kept.status).toBe(201);
    expect(await stored()).toBe(1);
    const forgotten = await server.call('POST', '/v1/forget', {
      token: apiKey,
      body: { memory_id: kept.body.id },
    });
    expect(forgotten.status).toBe(200);
    expect(await stored()).toBe(0);
  });

  it('needs a valid key', async () => {
    for (const token of [undefined, 'pr_live_' + 'A'.repeat(43), 'not-a-key', 'a.b.c']) {
      const res = await server.call('GET', '/v1/keys/usage', { token });
      expect(res.status, String(token)).toBe(401);
      expectConforms('getUsage', res);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('login', () => {
  it('exchanges a key for a session token that works in its place', async () => {
    const { email, apiKey } = await signUp(server);
    const res = await server.call('POST', '/v1/auth/login', { body: { api_key: apiKey } });
    expect(res.status).toBe(200);
    expectConforms('login', res);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email, name: null, tier: 'free' },
    });
    const usage = await server.call('GET', '/v1/keys/usage', { token: res.body.access_token });
    expect(usage.status).toBe(200);
    expect(usage.body.tier).toBe('free');
  });

  it('answers 401 INVALID_API_KEY for a wrong key and 422 for a missing one', async () => {
    const wrong = await server.call('POST', '/v1/auth/login', { body: { api_key: 'pr_live_' + 'B'.repeat(43) } });
    expect(wrong.status).toBe(401);
    expectConforms('login', wrong);
    expect(wrong.body.error.code).toBe('INVALID_API_KEY');
    const missing = await server.call('POST', '/v1/auth/login', { body: {} });
    expect(missing.status).toBe(422);
    expectConforms('login', missing);
  });

  it('a tampered session token is refused', async () => {
    const { apiKey } = await signUp(server);
    const { body } = await server.call('POST', '/v1/auth/login', { body: { api_key: apiKey } });
    const token: string = body.access_token;
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const res = await server.call('GET', '/v1/keys/usage', { token: tampered });
    expect(res.status).toBe(401);
  });
});
