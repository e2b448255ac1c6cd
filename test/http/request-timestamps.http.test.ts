// Date-times in requests that the contract allows but PostgreSQL cannot take as given (an offset
// past ±15:59, a leap second, an instant past 9999 once the offset applies) are stored and
// compared as their UTC instant, or refused with 422 naming the field: never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const OUT_OF_RANGE = '9999-12-31T23:59:59-23:59';

describe('date-times in requests', () => {
  it('memory export filters: an offset of +19:15 is taken as its instant, a year past 9999 is refused', async () => {
    const { apiKey } = await signUp(server);
    const accepted = await server.call('POST', '/v1/export', {
      token: apiKey,
      body: {
        format: 'JSONL',
        filters: { created_after: '2001-03-12T07:31:03+19:15', created_before: '2999-12-31T23:59:60Z' },
      },
    });
    expect(accepted.status, accepted.text).toBe(202);
    expectConforms('createExport', accepted);
    const sql = server.service.db.orm.em.getConnection();
    const [job] = await sql.execute<{ filters: unknown }[]>('select filters from export_jobs where id = ?', [
      accepted.body.job_id,
    ]);
    expect(typeof job!.filters === 'string' ? JSON.parse(job!.filters) : job!.filters).toEqual({
      created_after: '2001-03-11T12:16:03.000Z',
      created_before: '3000-01-01T00:00:00.000Z',
    });
    const done = await until(
      'the export to end',
      async () => {
        const res = await server.call('GET', `/v1/export/${accepted.body.job_id}`, { token: apiKey });
        return res.body.status === 'COMPLETED' || res.body.status === 'FAILED' ? res.body : undefined;
      },
      60_000,
    );
    expect(done.status).toBe('COMPLETED');

    const refused = await server.call('POST', '/v1/export', {
      token: apiKey,
      body: { format: 'JSONL', filters: { created_after: OUT_OF_RANGE } },
    });
    expect(refused.status).toBe(422);
    expectConforms('createExport', refused);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { 'filters.created_after': expect.any(String) },
    });
  });

  it('usage export: a leap second is the next second, an instant past 9999 is refused', async () => {
    const { apiKey } = await signUp(server);
    const ok = await server.call('POST', '/v1/export/usage', {
      token: apiKey,
      body: { format: 'JSON', start_date: '2016-12-31T23:59:60Z', end_date: '2017-01-02T00:00:00+15:59' },
    });
    expect(ok.status, ok.text).toBe(200);
    expectConforms('exportUsage', ok);
    expect(ok.body).toMatchObject({ start_date: '2017-01-01T00:00:00.000Z', end_date: '2017-01-01T08:01:00.000Z' });
    const refused = await server.call('POST', '/v1/export/usage', {
      token: apiKey,
      body: { format: 'JSON', end_date: OUT_OF_RANGE },
    });
    expect(refused.status).toBe(422);
    expectConforms('exportUsage', refused);
    expect(refused.body.error.details).toEqual({ end_date: expect.any(String) });
  });

  it('usage export: ranges at the ends of the years 1 and 9999 are answered, not failed in the database', async () => {
    const { apiKey } = await signUp(server);
    // the default start, 30 days before an end in the first days of the year 1, has no date: the year 1 starts it
    const earliest = await server.call('POST', '/v1/export/usage', {
      token: apiKey,
      body: { format: 'JSON', end_date: '0001-01-01T00:00:00Z' },
    });
    expect(earliest.status, earliest.text).toBe(200);
    expectConforms('exportUsage', earliest);
    expect(earliest.body).toMatchObject({
      start_date: '0001-01-01T00:00:00.000Z',
      end_date: '0001-01-01T00:00:00.000Z',
    });
    // the day after an end on the last day of 9999 has no date either
    const latest = await server.call('POST', '/v1/export/usage', {
      token: apiKey,
      body: { format: 'CSV', start_date: '9999-12-01T00:00:00Z', end_date: '9999-12-31T12:00:00Z' },
    });
    expect(latest.status, latest.text).toBe(200);
    expectConforms('exportUsage', latest);
  });

  it('import: times are kept as their instants, and a file with one time out of range writes nothing', async () => {
    const { apiKey } = await signUp(server);
    const memory = {
      id: 'mem_8fK2xQ9LmN4pR7sT1vW3yZ5a',
      store: 'overflow',
      collection: 'times',
      text: 'The dock opens at dawn.',
      category: 'fact',
      importance: 0.5,
      vector: Array.from({ length: 768 }, (_, i) => (i === 0 ? 1 : 0)),
    };
    const refused = await server.call('POST', '/v1/import', {
      token: apiKey,
      body: {
        format: 'NATIVE_JSON',
        memories: [
          {
            ...memory,
            created_at: '2030-01-01T00:00:00Z',
            history: [{ action: 'created', timestamp: OUT_OF_RANGE, details: {} }],
          },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expectConforms('importMemories', refused);
    expect(refused.body.error.details).toEqual({
      'memories.0.history.0.timestamp': expect.any(String),
      item_index: 0,
      item_id: memory.id,
    });
    expect((await server.call('GET', '/v1/overflow/stats', { token: apiKey })).body.total_memories).toBe(0);

    const imported = await server.call('POST', '/v1/import', {
      token: apiKey,
      body: { format: 'NATIVE_JSON', memories: [{ ...memory, created_at: '2030-06-30T23:59:60+18:00' }] },
    });
    expect(imported.status, imported.text).toBe(201);
    const id = imported.body.id_map[memory.id];
    const stored = await server.call('GET', `/v1/overflow/memory/${id}`, { token: apiKey });
    expect(stored.body.created_at).toBe('2030-06-30T06:00:00.000Z');
  });

  it('compression batch filters: stored as their instants, and refused out of range on create and change', async () => {
    const { apiKey } = await signUp(server);
    const body = {
      name: 'nightly',
      schedule: '0 3 * * *',
      method: 'TURBOQUANT',
      quality: 'FAST',
      filters: { created_after: '2020-01-01T00:00:00+19:00' },
    };
    const created = await server.call('POST', '/v1/compression/batches', { token: apiKey, body });
    expect(created.status, created.text).toBe(201);
    expect(created.body.filters).toEqual({ created_after: '2019-12-31T05:00:00.000Z' });
    const refused = await server.call('POST', '/v1/compression/batches', {
      token: apiKey,
      body: { ...body, filters: { created_before: '0000-06-01T00:00:00Z' } },
    });
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'VALIDATION_ERROR']);
    const changed = await server.call('PATCH', `/v1/compression/batches/${created.body.id}`, {
      token: apiKey,
      body: { filters: { created_before: OUT_OF_RANGE } },
    });
    expect([changed.status, changed.body.error?.details]).toEqual([
      422,
      { 'filters.created_before': expect.any(String) },
    ]);
  });
});
