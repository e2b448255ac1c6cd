// CoQA (conversational questions over stories, each answer with a human-marked evidence span) as
// a memory retrieval task: every sentence of a story is one memory, every answerable question
// one query, and the memories relevant to it are the sentences its evidence span covers. The
// file comes from scripts/datasets/fetch-coqa.sh; only the sources with public licences are used
// (wikipedia and gutenberg, CC BY-SA 4.0; cnn, Apache-2.0).
//
// A query is the question with the turn before it (question and answer), as a conversational
// agent would search with the last exchange in view: "what did he do?" means little alone.
// Stories alternate between the splits in id order: `tune` chooses the fusion, `report` is
// reported.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './service.js';

const COQA_FILE = join(ROOT, 'tools', 'datasets', 'coqa', 'coqa.test.json');
const SOURCES = new Set(['wikipedia', 'gutenberg', 'cnn']);
/** A sentence is evidence when the span covers this many of its characters, or half the span. */
const MIN_OVERLAP_CHARS = 15;

export type CoqaSplit = 'tune' | 'report';

export interface LabelledQuery {
  id: string;
  text: string;
  relevant: string[];
  /** The question's form: what, who, when, where, how, yes/no or other. */
  type: string;
  source: string;
}

export interface RetrievalCorpus {
  memories: { id: string; text: string }[];
  queries: LabelledQuery[];
}

interface CoqaStory {
  source: string;
  id: string;
  story: string;
  questions: { input_text: string; turn_id: number }[];
  answers: { span_start: number; span_end: number; span_text: string; input_text: string; turn_id: number }[];
}

export function loadCoqa(split: CoqaSplit): RetrievalCorpus {
  if (!existsSync(COQA_FILE)) throw new Error(`${COQA_FILE} is missing: run scripts/datasets/fetch-coqa.sh`);
  const stories = (JSON.parse(readFileSync(COQA_FILE, 'utf8')) as { data: CoqaStory[] }).data
    .filter((s) => SOURCES.has(s.source))
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .filter((_, i) => (i % 2 === 0) === (split === 'tune'));
  const corpus: RetrievalCorpus = { memories: [], queries: [] };
  for (const story of stories) {
    const sentences = sentencesOf(story.story).map((s, i) => ({ ...s, id: `${story.id}:${i}` }));
    corpus.memories.push(...sentences.map((s) => ({ id: s.id, text: s.text })));
    story.questions.forEach((question, turn) => {
      const answer = story.answers[turn];
      if (!answer || answer.span_start < 0 || answer.span_end <= answer.span_start) return;
      const span = trimmedSpan(story.story, answer.span_start, answer.span_end);
      const relevant = sentences
        .filter((s) => overlap(s, span) >= Math.min(MIN_OVERLAP_CHARS, (span.end - span.start) / 2, s.end - s.start))
        .map((s) => s.id);
      if (relevant.length === 0) return;
      const previous =
        turn > 0 ? `${story.questions[turn - 1]!.input_text} ${story.answers[turn - 1]?.input_text ?? ''} ` : '';
      corpus.queries.push({
        id: `${story.id}#${question.turn_id}`,
        text: `${previous}${question.input_text}`.trim(),
        relevant,
        type: questionType(question.input_text),
        source: story.source,
      });
    });
  }
  return corpus;
}

interface Sentence {
  text: string;
  start: number;
  end: number;
}

/** Sentences with their character ranges: split after . ! ? (and closing quotes) before a capital, and at line breaks. */
function sentencesOf(story: string): Sentence[] {
  const sentences: Sentence[] = [];
  const boundary = /[.!?]["'”’)\]]*\s+(?=["'“‘([]?[A-Z0-9])|\n+/g;
  let start = 0;
  const push = (end: number) => {
    const raw = story.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (/[\p{L}\p{N}]/u.test(text) && text.length >= 3)
      sentences.push({ text, start: start + lead, end: start + lead + text.length });
  };
  for (let m = boundary.exec(story); m; m = boundary.exec(story)) {
    const end = m[0].startsWith('\n') ? m.index : m.index + m[0].trimEnd().length;
    push(end);
    start = m.index + m[0].length;
  }
  push(story.length);
  return sentences;
}

function trimmedSpan(story: string, start: number, end: number): { start: number; end: number } {
  while (start < end && /\s/.test(story[start]!)) start++;
  while (end > start && /\s/.test(story[end - 1]!)) end--;
  return { start, end };
}

function overlap(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

const YES_NO = /^(is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|shall|may|might|must|am)\b/;
/** Question words with a type of their own; rarer ones (which, why: under 3% each) count as other. */
const TYPED = new Map([
  ['what', 'what'],
  ['who', 'who'],
  ['whom', 'who'],
  ['whose', 'who'],
  ['when', 'when'],
  ['where', 'where'],
  ['how', 'how'],
]);

/** The question's form from its first words: a question word near the start, else yes/no by its verb, else other. */
function questionType(question: string): string {
  const q = question.toLowerCase().replace(/^[^a-z]+/, '');
  const wh = /\b(what|who|whom|whose|when|where|why|how|which)\b/.exec(q);
  if (wh && wh.index <= 12) return TYPED.get(wh[1]!) ?? 'other';
  if (YES_NO.test(q)) return 'yes/no';
  return (wh && TYPED.get(wh[1]!)) ?? 'other';
}
