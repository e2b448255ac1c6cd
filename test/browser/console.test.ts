// The web console at /console, used as a person would: Debian's Chromium, driven by
// playwright-core, signs in with a fresh account's API key, finds a memory stored through the
// API in the list and by search, opens it, changes its importance, forgets it after confirming
// and signs out; and a session whose key is revoked returns to sign-in with the service's
// message. Every page is shot at 1280x800 and 390x844; a page error, a console error, a failed
// request or a request to any other host fails the test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps dialling Google's hosts, which this closed network refuses. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RENDER_TIMEOUT = 20_000;
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };
/** The most a page may shift while it loads (Cumulative Layout Shift; 0.1 is the "good" bound of Web Vitals). */
const MAX_LAYOUT_SHIFT = 0.1;
/** How long an instance reuses a resolved caller: a revoked key's session ends within it. */
const AUTH_CACHE_TTL_MS = 200;

/** Runs in the page before its own scripts: sums the layout shifts no input caused into window.layoutShift. */
const LAYOUT_SHIFT_RECORDER = `
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const MEMORY_TEXT = 'The user prefers dark mode in every editor and terminal.';
const SEARCH_TEXT = 'Which colour theme does the user like in editors?';

let server: TestServer;
let origin: string;
let browser: Browser;
let screenshotDir: string;

const chromiumMissing = existsSync(CHROMIUM)
  ? null
  : `Chromium not found at ${CHROMIUM}: the browser test needs Debian's chromium ` +
    '(run `bash scripts/setup.sh --test`, or `apt-get update && apt-get install -y chromium`).';

beforeAll(async () => {
  if (chromiumMissing) return;
  // the console as its sources are now (npm start and npm test build it too)
  execFileSync(process.execPath, ['scripts/build-console.mjs'], { stdio: 'inherit' });
  server = await startTestServer({ AUTH_CACHE_TTL_MS: String(AUTH_CACHE_TTL_MS) });
  origin = new URL(server.url).origin;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  screenshotDir = process.env.CONSOLE_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'console-pages-'));
  console.log(`console screenshots: ${screenshotDir}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the browser did while a test used the console. */
interface Visit {
  context: BrowserContext;
  page: Page;
  requests: string[];
  foreign: string[];
  pageErrors: string[];
  consoleErrors: string[];
  failedResponses: string[];
  failedRequests: string[];
}

let visit: Visit | undefined;

afterEach(async () => {
  await visit?.context.close();
  visit = undefined;
});

async function open(path: string): Promise<Visit> {
  if (chromiumMissing) throw new Error(chromiumMissing);
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  const v: Visit = {
    context,
    page,
    requests: [],
    foreign: [],
    pageErrors: [],
    consoleErrors: [],
    failedResponses: [],
    failedRequests: [],
  };
  visit = v;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (isOwn(url)) await route.continue();
    else await route.abort('blockedbyclient');
  });
  context.on('request', (request) => {
    const url = request.url();
    v.requests.push(`${request.method()} ${url}`);
    if (!isOwn(url)) v.foreign.push(`${request.method()} ${url}`);
  });
  context.on('requestfailed', (request) =>
    v.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400)
      v.failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => v.pageErrors.push(error.stack ?? String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') v.consoleErrors.push(message.text());
  });
  // Layout shifts of the page, summed as the Cumulative Layout Shift metric sums them.
  await context.addInitScript({ content: LAYOUT_SHIFT_RECORDER });
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: RENDER_TIMEOUT });
  expect(response?.status(), `GET ${path}`).toBe(200);
  return v;
}

function isOwn(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'about:') return true;
  return parsed.origin === origin;
}

function report(v: Visit): string {
  return [
    `page errors:\n  ${v.pageErrors.join('\n  ') || '(none)'}`,
    `console errors:\n  ${v.consoleErrors.join('\n  ') || '(none)'}`,
    `responses >= 400:\n  ${v.failedResponses.join('\n  ') || '(none)'}`,
    `failed requests:\n  ${v.failedRequests.join('\n  ') || '(none)'}`,
    `requests:\n  ${v.requests.join('\n  ')}`,
  ].join('\n');
}

/** Fails with everything the page reported, so a broken console explains itself. */
function expectCleanVisit(v: Visit): void {
  const told = report(v);
  expect(v.foreign, `requests to hosts other than ${origin}\n${told}`).toEqual([]);
  expect(v.pageErrors, `page errors\n${told}`).toEqual([]);
  expect(v.consoleErrors, `console errors\n${told}`).toEqual([]);
  expect(v.failedResponses, `failed responses\n${told}`).toEqual([]);
  expect(v.failedRequests, `failed requests\n${told}`).toEqual([]);
}

/** Waits for a locator, and on a timeout says what the page reported instead of a bare timeout. */
async function waitVisible(v: Visit, locator: Locator, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT });
  } catch (error) {
    const shot = join(screenshotDir, `failed-${Date.now()}.png`);
    await v.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(`${what} never appeared (screenshot: ${shot})\n${report(v)}\ncause: ${(error as Error).message}`);
  }
}

/**
 * Checks that the page did not shift while it loaded (since the previous shot), shoots it at both
 * widths (the whole page, so nothing below the fold is missed), and checks that neither width
 * scrolls sideways.
 */
async function shoot(v: Visit, name: string): Promise<void> {
  const { page } = v;
  const shift = await page.evaluate<number>('window.layoutShift');
  expect(shift, `${name}: layout shift while it loaded`).toBeLessThan(MAX_LAYOUT_SHIFT);
  for (const [label, size] of [
    ['1280x800', WIDE],
    ['390x844', NARROW],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(screenshotDir, `${name}-${label}.png`), fullPage: true });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, `${name} at ${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(WIDE);
  // the resizes moved everything: count from here for the next page
  await page.waitForTimeout(100);
  await page.evaluate('window.layoutShift = 0');
}

/** Stores one overflow memory through the API, with the vector of its text from /v1/embed. */
async function storeMemory(apiKey: string): Promise<string> {
  const embedded = await server.call('POST', '/v1/embed', { token: apiKey, body: { text: MEMORY_TEXT } });
  expect(embedded.status, embedded.text).toBe(200);
  const stored = await server.call('POST', '/v1/overflow/store', {
    token: apiKey,
    body: {
      vector: embedded.body.vector,
      text: MEMORY_TEXT,
      category: 'preference',
      importance: 0.4,
      metadata: { source: 'console-test' },
    },
  });
  expect(stored.status, stored.text).toBe(201);
  return stored.body.id as string;
}

async function signIn(v: Visit, apiKey: string): Promise<void> {
  const { page } = v;
  await waitVisible(v, page.getByLabel('API key'), 'the API key field');
  await page.getByLabel('API key').fill(apiKey);
  await page.getByLabel('API key').press('Enter');
  await waitVisible(v, page.getByRole('button', { name: 'Sign out' }), 'the signed-in console');
}

describe('web console in Chromium', () => {
  it('signs in, finds a memory in the list and by search, changes its importance, forgets it, signs out', async () => {
    const { apiKey } = await signUp(server);
    const memoryId = await storeMemory(apiKey);
    const v = await open('/console');
    const { page } = v;

    await waitVisible(v, page.getByRole('button', { name: 'Sign in' }), 'the sign-in form');
    await shoot(v, 'sign-in');
    await signIn(v, apiKey);
    await waitVisible(v, page.getByRole('heading', { name: 'Overview', level: 1 }), 'the overview');

    // Overview: the overflow figures, the collection with its count, the main store.
    const overflow = page.getByRole('region', { name: 'Overflow storage' });
    await waitVisible(v, overflow.getByText('1 memory', { exact: true }), 'the overflow total');
    const collections = page.getByRole('region', { name: 'Collections' });
    await waitVisible(v, collections.getByRole('row', { name: /memories\s+1/ }), 'the collection memories with 1');
    await waitVisible(
      v,
      page.getByRole('region', { name: 'Main memory store' }).getByText('0 memories', { exact: true }),
      'the main store total',
    );
    await shoot(v, 'overview');

    // The list: the memory is there; a category filter without it shows the empty state.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Memories' }).click();
    await waitVisible(v, page.getByRole('link', { name: MEMORY_TEXT }), 'the memory in the list');
    await expect(page.getByText(/Page 1 of 1 · 1–1 of 1 memory/).count()).resolves.toBe(1);
    await shoot(v, 'memories');
    await page.getByLabel('Category').selectOption('fact');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByText('No overflow memories of the category Fact.'), 'the empty state');
    expect(new URL(page.url()).search).toBe('?category=fact');
    await page.getByLabel('Category').selectOption('preference');
    await page.getByRole('button', { name: 'Apply' }).press('Enter');
    await waitVisible(v, page.getByRole('link', { name: MEMORY_TEXT }), 'the memory under its category');

    // Search: the memory is found by a question in other words, with its score.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Search' }).click();
    await waitVisible(v, page.getByText(/Type what you are looking for/), 'the empty search');
    await page.getByLabel('Search for').fill(SEARCH_TEXT);
    await page.getByLabel('Search for').press('Enter');
    const result = page.getByRole('listitem').filter({ hasText: MEMORY_TEXT });
    await waitVisible(v, result, 'the memory among the results');
    const score = Number(await result.locator('.score-value').textContent());
    expect(score).toBeGreaterThan(0.3);
    expect(score).toBeLessThanOrEqual(1);
    await expect(page.getByText(/scores measure meaning \(cosine similarity/).count()).resolves.toBe(1);
    await shoot(v, 'search');

    // The memory: fields, metadata, history and versions.
    await result.getByRole('link', { name: MEMORY_TEXT }).click();
    await waitVisible(v, page.getByRole('heading', { name: 'History' }), 'the history');
    expect(new URL(page.url()).pathname).toBe(`/console/memories/${memoryId}`);
    await expect(page.locator('.importance-value').textContent()).resolves.toBe('0.40');
    await expect(page.getByText('console-test').count()).resolves.toBe(1);
    await expect(page.getByText('Stored as Preference with importance 0.40').count()).resolves.toBe(1);
    await expect(page.getByRole('region', { name: 'Versions' }).getByRole('row').count()).resolves.toBe(2);
    await shoot(v, 'memory');

    // Set the importance with the keyboard; the page and the API agree.
    await page.getByLabel('Importance (0 to 1)').fill('0.85');
    await page.getByLabel('Importance (0 to 1)').press('Enter');
    await waitVisible(v, page.getByText('Importance set: 0.40 → 0.85.'), 'the confirmation of the change');
    await waitVisible(v, page.getByText('Importance 0.40 → 0.85 (set by hand)'), 'the history event');
    await expect(page.locator('.importance-value').textContent()).resolves.toBe('0.85');
    await expect(page.getByRole('region', { name: 'Versions' }).getByRole('row').count()).resolves.toBe(3);
    const stored = await server.call('GET', `/v1/overflow/memory/${memoryId}`, { token: apiKey });
    expect(stored.body.importance).toBe(0.85);

    // Decay asks first; cancelling changes nothing.
    await page.getByRole('button', { name: 'Decay…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decay this memory?' });
    await waitVisible(v, dialog, 'the decay confirmation');
    await shoot(v, 'memory-confirm-decay');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    const unchanged = await server.call('GET', `/v1/overflow/memory/${memoryId}`, { token: apiKey });
    expect(unchanged.body.importance).toBe(0.85);

    // Forget asks too; confirmed, the memory is gone and the list says so.
    await page.getByRole('button', { name: 'Forget…' }).click();
    const forget = page.getByRole('dialog', { name: 'Forget this memory?' });
    await waitVisible(v, forget, 'the forget confirmation');
    await forget.getByRole('button', { name: 'Forget', exact: true }).click();
    await waitVisible(v, page.getByText('The memory was forgotten.'), 'the forgotten notice');
    await waitVisible(v, page.getByText('No overflow memories yet.'), 'the empty list');
    expect((await server.call('GET', `/v1/overflow/memory/${memoryId}`, { token: apiKey })).status).toBe(404);

    // Sign out: back to sign-in, and the token is gone (a reload does not sign in again).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitVisible(v, page.getByText('You have signed out.'), 'the signed-out notice');
    await page.reload({ waitUntil: 'load' });
    await waitVisible(v, page.getByRole('button', { name: 'Sign in' }), 'the sign-in form after a reload');

    expectCleanVisit(v);
  });

  it('a 401 answer ends the session: back to sign-in with the service’s message and code', async () => {
    const { apiKey } = await signUp(server);
    const v = await open('/console/memories');
    const { page } = v;
    await signIn(v, apiKey);
    // the list has answered before the key goes
    await waitVisible(v, page.getByText('No overflow memories yet.'), 'the empty list');

    const accounts = new AccountsRepository(server.service.db.orm);
    expect(await accounts.revokeKey(hashApiKey(apiKey))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, AUTH_CACHE_TTL_MS * 3));

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Overview' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your session has ended; sign in again.' });
    await waitVisible(v, notice, 'the session-ended notice');
    await expect(notice.textContent()).resolves.toMatch(/revoked or rotated.*Sign in again.*UNAUTHORIZED/s);
    await waitVisible(v, page.getByLabel('API key'), 'the sign-in form');
    await shoot(v, 'session-ended');

    // The 401 answers (and the browser's lines about them) are the expected ones; nothing else failed.
    expect(v.failedResponses.length).toBeGreaterThan(0);
    for (const failed of v.failedResponses) expect(failed).toMatch(/^401 GET \S+\/v1\//);
    for (const line of v.consoleErrors) expect(line).toMatch(/status of 401/);
    expect(v.foreign).toEqual([]);
    expect(v.pageErrors).toEqual([]);
    expect(v.failedRequests).toEqual([]);
  });
});
