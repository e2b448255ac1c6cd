// The standard normal distribution to full double precision, written out because JavaScript has
// no erf: density, central mass Phi(z) - 1/2, upper tail Q(z) = 1 - Phi(z), the mass and moments
// of an interval, and the quantile. The Lloyd-Max codebooks are built on these.
//
// Why these formulas: cells of a 16-bit codebook are as narrow as 7e-5 near 0 and reach z = 8 in
// the tails, so interval masses must be accurate relative to their own size, not to 1.
// - |z| < 1.5: central(z) = phi(z) * sum_n z^(2n+1) / (1*3*...*(2n+1)), a series of positive terms
//   (no cancellation). Masses of intervals inside (-1.5, 1.5) are differences of central values,
//   which never go through 1/2 - (something close to 1/2).
// - |z| >= 1.5: Q(z) = phi(z) * R(z), R the Mills ratio by its continued fraction
//   1/(z + 1/(z + 2/(z + 3/(z + ...)))) (modified Lentz), accurate relative to Q itself.
// - Moments of a cell (mass, mean, spread about a point) of finite width are integrated by
//   16-point Gauss-Legendre quadrature on pieces at most 0.5 wide (exact for polynomials of
//   degree 31; its truncation error on the Gaussian density is below 1e-40): the sums are of positive
//   terms (or small signed ones about the cell's middle), so a cell of width 1e-4 gets its mass
//   and its mean to ~1e-16 relative to its own size, where differences of Phi would lose all
//   but a few digits (Phi(b) - Phi(a) = 3e-5 out of 0.5). Only the unbounded tail cells use the
//   closed forms with Q.

const INV_SQRT_2PI = 0.3989422804014327; // 1 / sqrt(2 pi)
const SERIES_LIMIT = 1.5;
const EPSILON = 1e-17;
const TINY = 1e-300;

/** Density phi(z). */
export function normalPdf(z: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * z * z);
}

/** Phi(z) - 1/2 for |z| < 1.5, by the positive series. */
function centralSeries(z: number): number {
  const z2 = z * z;
  let term = z;
  let sum = z;
  for (let n = 1; n < 500; n++) {
    term *= z2 / (2 * n + 1);
    sum += term;
    if (term < EPSILON * Math.abs(sum)) break;
  }
  return normalPdf(z) * sum;
}

/** Q(z) for z >= 1.5, by the Mills-ratio continued fraction. */
function upperTailFraction(z: number): number {
  // R = 1 / (z + 1/(z + 2/(z + 3/(z + ...)))) ; Lentz on f = z + K(a_n / z), a_n = n.
  let f = z;
  let c = z;
  let d = 0;
  for (let n = 1; n < 5000; n++) {
    d = z + n * d;
    d = Math.abs(d) < TINY ? 1 / TINY : 1 / d;
    c = z + n / c;
    if (Math.abs(c) < TINY) c = TINY;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return normalPdf(z) / f;
}

/** Upper tail Q(z) = P(Z > z), accurate relative to its value for large z. */
export function normalUpperTail(z: number): number {
  if (z === Infinity) return 0;
  if (z === -Infinity) return 1;
  if (z >= SERIES_LIMIT) return upperTailFraction(z);
  if (z <= -SERIES_LIMIT) return 1 - upperTailFraction(-z);
  return 0.5 - centralSeries(z);
}

/** Phi(z) = P(Z <= z). */
export function normalCdf(z: number): number {
  return normalUpperTail(-z);
}

/** P(a < Z < b) for a <= b (infinite ends allowed), computed without cancellation against 1/2. */
export function normalMass(a: number, b: number): number {
  if (!(a <= b)) throw new RangeError(`interval [${a}, ${b}] is empty or not a number`);
  if (a >= 0) return positiveMass(a, b);
  if (b <= 0) return positiveMass(-b, -a);
  return positiveMass(0, -a) + positiveMass(0, b);
}

/** P(a < Z < b) for 0 <= a <= b. */
function positiveMass(a: number, b: number): number {
  if (b < SERIES_LIMIT) return centralSeries(b) - centralSeries(a);
  if (a >= SERIES_LIMIT) return upperTailFraction(a) - normalUpperTail(b);
  return 0.5 - centralSeries(a) - normalUpperTail(b);
}

/** The quantile: z with Phi(z) = p, for 0 < p < 1 (bisection on the bracket, then Newton). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`p must be in (0, 1), got ${p}`);
  if (p > 0.5) return -normalQuantile(1 - p);
  if (p === 0.5) return 0;
  // Solve Q(t) = p for t > 0, then z = -t.
  let lo = 0;
  let hi = 1;
  while (normalUpperTail(hi) > p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-3 * hi; i++) {
    const mid = 0.5 * (lo + hi);
    if (normalUpperTail(mid) > p) lo = mid;
    else hi = mid;
  }
  let t = 0.5 * (lo + hi);
  for (let i = 0; i < 50; i++) {
    const step = (normalUpperTail(t) - p) / normalPdf(t); // Q'(t) = -phi(t)
    t += step;
    if (Math.abs(step) <= 1e-15 * t) break;
  }
  return -t;
}

export interface CellMoments {
  /** P(a < Z < b). */
  mass: number;
  /** Integral of (z - center) phi(z) over the cell. */
  first: number;
  /** Integral of (z - center)^2 phi(z) over the cell. */
  second: number;
}

const QUADRATURE_PIECE = 0.5;
const QUADRATURE = gaussLegendre(16);

/** Mass and first two moments about `center` of N(0, 1) over (a, b), a < b, either end may be infinite. */
export function normalCellMoments(a: number, b: number, center: number): CellMoments {
  if (!(a < b)) throw new RangeError(`cell (${a}, ${b}) is empty or not a number`);
  if (a === -Infinity && b === Infinity) return { mass: 1, first: -center, second: 1 + center * center };
  if (a === -Infinity) {
    // Mirror: z -> -z maps (-inf, b) to (-b, inf) and the center to -center.
    const m = normalCellMoments(-b, Infinity, -center);
    return { mass: m.mass, first: -m.first, second: m.second };
  }
  if (b === Infinity) {
    const q = normalUpperTail(a);
    const pdf = normalPdf(a);
    // int_a^inf z phi = phi(a); int_a^inf z^2 phi = Q(a) + a phi(a).
    return { mass: q, first: pdf - center * q, second: (1 + center * center) * q + (a - 2 * center) * pdf };
  }
  const pieces = Math.max(1, Math.ceil((b - a) / QUADRATURE_PIECE));
  const width = (b - a) / pieces;
  let mass = 0;
  let first = 0;
  let second = 0;
  for (let p = 0; p < pieces; p++) {
    const lo = a + p * width;
    const mid = lo + 0.5 * width;
    const halfWidth = 0.5 * width;
    const offset = mid - center; // the piece's middle relative to the center
    for (let i = 0; i < QUADRATURE.nodes.length; i++) {
      const u = halfWidth * QUADRATURE.nodes[i]!;
      const w = halfWidth * QUADRATURE.weights[i]! * normalPdf(mid + u);
      const dz = offset + u;
      mass += w;
      first += w * dz;
      second += w * dz * dz;
    }
  }
  return { mass, first, second };
}

/** Nodes and weights of n-point Gauss-Legendre quadrature on [-1, 1] (Newton on P_n). */
function gaussLegendre(n: number): { nodes: Float64Array; weights: Float64Array } {
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let x = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
    let derivative = 0;
    for (let iteration = 0; iteration < 100; iteration++) {
      // P_n(x) and P_n'(x) by the three-term recurrence.
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      derivative = (n * (x * p1 - p0)) / (x * x - 1);
      const dx = p1 / derivative;
      x -= dx;
      if (Math.abs(dx) < 1e-16) break;
    }
    nodes[i] = x;
    weights[i] = 2 / ((1 - x * x) * derivative * derivative);
  }
  return { nodes, weights };
}
