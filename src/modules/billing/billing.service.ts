// Billing analytics (POST /v1/analytics/billing): the current calendar month (UTC) and the
// `months_back` completed months before it, priced from the production usage recorded in
// usage_daily and the unit prices of billing-prices.ts. Storage is priced for the current month
// only, from the bytes stored now (a month's storage is not sampled, so past months show their
// operations). Months before the account existed are not listed. Free accounts pay nothing and
// get 403 BILLING_NOT_AVAILABLE.
import { billingNotAvailable, invalidMonthsBack } from '../../errors/account-errors.js';
import type { Caller } from '../accounts/caller.js';
import type { Schemas } from '../schemas.js';
import type { UsageRepository } from '../usage/usage.repository.js';
import type { Tier } from '../accounts/tiers.js';
import { priceMonth, type OperationCounts, type PricedLine } from './billing-prices.js';
import { missingApiKey } from '../../errors/registry.js';

const BILLED_TIERS = ['builder', 'scale', 'enterprise'] as const;
const MONTHS_BACK = { min: 1, max: 12, default: 1 };

export interface BillingDeps {
  /** The recorded daily usage (an in-memory fake in the unit tests). */
  usage: Pick<UsageRepository, 'listDaily'>;
  /** When the account began; null when it no longer exists. */
  accountCreatedAt: (accountId: string) => Promise<Date | null>;
  /** What the account stores now, main and overflow storage together. */
  storedBytes: (accountId: string) => Promise<number>;
  clock?: () => Date;
}

/** A month's bill: its total and the volumes it shows. */
export interface BilledMonth {
  /** YYYY-MM */
  month: string;
  totalMicroUsd: number;
  memoriesStored: number;
  searchesPerformed: number;
}

/** The current month priced so far (with the storage of now), and the completed months before it. */
export interface BillingAnalytics {
  plan: Tier;
  currentMonth: BilledMonth & {
    embeddingsGenerated: number;
    storedBytes: number;
    /** Each operation's line, when asked for. */
    lines: PricedLine[] | null;
  };
  history: BilledMonth[];
}

/** YYYY-MM of the month `offset` months from the month of `at` (UTC). */
function monthOf(at: Date, offset = 0): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

const firstDay = (month: string) => `${month}-01`;

export class BillingService {
  private readonly clock: () => Date;

  constructor(private readonly deps: BillingDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async analytics(caller: Caller, request: Schemas['BillingAnalyticsRequest']): Promise<BillingAnalytics> {
    const monthsBack = request.months_back ?? MONTHS_BACK.default;
    // the contract's validator refuses these already; this keeps the rule true for any caller
    if (!Number.isInteger(monthsBack) || monthsBack < MONTHS_BACK.min || monthsBack > MONTHS_BACK.max) {
      throw invalidMonthsBack(monthsBack, MONTHS_BACK.min, MONTHS_BACK.max);
    }
    if (!(BILLED_TIERS as readonly string[]).includes(caller.tier)) {
      throw billingNotAvailable(caller.tier, BILLED_TIERS);
    }
    const createdAt = await this.deps.accountCreatedAt(caller.accountId);
    if (!createdAt) throw missingApiKey();
    const storedBytes = await this.deps.storedBytes(caller.accountId);
    const now = this.clock();
    const current = monthOf(now);
    const firstMonth = [monthOf(now, -monthsBack), monthOf(createdAt)].sort()[1]!;
    const rows = await this.deps.usage.listDaily(
      caller.accountId,
      firstDay(firstMonth),
      firstDay(monthOf(now, 1)),
      'live',
    );
    const byMonth = new Map<string, OperationCounts>();
    for (const row of rows) {
      const counts = byMonth.get(row.day.slice(0, 7)) ?? {};
      counts[row.operation] = (counts[row.operation] ?? 0) + row.count;
      byMonth.set(row.day.slice(0, 7), counts);
    }
    const volumes = (counts: OperationCounts) => ({
      memoriesStored: (counts.store ?? 0) + (counts.overflow_store ?? 0),
      searchesPerformed: (counts.search ?? 0) + (counts.overflow_search ?? 0),
    });
    const thisMonth = byMonth.get(current) ?? {};
    const priced = priceMonth(thisMonth, storedBytes);
    const history: BilledMonth[] = [];
    for (let back = 1; back <= monthsBack; back++) {
      const month = monthOf(now, -back);
      if (month < firstMonth) break;
      const counts = byMonth.get(month) ?? {};
      history.push({ month, totalMicroUsd: priceMonth(counts, null).totalMicroUsd, ...volumes(counts) });
    }
    return {
      plan: caller.tier,
      currentMonth: {
        month: current,
        totalMicroUsd: priced.totalMicroUsd,
        ...volumes(thisMonth),
        embeddingsGenerated: thisMonth.embed ?? 0,
        storedBytes,
        lines: request.include_operations ? priced.lines : null,
      },
      history,
    };
  }
}
