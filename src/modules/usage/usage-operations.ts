// The operations recorded per account and day in usage_daily, by the lower-case names that
// billing and the usage export show. Each is counted by the statement that counts its quota,
// and given back with it when the work is refused or fails.
//
// | name            | what one count is                                          |
// |-----------------|------------------------------------------------------------|
// | intelligence    | a POST /v1/intelligence call                               |
// | store           | a POST /v1/store call (a duplicate included)               |
// | search          | a POST /v1/search call                                     |
// | embed           | a POST /v1/embed call                                      |
// | forget          | a POST /v1/forget by query (it embeds the query)           |
// | overflow_store  | a POST /v1/overflow/store call                             |
// | overflow_search | a POST /v1/overflow/search call                            |
// | compression     | one vector compressed (POST /v1/compress, jobs, batches)   |
import type { Metric } from './usage.repository.js';

export const USAGE_OPERATIONS = [
  'intelligence',
  'store',
  'search',
  'embed',
  'forget',
  'overflow_store',
  'overflow_search',
  'compression',
] as const;

export type UsageOperation = (typeof USAGE_OPERATIONS)[number];

/** The monthly detailed counter (GET /v1/keys/usage?detailed) an operation also adds to, if any. */
export const MONTHLY_METRIC_OF: Readonly<Record<UsageOperation, Metric | null>> = {
  intelligence: 'op:intelligence',
  store: 'op:store',
  search: 'op:search',
  embed: 'op:embed',
  forget: null,
  overflow_store: 'op:store',
  overflow_search: 'op:search',
  compression: null,
};

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
