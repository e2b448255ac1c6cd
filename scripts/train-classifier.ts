// Trains the memory classifier and writes resources/classification/classifier.json.
//   npx tsx scripts/train-classifier.ts
// Training reads the training parts of both labelled sets (the project's set and the public
// set, resources/classification/README.md) and never their held-out parts. It embeds the texts
// with the installed service-embed-v1, then picks the settings (embedding alone or with the
// lexical cues, the cues' scale, the L2 strength, and plain or class-balanced weights) by 5-fold
// cross-validation on the training part: the setting with the highest mean per-class recall of
// the cross-validated predictions wins (ties: the higher accuracy, then the first in the grid).
// It trains on the whole training part with that setting, and prints the held-out figures of
// both sets. Deterministic: the same files give the same weights.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DEFAULT_MODEL_DIR } from '../src/config.js';
import { embedMany } from '../src/modules/embedding/embed-many.js';
import { OnnxEmbedder } from '../src/modules/embedding/onnx-embedder.js';
import {
  CATEGORIES,
  CLASSIFIER_FILE,
  featuresOf,
  type FeatureSet,
  LinearClassifier,
  type LinearModel,
  type MemoryCategory,
} from '../src/modules/intelligence/classification/classifier.js';
import {
  evaluate,
  formatConfusion,
  type LabelledText,
  readLabelledSet,
  readPublicSet,
  recalls,
} from '../src/modules/intelligence/classification/labelled-set.js';
import { trainSoftmax, type TrainingSettings } from '../src/modules/intelligence/classification/softmax-regression.js';

interface Setting {
  features: FeatureSet;
  cueScale: number;
  l2: number;
  balanced: boolean;
}

const CUE_SCALES = [0.5, 1];
const GRID: Setting[] = [
  ...[1e-4, 3e-4, 1e-3].map((l2) => ({ features: 'embedding' as const, cueScale: 0, l2, balanced: false })),
  ...CUE_SCALES.flatMap((cueScale) =>
    [1e-4, 3e-4].flatMap((l2) =>
      [false, true].map((balanced) => ({ features: 'embedding+cues' as const, cueScale, l2, balanced })),
    ),
  ),
];
const BASE: Omit<TrainingSettings, 'l2'> = { epochs: 300, learningRate: 0.05 };
const FOLDS = 5;

const project = readLabelledSet();
const pub = readPublicSet();
const train: LabelledText[] = [...project.train, ...pub.train];
const labels = train.map((r) => r.label);

const embedder = new OnnxEmbedder({
  modelDir: process.env.EMBEDDING_MODEL_DIR ?? DEFAULT_MODEL_DIR,
  threads: availableParallelism(),
  maxWindowsPerRun: 32,
});
console.log(
  `train-classifier: ${train.length} training texts (project ${project.train.length}, public ${pub.train.length}); ` +
    `held out: project ${project.heldOut.length}, public ${pub.heldOut.length}; embedding ...`,
);
const trainVectors = await embedMany(
  embedder,
  train.map((r) => r.text),
);
const projectHeldOutVectors = await embedMany(
  embedder,
  project.heldOut.map((r) => r.text),
);
const publicHeldOutVectors = await embedMany(
  embedder,
  pub.heldOut.map((r) => r.text),
);
await embedder.close();

const inputsOf = (s: Setting) => trainVectors.map((v, i) => featuresOf(s.features, v, train[i]!.text, s.cueScale));

/** Per-text weights: 1, or inversely proportional to the size of the text's category. */
function weightsOf(rows: readonly MemoryCategory[], balanced: boolean): number[] {
  if (!balanced) return rows.map(() => 1);
  const counts = CATEGORIES.map((c) => rows.filter((l) => l === c).length);
  return rows.map((l) => rows.length / (CATEGORIES.length * counts[CATEGORIES.indexOf(l)]!));
}

function crossValidate(s: Setting): { accuracy: number; meanRecall: number; minRecall: number } {
  const inputs = inputsOf(s);
  const predicted = new Array<MemoryCategory>(inputs.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const inFold = (i: number) => i % FOLDS === fold;
    const fitLabels = labels.filter((_, i) => !inFold(i));
    const model = trainSoftmax(
      inputs.filter((_, i) => !inFold(i)),
      fitLabels,
      { ...BASE, l2: s.l2 },
      weightsOf(fitLabels, s.balanced),
    );
    // The inputs already hold the features: score them as plain vectors.
    const classifier = new LinearClassifier({ ...model, features: 'embedding', training: {} });
    inputs.forEach((x, i) => {
      if (inFold(i)) predicted[i] = classifier.classify(x, '');
    });
  }
  const result = evaluate(labels, predicted);
  const perClass = recalls(result);
  return {
    accuracy: result.accuracy,
    meanRecall: perClass.reduce((a, b) => a + b, 0) / perClass.length,
    minRecall: Math.min(...perClass),
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const describe = (s: Setting) =>
  `${s.features}${s.features === 'embedding+cues' ? ` (scale ${s.cueScale})` : ''}, l2=${s.l2}, ${s.balanced ? 'balanced' : 'plain'} weights`;

let best: { setting: Setting; accuracy: number; meanRecall: number; minRecall: number } | undefined;
for (const setting of GRID) {
  const cv = crossValidate(setting);
  console.log(
    `train-classifier: ${describe(setting)}: ${FOLDS}-fold CV accuracy ${percent(cv.accuracy)}, mean recall ${percent(cv.meanRecall)}, lowest recall ${percent(cv.minRecall)}`,
  );
  if (!best || cv.meanRecall > best.meanRecall || (cv.meanRecall === best.meanRecall && cv.accuracy > best.accuracy))
    best = { setting, ...cv };
}
const chosen = best!.setting;

const trained = trainSoftmax(inputsOf(chosen), labels, { ...BASE, l2: chosen.l2 }, weightsOf(labels, chosen.balanced));
const round = (x: number) => Math.round(x * 1e6) / 1e6;
const model: LinearModel = {
  features: chosen.features,
  ...(chosen.features === 'embedding+cues' ? { cue_scale: chosen.cueScale } : {}),
  labels: trained.labels,
  weights: trained.weights.map((row) => row.map(round)),
  bias: trained.bias.map(round),
  training: {
    script: 'scripts/train-classifier.ts',
    labelled_set_sha256: project.sha256,
    public_set_sha256: pub.sha256,
    train_count: train.length,
    project_train_count: project.train.length,
    public_train_count: pub.train.length,
    held_out_count: project.heldOut.length,
    public_held_out_count: pub.heldOut.length,
    l2: chosen.l2,
    class_weights: chosen.balanced ? 'balanced' : 'plain',
    ...BASE,
    cross_validated_accuracy: round(best!.accuracy),
    cross_validated_mean_recall: round(best!.meanRecall),
    cross_validated_min_recall: round(best!.minRecall),
  },
};
const classifier = new LinearClassifier(model);
const score = (rows: LabelledText[], vectors: Float32Array[]) =>
  evaluate(
    rows.map((r) => r.label),
    vectors.map((v, i) => classifier.classify(v, rows[i]!.text)),
  );
const projectResult = score(project.heldOut, projectHeldOutVectors);
const publicResult = score(pub.heldOut, publicHeldOutVectors);
model.training.held_out_accuracy = round(projectResult.accuracy);
model.training.public_held_out_accuracy = round(publicResult.accuracy);
writeFileSync(CLASSIFIER_FILE, JSON.stringify(model) + '\n');
console.log(`train-classifier: chose ${describe(chosen)}`);
for (const [name, result] of [
  ['project', projectResult],
  ['public', publicResult],
] as const) {
  console.log(
    `\n${name} held-out accuracy ${percent(result.accuracy)} (${result.count} texts); recall ` +
      CATEGORIES.map((c, i) => `${c} ${percent(recalls(result)[i]!)}`).join(', '),
  );
  console.log(formatConfusion(result));
}
