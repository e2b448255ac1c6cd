// The console's usage page in Chromium: with a fresh account that stored memories through the
// API, the page draws its charts (quota, usage per day, response times, errors; the billing for a
// paid account) and says in words the same figures the API gives the account. A chart counts as
// drawn when its canvas has a size and pixels painted on it, at a desktop and a phone width. The
// page is shot at 1280x800 and 390x844; a page error, a console error, a failed request or a
// request to any other host fails the test.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import {
  consoleSuite,
  expectCleanVisit,
  JOURNEY_TIMEOUT,
  shoot,
  signIn,
  waitVisible,
  type Visit,
} from '../support/chromium.js';
import { signUp } from '../support/test-server.js';

const TEXTS = [
  'The user prefers dark mode in every editor and terminal.',
  'The team chose PostgreSQL for the billing service.',
  'Deployments happen on Tuesdays after the stand-up.',
];

const suite = consoleSuite(() => ({}));
const { open } = suite;

/**
 * Stores the texts as overflow memories through the API (one embed and one store call each) and
 * the first in the main store too: 7 metered calls, 1 memory in the main store.
 */
async function storeMemories(apiKey: string): Promise<void> {
  const main = await suite.server.call('POST', '/v1/store', { token: apiKey, body: { text: TEXTS[0] } });
  expect(main.status, main.text).toBe(201);
  for (const text of TEXTS) {
    const embedded = await suite.server.call('POST', '/v1/embed', { token: apiKey, body: { text } });
    expect(embedded.status, embedded.text).toBe(200);
    const stored = await suite.server.call('POST', '/v1/overflow/store', {
      token: apiKey,
      body: { vector: embedded.body.vector, text, category: 'fact', importance: 0.5 },
    });
    expect(stored.status, stored.text).toBe(201);
  }
}

/** What the test reads of a canvas in the page (the tests are compiled without the DOM's types). */
interface CanvasInPage {
  width: number;
  height: number;
  getBoundingClientRect(): { width: number; height: number };
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
}

/** The pixels of a canvas that are not transparent, and its size on screen. */
async function canvasPaint(canvas: Locator): Promise<{ width: number; height: number; painted: number }> {
  return canvas.evaluate((element) => {
    const drawn = element as unknown as CanvasInPage;
    const { width, height } = drawn.getBoundingClientRect();
    const pixels = drawn.getContext('2d').getImageData(0, 0, drawn.width, drawn.height).data;
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) painted += 1;
    return { width, height, painted };
  });
}

/** The chart named `caption` is drawn: a canvas with a size, painted, no wider than the page. */
async function expectDrawn(page: Page, caption: string): Promise<void> {
  const canvas = page.getByRole('img', { name: new RegExp(`^${caption}\\.`) });
  await expect(canvas.count(), `the chart "${caption}"`).resolves.toBe(1);
  const paint = await canvasPaint(canvas);
  expect(paint.width, `${caption}: width`).toBeGreaterThan(200);
  expect(paint.width, `${caption}: width`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(paint.height, `${caption}: height`).toBeGreaterThan(150);
  expect(paint.painted, `${caption}: painted pixels`).toBeGreaterThan(2_000);
}

/** The summary sentence under the chart named `caption`. */
function summaryOf(page: Page, caption: string): Locator {
  return page.locator('figure.chart', { has: page.getByText(caption, { exact: true }) }).locator('.chart-summary');
}

async function openUsage(apiKey: string): Promise<Visit> {
  const v = await open('/console');
  await signIn(v, apiKey);
  await v.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Usage' }).click();
  await waitVisible(v, v.page.getByRole('heading', { name: 'Usage', level: 1 }), 'the usage page');
  return v;
}

const today = () => new Date().toISOString().slice(0, 10);
const CHARTS = [
  'Share of each limit used',
  'Calls per day, last 30 days',
  'Response time percentiles, last 24 hours',
  'Answers by outcome, last 24 hours',
];

describe('console usage page in Chromium', { timeout: JOURNEY_TIMEOUT }, () => {
  it('draws the quota, the usage per day and the service’s health with the API’s figures', async () => {
    const { apiKey } = await signUp(suite.server);
    await storeMemories(apiKey);
    const usage = (await suite.server.call('GET', '/v1/keys/usage', { token: apiKey })).body;
    expect([usage.requests_used, usage.memories_stored]).toEqual([7, 1]);

    const v = await openUsage(apiKey);
    const { page } = v;
    await waitVisible(v, page.getByRole('img', { name: /^Answers by outcome/ }), 'the error chart');
    await waitVisible(v, page.getByRole('img', { name: /^Calls per day/ }), 'the usage chart');
    await waitVisible(v, page.getByRole('img', { name: /^Share of each limit/ }), 'the quota chart');
    for (const caption of CHARTS) await expectDrawn(page, caption);

    // The quota in words: the API's figures for this account.
    await expect(summaryOf(page, 'Share of each limit used').textContent()).resolves.toBe(
      `Requests this period: ${usage.requests_used} of ${usage.requests_limit.toLocaleString('en')} (0.7%). ` +
        `Memories stored: ${usage.memories_stored} of ${usage.memories_limit.toLocaleString('en')} (under 0.1%).`,
    );
    // The usage per day: today's calls by operation, as the usage export gives them.
    const exported = await suite.server.call('POST', '/v1/export/usage', { token: apiKey, body: { format: 'JSON' } });
    expect(exported.status, exported.text).toBe(200);
    const file = await suite.server.call('GET', `/v1/export/${exported.body.job_id}/download`, { token: apiKey });
    const rows = (file.body.usage as { day: string; operation: string; count: number }[]).filter(
      (row) => row.day === today(),
    );
    expect(rows.map((row) => `${row.operation} ${row.count}`).sort()).toEqual([
      'embed 3',
      'overflow_store 3',
      'store 1',
    ]);
    await expect(summaryOf(page, 'Calls per day, last 30 days').textContent()).resolves.toBe(
      `7 calls on 1 of 30 days, most on ${today()} (7).`,
    );
    const history = page.getByRole('region', { name: 'Usage over time' });
    await history.getByText('The figures as a table').click();
    await expect(history.getByRole('row', { name: today() }).getByRole('cell').textContent()).resolves.toBe(
      rows.map((row) => `${row.operation} ${row.count}`).join(', '),
    );
    // Response times and errors: figures of the monitoring endpoint, in the same words.
    await expect(summaryOf(page, 'Response time percentiles, last 24 hours').textContent()).resolves.toMatch(
      /^Mean [\d.,]+ ms; half the requests answered within [\d.,]+ ms \(p50\), 95% within [\d.,]+ ms \(p95\), 99% within [\d.,]+ ms \(p99\)\.$/,
    );
    await expect(summaryOf(page, 'Answers by outcome, last 24 hours').textContent()).resolves.toMatch(
      /^Error rate (under 0\.1%|[\d.]+%): [\d,]+ client errors \(4xx\) and [\d,]+ server errors \(5xx\) in [\d,]+ requests\.$/,
    );
    const metrics = (await suite.server.call('GET', '/v1/monitoring/metrics', { token: apiKey })).body;
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByRole('row').count()).resolves.toBe(1 + Object.keys(metrics.service_health).length);
    await expect(services.getByRole('row', { name: /^API/ }).textContent()).resolves.toContain(
      metrics.service_health.api.status,
    );
    // A free account has no billing analytics, and the page does not ask for them.
    await waitVisible(v, page.getByText('The free plan is not billed'), 'the free plan notice');
    expect(v.requests.filter((request) => request.includes('/v1/analytics/billing'))).toEqual([]);

    await shoot(v, 'usage');
    // At a phone's width every chart is drawn again, to the page's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    for (const caption of CHARTS) await expectDrawn(page, caption);
    expectCleanVisit(v);
  });

  it('says when the account has no usage yet, and still draws its quota', async () => {
    const { apiKey } = await signUp(suite.server);
    const v = await openUsage(apiKey);
    const { page } = v;
    await waitVisible(v, page.getByText('No calls with a production key in the last 30 days.'), 'the empty history');
    await waitVisible(v, page.getByRole('img', { name: /^Share of each limit used/ }), 'the quota chart');
    await waitVisible(v, page.getByRole('img', { name: /^Answers by outcome/ }), 'the error chart');
    await expectDrawn(page, 'Share of each limit used');
    await expect(summaryOf(page, 'Share of each limit used').textContent()).resolves.toBe(
      'Requests this period: 0 of 1,000 (0%). Memories stored: 0 of 10,000 (0%).',
    );
    await expect(page.getByRole('img', { name: /^Calls per day/ }).count()).resolves.toBe(0);
    await shoot(v, 'usage-empty');
    expectCleanVisit(v);
  });

  it('draws a paid account’s cost per month with the billing the API gives', async () => {
    const { apiKey, email } = await signUp(suite.server);
    expect(await new AccountsRepository(suite.server.service.db.orm).setTier(email, 'builder')).toBe(true);
    await storeMemories(apiKey);
    const billing = await suite.server.call('POST', '/v1/analytics/billing', {
      token: apiKey,
      body: { include_operations: true, months_back: 12 },
    });
    expect(billing.status, billing.text).toBe(200);
    const cost = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    }).format(billing.body.current_month.total_cost);

    const v = await openUsage(apiKey);
    const { page } = v;
    await waitVisible(v, page.getByRole('img', { name: /^Cost of usage per month/ }), 'the billing chart');
    await expectDrawn(page, 'Cost of usage per month');
    await expect(summaryOf(page, 'Cost of usage per month').textContent()).resolves.toBe(
      `${billing.body.billing_period} so far: ${cost}; no earlier months.`,
    );
    const region = page.getByRole('region', { name: 'Billing' });
    await region.getByText('The figures as a table').click();
    await expect(region.getByRole('row', { name: /^overflow_store/ }).textContent()).resolves.toBe(
      'overflow_store3$0.0006',
    );
    await waitVisible(v, page.getByRole('img', { name: /^Answers by outcome/ }), 'the error chart');
    await shoot(v, 'usage-billing');
    expectCleanVisit(v);
  });
});
