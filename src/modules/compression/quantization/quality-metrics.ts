// How far a decoded vector is from its original: the quality figures of the compression API.
//
// Conventions for the edge cases (JSON cannot carry them, so the HTTP layer decides how to show
// them): the signal-to-noise ratio of an exact reconstruction is +Infinity, and of a zero
// original with a nonzero reconstruction -Infinity; the cosine similarity of two zero vectors is
// 1 (a zero vector restored as zero is exact), and of a zero and a nonzero vector 0.

export interface ReconstructionQuality {
  /** <x, y> / (||x|| ||y||). */
  cosineSimilarity: number;
  /** Mean over coordinates of (x_i - y_i)^2: ||x - y||^2 / d. */
  meanSquaredError: number;
  /** ||x - y||^2 (the figure the TURBOQUANT paper reports for unit vectors). */
  squaredError: number;
  /** max_i |x_i - y_i|. */
  maxAbsoluteError: number;
  /** 10 log10(||x||^2 / ||x - y||^2), in dB. */
  signalToNoiseRatioDb: number;
  /** ||x||^2, to add signal and noise up over many vectors. */
  originalEnergy: number;
}

/** All the figures in one pass over the two vectors (which must have the same, nonzero length). */
export function reconstructionQuality(original: ArrayLike<number>, decoded: ArrayLike<number>): ReconstructionQuality {
  checkPair(original, decoded);
  let dot = 0;
  let originalEnergy = 0;
  let decodedEnergy = 0;
  let noise = 0;
  let maxAbs = 0;
  for (let i = 0; i < original.length; i++) {
    const x = original[i]!;
    const y = decoded[i]!;
    const diff = x - y;
    dot += x * y;
    originalEnergy += x * x;
    decodedEnergy += y * y;
    noise += diff * diff;
    const abs = Math.abs(diff);
    if (abs > maxAbs) maxAbs = abs;
  }
  return {
    cosineSimilarity: cosineOf(dot, originalEnergy, decodedEnergy),
    meanSquaredError: noise / original.length,
    squaredError: noise,
    maxAbsoluteError: maxAbs,
    signalToNoiseRatioDb: snrDb(originalEnergy, noise),
    originalEnergy,
  };
}

export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return reconstructionQuality(a, b).cosineSimilarity;
}

export function meanSquaredError(original: ArrayLike<number>, decoded: ArrayLike<number>): number {
  return reconstructionQuality(original, decoded).meanSquaredError;
}

export function squaredError(original: ArrayLike<number>, decoded: ArrayLike<number>): number {
  return reconstructionQuality(original, decoded).squaredError;
}

export function maxAbsoluteError(original: ArrayLike<number>, decoded: ArrayLike<number>): number {
  return reconstructionQuality(original, decoded).maxAbsoluteError;
}

export function signalToNoiseRatioDb(original: ArrayLike<number>, decoded: ArrayLike<number>): number {
  return reconstructionQuality(original, decoded).signalToNoiseRatioDb;
}

function cosineOf(dot: number, energyA: number, energyB: number): number {
  if (energyA === 0 || energyB === 0) return energyA === energyB ? 1 : 0;
  const cosine = dot / Math.sqrt(energyA * energyB);
  return Math.max(-1, Math.min(1, cosine)); // rounding can step just past +-1
}

function snrDb(signal: number, noise: number): number {
  if (noise === 0) return Infinity;
  if (signal === 0) return -Infinity;
  return 10 * Math.log10(signal / noise);
}

function checkPair(a: ArrayLike<number>, b: ArrayLike<number>): void {
  if (a.length !== b.length) throw new RangeError(`the vectors differ in length: ${a.length} and ${b.length}`);
  if (a.length === 0) throw new RangeError('the vectors are empty');
}
