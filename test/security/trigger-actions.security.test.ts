// Attack 7 of issue 22: trigger actions as a way to send on the operator's behalf. Before the fix
// an EMAIL_ALERT could name any recipient (the service's SMTP account became a spam relay), a
// CHAT_NOTIFICATION channel configured for one account could be named by every account, and
// nothing capped how many messages an account's stores could set off. Guards: recipients are
// limited to the allowed domains and the account's own address, channels resolve within their
// account, and e-mails are capped per account (over the cap FAILED, nothing sent).
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
    ACTION_EMAILS_PER_HOUR: '3',
  });
});
afterAll(async () => {
  await server?.stop();
  await outbound?.close();
  await smtp?.close();
});

const createTrigger = (token: string, actions: unknown[]) =>
  server.call('POST', '/v1/triggers', {
    token,
    body: { name: 'Abuse', conditions: [{ type: 'IMPORTANCE_GTE', value: 0.1 }], actions },
  });
let seed = 22_700;
const storeMemory = (token: string, text: string) =>
  server.call('POST', '/v1/overflow/store', {
    token,
    body: { vector: Array.from(unitVectors(seed++, 1, 768)[0]!), text, category: 'decision', importance: 0.9 },
  });

describe('attack 7: EMAIL_ALERT to someone else', () => {
  it('a recipient that is not the account’s own address is refused 400 INVALID_ACTIONS, on create and on change', async () => {
    const { apiKey, email } = await signUp(server);
    const refused = await createTrigger(apiKey, [{ type: 'EMAIL_ALERT', to: 'victim@elsewhere.test' }]);
    expect(refused.status, refused.text).toBe(400);
    expectConforms('createTrigger', refused);
    expect(refused.body.error).toMatchObject({ code: 'INVALID_ACTIONS', details: { field: 'actions[0].to' } });

    const own = await createTrigger(apiKey, [{ type: 'EMAIL_ALERT', to: email }]);
    expect(own.status, own.text).toBe(201);
    const changed = await server.call('PATCH', `/v1/triggers/${own.body.id}`, {
      token: apiKey,
      body: { actions: [{ type: 'EMAIL_ALERT', to: 'victim@elsewhere.test' }] },
    });
    expect(changed.status, changed.text).toBe(400);
    expect(changed.body.error.code).toBe('INVALID_ACTIONS');
  });
});

describe('attack 7: another account’s chat channel', () => {
  it('cannot be named by an account it is not configured for', async () => {
    const owner = await signUp(server);
    const intruder = await signUp(server);
    const rows = await server.service.db.orm.em
      .getConnection()
      .execute<{ id: string }[]>('select id from accounts where email = ?', [owner.email]);
    const channels = server.service.config.events.chatChannels as ChatChannels & {
      byAccount: Record<string, Record<string, string>>;
    };
    channels.byAccount[rows[0]!.id] = { '#ops': outbound.receiver.url('/chat/owner-ops') };
    try {
      const intruding = await createTrigger(intruder.apiKey, [{ type: 'CHAT_NOTIFICATION', channel: '#ops' }]);
      expect(intruding.status, intruding.text).toBe(400);
      expectConforms('createTrigger', intruding);
      expect(intruding.body.error).toMatchObject({ code: 'INVALID_ACTIONS', details: { field: 'actions[0].channel' } });
      const owned = await createTrigger(owner.apiKey, [{ type: 'CHAT_NOTIFICATION', channel: '#ops' }]);
      expect(owned.status, owned.text).toBe(201);
    } finally {
      delete channels.byAccount[rows[0]!.id];
    }
  });
});

describe('attack 7: a mail bomb through stores', () => {
  it('e-mails over the hourly cap are FAILED and not sent', async () => {
    const { apiKey, email } = await signUp(server);
    const trigger = await createTrigger(apiKey, [{ type: 'EMAIL_ALERT', to: email }]);
    expect(trigger.status, trigger.text).toBe(201);
    for (let i = 0; i < 5; i++) expect((await storeMemory(apiKey, `bomb ${i}`)).status).toBe(201);
    const items = await until('5 executions', async () => {
      const res = await server.call('GET', `/v1/triggers/${trigger.body.id}/executions?page_size=100`, {
        token: apiKey,
      });
      return res.body.total >= 5
        ? (res.body.items as { status: string; action_results: { error?: string }[] }[])
        : undefined;
    });
    expect(items.filter((e) => e.status === 'SUCCESS')).toHaveLength(3);
    const capped = items.filter((e) => e.status === 'FAILED');
    expect(capped).toHaveLength(2);
    expect(capped[0]!.action_results[0]!.error).toContain('ACTION_EMAILS_PER_HOUR');
    await untilBackgroundSettles(server, { kinds: [ACTIONS_JOB] }); // the executions' jobs are over: nothing more is sent
    expect(smtp.messages.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()))).toHaveLength(3);
  });
});
