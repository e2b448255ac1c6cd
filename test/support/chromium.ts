// Debian's Chromium driven by playwright-core, for the browser tests: its launch, a visit to a page
// of the service recording what it did (requests, page and console errors, failed requests,
// requests to other hosts, which are refused), and waiting for what a page shows. For the web
// console besides: the console built from its sources and the service started in-process for a
// test file's tests, with helpers that shoot a page at a desktop and a phone width (checking it
// with axe for accessibility on the way), and sign in.
import { AxeBuilder } from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

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
/** How long a page may take to show something. */
export const RENDER_TIMEOUT = 20_000;
/**
 * How long a journey through the console's pages may take in all: each step has RENDER_TIMEOUT,
 * and every page shot runs axe and two full-page screenshots, so a dozen pages pass vitest's
 * 60 s default on a busy two-core machine (the devices journey took 46-56 s and once over 60 s).
 */
export const JOURNEY_TIMEOUT = 240_000;
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };
/** The most a page may shift while it loads (Cumulative Layout Shift; 0.1 is the "good" bound of Web Vitals). */
const MAX_LAYOUT_SHIFT = 0.1;

/** Runs in the page before its own scripts: sums the layout shifts no input caused into window.layoutShift. */
const LAYOUT_SHIFT_RECORDER = `
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Why the browser tests cannot run, or null. A test file fails every test with it (reported as
 * failed tests, not as a suite error whose tests show up as skipped).
 */
export const chromiumMissing = existsSync(CHROMIUM)
  ? null
  : `Chromium not found at ${CHROMIUM}: the browser test needs Debian's chromium ` +
    '(run `bash scripts/setup.sh --test`, or `apt-get update && apt-get install -y chromium`).';

/** What the browser did while a test looked at a page. */
export interface Visit {
  context: BrowserContext;
  page: Page;
  origin: string;
  screenshotDir: string;
  requests: string[];
  foreign: string[];
  pageErrors: string[];
  consoleErrors: string[];
  failedResponses: string[];
  failedRequests: string[];
}

/** Launches Chromium; playwright-core gives every launch a fresh, empty profile directory of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
}

interface VisitOptions {
  origin: string;
  viewport: { width: number; height: number };
  screenshotDir: string;
  /** A script run in the page before its own. */
  initScript?: string;
}

/**
 * Opens `origin` + `path` in a fresh context of the browser and checks that it answered 200.
 * Every request of the context (page, workers, frames) is recorded; one for another host is
 * aborted at once, so that it fails the test rather than hanging on the closed network.
 */
export async function openVisit(browser: Browser, path: string, options: VisitOptions): Promise<Visit> {
  const { origin, viewport, screenshotDir, initScript } = options;
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const v: Visit = {
    context,
    page,
    origin,
    screenshotDir,
    requests: [],
    foreign: [],
    pageErrors: [],
    consoleErrors: [],
    failedResponses: [],
    failedRequests: [],
  };
  /** A request to the service, or one that never leaves the browser (data:, blob:, about:). */
  const isOwn = (url: string) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'about:') return true;
    return parsed.origin === origin;
  };
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
  if (initScript) await context.addInitScript({ content: initScript });
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: RENDER_TIMEOUT });
  expect(response?.status(), `GET ${path}`).toBe(200);
  return v;
}

export interface ConsoleHarness {
  server: TestServer;
  /** Opens a console address in a fresh browser context; the previous visit is closed first. */
  open(path: string): Promise<Visit>;
  /** Closes the current visit's context (after each test). */
  closeVisit(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Builds the console when a source changed since its last build. The browser test files run in
 * parallel and the build empties console/dist first, so they take turns through a lock
 * directory: the second finds the bundle fresh and leaves it alone.
 */
function buildConsole(): void {
  const lock = join(tmpdir(), `console-build-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) break; // a lock left by a killed run: build anyway
      execFileSync('sleep', ['0.2']);
    }
  }
  try {
    execFileSync(process.execPath, ['scripts/build-console.mjs', '--if-stale'], { stdio: 'inherit' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the console, starts the service with `env` and launches Chromium. */
async function startConsoleHarness(env: Record<string, string> = {}): Promise<ConsoleHarness> {
  if (chromiumMissing) throw new Error(chromiumMissing);
  buildConsole();
  const server = await startTestServer(env);
  const origin = new URL(server.url).origin;
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.stop();
    throw error;
  }
  const screenshotDir = process.env.CONSOLE_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'console-pages-'));
  mkdirSync(screenshotDir, { recursive: true });
  console.log(`console screenshots: ${screenshotDir}`);
  let visit: Visit | undefined;

  return {
    server,
    async open(path) {
      await visit?.context.close();
      // Layout shifts of the page, summed as the Cumulative Layout Shift metric sums them.
      visit = await openVisit(browser, path, {
        origin,
        viewport: WIDE,
        screenshotDir,
        initScript: LAYOUT_SHIFT_RECORDER,
      });
      return visit;
    },
    async closeVisit() {
      await visit?.context.close();
      visit = undefined;
    },
    async stop() {
      await visit?.context.close();
      await browser.close();
      await server.stop();
    },
  };
}

/** Everything the page reported, for a failure's message. */
export function report(v: Visit): string {
  return [
    `page errors:\n  ${v.pageErrors.join('\n  ') || '(none)'}`,
    `console errors:\n  ${v.consoleErrors.join('\n  ') || '(none)'}`,
    `responses >= 400:\n  ${v.failedResponses.join('\n  ') || '(none)'}`,
    `failed requests:\n  ${v.failedRequests.join('\n  ') || '(none)'}`,
    `requests:\n  ${v.requests.join('\n  ')}`,
  ].join('\n');
}

/** Fails with everything the page reported, so a broken console explains itself. */
export function expectCleanVisit(v: Visit): void {
  const told = report(v);
  expect(v.foreign, `requests to hosts other than ${v.origin}\n${told}`).toEqual([]);
  expect(v.pageErrors, `page errors\n${told}`).toEqual([]);
  expect(v.consoleErrors, `console errors\n${told}`).toEqual([]);
  expect(v.failedResponses, `failed responses\n${told}`).toEqual([]);
  expect(v.failedRequests, `failed requests\n${told}`).toEqual([]);
}

/** Waits for a locator, and on a timeout says what the page reported instead of a bare timeout. */
export async function waitVisible(v: Visit, locator: Locator, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT });
  } catch (error) {
    const shot = join(v.screenshotDir, `failed-${Date.now()}.png`);
    await v.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(`${what} never appeared (screenshot: ${shot})\n${report(v)}\ncause: ${(error as Error).message}`);
  }
}

/**
 * Waits until no part of the page is loading (no "Loading …" status, nothing marked busy), so
 * that an action such as a delete does not race the page's own requests still on their way.
 * A locator, not waitForFunction: the console's Content-Security-Policy forbids the eval that
 * waitForFunction polls with once its first check fails.
 */
export async function waitSettled(v: Visit, what: string): Promise<void> {
  try {
    await v.page
      .locator('.status-loading, [aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: RENDER_TIMEOUT });
  } catch (error) {
    throw new Error(`${what} kept loading\n${report(v)}\ncause: ${(error as Error).message}`);
  }
}

/** The impacts axe grades a violation with that fail a page: users of assistive technology are blocked or badly hindered. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe (the WCAG 2.x A and AA rules and axe's best practices) on the page as it stands and
 * fails on any serious or critical violation, naming the rule, its help text and the elements.
 */
async function expectAccessible(v: Visit, name: string): Promise<void> {
  const results = await new AxeBuilder({ page: v.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    );
  expect(blocking, `${name}: accessibility violations`).toEqual([]);
}

/**
 * Checks that the page did not shift while it loaded (since the previous shot) and that axe finds
 * no serious accessibility violation, shoots it at both widths (the whole page, so nothing below
 * the fold is missed), and checks that neither width scrolls sideways.
 */
export async function shoot(v: Visit, name: string): Promise<void> {
  const { page } = v;
  const shift = await page.evaluate<number>('window.layoutShift');
  expect(shift, `${name}: layout shift while it loaded`).toBeLessThan(MAX_LAYOUT_SHIFT);
  await expectAccessible(v, name);
  for (const [label, size] of [
    ['1280x800', WIDE],
    ['390x844', NARROW],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(v.screenshotDir, `${name}-${label}.png`), fullPage: true });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, `${name} at ${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(WIDE);
  // the resizes moved everything: count from here for the next page
  await page.waitForTimeout(100);
  await page.evaluate('window.layoutShift = 0');
}

export async function signIn(v: Visit, apiKey: string): Promise<void> {
  const { page } = v;
  await waitVisible(v, page.getByLabel('API key'), 'the API key field');
  await page.getByLabel('API key').fill(apiKey);
  await page.getByLabel('API key').press('Enter');
  await waitVisible(v, page.getByRole('button', { name: 'Sign out' }), 'the signed-in console');
}

export interface ConsoleSuite {
  /** The service, once started (before the file's tests). */
  readonly server: TestServer;
  /** Opens a console address, as ConsoleHarness.open. */
  open: (path: string) => Promise<Visit>;
}

/**
 * The console harness for a test file's tests: started before them all with the environment
 * `env` gives (unless Chromium is missing: then open fails with why), each test's visit closed
 * after it, and stopped after them all.
 */
export function consoleSuite(env: () => Promise<Record<string, string>> | Record<string, string>): ConsoleSuite {
  let harness: ConsoleHarness | undefined;
  beforeAll(async () => {
    if (chromiumMissing) return;
    harness = await startConsoleHarness(await env());
  });
  afterEach(async () => {
    await harness?.closeVisit();
  });
  afterAll(async () => {
    await harness?.stop();
  });
  const started = () => {
    if (!harness) throw new Error(chromiumMissing ?? 'the console did not start');
    return harness;
  };
  return {
    get server() {
      return started().server;
    },
    open: (path) => started().open(path),
  };
}
