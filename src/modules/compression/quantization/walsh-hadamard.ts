// In-place fast Walsh-Hadamard transform, orthonormal (scaled by 1/sqrt(n)), so it preserves the
// L2 norm and is its own inverse.
//
// Why this shape: the butterflies run two stages at a time (radix 4: four loads, eight adds, four
// stores), halving the passes over the block compared with one stage at a time; a lone last
// stage (odd log2 n) runs radix 2. The 1/sqrt(n) scale is folded into the last pass. Cost:
// n log2(n) additions and n multiplications, no allocation.

export type FloatArray = Float32Array | Float64Array;

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0 && n <= 0x40000000;
}

/**
 * Transforms x[offset .. offset + length) in place; `length` must be a power of two.
 * Applying it twice gives back the input (up to rounding).
 */
export function walshHadamardInPlace(x: FloatArray, offset: number, length: number): void {
  if (!isPowerOfTwo(length)) throw new RangeError(`the Walsh-Hadamard length must be a power of two, got ${length}`);
  if (!Number.isInteger(offset) || offset < 0 || offset + length > x.length) {
    throw new RangeError(`block [${offset}, ${offset + length}) is outside an array of length ${x.length}`);
  }
  const end = offset + length;
  const scale = 1 / Math.sqrt(length);
  let h = 1;
  // Radix-4 passes while at least two stages remain.
  while (h * 4 <= length) {
    const last = h * 4 === length;
    const s = last ? scale : 1;
    const step = h * 4;
    for (let i = offset; i < end; i += step) {
      const stop = i + h;
      for (let j = i; j < stop; j++) {
        const x0 = x[j]!;
        const x1 = x[j + h]!;
        const x2 = x[j + 2 * h]!;
        const x3 = x[j + 3 * h]!;
        const s01 = x0 + x1;
        const d01 = x0 - x1;
        const s23 = x2 + x3;
        const d23 = x2 - x3;
        x[j] = (s01 + s23) * s;
        x[j + h] = (d01 + d23) * s;
        x[j + 2 * h] = (s01 - s23) * s;
        x[j + 3 * h] = (d01 - d23) * s;
      }
    }
    h *= 4;
  }
  if (h < length) {
    // One stage left (log2 n odd): radix 2, carrying the scale.
    const step = h * 2;
    for (let i = offset; i < end; i += step) {
      const stop = i + h;
      for (let j = i; j < stop; j++) {
        const a = x[j]!;
        const b = x[j + h]!;
        x[j] = (a + b) * scale;
        x[j + h] = (a - b) * scale;
      }
    }
  }
  // length 1: the transform is the identity (scale 1).
}
