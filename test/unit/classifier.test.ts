import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  LinearClassifier,
  type LinearModel,
} from '../../src/modules/intelligence/classification/classifier.js';
import { CUE_COUNT, cueFeatures } from '../../src/modules/intelligence/classification/cue-features.js';
import {
  evaluate,
  precisions,
  readLabelledSet,
  readPublicSet,
  recalls,
  splitByte,
} from '../../src/modules/intelligence/classification/labelled-set.js';
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

  it('weights texts: a weighted class wins where plain weights tie', () => {
    const vectors = [oneHot(0), oneHot(0)];
    const labels: ('fact' | 'other')[] = ['fact', 'other'];
    const trained = trainSoftmax(vectors, labels, { l2: 1e-3, epochs: 100, learningRate: 0.05 }, [3, 1]);
    const classifier = new LinearClassifier({ ...trained, features: 'embedding', training: {} });
    expect(classifier.classify(oneHot(0), '')).toBe('fact');
  });

  it('refuses input whose size differs from the weights', () => {
    const trained = trainSoftmax(
      CATEGORIES.map((_, k) => oneHot(k)),
      [...CATEGORIES],
      { l2: 1e-3, epochs: 5, learningRate: 0.05 },
    );
    const classifier = new LinearClassifier({ ...trained, features: 'embedding+cues', training: {} });
    expect(() => classifier.classify(oneHot(0), 'hello')).toThrow(/retrain/);
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
    expect(cues("Rex is my neighbour's dog")[6]).toBe(true);
  });

  it('mark requests and reminders to the agent, and past choices with their reason', () => {
    const cues = (text: string) => cueFeatures(text).map((x) => x > 0);
    expect(cues('Set a timer for ten minutes')[10]).toBe(true);
    expect(cues('Draft a reply to my landlord')[10]).toBe(true);
    expect(cues('I need you to book a table for four')[11]).toBe(true);
    expect(cues("Don't forget to water the plants")[12]).toBe(true);
    expect(cues('remind me to call mom')[12]).toBe(true);
    expect(cues('Booked the earlier flight so I can make the meeting')[13]).toBe(true);
    expect(cues('I booked the earlier flight so I can make the meeting')[13]).toBe(true);
    expect(cues('I booked the earlier flight')[13]).toBe(false);
    expect(cues('We took the train because it was cheaper')[13]).toBe(true);
    expect(cues('Her name is Nova')[15]).toBe(true);
    expect(cues("I'm going to be a senior next year")[22]).toBe(true);
    expect(cues('She was the first woman to win it')[23]).toBe(true);
    expect(cues('anything').every((x) => !x)).toBe(true);
  });

  it('take the scale given', () => {
    expect(new Set(cueFeatures('Do I prefer window seats?', 2).filter((x) => x > 0))).toEqual(new Set([2]));
  });
});

describe('labelled sets', () => {
  it('hold out by the first byte of the SHA-256 of the normalised text, never a text of the training part', () => {
    for (const [set, every] of [
      [readLabelledSet(), 4],
      [readPublicSet(), 3],
    ] as const) {
      expect(set.heldOut.length).toBeGreaterThan(0);
      expect(set.heldOut.every((r) => splitByte(r.text) % every === 0)).toBe(true);
      expect(set.train.every((r) => splitByte(r.text) % every !== 0)).toBe(true);
    }
    // The split does not depend on case, spacing or trailing punctuation.
    expect(splitByte('  Prefers  tabs over spaces. ')).toBe(splitByte('prefers tabs over spaces'));
  });

  it('keep every category in both parts of the public set, with its source', () => {
    const set = readPublicSet();
    for (const part of [set.train, set.heldOut]) {
      expect(new Set(part.map((r) => r.label))).toEqual(new Set(CATEGORIES));
      expect(part.every((r) => typeof r.source === 'string' && typeof r.ref === 'string')).toBe(true);
    }
  });
});

describe('evaluate', () => {
  it('counts accuracy and a confusion matrix of actual by predicted', () => {
    const result = evaluate(['fact', 'fact', 'other'], ['fact', 'entity', 'other']);
    expect(result.accuracy).toBeCloseTo(2 / 3);
    expect(result.confusion[CATEGORIES.indexOf('fact')]![CATEGORIES.indexOf('entity')]).toBe(1);
    expect(result.count).toBe(3);
    expect(recalls(result)[CATEGORIES.indexOf('fact')]).toBeCloseTo(0.5);
    expect(precisions(result)[CATEGORIES.indexOf('entity')]).toBe(0);
  });
});
