// Attack 1 of issue 22: a trigger whose TEXT_REGEX pattern makes RE2 give up its DFA
// ([ab]*a[ab]{200}c), test-run by its owner against 300 KB of random a's and b's. Before the fix
// the match ran on the request thread for seconds, and every other request (GET /health, other
// accounts) waited behind it. Guards: the match runs off the request thread under a time budget,
// and /health answers while the attack is still running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { randomAB } from '../support/random-ab.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

// long enough that /health, sent 100 ms into the match, surely answers before it ends
const BUDGET_MS = 1500;
const PATTERN = '[ab]*a[ab]{200}c';

let server: TestServer;

beforeAll(async () => {
  // the CPU budget, not the wall-clock ceiling, must stop the match however busy the machine
  // one overrun a minute pauses an account's matching (the default is 4), to keep the test short
  server = await startTestServer({
    REGEX_MATCH_BUDGET_MS: String(BUDGET_MS),
    REGEX_MATCH_CEILING_MS: '600000',
    REGEX_OVERRUNS_PER_MINUTE: '1',
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('attack 1: a catastrophic regex test-run over 300 KB', () => {
  it('GET /health and another account answer while the match runs; the match is stopped at its budget', async () => {
    const attacker = (await signUp(server)).apiKey;
    const bystander = (await signUp(server)).apiKey;
    const trigger = await server.call('POST', '/v1/triggers', {
      token: attacker,
      body: { name: 'ReDoS', conditions: [{ type: 'TEXT_REGEX', pattern: PATTERN }], actions: [{ type: 'LOG_EVENT' }] },
    });
    expect(trigger.status, trigger.text).toBe(201);
    // a first run with the trigger's own sample text: the regex threads are up
    await server.call('POST', `/v1/triggers/${trigger.body.id}/test`, { token: attacker });

    const order: string[] = [];
    const started = performance.now();
    const attack = server
      .call('POST', `/v1/triggers/${trigger.body.id}/test`, {
        token: attacker,
        body: { memory: { content: randomAB(300 * 1024, 7) } },
      })
      .then((res) => (order.push('attack'), res));
    await new Promise((r) => setTimeout(r, 100));
    const healthStarted = performance.now();
    const health = await server.call('GET', '/health');
    const healthMs = performance.now() - healthStarted;
    order.push('health');
    const other = await server.call('GET', '/v1/triggers', { token: bystander });
    order.push('bystander');
    const attacked = await attack;
    const attackMs = performance.now() - started;

    expect(health.status).toBe(200);
    expect(other.status).toBe(200);
    // the order is the guard: on the request thread the match held /health until it ended
    // (an absolute bound on healthMs would measure the machine's load under the parallel suite)
    console.log(
      `/health answered in ${healthMs.toFixed(0)} ms while the match ran; the attack in ${attackMs.toFixed(0)} ms`,
    );
    expect(order).toEqual(['health', 'bystander', 'attack']);
    expect(attacked.status).toBe(200);
    expectConforms('testTrigger', attacked);
    expect(attacked.body.conditions_matched).toBe(false);
    // stopped by its budget, which is CPU time: how long that takes on the wall clock depends on
    // what else the machine runs, since the thread has the lowest priority
    expect(attacked.body.conditions_detail[0].error).toContain(`time budget of ${BUDGET_MS} ms`);
  });

  it("refuses a paused account's next trigger tests before their bodies are read", async () => {
    // found on the way: once an account's matches were paused, each further test of 300 KB was
    // still read, parsed and validated before it answered "not run", and an attacker loop sent
    // about 95 of them a second, all CPU of the service's request thread
    const attacker = (await signUp(server)).apiKey;
    const bystander = (await signUp(server)).apiKey;
    const create = (token: string, pattern: string) =>
      server.call('POST', '/v1/triggers', {
        token,
        body: { name: 'Paused', conditions: [{ type: 'TEXT_REGEX', pattern }], actions: [{ type: 'LOG_EVENT' }] },
      });
    const slow = await create(attacker, PATTERN);
    const plain = await create(attacker, 'invoice');
    const theirs = await create(bystander, 'invoice');
    expect([slow.status, plain.status, theirs.status]).toEqual([201, 201, 201]);

    const overrun = await server.call('POST', `/v1/triggers/${slow.body.id}/test`, {
      token: attacker,
      body: { memory: { content: randomAB(300 * 1024, 7) } },
    });
    expect(overrun.status, overrun.text).toBe(200);
    expect(overrun.body.conditions_detail[0].error).toContain(`time budget of ${BUDGET_MS} ms`);

    // a body that is not even JSON: a 400 would mean it was read
    for (const id of [slow.body.id, plain.body.id]) {
      const refused = await server.call('POST', `/v1/triggers/${id}/test`, { token: attacker, body: '{"memory": ' });
      expect(refused.status, refused.text).toBe(429);
      expectConforms('testTrigger', refused);
      expect(refused.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
      expect(refused.body.error.message).toContain('Trigger tests of this account are paused');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // another account is not paused
    const other = await server.call('POST', `/v1/triggers/${theirs.body.id}/test`, {
      token: bystander,
      body: { memory: { content: 'invoice 42 is due' } },
    });
    expect(other.status, other.text).toBe(200);
    expect(other.body.conditions_matched).toBe(true);
  });

  it('a pattern whose program would be huge is refused at creation and on change', async () => {
    // found on the way: RE2's time per character grows with the compiled program, and a counted
    // repetition copies its element (`[a-z]{1000}` is 1,000 of them; `\p{L}{11}` compiles to
    // thousands of byte ranges). Before the fix both were accepted, compiled on the request
    // thread and made every later match of the trigger slow.
    const attacker = (await signUp(server)).apiKey;
    const res = await server.call('POST', '/v1/triggers', {
      token: attacker,
      body: {
        name: 'Huge',
        conditions: [{ type: 'TEXT_REGEX', pattern: '[a-z]{1000}x' }],
        actions: [{ type: 'LOG_EVENT' }],
      },
    });
    expect(res.status, res.text).toBe(400);
    expectConforms('createTrigger', res);
    expect(res.body.error.code).toBe('INVALID_REGEX');
    const small = await server.call('POST', '/v1/triggers', {
      token: attacker,
      body: { name: 'Small', conditions: [{ type: 'TEXT_REGEX', pattern: 'x' }], actions: [{ type: 'LOG_EVENT' }] },
    });
    expect(small.status, small.text).toBe(201);
    const changed = await server.call('PATCH', `/v1/triggers/${small.body.id}`, {
      token: attacker,
      body: { conditions: [{ type: 'TEXT_REGEX', pattern: '\\p{L}{11}' }] },
    });
    expect(changed.status, changed.text).toBe(400);
    expect(changed.body.error.code).toBe('INVALID_REGEX');
  });
});
