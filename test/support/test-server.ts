// Starts the real service in-process for a test: the embedded database in a temporary data
// directory (or PostgreSQL when a URL is given), a free port, response validation on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger, type Logger } from '../../src/platform/logger.js';
import { startServer, type RunningServer } from '../../src/server.js';
import type { ServiceHooks } from '../../src/container.js';
import { contractViolations, proxyRefuses, UPSTREAM_HEADER, withoutProxyHeaders } from './contract-proxy.js';

export interface TestServer extends RunningServer {
  dataDir: string;
  /**
   * fetch against the server, JSON in and out. With the Prism validation proxy on
   * (CONTRACT_PROXY=on) the call goes through it and fails on a contract violation; `direct`
   * goes straight to the server (for what the proxy must not see: see docs/testing.md).
   */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; direct?: boolean },
  ): Promise<TestResponse>;
  stop(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** Something a test can call: a server, or a proxy in front of servers. */
export interface TestClient {
  call: TestServer['call'];
}

/** The Prism validation proxy of this run (contract-proxy.global.ts), null when it is off. */
function contractProxyUrl(): string | null {
  try {
    return inject('contractProxyUrl') ?? null;
  } catch {
    return null; // outside a vitest worker
  }
}

/**
 * fetch, sent once more when it failed on a kept-alive socket that the other side had closed
 * before answering. A test server starts in the test's own process and can hold its event loop
 * for seconds (migrations, the model); meanwhile the proxy closes the idle connection, and the
 * first call after the start may be written into that connection before its close is read. Only
 * a socket that had answered before and then closed without answering this request is retried.
 */
async function sendOnFreshSocketIfStale(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string; socket?: { bytesRead?: number } } }).cause;
    const reusedAndClosed =
      cause?.code === 'UND_ERR_SOCKET' && cause.message === 'other side closed' && (cause.socket?.bytesRead ?? 0) > 0;
    if (!reusedAndClosed) throw err;
    return fetch(url, init);
  }
}

/**
 * A client of any base URL (on 127.0.0.1), answering like TestServer.call; through the Prism
 * validation proxy when the run has one.
 */
export function clientOf(baseUrl: string): TestClient {
  const proxyUrl = contractProxyUrl();
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] ??= 'application/json';
      const body =
        options.body === undefined
          ? undefined
          : typeof options.body === 'string' || options.body instanceof Uint8Array
            ? options.body
            : JSON.stringify(options.body);
      // Prism answers some requests itself instead of forwarding them (malformed JSON, a body
      // over 10 MB, a head over 16 KB), and cannot read a compressed body: those go straight to
      // the server.
      const proxied = proxyUrl !== null && !options.direct && !proxyRefuses(path, headers, body);
      if (proxied) headers[UPSTREAM_HEADER] = new URL(baseUrl).port;
      const res = await sendOnFreshSocketIfStale(`${proxied ? proxyUrl : baseUrl}${path}`, { method, headers, body });
      const text = await res.text();
      if (proxied) {
        const violations = contractViolations(res.status, res.headers);
        if (violations.length) {
          throw new Error(
            `${method} ${path} answered ${res.status}, which breaks the contract (Prism):\n  ${violations.join('\n  ')}\nbody: ${text.slice(0, 500)}`,
          );
        }
      }
      let parsed: unknown = text;
      if (res.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
      return {
        status: res.status,
        headers: proxied ? withoutProxyHeaders(res.headers) : res.headers,
        body: parsed,
        text,
      };
    },
  };
}

/** `logger`: where the service logs (by default nowhere: LOG_LEVEL is silent unless `env` sets it). */
export async function startTestServer(
  env: Record<string, string> = {},
  hooks: ServiceHooks = {},
  logger?: Logger,
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'memsvc-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    // tests send requests as fast as they can; the per-second limit is tested where it is turned on
    RATE_LIMIT_PER_SECOND_PERCENT: '0',
    DATABASE_POOL_SIZE: '4',
    // one copy of the model per test server (the query lane's second copy would double the
    // memory and start-up of every test file); the tests that need the lane turn it on
    EMBEDDING_QUERY_LANE: 'false',
    // compiling all 91 operations' validators takes seconds of CPU; a test file uses a few of
    // them (validator-warm-up.http.test.ts turns it on)
    WARM_UP_VALIDATORS: 'false',
    ...env,
  });
  const running = await startServer(config, logger ?? createLogger(config.logLevel), hooks);
  return {
    ...running,
    dataDir,
    call: clientOf(running.url).call,
    async stop() {
      await running.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let emailCounter = 0;

/** Signs up a fresh account and returns its key. */
export async function signUp(
  server: TestClient,
  email = `user${Date.now()}-${++emailCounter}@example.com`,
  extra: { vector_db_url?: string } = {},
): Promise<{ email: string; apiKey: string }> {
  const res = await server.call('POST', '/v1/keys', { body: { email, ...extra } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, apiKey: res.body.api_key };
}

/** Starts a server with one signed-up account before a file's tests, and stops it after them. */
export function useTestServer(
  ready: (server: TestServer, apiKey: string) => void,
  env: Record<string, string> = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    ready(server, (await signUp(server)).apiKey);
  });
  afterAll(async () => {
    await server?.stop();
  });
}
