import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { fingerprintOf } from '../../src/modules/compression/compress-batch.js';
import { readVectors } from '../../src/modules/compression/vector-input.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, type TestServer, useTestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

useTestServer((started, key) => {
  server = started;
  apiKey = key;
});

function unitVectors(count: number, dimension: number, seed = 1): number[][] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  return Array.from({ length: count }, () => {
    const v = Array.from({ length: dimension }, next);
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  });
}

const compress = (body: unknown, token = apiKey) => server.call('POST', '/v1/compress', { token, body });

describe('POST /v1/compress', () => {
  it('compresses with the defaults (TURBOQUANT, 3 bits) and reports real sizes and quality', async () => {
    const vectors = unitVectors(5, 64);
    const res = await compress({ vectors });
    expect(res.status).toBe(200);
    expectConforms('compressVectors', res);
    expect(res.body).toMatchObject({ method: 'TURBOQUANT', target_bits: 3, original_size_bytes: 5 * 64 * 4 });
    expect(res.body.compressed_vectors).toHaveLength(5);
    const decodedBytes = res.body.compressed_vectors.reduce(
      (sum: number, b64: string) => sum + Buffer.from(b64, 'base64').length,
      0,
    );
    expect(res.body.compressed_size_bytes).toBe(decodedBytes);
    expect(res.body.ratio).toBeCloseTo(res.body.original_size_bytes / decodedBytes, 3);
    expect(res.body.ratio).toBeGreaterThan(1);
    const q = res.body.quality_metrics;
    expect(q.cosine_similarity).toBeGreaterThan(0.9);
    expect(q.cosine_similarity).toBeLessThanOrEqual(1);
    expect(q.mean_squared_error).toBeGreaterThan(0);
    expect(q.max_absolute_error).toBeGreaterThan(0);
    expect(q.signal_to_noise_ratio).toBeGreaterThan(5);
  });

  it('is more faithful with more bits', async () => {
    const vectors = unitVectors(20, 128, 7);
    const low = await compress({ vectors, method: 'SCALAR_QUANTIZATION', target_bits: 2 });
    const high = await compress({ vectors, method: 'SCALAR_QUANTIZATION', target_bits: 8 });
    expect(low.status).toBe(200);
    expect(high.status).toBe(200);
    expect(high.body.quality_metrics.cosine_similarity).toBeGreaterThan(0.999);
    expect(high.body.quality_metrics.mean_squared_error).toBeLessThan(low.body.quality_metrics.mean_squared_error);
    expect(high.body.ratio).toBeLessThan(low.body.ratio);
  });

  it('answers 400 INVALID_VECTORS for empty, ragged, non-numeric and infinite input', async () => {
    const cases: unknown[] = [
      { vectors: [] },
      { vectors: [[]] },
      {
        vectors: [
          [1, 2, 3],
          [1, 2],
        ],
      },
      { vectors: [[1, 'two', 3]] },
      { vectors: [[1, null, 3]] },
      { vectors: 'not a list' },
      '{"vectors": [[1, 1e400, 3]]}',
    ];
    for (const body of cases) {
      const res = await compress(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectConforms('compressVectors', res);
      expect(res.body.error.code).toBe('INVALID_VECTORS');
    }
  });

  it('answers the area codes for a bad method, quality or bit width, and 422 for an unknown field', async () => {
    const vectors = [[0.1, 0.2]];
    expect((await compress({ vectors, method: 'PRODUCT_QUANTIZATION' })).body.error.code).toBe('INVALID_METHOD');
    expect((await compress({ vectors, quality: 'ULTRA' })).body.error.code).toBe('INVALID_QUALITY');
    for (const target_bits of [0, 17, 2.5, '4']) {
      const res = await compress({ vectors, target_bits });
      expect(res.status).toBe(400);
      expect(res.body.error.code, String(target_bits)).toBe('INVALID_TARGET_BITS');
    }
    const unknown = await compress({ vectors, turbo: true });
    expect(unknown.status).toBe(422);
  });

  it('refuses a body over 50 MB with 413 VECTORS_TOO_LARGE', async () => {
    const row = `[${Array(1000).fill('0.123456789').join(',')}]`;
    const body = `{"vectors":[${Array(4800).fill(row).join(',')}]}`; // about 58 MB
    expect(body.length).toBeGreaterThan(50 * 1024 * 1024);
    const res = await server.call('POST', '/v1/compress', {
      token: apiKey,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expectConforms('compressVectors', res);
    expect(res.body.error.code).toBe('VECTORS_TOO_LARGE');
  });

  it('refuses an oversized body while reading it, without waiting for the rest (no Content-Length)', async () => {
    const { request } = await import('node:http');
    const url = new URL('/v1/compress', server.url);
    const chunk = Buffer.from(`[${Array(1000).fill('0.123456789').join(',')}],`); // about 12 KB
    const totalChunks = 12_000; // about 144 MB if it were all sent
    const outcome = await new Promise<{ status: number; body: string; chunksSent: number }>((resolve, reject) => {
      let chunksSent = 0;
      let answered = false;
      const req = request(
        url,
        { method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' } },
        (res) => {
          answered = true;
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, chunksSent }));
        },
      );
      req.on('error', (err) => (answered ? undefined : reject(err)));
      req.write('{"vectors":[');
      const pump = () => {
        while (!answered && chunksSent < totalChunks) {
          chunksSent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end('[0]]}');
      };
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body).error.code).toBe('VECTORS_TOO_LARGE');
    // the answer came while the body was still being sent: well before its end
    expect(outcome.chunksSent).toBeLessThan(totalChunks / 2);
  });

  it('answers 409 COMPRESSION_IN_PROGRESS while the same vectors are being compressed', async () => {
    const { apiKey: key } = await signUp(server);
    const vectors = unitVectors(3, 16, 11);
    // an identical compression of this account still running (as another instance would leave it)
    const orm = server.service.db.orm;
    const rows = await orm.em
      .getConnection()
      .execute<{ account_id: string }[]>('select account_id from api_keys where key_hash = ?', [hashApiKey(key)]);
    const account_id = rows[0]!.account_id;
    const fingerprint = fingerprintOf(readVectors(vectors), { method: 'TURBOQUANT', quality: 'BALANCED', bits: 3 });
    await orm.em.getConnection().execute(
      `insert into compression_records (id, account_id, fingerprint, status, method, quality, target_bits, vectors_count)
       values ('crec_seeded', ?, ?, 'running', 'TURBOQUANT', 'BALANCED', 3, 3)`,
      [account_id, fingerprint],
    );
    const res = await compress({ vectors }, key);
    expect(res.status).toBe(409);
    expectConforms('compressVectors', res);
    expect(res.body.error.code).toBe('COMPRESSION_IN_PROGRESS');
    // other settings are another compression
    expect((await compress({ vectors, target_bits: 4 }, key)).status).toBe(200);
    await orm.em
      .getConnection()
      .execute(`update compression_records set status = 'completed' where id = 'crec_seeded'`);
    expect((await compress({ vectors }, key)).status).toBe(200);
  });

  it('counts vectors against the monthly compression quota of the tier', async () => {
    const { apiKey: key } = await signUp(server); // free: 10,000 vectors per month
    const over = await compress({ vectors: Array.from({ length: 10_001 }, (_, i) => [i % 7, 1]) }, key);
    expect(over.status).toBe(403);
    expectConforms('compressVectors', over);
    expect(over.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { tier: 'free', limit: 10000, used: 0 } });
    expect((await compress({ vectors: Array.from({ length: 10_000 }, (_, i) => [i % 5, 2]) }, key)).status).toBe(200);
    const more = await compress({ vectors: [[1, 2]] }, key);
    expect(more.status).toBe(403);
    expect(more.body.error.details).toMatchObject({ used: 10000, limit: 10000 });
  });
});

describe('analytics and comparison', () => {
  it('adds up the real compressions of the account', async () => {
    const { apiKey: key } = await signUp(server);
    const empty = await server.call('GET', '/v1/compression/analytics', { token: key });
    expectConforms('getCompressionAnalytics', empty);
    expect(empty.body).toMatchObject({
      total_vectors_compressed: 0,
      average_ratio: 0,
      method_breakdown: {},
      last_compression_at: null,
    });
    const a = await compress({ vectors: unitVectors(10, 256, 3), target_bits: 4 }, key);
    const b = await compress({ vectors: unitVectors(6, 256, 4), method: 'SCALAR_QUANTIZATION', target_bits: 8 }, key);
    const res = await server.call('GET', '/v1/compression/analytics', { token: key });
    expectConforms('getCompressionAnalytics', res);
    expect(res.body.total_vectors_compressed).toBe(16);
    expect(res.body.total_original_size_mb).toBeCloseTo((16 * 256 * 4) / 1e6, 3);
    expect(res.body.average_ratio).toBeCloseTo((a.body.ratio + b.body.ratio) / 2, 1);
    expect(res.body.method_breakdown.TURBOQUANT.count).toBe(10);
    expect(res.body.method_breakdown.SCALAR_QUANTIZATION.count).toBe(6);
    expect(res.body.storage_saved_mb).toBeGreaterThan(0);
    expect(res.body.last_compression_at).not.toBeNull();
  });

  it('measures both methods on a sample and recommends one', async () => {
    const res = await server.call('GET', '/v1/compression/comparison', { token: apiKey });
    expect(res.status).toBe(200);
    expectConforms('getCompressionComparison', res);
    expect(res.body.methods.map((m: { name: string }) => m.name).sort()).toEqual(['SCALAR_QUANTIZATION', 'TURBOQUANT']);
    for (const m of res.body.methods) {
      expect(m.ratio).toBeGreaterThan(1);
      expect(m.quality).toBeGreaterThan(0.5);
      expect(m.compression_time_ms).toBeGreaterThan(0);
    }
    expect(res.body.sample_size).toBe(1000);
    expect(res.body.recommendation_reason).toContain(res.body.recommendation);
  });
});

describe('compression batches', () => {
  it('are created with their next run, listed, changed, disabled and deleted', async () => {
    const { apiKey: key } = await signUp(server);
    const created = await server.call('POST', '/v1/compression/batches', {
      token: key,
      body: { name: 'nightly', schedule: '0 3 * * *', method: 'TURBOQUANT', quality: 'HIGH' },
    });
    expect(created.status).toBe(201);
    expectConforms('createCompressionBatch', created);
    expect(created.body).toMatchObject({
      target_bits: 8,
      retention_days: 30,
      enabled: true,
      collections: [],
      filters: {},
    });
    const next = new Date(created.body.next_run_at);
    expect(next.getUTCHours()).toBe(3);
    expect(next.getUTCMinutes()).toBe(0);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    const id = created.body.id;

    const list = await server.call('GET', '/v1/compression/batches', { token: key });
    expectConforms('listCompressionBatches', list);
    expect(list.body).toMatchObject({ total: 1, page: 1, page_size: 20, total_pages: 1 });
    expect(list.body.items[0]).toMatchObject({ id, last_run_at: null, last_run_status: null });

    const disabled = await server.call('PATCH', `/v1/compression/batches/${id}`, {
      token: key,
      body: { enabled: false },
    });
    expectConforms('updateCompressionBatch', disabled);
    expect(disabled.body).toMatchObject({ enabled: false, next_run_at: null });
    const moved = await server.call('PATCH', `/v1/compression/batches/${id}`, {
      token: key,
      body: { enabled: true, schedule: '30 1 * * 1' },
    });
    expect(new Date(moved.body.next_run_at).getUTCDay()).toBe(1);

    expect((await server.call('GET', `/v1/compression/batches/${id}`, { token: apiKey })).status).toBe(404); // another account
    expect((await server.call('DELETE', `/v1/compression/batches/${id}`, { token: key })).status).toBe(204);
    const gone = await server.call('GET', `/v1/compression/batches/${id}`, { token: key });
    expect(gone.status).toBe(404);
    expectConforms('getCompressionBatch', gone);
    expect(gone.body.error.code).toBe('COMPRESSION_BATCH_NOT_FOUND');
  });

  it('refuses a schedule that is not a 5-field cron expression with 400 INVALID_SCHEDULE', async () => {
    for (const schedule of ['every night', '* * * * * *', '61 * * * *', '0 0 31 2 *', '0 3 * *']) {
      const res = await server.call('POST', '/v1/compression/batches', {
        token: apiKey,
        body: { name: 'x', schedule, method: 'TURBOQUANT', quality: 'FAST' },
      });
      expect(res.status, schedule).toBe(400);
      expect(res.body.error.code, schedule).toBe('INVALID_SCHEDULE');
    }
  });
});
