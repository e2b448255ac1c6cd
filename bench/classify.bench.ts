// Accuracy of the memory classifier on the held-out parts of the labelled sets.
//
//   npm run bench -- classify                   with the fp32 model (the default)
//   npm run bench -- classify --variant int8    with fp32 and with int8, compared
//
// Two labelled sets (resources/classification/README.md), each with a held-out part the
// training never reads: the project's set (labelled-memories.jsonl, about a quarter held out) and
// the public set (public-memories.jsonl: sentences from public dialogue and instruction corpora,
// about a third held out). The held-out texts are embedded in process with the installed model
// (OnnxEmbedder, batches of 32) and classified by the shipped classifier (LinearClassifier.load(),
// resources/classification/classifier.json).
//
// Printed first, as before, for the project's held-out part: the number of texts, the accuracy
// against its target (90%), the confusion matrix, precision and recall of each category, and,
// measured in the same run, the majority-class baseline: the accuracy of always answering the
// held-out part's most frequent category (the best any constant answer can do), next to that of
// always answering the training part's most frequent one. Then the same figures for the public
// held-out part, with its targets (accuracy >= 93% and recall >= 85% for every category, each
// marked PASS or FAIL), and for both held-out parts together.
// The training record stored in classifier.json is printed too, and the SHA-256 of each labelled
// set it records is compared with the set on disk: a mismatch means the shipped weights were
// trained on another version of that set (stale: retrain with `npx tsx scripts/train-classifier.ts`).
// A missed target or a stale model prints FAIL / WARNING and still exits 0 (see bench/run.ts).
//
// --variant int8 prints every figure for fp32 and then for int8 (the same shipped classifier over
// each variant's vectors), then int8's accuracy minus fp32's on each part (bar for int8 to become
// the default: no loss above 0.5 points).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { EmbeddingVariant } from '../src/config.js';
import { embedMany } from '../src/modules/embedding/embed-many.js';
import { OnnxEmbedder } from '../src/modules/embedding/onnx-embedder.js';
import {
  CATEGORIES,
  CLASSIFIER_FILE,
  LinearClassifier,
  type LinearModel,
  type MemoryCategory,
} from '../src/modules/intelligence/classification/classifier.js';
import {
  evaluate,
  formatConfusion,
  readLabelledSet,
  readPublicSet,
  recalls,
  type Evaluation,
  type LabelledSet,
  type LabelledText,
} from '../src/modules/intelligence/classification/labelled-set.js';
import { table } from './support/service.js';
import { INT8_MAX_ACCURACY_LOSS_POINTS, requireModel, takeVariant } from './support/variants.js';

const BATCH = 32;
/** The project's held-out part. */
const TARGET_MIN_ACCURACY = 0.9;
/** The public held-out part: accuracy, and recall of every category. */
const PUBLIC_TARGET_MIN_ACCURACY = 0.93;
const PUBLIC_TARGET_MIN_RECALL = 0.85;

async function embedTexts(variant: EmbeddingVariant, texts: string[]): Promise<Float32Array[]> {
  const embedder = new OnnxEmbedder({
    modelDir: requireModel(variant),
    threads: availableParallelism(),
    maxWindowsPerRun: BATCH,
    variant,
  });
  try {
    return await embedMany(embedder, texts, BATCH);
  } finally {
    await embedder.close();
  }
}

/** The category that occurs most often in `rows` (the first of CATEGORIES on a tie). */
function mostFrequent(rows: readonly LabelledText[]): MemoryCategory {
  const counts = CATEGORIES.map((c) => rows.filter((r) => r.label === c).length);
  return CATEGORIES[counts.indexOf(Math.max(...counts))]!;
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** `part / whole` as a percentage, or n/a when nothing was counted. */
function share(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : percent(part / whole);
}

function precisionRecall(evaluation: Evaluation): string {
  const { confusion } = evaluation;
  const header = 'category'.padEnd(12) + ['texts', 'precision', 'recall'].map((h) => h.padStart(11)).join('');
  const lines = CATEGORIES.map((category, i) => {
    const actual = confusion[i]!.reduce((a, b) => a + b, 0);
    const predicted = confusion.reduce((sum, row) => sum + row[i]!, 0);
    const correct = confusion[i]![i]!;
    return (
      category.padEnd(12) +
      [String(actual), share(correct, predicted), share(correct, actual)].map((c) => c.padStart(11)).join('')
    );
  });
  return [header, ...lines].join('\n');
}

function trainingRecord(): Record<string, unknown> {
  return (JSON.parse(readFileSync(CLASSIFIER_FILE, 'utf8')) as LinearModel).training ?? {};
}

function trainingLines(training: Record<string, unknown>, projectSha256: string, publicSha256: string): string[] {
  const cv = training.cross_validated_accuracy;
  const cvMeanRecall = training.cross_validated_mean_recall;
  const show = (x: unknown) => (typeof x === 'number' ? percent(x) : String(x));
  const lines = [
    'training record (classifier.json):',
    `  l2:                         ${String(training.l2)}`,
    `  class weights:              ${String(training.class_weights)}`,
    `  cross-validated accuracy:   ${show(cv)}`,
    `  cross-validated mean recall: ${show(cvMeanRecall)}`,
    `  training texts:             ${String(training.train_count)} (project ${String(training.project_train_count)}, public ${String(training.public_train_count)})`,
    `  labelled_set_sha256:        ${String(training.labelled_set_sha256)}`,
    `  labelled set on disk:       ${projectSha256}`,
    `  public_set_sha256:          ${String(training.public_set_sha256)}`,
    `  public set on disk:         ${publicSha256}`,
  ];
  const stale = [
    ...(training.labelled_set_sha256 === projectSha256 ? [] : ['the labelled set']),
    ...(training.public_set_sha256 === publicSha256 ? [] : ['the public set']),
  ];
  if (stale.length === 0) return [...lines, '  the classifier was trained on these labelled sets'];
  return [
    ...lines,
    '',
    `  !!! WARNING: the classifier is STALE: it was trained on another version of ${stale.join(' and ')}.`,
    '  !!! The figures above measure old weights against new labels. Retrain with',
    '  !!!   npx tsx scripts/train-classifier.ts',
  ];
}

/** The figures of one held-out part: counts, accuracy, baselines, confusion matrix, precision and recall. */
function partLines(
  title: string,
  heldOut: readonly LabelledText[],
  train: readonly LabelledText[],
  evaluation: Evaluation,
  accuracyLine: string,
): string[] {
  const actual = heldOut.map((r) => r.label);
  const majority = mostFrequent(heldOut);
  const baseline = evaluate(
    actual,
    actual.map(() => majority),
  );
  const trainMajority = mostFrequent(train);
  const trainBaseline = evaluate(
    actual,
    actual.map(() => trainMajority),
  );
  return [
    `${title}: ${evaluation.count} (training part: ${train.length})`,
    accuracyLine,
    `majority-class baseline: ${percent(baseline.accuracy)}  (always '${majority}', the held-out part's most frequent category;` +
      ` always '${trainMajority}', the training part's: ${percent(trainBaseline.accuracy)})`,
    '',
    formatConfusion(evaluation),
    '',
    precisionRecall(evaluation),
  ];
}

function classifyAll(
  classifier: LinearClassifier,
  rows: readonly LabelledText[],
  vectors: readonly Float32Array[],
): Evaluation {
  return evaluate(
    rows.map((r) => r.label),
    vectors.map((vector, i) => classifier.classify(vector, rows[i]!.text)),
  );
}

interface Accuracies {
  project: number;
  public: number;
  both: number;
}

/** Prints every figure of one variant; answers its three accuracies. */
async function runVariant(
  variant: EmbeddingVariant,
  set: LabelledSet,
  pub: LabelledSet,
  classifier: LinearClassifier,
): Promise<Accuracies> {
  process.stdout.write(
    `embedding ${set.heldOut.length} + ${pub.heldOut.length} held-out texts with the ${variant} model ...\n`,
  );
  const vectors = await embedTexts(
    variant,
    [...set.heldOut, ...pub.heldOut].map((r) => r.text),
  );
  const projectVectors = vectors.slice(0, set.heldOut.length);
  const publicVectors = vectors.slice(set.heldOut.length);

  // The project's held-out part, printed as before.
  const evaluation = classifyAll(classifier, set.heldOut, projectVectors);
  const pass = evaluation.accuracy >= TARGET_MIN_ACCURACY;

  // The public held-out part, with its targets.
  const publicEvaluation = classifyAll(classifier, pub.heldOut, publicVectors);
  const publicRecalls = recalls(publicEvaluation);
  const accuracyPass = publicEvaluation.accuracy >= PUBLIC_TARGET_MIN_ACCURACY;
  const recallLines = CATEGORIES.map((category, i) => {
    const ok = publicRecalls[i]! >= PUBLIC_TARGET_MIN_RECALL;
    return `  recall ${category.padEnd(11)} ${percent(publicRecalls[i]!).padStart(6)}  (target >= ${percent(PUBLIC_TARGET_MIN_RECALL)})  ${ok ? 'PASS' : 'FAIL'}`;
  });
  const publicPass = accuracyPass && publicRecalls.every((r) => r >= PUBLIC_TARGET_MIN_RECALL);

  // Both held-out parts together.
  const all = [...set.heldOut, ...pub.heldOut];
  const combined = classifyAll(classifier, all, vectors);

  process.stdout.write(
    [
      '',
      `==== model variant ${variant}`,
      '',
      '== project set (labelled-memories.jsonl), held-out part',
      ...partLines(
        'held-out texts',
        set.heldOut,
        set.train,
        evaluation,
        `held-out accuracy: ${percent(evaluation.accuracy)}  (target >= ${percent(TARGET_MIN_ACCURACY)})  ${pass ? 'PASS' : 'FAIL'}`,
      ),
      '',
      '== public set (public-memories.jsonl), held-out part',
      ...partLines(
        'held-out texts',
        pub.heldOut,
        pub.train,
        publicEvaluation,
        `held-out accuracy: ${percent(publicEvaluation.accuracy)}  (target >= ${percent(PUBLIC_TARGET_MIN_ACCURACY)})  ${accuracyPass ? 'PASS' : 'FAIL'}`,
      ),
      '',
      'targets on the public held-out part:',
      `  accuracy           ${percent(publicEvaluation.accuracy).padStart(6)}  (target >= ${percent(PUBLIC_TARGET_MIN_ACCURACY)})  ${accuracyPass ? 'PASS' : 'FAIL'}`,
      ...recallLines,
      `  overall: ${publicPass ? 'PASS' : 'FAIL'}`,
      '',
      '== both held-out parts together',
      ...partLines(
        'held-out texts',
        all,
        [...set.train, ...pub.train],
        combined,
        `held-out accuracy: ${percent(combined.accuracy)}`,
      ),
      '',
    ].join('\n'),
  );
  return { project: evaluation.accuracy, public: publicEvaluation.accuracy, both: combined.accuracy };
}

function comparison(fp32: Accuracies, int8: Accuracies): string {
  const parts = [
    ['project held-out', 'project'],
    ['public held-out', 'public'],
    ['both', 'both'],
  ] as const;
  const rows = parts.map(([label, key]) => {
    const points = (int8[key] - fp32[key]) * 100;
    return [
      label,
      percent(fp32[key]),
      percent(int8[key]),
      `${points >= 0 ? '+' : ''}${points.toFixed(1)}`,
      points >= -INT8_MAX_ACCURACY_LOSS_POINTS ? 'PASS' : 'FAIL',
    ];
  });
  return [
    '',
    '==== int8 against fp32',
    '',
    table(['part', 'fp32', 'int8', 'points', `bar >= -${INT8_MAX_ACCURACY_LOSS_POINTS}`], rows),
    '',
  ].join('\n');
}

export async function run(args: string[]): Promise<void> {
  const { variants, rest } = takeVariant(args);
  if (rest.length)
    throw new Error(`unknown argument '${rest[0]}' (the classify benchmark takes only --variant fp32|int8)`);
  const set = readLabelledSet();
  const pub: LabelledSet = readPublicSet();
  const classifier = LinearClassifier.load();
  const results: Accuracies[] = [];
  for (const variant of variants) results.push(await runVariant(variant, set, pub, classifier));
  process.stdout.write(['', ...trainingLines(trainingRecord(), set.sha256, pub.sha256), ''].join('\n'));
  if (results.length > 1) process.stdout.write(comparison(results[0]!, results[1]!));
}
