import { describe, expect, it } from 'vitest';
import { decayedImportance, promotedImportance, settledImportance } from '../../src/modules/overflow/importance.js';

describe('overflow importance rules', () => {
  it('promote adds the boost, clamped to 1 and rounded to 6 places', () => {
    expect(promotedImportance(0.7, 0.1)).toBe(0.8); // 0.7 + 0.1 is 0.7999999999999999 in floating point
    expect(promotedImportance(0.95, 0.1)).toBe(1);
    expect(promotedImportance(0.1234564, 0.0000001)).toBe(0.123457);
  });

  it('decay multiplies by (1 - rate), within [0, 1]', () => {
    expect(decayedImportance(0.8, 0.1)).toBe(0.72);
    expect(decayedImportance(0.5, 1)).toBe(0);
    expect(decayedImportance(0.5, 0)).toBe(0.5);
  });

  it('an exact value is only clamped and rounded', () => {
    expect(settledImportance(0.3333333333)).toBe(0.333333);
    expect(settledImportance(-0.1)).toBe(0);
    expect(settledImportance(1.2)).toBe(1);
  });
});
