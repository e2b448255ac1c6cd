import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CODEBOOK_FILE_NAME,
  decodeCodebookFile,
  encodeCodebookFile,
} from '../../src/modules/compression/quantization/codebook-file.js';
import {
  normalCdf,
  normalCellMoments,
  normalMass,
  normalQuantile,
  normalUpperTail,
} from '../../src/modules/compression/quantization/gaussian.js';
import {
  codeByBinarySearch,
  codeOf,
  gaussianCodebook,
} from '../../src/modules/compression/quantization/gaussian-codebooks.js';
import {
  compandedHalf,
  expandSymmetric,
  gaussianDistortion,
  largestMove,
  lloydStep,
  plainLloyd,
  solveLloydMax,
} from '../../src/modules/compression/quantization/lloyd-max.js';
import { SeededRandom } from '../../src/modules/compression/quantization/seeded-random.js';

const committedFile = new Uint8Array(
  readFileSync(new URL(`../../src/modules/compression/quantization/${CODEBOOK_FILE_NAME}`, import.meta.url)),
);
const ALL_BITS = Array.from({ length: 16 }, (_, i) => i + 1);

/** Distance between adjacent float32 values at the magnitude of v. */
function float32Ulp(v: number): number {
  return 2 ** (Math.floor(Math.log2(Math.abs(v))) - 23);
}

describe('the standard normal functions', () => {
  it('match reference values to ~1e-15 relative, tails included', () => {
    // Q(z) = 1 - Phi(z), from 50-digit evaluations.
    const reference: Array<[number, number]> = [
      [0.5, 0.3085375387259869],
      [1, 0.15865525393145705],
      [2, 0.02275013194817921],
      [3, 0.0013498980316300946],
      [5, 2.866515718791939e-7],
      [8, 6.220960574271784e-16],
      [20, 2.7536241186062337e-89],
    ];
    for (const [z, q] of reference) {
      expect(Math.abs(normalUpperTail(z) - q) / q).toBeLessThan(2e-15);
      expect(Math.abs(normalCdf(-z) - q) / q).toBeLessThan(2e-15);
    }
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 13);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 12);
  });

  it('integrate narrow cells accurately relative to their own size', () => {
    // A 16-bit-sized cell: its mass by quadrature equals the difference of the tails.
    const m = normalCellMoments(2.5, 2.5001, 2.50005);
    expect(Math.abs(m.mass - normalMass(2.5, 2.5001)) / m.mass).toBeLessThan(1e-10);
    const whole = normalCellMoments(-Infinity, Infinity, 0.3);
    expect(whole).toEqual({ mass: 1, first: -0.3, second: 1.09 });
    const split = [
      normalCellMoments(-Infinity, -1, 0.3),
      normalCellMoments(-1, 2, 0.3),
      normalCellMoments(2, Infinity, 0.3),
    ];
    expect(split.reduce((s, c) => s + c.mass, 0)).toBeCloseTo(1, 14);
    expect(split.reduce((s, c) => s + c.first, 0)).toBeCloseTo(-0.3, 14);
    expect(split.reduce((s, c) => s + c.second, 0)).toBeCloseTo(1.09, 14);
  });
});

describe('Lloyd-Max codebooks of N(0, 1)', () => {
  it('has the known 1-bit and 2-bit centroids and the known distortions', () => {
    expect(solveLloydMax(1).half[0]).toBeCloseTo(Math.sqrt(2 / Math.PI), 15);
    const two = solveLloydMax(2).half;
    expect(two[0]).toBeCloseTo(0.4528, 4);
    expect(two[1]).toBeCloseTo(1.5104, 4);
    // E[(Z - Q(Z))^2], the figures TURBOQUANT's error rests on.
    const expected = [0.3634, 0.1175, 0.03455, 0.009501];
    for (let b = 1; b <= 4; b++) expect(solveLloydMax(b).distortion).toBeCloseTo(expected[b - 1]!, 4);
  });

  it('recomputes the committed data exactly (float32) for 1 to 8 bits, and the file round-trips', () => {
    const committed = decodeCodebookFile(committedFile);
    for (let b = 1; b <= 8; b++) {
      const solution = solveLloydMax(b);
      expect(solution.finalLloydMove).toBeLessThanOrEqual(1e-12);
      expect(committed.get(b)).toEqual(Float32Array.from(solution.half));
    }
    expect(encodeCodebookFile(committed)).toEqual(committedFile);
  });

  it('agrees with plain Lloyd iteration (no Newton) run to convergence from another start', () => {
    for (let b = 1; b <= 4; b++) {
      const uniformStart = Float64Array.from({ length: 2 ** (b - 1) }, (_, k) => (k + 0.5) * (4 / 2 ** b));
      const plain = plainLloyd(uniformStart, 1e-15, 100_000);
      expect(plain.converged).toBe(true);
      expect(largestMove(plain.half, solveLloydMax(b).half)).toBeLessThan(1e-12);
    }
  });

  it('committed codebooks for every width 1..16 are symmetric, strictly increasing and converged', () => {
    // Plain loops collect the faults: half a million expect() calls would take seconds.
    const faults: string[] = [];
    for (const b of ALL_BITS) {
      const { centroids, thresholds, levels } = gaussianCodebook(b);
      if (levels !== 2 ** b || centroids.length !== levels) faults.push(`${b} bits: ${centroids.length} centroids`);
      for (let k = 0; k < levels; k++)
        if (centroids[k] !== -centroids[levels - 1 - k]!) faults.push(`${b} bits: not symmetric at ${k}`);
      for (let k = 1; k < levels; k++)
        if (!(centroids[k]! > centroids[k - 1]!)) faults.push(`${b} bits: not increasing at ${k}`);
      for (let k = 0; k < thresholds.length; k++) {
        if (!(thresholds[k]! > centroids[k]! && thresholds[k]! < centroids[k + 1]!))
          faults.push(`${b} bits: threshold ${k} outside its centroids`);
      }
      // One more Lloyd iteration moves no stored centroid by half a float32 step or more: the
      // stored values are the fixed point, up to their own rounding.
      const half = centroids.slice(levels / 2);
      const next = lloydStep(half);
      for (let k = 0; k < half.length; k++) {
        if (!(Math.abs(next[k]! - half[k]!) < 0.5 * float32Ulp(half[k]!)))
          faults.push(`${b} bits: centroid ${k} moves by ${next[k]! - half[k]!}`);
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
  });

  it('approaches the high-resolution distortion (sqrt(3) pi / 2) 4^-b at 16 bits', () => {
    const d16 = gaussianDistortion(gaussianCodebook(16).centroids);
    expect(d16 * 4 ** 16).toBeCloseTo((Math.sqrt(3) * Math.PI) / 2, 3);
    // and the companding start it is computed from is already close
    expect(
      gaussianDistortion(expandSymmetric(compandedHalf(10))) / gaussianDistortion(gaussianCodebook(10).centroids),
    ).toBeLessThan(1.01);
  });

  it('finds the code of a value by its bucket table exactly as a binary search does', () => {
    const random = new SeededRandom(12);
    const faults: string[] = [];
    for (const b of ALL_BITS) {
      const codebook = gaussianCodebook(b);
      const probes = [
        0,
        -0,
        1e-300,
        -1e-300,
        50,
        -50,
        1e6,
        -1e6,
        ...Array.from({ length: 2000 }, () => 3 * random.nextGaussian()),
      ];
      // Every threshold itself (ties go up) and its neighbours.
      for (let k = 0; k < codebook.thresholds.length; k += Math.max(1, codebook.thresholds.length >> 9)) {
        const t = codebook.thresholds[k]!;
        probes.push(t, t - 1e-12, t + 1e-12);
      }
      for (const u of probes)
        if (codeOf(codebook, u) !== codeByBinarySearch(codebook, u)) faults.push(`${b} bits, u = ${u}`);
    }
    expect(faults).toEqual([]);
  });

  it('rejects a damaged codebook file', () => {
    expect(() => decodeCodebookFile(committedFile.subarray(0, 100))).toThrow(/expected 262148/);
    const swapped = committedFile.slice(); // the two 2-bit centroids exchanged
    swapped.set(committedFile.subarray(16, 20), 12);
    swapped.set(committedFile.subarray(12, 16), 16);
    expect(() => decodeCodebookFile(swapped)).toThrow(/2-bit codebook is not positive and increasing/);
    const withNaN = committedFile.slice();
    withNaN.set([0, 0, 0xc0, 0x7f], 8);
    expect(() => decodeCodebookFile(withNaN)).toThrow(/1-bit codebook is not positive and increasing/);
    const wrongMagic = committedFile.slice();
    wrongMagic[0] = 0;
    expect(() => decodeCodebookFile(wrongMagic)).toThrow(/magic/);
  });
});
