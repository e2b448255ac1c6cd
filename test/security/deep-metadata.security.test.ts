// Attack 5 of issue 22: bodies built to break the service rather than be refused. Before the fix
// metadata nested 5,000 levels deep overflowed the stack of a recursive check and answered 500
// (after the request had been charged), and a LOG_EVENT action with the common level name
// "warning" was refused, so a client library's usual level could not be used. Guards: a body
// nested too deep answers 422 naming the field, before anything is embedded, charged or stored;
// "warning" is taken as warn.
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

/** JSON text of an object nested `levels` deep, too deep to build as a value and stringify. */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const usage = async (apiKey: string) => (await server.call('GET', '/v1/keys/usage', { token: apiKey })).body;

describe('attack 5: metadata nested 5,000 levels deep', () => {
  it('POST /v1/store answers 422 naming metadata, stores nothing and charges nothing', async () => {
    const { apiKey } = await signUp(server);
    const before = await usage(apiKey);
    const res = await server.call('POST', '/v1/store', {
      token: apiKey,
      body: `{"text":"Deep.","category":"fact","metadata":${nestedJson(5000)}}`,
    });
    expect(res.status, res.text).toBe(422);
    expectConforms('storeMemory', res);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.error.details)).toEqual(['metadata']);
    expect(await usage(apiKey)).toEqual(before);
    expect((await server.call('GET', '/v1/stats', { token: apiKey })).body.total_memories).toBe(0);
  });

  it('an open field of the generic surface nested 5,000 levels deep answers 422 too', async () => {
    const { apiKey } = await signUp(server);
    const res = await server.call('POST', '/generic/v1/memories', {
      token: apiKey,
      body: `{"content":"Deep.","metadata":{"category":"fact"},"extra":${nestedJson(5000)}}`,
    });
    expect(res.status, res.text).toBe(422);
    expectConforms('genericCreateMemory', res);
    expect(Object.keys(res.body.error.details)).toContain('extra');
  });

  it('an overflow store with metadata 5,000 levels deep answers 422, and the service goes on answering', async () => {
    const { apiKey } = await signUp(server);
    const vector = Array.from({ length: 768 }, (_, i) => (i % 2 ? 1 : -1) / Math.sqrt(768));
    const body = `{"vector":${JSON.stringify(vector)},"text":"Deep.","category":"fact","importance":0.5,"metadata":${nestedJson(5000)}}`;
    const res = await server.call('POST', '/v1/overflow/store', { token: apiKey, body });
    expect(res.status, res.text).toBe(422);
    expectConforms('storeOverflowMemory', res);
    expect((await server.call('GET', '/health')).status).toBe(200);
  });
});

describe('attack 5: LOG_EVENT level "warning"', () => {
  it('is accepted and stored as warn', async () => {
    const { apiKey } = await signUp(server);
    const res = await server.call('POST', '/v1/triggers', {
      token: apiKey,
      body: {
        name: 'Warn me',
        conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }],
        actions: [{ type: 'LOG_EVENT', level: 'warning' }],
      },
    });
    expect(res.status, res.text).toBe(201);
    expectConforms('createTrigger', res);
    expect(res.body.actions).toEqual([{ type: 'LOG_EVENT', level: 'warn' }]);
  });
});
