// Search by text, in the overflow storage (the default) or the main memory store, with each
// result's score and what the score measures. The search lives in the address: a result's
// memory can be opened and the back button returns to the same results.
import { Field, NumberField, SelectField, TextField, oneOf } from '../components/fields.js';
import { Link } from '../components/link.js';
import { Empty, WhenLoaded } from '../components/status.js';
import { CATEGORY_LABELS, formatImportance, formatScore, formatTime } from '../format.js';
import { pathOf } from '../router.js';
import { MemoryCategory, RetrievalMode, type MemorySearchResult } from '../sdk.js';
import {
  DEFAULT_COLLECTIONS,
  foundBy,
  RETRIEVAL_SIGNALS,
  searchMemories,
  type SearchAnswer,
  type SearchRequest,
  type SearchStore,
} from '../search-memories.js';
import type { Api } from '../session.js';
import { useAddressForm } from '../use-address-form.js';
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
    category: oneOf(MemoryCategory, query.get('category')),
    minScore: Number.isFinite(minScore) && minScore >= 0 && minScore <= 1 ? minScore : DEFAULT_MIN_SCORE,
    limit: RESULT_LIMIT,
    retrieval: oneOf(RetrievalMode, query.get('retrieval')) ?? RetrievalMode.Hybrid,
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
  const [loaded] = useLoad<SearchAnswer | null>(
    () => (request.text.trim() ? searchMemories(api, request) : Promise.resolve(null)),
    [api, key],
  );
  return (
    <>
      <h1>Search</h1>
      <SearchForm request={request} />
      <WhenLoaded loaded={loaded} what="results" doing="search">
        {(answer, refreshing) =>
          answer === null ? (
            <Empty>
              <p>Type what you are looking for: memories are found by meaning, not only by their exact words.</p>
            </Empty>
          ) : (
            <section aria-labelledby="search-results" aria-busy={refreshing}>
              <h2 id="search-results">
                {answer.results.length === 0
                  ? 'No results'
                  : `${answer.results.length} result${answer.results.length === 1 ? '' : 's'}`}
              </h2>
              <p class="hint">
                {STORE_LABELS[request.store]}, collection <code>{request.collection}</code>; scores measure{' '}
                {answer.signal}, from 0 to 1, at least {request.minScore}.
              </p>
              {answer.results.length === 0 ? (
                <Empty>
                  <p>
                    Nothing reaches the minimum score. Try other words, a lower minimum score or another collection.
                  </p>
                </Empty>
              ) : (
                <ol class="results">
                  {answer.results.map((result) => (
                    <SearchResult key={result.id} result={result} linked={request.store === 'overflow'} />
                  ))}
                </ol>
              )}
            </section>
          )
        }
      </WhenLoaded>
    </>
  );
}

function SearchResult({ result, linked }: { result: MemorySearchResult; linked: boolean }) {
  const found = foundBy(result.signals);
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
        {found && <span class="found-by">{found}</span>}
        <span>{CATEGORY_LABELS[result.category]}</span>
        <span>Importance {formatImportance(result.importance)}</span>
        <span>{formatTime(result.createdAt)}</span>
      </div>
    </li>
  );
}

function SearchForm({ request }: { request: SearchRequest }) {
  const { draft, setDraft, apply } = useAddressForm(request, (draft) =>
    draft.text.trim() ? searchPath({ ...draft, text: draft.text.trim() }) : undefined,
  );
  const changeStore = (store: SearchStore) =>
    setDraft({
      ...draft,
      store,
      collection: draft.collection === DEFAULT_COLLECTIONS[draft.store] ? DEFAULT_COLLECTIONS[store] : draft.collection,
    });
  return (
    <form class="search-form card" role="search" onSubmit={apply}>
      <TextField
        id="search-text"
        label="Search for"
        wide
        type="search"
        required
        value={draft.text}
        placeholder="Which theme does the user like?"
        onInput={(value) => setDraft({ ...draft, text: value })}
      />
      <Field id="search-store" label="In">
        <select
          id="search-store"
          value={draft.store}
          onChange={(event) => changeStore(event.currentTarget.value === 'main' ? 'main' : 'overflow')}
        >
          <option value="overflow">{STORE_LABELS.overflow}</option>
          <option value="main">{STORE_LABELS.main}</option>
        </select>
      </Field>
      <TextField
        id="search-collection"
        label="Collection"
        required
        pattern="[A-Za-z0-9][A-Za-z0-9_\-]{0,63}"
        value={draft.collection}
        onInput={(value) => setDraft({ ...draft, collection: value })}
      />
      <SelectField
        id="search-category"
        label="Category"
        values={Object.values(MemoryCategory)}
        labels={CATEGORY_LABELS}
        empty="Any"
        value={draft.category ?? ''}
        onChange={(category) => setDraft({ ...draft, category: category || undefined })}
      />
      <NumberField
        id="search-min-score"
        label="Minimum score"
        min={0}
        max={1}
        step={0.05}
        required
        value={draft.minScore}
        onInput={(input) => setDraft({ ...draft, minScore: input.valueAsNumber })}
      />
      {draft.store === 'main' && (
        <SelectField
          id="search-retrieval"
          label="Ranked by"
          values={Object.values(RetrievalMode)}
          labels={RETRIEVAL_SIGNALS}
          value={draft.retrieval}
          onChange={(retrieval) => setDraft({ ...draft, retrieval: retrieval || RetrievalMode.Hybrid })}
        />
      )}
      <button type="submit" class="primary">
        Search
      </button>
    </form>
  );
}
