// Search by text, in the overflow storage (the default) or the main memory store, with each
// result's score and what the score measures. The search lives in the address: a result's
// memory can be opened and the back button returns to the same results.
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../components/link.js';
import { Empty, Loading, ProblemNotice } from '../components/status.js';
import { CATEGORY_LABELS, formatImportance, formatScore, formatTime } from '../format.js';
import { navigate, pathOf } from '../router.js';
import { MemoryCategory, RetrievalMode, type MemorySearchResult } from '../sdk.js';
import {
  DEFAULT_COLLECTIONS,
  RETRIEVAL_SIGNALS,
  searchMemories,
  type SearchAnswer,
  type SearchRequest,
  type SearchStore,
} from '../search-memories.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';

const STORE_LABELS: Record<SearchStore, string> = { overflow: 'Overflow storage', main: 'Main memory store' };
const DEFAULT_MIN_SCORE = 0.3;
const RESULT_LIMIT = 20;

function requestOf(query: URLSearchParams): SearchRequest {
  const store: SearchStore = query.get('store') === 'main' ? 'main' : 'overflow';
  const minScore = Number(query.get('min_score') ?? DEFAULT_MIN_SCORE);
  return {
    text: query.get('q') ?? '',
    store,
    collection: query.get('collection') || DEFAULT_COLLECTIONS[store],
    category: Object.values(MemoryCategory).find((category) => category === query.get('category')),
    minScore: Number.isFinite(minScore) && minScore >= 0 && minScore <= 1 ? minScore : DEFAULT_MIN_SCORE,
    limit: RESULT_LIMIT,
    retrieval: Object.values(RetrievalMode).find((mode) => mode === query.get('retrieval')) ?? RetrievalMode.Hybrid,
  };
}

function searchPath(request: SearchRequest): string {
  return pathOf('/search', {
    q: request.text,
    store: request.store === 'overflow' ? undefined : request.store,
    collection: request.collection === DEFAULT_COLLECTIONS[request.store] ? undefined : request.collection,
    category: request.category,
    min_score: request.minScore === DEFAULT_MIN_SCORE ? undefined : request.minScore,
    retrieval: request.store === 'main' && request.retrieval !== RetrievalMode.Hybrid ? request.retrieval : undefined,
  });
}

export function Search({ api, query }: { api: Api; query: URLSearchParams }) {
  const request = requestOf(query);
  const key = searchPath(request);
  const [answer] = useLoad<SearchAnswer | null>(
    () => (request.text.trim() ? searchMemories(api, request) : Promise.resolve(null)),
    [api, key],
  );
  return (
    <>
      <h1>Search</h1>
      <SearchForm request={request} />
      {answer.state === 'loading' && <Loading what="results" />}
      {answer.state === 'failed' && <ProblemNotice problem={answer.problem} doing="search" />}
      {answer.state === 'ready' && answer.value === null && (
        <Empty>
          <p>Type what you are looking for: memories are found by meaning, not only by their exact words.</p>
        </Empty>
      )}
      {answer.state === 'ready' && answer.value !== null && (
        <section aria-labelledby="search-results" aria-busy={answer.refreshing}>
          <h2 id="search-results">
            {answer.value.results.length === 0
              ? 'No results'
              : `${answer.value.results.length} result${answer.value.results.length === 1 ? '' : 's'}`}
          </h2>
          <p class="hint">
            {STORE_LABELS[request.store]}, collection <code>{request.collection}</code>; scores measure{' '}
            {answer.value.signal}, from 0 to 1, at least {request.minScore}.
          </p>
          {answer.value.results.length === 0 ? (
            <Empty>
              <p>Nothing reaches the minimum score. Try other words, a lower minimum score or another collection.</p>
            </Empty>
          ) : (
            <ol class="results">
              {answer.value.results.map((result) => (
                <SearchResult key={result.id} result={result} linked={request.store === 'overflow'} />
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}

function SearchResult({ result, linked }: { result: MemorySearchResult; linked: boolean }) {
  return (
    <li class="result card">
      <p class="result-text">
        {linked ? <Link href={pathOf(`/memories/${result.id}`)}>{result.text}</Link> : result.text}
      </p>
      <div class="result-facts">
        <span class="score">
          <span>
            Score <span class="score-value">{formatScore(result.score)}</span>
          </span>
          <meter min={0} max={1} value={result.score} aria-label="Score" />
        </span>
        <span>{CATEGORY_LABELS[result.category]}</span>
        <span>Importance {formatImportance(result.importance)}</span>
        <span>{formatTime(result.createdAt)}</span>
      </div>
    </li>
  );
}

function SearchForm({ request }: { request: SearchRequest }) {
  const [draft, setDraft] = useState(request);
  useEffect(() => setDraft(request), [searchPath(request)]);
  const submit = (event: Event) => {
    event.preventDefault();
    if (draft.text.trim()) navigate(searchPath({ ...draft, text: draft.text.trim() }));
  };
  const changeStore = (store: SearchStore) =>
    setDraft({
      ...draft,
      store,
      collection: draft.collection === DEFAULT_COLLECTIONS[draft.store] ? DEFAULT_COLLECTIONS[store] : draft.collection,
    });
  return (
    <form class="search-form card" role="search" onSubmit={submit}>
      <div class="field field-wide">
        <label for="search-text">Search for</label>
        <input
          id="search-text"
          type="search"
          required
          value={draft.text}
          placeholder="Which theme does the user like?"
          onInput={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
        />
      </div>
      <div class="field">
        <label for="search-store">In</label>
        <select
          id="search-store"
          value={draft.store}
          onChange={(event) => changeStore(event.currentTarget.value === 'main' ? 'main' : 'overflow')}
        >
          <option value="overflow">{STORE_LABELS.overflow}</option>
          <option value="main">{STORE_LABELS.main}</option>
        </select>
      </div>
      <div class="field">
        <label for="search-collection">Collection</label>
        <input
          id="search-collection"
          required
          pattern="[A-Za-z0-9][A-Za-z0-9_\-]{0,63}"
          value={draft.collection}
          onInput={(event) => setDraft({ ...draft, collection: event.currentTarget.value })}
        />
      </div>
      <div class="field">
        <label for="search-category">Category</label>
        <select
          id="search-category"
          value={draft.category ?? ''}
          onChange={(event) =>
            setDraft({
              ...draft,
              category: Object.values(MemoryCategory).find((category) => category === event.currentTarget.value),
            })
          }
        >
          <option value="">Any</option>
          {Object.values(MemoryCategory).map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="search-min-score">Minimum score</label>
        <input
          id="search-min-score"
          type="number"
          min={0}
          max={1}
          step={0.05}
          required
          value={draft.minScore}
          onInput={(event) => setDraft({ ...draft, minScore: event.currentTarget.valueAsNumber })}
        />
      </div>
      {draft.store === 'main' && (
        <div class="field">
          <label for="search-retrieval">Ranked by</label>
          <select
            id="search-retrieval"
            value={draft.retrieval}
            onChange={(event) =>
              setDraft({
                ...draft,
                retrieval:
                  Object.values(RetrievalMode).find((mode) => mode === event.currentTarget.value) ??
                  RetrievalMode.Hybrid,
              })
            }
          >
            {Object.values(RetrievalMode).map((mode) => (
              <option key={mode} value={mode}>
                {RETRIEVAL_SIGNALS[mode]}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" class="primary">
        Search
      </button>
    </form>
  );
}
