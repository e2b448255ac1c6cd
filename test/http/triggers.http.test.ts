// Triggers end to end: validation with the contract's codes, evaluation against every newly
// stored memory, real actions (a WEBHOOK and a Slack-style CHAT_NOTIFICATION to a real HTTPS
// receiver, an EMAIL_ALERT through a real SMTP server, a LOG_EVENT read back from the audit log),
// exact caps under concurrency, test runs without side effects, executions and analytics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS_JOB } from '../../src/modules/triggers/trigger-action-runner.js';
import { untilBackgroundSettles } from '../support/background-work.js';
import { expectConforms } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { randomAB } from '../support/random-ab.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;
let outbound: OutboundFixture;
let receiver: HttpsReceiver;
let smtp: SmtpSink;

beforeAll(async () => {
  outbound = await startOutboundFixture();
  receiver = outbound.receiver;
  smtp = await SmtpSink.start();
  server = await startTestServer({
    ...outbound.env,
    SMTP_URL: smtp.url(),
    SMTP_FROM: 'alerts@memory.test',
    // a channel every account may use: the single-tenant opt-in (per-account channels are tested
    // in trigger-action-policy.http.test.ts)
    CHAT_WEBHOOK_URLS: JSON.stringify({ '#decisions': receiver.url('/chat/decisions') }),
    CHAT_CHANNELS_SHARED: 'true',
    EMAIL_ALLOWED_DOMAINS: 'memory.test',
    // long enough that a request sent while a match runs surely answers before the match ends
    REGEX_MATCH_BUDGET_MS: String(REGEX_BUDGET_MS),
    // the CPU budget, not the wall-clock ceiling, must stop the slow patterns however busy the machine
    REGEX_MATCH_CEILING_MS: '600000',
  });
});
afterAll(async () => {
  await server?.stop();
  await outbound?.close();
  await smtp?.close();
});

const D = 768;
const REGEX_BUDGET_MS = 1500;
let seed = 7000;
const createTrigger = (body: Record<string, unknown>, token: string) =>
  server.call('POST', '/v1/triggers', { token, body });
const storeMemory = (
  token: string,
  text: string,
  category = 'decision',
  importance = 0.9,
  metadata: Record<string, unknown> = {},
) =>
  server.call('POST', '/v1/overflow/store', {
    token,
    body: { vector: Array.from(unitVectors(seed++, 1, D)[0]!), text, category, importance, metadata },
  });

const executions = async (token: string, triggerId: string, count: number, query = '', timeoutMs?: number) =>
  until(
    `${count} executions`,
    async () => {
      const res = await server.call('GET', `/v1/triggers/${triggerId}/executions?page_size=100${query}`, { token });
      return res.body.total >= count ? res : undefined;
    },
    timeoutMs,
  );

const decisionTrigger = {
  name: 'Billing decisions',
  description: 'Every important billing decision goes to the team.',
  conditions: [
    { type: 'CATEGORY_EQUALS', value: 'decision' },
    {
      type: 'OR_GROUP',
      conditions: [
        { type: 'TEXT_CONTAINS', value: 'BILLING' },
        { type: 'METADATA_KEY_EXISTS', key: 'ticket' },
      ],
    },
    { type: 'TEXT_REGEX', pattern: '(?i)provider' },
  ],
};

describe('creating triggers', () => {
  it('creates, lists, reads, replaces and deletes', async () => {
    const { apiKey } = await signUp(server);
    const created = await createTrigger({ ...decisionTrigger, actions: [{ type: 'LOG_EVENT' }] }, apiKey);
    expect(created.status).toBe(201);
    expectConforms('createTrigger', created);
    expect(created.body).toMatchObject({
      enabled: true,
      max_triggers_per_hour: 100,
      max_triggers_per_day: 1000,
      triggers_this_hour: 0,
      triggers_today: 0,
      last_triggered_at: null,
      actions: [{ type: 'LOG_EVENT', level: 'info' }],
    });
    const disabled = await createTrigger(
      {
        name: 'Off',
        enabled: false,
        conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }],
        actions: [{ type: 'LOG_EVENT' }],
      },
      apiKey,
    );
    const all = await server.call('GET', '/v1/triggers', { token: apiKey });
    expectConforms('listTriggers', all);
    expect(all.body.items.map((t: { id: string }) => t.id)).toEqual([disabled.body.id, created.body.id]);
    expect(all.body.items[1]).toMatchObject({ conditions_count: 3, actions_count: 1 });
    expect(
      (await server.call('GET', '/v1/triggers?enabled=false', { token: apiKey })).body.items.map(
        (t: { id: string }) => t.id,
      ),
    ).toEqual([disabled.body.id]);
    expect(
      (await server.call('GET', '/v1/triggers?enabled=true', { token: apiKey })).body.items.map(
        (t: { id: string }) => t.id,
      ),
    ).toEqual([created.body.id]);

    const replaced = await server.call('PATCH', `/v1/triggers/${created.body.id}`, {
      token: apiKey,
      body: { conditions: [{ type: 'IMPORTANCE_LTE', value: 0.2 }], description: null, max_triggers_per_hour: 5 },
    });
    expect(replaced.status).toBe(200);
    expectConforms('updateTrigger', replaced);
    expect(replaced.body).toMatchObject({
      conditions: [{ type: 'IMPORTANCE_LTE', value: 0.2 }],
      description: null,
      max_triggers_per_hour: 5,
      name: 'Billing decisions',
    });
    expect(
      (await server.call('GET', `/v1/triggers/${created.body.id}`, { token: apiKey })).body.conditions,
    ).toHaveLength(1);
    expect((await server.call('DELETE', `/v1/triggers/${created.body.id}`, { token: apiKey })).status).toBe(204);
    expect((await server.call('GET', `/v1/triggers/${created.body.id}`, { token: apiKey })).status).toBe(404);
    expect((await server.call('DELETE', `/v1/triggers/${created.body.id}`, { token: apiKey })).status).toBe(404);
  });

  it('refuses invalid rules with the codes of the contract', async () => {
    const { apiKey } = await signUp(server);
    const base = { name: 'x', conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }], actions: [{ type: 'LOG_EVENT' }] };
    const nest = (depth: number): Record<string, unknown> =>
      depth === 1 ? { type: 'IMPORTANCE_GTE', value: 0.1 } : { type: 'AND_GROUP', conditions: [nest(depth - 1)] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, conditions: [] }, 400, 'INVALID_CONDITIONS'],
      [{ ...base, conditions: [{ type: 'MOON_PHASE', value: 'full' }] }, 400, 'INVALID_CONDITIONS'],
      [{ ...base, conditions: [{ type: 'IMPORTANCE_GTE', value: 1.5 }] }, 400, 'INVALID_CONDITIONS'],
      [
        { ...base, conditions: [{ type: 'CATEGORY_EQUALS', value: 'decision', extra: true }] },
        400,
        'INVALID_CONDITIONS',
      ],
      [{ ...base, conditions: [nest(6)] }, 400, 'INVALID_CONDITIONS'],
      [{ ...base, conditions: [{ type: 'TEXT_REGEX', pattern: '(unclosed' }] }, 400, 'INVALID_REGEX'],
      [{ ...base, conditions: [{ type: 'TEXT_REGEX', pattern: '(a)\\1' }] }, 400, 'INVALID_REGEX'],
      [{ ...base, actions: [] }, 400, 'INVALID_ACTIONS'],
      [{ ...base, actions: [{ type: 'SMOKE_SIGNAL' }] }, 400, 'INVALID_ACTIONS'],
      [{ ...base, actions: [{ type: 'WEBHOOK', url: 'http://example.com/hook' }] }, 400, 'INVALID_ACTIONS'],
      [{ ...base, actions: [{ type: 'EMAIL_ALERT' }] }, 400, 'INVALID_ACTIONS'],
      [{ ...base, actions: [{ type: 'EMAIL_ALERT', to: 'oncall@elsewhere.test' }] }, 400, 'INVALID_ACTIONS'],
      [{ ...base, actions: [{ type: 'CHAT_NOTIFICATION', channel: '#unknown-channel' }] }, 400, 'INVALID_ACTIONS'],
      [{ ...base, max_triggers_per_hour: 0 }, 400, 'INVALID_RATE_LIMIT'],
      [{ ...base, max_triggers_per_day: 100_001 }, 400, 'INVALID_RATE_LIMIT'],
      [{ conditions: base.conditions, actions: base.actions }, 422, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await createTrigger(body, apiKey);
      expect([res.status, res.body.error?.code], JSON.stringify(body).slice(0, 200)).toEqual([status, code]);
      expectConforms('createTrigger', res);
    }
    expect((await createTrigger({ ...base, conditions: [nest(5)] }, apiKey)).status).toBe(201);
  });

  it('names only what is wrong in the member a condition or action names by its type', async () => {
    const { apiKey } = await signUp(server);
    const base = { name: 'x', conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }], actions: [{ type: 'LOG_EVENT' }] };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...base, conditions: [{ type: 'IMPORTANCE_GTE', value: 2 }] }, { 'conditions.0.value': 'must be <= 1' }],
      [
        { ...base, conditions: [{ type: 'AND_GROUP', conditions: [{ type: 'TEXT_CONTAINS' }] }] },
        { 'conditions.0.conditions.0.value': 'is required' },
      ],
      [
        { ...base, conditions: [{ type: 'MOON_PHASE', value: 'full' }] },
        { 'conditions.0.type': 'is not one of the kinds this field takes (see the contract)' },
      ],
      [{ ...base, conditions: [{ value: 0.5 }] }, { 'conditions.0.type': 'is required, a string naming the kind' }],
      [{ ...base, actions: [{ type: 'WEBHOOK' }] }, { 'actions.0.url': 'is required' }],
    ];
    for (const [body, details] of cases) {
      // straight to the service: the proxy reports every member's violations in a header too large to send
      const res = await server.call('POST', '/v1/triggers', { token: apiKey, body, direct: true });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectConforms('createTrigger', res);
      expect(res.body.error.details, JSON.stringify(body)).toEqual(details);
    }
  });

  it('stops at 50 triggers an account with 409 TRIGGER_LIMIT_EXCEEDED', async () => {
    const { apiKey } = await signUp(server);
    const body = {
      name: 'many',
      conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }],
      actions: [{ type: 'LOG_EVENT' }],
    };
    const answers = await Promise.all(Array.from({ length: 52 }, () => createTrigger(body, apiKey)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.error).toMatchObject({
      code: 'TRIGGER_LIMIT_EXCEEDED',
      details: { limit: 50, current: 50 },
    });
  });

  it('takes the common LOG_EVENT level aliases in any letter case and stores the four levels (issue 22)', async () => {
    const { apiKey } = await signUp(server);
    const given = ['WARNING', 'Critical', 'fatal', 'trace', 'Info', 'warn'];
    const created = await createTrigger(
      {
        name: 'Levels',
        conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }],
        actions: given.map((level) => ({ type: 'LOG_EVENT', level })),
      },
      apiKey,
    );
    expect(created.status, created.text).toBe(201);
    expectConforms('createTrigger', created);
    expect(created.body.actions.map((a: { level: string }) => a.level)).toEqual([
      'warn',
      'error',
      'error',
      'debug',
      'info',
      'warn',
    ]);
    const changed = await server.call('PATCH', `/v1/triggers/${created.body.id}`, {
      token: apiKey,
      body: { actions: [{ type: 'LOG_EVENT', level: 'TRACE' }] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.actions).toEqual([{ type: 'LOG_EVENT', level: 'debug' }]);

    const unknown = await createTrigger(
      {
        name: 'Verbose',
        conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }],
        actions: [{ type: 'LOG_EVENT', level: 'verbose' }],
      },
      apiKey,
    );
    expect(unknown.status).toBe(400);
    expectConforms('createTrigger', unknown);
    expect(unknown.body.error).toMatchObject({ code: 'INVALID_ACTIONS' });
    expect(unknown.body.error.message).toContain('warning, critical, fatal, trace');
  });
});

describe('running triggers', () => {
  it('runs every action for a matching stored memory, and none for one that does not match', async () => {
    const { apiKey } = await signUp(server);
    const created = await createTrigger(
      {
        ...decisionTrigger,
        actions: [
          { type: 'WEBHOOK', url: receiver.url('/actions/webhook'), headers: { 'X-Team': 'billing' } },
          {
            type: 'CHAT_NOTIFICATION',
            channel: '#decisions',
            message_template: 'New decision ({{memory.importance}}): {{memory.content}} [{{trigger.name}}]',
          },
          { type: 'EMAIL_ALERT', to: 'oncall@memory.test', subject: 'Decision {{memory.id}} by {{trigger.name}}' },
          {
            type: 'LOG_EVENT',
            level: 'warn',
            message_template:
              '{{trigger.id}} matched {{memory.id}} ({{memory.category}}, {{memory.user_id}}, {{memory.created_at}})',
          },
        ],
      },
      apiKey,
    );
    expect(created.status).toBe(201);
    const trigger = created.body;
    expect((await storeMemory(apiKey, 'We keep the old provider for billing.', 'fact')).status).toBe(201); // not a decision
    const stored = await storeMemory(apiKey, 'Billing moves to the new provider in January.');
    const mailsBefore = smtp.messages.length;

    const done = await executions(apiKey, trigger.id, 1);
    expectConforms('listTriggerExecutions', done);
    expect(done.body.total).toBe(1);
    const execution = done.body.items[0];
    expect(execution).toMatchObject({
      trigger_id: trigger.id,
      memory_id: stored.body.id,
      status: 'SUCCESS',
      conditions_evaluated: 5,
      conditions_matched: 4,
    });
    expect(execution.action_results.map((r: { type: string; status: string }) => [r.type, r.status])).toEqual([
      ['WEBHOOK', 'SUCCESS'],
      ['CHAT_NOTIFICATION', 'SUCCESS'],
      ['EMAIL_ALERT', 'SUCCESS'],
      ['LOG_EVENT', 'SUCCESS'],
    ]);

    const [hook] = receiver.requests.filter((r) => r.path === '/actions/webhook');
    expect(hook!.headers['x-team']).toBe('billing');
    expect(JSON.parse(hook!.rawBody)).toMatchObject({
      trigger: { id: trigger.id, name: 'Billing decisions' },
      execution_id: execution.id,
      memory: {
        id: stored.body.id,
        content: 'Billing moves to the new provider in January.',
        category: 'decision',
        importance: 0.9,
        user_id: null,
      },
    });
    const [chat] = receiver.requests.filter((r) => r.path === '/chat/decisions');
    expect(JSON.parse(chat!.rawBody)).toEqual({
      text: 'New decision (0.9): Billing moves to the new provider in January. [Billing decisions]',
      channel: '#decisions',
    });
    const [mail] = await smtp.waitFor(mailsBefore >= 1 ? mailsBefore : 1, 10_000);
    const message = smtp.messages.find((m) => m.subject.includes(stored.body.id))!;
    expect(message).toBeDefined();
    expect(mail).toBeDefined();
    expect(message.to).toEqual(['oncall@memory.test']);
    expect(message.subject).toBe(`Decision ${stored.body.id} by Billing decisions`);
    expect(message.text).toContain('Billing moves to the new provider in January.');

    const audit = await server.call('GET', '/v1/audit-log', { token: apiKey });
    expectConforms('listAuditLog', audit);
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      level: 'warn',
      trigger_id: trigger.id,
      execution_id: execution.id,
      memory_id: stored.body.id,
    });
    expect(audit.body.items[0].message).toMatch(
      new RegExp(`^${trigger.id} matched ${stored.body.id} \\(decision, , \\d{4}-\\d{2}-\\d{2}T`),
    );
    expect((await server.call('GET', '/v1/audit-log?level=error', { token: apiKey })).body.total).toBe(0);

    const read = await server.call('GET', `/v1/triggers/${trigger.id}`, { token: apiKey });
    expect(read.body).toMatchObject({ triggers_this_hour: 1, triggers_today: 1 });
    expect(read.body.last_triggered_at).not.toBeNull();
    const analytics = await server.call('GET', `/v1/triggers/${trigger.id}/analytics`, { token: apiKey });
    expectConforms('getTriggerAnalytics', analytics);
    expect(analytics.body).toMatchObject({
      total_executions: 1,
      successful_executions: 1,
      failed_executions: 0,
      success_rate_pct: 100,
      rate_limited_count: 0,
      actions_breakdown: {
        WEBHOOK: { total: 1, succeeded: 1, failed: 0 },
        EMAIL_ALERT: { total: 1, succeeded: 1, failed: 0 },
      },
    });
    expect(Object.keys(analytics.body.hourly_distribution)).toHaveLength(24);
  });

  it('records FAILED with the reason when an action fails, and still runs the others', async () => {
    const { apiKey } = await signUp(server);
    const failing = await startHttpsReceiver();
    try {
      failing.setDefaultAnswer({ status: 503 });
      const created = await createTrigger(
        {
          name: 'Failing',
          conditions: [{ type: 'IMPORTANCE_GTE', value: 0.5 }],
          actions: [
            { type: 'WEBHOOK', url: failing.url('/down') },
            { type: 'WEBHOOK', url: failing.url('/also-down') },
            { type: 'LOG_EVENT' },
          ],
        },
        apiKey,
      );
      await storeMemory(apiKey, 'Something important.');
      const done = await executions(apiKey, created.body.id, 1);
      const execution = done.body.items[0];
      expect(execution.status).toBe('FAILED');
      expect(execution.action_results.map((r: { status: string }) => r.status)).toEqual([
        'FAILED',
        'FAILED',
        'SUCCESS',
      ]);
      expect(execution.action_results[0].error).toMatch(/503/);
      expect(execution.action_results[1].error).toMatch(/503/);
      expect(
        (await server.call('GET', `/v1/triggers/${created.body.id}/executions?status=FAILED`, { token: apiKey })).body
          .total,
      ).toBe(1);
      expect(
        (await server.call('GET', `/v1/triggers/${created.body.id}/executions?status=SUCCESS`, { token: apiKey })).body
          .total,
      ).toBe(0);
    } finally {
      await failing.close();
    }
  });

  it('holds the hourly cap exactly when matching memories are stored at once', async () => {
    const { apiKey } = await signUp(server);
    const created = await createTrigger(
      {
        name: 'Capped',
        conditions: [{ type: 'TEXT_CONTAINS', value: 'capped' }],
        actions: [{ type: 'LOG_EVENT' }],
        max_triggers_per_hour: 3,
      },
      apiKey,
    );
    const stores = await Promise.all(Array.from({ length: 10 }, (_, i) => storeMemory(apiKey, `capped memory ${i}`)));
    expect(stores.every((s) => s.status === 201)).toBe(true);
    const done = await executions(apiKey, created.body.id, 10);
    const statuses = done.body.items.map((e: { status: string }) => e.status);
    expect(statuses.filter((s: string) => s === 'SUCCESS')).toHaveLength(3);
    expect(statuses.filter((s: string) => s === 'RATE_LIMITED')).toHaveLength(7);
    expect(
      done.body.items
        .filter((e: { status: string }) => e.status === 'RATE_LIMITED')
        .every((e: { action_results: unknown[] }) => e.action_results.length === 0),
    ).toBe(true);
    expect((await server.call('GET', '/v1/audit-log', { token: apiKey })).body.total).toBe(3);
    const read = await server.call('GET', `/v1/triggers/${created.body.id}`, { token: apiKey });
    expect(read.body).toMatchObject({ triggers_this_hour: 3, triggers_today: 3 });
    const analytics = await server.call('GET', `/v1/triggers/${created.body.id}/analytics`, { token: apiKey });
    expect(analytics.body).toMatchObject({ total_executions: 10, successful_executions: 3, rate_limited_count: 7 });
  });

  it('does not run disabled triggers', async () => {
    const { apiKey } = await signUp(server);
    const created = await createTrigger(
      {
        name: 'Off',
        enabled: false,
        conditions: [{ type: 'IMPORTANCE_GTE', value: 0 }],
        actions: [{ type: 'LOG_EVENT' }],
      },
      apiKey,
    );
    const on = await createTrigger(
      { name: 'On', conditions: [{ type: 'IMPORTANCE_GTE', value: 0 }], actions: [{ type: 'LOG_EVENT' }] },
      apiKey,
    );
    await storeMemory(apiKey, 'Anything at all.');
    await executions(apiKey, on.body.id, 1);
    expect((await server.call('GET', `/v1/triggers/${created.body.id}/executions`, { token: apiKey })).body.total).toBe(
      0,
    );
  });
});

describe('test runs', () => {
  it('evaluate a simulated memory and build every action without sending anything', async () => {
    const { apiKey } = await signUp(server);
    const created = await createTrigger(
      {
        ...decisionTrigger,
        enabled: false,
        actions: [
          { type: 'WEBHOOK', url: receiver.url('/actions/test-mode') },
          { type: 'CHAT_NOTIFICATION', channel: '#decisions' },
          { type: 'EMAIL_ALERT', to: 'oncall@memory.test' },
          { type: 'LOG_EVENT' },
        ],
      },
      apiKey,
    );
    const requestsBefore = receiver.requests.length;
    const mailsBefore = smtp.messages.length;
    const test = await server.call('POST', `/v1/triggers/${created.body.id}/test`, {
      token: apiKey,
      body: {
        memory: { content: 'Billing moves to a new Provider.', metadata: { category: 'decision', importance: 0.8 } },
      },
    });
    expect(test.status).toBe(200);
    expectConforms('testTrigger', test);
    expect(test.body.test_mode).toBe(true);
    expect(test.body.conditions_matched).toBe(true);
    expect(test.body.conditions_detail).toEqual([
      { type: 'CATEGORY_EQUALS', value: 'decision', matched: true },
      { type: 'OR_GROUP', value: null, matched: true },
      { type: 'TEXT_CONTAINS', value: 'BILLING', matched: true },
      { type: 'METADATA_KEY_EXISTS', value: 'ticket', matched: false },
      { type: 'TEXT_REGEX', value: '(?i)provider', matched: true },
    ]);
    expect(test.body.actions_executed.map((a: { type: string; status: string }) => [a.type, a.status])).toEqual([
      ['WEBHOOK', 'SUCCESS'],
      ['CHAT_NOTIFICATION', 'SUCCESS'],
      ['EMAIL_ALERT', 'SUCCESS'],
      ['LOG_EVENT', 'SUCCESS'],
    ]);
    const sample = await server.call('POST', `/v1/triggers/${created.body.id}/test`, { token: apiKey });
    expect(sample.body.conditions_matched).toBe(true); // the built-in sample is a billing decision with a ticket
    // a test run enqueues nothing; had it, the job would be open or done by now
    await untilBackgroundSettles(server, { kinds: [ACTIONS_JOB] });
    expect(receiver.requests.length).toBe(requestsBefore);
    expect(smtp.messages.length).toBe(mailsBefore);
    expect((await server.call('GET', '/v1/audit-log', { token: apiKey })).body.total).toBe(0);
    expect((await server.call('GET', `/v1/triggers/${created.body.id}/executions`, { token: apiKey })).body.total).toBe(
      0,
    );
    expect((await server.call('GET', `/v1/triggers/${created.body.id}`, { token: apiKey })).body.triggers_today).toBe(
      0,
    );
  });

  it('cannot be stalled by a catastrophic pattern: (a+)+$ over 60 KB answers at once', async () => {
    const { apiKey } = await signUp(server);
    const created = await createTrigger(
      {
        name: 'Backtracking bait',
        conditions: [{ type: 'TEXT_REGEX', pattern: '(a+)+$' }],
        actions: [{ type: 'LOG_EVENT' }],
      },
      apiKey,
    );
    expect(created.status).toBe(201);
    const started = performance.now();
    // under the 65,536 characters matched, so the '!' is seen and $ cannot match
    const test = await server.call('POST', `/v1/triggers/${created.body.id}/test`, {
      token: apiKey,
      body: { memory: { content: `${'a'.repeat(60_000)}!` } },
    });
    const elapsedMs = performance.now() - started;
    expect(test.status).toBe(200);
    expect(test.body.conditions_matched).toBe(false);
    // finished within its CPU budget (an overrun would be an error): a backtracking engine would
    // not finish in a lifetime
    expect(test.body.conditions_detail[0].error).toBeUndefined();
    console.log(`(a+)+$ against 60,000 a's and a '!': answered in ${elapsedMs.toFixed(0)} ms`);
  });

  it('refuses a pattern whose program would be too large with INVALID_REGEX, on creation and change', async () => {
    const { apiKey } = await signUp(server);
    const refused = await createTrigger(
      { name: 'Huge', conditions: [{ type: 'TEXT_REGEX', pattern: '[a-z]{1000}x' }], actions: [{ type: 'LOG_EVENT' }] },
      apiKey,
    );
    expect(refused.status).toBe(400);
    expectConforms('createTrigger', refused);
    expect(refused.body.error.code).toBe('INVALID_REGEX');
    expect(refused.body.error.message).toMatch(/too large.*1001 elements.*1000 allowed/);
    const created = await createTrigger(
      { name: 'Small', conditions: [{ type: 'TEXT_REGEX', pattern: 'x' }], actions: [{ type: 'LOG_EVENT' }] },
      apiKey,
    );
    const changed = await server.call('PATCH', `/v1/triggers/${created.body.id}`, {
      token: apiKey,
      body: { conditions: [{ type: 'TEXT_REGEX', pattern: '\\p{L}{11}' }] },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error.code).toBe('INVALID_REGEX');
  });

  it('keeps accounts apart', async () => {
    const owner = (await signUp(server)).apiKey;
    const other = (await signUp(server)).apiKey;
    const created = await createTrigger(
      { name: 'Mine', conditions: [{ type: 'IMPORTANCE_GTE', value: 0 }], actions: [{ type: 'LOG_EVENT' }] },
      owner,
    );
    const id = created.body.id;
    for (const [method, path] of [
      ['GET', `/v1/triggers/${id}`],
      ['PATCH', `/v1/triggers/${id}`],
      ['POST', `/v1/triggers/${id}/test`],
      ['GET', `/v1/triggers/${id}/executions`],
      ['GET', `/v1/triggers/${id}/analytics`],
      ['DELETE', `/v1/triggers/${id}`],
    ] as const) {
      expect(
        (await server.call(method, path, { token: other, body: method === 'PATCH' ? { enabled: false } : undefined }))
          .status,
        `${method} ${path}`,
      ).toBe(404);
    }
    await storeMemory(other, 'A memory of the other account.');
    // its event is fanned out: an execution of the owner's trigger would exist by now
    await untilBackgroundSettles(server);
    expect((await server.call('GET', `/v1/triggers/${id}/executions`, { token: owner })).body.total).toBe(0);
  });
});

describe('regex matching never blocks (issue 22)', () => {
  const SLOW_PATTERN = '[ab]*a[ab]{200}c';
  const attack = randomAB(300 * 1024, 2024);

  /** Starts `slow`, then sends `quick` while it runs; answers which finished first and both responses. */
  async function race<T>(slow: () => Promise<T>, quick: () => Promise<T>) {
    const finished: string[] = [];
    const slowDone = slow().then((r) => (finished.push('slow'), r));
    await new Promise((r) => setTimeout(r, 100));
    const quickDone = quick().then((r) => (finished.push('quick'), r));
    const [slowRes, quickRes] = await Promise.all([slowDone, quickDone]);
    return { finished, slowRes, quickRes };
  }

  it('a test run of [ab]*a[ab]{200}c over 300 KB runs out of its budget while /health and another account answer', async () => {
    const attacker = (await signUp(server)).apiKey;
    const other = (await signUp(server)).apiKey;
    const created = await createTrigger(
      {
        name: 'Slow pattern',
        conditions: [{ type: 'TEXT_REGEX', pattern: SLOW_PATTERN }],
        actions: [{ type: 'LOG_EVENT' }],
      },
      attacker,
    );
    expect(created.status).toBe(201);
    await server.call('POST', `/v1/triggers/${created.body.id}/test`, { token: attacker }); // the regex threads are up
    const started = performance.now();
    const { finished, slowRes, quickRes } = await race(
      () =>
        server.call('POST', `/v1/triggers/${created.body.id}/test`, {
          token: attacker,
          body: { memory: { content: attack } },
        }),
      async () => {
        const health = await server.call('GET', '/health');
        expect(health.status).toBe(200);
        return server.call('GET', '/v1/triggers', { token: other });
      },
    );
    console.log(`the test run answered in ${(performance.now() - started).toFixed(0)} ms`);
    expect(finished).toEqual(['quick', 'slow']);
    expect(quickRes.status).toBe(200);
    expect(slowRes.status).toBe(200);
    expectConforms('testTrigger', slowRes);
    expect(slowRes.body.conditions_matched).toBe(false);
    expect(slowRes.body.conditions_detail).toEqual([
      {
        type: 'TEXT_REGEX',
        value: SLOW_PATTERN,
        matched: false,
        error: `The TEXT_REGEX pattern "${SLOW_PATTERN}" was stopped: matching ran out of its time budget of ${REGEX_BUDGET_MS} ms.`,
      },
    ]);
    // the budget is CPU time of the lowest-priority thread: on a loaded machine it takes far longer to spend
  }, 180_000);

  it('a stored memory that runs a pattern out of its budget gets a FAILED execution naming the budget, outside the request', async () => {
    const attacker = (await signUp(server)).apiKey;
    const created = await createTrigger(
      {
        name: 'Slow pattern',
        conditions: [{ type: 'TEXT_REGEX', pattern: SLOW_PATTERN }],
        actions: [{ type: 'LOG_EVENT' }],
      },
      attacker,
    );
    const stored = await storeMemory(attacker, attack, 'fact', 0.5);
    expect(stored.status).toBe(201);
    // the dispatcher matches now; /health still answers at once meanwhile
    const health = await server.call('GET', '/health');
    expect(health.status).toBe(200);
    // the budget is the matching thread's CPU time: on a loaded machine the lowest-priority thread
    // gets little CPU and takes far longer to spend it (a 2-core machine running other suites)
    const res = await executions(attacker, created.body.id, 1, '', 170_000);
    expectConforms('listTriggerExecutions', res);
    const [execution] = res.body.items;
    expect(execution).toMatchObject({ status: 'FAILED', conditions_evaluated: 1, conditions_matched: 0 });
    expect(execution.evaluation_time_ms).toBeGreaterThan(REGEX_BUDGET_MS - 50); // the match's time, up to the budget
    expect(execution.action_results).toEqual([
      {
        type: 'LOG_EVENT',
        status: 'FAILED',
        response_time_ms: 0,
        error: `Not run: the trigger's conditions could not be decided. The TEXT_REGEX pattern "${SLOW_PATTERN}" was stopped: matching ran out of its time budget of ${REGEX_BUDGET_MS} ms.`,
      },
    ]);
    expect((await server.call('GET', '/v1/audit-log', { token: attacker })).body.total).toBe(0);
  }, 180_000);
});
