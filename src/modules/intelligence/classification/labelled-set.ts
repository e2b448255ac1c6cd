// The labelled memory texts (resources/classification/) and their fixed splits. Two sets:
//   - the project's set (labelled-memories.jsonl), written for this project: a text is held out
//     when the first byte of the SHA-256 of its normalised form is a multiple of 4 (about a
//     quarter);
//   - the public set (public-memories.jsonl), sentences taken from public dialogue and
//     instruction corpora and labelled by the same guide: a text is held out when that byte is a
//     multiple of 3 (about a third).
// A split never depends on file order. Training reads only the training parts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { normalizeText } from '../dedup/normalized-text.js';
import { CATEGORIES, type MemoryCategory } from './classifier.js';

const LABELLED_SET_FILE = new URL('../../../../resources/classification/labelled-memories.jsonl', import.meta.url);
const PUBLIC_SET_FILE = new URL('../../../../resources/classification/public-memories.jsonl', import.meta.url);

export interface LabelledText {
  text: string;
  label: MemoryCategory;
  /** Public set only: the corpus the text was taken from, and where in it. */
  source?: string;
  ref?: string;
}

export interface LabelledSet {
  train: LabelledText[];
  heldOut: LabelledText[];
  /** SHA-256 of the file, recorded in the trained model. */
  sha256: string;
}

/** The first byte of the SHA-256 of the normalised text: what both splits are made from. */
export function splitByte(text: string): number {
  return createHash('sha256').update(normalizeText(text)).digest()[0]!;
}

function readSet(file: URL | string, heldOutEvery: number, name: string): LabelledSet {
  const raw = readFileSync(file);
  const seen = new Set<string>();
  const rows = raw
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const row = JSON.parse(line) as LabelledText;
      if (typeof row.text !== 'string' || !CATEGORIES.includes(row.label))
        throw new Error(`line ${i + 1} of the ${name} is not {text, label}`);
      const normal = normalizeText(row.text);
      if (seen.has(normal)) throw new Error(`line ${i + 1} of the ${name} repeats an earlier text`);
      seen.add(normal);
      return row;
    });
  const isHeldOut = (row: LabelledText) => splitByte(row.text) % heldOutEvery === 0;
  return {
    train: rows.filter((r) => !isHeldOut(r)),
    heldOut: rows.filter(isHeldOut),
    sha256: createHash('sha256').update(raw).digest('hex'),
  };
}

/** The project's labelled set; about a quarter held out. */
export function readLabelledSet(file: URL | string = LABELLED_SET_FILE): LabelledSet {
  return readSet(file, 4, 'labelled set');
}

/** The public labelled set; about a third held out. */
export function readPublicSet(file: URL | string = PUBLIC_SET_FILE): LabelledSet {
  return readSet(file, 3, 'public labelled set');
}

export interface Evaluation {
  accuracy: number;
  /** confusion[actual][predicted], in CATEGORIES order. */
  confusion: number[][];
  count: number;
}

export function evaluate(actual: readonly MemoryCategory[], predicted: readonly MemoryCategory[]): Evaluation {
  const confusion = CATEGORIES.map(() => CATEGORIES.map(() => 0));
  actual.forEach((label, i) => confusion[CATEGORIES.indexOf(label)]![CATEGORIES.indexOf(predicted[i]!)]!++);
  const correct = actual.filter((label, i) => label === predicted[i]).length;
  return { accuracy: actual.length ? correct / actual.length : 0, confusion, count: actual.length };
}

/** Recall of each category, in CATEGORIES order (NaN for a category with no text). */
export function recalls(evaluation: Evaluation): number[] {
  return evaluation.confusion.map((row, i) => row[i]! / row.reduce((a, b) => a + b, 0));
}

/** Precision of each category, in CATEGORIES order (NaN for a category never predicted). */
export function precisions(evaluation: Evaluation): number[] {
  return CATEGORIES.map(
    (_, i) => evaluation.confusion[i]![i]! / evaluation.confusion.reduce((sum, row) => sum + row[i]!, 0),
  );
}

export function formatConfusion(evaluation: Evaluation): string {
  const width = 12;
  const header = 'actual \\ predicted'.padEnd(20) + CATEGORIES.map((c) => c.padStart(width)).join('');
  const lines = CATEGORIES.map(
    (c, i) => c.padEnd(20) + evaluation.confusion[i]!.map((n) => String(n).padStart(width)).join(''),
  );
  return [header, ...lines].join('\n');
}
