// The service as the benchmarks run it: a child process on the embedded default (a fresh
// DATA_DIR, production settings), an enterprise account (no quota stops a run), and the model
// loaded and the start-up work over before any load starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MODEL_DIR } from '../../src/config.js';
import { freePort, runCommand, startProcess, waitForHttp, waitUntilQuiet, type Started } from './processes.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HOST = '127.0.0.1';

export interface ServiceChildOptions {
  dataDir: string;
  port: number;
  /** Settings over the defaults below (for example EMBEDDING_THREADS, VECTOR_STORE_URL). */
  env?: Record<string, string>;
}

export function startServiceChild(options: ServiceChildOptions): Started {
  return startProcess(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      NODE_ENV: 'production',
      SERVICE_ENV: 'production',
      HOST,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: '', // the embedded default, whatever the caller's shell holds
      LOG_LEVEL: 'silent',
      VALIDATE_RESPONSES: 'false',
      EMBEDDING_PROVIDER: 'local',
      EMBEDDING_MODEL_DIR: DEFAULT_MODEL_DIR,
      ...options.env,
    },
  });
}

/** The parsed JSON body of a request that must answer `expectStatus` (or one of them). */
export async function requestJson(
  url: string,
  init: RequestInit,
  expectStatus: number | number[],
): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const text = await response.text();
  const expected = ([] as number[]).concat(expectStatus);
  if (!expected.includes(response.status))
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}, not ${expected.join(' or ')}: ${text}`,
    );
  return JSON.parse(text) as Record<string, unknown>;
}

/** POST with a JSON body and the account's key; the answer must be `expectStatus`. */
export function postJson(
  url: string,
  apiKey: string,
  body: unknown,
  expectStatus: number | number[] = 200,
): Promise<Record<string, unknown>> {
  return requestJson(
    url,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    expectStatus,
  );
}

/** Signs up a new account as anyone can (the free tier); its e-mail and API key. */
export async function freeAccount(
  url: string,
  label: string,
  extra: Record<string, string> = {},
): Promise<{ email: string; apiKey: string }> {
  const email = `${label}-${Date.now()}@example.com`;
  const signUp = await requestJson(
    `${url}/v1/keys`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, ...extra }) },
    201,
  );
  if (typeof signUp.api_key !== 'string') throw new Error(`sign-up returned no api_key: ${JSON.stringify(signUp)}`);
  return { email, apiKey: signUp.api_key };
}

/**
 * Signs up an account, raises it to enterprise with the operator command, and returns its key.
 * `databaseUrl`: the service's PostgreSQL, when it does not run on the embedded default.
 */
export async function enterpriseKey(
  url: string,
  dataDir: string,
  label: string,
  extra: Record<string, string> = {},
  databaseUrl = '',
): Promise<string> {
  return (await accountOnTier(url, dataDir, label, 'enterprise', extra, databaseUrl)).apiKey;
}

/** Signs up an account and moves it to `tier` with the operator command; its e-mail and API key. */
export async function accountOnTier(
  url: string,
  dataDir: string,
  label: string,
  tier: string,
  extra: Record<string, string> = {},
  databaseUrl = '',
): Promise<{ email: string; apiKey: string }> {
  const account = await freeAccount(url, label, extra);
  await runCommand('npm', ['run', '--silent', 'admin', '--', 'set-tier', account.email, tier], {
    cwd: ROOT,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
  const usage = await requestJson(
    `${url}/v1/keys/usage`,
    { headers: { authorization: `Bearer ${account.apiKey}` } },
    200,
  );
  if (usage.tier !== tier)
    throw new Error(`the account is on tier '${String(usage.tier)}' after set-tier, not ${tier}`);
  return account;
}

/** Resolves once GET /v1/health reports the embedding model healthy; rejects when it fails or time runs out. */
export async function waitForModel(server: Started, url: string, apiKey: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the service exited while loading the model:\n${server.output()}`);
    const health = await requestJson(`${url}/v1/health`, { headers: { authorization: `Bearer ${apiKey}` } }, 200);
    last = String((health.services as Record<string, unknown> | undefined)?.embedding);
    if (last === 'healthy') return;
    if (last === 'unhealthy') throw new Error(`the service reports the embedding model unhealthy:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the embedding model was not healthy within ${timeoutMs} ms (last: ${last})`);
}

/** Runs `cleanup` and leaves when the run is interrupted; returns the function that removes the handlers. */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  const handler = () => {
    process.stderr.write('interrupted: stopping the service ...\n');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), ...rows.map(format)].join('\n');
}

export interface ReadyService {
  url: string;
  apiKey: string;
  dataDir: string;
  server: Started;
}

/**
 * A service child on a fresh DATA_DIR, with an enterprise account and the model loaded, for the
 * length of `use`; stopped and removed after it, and on an interrupt (the child runs in a process
 * group of its own, which an interrupt of this process does not reach).
 */
export async function withReadyService<T>(
  label: string,
  env: Record<string, string>,
  use: (service: ReadyService) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `memsvc-${label}-`));
  const port = await freePort(HOST);
  const url = `http://${HOST}:${port}`;
  const server = startServiceChild({ dataDir, port, env });
  const removeHandlers = onInterrupt(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await waitForHttp(server, `${url}/health`, 90_000);
    const apiKey = await enterpriseKey(url, dataDir, label, {}, env.DATABASE_URL ?? '');
    await waitForModel(server, url, apiKey, 120_000);
    await waitUntilQuiet(server.child.pid);
    return await use({ url, apiKey, dataDir, server });
  } finally {
    removeHandlers();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
