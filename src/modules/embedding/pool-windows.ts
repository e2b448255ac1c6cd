// Long texts: the model reads at most one window of tokens at a time. A longer text is split
// into consecutive windows; its embedding is the mean of the window embeddings weighted by the
// tokens each window holds, re-normalised to unit length.

export function poolWindows(vectors: readonly Float32Array[], weights: readonly number[]): Float32Array {
  if (vectors.length === 1) return vectors[0]!;
  const pooled = new Float32Array(vectors[0]!.length);
  vectors.forEach((vector, i) => {
    const weight = weights[i]!;
    for (let d = 0; d < pooled.length; d++) pooled[d] = pooled[d]! + weight * vector[d]!;
  });
  return normalise(pooled);
}

/** Scales the vector to unit length in place (a zero vector stays zero). */
export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let d = 0; d < vector.length; d++) sum += vector[d]! * vector[d]!;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let d = 0; d < vector.length; d++) vector[d] = vector[d]! / norm;
  return vector;
}
