// Reading caller vectors into a working buffer, with the checks every quantizer needs.
import { QuantizationError } from './quantization-error.js';

// Sums of squares in this range cannot have overflowed or lost precision to underflow.
const SAFE_MIN_SUM = 1e-280;
const SAFE_MAX_SUM = 1e280;

/**
 * Copies `vector` into `work` (same length required) and returns its L2 norm. Throws
 * QuantizationError('invalid_vector') on a wrong length or a value that is not a finite number.
 * The norm is exact in double precision even for values whose squares overflow or underflow.
 */
export function readVector(vector: ArrayLike<number>, work: Float64Array, what: string): number {
  if (vector === null || typeof vector !== 'object' || typeof vector.length !== 'number') {
    throw new QuantizationError('invalid_vector', `${what} must be an array of numbers`);
  }
  const n = work.length;
  if (vector.length !== n)
    throw new QuantizationError(
      'invalid_vector',
      `${what} has ${vector.length} values; this quantizer's dimension is ${n}`,
    );
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = vector[i]!;
    work[i] = v;
    sum += v * v;
  }
  if (sum >= SAFE_MIN_SUM && sum <= SAFE_MAX_SUM) return Math.sqrt(sum);
  // Rare path: a value that is not finite, an overflow, an underflow, or the zero vector.
  let largest = 0;
  for (let i = 0; i < n; i++) {
    const v = vector[i];
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new QuantizationError('invalid_vector', `${what}[${i}] is not a finite number`);
    largest = Math.max(largest, Math.abs(v));
  }
  if (largest === 0) return 0;
  let scaled = 0;
  for (let i = 0; i < n; i++) {
    const r = work[i]! / largest;
    scaled += r * r;
  }
  return largest * Math.sqrt(scaled);
}
