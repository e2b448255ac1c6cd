// The model loads once, in the background, at start: /v1/health says degraded until it is ready,
// and requests that need it wait for it (bounded) instead of failing. The load is held back by
// serving the model's tokenizer.json through a named pipe that the test fills when it chooses;
// everything else is the real installed model.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from '../../src/config.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A model folder whose tokenizer.json is a named pipe: loading blocks until release() writes it.
 * The write is asynchronous: the server reads the pipe on this same event loop.
 */
function heldBackModel(): { dir: string; release: () => Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'memsvc-model-'));
  for (const file of ['model.onnx', 'manifest.json', 'tokenizer_config.json'])
    symlinkSync(join(DEFAULT_MODEL_DIR, file), join(dir, file));
  const pipe = join(dir, 'tokenizer.json');
  execFileSync('mkfifo', [pipe]);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await writeFile(pipe, await readFile(join(DEFAULT_MODEL_DIR, 'tokenizer.json')));
  };
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(release); // a reader still blocked on the pipe must be let go
  return { dir, release };
}

async function started(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(env);
  cleanups.push(() => server.stop());
  return server;
}

async function embeddingHealth(server: TestServer, token: string): Promise<string> {
  const res = await server.call('GET', '/v1/health', { token });
  expect(res.status).toBe(200);
  expectConforms('getServiceHealth', res);
  return res.body.services.embedding;
}

describe('loading the embedding model', () => {
  it('reports degraded while loading, holds requests until the model is ready, then answers them', async () => {
    const model = heldBackModel();
    const server = await started({ EMBEDDING_MODEL_DIR: model.dir, EMBEDDING_READY_TIMEOUT_MS: '60000' });
    const { apiKey } = await signUp(server);
    expect(await embeddingHealth(server, apiKey)).toBe('degraded');

    let settled = false;
    const pending = server
      .call('POST', '/v1/embed', { token: apiKey, body: { text: 'Waiting for the model.' } })
      .finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 500));
    expect(settled).toBe(false);
    expect(await embeddingHealth(server, apiKey)).toBe('degraded');

    await model.release();
    const res = await pending;
    expect(res.status).toBe(200);
    expectConforms('embedText', res);
    expect(res.body.vector).toHaveLength(768);
    expect(await embeddingHealth(server, apiKey)).toBe('healthy');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when the wait is over before the model is ready', async () => {
    const model = heldBackModel();
    const server = await started({ EMBEDDING_MODEL_DIR: model.dir, EMBEDDING_READY_TIMEOUT_MS: '300' });
    const { apiKey } = await signUp(server);
    const res = await server.call('POST', '/v1/intelligence', { token: apiKey, body: { text: 'Too early.' } });
    expect(res.status).toBe(503);
    expectConforms('runIntelligence', res);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.error.message).toMatch(/still loading/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const usage = await server.call('GET', '/v1/keys/usage', { token: apiKey });
    expect(usage.body.requests_used).toBe(0);
  });

  it('reports unhealthy and says how to install the model when it cannot be loaded', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'memsvc-nomodel-'));
    cleanups.push(() => rmSync(empty, { recursive: true, force: true }));
    const server = await started({ EMBEDDING_MODEL_DIR: empty });
    const { apiKey } = await signUp(server);
    const res = await server.call('POST', '/v1/embed', { token: apiKey, body: { text: 'No model.' } });
    expect(res.status).toBe(503);
    expectConforms('embedText', res);
    expect(res.body.error.message).toMatch(/could not be loaded.*npm start/);
    expect(await embeddingHealth(server, apiKey)).toBe('unhealthy');
  });
});
