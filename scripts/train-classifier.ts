// Trains the memory classifier and writes resources/classification/classifier.json.
//   npx tsx scripts/train-classifier.ts
// Embeds the labelled set with the installed service-embed-v1, picks the features (embedding
// alone, or with the lexical cues) and the L2 strength by 5-fold cross-validation on the
// training part, trains on the whole training part, and prints the
// held-out accuracy and confusion matrix. Deterministic: the same files give the same weights.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DEFAULT_MODEL_DIR } from '../src/config.js';
import { embedMany } from '../src/modules/embedding/embed-many.js';
import { OnnxEmbedder } from '../src/modules/embedding/onnx-embedder.js';
import { CLASSIFIER_FILE, featuresOf, type FeatureSet, LinearClassifier, type LinearModel } from '../src/modules/intelligence/classification/classifier.js';
import { evaluate, formatConfusion, readLabelledSet } from '../src/modules/intelligence/classification/labelled-set.js';
import { trainSoftmax, type TrainingSettings } from '../src/modules/intelligence/classification/softmax-regression.js';

const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2];
const BASE: Omit<TrainingSettings, 'l2'> = { epochs: 300, learningRate: 0.05 };
const FOLDS = 5;

const set = readLabelledSet();
const embedder = new OnnxEmbedder({ modelDir: process.env.EMBEDDING_MODEL_DIR ?? DEFAULT_MODEL_DIR, threads: availableParallelism(), maxWindowsPerRun: 32 });
console.log(`train-classifier: ${set.train.length} training and ${set.heldOut.length} held-out texts; embedding ...`);
const trainVectors = await embedMany(embedder, set.train.map((r) => r.text));
const heldOutVectors = await embedMany(embedder, set.heldOut.map((r) => r.text));
await embedder.close();
const trainLabels = set.train.map((r) => r.label);

const inputsOf = (features: FeatureSet) => trainVectors.map((v, i) => featuresOf(features, v, set.train[i]!.text));

const cvAccuracy = (features: FeatureSet, l2: number): number => {
  const inputs = inputsOf(features);
  let correct = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const inFold = (i: number) => i % FOLDS === fold;
    const model = trainSoftmax(inputs.filter((_, i) => !inFold(i)), trainLabels.filter((_, i) => !inFold(i)), { ...BASE, l2 });
    // The inputs already hold the features: score them as plain vectors.
    const classifier = new LinearClassifier({ ...model, features: 'embedding', training: {} });
    inputs.forEach((x, i) => {
      if (inFold(i) && classifier.classify(x, '') === trainLabels[i]) correct++;
    });
  }
  return correct / inputs.length;
};

let best = { features: 'embedding' as FeatureSet, l2: L2_GRID[0]!, accuracy: -1 };
for (const features of ['embedding', 'embedding+cues'] as const) {
  for (const l2 of L2_GRID) {
    const accuracy = cvAccuracy(features, l2);
    console.log(`train-classifier: ${features}, l2=${l2}: ${FOLDS}-fold cross-validated accuracy ${(accuracy * 100).toFixed(1)}%`);
    if (accuracy > best.accuracy) best = { features, l2, accuracy };
  }
}

const trained = trainSoftmax(inputsOf(best.features), trainLabels, { ...BASE, l2: best.l2 });
const round = (x: number) => Math.round(x * 1e6) / 1e6;
const model: LinearModel = {
  features: best.features,
  labels: trained.labels,
  weights: trained.weights.map((row) => row.map(round)),
  bias: trained.bias.map(round),
  training: {
    script: 'scripts/train-classifier.ts',
    labelled_set_sha256: set.sha256,
    train_count: set.train.length,
    held_out_count: set.heldOut.length,
    l2: best.l2,
    ...BASE,
    cross_validated_accuracy: round(best.accuracy),
  },
};
const classifier = new LinearClassifier(model);
const result = evaluate(set.heldOut.map((r) => r.label), heldOutVectors.map((v, i) => classifier.classify(v, set.heldOut[i]!.text)));
model.training.held_out_accuracy = round(result.accuracy);
writeFileSync(CLASSIFIER_FILE, JSON.stringify(model) + '\n');
console.log(`train-classifier: chose ${best.features}, l2=${best.l2}; held-out accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.count} texts)`);
console.log(formatConfusion(result));
