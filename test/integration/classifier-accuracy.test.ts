// The shipped classifier on the held-out parts of the labelled sets, with the real model.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from '../../src/config.js';
import { embedMany } from '../../src/modules/embedding/embed-many.js';
import { OnnxEmbedder } from '../../src/modules/embedding/onnx-embedder.js';
import {
  CLASSIFIER_FILE,
  LinearClassifier,
  type LinearModel,
} from '../../src/modules/intelligence/classification/classifier.js';
import {
  evaluate,
  readLabelledSet,
  readPublicSet,
} from '../../src/modules/intelligence/classification/labelled-set.js';

describe('the memory classifier', () => {
  const set = readLabelledSet();
  const pub = readPublicSet();

  it('was trained on the labelled sets as they are now, each with a real held-out part', () => {
    const model = JSON.parse(readFileSync(CLASSIFIER_FILE, 'utf8')) as LinearModel;
    expect(model.training.labelled_set_sha256, 'retrain: npx tsx scripts/train-classifier.ts').toBe(set.sha256);
    expect(model.training.public_set_sha256, 'retrain: npx tsx scripts/train-classifier.ts').toBe(pub.sha256);
    expect(set.train.length + set.heldOut.length).toBeGreaterThanOrEqual(400);
    expect(set.heldOut.length).toBeGreaterThanOrEqual(100);
    expect(pub.heldOut.length).toBeGreaterThanOrEqual(300);
    expect(model.training.train_count).toBe(set.train.length + pub.train.length);
    const trainTexts = new Set([...set.train, ...pub.train].map((r) => r.text));
    expect([...set.heldOut, ...pub.heldOut].some((r) => trainTexts.has(r.text))).toBe(false);
  });

  it('classifies at least 90% of the held-out texts correctly', async () => {
    const embedder = new OnnxEmbedder({ modelDir: DEFAULT_MODEL_DIR, threads: 2, maxWindowsPerRun: 32 });
    try {
      const vectors = await embedMany(
        embedder,
        set.heldOut.map((r) => r.text),
      );
      const classifier = LinearClassifier.load();
      const result = evaluate(
        set.heldOut.map((r) => r.label),
        vectors.map((v, i) => classifier.classify(v, set.heldOut[i]!.text)),
      );
      expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
    } finally {
      await embedder.close();
    }
  });
});
