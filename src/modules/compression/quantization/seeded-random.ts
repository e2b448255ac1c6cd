// A small deterministic pseudo-random generator: the same seed gives the same sequence on every
// platform and Node version, which TURBOQUANT needs (its rotation is part of the stored format).
//
// Why this design: a Weyl sequence (a counter stepped by the 32-bit golden ratio) passed through
// the MurmurHash3 32-bit finaliser. Integer-only (Math.imul, shifts), so no floating-point or
// library difference can change the stream; statistically good enough to draw sign flips and
// permutations, and to generate test and benchmark data. Not for anything secret.

const GOLDEN_GAMMA = 0x9e3779b9;
const TWO_POW_32 = 4294967296;
const TWO_POW_53 = 9007199254740992;

export class SeededRandom {
  private state: number;
  private spareGaussian: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform integer in [0, 2^32). */
  nextUint32(): number {
    this.state = (this.state + GOLDEN_GAMMA) | 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** Uniform double in [0, 1) with 53 random bits. */
  nextFloat(): number {
    const high = this.nextUint32() >>> 5; // 27 bits
    const low = this.nextUint32() >>> 6; // 26 bits
    return (high * 67108864 + low) / TWO_POW_53;
  }

  /** Uniform integer in [0, bound), without modulo bias; bound in [1, 2^32]. */
  nextInt(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_POW_32)
      throw new RangeError(`bound must be an integer in [1, 2^32], got ${bound}`);
    // Reject the top partial block of [0, 2^32) so every residue is equally likely.
    const limit = TWO_POW_32 - (TWO_POW_32 % bound);
    for (;;) {
      const r = this.nextUint32();
      if (r < limit) return r % bound;
    }
  }

  /** +1 or -1 with equal probability. */
  nextSign(): 1 | -1 {
    return (this.nextUint32() & 1) === 0 ? 1 : -1;
  }

  /** Standard normal deviate (Box-Muller, both outputs used). */
  nextGaussian(): number {
    if (this.spareGaussian !== null) {
      const spare = this.spareGaussian;
      this.spareGaussian = null;
      return spare;
    }
    let u = 0;
    while (u === 0) u = this.nextFloat();
    const v = this.nextFloat();
    const radius = Math.sqrt(-2 * Math.log(u));
    const angle = 2 * Math.PI * v;
    this.spareGaussian = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  }

  /** A uniformly random permutation of 0..n-1 (Fisher-Yates). */
  permutation(n: number): Int32Array {
    const p = new Int32Array(n);
    for (let i = 0; i < n; i++) p[i] = i;
    for (let i = n - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const t = p[i]!;
      p[i] = p[j]!;
      p[j] = t;
    }
    return p;
  }
}
