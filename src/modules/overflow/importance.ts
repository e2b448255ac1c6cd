// The importance rules of overflow memories (spec: Memory importance). Every result is clamped
// to [0, 1] and rounded to 6 decimal places.
import { toUnitInterval } from '../unit-interval.js';

export const DEFAULT_BOOST = 0.1;
export const DEFAULT_DECAY_RATE = 0.1;

/** Clamped to [0, 1], rounded to 6 decimal places. */
export function settledImportance(value: number): number {
  return toUnitInterval(value);
}

/** promote: previous + boost. */
export function promotedImportance(previous: number, boost: number): number {
  return settledImportance(previous + boost);
}

/** force-decay (and the scheduled decay): previous x (1 - decay_rate). */
export function decayedImportance(previous: number, decayRate: number): number {
  return settledImportance(previous * (1 - decayRate));
}
