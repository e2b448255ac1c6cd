import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingOperations } from '../../src/http/not-implemented.js';
import { contractDocument, expectConforms, operation } from '../support/conformance.js';
import { exampleRequest } from '../support/openapi-document.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: '65536' });
  ({ apiKey } = await signUp(server));
});
afterAll(async () => {
  await server?.stop();
});

describe('every error leaves as the envelope with its status', () => {
  it('unknown route: 404 NOT_FOUND', async () => {
    const res = await server.call('GET', '/v1/nothing-here', { token: apiKey });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('wrong method: 405 METHOD_NOT_ALLOWED naming the allowed ones', async () => {
    const res = await server.call('DELETE', '/v1/keys/usage', { token: apiKey });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('malformed JSON: 400 INVALID_JSON', async () => {
    const res = await server.call('POST', '/v1/keys', { body: '{"email": "a@b.c",' });
    expect(res.status).toBe(400);
    expectConforms('createKey', res);
    expect(res.body.error.code).toBe('INVALID_JSON');
  });

  it('wrong content type: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await server.call('POST', '/v1/keys', {
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('oversized body: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await server.call('POST', '/v1/keys', { body: { email: 'a@b.c', name: 'x'.repeat(70_000) } });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { limit_bytes: 65536 } });
  });

  it('schema violation: 422 VALIDATION_ERROR mapping each field to its problem', async () => {
    const res = await server.call('POST', '/v1/keys', { body: { name: 42, surprise: true } });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual({
      email: 'is required',
      name: 'must be string',
      surprise: 'is not a known field',
    });
  });

  it('names at most 50 invalid fields, each cut to 64 characters, and says how many more', async () => {
    const fields = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`k${i}`, 1]));
    // straight to the service: the proxy reports each of 4,000 violations in a header it cannot send
    const res = await server.call('POST', '/v1/keys', {
      body: { email: 'a@b.c', ...fields, ['x'.repeat(5000)]: 1 },
      direct: true,
    });
    expect(res.status).toBe(422);
    expectConforms('createKey', res);
    expect(Object.keys(res.body.error.details)).toHaveLength(50);
    expect(res.body.error.details.k0).toBe('is not a known field');
    expect(res.body.error.message).toMatch(
      /^The request has invalid fields: k0, k1, .* and 3951 more\. k0 is not a known field;/,
    );
    expect(res.text.length).toBeLessThan(8 * 1024);
    const long = await server.call('POST', '/v1/keys', { body: { email: 'a@b.c', ['y'.repeat(5000)]: 1 } });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.error.details)).toEqual([`${'y'.repeat(64)}...`]);
  });

  it('carries X-Request-Id on every answer, echoing a sensible one from the caller', async () => {
    const mine = await server.call('GET', '/health', { headers: { 'x-request-id': 'trace-abc.1' } });
    expect(mine.headers.get('x-request-id')).toBe('trace-abc.1');
    const odd = await server.call('GET', '/nowhere', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]{24}$/);
  });

  it('never answers 5xx to malformed input', async () => {
    const bodies = [
      '',
      '{',
      '[]',
      'null',
      '"x"',
      '123',
      '{"email":null}',
      '{"email":["a"]}',
      '{"email":{"$gt":""}}',
      `{"email":"${'a'.repeat(5000)}@x.io"}`,
      randomBytes(64).toString('latin1'),
      '{"api_key":12}',
      '{"__proto__":{"admin":true},"email":"p@q.rs"}',
    ];
    for (const path of ['/v1/keys', '/v1/auth/login']) {
      for (const body of bodies) {
        const res = await server.call('POST', path, { body, headers: { 'content-type': 'application/json' } });
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)} -> ${res.text.slice(0, 200)}`).toBeLessThan(
          500,
        );
        expect(res.status).toBeGreaterThanOrEqual(200);
        if (res.status >= 400) expect(typeof res.body.error?.code).toBe('string');
      }
    }
  });
});

describe('operations of areas not built yet', () => {
  it('none is left: every operation of the contract has its handler', () => {
    expect(pendingOperations).toEqual([]);
  });

  it('each answers 501 NOT_IMPLEMENTED in the envelope, naming its area', async () => {
    for (const id of pendingOperations) {
      const op = operation(id);
      const req = exampleRequest(contractDocument, op);
      const qs = req.query.toString();
      const res = await server.call(op.method.toUpperCase(), `${req.path}${qs ? `?${qs}` : ''}`, {
        token: apiKey,
        body: req.hasBody ? req.body : undefined,
      });
      expect(res.status, `${id}: ${res.text.slice(0, 200)}`).toBe(501);
      expect(res.body.error.code).toBe('NOT_IMPLEMENTED');
      expect(res.body.error.details.area).toBeTruthy();
    }
  });
});

describe('rate limits', () => {
  it('answer 429 RATE_LIMIT_EXCEEDED with Retry-After past the tier limit per minute', async () => {
    const { apiKey: key } = await signUp(server); // free tier: 100 requests per minute
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await server.call('GET', '/v1/keys/usage', { token: key })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await server.call('GET', '/v1/keys/usage', { token: key });
    expect(limited.status).toBe(429);
    expectConforms('getUsage', limited);
    expect(limited.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // another key of another account is not affected
    expect((await server.call('GET', '/v1/keys/usage', { token: apiKey })).status).toBe(200);
  });
});
