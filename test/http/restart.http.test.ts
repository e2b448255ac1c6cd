import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer } from '../support/test-server.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each test starts the service twice or more: about 30 s on a busy two-core machine.
describe('the embedded default', { timeout: 120_000 }, () => {
  it('keeps accounts and keys across a restart', async () => {
    const first = await startTestServer({ DATA_DIR: dataDir });
    const { apiKey, email } = await signUp(first);
    const { body } = await first.call('POST', '/v1/auth/login', { body: { api_key: apiKey } });
    await first.stop();

    const second = await startTestServer({ DATA_DIR: dataDir });
    try {
      const usage = await second.call('GET', '/v1/keys/usage', { token: apiKey });
      expect(usage.status).toBe(200);
      // the session secret is kept in the database, so tokens outlive a restart
      expect((await second.call('GET', '/v1/keys/usage', { token: body.access_token })).status).toBe(200);
      expect((await second.call('POST', '/v1/keys', { body: { email } })).status).toBe(409);
    } finally {
      await second.stop();
    }
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const first = await startTestServer({ DATA_DIR: dataDir });
    try {
      const second = await run('npx', ['tsx', 'src/server.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      }).catch((e) => e);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`is in use by process ${process.pid}`);
      expect((await first.call('GET', '/health')).status).toBe(200);
    } finally {
      await first.stop();
    }
  });
});
