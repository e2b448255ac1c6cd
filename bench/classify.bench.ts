// Accuracy of the memory classifier on the held-out part of the labelled set.
//
//   npm run bench -- classify
//
// The held-out texts (readLabelledSet().heldOut, about a quarter of
// resources/classification/labelled-memories.jsonl, never seen in training) are embedded in
// process with the installed model (OnnxEmbedder, batches of 32) and classified by the shipped
// classifier (LinearClassifier.load(), resources/classification/classifier.json). Printed: the
// number of texts, the held-out accuracy against the target, the confusion matrix, precision and
// recall of each category, and, measured in the same run, the majority-class baseline: the
// accuracy of always answering the held-out part's most frequent category (the best any constant
// answer can do), next to that of always answering the training part's most frequent one.
// The training record stored in classifier.json is printed too, and its labelled_set_sha256 is
// compared with the labelled set on disk: a mismatch means the shipped weights were trained on
// another version of the set (stale: retrain with `npx tsx scripts/train-classifier.ts`).
// A missed target or a stale model prints FAIL / WARNING and still exits 0 (see bench/run.ts).
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MODEL_DIR } from '../src/config.js';
import { embedMany } from '../src/modules/embedding/embed-many.js';
import { OnnxEmbedder } from '../src/modules/embedding/onnx-embedder.js';
import { CATEGORIES, CLASSIFIER_FILE, LinearClassifier, type LinearModel, type MemoryCategory } from '../src/modules/intelligence/classification/classifier.js';
import { evaluate, formatConfusion, readLabelledSet, type Evaluation, type LabelledText } from '../src/modules/intelligence/classification/labelled-set.js';

const BATCH = 32;
const TARGET_MIN_ACCURACY = 0.9;

async function embedTexts(texts: string[]): Promise<Float32Array[]> {
  const embedder = new OnnxEmbedder({ modelDir: DEFAULT_MODEL_DIR, threads: availableParallelism(), maxWindowsPerRun: BATCH });
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
    return category.padEnd(12) + [String(actual), share(correct, predicted), share(correct, actual)].map((c) => c.padStart(11)).join('');
  });
  return [header, ...lines].join('\n');
}

function trainingRecord(): Record<string, unknown> {
  return (JSON.parse(readFileSync(CLASSIFIER_FILE, 'utf8')) as LinearModel).training ?? {};
}

function trainingLines(training: Record<string, unknown>, setSha256: string): string[] {
  const cv = training.cross_validated_accuracy;
  const recordedSha = training.labelled_set_sha256;
  const lines = [
    'training record (classifier.json):',
    `  l2:                         ${String(training.l2)}`,
    `  cross-validated accuracy:   ${typeof cv === 'number' ? percent(cv) : String(cv)}`,
    `  labelled_set_sha256:        ${String(recordedSha)}`,
    `  labelled set on disk:       ${setSha256}`,
  ];
  if (recordedSha === setSha256) return [...lines, '  the classifier was trained on this labelled set'];
  return [
    ...lines,
    '',
    '  !!! WARNING: the classifier is STALE: it was trained on another version of the labelled set.',
    '  !!! The figures above measure old weights against new labels. Retrain with',
    '  !!!   npx tsx scripts/train-classifier.ts',
  ];
}

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`unknown argument '${args[0]}' (the classify benchmark takes none)`);
  if (!existsSync(join(DEFAULT_MODEL_DIR, 'model.onnx'))) {
    throw new Error(`the embedding model is not installed in ${DEFAULT_MODEL_DIR}: run \`bash scripts/embedding-model/install.sh\``);
  }
  const set = readLabelledSet();
  const classifier = LinearClassifier.load();
  process.stdout.write(`embedding ${set.heldOut.length} held-out texts ...\n`);
  const vectors = await embedTexts(set.heldOut.map((r) => r.text));

  const actual = set.heldOut.map((r) => r.label);
  const predicted = vectors.map((vector, i) => classifier.classify(vector, set.heldOut[i]!.text));
  const evaluation = evaluate(actual, predicted);
  const majority = mostFrequent(set.heldOut);
  const baseline = evaluate(actual, actual.map(() => majority));
  const trainMajority = mostFrequent(set.train);
  const trainBaseline = evaluate(actual, actual.map(() => trainMajority));
  const pass = evaluation.accuracy >= TARGET_MIN_ACCURACY;

  process.stdout.write(
    [
      '',
      `held-out texts: ${evaluation.count} (training part: ${set.train.length})`,
      `held-out accuracy: ${percent(evaluation.accuracy)}  (target >= ${percent(TARGET_MIN_ACCURACY)})  ${pass ? 'PASS' : 'FAIL'}`,
      `majority-class baseline: ${percent(baseline.accuracy)}  (always '${majority}', the held-out part's most frequent category;` +
        ` always '${trainMajority}', the training part's: ${percent(trainBaseline.accuracy)})`,
      '',
      formatConfusion(evaluation),
      '',
      precisionRecall(evaluation),
      '',
      ...trainingLines(trainingRecord(), set.sha256),
      '',
    ].join('\n'),
  );
}
