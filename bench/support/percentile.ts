/** The p-th percentile (0 to 100) of ascending `sorted` values, by the nearest-rank rule. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
