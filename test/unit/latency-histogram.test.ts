import { describe, expect, it } from 'vitest';
import {
  addBuckets,
  BOUNDS_MS,
  BUCKET_COUNT,
  bucketOf,
  emptyBuckets,
  percentileMs,
} from '../../src/modules/monitoring/latency-histogram.js';

function histogramOf(durations: number[]): number[] {
  const buckets = emptyBuckets();
  for (const d of durations) buckets[bucketOf(d)]! += 1;
  return buckets;
}

describe('the latency histogram', () => {
  it('puts a duration in the first bucket whose bound is at or above it', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(1)).toBe(0);
    expect(bucketOf(1.0001)).toBe(1);
    expect(bucketOf(10)).toBe(BOUNDS_MS.indexOf(10));
    expect(bucketOf(10.5)).toBe(BOUNDS_MS.indexOf(15));
    expect(bucketOf(1e9)).toBe(BUCKET_COUNT - 1);
  });

  it('interpolates a percentile inside its bucket', () => {
    // 100 durations in (10, 15]: the median is half-way through that bucket
    const buckets = histogramOf(new Array(100).fill(12));
    expect(percentileMs(buckets, 0.5)).toBeCloseTo(12.5, 9);
    expect(percentileMs(buckets, 1)).toBeCloseTo(15, 9);
  });

  it('orders p50 <= p95 <= p99 and stays within a bucket of the true value', () => {
    const durations = Array.from({ length: 1000 }, (_, i) => 1 + (i * i) / 1000); // 1 .. ~1000 ms, skewed
    const buckets = histogramOf(durations);
    const sorted = [...durations].sort((a, b) => a - b);
    const truth = (q: number) => sorted[Math.ceil(q * sorted.length) - 1]!;
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentileMs(buckets, q));
    expect(p50).toBeLessThanOrEqual(p95!);
    expect(p95).toBeLessThanOrEqual(p99!);
    for (const [q, estimate] of [
      [0.5, p50],
      [0.95, p95],
      [0.99, p99],
    ] as const) {
      const b = bucketOf(truth(q));
      const lower = b === 0 ? 0 : BOUNDS_MS[b - 1]!;
      expect(estimate!, `p${q * 100}`).toBeGreaterThanOrEqual(lower);
      expect(estimate!, `p${q * 100}`).toBeLessThanOrEqual(BOUNDS_MS[b]!);
    }
  });

  it('merges histograms bucket by bucket, so the merge equals the histogram of all durations', () => {
    const a = [0.5, 3, 40, 700];
    const b = [2, 40, 9000, 50_000];
    expect(addBuckets(histogramOf(a), histogramOf(b))).toEqual(histogramOf([...a, ...b]));
  });

  it('reports 0 with nothing counted, and the last bound for durations beyond it', () => {
    expect(percentileMs(emptyBuckets(), 0.99)).toBe(0);
    expect(percentileMs(histogramOf([60_000, 90_000]), 0.5)).toBe(BOUNDS_MS[BOUNDS_MS.length - 1]);
  });
});
