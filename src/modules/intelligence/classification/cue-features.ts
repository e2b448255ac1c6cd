// A few lexical cues from the labelling guide (resources/classification/README.md), fed to the
// classifier beside the embedding: sentence embeddings capture topic well but blur what the
// guide decides on, such as a question mark, a choice word or a "who/what it is" phrasing.
import { normalizeText } from '../dedup/normalized-text.js';

const CUES: readonly ((raw: string, text: string) => boolean)[] = [
  // A question (always other) ...
  (raw) => /\?\s*$/u.test(raw.trim()),
  (_, t) => /^(who|what|when|where|why|how|which|is|are|do|does|did|can|could|would|should|will|have|has)\b/u.test(t),
  // ... or a request to the agent (other unless it is a standing "always/never" rule).
  (_, t) => /^(please|pls|remind|can you|could you|thanks|thank you|ok|okay|hi|hello|hey|lol|hmm)\b/u.test(t),
  // Choice words (decision).
  (_, t) => /\b(decided|decide|chose|chosen|choose|opted|agreed|voted|went with|going with|settled on|picked|switching|switched to|will|gonna|going to|plan to|planning to)\b/u.test(t),
  (_, t) => /\b(because|since|so that|due to)\b/u.test(t),
  // Taste and habit words (preference).
  (_, t) => /\b(like|likes|love|loves|prefer|prefers|preferred|rather|favou?rite|hate|hates|enjoy|enjoys|dislike|dislikes|can't stand|usually|always|never|tends? to)\b/u.test(t),
  // "X is a/an/the ..." (entity) ...
  (_, t) => /^[\p{L}\p{N} .'&-]{1,60}? (is|are|was) (a|an|the|my|our|his|her|their)\b/u.test(t),
  // ... against numbers, dates and measurements (fact).
  (_, t) => /\p{N}/u.test(t),
  (_, t) => /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|tomorrow|last (week|month|year))\b/u.test(t),
  // Feelings of the moment (other).
  (_, t) => /^(i'm|i am|im|feeling|so) (tired|bored|hungry|craving|happy|sad|stressed|excited|exhausted|annoyed)\b/u.test(t),
];

export const CUE_COUNT = CUES.length;
/** The cues' weight beside unit-length embeddings whose coordinates are about 0.04. */
const CUE_SCALE = 0.25;

export function cueFeatures(text: string): number[] {
  const normalized = normalizeText(text);
  return CUES.map((cue) => (cue(text, normalized) ? CUE_SCALE : 0));
}

/** The classifier's input: the embedding followed by the cues. */
export function classifierInput(vector: Float32Array, text: string): Float32Array {
  const input = new Float32Array(vector.length + CUE_COUNT);
  input.set(vector);
  input.set(cueFeatures(text), vector.length);
  return input;
}
