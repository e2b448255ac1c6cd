import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/platform/db/database.js';

const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('is opened by one owner at a time, also within one process, and free again once closed', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '2' });
    const first = await openDatabase(config);
    try {
      await expect(openDatabase(config)).rejects.toThrow(`is in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    const again = await openDatabase(config);
    await again.close();
  });
});
