// The two documentation pages, rendered for real: Debian's Chromium, driven by playwright-core,
// opens /docs (Swagger UI) and /redoc (Redoc) on the service started in-process and checks that
// each renders the contract's operations, throws no page error and fetches nothing from any host
// but the service itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  RENDER_TIMEOUT,
  chromiumMissing,
  launchChromium,
  openVisit,
  report,
  waitVisible,
  type Visit,
} from '../support/chromium.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let origin: string;
let browser: Browser;
let screenshotDir: string;

beforeAll(async () => {
  if (chromiumMissing) return;
  server = await startTestServer();
  origin = new URL(server.url).origin;
  browser = await launchChromium();
  screenshotDir = process.env.DOCS_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'docs-pages-'));
  console.log(`docs-pages screenshots: ${screenshotDir}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let visit: Visit | undefined;

afterEach(async () => {
  await visit?.context.close();
  visit = undefined;
});

async function open(path: string): Promise<Visit> {
  if (chromiumMissing) throw new Error(chromiumMissing);
  visit = await openVisit(browser, path, { origin, viewport: { width: 1280, height: 900 }, screenshotDir });
  return visit;
}

/** Fails with everything the page reported, so a broken page explains itself. */
function expectCleanVisit(v: Visit): void {
  // Console errors alone do not fail the test (a blocked request already does), but they are shown.
  if (v.consoleErrors.length > 0) console.warn(`console errors on ${v.page.url()}:\n  ${v.consoleErrors.join('\n  ')}`);
  const told = report(v);
  expect(v.foreign, `requests to hosts other than ${origin}\n${told}`).toEqual([]);
  expect(v.pageErrors, `page errors\n${told}`).toEqual([]);
  expect(v.failedResponses, `failed responses\n${told}`).toEqual([]);
  expect(
    v.requests.some((r) => r.endsWith('/openapi.yaml')),
    `the page never asked for /openapi.yaml\n${told}`,
  ).toBe(true);
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
