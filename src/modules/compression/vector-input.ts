// Checks the vectors of a compression request and packs them into one Float32Array.
// JSON cannot carry NaN, but a number too large for a double parses as Infinity: both are refused.
import {
  firstVectorEmpty,
  vectorLengthDiffers,
  vectorsNotAList,
  vectorValueNotFinite,
} from '../../errors/compression-errors.js';

export interface VectorBatch {
  count: number;
  dimension: number;
  /** Row-major: vector i is values[i * dimension, (i + 1) * dimension). */
  values: Float32Array;
}

export function readVectors(vectors: unknown): VectorBatch {
  if (!Array.isArray(vectors) || vectors.length === 0) {
    throw vectorsNotAList();
  }
  const first: unknown = vectors[0];
  const dimension = Array.isArray(first) ? first.length : 0;
  if (dimension === 0) throw firstVectorEmpty();
  const values = new Float32Array(vectors.length * dimension);
  for (let i = 0; i < vectors.length; i++) {
    const row: unknown = vectors[i];
    if (!Array.isArray(row) || row.length !== dimension) {
      throw vectorLengthDiffers(i, dimension, Array.isArray(row) ? row.length : undefined);
    }
    for (let j = 0; j < dimension; j++) {
      const v: unknown = row[j];
      if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 3.4e38) {
        throw vectorValueNotFinite(i, j);
      }
      values[i * dimension + j] = v;
    }
  }
  return { count: vectors.length, dimension, values };
}
