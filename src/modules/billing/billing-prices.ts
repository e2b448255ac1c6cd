// Unit prices of recorded usage and the arithmetic of a month's bill. Amounts are whole
// micro-dollars (1e-6 USD) until they are shown, so sums never drift; shown amounts are USD.
//
// The specification gives only the tiers' fixed monthly prices ($0, $29, $99, custom); the unit
// prices here are the service's own (see getBillingAnalytics in the contract), the same on every
// paid tier: $0.0002 per request-type operation, $0.01 per 1,000 vectors compressed, and
// $0.50 per GB-month stored (1 GB = 10^9 bytes).
import { USAGE_OPERATIONS, type UsageOperation } from '../usage/usage-operations.js';

const UNIT_PRICE_MICRO_USD: Readonly<Record<UsageOperation, number>> = {
  intelligence: 200,
  store: 200,
  search: 200,
  embed: 200,
  forget: 200,
  overflow_store: 200,
  overflow_search: 200,
  compression: 10,
};

const STORAGE_MICRO_USD_PER_GB_MONTH = 500_000;
export const BYTES_PER_GB = 1e9;

export type OperationCounts = Partial<Record<UsageOperation, number>>;

export interface PricedLine {
  name: UsageOperation | 'storage';
  /** null for storage */
  count: number | null;
  costMicroUsd: number;
  /** 'GB-month' for storage, null otherwise */
  unit: 'GB-month' | null;
}

export interface PricedMonth {
  lines: PricedLine[];
  totalMicroUsd: number;
}

/** A month's bill: one line per operation (in the fixed order of USAGE_OPERATIONS), then storage when given. */
export function priceMonth(counts: OperationCounts, storageBytes: number | null): PricedMonth {
  const lines: PricedLine[] = USAGE_OPERATIONS.map((name) => {
    const count = counts[name] ?? 0;
    return { name, count, costMicroUsd: count * UNIT_PRICE_MICRO_USD[name], unit: null };
  });
  if (storageBytes !== null) {
    lines.push({
      name: 'storage',
      count: null,
      costMicroUsd: Math.round((storageBytes * STORAGE_MICRO_USD_PER_GB_MONTH) / BYTES_PER_GB),
      unit: 'GB-month',
    });
  }
  return { lines, totalMicroUsd: lines.reduce((sum, line) => sum + line.costMicroUsd, 0) };
}

/** Micro-dollars as USD. */
export function usd(microUsd: number): number {
  return microUsd / 1e6;
}
