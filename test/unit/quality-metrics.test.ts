import { describe, expect, it } from 'vitest';
import {
  cosineSimilarity,
  maxAbsoluteError,
  meanSquaredError,
  reconstructionQuality,
  signalToNoiseRatioDb,
  squaredError,
} from '../../src/modules/compression/quantization/quality-metrics.js';

describe('reconstruction quality', () => {
  it('computes every figure of a small example', () => {
    const original = [3, 4, 0, 0];
    const decoded = [3, 3, 1, 0];
    const q = reconstructionQuality(original, decoded);
    expect(q.squaredError).toBe(2);
    expect(q.meanSquaredError).toBe(0.5);
    expect(q.maxAbsoluteError).toBe(1);
    expect(q.cosineSimilarity).toBeCloseTo(21 / (5 * Math.sqrt(19)), 12);
    expect(q.signalToNoiseRatioDb).toBeCloseTo(10 * Math.log10(25 / 2), 12);
    expect(squaredError(original, decoded)).toBe(2);
    expect(meanSquaredError(original, decoded)).toBe(0.5);
    expect(maxAbsoluteError(original, decoded)).toBe(1);
    expect(cosineSimilarity(original, decoded)).toBe(q.cosineSimilarity);
    expect(signalToNoiseRatioDb(original, decoded)).toBe(q.signalToNoiseRatioDb);
  });

  it('takes Float32Array and number[] alike', () => {
    expect(reconstructionQuality(Float32Array.of(1, 2), [1, 2.5])).toEqual(
      reconstructionQuality([1, 2], Float32Array.of(1, 2.5)),
    );
  });

  it('has defined values at the edges: exact, opposite, zero vectors', () => {
    expect(reconstructionQuality([1, 2], [1, 2])).toEqual({
      cosineSimilarity: 1,
      meanSquaredError: 0,
      squaredError: 0,
      maxAbsoluteError: 0,
      signalToNoiseRatioDb: Infinity,
      originalEnergy: 5,
    });
    expect(cosineSimilarity([1, 2], [-1, -2])).toBe(-1);
    expect(reconstructionQuality([0, 0], [0, 0])).toMatchObject({
      cosineSimilarity: 1,
      signalToNoiseRatioDb: Infinity,
    });
    expect(reconstructionQuality([0, 0], [0, 1])).toMatchObject({
      cosineSimilarity: 0,
      signalToNoiseRatioDb: -Infinity,
    });
    expect(reconstructionQuality([1, 0], [0, 0])).toMatchObject({ cosineSimilarity: 0, signalToNoiseRatioDb: 0 });
    // the cosine of nearly equal vectors never leaves [-1, 1] through rounding
    const v = Array.from({ length: 768 }, (_, i) => Math.sin(i) * 1e-3);
    expect(cosineSimilarity(v, v)).toBeLessThanOrEqual(1);
  });

  it('refuses vectors of different or zero length', () => {
    expect(() => reconstructionQuality([1, 2], [1])).toThrow(/differ in length: 2 and 1/);
    expect(() => reconstructionQuality([], [])).toThrow(/empty/);
  });
});
