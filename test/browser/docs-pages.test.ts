// The two documentation pages, rendered for real: Debian's Chromium, driven by playwright-core,
// opens /docs (Swagger UI) and /redoc (Redoc) on the service started in-process and checks that
// each renders the contract's operations, throws no page error and fetches nothing from any host
// but the service itself.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

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

let server: TestServer;
let origin: string;
let browser: Browser;
let screenshotDir: string;

/**
 * A missing Chromium fails every test with this message (reported as failed tests, not as a
 * suite error whose tests show up as skipped).
 */
const chromiumMissing = existsSync(CHROMIUM)
  ? null
  : `Chromium not found at ${CHROMIUM}: the browser test needs Debian's chromium ` +
    '(run `bash scripts/setup.sh --test`, or `apt-get update && apt-get install -y chromium`).';

beforeAll(async () => {
  if (chromiumMissing) return;
  server = await startTestServer();
  origin = new URL(server.url).origin;
  // playwright-core gives every launch a fresh, empty profile directory of its own.
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  screenshotDir = process.env.DOCS_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'docs-pages-'));
  console.log(`docs-pages screenshots: ${screenshotDir}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What one page did while the test looked at it. */
interface Visit {
  context: BrowserContext;
  page: Page;
  requests: string[];
  foreign: string[];
  pageErrors: string[];
  consoleErrors: string[];
  failedResponses: string[];
}

let visit: Visit | undefined;

afterEach(async () => {
  await visit?.context.close();
  visit = undefined;
});

async function open(path: string): Promise<Visit> {
  if (chromiumMissing) throw new Error(chromiumMissing);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const v: Visit = { context, page, requests: [], foreign: [], pageErrors: [], consoleErrors: [], failedResponses: [] };
  visit = v;
  // Every request of the context (page, workers, frames) is recorded; one for another host is
  // aborted at once, so that it fails the test rather than hanging on the closed network.
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
  context.on('response', (response) => {
    if (response.status() >= 400) v.failedResponses.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => v.pageErrors.push(error.stack ?? String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') v.consoleErrors.push(message.text());
  });
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: RENDER_TIMEOUT });
  expect(response?.status(), `GET ${path}`).toBe(200);
  return v;
}

/** A request to the test server, or one that never leaves the browser (data:, blob:, about:). */
function isOwn(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'about:') return true;
  return parsed.origin === origin;
}

/** Fails with everything the page reported, so a broken page explains itself. */
function expectCleanVisit(v: Visit): void {
  // Console errors alone do not fail the test (a blocked request already does), but they are shown.
  if (v.consoleErrors.length > 0) console.warn(`console errors on ${v.page.url()}:\n  ${v.consoleErrors.join('\n  ')}`);
  const report = [
    `page errors:\n  ${v.pageErrors.join('\n  ') || '(none)'}`,
    `console errors:\n  ${v.consoleErrors.join('\n  ') || '(none)'}`,
    `responses >= 400:\n  ${v.failedResponses.join('\n  ') || '(none)'}`,
    `requests:\n  ${v.requests.join('\n  ')}`,
  ].join('\n');
  expect(v.foreign, `requests to hosts other than ${origin}\n${report}`).toEqual([]);
  expect(v.pageErrors, `page errors\n${report}`).toEqual([]);
  expect(v.failedResponses, `failed responses\n${report}`).toEqual([]);
  expect(
    v.requests.some((r) => r.endsWith('/openapi.yaml')),
    `the page never asked for /openapi.yaml\n${report}`,
  ).toBe(true);
}

/** Waits for a locator, and on a timeout says what the page reported instead of a bare timeout. */
async function waitVisible(v: Visit, locator: ReturnType<Page['locator']>, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT });
  } catch (error) {
    const shot = join(screenshotDir, `failed-${Date.now()}.png`);
    await v.page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(
      `${what} never appeared (screenshot: ${shot})\n` +
        `page errors: ${JSON.stringify(v.pageErrors)}\nconsole errors: ${JSON.stringify(v.consoleErrors)}\n` +
        `responses >= 400: ${JSON.stringify(v.failedResponses)}\nforeign requests: ${JSON.stringify(v.foreign)}\n` +
        `cause: ${(error as Error).message}`,
    );
  }
}

describe('documentation pages in Chromium', () => {
  it('GET /docs renders the operations in Swagger UI', async () => {
    const v = await open('/docs');
    const { page } = v;
    await waitVisible(v, page.locator('.swagger-ui .opblock'), 'Swagger UI operations');

    // The API's title and version from the contract's info block.
    await expect(page.locator('.swagger-ui .info .title').first().textContent()).resolves.toMatch(/\S/);

    // createKey: POST /v1/keys with its summary.
    const createKey = page
      .locator('.opblock.opblock-post')
      .filter({ has: page.locator('.opblock-summary-path[data-path="/v1/keys"]') })
      .filter({ hasText: 'Sign up and receive an API key' });
    await waitVisible(v, createKey, 'POST /v1/keys (createKey)');
    expect(await createKey.count()).toBe(1);

    // The generic surface is listed too.
    const generic = page.locator('.opblock-summary-path[data-path="/generic/v1/memories"]');
    await waitVisible(v, generic, '/generic/v1/memories');

    // Opening the operation shows its details, rendered from the contract.
    await createKey.locator('.opblock-summary-control').click();
    await waitVisible(v, createKey.locator('.opblock-body'), 'the body of POST /v1/keys');
    await expect(createKey.locator('.opblock-body').textContent()).resolves.toContain('free');

    await page.locator('.swagger-ui .info').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, 'docs.png') });
    await createKey.screenshot({ path: join(screenshotDir, 'docs-createKey.png') });

    expectCleanVisit(v);
  });

  it('GET /redoc renders the operations in Redoc', async () => {
    const v = await open('/redoc');
    const { page } = v;
    // Redoc's error screen has the class .redoc-wrap too, so wait for real operation content.
    await waitVisible(v, page.locator('.redoc-wrap .api-content'), 'Redoc content');

    const createKey = page.locator('.api-content h2', { hasText: 'Sign up and receive an API key' });
    await waitVisible(v, createKey, 'the createKey heading');

    // The login operation's path, shown in its endpoint box.
    const login = page.locator('.api-content').getByText('/v1/auth/login', { exact: true });
    await waitVisible(v, login, 'the path /v1/auth/login');

    // The side menu lists the tags, and the operations under them (collapsed until opened).
    await waitVisible(
      v,
      page.locator('.menu-content').getByText('Account', { exact: true }),
      'the Account tag in the menu',
    );
    await page
      .locator('.menu-content')
      .getByText('Sign up and receive an API key')
      .first()
      .waitFor({ state: 'attached', timeout: RENDER_TIMEOUT });

    expect(await page.getByText('Something went wrong').count(), 'Redoc error screen').toBe(0);

    await page.screenshot({ path: join(screenshotDir, 'redoc.png') });
    await createKey.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, 'redoc-createKey.png') });

    expectCleanVisit(v);
  });
});
