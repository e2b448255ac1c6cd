// A fixed-bucket latency histogram: counts per bucket add up across minutes and instances
// (element by element), so percentiles over any window come from the merged counts without
// keeping individual requests. The same bounds are the Prometheus histogram's buckets.
//
// Bucket i counts durations d with BOUNDS_MS[i-1] < d <= BOUNDS_MS[i]; the last bucket counts
// everything above the last bound. A percentile is interpolated linearly inside its bucket, so
// its error is at most the width of that bucket (about a third of its value at these bounds).

/** Upper bounds of the buckets, in milliseconds; one more bucket holds everything slower. */
export const BOUNDS_MS: readonly number[] = [
  1, 2, 3, 5, 7.5, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 7500, 10_000,
  30_000,
];

export const BUCKET_COUNT = BOUNDS_MS.length + 1;

export function emptyBuckets(): number[] {
  return new Array<number>(BUCKET_COUNT).fill(0);
}

/** The bucket a duration falls in. */
export function bucketOf(durationMs: number): number {
  // binary search: the first bound at or above the duration
  let lo = 0;
  let hi = BOUNDS_MS.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (durationMs <= BOUNDS_MS[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Adds `from` into `into`, bucket by bucket (a shorter array counts as zeros). */
export function addBuckets(into: number[], from: readonly number[]): number[] {
  for (let i = 0; i < from.length && i < into.length; i++) into[i]! += from[i]!;
  return into;
}

/**
 * The q-quantile (0 < q <= 1) of the durations counted, in ms, interpolated inside its bucket;
 * 0 when nothing was counted. Durations above the last bound report the last bound.
 */
export function percentileMs(buckets: readonly number[], q: number): number {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return 0;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < buckets.length; i++) {
    const n = buckets[i]!;
    if (n > 0 && below + n >= rank) {
      if (i >= BOUNDS_MS.length) return BOUNDS_MS[BOUNDS_MS.length - 1]!;
      const lower = i === 0 ? 0 : BOUNDS_MS[i - 1]!;
      const upper = BOUNDS_MS[i]!;
      return lower + ((upper - lower) * (rank - below)) / n;
    }
    below += n;
  }
  return BOUNDS_MS[BOUNDS_MS.length - 1]!;
}
