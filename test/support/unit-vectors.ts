// Seeded random unit vectors for quantization tests: the service's own reference sample, as rows.
import { referenceSample } from '../../src/modules/compression/reference-sample.js';

export function unitVectors(seed: number, count: number, dimension: number): Float32Array[] {
  const sample = referenceSample(count, dimension, seed);
  return Array.from({ length: count }, (_, i) => sample.values.slice(i * dimension, (i + 1) * dimension));
}
