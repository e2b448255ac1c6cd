// The project's labelled memory texts (resources/classification/labelled-memories.jsonl) and
// their fixed split: a text is held out when the first byte of the SHA-256 of its normalised
// form is a multiple of 4 (about a quarter), so the split never depends on file order.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { normalizeText } from '../dedup/normalized-text.js';
import { CATEGORIES, type MemoryCategory } from './classifier.js';

export const LABELLED_SET_FILE = new URL('../../../../resources/classification/labelled-memories.jsonl', import.meta.url);

export interface LabelledText {
  text: string;
  label: MemoryCategory;
}

export interface LabelledSet {
  train: LabelledText[];
  heldOut: LabelledText[];
  /** SHA-256 of the file, recorded in the trained model. */
  sha256: string;
}

export function readLabelledSet(file: URL | string = LABELLED_SET_FILE): LabelledSet {
  const raw = readFileSync(file);
  const rows = raw
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const row = JSON.parse(line) as LabelledText;
      if (typeof row.text !== 'string' || !CATEGORIES.includes(row.label)) throw new Error(`line ${i + 1} of the labelled set is not {text, label}`);
      return row;
    });
  const isHeldOut = (row: LabelledText) => createHash('sha256').update(normalizeText(row.text)).digest()[0]! % 4 === 0;
  return {
    train: rows.filter((r) => !isHeldOut(r)),
    heldOut: rows.filter(isHeldOut),
    sha256: createHash('sha256').update(raw).digest('hex'),
  };
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

export function formatConfusion(evaluation: Evaluation): string {
  const width = 12;
  const header = 'actual \\ predicted'.padEnd(20) + CATEGORIES.map((c) => c.padStart(width)).join('');
  const lines = CATEGORIES.map((c, i) => c.padEnd(20) + evaluation.confusion[i]!.map((n) => String(n).padStart(width)).join(''));
  return [header, ...lines].join('\n');
}
