// A search by text, in the overflow storage or the main memory store. The overflow search takes
// a vector, so the text is embedded first (POST /v1/embed) and the memories are ranked by the
// cosine similarity of the two vectors; the main store's search (POST /v1/search) takes the text
// and ranks by the retrieval mode asked for.
import { formatScore } from './format.js';
import { RetrievalMode, type MemoryCategory, type MemorySearchResult, type SearchSignals } from './sdk.js';
import type { Api } from './session.js';

export type SearchStore = 'overflow' | 'main';

export interface SearchRequest {
  text: string;
  store: SearchStore;
  collection: string;
  category: MemoryCategory | undefined;
  minScore: number;
  limit: number;
  retrieval: RetrievalMode;
}

export interface SearchAnswer {
  results: MemorySearchResult[];
  /** What the scores measure, in words. */
  signal: string;
}

/** The collection each store searches when none is named. */
export const DEFAULT_COLLECTIONS: Record<SearchStore, string> = { overflow: 'memories', main: 'agent-memory' };

export const RETRIEVAL_SIGNALS: Record<RetrievalMode, string> = {
  hybrid: 'meaning and shared words (hybrid: cosine similarity fused with BM25)',
  semantic: 'meaning (cosine similarity of the embeddings)',
  keyword: 'shared words (BM25)',
};

/**
 * Which signals found a result, in words with their values: a signal the mode did not use is left
 * out, and so is one that scored 0 (no word shared).
 */
export function foundBy(signals: SearchSignals | undefined): string | null {
  if (!signals) return null;
  const found = [
    signals.semantic ? `meaning ${formatScore(signals.semantic)}` : null,
    signals.keyword ? `words ${formatScore(signals.keyword)}` : null,
  ].filter((part) => part !== null);
  return found.length === 0 ? null : `Found by ${found.join(' and ')}`;
}

export async function searchMemories(api: Api, request: SearchRequest): Promise<SearchAnswer> {
  if (request.store === 'main') {
    const answer = await api.memory.searchMemories({
      searchMemoriesRequest: {
        query: request.text,
        collection: request.collection,
        category: request.category,
        minScore: request.minScore,
        limit: request.limit,
        retrieval: request.retrieval,
      },
    });
    return { results: answer.results, signal: RETRIEVAL_SIGNALS[request.retrieval] };
  }
  const { vector } = await api.memory.embedText({ embedTextRequest: { text: request.text } });
  const answer = await api.overflow.searchOverflowMemories({
    searchOverflowMemoriesRequest: {
      vector,
      collection: request.collection,
      category: request.category,
      minScore: request.minScore,
      limit: request.limit,
    },
  });
  return { results: answer.results, signal: RETRIEVAL_SIGNALS[RetrievalMode.Semantic] };
}
