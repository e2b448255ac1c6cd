// POST /v1/analytics/billing through the real server: figures computed by hand from the requests
// the test made (and from usage rows the test wrote for past months), usage_daily exact under
// 100 concurrent requests, INVALID_MONTHS_BACK and BILLING_NOT_AVAILABLE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { unitVectors } from '../support/unit-vectors.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return server.service.db.orm.em.getConnection().execute(text, params);
}

/** A fresh account on a tier, before its key is first used (the tier is read with the key). */
async function account(tier: string): Promise<{ apiKey: string; accountId: string }> {
  const { apiKey, email } = await signUp(server);
  await sql('update accounts set tier = ? where email = ?', [tier, email]);
  const [row] = await sql<{ account_id: string }>('select account_id from api_keys where key_hash = ?', [
    hashApiKey(apiKey),
  ]);
  return { apiKey, accountId: row!.account_id };
}

const billing = (apiKey: string, body: unknown) =>
  server.call('POST', '/v1/analytics/billing', { token: apiKey, body });

/** YYYY-MM of the month `offset` months from now (UTC). */
function month(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

async function dailyCounts(accountId: string): Promise<Record<string, number>> {
  const rows = await sql<{ operation: string; n: string }>(
    "select operation, sum(count) as n from usage_daily where account_id = ? and environment = 'live' group by operation",
    [accountId],
  );
  return Object.fromEntries(rows.map((r) => [r.operation, Number(r.n)]));
}

describe('usage recorded per account, day and operation', () => {
  it('is exact under 100 concurrent requests and moves with the monthly counters', async () => {
    const { apiKey, accountId } = await account('builder');
    const vectors = unitVectors(11, 100, 768);
    const answers = await Promise.all(
      vectors.map((v, i) =>
        server.call('POST', '/v1/overflow/store', {
          token: apiKey,
          body: { text: `note ${i}`, vector: Array.from(v), category: 'fact', importance: 0.5 },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(new Array(100).fill(201));
    const searches = await Promise.all(
      vectors.slice(0, 40).map((v) =>
        server.call('POST', '/v1/overflow/search', {
          token: apiKey,
          body: { vector: Array.from(v), limit: 5, min_score: 0 },
        }),
      ),
    );
    expect(searches.every((s) => s.status === 200)).toBe(true);
    expect(await dailyCounts(accountId)).toEqual({ overflow_store: 100, overflow_search: 40 });
    const usage = await server.call('GET', '/v1/keys/usage?detailed=true', { token: apiKey });
    expect(usage.body.requests_used).toBe(140);
    expect(usage.body.detailed).toMatchObject({ store: 100, search: 40 });
  });
});

describe('POST /v1/analytics/billing', () => {
  it('prices the current month from the requests made, with the operations and storage', async () => {
    const { apiKey, accountId } = await account('builder');
    const vectors = unitVectors(3, 12, 768);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await server.call('POST', '/v1/overflow/store', {
            token: apiKey,
            body: { text: `fact ${i}`, vector: Array.from(vectors[i]!), category: 'fact', importance: 0.5 },
          })
        ).status,
      ).toBe(201);
    }
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await server.call('POST', '/v1/overflow/search', {
            token: apiKey,
            body: { vector: Array.from(vectors[i]!), limit: 5, min_score: 0 },
          })
        ).status,
      ).toBe(200);
    }
    const compressed = await server.call('POST', '/v1/compress', {
      token: apiKey,
      body: { vectors: vectors.map((v) => Array.from(v)) },
    });
    expect(compressed.status).toBe(200);
    for (const text of ['first text', 'second text'])
      expect((await server.call('POST', '/v1/embed', { token: apiKey, body: { text } })).status).toBe(200);
    expect(await dailyCounts(accountId)).toEqual({ overflow_store: 5, overflow_search: 3, compression: 12, embed: 2 });

    const res = await billing(apiKey, { include_operations: true });
    expect(res.status).toBe(200);
    expectConforms('getBillingAnalytics', res);
    const [stored] = await sql<{ bytes: string }>(
      'select sum(storage_bytes) as bytes from overflow_memories where account_id = ?',
      [accountId],
    );
    const bytes = Number(stored!.bytes);
    // by hand: $0.0002 per operation, $0.00001 per vector compressed, $0.50 per GB-month
    const storageCost = Math.round((bytes * 500_000) / 1e9) / 1e6;
    const expected = {
      overflow_store: 5 * 0.0002,
      overflow_search: 3 * 0.0002,
      embed: 2 * 0.0002,
      compression: 12 * 0.00001,
      storage: storageCost,
    };
    const body = res.body;
    expect(body.plan).toBe('builder');
    expect(body.billing_period).toBe(month(0));
    expect(body.current_month).toMatchObject({ memories_stored: 5, searches_performed: 3, embeddings_generated: 2 });
    expect(body.current_month.storage_gb).toBeCloseTo(bytes / 1e9, 12);
    const ops = Object.fromEntries(body.current_month.operations.map((o: { name: string }) => [o.name, o]));
    for (const [name, cost] of Object.entries(expected)) expect(ops[name].cost, name).toBeCloseTo(cost, 9);
    expect(ops.storage).toMatchObject({ count: null, unit: 'GB-month' });
    expect(ops.overflow_store).toMatchObject({ count: 5, unit: null });
    expect(ops.intelligence).toMatchObject({ count: 0, cost: 0 });
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(body.current_month.total_cost).toBeCloseTo(total, 9);
    // a new account has no completed month
    expect(body.history).toEqual([]);

    const summary = await billing(apiKey, {});
    expectConforms('getBillingAnalytics', summary);
    expect(summary.body.current_month.operations).toBeUndefined();
    expect(summary.body.current_month.total_cost).toBeCloseTo(total, 9);
  });

  it('lists the months_back completed months, newest first, from the usage of each month and not before the account began', async () => {
    const { apiKey, accountId } = await account('scale');
    const day = (m: string, d: string) => `${m}-${d}`;
    await sql('update accounts set created_at = ?::date where id = ?', [day(month(-4), '10'), accountId]);
    const rows: [string, string, number][] = [
      [day(month(-1), '03'), 'store', 10],
      [day(month(-1), '28'), 'search', 5],
      [day(month(-1), '28'), 'overflow_search', 2],
      [day(month(-2), '15'), 'compression', 1000],
      [day(month(-2), '15'), 'overflow_store', 4],
      [day(month(-4), '12'), 'intelligence', 7],
      [day(month(-5), '01'), 'store', 99], // before the account began: never listed
    ];
    for (const [d, op, n] of rows) {
      await sql(
        "insert into usage_daily (account_id, day, environment, operation, count) values (?, ?::date, 'live', ?, ?)",
        [accountId, d, op, n],
      );
    }
    // test-key usage is not billed
    await sql(
      "insert into usage_daily (account_id, day, environment, operation, count) values (?, ?::date, 'test', 'store', 500)",
      [accountId, day(month(-1), '05')],
    );

    const three = await billing(apiKey, { months_back: 3 });
    expect(three.status).toBe(200);
    expectConforms('getBillingAnalytics', three);
    expect(three.body.history).toEqual([
      { month: month(-1), total_cost: expect.closeTo(17 * 0.0002, 9), memories_stored: 10, searches_performed: 7 },
      {
        month: month(-2),
        total_cost: expect.closeTo(1000 * 0.00001 + 4 * 0.0002, 9),
        memories_stored: 4,
        searches_performed: 0,
      },
      { month: month(-3), total_cost: 0, memories_stored: 0, searches_performed: 0 },
    ]);
    expect(three.body.current_month).toMatchObject({ total_cost: 0, memories_stored: 0 });

    const twelve = await billing(apiKey, { months_back: 12 });
    expect(twelve.body.history.map((h: { month: string }) => h.month)).toEqual([
      month(-1),
      month(-2),
      month(-3),
      month(-4),
    ]);
    expect(twelve.body.history[3].total_cost).toBeCloseTo(7 * 0.0002, 9);

    const one = await billing(apiKey, {});
    expect(one.body.history.map((h: { month: string }) => h.month)).toEqual([month(-1)]);
  });

  it('answers 400 INVALID_MONTHS_BACK outside 1-12 or for a non-integer', async () => {
    const { apiKey } = await account('builder');
    for (const monthsBack of [0, 13, -1, 1.5, '3']) {
      const res = await billing(apiKey, { months_back: monthsBack });
      expect(res.status, String(monthsBack)).toBe(400);
      expectConforms('getBillingAnalytics', res);
      expect(res.body.error.code).toBe('INVALID_MONTHS_BACK');
    }
  });

  it('answers 403 BILLING_NOT_AVAILABLE to a free account, whose usage is not billed', async () => {
    const { apiKey } = await signUp(server);
    const res = await billing(apiKey, { include_operations: true });
    expect(res.status).toBe(403);
    expectConforms('getBillingAnalytics', res);
    expect(res.body.error).toMatchObject({
      code: 'BILLING_NOT_AVAILABLE',
      details: { tier: 'free', required_tiers: ['builder', 'scale', 'enterprise'] },
    });
  });

  it('needs an API key', async () => {
    const res = await server.call('POST', '/v1/analytics/billing', { body: {} });
    expect(res.status).toBe(401);
    expectConforms('getBillingAnalytics', res);
  });
});
