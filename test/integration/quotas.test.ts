// Monthly quotas under real concurrency: the check and the increment are one statement, so
// parallel requests at the limit never push the stored total past it, and a refused request
// counts nothing. Test keys are counted apart and never limited.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import type { Caller } from '../../src/modules/accounts/caller.js';
import type { KeyEnvironment } from '../../src/modules/accounts/api-key.entity.js';
import { TIERS } from '../../src/modules/accounts/tiers.js';
import { periodOf } from '../../src/modules/usage/billing-period.js';
import { QuotaService } from '../../src/modules/usage/quota.service.js';
import { UsageRepository, type CounterKey } from '../../src/modules/usage/usage.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

// A fixed clock inside a month, so the period and its reset date are known.
const NOW = new Date('2031-05-17T12:00:00.000Z');
const PERIOD_START = '2031-05-01';
const RESET_DATE = '2031-06-01T00:00:00.000Z';
const FREE_LIMIT = 1000;

describe.each(engines)('quotas on $label', (engine) => {
  // PostgreSQL gets a pool wide enough for the parallel calls to really run at once.
  const database = useDatabase(engine, { poolSize: engine.name === 'postgres' ? 20 : 4 });
  const usage = (): UsageRepository => new UsageRepository(database().db.orm);
  const quotas = (): QuotaService => new QuotaService(usage(), () => NOW);

  /** A new free-tier account and the caller of its live key, as a request would resolve it. */
  async function newCaller(): Promise<Caller> {
    return newLiveCaller(database().db.orm, 'quota');
  }

  const requestsKey = (caller: Caller, environment: KeyEnvironment = caller.environment): CounterKey => ({
    accountId: caller.accountId,
    periodStart: PERIOD_START,
    environment,
    metric: 'requests',
  });

  async function storedRequests(caller: Caller, environment: KeyEnvironment): Promise<number | undefined> {
    return (await usage().read(caller.accountId, PERIOD_START, environment)).requests;
  }

  it('checks the clock and the tier table the other tests rely on', () => {
    expect(periodOf(NOW)).toEqual({ start: PERIOD_START, resetsAt: new Date(RESET_DATE) });
    expect(TIERS.free.queriesPerMonth).toBe(FREE_LIMIT);
  });

  it('lets exactly the last 50 of 100 parallel requests through and never stores more than the limit', async () => {
    const caller = await newCaller();
    expect(caller.tier).toBe('free');
    expect(await usage().addWithin(requestsKey(caller), 950, FREE_LIMIT)).toBe(950);

    const service = quotas();
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => service.consume(caller, 'requests', 1)));

    const fulfilled = results.filter((r): r is PromiseFulfilledResult<number> => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(50);
    expect(rejected).toHaveLength(50);
    // Each admitted request saw its own new total: 951 to 1000, each once.
    expect(fulfilled.map((r) => r.value).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => 951 + i));
    for (const { reason } of rejected) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({
        code: 'QUOTA_EXCEEDED',
        status: 403,
        details: { tier: 'free', used: FREE_LIMIT, limit: FREE_LIMIT, reset_date: RESET_DATE },
      });
    }
    expect(await storedRequests(caller, 'live')).toBe(FREE_LIMIT);
  });

  it('never refuses a test key, and counts its requests apart from the live counter', async () => {
    const live = await newCaller();
    const test: Caller = { ...live, environment: 'test', keyId: null };
    expect(await usage().addWithin(requestsKey(live), FREE_LIMIT, FREE_LIMIT)).toBe(FREE_LIMIT);
    await expect(quotas().consume(live, 'requests', 1)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });

    expect(await quotas().consume(test, 'requests', 5 * FREE_LIMIT)).toBe(5 * FREE_LIMIT);
    const more = await Promise.all(Array.from({ length: 10 }, () => quotas().consume(test, 'requests', 1)));
    expect(Math.max(...more)).toBe(5 * FREE_LIMIT + 10);

    expect(await storedRequests(test, 'test')).toBe(5 * FREE_LIMIT + 10);
    expect(await storedRequests(live, 'live')).toBe(FREE_LIMIT);
  });

  it('refuses an amount larger than the whole limit at once and counts none of it', async () => {
    const caller = await newCaller();
    const refused = quotas().consume(caller, 'requests', FREE_LIMIT + 1);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { tier: 'free', used: 0, limit: FREE_LIMIT, reset_date: RESET_DATE },
    });
    expect(await storedRequests(caller, 'live')).toBeUndefined();

    // Likewise on a counter that exists: a refusal leaves it as it was; the exact rest fits.
    expect(await quotas().consume(caller, 'requests', 990)).toBe(990);
    await expect(quotas().consume(caller, 'requests', 11)).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { used: 990 },
    });
    expect(await storedRequests(caller, 'live')).toBe(990);
    expect(await quotas().consume(caller, 'requests', 10)).toBe(FREE_LIMIT);
  });

  it("charges a model call's request, tokens and operation in one statement, or nothing at all", async () => {
    const caller = await newCaller();
    const counters = async () => {
      const read = await usage().read(caller.accountId, PERIOD_START, 'live', { fresh: true });
      return { requests: read.requests, tokens: read.tokens, search: read['op:search'] };
    };
    const statements: string[] = [];
    const connection = database().db.orm.em.getConnection();
    const execute = connection.execute.bind(connection);
    connection.execute = ((sql: string, ...rest: unknown[]) => {
      statements.push(sql);
      return (execute as (...args: unknown[]) => unknown)(sql, ...rest);
    }) as typeof connection.execute;
    try {
      await quotas().chargeCall(caller, 40, 'search');
      expect(statements).toHaveLength(1);
    } finally {
      connection.execute = execute;
    }
    expect(await counters()).toEqual({ requests: 1, tokens: 40, search: 1 });

    // the tokens do not fit: the request is not counted either, and the error names the token limit
    const tokenLimit = TIERS.free.tokensPerMonth!;
    await expect(quotas().chargeCall(caller, tokenLimit, 'search')).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { used: 40, limit: tokenLimit },
    });
    expect(await counters()).toEqual({ requests: 1, tokens: 40, search: 1 });

    // the request does not fit: nothing is counted
    expect(await usage().addWithin(requestsKey(caller), FREE_LIMIT - 1, FREE_LIMIT)).toBe(FREE_LIMIT);
    await expect(quotas().chargeCall(caller, 5, 'search')).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { used: FREE_LIMIT, limit: FREE_LIMIT },
    });
    expect(await counters()).toEqual({ requests: FREE_LIMIT, tokens: 40, search: 1 });
  });
});
