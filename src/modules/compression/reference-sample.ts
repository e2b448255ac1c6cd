// The fixed sample the method comparison uses while an account has no stored vectors: seeded
// Gaussian vectors scaled to unit length (the distribution of normalised embeddings after a
// random rotation), the same on every instance and every run.
import { SeededRandom } from './quantization/seeded-random.js';
import type { VectorBatch } from './vector-input.js';

const REFERENCE_SAMPLE_SIZE = 1000;
const REFERENCE_DIMENSION = 768;

export function referenceSample(
  count = REFERENCE_SAMPLE_SIZE,
  dimension = REFERENCE_DIMENSION,
  seed = 768,
): VectorBatch {
  const random = new SeededRandom(seed);
  const values = new Float32Array(count * dimension);
  for (let i = 0; i < count; i++) {
    let energy = 0;
    for (let j = 0; j < dimension; j++) {
      const g = random.nextGaussian();
      values[i * dimension + j] = g;
      energy += g * g;
    }
    const scale = 1 / Math.sqrt(energy);
    for (let j = 0; j < dimension; j++) values[i * dimension + j]! *= scale;
  }
  return { count, dimension, values };
}
