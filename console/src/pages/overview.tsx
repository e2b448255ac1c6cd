// The overview: the overflow storage's figures (GET /v1/overflow/stats), its collections with the
// number of memories in each, and the main memory store's default collection (GET /v1/stats).
import { CategoryCounts } from '../components/category-counts.js';
import { Link } from '../components/link.js';
import { Empty, Loading, ProblemNotice } from '../components/status.js';
import { countCollections } from '../collections.js';
import { formatBytes, formatCount, formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';

/** The main store's collection that always exists (see getMemoryStats in the contract). */
const MAIN_COLLECTION = 'agent-memory';

export function Overview({ api }: { api: Api }) {
  return (
    <>
      <h1>Overview</h1>
      <div class="grid">
        <OverflowFigures api={api} />
        <Collections api={api} />
        <MainStore api={api} />
      </div>
    </>
  );
}

function OverflowFigures({ api }: { api: Api }) {
  const [stats] = useLoad(() => api.overflow.getOverflowStats(), [api]);
  return (
    <section class="card" aria-labelledby="overflow-figures">
      <h2 id="overflow-figures">Overflow storage</h2>
      {stats.state === 'loading' && <Loading what="the overflow figures" />}
      {stats.state === 'failed' && <ProblemNotice problem={stats.problem} doing="load the overflow figures" />}
      {stats.state === 'ready' && (
        <>
          <p class="figure">{formatCount(stats.value.totalMemories, 'memory', 'memories')}</p>
          <dl class="facts">
            <dt>Stored</dt>
            <dd>{formatBytes(stats.value.storageBytes)}</dd>
            <dt>Saved by compression</dt>
            <dd>{formatBytes(stats.value.compressionSavingsBytes)}</dd>
            <dt>Oldest</dt>
            <dd>{formatTime(stats.value.oldestMemory)}</dd>
            <dt>Newest</dt>
            <dd>{formatTime(stats.value.newestMemory)}</dd>
          </dl>
          <CategoryCounts counts={stats.value.categories} caption="Memories by category" />
        </>
      )}
    </section>
  );
}

function Collections({ api }: { api: Api }) {
  const [counts] = useLoad(() => countCollections(api), [api]);
  return (
    <section class="card" aria-labelledby="collections">
      <h2 id="collections">Collections</h2>
      {counts.state === 'loading' && <Loading what="the collections" />}
      {counts.state === 'failed' && <ProblemNotice problem={counts.problem} doing="count the collections" />}
      {counts.state === 'ready' && counts.value.collections.length === 0 && (
        <Empty>
          <p>No overflow memories yet. A collection appears here once a memory is stored in it.</p>
        </Empty>
      )}
      {counts.state === 'ready' && counts.value.collections.length > 0 && (
        <>
          <table class="counts">
            <caption>Overflow memories per collection</caption>
            <thead>
              <tr>
                <th scope="col">Collection</th>
                <th scope="col">Memories</th>
              </tr>
            </thead>
            <tbody>
              {counts.value.collections.map((collection) => (
                <tr key={collection.name}>
                  <th scope="row">
                    <Link href={pathOf('/search', { collection: collection.name })}>{collection.name}</Link>
                  </th>
                  <td>{collection.memories.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {counts.value.counted < counts.value.total && (
            <p class="hint">
              Counted over the newest {counts.value.counted.toLocaleString('en')} of{' '}
              {counts.value.total.toLocaleString('en')} memories.
            </p>
          )}
          <p class="hint">A collection's name opens the search in it.</p>
        </>
      )}
    </section>
  );
}

function MainStore({ api }: { api: Api }) {
  const [stats] = useLoad(() => api.memory.getMemoryStats({ collection: MAIN_COLLECTION }), [api]);
  return (
    <section class="card" aria-labelledby="main-store">
      <h2 id="main-store">Main memory store</h2>
      <p class="hint">
        Collection <code>{MAIN_COLLECTION}</code>, where <code>POST /v1/store</code> writes by default.
      </p>
      {stats.state === 'loading' && <Loading what="the main store's figures" />}
      {stats.state === 'failed' && <ProblemNotice problem={stats.problem} doing="load the main store's figures" />}
      {stats.state === 'ready' && (
        <>
          <p class="figure">{formatCount(stats.value.totalMemories, 'memory', 'memories')}</p>
          <dl class="facts">
            <dt>Stored</dt>
            <dd>{formatBytes(stats.value.storageBytes)}</dd>
            <dt>Newest</dt>
            <dd>{formatTime(stats.value.newestMemory)}</dd>
          </dl>
          <CategoryCounts counts={stats.value.categories} caption="Memories by category" />
        </>
      )}
    </section>
  );
}
