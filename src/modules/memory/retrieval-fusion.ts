// How a text search turns the two signals a store returns into one score from 0 to 1 (higher is
// closer), the `score` of search results and what `min_score` is compared with:
//
//   semantic  the cosine of the query and memory vectors (below 0 reads as 0);
//   keyword   the memory's BM25 over the best BM25 among the candidates of this query, so the
//             best keyword match scores 1 and a memory sharing no term scores 0 (left out);
//   hybrid    semantic + (1 - semantic) * lift * keyword: keyword evidence closes part of the
//             gap between the cosine and 1, so a memory never scores below its cosine (a
//             `min_score` keeps every memory semantic search kept) and one that shares the
//             query's rarest words rises above closer paraphrases that share none.
//
// The lift and the candidate pool were chosen on the tuning split of a public benchmark (CoQA)
// and reported on its other split; a convex combination, min-max and z-score normalisations and
// reciprocal rank fusion were measured beside it (docs/retrieval.md; `npm run bench -- retrieval`).
import { toUnitInterval } from '../unit-interval.js';
import type { Candidate } from './vector-store/vector-store.js';

export const RETRIEVAL_MODES = ['hybrid', 'semantic', 'keyword'] as const;
export type RetrievalMode = (typeof RETRIEVAL_MODES)[number];
export const DEFAULT_RETRIEVAL: RetrievalMode = 'hybrid';

export interface FusionSettings {
  /** How much of the gap between the cosine and 1 the best keyword match closes, 0 to 1. */
  keywordLift: number;
  /** How many candidates each signal brings (top N by cosine, top N by BM25), at least the limit asked. */
  pool: number;
}

export const DEFAULT_FUSION: FusionSettings = { keywordLift: 0.3, pool: 25 };

export interface FusedHit {
  id: string;
  score: number;
  /** The signals behind the score, each 0 to 1; null when the mode did not ask for it. */
  semantic: number | null;
  keyword: number | null;
}

/**
 * Scores of the candidates under the mode, best first (ties by id). Keyword mode leaves out
 * candidates that share no term with the query.
 */
export function fuse(
  candidates: readonly Candidate[],
  mode: RetrievalMode,
  settings: FusionSettings = DEFAULT_FUSION,
): FusedHit[] {
  const best = Math.max(0, ...candidates.map((c) => c.keyword ?? 0));
  const lift = clamp(settings.keywordLift);
  const hits: FusedHit[] = [];
  for (const c of candidates) {
    const semantic = c.cosine === null ? null : clamp(c.cosine);
    const keyword = c.keyword === null ? null : best > 0 ? clamp(c.keyword / best) : 0;
    let score: number;
    if (mode === 'semantic') score = semantic ?? 0;
    else if (mode === 'keyword') {
      if (!keyword) continue;
      score = keyword;
    } else score = (semantic ?? 0) + (1 - (semantic ?? 0)) * lift * (keyword ?? 0);
    hits.push({
      id: c.id,
      score,
      semantic: mode === 'keyword' ? null : semantic,
      keyword: mode === 'semantic' ? null : keyword,
    });
  }
  return hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The signals of a hit as results show them, within 0 to 1 to six decimals (null stays null: the mode did not use it). */
export function resultSignals(hit: Pick<FusedHit, 'semantic' | 'keyword'>): Pick<FusedHit, 'semantic' | 'keyword'> {
  return {
    semantic: hit.semantic === null ? null : toUnitInterval(hit.semantic),
    keyword: hit.keyword === null ? null : toUnitInterval(hit.keyword),
  };
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
