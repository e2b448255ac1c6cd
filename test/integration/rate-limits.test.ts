// Request rate limits. On PostgreSQL the counters live in the database, so two instances of the
// service share them; the embedded default (one process) counts in memory.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import { RateLimits, type RateLimitDecision } from '../../src/http/rate-limit.js';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { engines, useDatabase } from '../support/databases.js';

const PER_MINUTE = 5;

async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error, 'the request past the limit was let through').toBeInstanceOf(AppError);
  return error as AppError;
}

function expectRateLimited(error: AppError): void {
  expect(error.code).toBe('RATE_LIMIT_EXCEEDED');
  expect(error.status).toBe(429);
  expect(error.headers['Retry-After']).toMatch(/^\d+$/);
  const retryAfter = Number(error.headers['Retry-After']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(error.details).toMatchObject({ limit: PER_MINUTE, retry_after_seconds: retryAfter });
}

describe.each(engines)('rate limits on $label', (engine) => {
  const database = useDatabase(engine);

  it.skipIf(engine.name !== 'postgres')(
    'shares one anonymous counter between two instances on one database',
    async () => {
      const first = database().db;
      // A second MikroORM on the same database: what a second server instance would have.
      const second: Database = await openDatabase(database().config);
      try {
        const [a, b] = await Promise.all([
          RateLimits.create({ anonymousPerMinute: PER_MINUTE, knex: first.orm.em.getConnection().getKnex() }),
          RateLimits.create({ anonymousPerMinute: PER_MINUTE, knex: second.orm.em.getConnection().getKnex() }),
        ]);

        const decisions: Array<RateLimitDecision | null> = [];
        for (const instance of [a, b, a, b, a]) decisions.push(await instance.take(null, '10.0.0.1'));
        expect(decisions.map((d) => d?.remaining)).toEqual([4, 3, 2, 1, 0]);

        expectRateLimited(await refusal(b.take(null, '10.0.0.1')));
        expectRateLimited(await refusal(a.take(null, '10.0.0.1')));
        // Another address has its own counter.
        expect(await b.take(null, '10.0.0.2')).toMatchObject({ limit: PER_MINUTE, remaining: 4 });

        // At once from both instances: still exactly the limit.
        const burst = await Promise.allSettled(
          Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).take(null, '10.0.0.3')),
        );
        expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(PER_MINUTE);
        for (const r of burst)
          if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
      } finally {
        await second.close();
      }
    },
  );

  it.skipIf(engine.name !== 'pglite')('limits anonymous calls per address in memory within one instance', async () => {
    const limits = await RateLimits.create({ anonymousPerMinute: PER_MINUTE, knex: null });
    for (let i = 0; i < PER_MINUTE; i++) {
      expect(await limits.take(null, '10.0.0.1')).toMatchObject({ limit: PER_MINUTE, remaining: PER_MINUTE - 1 - i });
    }
    expectRateLimited(await refusal(limits.take(null, '10.0.0.1')));
    expect(await limits.take(null, '10.0.0.2')).toMatchObject({ remaining: PER_MINUTE - 1 });
  });
});

describe('addresses the operator exempts from the anonymous limit', () => {
  it('counts nothing for them, IPv4 written as IPv6 included, and still counts every other address and every key', async () => {
    const limits = await RateLimits.create({
      anonymousPerMinute: PER_MINUTE,
      exemptAddresses: ['10.0.0.9'],
      knex: null,
    });
    for (let i = 0; i < PER_MINUTE * 3; i++) {
      expect(await limits.take(null, '10.0.0.9')).toBeNull();
      expect(await limits.take(null, '::ffff:10.0.0.9')).toBeNull();
    }
    for (let i = 0; i < PER_MINUTE; i++) await limits.take(null, '10.0.0.1');
    expectRateLimited(await refusal(limits.take(null, '10.0.0.1')));
    // a key's requests from an exempt address are counted against the key
    const free = { accountId: 'acct_1', tier: 'free', environment: 'live', keyId: 'key_1', via: 'api_key' } as const;
    expect(await limits.take(free, '10.0.0.9')).toMatchObject({ remaining: 99 });
    // the generic surface's anonymous answers always carry their limit
    expect(await limits.takeGeneric(null, '10.0.0.9')).toMatchObject({ limit: PER_MINUTE });
  });
});
