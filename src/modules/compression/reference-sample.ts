// The fixed sample the method comparison uses while an account has no stored vectors: seeded
// Gaussian vectors scaled to unit length (the distribution of normalised embeddings after a
// random rotation), the same on every instance and every run.
import type { VectorBatch } from './vector-input.js';

export const REFERENCE_SAMPLE_SIZE = 1000;
export const REFERENCE_DIMENSION = 768;

/** mulberry32: a small, fast, seeded generator of uniform numbers in [0, 1). */
function uniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function referenceSample(count = REFERENCE_SAMPLE_SIZE, dimension = REFERENCE_DIMENSION, seed = 768): VectorBatch {
  const next = uniform(seed);
  const values = new Float32Array(count * dimension);
  for (let i = 0; i < count; i++) {
    let energy = 0;
    for (let j = 0; j < dimension; j++) {
      // Box-Muller: one standard normal from two uniforms
      const g = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      values[i * dimension + j] = g;
      energy += g * g;
    }
    const scale = 1 / Math.sqrt(energy);
    for (let j = 0; j < dimension; j++) values[i * dimension + j]! *= scale;
  }
  return { count, dimension, values };
}
