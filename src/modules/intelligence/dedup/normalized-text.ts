// The one normalisation of memory text for duplicate checks: Unicode NFKC, trimmed, runs of
// whitespace collapsed to one space, lower-cased, trailing punctuation dropped, unless the text
// is nothing but punctuation: "!!!" and "???" stay two texts, where both once became "" and so
// one memory. Two texts with the same normal form are the same memory; its SHA-256 is the
// memory's `hash_` id.
import { createHash } from 'node:crypto';

const TRAILING_PUNCTUATION = /[\p{P}\s]+$/u;

export function normalizeText(text: string): string {
  const spaced = text.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
  return spaced.replace(TRAILING_PUNCTUATION, '') || spaced;
}

/** `hash_` + the SHA-256 (hex) of the normalised text. */
export function contentHash(text: string): string {
  return `hash_${createHash('sha256').update(normalizeText(text), 'utf8').digest('hex')}`;
}
