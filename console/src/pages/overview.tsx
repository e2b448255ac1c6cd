// The overview: the overflow storage's figures and its collections with the number of memories in
// each (both from GET /v1/overflow/stats), and the main memory store's default collection
// (GET /v1/stats).
import type { ComponentChildren } from 'preact';
import { CategoryCounts } from '../components/category-counts.js';
import { Link } from '../components/link.js';
import { Empty, WhenLoaded } from '../components/status.js';
import { formatBytes, formatCount, formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { MemoryCategory, OverflowStats } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad, type Loaded } from '../use-load.js';

/** The main store's collection that always exists (see getMemoryStats in the contract). */
const MAIN_COLLECTION = 'agent-memory';

export function Overview({ api }: { api: Api }) {
  const [overflow] = useLoad(() => api.overflow.getOverflowStats(), [api]);
  return (
    <>
      <h1>Overview</h1>
      <div class="grid">
        <OverflowFigures loaded={overflow} />
        <Collections loaded={overflow} />
        <MainStore api={api} />
      </div>
    </>
  );
}

function OverflowFigures({ loaded }: { loaded: Loaded<OverflowStats> }) {
  return (
    <section class="card" aria-labelledby="overflow-figures">
      <h2 id="overflow-figures">Overflow storage</h2>
      <WhenLoaded loaded={loaded} what="the overflow figures" doing="load the overflow figures">
        {(stats) => (
          <StoreFigures stats={stats}>
            <dt>Saved by compression</dt>
            <dd>{formatBytes(stats.compressionSavingsBytes)}</dd>
            <dt>Oldest</dt>
            <dd>{formatTime(stats.oldestMemory)}</dd>
          </StoreFigures>
        )}
      </WhenLoaded>
    </section>
  );
}

function Collections({ loaded }: { loaded: Loaded<OverflowStats> }) {
  return (
    <section class="card" aria-labelledby="collections">
      <h2 id="collections">Collections</h2>
      <WhenLoaded loaded={loaded} what="the collections" doing="load the collections">
        {({ collections = [], collectionCount = 0 }) =>
          collections.length === 0 ? (
            <Empty>
              <p>No overflow memories yet. A collection appears here once a memory is stored in it.</p>
            </Empty>
          ) : (
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
                  {collections.map((collection) => (
                    <tr key={collection.name}>
                      <th scope="row">
                        <Link href={pathOf('/search', { collection: collection.name })}>{collection.name}</Link>
                      </th>
                      <td>{collection.memories.toLocaleString('en')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {collectionCount > collections.length && (
                <p class="hint">
                  The largest {collections.length.toLocaleString('en')} of {collectionCount.toLocaleString('en')}{' '}
                  collections.
                </p>
              )}
              <p class="hint">A collection's name opens the search in it.</p>
            </>
          )
        }
      </WhenLoaded>
    </section>
  );
}

function MainStore({ api }: { api: Api }) {
  const [loaded] = useLoad(() => api.memory.getMemoryStats({ collection: MAIN_COLLECTION }), [api]);
  return (
    <section class="card" aria-labelledby="main-store">
      <h2 id="main-store">Main memory store</h2>
      <p class="hint">
        Collection <code>{MAIN_COLLECTION}</code>, where <code>POST /v1/store</code> writes by default.
      </p>
      <WhenLoaded loaded={loaded} what="the main store's figures" doing="load the main store's figures">
        {(stats) => <StoreFigures stats={stats} />}
      </WhenLoaded>
    </section>
  );
}

interface StoreStats {
  totalMemories: number;
  storageBytes: number;
  newestMemory?: Date | null;
  categories: Record<MemoryCategory, number>;
}

/**
 * A store's figures: its memories, their size, the newest, and each category's count; a store's
 * own facts come after its size.
 */
function StoreFigures({ stats, children }: { stats: StoreStats; children?: ComponentChildren }) {
  return (
    <>
      <p class="figure">{formatCount(stats.totalMemories, 'memory', 'memories')}</p>
      <dl class="facts">
        <dt>Stored</dt>
        <dd>{formatBytes(stats.storageBytes)}</dd>
        {children}
        <dt>Newest</dt>
        <dd>{formatTime(stats.newestMemory)}</dd>
      </dl>
      <CategoryCounts counts={stats.categories} caption="Memories by category" />
    </>
  );
}
