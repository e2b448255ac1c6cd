import { describe, expect, it } from 'vitest';
import { CATEGORIES, LinearClassifier, type LinearModel } from '../../src/modules/intelligence/classification/classifier.js';
import { CUE_COUNT, cueFeatures } from '../../src/modules/intelligence/classification/cue-features.js';
import { evaluate } from '../../src/modules/intelligence/classification/labelled-set.js';
import { trainSoftmax } from '../../src/modules/intelligence/classification/softmax-regression.js';

function oneHot(k: number, dimension = 8): Float32Array {
  const v = new Float32Array(dimension);
  v[k] = 1;
  return v;
}

describe('LinearClassifier', () => {
  it('refuses a model without one row per category', () => {
    const model: LinearModel = { features: 'embedding', labels: ['fact'], weights: [[1]], bias: [0], training: {} };
    expect(() => new LinearClassifier(model)).toThrow(/one weight row and bias per memory category/);
  });

  it('learns separable classes and answers with probabilities that sum to 1', () => {
    const vectors = CATEGORIES.flatMap((_, k) => [oneHot(k), oneHot(k)]);
    const labels = CATEGORIES.flatMap((c) => [c, c]);
    const trained = trainSoftmax(vectors, labels, { l2: 1e-4, epochs: 200, learningRate: 0.05 });
    const classifier = new LinearClassifier({ ...trained, features: 'embedding', training: {} });
    CATEGORIES.forEach((category, k) => expect(classifier.classify(oneHot(k), '')).toBe(category));
    const p = classifier.probabilities(oneHot(0));
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('is deterministic: the same data trains the same weights', () => {
    const vectors = CATEGORIES.map((_, k) => oneHot(k));
    const a = trainSoftmax(vectors, [...CATEGORIES], { l2: 1e-3, epochs: 20, learningRate: 0.05 });
    const b = trainSoftmax(vectors, [...CATEGORIES], { l2: 1e-3, epochs: 20, learningRate: 0.05 });
    expect(a).toEqual(b);
  });
});

describe('cue features', () => {
  it('mark questions, choice words and taste words', () => {
    const cues = (text: string) => cueFeatures(text).map((x) => x > 0);
    expect(cueFeatures('anything')).toHaveLength(CUE_COUNT);
    expect(cues('Do I prefer window seats?')[0]).toBe(true);
    expect(cues('We decided to ship on Friday')[3]).toBe(true);
    expect(cues('She loves jazz')[5]).toBe(true);
    expect(cues('Rex is my neighbour\'s dog')[6]).toBe(true);
  });
});

describe('evaluate', () => {
  it('counts accuracy and a confusion matrix of actual by predicted', () => {
    const result = evaluate(['fact', 'fact', 'other'], ['fact', 'entity', 'other']);
    expect(result.accuracy).toBeCloseTo(2 / 3);
    expect(result.confusion[CATEGORIES.indexOf('fact')]![CATEGORIES.indexOf('entity')]).toBe(1);
    expect(result.count).toBe(3);
  });
});
