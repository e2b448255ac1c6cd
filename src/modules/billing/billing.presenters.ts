// The body of POST /v1/analytics/billing, mapped from the service's domain result to the
// contract's schema: amounts in US dollars, storage in GB (10^9 bytes).
import type { Schemas } from '../schemas.js';
import { BYTES_PER_GB, usd } from './billing-prices.js';
import type { BilledMonth, BillingAnalytics } from './billing.service.js';

function volumesOf(month: BilledMonth) {
  return { memories_stored: month.memoriesStored, searches_performed: month.searchesPerformed };
}

export function presentBillingAnalytics(a: BillingAnalytics): Schemas['BillingAnalytics'] {
  const current = a.currentMonth;
  return {
    plan: a.plan,
    billing_period: current.month,
    current_month: {
      total_cost: usd(current.totalMicroUsd),
      ...volumesOf(current),
      embeddings_generated: current.embeddingsGenerated,
      storage_gb: current.storedBytes / BYTES_PER_GB,
      ...(current.lines
        ? {
            operations: current.lines.map((line) => ({
              name: line.name,
              count: line.count,
              cost: usd(line.costMicroUsd),
              unit: line.unit,
            })),
          }
        : {}),
    },
    history: a.history.map((month): Schemas['BillingHistoryMonth'] => ({
      month: month.month,
      total_cost: usd(month.totalMicroUsd),
      ...volumesOf(month),
    })),
  };
}
