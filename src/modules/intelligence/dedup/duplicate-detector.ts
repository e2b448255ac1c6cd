// The duplicate check shared by POST /v1/intelligence (check_dedup) and POST /v1/store: first the
// hash of the normalised text (a hit is similarity 1.0), then the SimHash bands for
// near-duplicates. Similarity is 1 - Hamming distance / 64 of the closest signature; a duplicate
// is a similarity of DUPLICATE_THRESHOLD or more.
import type { MemoryFingerprintsRepository } from './memory-fingerprints.repository.js';
import { contentHash } from './normalized-text.js';
import { signatureSimilarity, simhash } from './simhash.js';

export const DUPLICATE_THRESHOLD = 0.9;

export interface DuplicateVerdict {
  isDuplicate: boolean;
  /** 0.0 to 1.0, of the closest stored memory found (0.0 when none shares a band). */
  similarity: number;
  /** The `hash_` id of the matched memory's text; null when there is no duplicate. */
  matchHash: string | null;
  /** The matched memory; null when there is no duplicate. */
  memoryId: string | null;
}

export class DuplicateDetector {
  constructor(private readonly fingerprints: MemoryFingerprintsRepository) {}

  /** Checks `text` against the account's memories (of one collection when given). */
  async check(accountId: string, text: string, collection?: string): Promise<DuplicateVerdict> {
    const signature = simhash(text);
    const { exact, neighbours } = await this.fingerprints.candidates(
      accountId,
      contentHash(text),
      signature,
      collection,
    );
    if (exact) return { isDuplicate: true, similarity: 1, matchHash: exact.contentHash, memoryId: exact.memoryId };

    let best: { similarity: number; hash: string; memoryId: string } | null = null;
    for (const candidate of neighbours) {
      const similarity = signatureSimilarity(signature.value, candidate.simhash);
      if (!best || similarity > best.similarity)
        best = { similarity, hash: candidate.contentHash, memoryId: candidate.memoryId };
    }
    const similarity = best ? Math.round(best.similarity * 10_000) / 10_000 : 0;
    const isDuplicate = best !== null && best.similarity >= DUPLICATE_THRESHOLD;
    return {
      isDuplicate,
      similarity,
      matchHash: isDuplicate ? best!.hash : null,
      memoryId: isDuplicate ? best!.memoryId : null,
    };
  }
}
