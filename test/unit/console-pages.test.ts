// How the service serves the web console: its page for every address under /console, its
// assets from the built folder, a 404 in the error envelope for an asset that is not there, a
// 503 that says how to build it when the folder is missing, and the security headers that keep
// the page on its own origin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorRenderer } from '../../src/http/error-renderer.js';
import { createConsoleRouter } from '../../src/modules/system/console-pages.js';
import type { Logger } from '../../src/platform/logger.js';

const logger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const PAGE = '<!doctype html><title>console</title>';

let dist: string;
let built = '';
let unbuilt = '';
const servers: { close(): void }[] = [];

async function serve(distDir: string): Promise<string> {
  const app = express();
  app.use(createConsoleRouter(distDir));
  app.use(createErrorRenderer({ logger, genericBasePath: '/generic/v1' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'console.js'), 'console.log(1);');
  built = await serve(dist);
  unbuilt = await serve(join(dist, 'missing'));
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web console at /console', () => {
  it('answers its page for /console and every address under it, with the security headers', async () => {
    for (const path of ['/console', '/console/', '/console/memories', '/console/memories/mem_abc?x=1']) {
      const res = await fetch(`${built}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe(PAGE);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('serves its assets, and a missing one is a 404 in the error envelope', async () => {
    const script = await fetch(`${built}/console/assets/console.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");

    const missing = await fetch(`${built}/console/assets/nothing.js`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('leaves other paths alone', async () => {
    const res = await fetch(`${built}/consoles`);
    expect(res.status).toBe(404);
    expect(res.headers.get('referrer-policy')).toBeNull();
  });

  it('says how to build it when the bundle is missing', async () => {
    const res = await fetch(`${unbuilt}/console`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error.message).toContain('npm run build:console');
  });
});
