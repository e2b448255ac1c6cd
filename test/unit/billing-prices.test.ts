import { describe, expect, it } from 'vitest';
import { priceMonth, usd } from '../../src/modules/billing/billing-prices.js';
import { USAGE_OPERATIONS } from '../../src/modules/usage/usage-operations.js';

describe('the price of a month', () => {
  it('prices each operation at its unit price and storage per GB-month, in whole micro-dollars', () => {
    const month = priceMonth(
      { store: 12_400, search: 15_500, embed: 4_100, intelligence: 5_750, compression: 250_000 },
      1_200_000_000,
    );
    const cost = Object.fromEntries(month.lines.map((line) => [line.name, usd(line.costMicroUsd)]));
    expect(cost).toMatchObject({
      store: 2.48,
      search: 3.1,
      embed: 0.82,
      intelligence: 1.15,
      compression: 2.5,
      storage: 0.6,
    });
    expect(usd(month.totalMicroUsd)).toBe(10.65);
    expect(month.lines.at(-1)).toEqual({ name: 'storage', count: null, costMicroUsd: 600_000, unit: 'GB-month' });
  });

  it('lists every operation in a fixed order, zero counts included, and no storage line when storage is not priced', () => {
    const month = priceMonth({ overflow_search: 3 }, null);
    expect(month.lines.map((line) => line.name)).toEqual([...USAGE_OPERATIONS]);
    expect(month.totalMicroUsd).toBe(600);
    expect(usd(month.totalMicroUsd)).toBe(0.0006);
  });

  it('rounds storage to the micro-dollar and never drifts when many small amounts are summed', () => {
    expect(priceMonth({}, 1).lines.at(-1)!.costMicroUsd).toBe(0); // half a micro-dollar per kB: 1 byte rounds to 0
    expect(priceMonth({}, 2_000).lines.at(-1)!.costMicroUsd).toBe(1);
    const many = priceMonth(
      {
        store: 1,
        search: 1,
        embed: 1,
        forget: 1,
        intelligence: 1,
        overflow_store: 1,
        overflow_search: 1,
        compression: 1,
      },
      null,
    );
    expect(many.totalMicroUsd).toBe(7 * 200 + 10);
    expect(usd(many.totalMicroUsd)).toBe(0.00141);
  });
});
