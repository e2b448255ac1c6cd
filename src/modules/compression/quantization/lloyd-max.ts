// Lloyd-Max codebooks of the standard normal distribution: for 2^b levels, the centroids c and
// decision thresholds t that minimise E[(Z - Q(Z))^2], Z ~ N(0, 1). TURBOQUANT quantizes each
// rotated, normalised coordinate (about N(0, 1)) with them. scripts/compute-codebooks.ts runs
// this module for b = 1..16 and commits the result (lloyd-max-codebooks.bin); the unit tests
// call it again to check the committed data.
//
// Why it is computed this way:
// - The optimum satisfies Lloyd's two conditions: every threshold is the midpoint of its two
//   centroids, and every centroid is the mean of Z over its cell, mean = (phi(a) - phi(b)) /
//   (Phi(b) - Phi(a)) for the cell (a, b). These integrals are exact to double rounding, never
//   sampled (gaussian.ts). Lloyd's iteration applies both conditions in turn: c <- g(c).
// - The codebook is symmetric, so only the positive half is solved for: its first cell starts
//   at the threshold 0 and its last cell ends at +infinity.
// - Plain Lloyd iteration converges linearly with a rate that approaches 1 as the number of
//   levels grows (hundreds of thousands of iterations at 8 bits, far more at 16). So the fixed
//   point c = g(c) is solved by Newton's method: the Jacobian of g is tridiagonal (a centroid
//   depends only on its two thresholds, each of which depends on two centroids) with exact
//   derivatives d mean / d a = phi(a) (mean - a) / P and d mean / d b = phi(b) (b - mean) / P,
//   so a step costs O(2^b). It starts from the high-resolution (companding) solution, whose
//   point density is proportional to phi^(1/3), i.e. centroids at the quantiles of N(0, 3), and
//   is damped (step halved) whenever a full step would break the ordering or not reduce the
//   residual. It converges quadratically in about five steps and stops when the steps no longer
//   shrink (they are then rounding noise: ~1e-15 at 4 bits, ~1e-9 at 16 bits, far below the
//   float32 precision the codebooks are stored at). The result is checked: one more plain Lloyd
//   iteration must move no centroid by more than 1e-12. All of b = 1..16 take about a second.
// - The integrals over a finite cell are 16-point Gauss-Legendre sums on pieces at most 0.5 wide
//   (truncation error below 1e-40 for the Gaussian density), the unbounded tail cell uses the
//   closed forms with Q and phi: the mean of a cell 1e-4 wide is accurate to ~1e-16 relative to
//   the cell's width, which differences of Phi could not give.
import { normalCellMoments, normalPdf, normalQuantile } from './gaussian.js';

export const MIN_CODEBOOK_BITS = 1;
export const MAX_CODEBOOK_BITS = 16;

/** Largest centroid move accepted after the solve, as a check of convergence. */
const CONVERGENCE_TOLERANCE = 1e-12;
/** Newton stops once a step moves no centroid by more than this. */
const STEP_TOLERANCE = 1e-13;
/** Steps below this that no longer shrink fourfold are noise: Newton stops there. */
const NOISE_STEP = 1e-6;
/** Residuals below this are rounding noise of the cell integrals: no damping there. */
const NOISE_RESIDUAL = 1e-11;
const MAX_NEWTON_STEPS = 100;

export interface LloydMaxSolution {
  bits: number;
  /** Positive half of the codebook, ascending (2^(bits-1) centroids); the negative half mirrors it. */
  half: Float64Array;
  newtonSteps: number;
  /** Largest centroid move of one further plain Lloyd iteration (the convergence check). */
  finalLloydMove: number;
  /** Expected squared error E[(Z - Q(Z))^2] for Z ~ N(0, 1). */
  distortion: number;
}

interface CellFigures {
  mean: number;
  mass: number;
  /** d mean / d (lower edge) and d mean / d (upper edge); 0 at a fixed edge. */
  dMeanLower: number;
  dMeanUpper: number;
}

/** Mean of Z over (a, b) with its derivatives; a >= 0, b may be +Infinity. */
function cell(a: number, b: number): CellFigures {
  // Moments about the middle of a finite cell, so the mean comes out as middle + small offset.
  const center = b === Infinity ? a : 0.5 * (a + b);
  const moments = normalCellMoments(a, b, center);
  const mass = moments.mass;
  const mean = center + moments.first / mass;
  return {
    mean,
    mass,
    dMeanLower: (normalPdf(a) * (mean - a)) / mass,
    dMeanUpper: b === Infinity ? 0 : (normalPdf(b) * (b - mean)) / mass,
  };
}

/** Thresholds of the positive half: edges[0] = 0, edges[k] = (c[k-1] + c[k]) / 2, edges[M] = +Infinity. */
function halfEdges(half: Float64Array): Float64Array {
  const m = half.length;
  const edges = new Float64Array(m + 1);
  edges[0] = 0;
  for (let k = 1; k < m; k++) edges[k] = 0.5 * (half[k - 1]! + half[k]!);
  edges[m] = Infinity;
  return edges;
}

/** One plain Lloyd iteration on the positive half: midpoints, then cell means. */
export function lloydStep(half: Float64Array): Float64Array {
  const edges = halfEdges(half);
  const next = new Float64Array(half.length);
  for (let k = 0; k < half.length; k++) next[k] = cell(edges[k]!, edges[k + 1]!).mean;
  return next;
}

/** Largest |a[i] - b[i]|. */
export function largestMove(a: Float64Array, b: Float64Array): number {
  let move = 0;
  for (let i = 0; i < a.length; i++) move = Math.max(move, Math.abs(a[i]! - b[i]!));
  return move;
}

/** High-resolution starting point: the positive half of 2^bits quantiles of N(0, 3). */
export function compandedHalf(bits: number): Float64Array {
  checkBits(bits);
  const levels = 2 ** bits;
  const m = levels / 2;
  const half = new Float64Array(m);
  for (let k = 0; k < m; k++) half[k] = Math.sqrt(3) * normalQuantile((m + k + 0.5) / levels);
  return half;
}

/** Plain Lloyd iteration from `start` until a step moves no centroid by more than `tolerance`. */
export function plainLloyd(
  start: Float64Array,
  tolerance: number,
  maxIterations: number,
): { half: Float64Array; iterations: number; converged: boolean } {
  let half = start;
  for (let i = 1; i <= maxIterations; i++) {
    const next = lloydStep(half);
    const move = largestMove(next, half);
    half = next;
    if (move <= tolerance) return { half, iterations: i, converged: true };
  }
  return { half, iterations: maxIterations, converged: false };
}

/** Solves the Lloyd-Max conditions for 2^bits levels (Newton on c = g(c), see the note above). */
export function solveLloydMax(bits: number): LloydMaxSolution {
  checkBits(bits);
  let half = compandedHalf(bits);
  const m = half.length;
  let residual = residualOf(half);
  let steps = 0;
  let previousMove = Infinity;
  while (steps < MAX_NEWTON_STEPS) {
    const step = newtonStep(half, residual.values);
    steps++;
    let scale = 1;
    for (;;) {
      const candidate = new Float64Array(m);
      for (let k = 0; k < m; k++) candidate[k] = half[k]! + scale * step[k]!;
      if (isStrictlyIncreasingPositive(candidate)) {
        const candidateResidual = residualOf(candidate);
        // Damp only while far from the solution; near it the residual is rounding noise.
        if (candidateResidual.max < residual.max || residual.max <= NOISE_RESIDUAL) {
          half = candidate;
          residual = candidateResidual;
          break;
        }
      }
      scale /= 2;
      if (scale < 1e-6) throw new Error(`Lloyd-Max codebook of ${bits} bits: Newton's method found no descent step`);
    }
    const move = largestMagnitude(step) * scale;
    // Converged: the step is negligible, or Newton's quadratic shrinking has stopped because the
    // steps are now rounding noise of the integrals (about 1e-15 at 4 bits, 1e-9 at 16 bits).
    if (move <= STEP_TOLERANCE || (move < NOISE_STEP && move > previousMove / 4)) break;
    previousMove = move;
  }
  const finalLloydMove = largestMove(lloydStep(half), half);
  if (!(finalLloydMove <= CONVERGENCE_TOLERANCE)) {
    throw new Error(
      `Lloyd-Max codebook of ${bits} bits did not converge: a further Lloyd iteration moves a centroid by ${finalLloydMove}`,
    );
  }
  return { bits, half, newtonSteps: steps, finalLloydMove, distortion: gaussianDistortion(expandSymmetric(half)) };
}

/** The full ascending codebook from its positive half. */
export function expandSymmetric(half: ArrayLike<number>): Float64Array {
  const m = half.length;
  const full = new Float64Array(2 * m);
  for (let k = 0; k < m; k++) {
    full[m + k] = half[k]!;
    full[m - 1 - k] = -half[k]!;
  }
  return full;
}

/** Decision thresholds of an ascending codebook: the midpoints of neighbouring centroids. */
export function thresholdsOf(centroids: ArrayLike<number>): Float64Array {
  const t = new Float64Array(Math.max(0, centroids.length - 1));
  for (let k = 0; k < t.length; k++) t[k] = 0.5 * (centroids[k]! + centroids[k + 1]!);
  return t;
}

/**
 * E[(Z - Q(Z))^2] for Z ~ N(0, 1) and the nearest-centroid quantizer of an ascending codebook,
 * summed exactly over the cells (symmetric codebooks: twice the positive half).
 */
export function gaussianDistortion(centroids: ArrayLike<number>): number {
  const t = thresholdsOf(centroids);
  let total = 0;
  for (let k = 0; k < centroids.length; k++) {
    const a = k === 0 ? -Infinity : t[k - 1]!;
    const b = k === centroids.length - 1 ? Infinity : t[k]!;
    total += normalCellMoments(a, b, centroids[k]!).second;
  }
  return total;
}

interface Residual {
  values: Float64Array;
  max: number;
}

function residualOf(half: Float64Array): Residual {
  const next = lloydStep(half);
  const values = new Float64Array(half.length);
  let max = 0;
  for (let k = 0; k < half.length; k++) {
    values[k] = half[k]! - next[k]!;
    max = Math.max(max, Math.abs(values[k]!));
  }
  return { values, max };
}

/** Solves J step = -F, J = I - dg/dc (tridiagonal), by the Thomas algorithm. */
function newtonStep(half: Float64Array, residual: Float64Array): Float64Array {
  const m = half.length;
  const edges = halfEdges(half);
  const lower = new Float64Array(m);
  const diag = new Float64Array(m);
  const upper = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    const f = cell(edges[k]!, edges[k + 1]!);
    const alpha = k > 0 ? f.dMeanLower : 0; // the first edge is fixed at 0
    const beta = k < m - 1 ? f.dMeanUpper : 0; // the last edge is +infinity
    lower[k] = -0.5 * alpha;
    upper[k] = -0.5 * beta;
    diag[k] = 1 - 0.5 * (alpha + beta);
  }
  const rhs = new Float64Array(m);
  for (let k = 0; k < m; k++) rhs[k] = -residual[k]!;
  // Forward elimination.
  for (let k = 1; k < m; k++) {
    const w = lower[k]! / diag[k - 1]!;
    diag[k] = diag[k]! - w * upper[k - 1]!;
    rhs[k] = rhs[k]! - w * rhs[k - 1]!;
  }
  const step = new Float64Array(m);
  step[m - 1] = rhs[m - 1]! / diag[m - 1]!;
  for (let k = m - 2; k >= 0; k--) step[k] = (rhs[k]! - upper[k]! * step[k + 1]!) / diag[k]!;
  return step;
}

function isStrictlyIncreasingPositive(half: Float64Array): boolean {
  if (!(half[0]! > 0)) return false;
  for (let k = 1; k < half.length; k++) if (!(half[k]! > half[k - 1]!)) return false;
  return true;
}

function largestMagnitude(step: Float64Array): number {
  let max = 0;
  for (let k = 0; k < step.length; k++) max = Math.max(max, Math.abs(step[k]!));
  return max;
}

function checkBits(bits: number): void {
  if (!Number.isInteger(bits) || bits < MIN_CODEBOOK_BITS || bits > MAX_CODEBOOK_BITS) {
    throw new RangeError(`bits must be an integer from ${MIN_CODEBOOK_BITS} to ${MAX_CODEBOOK_BITS}, got ${bits}`);
  }
}
