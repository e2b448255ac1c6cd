// TEXT_REGEX patterns are compiled when a trigger is saved, to refuse those RE2 does not take.
// Compiling a class over Unicode categories takes long (`\p{Lu}{3}` tens of milliseconds,
// `\p{L}{10}` about 0.4 s on 2 cores), and it was done on the request thread: one trigger of 100
// such patterns held every request of every account for tens of seconds. Patterns are now
// compiled in the regex pool's threads, and the service answers others meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ apiKey } = await signUp(server));
});
afterAll(async () => {
  await server?.stop();
});

describe('a trigger of 40 patterns that are slow to compile', () => {
  it('is checked while the service answers other requests, and then saved', async () => {
    const conditions = [
      {
        type: 'OR_GROUP',
        conditions: Array.from({ length: 40 }, (_, i) => ({ type: 'TEXT_REGEX', pattern: `\\p{Lu}{3}${i}` })),
      },
    ];
    let answered = false;
    const create = server
      .call('POST', '/v1/triggers', {
        token: apiKey,
        body: { name: 'unicode', conditions, actions: [{ type: 'LOG_EVENT' }] },
      })
      .finally(() => (answered = true));
    // /health, one call after another, while the trigger is checked
    let healthAnswers = 0;
    while (!answered) {
      expect((await server.call('GET', '/health')).status).toBe(200);
      if (!answered) healthAnswers += 1;
    }
    const res = await create;
    expect(res.status, res.text).toBe(201);
    expectConforms('createTrigger', res);
    expect(healthAnswers).toBeGreaterThanOrEqual(5);
  });

  it('a pattern RE2 does not compile is still refused with its reason', async () => {
    const res = await server.call('POST', '/v1/triggers', {
      token: apiKey,
      body: {
        name: 'lookahead',
        conditions: [{ type: 'TEXT_REGEX', pattern: 'abc(?=def)' }],
        actions: [{ type: 'LOG_EVENT' }],
      },
    });
    expect(res.status, res.text).toBe(400);
    expectConforms('createTrigger', res);
    expect(res.body.error).toMatchObject({
      code: 'INVALID_REGEX',
      details: { field: 'conditions[0].pattern', reason: 'invalid perl operator: (?=' },
    });
  });
});
