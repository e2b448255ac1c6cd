// The billing analytics rules against in-memory usage rows: months_back, the billed tiers, the
// months read (never before the account began), the current month priced with storage, past
// months without it, and the operations lines on request. The clock is injected.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../src/modules/accounts/caller.js';
import { presentBillingAnalytics } from '../../src/modules/billing/billing.presenters.js';
import { BillingService, type BillingDeps } from '../../src/modules/billing/billing.service.js';
import type { KeyEnvironment } from '../../src/modules/accounts/api-key.entity.js';
import type { Schemas } from '../../src/modules/schemas.js';
import type { DailyUsageRow } from '../../src/modules/usage/usage.repository.js';
import type { UsageOperation } from '../../src/modules/usage/usage-operations.js';

const caller: Caller = { accountId: 'acct_1', tier: 'builder', environment: 'live', keyId: 'key_1' };
const NOW = new Date('2026-11-26T10:00:00.000Z');
const CREATED = new Date('2025-01-10T00:00:00.000Z');

/** A request as a caller may send it: both fields optional. */
const request = (fields: Partial<Schemas['BillingAnalyticsRequest']> = {}) =>
  fields as Schemas['BillingAnalyticsRequest'];

type Usage = BillingDeps['usage'];

class InMemoryUsage implements Usage {
  readonly rows: (DailyUsageRow & { accountId: string })[] = [];
  readonly reads: unknown[][] = [];

  add(day: string, operation: UsageOperation, count: number, environment: KeyEnvironment = 'live') {
    this.rows.push({ accountId: 'acct_1', day, environment, operation, count });
  }

  listDaily(accountId: string, fromDay: string, toDay: string, environment?: KeyEnvironment) {
    this.reads.push([accountId, fromDay, toDay, environment]);
    return Promise.resolve(
      this.rows.filter(
        (r) =>
          r.accountId === accountId &&
          r.day >= fromDay &&
          r.day < toDay &&
          (environment === undefined || r.environment === environment),
      ),
    );
  }
}

function service(options: { now?: Date; createdAt?: Date | null; storedBytes?: number } = {}) {
  const usage = new InMemoryUsage();
  const billing = new BillingService({
    usage,
    accountCreatedAt: () => Promise.resolve(options.createdAt === undefined ? CREATED : options.createdAt),
    storedBytes: () => Promise.resolve(options.storedBytes ?? 0),
    clock: () => options.now ?? NOW,
  });
  return { usage, billing };
}

describe('BillingService refusals', () => {
  it('refuses months_back outside 1..12 or not whole with INVALID_MONTHS_BACK, whatever the tier', async () => {
    const { billing, usage } = service();
    for (const months_back of [0, 13, 1.5]) {
      await expect(billing.analytics({ ...caller, tier: 'free' }, request({ months_back }))).rejects.toMatchObject({
        code: 'INVALID_MONTHS_BACK',
        status: 400,
        message: 'months_back must be an integer from 1 to 12.',
        details: { months_back, minimum: 1, maximum: 12 },
      });
    }
    expect(usage.reads).toEqual([]);
  });

  it('refuses the free tier with BILLING_NOT_AVAILABLE naming the billed tiers, reading no usage', async () => {
    const { billing, usage } = service();
    await expect(billing.analytics({ ...caller, tier: 'free' }, request())).rejects.toMatchObject({
      code: 'BILLING_NOT_AVAILABLE',
      status: 403,
      message:
        'Billing analytics need the builder, scale or enterprise tier; this account is on the free tier, which is not billed. Upgrade the tier to use them.',
      details: { tier: 'free', required_tiers: ['builder', 'scale', 'enterprise'] },
    });
    expect(usage.reads).toEqual([]);
  });

  it('answers UNAUTHORIZED for an account that no longer exists', async () => {
    const { billing } = service({ createdAt: null });
    await expect(billing.analytics(caller, request())).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });
});

describe('BillingService figures', () => {
  it('prices the current month with its storage, summing main and overflow volumes (live usage only)', async () => {
    const { billing, usage } = service({ storedBytes: 2_500_000_000 });
    usage.add('2026-11-02', 'store', 1000);
    usage.add('2026-11-03', 'overflow_store', 500);
    usage.add('2026-11-03', 'search', 200);
    usage.add('2026-11-20', 'overflow_search', 100);
    usage.add('2026-11-21', 'embed', 50);
    usage.add('2026-11-21', 'store', 9999, 'test');
    usage.add('2026-12-01', 'store', 7777); // next month: not read
    const result = await billing.analytics(caller, request());
    expect(usage.reads).toEqual([['acct_1', '2026-10-01', '2026-12-01', 'live']]);
    expect(result).toEqual({
      plan: 'builder',
      currentMonth: {
        month: '2026-11',
        totalMicroUsd: 1_620_000,
        memoriesStored: 1500,
        searchesPerformed: 300,
        embeddingsGenerated: 50,
        storedBytes: 2_500_000_000,
        lines: null,
      },
      history: [{ month: '2026-10', totalMicroUsd: 0, memoriesStored: 0, searchesPerformed: 0 }],
    });
    expect(presentBillingAnalytics(result)).toEqual({
      plan: 'builder',
      billing_period: '2026-11',
      current_month: {
        // 1,850 operations at $0.0002, and 2.5 GB at $0.50
        total_cost: 1.62,
        memories_stored: 1500,
        searches_performed: 300,
        embeddings_generated: 50,
        storage_gb: 2.5,
      },
      history: [{ month: '2026-10', total_cost: 0, memories_stored: 0, searches_performed: 0 }],
    });
  });

  it('lists the months back newest first, priced without storage, across a year end', async () => {
    const { billing, usage } = service({ now: new Date('2027-01-05T00:00:00.000Z'), storedBytes: 1e9 });
    usage.add('2026-12-31', 'search', 1000);
    usage.add('2026-11-01', 'compression', 100_000);
    usage.add('2026-10-31', 'store', 1); // before the months asked for
    const result = await billing.analytics(caller, request({ months_back: 2 }));
    expect(usage.reads[0]).toEqual(['acct_1', '2026-11-01', '2027-02-01', 'live']);
    expect(result.currentMonth).toMatchObject({
      month: '2027-01',
      totalMicroUsd: 500_000,
      memoriesStored: 0,
      storedBytes: 1e9,
    });
    expect(result.history).toEqual([
      { month: '2026-12', totalMicroUsd: 200_000, memoriesStored: 0, searchesPerformed: 1000 },
      { month: '2026-11', totalMicroUsd: 1_000_000, memoriesStored: 0, searchesPerformed: 0 },
    ]);
  });

  it('lists no month before the one the account began in', async () => {
    const { billing, usage } = service({ createdAt: new Date('2026-09-20T00:00:00.000Z') });
    const result = await billing.analytics(caller, request({ months_back: 12 }));
    expect(usage.reads[0]).toEqual(['acct_1', '2026-09-01', '2026-12-01', 'live']);
    expect(result.history.map((m) => m.month)).toEqual(['2026-10', '2026-09']);
  });

  it('lists every operation and storage as lines when asked to, and only then', async () => {
    const { billing, usage } = service({ storedBytes: 3e8 });
    usage.add('2026-11-10', 'intelligence', 10);
    usage.add('2026-11-10', 'compression', 2000);
    const result = await billing.analytics(caller, request({ include_operations: true }));
    expect(result.currentMonth.lines).toHaveLength(9);
    const shown = presentBillingAnalytics(result);
    expect(shown.current_month.operations).toEqual([
      { name: 'intelligence', count: 10, cost: 0.002, unit: null },
      { name: 'store', count: 0, cost: 0, unit: null },
      { name: 'search', count: 0, cost: 0, unit: null },
      { name: 'embed', count: 0, cost: 0, unit: null },
      { name: 'forget', count: 0, cost: 0, unit: null },
      { name: 'overflow_store', count: 0, cost: 0, unit: null },
      { name: 'overflow_search', count: 0, cost: 0, unit: null },
      { name: 'compression', count: 2000, cost: 0.02, unit: null },
      { name: 'storage', count: null, cost: 0.15, unit: 'GB-month' },
    ]);
    expect(shown.current_month.total_cost).toBe(0.172);
    const without = await billing.analytics({ ...caller, tier: 'enterprise' }, request());
    expect(without.currentMonth.lines).toBeNull();
    expect(presentBillingAnalytics(without).current_month).not.toHaveProperty('operations');
  });
});
