// The console's event pages in Chromium, used as a person would: with a fresh account's key it
// creates a trigger through the form (after the service refused a pattern), changes it and sees
// the change, tests it against a sample memory, sees it run for a matching stored memory and
// deletes it after confirming; it creates a webhook to a real HTTPS receiver (trusted through
// OUTBOUND_CA_FILE, its address allowed through OUTBOUND_ALLOWED_HOSTS), sends a test delivery
// and finds it among the deliveries with the receiver's answer; and it finds in the audit log the
// entry the trigger wrote, and filters it. Every page is shot at 1280x800 and 390x844; a page
// error, a console error, a failed request or a request to any other host fails the test.
import { afterAll, describe, expect, it } from 'vitest';
import { consoleSuite, expectCleanVisit, JOURNEY_TIMEOUT, shoot, signIn, waitVisible } from '../support/chromium.js';
import { until } from '../support/eventually.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { signUp } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let outbound: OutboundFixture | undefined;
const suite = consoleSuite(async () => {
  outbound = await startOutboundFixture();
  return outbound.env;
});
const { open } = suite;

afterAll(async () => {
  await outbound?.close();
});

describe('console event pages in Chromium', { timeout: JOURNEY_TIMEOUT }, () => {
  it('creates, changes, tests and deletes a trigger; tests a webhook; reads the audit log', async () => {
    const { apiKey } = await signUp(suite.server);
    const v = await open('/console');
    const { page } = v;
    const nav = page.getByRole('navigation', { name: 'Console' });
    await signIn(v, apiKey);

    // Triggers: none yet; a new one through the form, with the keyboard.
    await nav.getByRole('link', { name: 'Triggers' }).click();
    await waitVisible(v, page.getByText('No triggers yet.', { exact: false }), 'the empty list of triggers');
    await shoot(v, 'triggers-empty');
    await page.getByRole('link', { name: 'New trigger' }).click();
    await waitVisible(v, page.getByRole('heading', { name: 'New trigger' }), 'the new trigger form');
    await page.getByLabel('Name', { exact: true }).fill('Invoice notes');

    // What only the service can tell (RE2 has no backreferences) comes back with its code.
    await page.getByLabel('Condition', { exact: true }).selectOption('TEXT_REGEX');
    await page.getByLabel('Pattern (RE2, no flags)').fill('(a)\\1');
    await page.getByRole('button', { name: 'Create trigger' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Could not save the trigger.' });
    await waitVisible(v, refusal, 'the service’s refusal');
    await expect(refusal.textContent()).resolves.toMatch(/INVALID_REGEX.*HTTP 400/s);

    await page.getByLabel('Condition', { exact: true }).selectOption('TEXT_CONTAINS');
    await page.getByLabel('Text (any letter case)').fill('invoice');
    await expect(page.getByLabel('Level').inputValue()).resolves.toBe('info');
    await shoot(v, 'trigger-new');
    await page.getByLabel('Text (any letter case)').press('Enter');
    await waitVisible(v, page.getByRole('heading', { name: 'Invoice notes', level: 2 }), 'the created trigger');
    const triggerId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(triggerId).toMatch(/^trg_[0-9A-Za-z]{24}$/);
    await waitVisible(v, page.getByText(/^No executions\./), 'the empty executions');

    // Change its name and condition: the page and the API agree.
    await page.getByLabel('Name', { exact: true }).fill('Refund notes');
    await page.getByLabel('Text (any letter case)').fill('refund');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitVisible(v, page.getByText('The trigger was saved.'), 'the saved notice');
    await waitVisible(v, page.getByRole('heading', { name: 'Refund notes', level: 2 }), 'the new name');
    const stored = await suite.server.call('GET', `/v1/triggers/${triggerId}`, { token: apiKey });
    expect(stored.body.name).toBe('Refund notes');
    expect(stored.body.conditions).toEqual([{ type: 'TEXT_CONTAINS', value: 'refund' }]);
    await expect(page.getByLabel('Text (any letter case)').inputValue()).resolves.toBe('refund');

    // Test it against a sample memory: the condition matches, the action is built, nothing runs.
    await page.getByLabel('Sample memory text').fill('The customer asked for a refund of invoice 42.');
    await page.getByRole('button', { name: 'Run test' }).click();
    await waitVisible(v, page.getByText('The conditions match this memory.'), 'the test result');
    await expect(page.getByText(/✓ Matched: Text contains\s*refund/).count()).resolves.toBe(1);
    await expect(page.getByText(/Write to the audit log: built in \d+ ms/).count()).resolves.toBe(1);
    await shoot(v, 'trigger');

    // A stored memory that matches runs it: an execution, and an entry in the audit log.
    const memory = await suite.server.call('POST', '/v1/overflow/store', {
      token: apiKey,
      body: {
        vector: Array.from(unitVectors(7, 1, 768)[0]!),
        text: 'Refund approved for invoice 42.',
        category: 'decision',
        importance: 0.6,
      },
    });
    expect(memory.status, memory.text).toBe(201);
    await until('the execution', async () => {
      const executions = await suite.server.call('GET', `/v1/triggers/${triggerId}/executions`, { token: apiKey });
      return executions.body.total > 0 ? true : undefined;
    });

    // The list shows it.
    await nav.getByRole('link', { name: 'Triggers' }).click();
    await waitVisible(v, page.getByRole('link', { name: 'Refund notes' }), 'the trigger in the list');
    await shoot(v, 'triggers');
    await page.getByLabel('Show').selectOption('false');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByText(/^No triggers of this kind\./), 'the empty filtered list');
    expect(new URL(page.url()).search).toBe('?enabled=false');
    await page.getByLabel('Show').selectOption('true');
    await page.getByRole('button', { name: 'Apply' }).press('Enter');
    await waitVisible(v, page.getByRole('link', { name: 'Refund notes' }), 'the trigger among the enabled');

    // Delete asks first; confirmed, the trigger is gone.
    await page.getByRole('link', { name: 'Refund notes' }).click();
    const executions = page.getByRole('region', { name: 'Executions' });
    await waitVisible(v, executions.getByRole('cell', { name: 'SUCCESS' }), 'the execution');
    await expect(executions.getByRole('cell', { name: memory.body.id as string }).count()).resolves.toBe(1);
    await expect(executions.getByText('LOG_EVENT SUCCESS').count()).resolves.toBe(1);
    await waitVisible(v, page.getByRole('region', { name: 'Last 30 days' }).getByText('1 (100.0%)'), 'the analytics');
    await shoot(v, 'trigger-ran');
    await page.getByRole('button', { name: 'Delete trigger…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this trigger?' });
    await waitVisible(v, dialog, 'the delete confirmation');
    await shoot(v, 'trigger-confirm-delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitVisible(v, page.getByText('The trigger was deleted.'), 'the deleted notice');
    expect((await suite.server.call('GET', `/v1/triggers/${triggerId}`, { token: apiKey })).status).toBe(404);

    // Webhooks: a new one to the receiver, with its own secret, shown once.
    const receiver = outbound!.receiver;
    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await waitVisible(v, page.getByText(/^No webhooks yet\./), 'the empty list of webhooks');
    await shoot(v, 'webhooks-empty');
    await page.getByRole('link', { name: 'New webhook' }).click();
    await page.getByLabel('HTTPS address').fill(receiver.url('/hooks/console'));
    await expect(page.getByLabel('MEMORY_STORED').isChecked()).resolves.toBe(true);
    await page.getByLabel('MEMORY_FORGOTTEN').check();
    const secret = 'whsec_console0test0secret0000';
    await page.getByLabel(/^Signing secret/).fill(secret);
    await shoot(v, 'webhook-new');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await waitVisible(v, page.getByRole('heading', { name: 'Webhook created' }), 'the created webhook');
    await expect(page.locator('.secret').textContent()).resolves.toBe(secret);
    await shoot(v, 'webhook-created');

    // A test delivery (one attempt, no retries) reaches the receiver and is listed with its answer.
    await page.getByRole('link', { name: 'Open the webhook' }).click();
    await waitVisible(v, page.getByRole('heading', { name: 'Test delivery' }), 'the webhook page');
    await waitVisible(v, page.getByText(/^No deliveries yet\./), 'the empty deliveries');
    await page.getByRole('button', { name: 'Send a test delivery' }).click();
    await waitVisible(v, page.getByText(/^Delivered: HTTP 200 in \d+ ms\./), 'the test result');
    expect(receiver.requests.some((r) => r.path === '/hooks/console' && r.rawBody.includes('"TEST"'))).toBe(true);
    const delivery = page.getByRole('region', { name: 'Deliveries' }).getByRole('listitem');
    await waitVisible(v, delivery, 'the test delivery');
    await expect(delivery.count()).resolves.toBe(1);
    await expect(delivery.textContent()).resolves.toMatch(/TEST.*SUCCESS, HTTP 200.*Attempt1 of 1.*Next attemptNone/s);
    await expect(delivery.locator('pre.body').last().textContent()).resolves.toBe('{"received":true}');
    await expect(delivery.locator('pre.body').first().textContent()).resolves.toContain('"TEST"');

    // Change its retries: the schedule follows.
    await page.getByLabel('Retries (0 to 10)').fill('2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitVisible(v, page.getByText('The webhook was saved.'), 'the saved notice');
    await waitVisible(v, page.getByText(/2, the first after 60 s, then doubling \(60 s, 120 s\)/), 'the schedule');
    await shoot(v, 'webhook');

    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await waitVisible(v, page.getByRole('link', { name: receiver.url('/hooks/console') }), 'the webhook in the list');
    await shoot(v, 'webhooks');

    // The audit log: the entry the trigger wrote when it ran; its filters live in the address.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByRole('row').filter({ hasText: `Trigger Refund notes matched memory ${memory.body.id}` });
    await waitVisible(v, entry, 'the audit log entry');
    await expect(entry.getByRole('cell', { name: 'info', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText(/Page 1 of 1 · 1–1 of 1 entry/).count()).resolves.toBe(1);
    await shoot(v, 'audit-log');
    await page.getByLabel('Level').selectOption('error');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByText('No entries match these filters.'), 'the filtered audit log');
    expect(new URL(page.url()).search).toBe('?level=error');

    // The one refusal asked for above, and the browser's line about it, are expected; nothing else failed.
    const refused = v.failedResponses.filter((line) => /^400 POST \S+\/v1\/triggers$/.test(line));
    expect(refused).toHaveLength(1);
    v.failedResponses = v.failedResponses.filter((line) => !refused.includes(line));
    expect(v.consoleErrors.filter((line) => /status of 400/.test(line))).toHaveLength(1);
    v.consoleErrors = v.consoleErrors.filter((line) => !/status of 400/.test(line));
    expectCleanVisit(v);
  });
});
