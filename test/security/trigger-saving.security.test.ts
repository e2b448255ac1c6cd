// Saving a trigger held the request thread, and every request of every account with it:
//  - conditions nested past their limit of 5 levels: the OpenAPI validator checks each condition
//    against every member of the condition union, collecting all errors, so its work doubled with
//    each level of groups (20 levels about 3 s, 30 more than 30 s). The limit is now checked
//    before the validator: such a request answers 400 INVALID_CONDITIONS at once;
//  - TEXT_REGEX patterns compiled on the request thread to refuse those RE2 does not take: a
//    class over Unicode categories is slow to compile (`\p{Lu}{3}` tens of milliseconds,
//    `\p{L}{10}` about 0.4 s on 2 cores), so one trigger of 100 such patterns held the service for
//    tens of seconds. Patterns are now compiled in the regex pool's threads.
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

/** One TEXT_CONTAINS condition inside `levels - 1` nested AND_GROUPs. */
function nested(levels: number): unknown {
  let condition: unknown = { type: 'TEXT_CONTAINS', value: 'x' };
  for (let i = 1; i < levels; i++) condition = { type: 'AND_GROUP', conditions: [condition] };
  return condition;
}

describe('trigger conditions nested 40 levels deep', () => {
  it('a create answers 400 INVALID_CONDITIONS naming the limit, and nothing is created', async () => {
    const res = await server.call('POST', '/v1/triggers', {
      token: apiKey,
      body: { name: 'deep', conditions: [nested(40)], actions: [{ type: 'LOG_EVENT' }] },
      // not through the validation proxy, whose own validator would take for ever on this body
      direct: true,
    });
    expect(res.status, res.text).toBe(400);
    expectConforms('createTrigger', res);
    expect(res.body.error).toMatchObject({ code: 'INVALID_CONDITIONS', details: { maximum_depth: 5 } });
    expect((await server.call('GET', '/v1/triggers', { token: apiKey })).body.items).toEqual([]);
  });

  it('an update answers the same and leaves the trigger as it was', async () => {
    const created = await server.call('POST', '/v1/triggers', {
      token: apiKey,
      body: { name: 'shallow', conditions: [nested(5)], actions: [{ type: 'LOG_EVENT' }] },
    });
    expect(created.status, created.text).toBe(201);
    const res = await server.call('PATCH', `/v1/triggers/${created.body.id}`, {
      token: apiKey,
      body: { conditions: [nested(40), nested(40)] },
      direct: true,
    });
    expect(res.status, res.text).toBe(400);
    expectConforms('updateTrigger', res);
    expect(res.body.error.code).toBe('INVALID_CONDITIONS');
    const after = await server.call('GET', `/v1/triggers/${created.body.id}`, { token: apiKey });
    expect(after.body.conditions).toEqual([nested(5)]);
  });
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
