// Trigger conditions nested past their limit of 5 levels. The OpenAPI validator checks each
// condition against every member of the condition union, collecting all errors, so its work
// doubled with each level of groups: 20 levels held the request thread for about 3 s, 30 for more
// than 30 s, and every other request of every account waited with it. The nesting limit is now
// checked before the validator: such a request answers 400 INVALID_CONDITIONS at once.
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
    });
    expect(res.status, res.text).toBe(400);
    expectConforms('updateTrigger', res);
    expect(res.body.error.code).toBe('INVALID_CONDITIONS');
    const after = await server.call('GET', `/v1/triggers/${created.body.id}`, { token: apiKey });
    expect(after.body.conditions).toEqual([nested(5)]);
  });
});
