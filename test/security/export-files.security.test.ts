// An attack found by reading the export path: every export, memory or usage, writes a file that
// stays on the service's disk for 24 hours, and nothing bounded how many an account keeps. A free
// account making usage export after export (100 a minute under its rate limit), or a memory export
// of its memories with vectors after each other, could fill the disk that every account's exports
// and the embedded database share. Guard (src/modules/exports/export-retention.ts): an account
// keeps its newest EXPORT_FILES_PER_ACCOUNT export files; a new export expires the oldest.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const KEPT = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ EXPORT_FILES_PER_ACCOUNT: String(KEPT) });
});
afterAll(async () => {
  await server?.stop();
});

function exportFiles(): string[] {
  return readdirSync(join(server.dataDir, 'exports')).filter((name) => !name.endsWith('.partial'));
}

async function usageExport(token: string): Promise<{ job_id: string; download_url: string }> {
  const res = await server.call('POST', '/v1/export/usage', { token, body: { format: 'CSV' } });
  expect(res.status, res.text).toBe(200);
  expectConforms('exportUsage', res);
  return res.body;
}

/** Starts a memory export and waits for it to complete (as long as the export tests wait); the job. */
async function memoryExport(token: string): Promise<{ job_id: string; download_url: string }> {
  const started = await server.call('POST', '/v1/export', { token, body: { format: 'JSONL' } });
  expect(started.status, started.text).toBe(202);
  return until(
    'the memory export to complete',
    async () => {
      const res = await server.call('GET', `/v1/export/${started.body.job_id}`, { token });
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    },
    60_000,
  );
}

describe('attack: one account makes export after export', () => {
  it(`keeps its newest ${KEPT} files: older ones expire (410), another account's stay`, async () => {
    const bystander = (await signUp(server)).apiKey;
    const kept = await usageExport(bystander);
    const attacker = (await signUp(server)).apiKey;
    const made = [];
    for (let i = 0; i < 8; i++) made.push(await usageExport(attacker));
    expect(exportFiles()).toHaveLength(KEPT + 1);
    for (const job of made.slice(0, -KEPT)) {
      const res = await fetch(job.download_url);
      expect(res.status).toBe(410);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe('EXPORT_EXPIRED');
    }
    for (const job of made.slice(-KEPT)) expect((await fetch(job.download_url)).status).toBe(200);
    expect((await fetch(kept.download_url)).status).toBe(200);

    // a memory export counts with them: when it is made, the oldest of the three expires
    const started = await memoryExport(attacker);
    expect((await fetch(started.download_url)).status).toBe(200);
    expect((await fetch(made[made.length - KEPT]!.download_url)).status).toBe(410);
    expect(exportFiles()).toHaveLength(KEPT + 1);

    // an export that expired early says so when it is read
    const second = await memoryExport(attacker);
    for (const _ of [1, 2]) await usageExport(attacker);
    const first = await server.call('GET', `/v1/export/${started.job_id}`, { token: attacker });
    expect(first.status).toBe(200);
    expectConforms('getExport', first);
    expect(first.body.status).toBe('EXPIRED');
    expect(first.body.download_url).toBeNull();
    expect(new Date(first.body.expires_at).getTime()).toBeLessThanOrEqual(Date.now());

    // 30 days after it finished, an expired job is forgotten; a completed one is not
    const sql = server.service.db.orm.em.getConnection();
    await sql.execute(`update export_jobs set completed_at = now() - interval '31 days' where id in (?, ?)`, [
      started.job_id,
      second.job_id,
    ]);
    await server.service.memoryExports.sweepOnce();
    const forgotten = await server.call('GET', `/v1/export/${started.job_id}`, { token: attacker });
    expect(forgotten.status).toBe(404);
    expect(forgotten.body.error.code).toBe('EXPORT_NOT_FOUND');
    expect((await server.call('GET', `/v1/export/${second.job_id}`, { token: attacker })).body.status).toBe(
      'COMPLETED',
    );
  });
});
