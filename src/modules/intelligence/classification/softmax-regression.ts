// Multinomial logistic regression with L2 regularisation, trained by full-batch gradient descent
// with Adam steps from zero weights: deterministic for the same data and settings.
import type { LinearModel, MemoryCategory } from './classifier.js';
import { CATEGORIES } from './classifier.js';

export interface TrainingSettings {
  l2: number;
  epochs: number;
  learningRate: number;
}

/**
 * Trains on `vectors` with their `labels`. `sampleWeights` (default all 1) scale each text's
 * share of the loss; they are normalised to sum to the number of texts, so l2 keeps its meaning.
 */
export function trainSoftmax(
  vectors: readonly Float32Array[],
  labels: readonly MemoryCategory[],
  settings: TrainingSettings,
  sampleWeights?: readonly number[],
): Pick<LinearModel, 'labels' | 'weights' | 'bias'> {
  const classes = CATEGORIES.length;
  const dimension = vectors[0]!.length;
  const n = vectors.length;
  const params = classes * (dimension + 1);
  const theta = new Float64Array(params); // per class: dimension weights then the bias
  const m = new Float64Array(params);
  const v = new Float64Array(params);
  const grad = new Float64Array(params);
  const target = labels.map((l) => CATEGORIES.indexOf(l));
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  const scores = new Float64Array(classes);
  const weightSum = sampleWeights ? sampleWeights.reduce((a, b) => a + b, 0) : n;
  const weightOf = (i: number) => (sampleWeights ? (sampleWeights[i]! * n) / weightSum : 1);

  for (let epoch = 1; epoch <= settings.epochs; epoch++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const x = vectors[i]!;
      for (let k = 0; k < classes; k++) {
        const base = k * (dimension + 1);
        let s = theta[base + dimension]!;
        for (let d = 0; d < dimension; d++) s += theta[base + d]! * x[d]!;
        scores[k] = s;
      }
      const max = Math.max(...scores);
      let total = 0;
      for (let k = 0; k < classes; k++) total += scores[k] = Math.exp(scores[k]! - max);
      const w = weightOf(i);
      for (let k = 0; k < classes; k++) {
        const error = w * (scores[k]! / total - (k === target[i] ? 1 : 0));
        const base = k * (dimension + 1);
        for (let d = 0; d < dimension; d++) grad[base + d]! += (error * x[d]!) / n;
        grad[base + dimension]! += error / n;
      }
    }
    for (let k = 0; k < classes; k++) {
      const base = k * (dimension + 1);
      for (let d = 0; d < dimension; d++) grad[base + d]! += settings.l2 * theta[base + d]!;
    }
    for (let p = 0; p < params; p++) {
      m[p] = beta1 * m[p]! + (1 - beta1) * grad[p]!;
      v[p] = beta2 * v[p]! + (1 - beta2) * grad[p]! * grad[p]!;
      const mHat = m[p]! / (1 - beta1 ** epoch);
      const vHat = v[p]! / (1 - beta2 ** epoch);
      theta[p]! -= (settings.learningRate * mHat) / (Math.sqrt(vHat) + eps);
    }
  }
  return {
    labels: [...CATEGORIES],
    weights: CATEGORIES.map((_, k) => Array.from(theta.subarray(k * (dimension + 1), k * (dimension + 1) + dimension))),
    bias: CATEGORIES.map((_, k) => theta[k * (dimension + 1) + dimension]!),
  };
}
