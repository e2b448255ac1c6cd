// The abuse limits of trigger actions (issue 22): EMAIL_ALERT recipients outside the operator's
// allowed domains are refused unless they are the account's own address, chat channels resolve
// only within the account they are configured for, and e-mails and chat messages are capped per
// account (FAILED with the cap's name and reset time, nothing sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS_JOB } from '../../src/modules/triggers/trigger-action-runner.js';
import { untilBackgroundSettles } from '../support/background-work.js';
import type { ChatChannels } from '../../src/modules/triggers/action-policy.js';
import { expectConforms } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;
let outbound: OutboundFixture;
let smtp: SmtpSink;

beforeAll(async () => {
  outbound = await startOutboundFixture();
  smtp = await SmtpSink.start();
  server = await startTestServer({
    ...outbound.env,
    SMTP_URL: smtp.url(),
    SMTP_FROM: 'alerts@memory.test',
    EMAIL_ALLOWED_DOMAINS: 'Allowed.test, @also-allowed.test',
    ACTION_EMAILS_PER_HOUR: '2',
    ACTION_CHAT_PER_HOUR: '1',
  });
});
afterAll(async () => {
  await server?.stop();
  await outbound?.close();
  await smtp?.close();
});

let seed = 91_000;
const everything = [{ type: 'IMPORTANCE_GTE', value: 0.1 }];
const createTrigger = (token: string, actions: unknown[]) =>
  server.call('POST', '/v1/triggers', { token, body: { name: 'Policy', conditions: everything, actions } });
const storeMemory = (token: string, text: string) =>
  server.call('POST', '/v1/overflow/store', {
    token,
    body: { vector: Array.from(unitVectors(seed++, 1, 768)[0]!), text, category: 'decision', importance: 0.9 },
  });
const executions = (token: string, triggerId: string, count: number) =>
  until(`${count} executions`, async () => {
    const res = await server.call('GET', `/v1/triggers/${triggerId}/executions?page_size=100`, { token });
    return res.body.total >= count
      ? (res.body.items as { status: string; action_results: { status: string; error?: string }[] }[])
      : undefined;
  });

/** The account id behind a sign-up address (the API never shows it; the operator keys CHAT_WEBHOOK_URLS by it). */
async function accountId(email: string): Promise<string> {
  const rows = await server.service.db.orm.em
    .getConnection()
    .execute<{ id: string }[]>('select id from accounts where email = ?', [email]);
  return rows[0]!.id;
}

/** The running service's channels, as CHAT_WEBHOOK_URLS keyed by account id would have set them. */
const channels = () =>
  server.service.config.events.chatChannels as ChatChannels & { byAccount: Record<string, Record<string, string>> };

describe('WEBHOOK action addresses', () => {
  it('refuses with 400 INVALID_ACTIONS an address the SSRF guard would refuse, on create and on update', async () => {
    const { apiKey } = await signUp(server);
    for (const url of ['https://169.254.169.254/latest/meta-data', 'https://[::ffff:a00:1]/x', 'https://167772161/']) {
      const refused = await createTrigger(apiKey, [{ type: 'LOG_EVENT' }, { type: 'WEBHOOK', url }]);
      expect(refused.status, url).toBe(400);
      expectConforms('createTrigger', refused);
      expect(refused.body.error).toMatchObject({ code: 'INVALID_ACTIONS', details: { field: 'actions[1].url' } });
    }
    // a name that does not resolve now may later: its address is checked at every call
    const later = await createTrigger(apiKey, [{ type: 'WEBHOOK', url: 'https://hooks.example.invalid/x' }]);
    expect(later.status, later.text).toBe(201);
    const changed = await server.call('PATCH', `/v1/triggers/${later.body.id}`, {
      token: apiKey,
      body: { actions: [{ type: 'WEBHOOK', url: 'https://10.0.0.1/x' }] },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toMatchObject({ code: 'INVALID_ACTIONS', details: { field: 'actions[0].url' } });
  });
});

describe('EMAIL_ALERT recipients', () => {
  it('refuses an address outside the allowed domains with 400 INVALID_ACTIONS, on create and on update', async () => {
    const { apiKey } = await signUp(server);
    const refused = await createTrigger(apiKey, [
      { type: 'LOG_EVENT' },
      { type: 'EMAIL_ALERT', to: 'someone@elsewhere.test' },
    ]);
    expect(refused.status).toBe(400);
    expectConforms('createTrigger', refused);
    expect(refused.body.error).toMatchObject({
      code: 'INVALID_ACTIONS',
      details: { field: 'actions[1].to', value: 'someone@elsewhere.test' },
    });
    expect(refused.body.error.message).toContain('EMAIL_ALLOWED_DOMAINS');

    const allowed = await createTrigger(apiKey, [
      { type: 'EMAIL_ALERT', to: 'oncall@ALLOWED.test' },
      { type: 'EMAIL_ALERT', to: 'team@also-allowed.test' },
    ]);
    expect(allowed.status, allowed.text).toBe(201);
    const changed = await server.call('PATCH', `/v1/triggers/${allowed.body.id}`, {
      token: apiKey,
      body: { actions: [{ type: 'EMAIL_ALERT', to: 'x@sub.allowed.test' }] },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toMatchObject({ code: 'INVALID_ACTIONS', details: { field: 'actions[0].to' } });
  });

  it("allows the account's own sign-up address, and caps e-mails per hour: over the cap FAILED, nothing sent", async () => {
    const { apiKey, email } = await signUp(server);
    const created = await createTrigger(apiKey, [
      { type: 'EMAIL_ALERT', to: email.toUpperCase(), subject: 'cap {{memory.id}}' },
    ]);
    expect(created.status, created.text).toBe(201);
    for (let i = 0; i < 3; i++) expect((await storeMemory(apiKey, `capped mail ${i}`)).status).toBe(201);
    const done = await executions(apiKey, created.body.id, 3);
    const statuses = done.map((e) => e.status).sort();
    expect(statuses).toEqual(['FAILED', 'SUCCESS', 'SUCCESS']);
    const failed = done.find((e) => e.status === 'FAILED')!;
    expect(failed.action_results[0]!.error).toMatch(
      /cap of 2 e-mails per hour \(ACTION_EMAILS_PER_HOUR\); it resets at \d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z/,
    );
    await untilBackgroundSettles(server, { kinds: [ACTIONS_JOB] }); // the executions' jobs are over: nothing more is sent
    expect(smtp.messages.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()))).toHaveLength(2);
  });
});

describe('CHAT_NOTIFICATION channels', () => {
  it('resolve only within the account they are configured for; chat messages are capped; a channel removed later fails at send', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    const firstId = await accountId(first.email);
    channels().byAccount[firstId] = { '#ops': outbound.receiver.url('/chat/first-ops') };
    try {
      const other = await createTrigger(second.apiKey, [{ type: 'CHAT_NOTIFICATION', channel: '#ops' }]);
      expect(other.status).toBe(400);
      expectConforms('createTrigger', other);
      expect(other.body.error).toMatchObject({
        code: 'INVALID_ACTIONS',
        details: { field: 'actions[0].channel', value: '#ops' },
      });

      const own = await createTrigger(first.apiKey, [
        { type: 'CHAT_NOTIFICATION', channel: '#ops', message_template: '{{memory.content}}' },
      ]);
      expect(own.status, own.text).toBe(201);
      expect((await storeMemory(first.apiKey, 'first chat')).status).toBe(201);
      expect((await executions(first.apiKey, own.body.id, 1))[0]!.status).toBe('SUCCESS');
      expect((await storeMemory(first.apiKey, 'second chat')).status).toBe(201);
      const two = await executions(first.apiKey, own.body.id, 2);
      const capped = two.find((e) => e.status === 'FAILED')!;
      expect(capped.action_results[0]!.error).toMatch(
        /cap of 1 chat messages per hour \(ACTION_CHAT_PER_HOUR\); it resets at /,
      );
      await untilBackgroundSettles(server, { kinds: [ACTIONS_JOB] }); // the executions' jobs are over: nothing more is sent
      expect(
        outbound.receiver.requests.filter((r) => r.path === '/chat/first-ops').map((r) => JSON.parse(r.rawBody).text),
      ).toEqual(['first chat']);

      delete channels().byAccount[firstId];
      expect((await storeMemory(first.apiKey, 'third chat')).status).toBe(201);
      const three = await executions(first.apiKey, own.body.id, 3);
      expect(three[0]!.action_results[0]!.error).toMatch(/No chat channel '#ops' is configured for this account/);
    } finally {
      delete channels().byAccount[firstId];
    }
  });
});
