// The tiers and their volume limits: the one table every quota and limit reads.
// Figures follow the specification's tiers table (see spec/DECISIONS.md for why not the
// descriptor's). `null` means unlimited. Tiers differ only in volume; the one exception is billing
// analytics, which a free account (never billed) does not have (see billing.service.ts).

export type Tier = 'free' | 'builder' | 'scale' | 'enterprise';
export const TIER_NAMES: readonly Tier[] = ['free', 'builder', 'scale', 'enterprise'];

export interface TierLimits {
  priceUsdPerMonth: number | null;
  tokensPerMonth: number | null;
  /** Metered requests (intelligence, store, search, embed) per calendar month. */
  queriesPerMonth: number | null;
  compressionVectorsPerMonth: number | null;
  collections: number | null;
  webhooks: number | null;
  /** Memories stored at once (the specification gives no figure; chosen, see DECISIONS). */
  memories: number | null;
  /** Requests per minute per production key on the main surface (test keys get 5 times this). */
  requestsPerMinute: number | null;
  support: 'community' | 'e-mail' | 'priority' | 'dedicated';
}

export const TIERS: Readonly<Record<Tier, TierLimits>> = {
  free: {
    priceUsdPerMonth: 0,
    tokensPerMonth: 100_000,
    queriesPerMonth: 1_000,
    compressionVectorsPerMonth: 10_000,
    collections: 1,
    webhooks: 1,
    memories: 10_000,
    requestsPerMinute: 100,
    support: 'community',
  },
  builder: {
    priceUsdPerMonth: 29,
    tokensPerMonth: 2_000_000,
    queriesPerMonth: 20_000,
    compressionVectorsPerMonth: 500_000,
    collections: 3,
    webhooks: 5,
    memories: 250_000,
    requestsPerMinute: 600,
    support: 'e-mail',
  },
  scale: {
    priceUsdPerMonth: 99,
    tokensPerMonth: 25_000_000,
    queriesPerMonth: 250_000,
    compressionVectorsPerMonth: 10_000_000,
    collections: 25,
    webhooks: 25,
    memories: 5_000_000,
    requestsPerMinute: 3_000,
    support: 'priority',
  },
  enterprise: {
    priceUsdPerMonth: null,
    tokensPerMonth: null,
    queriesPerMonth: null,
    compressionVectorsPerMonth: null,
    collections: null,
    webhooks: null,
    memories: null,
    requestsPerMinute: null,
    support: 'dedicated',
  },
};

export const TEST_KEY_RATE_MULTIPLIER = 5;

export function isTier(value: string): value is Tier {
  return (TIER_NAMES as readonly string[]).includes(value);
}
