// Starts the real service in-process for a test: the embedded database in a temporary data
// directory (or PostgreSQL when a URL is given), a free port, response validation on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { startServer, type RunningServer } from '../../src/server.js';
import type { ServiceHooks } from '../../src/container.js';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** fetch against the server, JSON in and out. */
  call(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<TestResponse>;
  stop(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function startTestServer(env: Record<string, string> = {}, hooks: ServiceHooks = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'memsvc-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    DATABASE_POOL_SIZE: '4',
    ...env,
  });
  const running = await startServer(config, createLogger(config.logLevel), hooks);
  return {
    ...running,
    dataDir,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] ??= 'application/json';
      const res = await fetch(`${running.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      });
      const text = await res.text();
      let body: unknown = text;
      if (res.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
      return { status: res.status, headers: res.headers, body, text };
    },
    async stop() {
      await running.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let emailCounter = 0;

/** Signs up a fresh account and returns its key. */
export async function signUp(
  server: TestServer,
  email = `user${Date.now()}-${++emailCounter}@example.com`,
  extra: { vector_db_url?: string } = {},
): Promise<{ email: string; apiKey: string }> {
  const res = await server.call('POST', '/v1/keys', { body: { email, ...extra } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, apiKey: res.body.api_key };
}

/** Starts a server with one signed-up account before a file's tests, and stops it after them. */
export function useTestServer(ready: (server: TestServer, apiKey: string) => void, env: Record<string, string> = {}): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    ready(server, (await signUp(server)).apiKey);
  });
  afterAll(async () => {
    await server?.stop();
  });
}
