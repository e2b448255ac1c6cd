// One search index per account and overflow collection, built from the stored codes at its first
// search and then kept current:
//
// - Every store and forget of a collection raises its revision in the transaction of the
//   change. This instance applies its own changes to the index as they commit, and counts the
//   index current up to revision R once it has applied every change up to R.
// - A search first reads the collection's revision. When the database is ahead (another
//   instance changed the collection, or a change of this one is still on its way), the search
//   waits for this instance's changes in flight and, if still behind, builds the index again.
//   A build reads the revision R first and then the stored codes in slices: every change up to R
//   is in them. Changes of this instance above R are applied again after the build (adding or
//   removing a vector twice changes nothing); a change of another instance above R leaves the
//   database ahead, and the next search builds again.
//
// The indexes are held by an IndexHost (the indexes' thread, overflow-index-thread.ts): this
// class keeps their bookkeeping on the calling thread. Indexes are dropped least recently used
// first when their total size passes the budget.
import { indexBytesPerVector, type IndexHit, type IndexSearch } from '../compression/compressed-index.js';
import { overflowIndexUnavailable } from '../../errors/registry.js';
import type { OverflowCodec } from './overflow-codec.js';
import type { IndexHost } from './overflow-index-thread.js';
import { storedRows, type StoredVector } from './overflow-indexes.js';
import type { OverflowMemoriesRepository, StoredCode } from './overflow-memories.repository.js';

export type IndexChange = { kind: 'stored'; vector: StoredVector } | { kind: 'removed'; id: string };

interface Entry {
  loaded: boolean;
  /** Vectors in the index, as the host last said. */
  size: number;
  /** Every change up to this revision is in the index. */
  revision: number;
  /** Changes applied (or, while loading, waiting) above `revision`, by revision. */
  ahead: Map<number, IndexChange>;
  loading: Promise<void> | null;
  inFlight: Set<Promise<unknown>>;
  lastUsed: number;
}

export interface OverflowIndexCacheOptions {
  repository: OverflowMemoriesRepository;
  host: IndexHost;
  codec: OverflowCodec;
  /** Category -> index tag. */
  tagOf: (category: string) => number;
  maxBytes: number;
}

/** Stored codes read and sent to the host at a time while an index is built. */
const BUILD_SLICE_ROWS = 2000;

export class OverflowIndexCache {
  private readonly entries = new Map<string, Entry>();
  /** Raised each time the host lost its indexes: a build that spans a loss is not kept. */
  private generation = 0;

  constructor(private readonly options: OverflowIndexCacheOptions) {
    options.host.onLost(() => {
      this.generation++;
      this.entries.clear();
    });
  }

  /** The best vectors of the collection for the query (current with the database); null when the collection does not exist. */
  async search(
    accountId: string,
    collection: string,
    query: ArrayLike<number>,
    options: IndexSearch,
  ): Promise<IndexHit[] | null> {
    const key = keyOf(accountId, collection);
    if (!(await this.current(key, accountId, collection))) return null;
    const { hits, size } = await this.options.host.search(key, query, options);
    const entry = this.entries.get(key);
    if (entry) entry.size = size;
    return hits;
  }

  /**
   * Runs a write of the collection (which answers the revision it committed, or null when it
   * changed nothing) and applies its change to a cached index.
   */
  async write(
    accountId: string,
    collection: string,
    run: () => Promise<{ revision: number; change: IndexChange } | null>,
  ): Promise<void> {
    const key = keyOf(accountId, collection);
    const entry = this.entries.get(key);
    const pending = run();
    entry?.inFlight.add(pending);
    try {
      const done = await pending;
      if (done && entry && this.entries.get(key) === entry) this.apply(key, entry, done.revision, done.change);
    } finally {
      entry?.inFlight.delete(pending);
    }
  }

  /** Bytes held by all cached indexes. */
  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.loaded ? entry.size : 0;
    return total * indexBytesPerVector(this.options.codec.quantizer.dimension);
  }

  /** Whether the key's index is current with the database, building it when it is not; false when the collection does not exist. */
  private async current(key: string, accountId: string, collection: string): Promise<boolean> {
    const entry = this.entryFor(key);
    entry.lastUsed = Date.now();
    for (let attempt = 0; ; attempt++) {
      if (entry.loading) await entry.loading;
      const revision = await this.options.repository.revisionOf(accountId, collection);
      if (revision === null) {
        this.forget(key);
        return false;
      }
      if (this.entries.get(key) !== entry) return this.current(key, accountId, collection);
      if (entry.loaded && entry.revision >= revision) return true;
      if (attempt === 0 && entry.loaded && entry.inFlight.size > 0) {
        await Promise.allSettled([...entry.inFlight]);
        continue;
      }
      entry.loading ??= this.build(key, entry, accountId, collection).finally(() => (entry.loading = null));
      await entry.loading;
      if (entry.loaded) {
        this.evict(key);
        return true;
      }
    }
  }

  private entryFor(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        loaded: false,
        size: 0,
        revision: -1,
        ahead: new Map(),
        loading: null,
        inFlight: new Set(),
        lastUsed: Date.now(),
      };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private async build(key: string, entry: Entry, accountId: string, collection: string): Promise<void> {
    const { host, repository } = this.options;
    const generation = this.generation;
    entry.loaded = false;
    await host.reset(key);
    const revision = await repository.readCodes(accountId, collection, BUILD_SLICE_ROWS, async (codes) => {
      entry.size = await host.add(
        key,
        storedRows(
          codes.map((c) => this.vectorOf(c)),
          this.options.codec.storedBytes,
        ),
      );
    });
    if (generation !== this.generation) throw overflowIndexUnavailable();
    if (revision === null) {
      this.forget(key);
      return;
    }
    entry.revision = revision;
    for (const ahead of [...entry.ahead.keys()]) if (ahead <= revision) entry.ahead.delete(ahead);
    for (const [, change] of [...entry.ahead].sort((a, b) => a[0] - b[0])) this.applyToIndex(key, entry, change);
    entry.loaded = true;
    this.advance(entry);
  }

  private vectorOf(code: StoredCode): StoredVector {
    return {
      id: code.id,
      body: code.code,
      tag: this.options.tagOf(code.category),
      createdAtMs: code.createdAt.getTime(),
    };
  }

  private apply(key: string, entry: Entry, revision: number, change: IndexChange): void {
    if (revision <= entry.revision) return;
    entry.ahead.set(revision, change);
    if (entry.loaded && !entry.loading) {
      this.applyToIndex(key, entry, change);
      this.advance(entry);
    }
  }

  /** Sends the change to the host; its answer is not waited for (the host answers in order, so a later search sees it). */
  private applyToIndex(key: string, entry: Entry, change: IndexChange): void {
    const { host } = this.options;
    const sent =
      change.kind === 'stored'
        ? host.add(key, storedRows([change.vector], this.options.codec.storedBytes))
        : host.remove(key, change.id);
    // a host that lost its indexes has told the cache, which then forgets this entry
    sent.then((size) => (entry.size = size)).catch(() => undefined);
  }

  /** Moves the entry's revision over every consecutive change already applied. */
  private advance(entry: Entry): void {
    while (entry.ahead.has(entry.revision + 1)) {
      entry.ahead.delete(entry.revision + 1);
      entry.revision++;
    }
  }

  private forget(key: string): void {
    if (!this.entries.delete(key)) return;
    this.options.host.drop(key).catch(() => undefined);
  }

  private evict(keep: string): void {
    const byAge = [...this.entries]
      .filter(([key, entry]) => key !== keep && entry.loaded && !entry.loading)
      .sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [key] of byAge) {
      if (this.bytes <= this.options.maxBytes) return;
      this.forget(key);
    }
  }
}

function keyOf(accountId: string, collection: string): string {
  return `${accountId}\u0000${collection}`;
}
