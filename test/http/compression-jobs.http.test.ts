import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { BatchRunner, noStoredVectors, type BatchVectorSource } from '../../src/modules/compression/batch-runner.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-cjobs-'));
let server: TestServer;
let apiKey: string;

beforeAll(async () => {
  // no caller cache: a tier changed in the database applies to the next request
  server = await startTestServer({ DATA_DIR: dataDir, BATCH_TICK_MS: '3600000', AUTH_CACHE_TTL_MS: '0' });
  ({ apiKey } = await signUp(server));
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function vectors(count: number, dimension: number, seed: number): number[][] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  return Array.from({ length: count }, () => Array.from({ length: dimension }, next));
}

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function accountIdOf(key: string): Promise<string> {
  const rows = await server.service.db.orm.em
    .getConnection()
    .execute<{ account_id: string }[]>('select account_id from api_keys where key_hash = ?', [hashApiKey(key)]);
  return rows[0]!.account_id;
}

const completed = (token: string, id: string) =>
  until(`job ${id} to finish`, async () => {
    const res = await server.call('GET', `/v1/compression/jobs/${id}`, { token });
    return res.body.status === 'COMPLETED' || res.body.status === 'FAILED' ? res : null;
  });

describe('compression jobs', () => {
  it('run in the background in chunks, and their result equals a direct compression of the same vectors', async () => {
    const input = vectors(2500, 32, 5); // three chunks
    const created = await server.call('POST', '/v1/compression/jobs', {
      token: apiKey,
      body: { vectors: input, target_bits: 4 },
    });
    expect(created.status).toBe(202);
    expectConforms('createCompressionJob', created);
    expect(['PENDING', 'RUNNING', 'COMPLETED']).toContain(created.body.status);
    expect(created.body.vectors_count).toBe(2500);

    const done = await completed(apiKey, created.body.id);
    expectConforms('getCompressionJob', done);
    expect(done.body).toMatchObject({ status: 'COMPLETED', vectors_processed: 2500, progress_pct: 100, error: null });
    expect(done.body.started_at).not.toBeNull();
    expect(done.body.ratio).toBeGreaterThan(1);
    expect(done.body.quality_metrics.cosine_similarity).toBeGreaterThan(0.95);

    const result = await server.call('GET', `/v1/compression/jobs/${created.body.id}/result`, { token: apiKey });
    expect(result.status).toBe(200);
    expectConforms('getCompressionJobResult', result);
    const direct = await server.call('POST', '/v1/compress', {
      token: apiKey,
      body: { vectors: input, target_bits: 4 },
    });
    expect(result.body.compressed_vectors).toEqual(direct.body.compressed_vectors);
    expect(result.body.compressed_size_bytes).toBe(direct.body.compressed_size_bytes);
    expect(result.body.quality_metrics.cosine_similarity).toBeCloseTo(direct.body.quality_metrics.cosine_similarity, 5);
    expect(result.body.quality_metrics.max_absolute_error).toBeCloseTo(
      direct.body.quality_metrics.max_absolute_error,
      6,
    );
    expect(result.body.quality_metrics.signal_to_noise_ratio).toBeCloseTo(
      direct.body.quality_metrics.signal_to_noise_ratio,
      2,
    );

    const list = await server.call('GET', '/v1/compression/jobs?status=COMPLETED', { token: apiKey });
    expectConforms('listCompressionJobs', list);
    expect(list.body.items.map((j: { id: string }) => j.id)).toContain(created.body.id);
    const pending = await server.call('GET', '/v1/compression/jobs?status=PENDING', { token: apiKey });
    expect(pending.body.items.map((j: { id: string }) => j.id)).not.toContain(created.body.id);
  });

  it('answers 409 for an identical job still pending, and for its result until it completes', async () => {
    await server.service.queue.stop();
    try {
      const body = { vectors: vectors(10, 8, 9) };
      const first = await server.call('POST', '/v1/compression/jobs', { token: apiKey, body });
      expect(first.status).toBe(202);
      expect(first.body.status).toBe('PENDING');
      const again = await server.call('POST', '/v1/compression/jobs', { token: apiKey, body });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('COMPRESSION_IN_PROGRESS');
      const direct = await server.call('POST', '/v1/compress', { token: apiKey, body });
      expect(direct.status).toBe(409);
      const early = await server.call('GET', `/v1/compression/jobs/${first.body.id}/result`, { token: apiKey });
      expect(early.status).toBe(409);
      expectConforms('getCompressionJobResult', early);
      server.service.queue.start();
      await completed(apiKey, first.body.id);
      expect((await server.call('GET', `/v1/compression/jobs/${first.body.id}/result`, { token: apiKey })).status).toBe(
        200,
      );
    } finally {
      server.service.queue.start();
    }
  });

  it('keeps jobs to their account and answers 404 COMPRESSION_JOB_NOT_FOUND otherwise', async () => {
    const { apiKey: other } = await signUp(server);
    const created = await server.call('POST', '/v1/compression/jobs', {
      token: apiKey,
      body: { vectors: vectors(3, 4, 3) },
    });
    for (const path of [
      `/v1/compression/jobs/${created.body.id}`,
      `/v1/compression/jobs/${created.body.id}/result`,
      '/v1/compression/jobs/cjob_000000000000000000000000',
    ]) {
      const res = await server.call('GET', path, { token: other });
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('COMPRESSION_JOB_NOT_FOUND');
    }
  });

  it('resumes an interrupted job after a restart from its first unfinished chunk', async () => {
    const { apiKey: key } = await signUp(server);
    await server.service.db.orm.em
      .getConnection()
      .execute(`update accounts set tier = 'enterprise' where id = ?`, [await accountIdOf(key)]);
    const created = await server.call('POST', '/v1/compression/jobs', {
      token: key,
      body: { vectors: vectors(24_000, 64, 13), method: 'SCALAR_QUANTIZATION' },
    });
    expect(created.status).toBe(202);
    const id = created.body.id;
    await until('some progress', async () => {
      const res = await server.call('GET', `/v1/compression/jobs/${id}`, { token: key });
      return res.body.vectors_processed > 0 ? res : null;
    });
    await server.stop(); // stops the queue mid-job and closes the database
    server = await startTestServer({ DATA_DIR: dataDir, BATCH_TICK_MS: '3600000', AUTH_CACHE_TTL_MS: '0' });
    const reopened = await server.call('GET', `/v1/compression/jobs/${id}`, { token: key });
    // the restart came in the middle: some chunks were done, not all
    expect(reopened.body.vectors_processed).toBeGreaterThan(0);
    expect(reopened.body.vectors_processed).toBeLessThan(24_000);
    expect(reopened.body.status).not.toBe('COMPLETED');
    const done = await completed(key, id);
    expect(done.body).toMatchObject({ status: 'COMPLETED', vectors_processed: 24_000 });
    const result = await server.call('GET', `/v1/compression/jobs/${id}/result`, { token: key });
    expect(result.body.compressed_vectors).toHaveLength(24_000);
  }, 120_000);
});

describe('job housekeeping on each tick', () => {
  it('deletes jobs past their retention, and fails jobs the queue gave up on', async () => {
    const connection = server.service.db.orm.em.getConnection();
    const kept = await server.call('POST', '/v1/compression/jobs', {
      token: apiKey,
      body: { vectors: vectors(2, 4, 21) },
    });
    const expired = await server.call('POST', '/v1/compression/jobs', {
      token: apiKey,
      body: { vectors: vectors(2, 4, 22) },
    });
    await completed(apiKey, kept.body.id);
    await completed(apiKey, expired.body.id);
    await connection.execute(`update compression_jobs set delete_after = now() - interval '1 second' where id = ?`, [
      expired.body.id,
    ]);

    await server.service.queue.stop();
    let abandonedId = '';
    try {
      const abandoned = await server.call('POST', '/v1/compression/jobs', {
        token: apiKey,
        body: { vectors: vectors(2, 4, 23) },
      });
      abandonedId = abandoned.body.id;
      await connection.execute(
        `update jobs set status = 'failed', last_error = 'worker lost', finished_at = now() where id = (select queue_job_id from compression_jobs where id = ?)`,
        [abandonedId],
      );
      await server.service.batchRunner.tick();
    } finally {
      server.service.queue.start();
    }
    expect((await server.call('GET', `/v1/compression/jobs/${expired.body.id}`, { token: apiKey })).status).toBe(404);
    expect((await server.call('GET', `/v1/compression/jobs/${kept.body.id}`, { token: apiKey })).body.status).toBe(
      'COMPLETED',
    );
    const failed = await server.call('GET', `/v1/compression/jobs/${abandonedId}`, { token: apiKey });
    expect(failed.body).toMatchObject({ status: 'FAILED', error: 'worker lost' });
    expect(failed.body.completed_at).not.toBeNull();
  });
});

/** The dependencies of the service's own batch runner, to build a second instance. */
function runnerDeps(): ConstructorParameters<typeof BatchRunner>[0] {
  return (server.service.batchRunner as unknown as { deps: ConstructorParameters<typeof BatchRunner>[0] }).deps;
}

describe('compression batch runs', () => {
  it('start once per due time, even with two instances ticking together, and record the run', async () => {
    const created = await server.call('POST', '/v1/compression/batches', {
      token: apiKey,
      body: { name: 'hourly', schedule: '0 * * * *', method: 'TURBOQUANT', quality: 'FAST', retention_days: 7 },
    });
    const id = created.body.id;
    const connection = server.service.db.orm.em.getConnection();
    await connection.execute(`update compression_batches set next_run_at = now() - interval '1 minute' where id = ?`, [
      id,
    ]);

    const other = new BatchRunner({ ...runnerDeps(), vectors: noStoredVectors });
    const [a, b] = await Promise.all([server.service.batchRunner.tick(), other.tick()]);
    expect(a.length + b.length).toBe(1);
    const jobs = await connection.execute<{ id: string }[]>('select id from compression_jobs where batch_id = ?', [id]);
    expect(jobs).toHaveLength(1);
    expect([...(await server.service.batchRunner.tick()), ...(await other.tick())]).toEqual([]); // not due again yet

    await completed(apiKey, jobs[0]!.id);
    const list = await server.call('GET', '/v1/compression/batches', { token: apiKey });
    const item = list.body.items.find((b: { id: string }) => b.id === id);
    expect(item.last_run_status).toBe('COMPLETED');
    expect(item.last_run_at).not.toBeNull();
    expect(new Date(item.next_run_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(item.next_run_at).getUTCMinutes()).toBe(0);
  });

  it('compress the stored vectors they select, counted against the quota; a run over it is recorded FAILED', async () => {
    const { apiKey: key } = await signUp(server); // free: 10,000 vectors per month
    const connection = server.service.db.orm.em.getConnection();
    const makeDue = async (id: string) =>
      connection.execute(`update compression_batches set next_run_at = now() - interval '1 minute' where id = ?`, [id]);
    const created = await server.call('POST', '/v1/compression/batches', {
      token: key,
      body: { name: 'stored', schedule: '15 * * * *', method: 'TURBOQUANT', quality: 'BALANCED', target_bits: 4 },
    });
    let count = 6000;
    const stored: BatchVectorSource = async () => {
      const rows = vectors(count, 24, count);
      return { count, dimension: 24, values: Float32Array.from(rows.flat()) };
    };
    const runner = new BatchRunner({ ...runnerDeps(), vectors: stored });

    await makeDue(created.body.id);
    const [first] = await runner.tick();
    const done = await completed(key, first!);
    expect(done.body).toMatchObject({
      status: 'COMPLETED',
      vectors_count: 6000,
      vectors_processed: 6000,
      target_bits: 4,
    });

    count = 5000; // 6,000 + 5,000 is over the free tier's 10,000
    await makeDue(created.body.id);
    const [second] = await runner.tick();
    const refused = await server.call('GET', `/v1/compression/jobs/${second}`, { token: key });
    expect(refused.body).toMatchObject({ status: 'FAILED', vectors_processed: 0 });
    expect(refused.body.error).toMatch(/monthly compression-vector limit/);
    const usage = await connection.execute<{ amount: string }[]>(
      `select amount from usage_counters u join api_keys k on k.account_id = u.account_id where k.key_hash = ? and u.metric = 'compression_vectors'`,
      [hashApiKey(key)],
    );
    expect(Number(usage[0]!.amount)).toBe(6000);
    const list = await server.call('GET', '/v1/compression/batches', { token: key });
    expect(list.body.items[0].last_run_status).toBe('FAILED');
  });

  it('skips disabled batches', async () => {
    const created = await server.call('POST', '/v1/compression/batches', {
      token: apiKey,
      body: { name: 'off', schedule: '*/5 * * * *', method: 'TURBOQUANT', quality: 'FAST' },
    });
    await server.call('PATCH', `/v1/compression/batches/${created.body.id}`, {
      token: apiKey,
      body: { enabled: false },
    });
    await server.service.db.orm.em
      .getConnection()
      .execute(`update compression_batches set next_run_at = now() - interval '1 minute' where id = ?`, [
        created.body.id,
      ]);
    expect(await server.service.batchRunner.tick()).toEqual([]);
  });
});
