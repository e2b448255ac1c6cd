// The overflow memories, page by page (GET /v1/overflow/memories), filtered by the list's own
// parameters: category, least importance, end user (the `user_id` in a memory's metadata), sort
// order and page size. The filters live in the address, so a filtered
// page can be reloaded, shared within the session, and left with the back button.
import { PageSizeField, SelectField, TextField, oneOf } from '../components/fields.js';
import { Link } from '../components/link.js';
import { ListResults, type ListPage } from '../components/list-results.js';
import { pageOf, pageParam } from '../components/pager.js';
import { RecordsTable } from '../components/records-table.js';
import { Success } from '../components/status.js';
import { CATEGORY_LABELS, formatImportance, formatTime } from '../format.js';
import { pathOf } from '../router.js';
import { MemoryCategory, OverflowMemorySort, type OverflowMemory } from '../sdk.js';
import type { Api } from '../session.js';
import { useAddressForm } from '../use-address-form.js';
import { useLoad } from '../use-load.js';

const SORT_LABELS: Record<OverflowMemorySort, string> = {
  created_at: 'Newest first',
  importance: 'Most important first',
  category: 'By category',
};
const PAGE_SIZES = [10, 20, 50, 100];
/** The least importances offered (the API takes any from 0 to 1; these are the useful steps). */
const MIN_IMPORTANCES = ['0.25', '0.5', '0.75', '0.9'] as const;
type MinImportance = (typeof MIN_IMPORTANCES)[number];
const MIN_IMPORTANCE_LABELS = Object.fromEntries(MIN_IMPORTANCES.map((m) => [m, `${m} or more`])) as Record<
  MinImportance,
  string
>;
/** The API's bound on a user id. */
const USER_ID_MAX_LENGTH = 255;

interface ListFilters {
  category: MemoryCategory | '';
  minImportance: MinImportance | '';
  userId: string;
  sort: OverflowMemorySort;
  limit: number;
  page: number;
}

function filtersOf(query: URLSearchParams): ListFilters {
  const limit = Number(query.get('limit'));
  return {
    category: oneOf(MemoryCategory, query.get('category')) ?? '',
    minImportance: MIN_IMPORTANCES.find((m) => m === query.get('min_importance')) ?? '',
    userId: (query.get('user_id') ?? '').trim().slice(0, USER_ID_MAX_LENGTH),
    sort: oneOf(OverflowMemorySort, query.get('sort')) ?? 'created_at',
    limit: PAGE_SIZES.includes(limit) ? limit : 20,
    page: pageOf(query),
  };
}

function listPath(filters: ListFilters): string {
  return pathOf('/memories', {
    category: filters.category,
    min_importance: filters.minImportance,
    user_id: filters.userId.trim(),
    sort: filters.sort === 'created_at' ? undefined : filters.sort,
    limit: filters.limit === 20 ? undefined : filters.limit,
    page: pageParam(filters.page),
  });
}

export function MemoryList({ api, query }: { api: Api; query: URLSearchParams }) {
  const filters = filtersOf(query);
  const [loaded] = useLoad(async (): Promise<ListPage<OverflowMemory>> => {
    const { memories, total, totalPages } = await api.overflow.listOverflowMemories({
      page: filters.page,
      limit: filters.limit,
      sort: filters.sort,
      category: filters.category || undefined,
      minImportance: filters.minImportance ? Number(filters.minImportance) : undefined,
      userId: filters.userId || undefined,
    });
    return { items: memories, total, totalPages };
  }, [api, filters.page, filters.limit, filters.sort, filters.category, filters.minImportance, filters.userId]);
  const filtered = filters.category !== '' || filters.minImportance !== '' || filters.userId !== '';
  const notice = query.get('notice');
  return (
    <>
      <h1>Memories</h1>
      {notice === 'forgotten' && <Success>The memory was forgotten.</Success>}
      <FilterForm filters={filters} />
      <ListResults
        loaded={loaded}
        what="memories"
        doing="load the memories"
        id="memory-results"
        heading="Results"
        page={filters.page}
        pageSize={filters.limit}
        to={(page) => listPath({ ...filters, page })}
        one="memory"
        many="memories"
        empty={
          filtered ? (
            <p>No overflow memories match these filters.</p>
          ) : (
            <p>
              No overflow memories yet. Agents store them with <code>POST /v1/overflow/store</code> (see the{' '}
              <a href="/docs">API documentation</a>).
            </p>
          )
        }
      >
        {(items) => <MemoryTable memories={items} />}
      </ListResults>
    </>
  );
}

function FilterForm({ filters }: { filters: ListFilters }) {
  const { draft, setDraft, apply } = useAddressForm(filters, (draft) => listPath({ ...draft, page: 1 }));
  return (
    <form class="filters" onSubmit={apply} aria-label="Filter memories">
      <SelectField
        id="filter-category"
        label="Category"
        values={Object.values(MemoryCategory)}
        labels={CATEGORY_LABELS}
        empty="All categories"
        value={draft.category}
        onChange={(category) => setDraft({ ...draft, category })}
      />
      <SelectField
        id="filter-importance"
        label="Importance"
        values={MIN_IMPORTANCES}
        labels={MIN_IMPORTANCE_LABELS}
        empty="Any importance"
        value={draft.minImportance}
        onChange={(minImportance) => setDraft({ ...draft, minImportance })}
      />
      <TextField
        id="filter-user"
        label="User id"
        type="search"
        maxLength={USER_ID_MAX_LENGTH}
        placeholder="Any user"
        value={draft.userId}
        onInput={(value) => setDraft({ ...draft, userId: value })}
      />
      <SelectField
        id="filter-sort"
        label="Order"
        values={Object.values(OverflowMemorySort)}
        labels={SORT_LABELS}
        value={draft.sort}
        onChange={(sort) => setDraft({ ...draft, sort: sort || 'created_at' })}
      />
      <PageSizeField
        id="filter-limit"
        sizes={PAGE_SIZES}
        value={draft.limit}
        onChange={(limit) => setDraft({ ...draft, limit })}
      />
      <button type="submit" class="primary">
        Apply
      </button>
    </form>
  );
}

function MemoryTable({ memories }: { memories: OverflowMemory[] }) {
  return (
    <RecordsTable class="memories" columns={['Memory', 'Category', 'Importance', 'Collection', 'Stored']}>
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
    </RecordsTable>
  );
}
