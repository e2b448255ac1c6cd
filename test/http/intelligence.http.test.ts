// POST /v1/intelligence and POST /v1/embed on a running service with the real model.
import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { contentHash } from '../../src/modules/intelligence/dedup/normalized-text.js';
import { periodOf } from '../../src/modules/usage/billing-period.js';
import { UsageRepository } from '../../src/modules/usage/usage.repository.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, type TestServer, useTestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

useTestServer((started, key) => {
  server = started;
  apiKey = key;
});

const intelligence = (body: unknown, token = apiKey) => server.call('POST', '/v1/intelligence', { token, body });
const embed = (body: unknown, token = apiKey) => server.call('POST', '/v1/embed', { token, body });
const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
const connection = () => server.service.db.orm.em.getConnection();

async function accountIdOf(key: string): Promise<string> {
  const rows = await connection().execute<{ account_id: string }[]>(
    'select account_id from api_keys where key_hash = ?',
    [hashApiKey(key)],
  );
  return rows[0]!.account_id;
}

async function tokensCounted(key: string): Promise<number> {
  const usage = new UsageRepository(server.service.db.orm);
  const counters = await usage.read(await accountIdOf(key), periodOf(new Date()).start, 'live', { fresh: true });
  return counters.tokens ?? 0;
}

/** Every table's rows, except the usage and rate counters that a call is meant to change. */
async function databaseSnapshot(): Promise<Record<string, string>> {
  const tables = await connection().execute<{ table_name: string }[]>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    // accounting and measurement of the calls, not what they were about
    if (
      ['usage_counters', 'usage_daily', 'rate_limits', 'request_metrics_minutes', 'account_active_days'].includes(table)
    )
      continue;
    const rows = await connection().execute<{ digest: string | null; n: string }[]>(
      `select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*) as n from "${table}" t`,
    );
    snapshot[table] = `${rows[0]!.n}:${rows[0]!.digest}`;
  }
  return snapshot;
}

describe('POST /v1/intelligence', () => {
  it('embeds, classifies and counts tokens; dedup and compression are null unless asked for', async () => {
    const before = await tokensCounted(apiKey);
    const res = await intelligence({ text: 'The user prefers dark mode in every editor and terminal.' });
    expect(res.status).toBe(200);
    expectConforms('runIntelligence', res);
    expect(res.body.dimension).toBe(768);
    expect(res.body.vector).toHaveLength(768);
    expect(norm(res.body.vector)).toBeCloseTo(1, 4);
    expect(res.body.category).toBe('preference');
    expect(res.body.tokens_used).toBe(11);
    expect(res.body).toMatchObject({
      dedup: null,
      compressed_vector: null,
      compression_ratio: null,
      quality_score: null,
    });
    expect(await tokensCounted(apiKey)).toBe(before + 11);
  });

  it('classifies each kind of memory', async () => {
    const examples = {
      decision: 'We decided to move the launch to March because the payments integration is not ready.',
      fact: 'The staging database holds 1.2 TB and is backed up every night at 02:00 UTC.',
      entity: 'Helena Ruiz is the head of procurement at Northwind Traders.',
      other: 'Can you remind me what we talked about yesterday?',
    };
    for (const [category, text] of Object.entries(examples)) {
      const res = await intelligence({ text });
      expect(res.status).toBe(200);
      expect(res.body.category, text).toBe(category);
    }
  });

  it('stores nothing: the database is the same before and after', async () => {
    const before = await databaseSnapshot();
    for (const body of [
      { text: 'Nothing of this may be stored.' },
      { text: 'Nor of this, with every option.', check_dedup: true, compress: true, target_bits: 8 },
    ]) {
      expect((await intelligence(body)).status).toBe(200);
      expect((await embed({ text: body.text })).status).toBe(200);
    }
    expect(await databaseSnapshot()).toEqual(before);
  });

  it("checks duplicates against the hashes of the account's stored memories", async () => {
    const { apiKey: key } = await signUp(server);
    const text = 'I like dark mode.';
    const none = await intelligence({ text, check_dedup: true }, key);
    expect(none.status).toBe(200);
    expect(none.body.dedup).toEqual({ is_duplicate: false, similarity: 0, match_hash: null });

    await new MemoryFingerprintsRepository(server.service.db.orm).record(
      await accountIdOf(key),
      'agent-memory',
      'mem_darkmode000000000000001',
      text,
    );
    const exact = await intelligence({ text: 'i like  dark mode', check_dedup: true }, key);
    expectConforms('runIntelligence', exact);
    expect(exact.body.dedup).toEqual({ is_duplicate: true, similarity: 1, match_hash: contentHash(text) });
    expect(exact.body.dedup.match_hash).toMatch(/^hash_[0-9a-f]{64}$/);

    // Another account's memories are not this account's duplicates.
    const other = await intelligence({ text, check_dedup: true });
    expect(other.body.dedup.is_duplicate).toBe(false);
  });

  it.each([2, 4, 8])(
    'compresses to %i-bit TURBOQUANT codes with the ratio and quality of the compression module',
    async (bits) => {
      const res = await intelligence({
        text: 'Our invoices are due on the first business day of each month.',
        compress: true,
        target_bits: bits,
      });
      expect(res.status).toBe(200);
      expectConforms('runIntelligence', res);
      const codes: number[] = res.body.compressed_vector;
      expect(codes).toHaveLength(768);
      expect(codes.every((c) => Number.isInteger(c) && c >= 0 && c < 2 ** bits)).toBe(true);
      expect(res.body.compression_ratio).toBeCloseTo(3072 / ((768 * bits) / 8 + 4), 2);
      expect(res.body.quality_score).toBeGreaterThan(bits === 2 ? 0.85 : bits === 4 ? 0.98 : 0.999);
      expect(res.body.quality_score).toBeLessThanOrEqual(1);
    },
  );

  it('defaults target_bits to 4', async () => {
    const res = await intelligence({ text: 'Default bits.', compress: true });
    expect(res.body.compression_ratio).toBeCloseTo(3072 / 388, 2);
    expect(Math.max(...res.body.compressed_vector)).toBeLessThan(16);
  });

  it.each([
    ['text is missing', {}, 'text'],
    ['text is empty', { text: '' }, 'text'],
    ['text is not a string', { text: 42 }, 'text'],
    ['text is too long', { text: 'x'.repeat(100_001) }, 'text'],
    ['target_bits is 5', { text: 'hello', target_bits: 5 }, 'target_bits'],
    ['target_bits is a string', { text: 'hello', target_bits: '4' }, 'target_bits'],
    ['check_dedup is not a boolean', { text: 'hello', check_dedup: 'yes' }, 'check_dedup'],
    ['compress is not a boolean', { text: 'hello', compress: 1 }, 'compress'],
    ['an unknown field is sent', { text: 'hello', colour: 'blue' }, 'colour'],
  ])('answers 422 VALIDATION_ERROR when %s', async (_, body, field) => {
    const before = await tokensCounted(apiKey);
    const res = await intelligence(body);
    expect(res.status).toBe(422);
    expectConforms('runIntelligence', res);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.error.details)).toContain(field);
    expect(res.body.error.message).toContain(field);
    expect(await tokensCounted(apiKey)).toBe(before);
  });

  it('answers 401 without a key', async () => {
    const res = await server.call('POST', '/v1/intelligence', { body: { text: 'hello' } });
    expect(res.status).toBe(401);
    expectConforms('runIntelligence', res);
  });

  it('answers 403 QUOTA_EXCEEDED when the monthly token limit would be passed, counting nothing', async () => {
    const { apiKey: key } = await signUp(server);
    const usage = new UsageRepository(server.service.db.orm);
    const period = periodOf(new Date());
    await usage.addWithin(
      { accountId: await accountIdOf(key), periodStart: period.start, environment: 'live', metric: 'tokens' },
      100_000 - 3,
      null,
    );
    const res = await intelligence({ text: 'This sentence has more than three tokens.' }, key);
    expect(res.status).toBe(403);
    expectConforms('runIntelligence', res);
    expect(res.body.error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { tier: 'free', used: 99_997, limit: 100_000 },
    });
    expect(await tokensCounted(key)).toBe(99_997);
    const usageRecord = await server.call('GET', '/v1/keys/usage', { token: key });
    expect(usageRecord.body.requests_used).toBe(0);
  });

  it('embeds a text longer than the model window by windows, counting all its tokens', async () => {
    const long = 'Every release note lists the fixed bugs, the new features and the known issues. '.repeat(60);
    const res = await intelligence({ text: long });
    expect(res.status).toBe(200);
    expect(res.body.tokens_used).toBeGreaterThan(384);
    expect(norm(res.body.vector)).toBeCloseTo(1, 4);
  });
});

describe('POST /v1/embed', () => {
  it('returns the same vector as the pipeline, and its tokens', async () => {
    const text = 'Alex keeps a list of the books he wants to read next.';
    const [a, b] = await Promise.all([embed({ text }), intelligence({ text })]);
    expect(a.status).toBe(200);
    expectConforms('embedText', a);
    expect(a.body.dimension).toBe(768);
    expect(a.body.tokens_used).toBe(b.body.tokens_used);
    const cosine = a.body.vector.reduce((s: number, x: number, i: number) => s + x * b.body.vector[i], 0);
    expect(cosine).toBeGreaterThan(0.99999);
  });

  it('accepts model service-embed-v1 and refuses any other with 422', async () => {
    expect((await embed({ text: 'hello', model: 'service-embed-v1' })).status).toBe(200);
    const res = await embed({ text: 'hello', model: 'text-embedding-3-small' });
    expect(res.status).toBe(422);
    expectConforms('embedText', res);
    expect(res.body.error.details).toHaveProperty('model');
  });

  it('answers 422 for a missing or empty text', async () => {
    for (const body of [{}, { text: '' }, { text: null }]) {
      const res = await embed(body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });
});
