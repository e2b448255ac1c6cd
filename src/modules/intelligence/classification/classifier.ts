// Memory classification into the five categories: a softmax (multinomial logistic) regression
// on the 768-dimension embedding (and, when training chose them, the lexical cues of
// cue-features.ts), trained by scripts/train-classifier.ts on the training parts of the labelled
// sets in resources/classification/. The trained weights ship in classifier.json.
import { readFileSync } from 'node:fs';
import type { Schemas } from '../../schemas.js';
import { classifierInput, DEFAULT_CUE_SCALE } from './cue-features.js';

export type MemoryCategory = Schemas['MemoryCategory'];
export const CATEGORIES: readonly MemoryCategory[] = ['preference', 'decision', 'fact', 'entity', 'other'];

export interface Classifier {
  classify(vector: Float32Array, text: string): MemoryCategory;
}

/** The trained model as classifier.json stores it. */
export interface LinearModel {
  /** What the weights read: the embedding alone, or the embedding followed by the lexical cues. */
  features: FeatureSet;
  /** The value a present cue takes (embedding+cues only); DEFAULT_CUE_SCALE when absent. */
  cue_scale?: number;
  labels: MemoryCategory[];
  /** One row of `dimension` weights per label. */
  weights: number[][];
  bias: number[];
  training: Record<string, unknown>;
}

export type FeatureSet = 'embedding' | 'embedding+cues';

export function featuresOf(
  set: FeatureSet,
  vector: Float32Array,
  text: string,
  cueScale = DEFAULT_CUE_SCALE,
): Float32Array {
  return set === 'embedding' ? vector : classifierInput(vector, text, cueScale);
}

export const CLASSIFIER_FILE = new URL('../../../../resources/classification/classifier.json', import.meta.url);

export class LinearClassifier implements Classifier {
  constructor(private readonly model: LinearModel) {
    const dimension = model.weights[0]?.length ?? 0;
    const labelsOk = model.labels.length === CATEGORIES.length && CATEGORIES.every((c) => model.labels.includes(c));
    if (
      !labelsOk ||
      model.weights.length !== model.labels.length ||
      model.bias.length !== model.labels.length ||
      model.weights.some((row) => row.length !== dimension)
    ) {
      throw new Error('classifier.json does not hold one weight row and bias per memory category');
    }
  }

  static load(file: URL | string = CLASSIFIER_FILE): LinearClassifier {
    return new LinearClassifier(JSON.parse(readFileSync(file, 'utf8')) as LinearModel);
  }

  /** Softmax probabilities in the order of the model's labels. */
  probabilities(vector: ArrayLike<number>): number[] {
    const scores = this.model.weights.map((row, k) =>
      row.reduce((sum, w, d) => sum + w * vector[d]!, this.model.bias[k]!),
    );
    const max = Math.max(...scores);
    const exps = scores.map((s) => Math.exp(s - max));
    const total = exps.reduce((a, b) => a + b, 0);
    return exps.map((e) => e / total);
  }

  classify(vector: Float32Array, text: string): MemoryCategory {
    const input = featuresOf(this.model.features, vector, text, this.model.cue_scale);
    if (input.length !== this.model.weights[0]!.length) {
      throw new Error(
        `classifier.json expects ${this.model.weights[0]!.length} inputs, the ${this.model.features} features have ${input.length}: retrain with scripts/train-classifier.ts`,
      );
    }
    const p = this.probabilities(input);
    return this.model.labels[p.indexOf(Math.max(...p))]!;
  }
}
