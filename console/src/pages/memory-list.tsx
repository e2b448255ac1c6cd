// The overflow memories, page by page (GET /v1/overflow/memories), filtered by the list's own
// parameters: category, sort order and page size. The filters live in the address, so a filtered
// page can be reloaded, shared within the session, and left with the back button.
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../components/link.js';
import { Empty, Loading, ProblemNotice } from '../components/status.js';
import { CATEGORY_LABELS, formatCount, formatImportance, formatTime } from '../format.js';
import { navigate, pathOf } from '../router.js';
import { MemoryCategory, OverflowMemorySort, type OverflowMemory } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';

const SORT_LABELS: Record<OverflowMemorySort, string> = {
  created_at: 'Newest first',
  importance: 'Most important first',
  category: 'By category',
};
const PAGE_SIZES = [10, 20, 50, 100];

interface ListFilters {
  category: MemoryCategory | '';
  sort: OverflowMemorySort;
  limit: number;
  page: number;
}

function oneOf<T extends string>(values: Record<string, T>, text: string | null): T | undefined {
  return Object.values(values).find((value) => value === text);
}

function filtersOf(query: URLSearchParams): ListFilters {
  const limit = Number(query.get('limit'));
  const page = Number(query.get('page'));
  return {
    category: oneOf(MemoryCategory, query.get('category')) ?? '',
    sort: oneOf(OverflowMemorySort, query.get('sort')) ?? 'created_at',
    limit: PAGE_SIZES.includes(limit) ? limit : 20,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function listPath(filters: ListFilters): string {
  return pathOf('/memories', {
    category: filters.category,
    sort: filters.sort === 'created_at' ? undefined : filters.sort,
    limit: filters.limit === 20 ? undefined : filters.limit,
    page: filters.page === 1 ? undefined : filters.page,
  });
}

export function MemoryList({ api, query }: { api: Api; query: URLSearchParams }) {
  const filters = filtersOf(query);
  const [list] = useLoad(
    () =>
      api.overflow.listOverflowMemories({
        page: filters.page,
        limit: filters.limit,
        sort: filters.sort,
        category: filters.category || undefined,
      }),
    [api, filters.page, filters.limit, filters.sort, filters.category],
  );
  const notice = query.get('notice');
  return (
    <>
      <h1>Memories</h1>
      {notice === 'forgotten' && (
        <p class="notice notice-success" role="status">
          The memory was forgotten.
        </p>
      )}
      <FilterForm filters={filters} />
      {list.state === 'loading' && <Loading what="memories" />}
      {list.state === 'failed' && <ProblemNotice problem={list.problem} doing="load the memories" />}
      {list.state === 'ready' && (
        <section aria-labelledby="memory-results" aria-busy={list.refreshing}>
          <h2 id="memory-results" class="visually-hidden">
            Results
          </h2>
          {list.value.memories.length === 0 ? (
            <Empty>
              {list.value.total > 0 ? (
                <p>This page is past the last one.</p>
              ) : filters.category ? (
                <p>No overflow memories of the category {CATEGORY_LABELS[filters.category]}.</p>
              ) : (
                <p>
                  No overflow memories yet. Agents store them with <code>POST /v1/overflow/store</code> (see the{' '}
                  <a href="/docs">API documentation</a>).
                </p>
              )}
            </Empty>
          ) : (
            <MemoryTable memories={list.value.memories} />
          )}
          <Pagination
            filters={filters}
            total={list.value.total}
            totalPages={list.value.totalPages}
            shown={list.value.memories.length}
          />
        </section>
      )}
    </>
  );
}

function FilterForm({ filters }: { filters: ListFilters }) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters.category, filters.sort, filters.limit]);
  const apply = (event: Event) => {
    event.preventDefault();
    navigate(listPath({ ...draft, page: 1 }));
  };
  return (
    <form class="filters" onSubmit={apply} aria-label="Filter memories">
      <div class="field">
        <label for="filter-category">Category</label>
        <select
          id="filter-category"
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: oneOf(MemoryCategory, event.currentTarget.value) ?? '' })}
        >
          <option value="">All categories</option>
          {Object.values(MemoryCategory).map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="filter-sort">Order</label>
        <select
          id="filter-sort"
          value={draft.sort}
          onChange={(event) =>
            setDraft({ ...draft, sort: oneOf(OverflowMemorySort, event.currentTarget.value) ?? 'created_at' })
          }
        >
          {Object.values(OverflowMemorySort).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="filter-limit">Per page</label>
        <select
          id="filter-limit"
          value={String(draft.limit)}
          onChange={(event) => setDraft({ ...draft, limit: Number(event.currentTarget.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" class="primary">
        Apply
      </button>
    </form>
  );
}

function MemoryTable({ memories }: { memories: OverflowMemory[] }) {
  return (
    <table class="memories">
      <thead>
        <tr>
          <th scope="col">Memory</th>
          <th scope="col">Category</th>
          <th scope="col">Importance</th>
          <th scope="col">Collection</th>
          <th scope="col">Stored</th>
        </tr>
      </thead>
      <tbody>
        {memories.map((memory) => (
          <tr key={memory.id}>
            <td class="memory-text" data-label="Memory">
              <Link href={pathOf(`/memories/${memory.id}`)}>{memory.text}</Link>
            </td>
            <td data-label="Category">{CATEGORY_LABELS[memory.category]}</td>
            <td data-label="Importance">{formatImportance(memory.importance)}</td>
            <td data-label="Collection">{memory.collection}</td>
            <td data-label="Stored">{formatTime(memory.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface PaginationProps {
  filters: ListFilters;
  total: number;
  totalPages: number;
  shown: number;
}

function Pagination({ filters, total, totalPages, shown }: PaginationProps) {
  if (total === 0) return null;
  const first = (filters.page - 1) * filters.limit + 1;
  return (
    <nav class="pagination" aria-label="Pages">
      {filters.page > 1 ? (
        <Link href={listPath({ ...filters, page: filters.page - 1 })}>← Previous</Link>
      ) : (
        <span aria-hidden="true" class="pagination-edge">
          ← Previous
        </span>
      )}
      <span>
        Page {filters.page} of {Math.max(totalPages, 1)}
        {shown > 0 ? ` · ${first}–${first + shown - 1} of ${formatCount(total, 'memory', 'memories')}` : ''}
      </span>
      {filters.page < totalPages ? (
        <Link href={listPath({ ...filters, page: filters.page + 1 })}>Next →</Link>
      ) : (
        <span aria-hidden="true" class="pagination-edge">
          Next →
        </span>
      )}
    </nav>
  );
}
