// Checks the vectors of a compression request and packs them into one Float32Array.
// JSON cannot carry NaN, but a number too large for a double parses as Infinity: both are refused.
import { AppError } from '../../errors/app-error.js';

export interface VectorBatch {
  count: number;
  dimension: number;
  /** Row-major: vector i is values[i * dimension, (i + 1) * dimension). */
  values: Float32Array;
}

export function readVectors(vectors: unknown): VectorBatch {
  if (!Array.isArray(vectors) || vectors.length === 0) {
    throw invalid('vectors must be a non-empty array of number arrays.', { vectors: 'must be a non-empty array' });
  }
  const first: unknown = vectors[0];
  const dimension = Array.isArray(first) ? first.length : 0;
  if (dimension === 0)
    throw invalid('Every vector must be a non-empty array of numbers.', {
      'vectors[0]': 'must be a non-empty array of numbers',
    });
  const values = new Float32Array(vectors.length * dimension);
  for (let i = 0; i < vectors.length; i++) {
    const row: unknown = vectors[i];
    if (!Array.isArray(row) || row.length !== dimension) {
      throw invalid(
        `All vectors must have the same length: vector 0 has ${dimension} values, vector ${i} has ${Array.isArray(row) ? row.length : 'none'}.`,
        {
          [`vectors[${i}]`]: `must have ${dimension} values`,
        },
      );
    }
    for (let j = 0; j < dimension; j++) {
      const v: unknown = row[j];
      if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 3.4e38) {
        throw invalid(`vectors[${i}][${j}] is not a finite number that fits in 32 bits.`, {
          [`vectors[${i}][${j}]`]: 'must be a finite number',
        });
      }
      values[i * dimension + j] = v;
    }
  }
  return { count: vectors.length, dimension, values };
}

function invalid(message: string, details: Record<string, string>): AppError {
  return new AppError('INVALID_VECTORS', message, details);
}
