// Figures that live between 0 and 1 (scores, signals, importances), as the API states them.

/** Clamped to [0, 1] and rounded to 6 decimal places. */
export function toUnitInterval(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1e6) / 1e6;
}
