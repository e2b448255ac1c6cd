// Usage export (POST /v1/export/usage) through the running service: the account's recorded
// production usage per day and operation, as CSV or JSON, downloaded through the signed link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;
let key: string;
let accountId: string;

const DAY = 86_400_000;
const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  key = (await signUp(server)).apiKey;
  const sql = server.service.db.orm.em.getConnection();
  const [row] = await sql.execute<{ account_id: string }[]>('select account_id from api_keys where key_hash = ?', [
    hashApiKey(key),
  ]);
  accountId = row!.account_id;
  // today's usage comes from real calls; earlier days are written as the usage recorder writes them
  for (const v of unitVectors(1, 3, 768)) {
    expect(
      (
        await server.call('POST', '/v1/overflow/store', {
          token: key,
          body: { vector: Array.from(v), text: `usage ${v[0]}`, category: 'fact', importance: 0.5 },
        })
      ).status,
    ).toBe(201);
  }
  for (const [offset, operation, count, environment] of [
    [-3, 'search', 7, 'live'],
    [-3, 'store', 2, 'live'],
    [-10, 'embed', 4, 'live'],
    [-3, 'search', 99, 'test'],
    [-40, 'store', 1, 'live'],
  ] as const) {
    await sql.execute(
      `insert into usage_daily (account_id, day, environment, operation, count) values (?, ?::date, ?, ?, ?)
       on conflict (account_id, day, environment, operation) do update set count = excluded.count`,
      [accountId, dayOf(offset), environment, operation, count],
    );
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

async function usageExport(body: Record<string, unknown>) {
  const res = await server.call('POST', '/v1/export/usage', { token: key, body });
  expectConforms('exportUsage', res);
  return res;
}

describe('usage export', () => {
  it('exports the last 30 days of production usage as JSON by default', async () => {
    const res = await usageExport({ format: 'JSON' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('COMPLETED');
    expect(new Date(res.body.end_date).getTime() - new Date(res.body.start_date).getTime()).toBe(30 * DAY);
    const download = await fetch(res.body.download_url);
    expect(download.headers.get('content-type')).toContain('application/json');
    const text = await download.text();
    expect(Buffer.byteLength(text)).toBe(res.body.file_size_bytes);
    const file = JSON.parse(text);
    expect(file.environment).toBe('live');
    const rows = file.usage.map((r: any) => `${r.day} ${r.operation} ${r.count}`);
    expect(rows).toContain(`${dayOf(-3)} search 7`);
    expect(rows).toContain(`${dayOf(-3)} store 2`);
    expect(rows).toContain(`${dayOf(-10)} embed 4`);
    expect(rows.some((r: string) => r.startsWith(dayOf(0)))).toBe(true);
    // test-key usage and days outside the range are not in it
    expect(rows).not.toContain(`${dayOf(-3)} search 99`);
    expect(rows.some((r: string) => r.startsWith(dayOf(-40)))).toBe(false);
    expect(file.usage.map((r: any) => r.day)).toEqual([...file.usage.map((r: any) => r.day)].sort());
  });

  it('exports a given range as CSV, one row per day and operation', async () => {
    const res = await usageExport({
      format: 'CSV',
      start_date: `${dayOf(-12)}T00:00:00Z`,
      end_date: `${dayOf(-2)}T00:00:00Z`,
    });
    expect(res.status).toBe(200);
    const download = await fetch(res.body.download_url);
    expect(download.headers.get('content-type')).toContain('text/csv');
    expect(await download.text()).toBe(
      `day,operation,count\r\n${dayOf(-10)},embed,4\r\n${dayOf(-3)},search,7\r\n${dayOf(-3)},store,2\r\n`,
    );
  });

  it('refuses a start after the end with 400 INVALID_DATE_RANGE and an unknown format with 400 INVALID_FORMAT', async () => {
    const range = await usageExport({
      format: 'CSV',
      start_date: '2026-11-05T00:00:00Z',
      end_date: '2026-11-01T00:00:00Z',
    });
    expect(range.status).toBe(400);
    expect(range.body.error.code).toBe('INVALID_DATE_RANGE');
    const format = await usageExport({ format: 'XLSX' });
    expect(format.status).toBe(400);
    expect(format.body.error.code).toBe('INVALID_FORMAT');
    const date = await usageExport({ format: 'CSV', start_date: 'yesterday' });
    expect(date.status).toBe(422);
  });

  it('is downloadable with the key but is not a memory export job', async () => {
    const res = await usageExport({ format: 'CSV' });
    const path = new URL(res.body.download_url).pathname;
    expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    expect((await server.call('GET', `/v1/export/${res.body.job_id}`, { token: key })).status).toBe(404);
    const other = (await signUp(server)).apiKey;
    expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(404);
  });
});
