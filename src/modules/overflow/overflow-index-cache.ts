// One search index per account and overflow collection, built from the stored codes at its first
// search and then kept current:
//
// - Every store and forget of a collection raises its revision in the transaction of the
//   change. This instance applies its own changes to the index as they commit, and counts the
//   index current up to revision R once it has applied every change up to R.
// - A search first reads the collection's revision. When the database is ahead (another
//   instance changed the collection, or a change of this one is still on its way), the search
//   waits for this instance's changes in flight and, if still behind, rebuilds the index from a
//   consistent snapshot. Changes that commit while a rebuild runs are applied after it when the
//   snapshot does not have them yet.
//
// Indexes are dropped least recently used first when their total size passes the budget.
import { CompressedIndex, type IndexedVector } from '../compression/compressed-index.js';
import type { OverflowCodec } from './overflow-codec.js';
import type { OverflowMemoriesRepository } from './overflow-memories.repository.js';

export type IndexChange = { kind: 'stored'; vector: IndexedVector } | { kind: 'removed'; id: string };

interface Entry {
  index: CompressedIndex | null;
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
  codec: OverflowCodec;
  /** Category -> index tag. */
  tagOf: (category: string) => number;
  maxBytes: number;
}

export class OverflowIndexCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: OverflowIndexCacheOptions) {}

  /** The collection's index, current with the database; null when the collection does not exist. */
  async get(accountId: string, collection: string): Promise<CompressedIndex | null> {
    const key = keyOf(accountId, collection);
    const entry = this.entryFor(key);
    entry.lastUsed = Date.now();
    for (let attempt = 0; ; attempt++) {
      if (entry.loading) await entry.loading;
      const revision = await this.options.repository.revisionOf(accountId, collection);
      if (revision === null) {
        this.entries.delete(key);
        return null;
      }
      if (entry.index && entry.revision >= revision) return entry.index;
      if (attempt === 0 && entry.index && entry.inFlight.size > 0) {
        await Promise.allSettled([...entry.inFlight]);
        continue;
      }
      entry.loading ??= this.load(entry, accountId, collection).finally(() => (entry.loading = null));
      await entry.loading;
      if (entry.index) {
        this.evict(key);
        return entry.index;
      }
    }
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
    const entry = this.entries.get(keyOf(accountId, collection));
    const pending = run();
    entry?.inFlight.add(pending);
    try {
      const done = await pending;
      if (done && entry && this.entries.get(keyOf(accountId, collection)) === entry)
        this.apply(entry, done.revision, done.change);
    } finally {
      entry?.inFlight.delete(pending);
    }
  }

  /** Bytes held by all cached indexes. */
  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.index ? entry.index.size * entry.index.bytesPerVector : 0;
    return total;
  }

  private entryFor(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { index: null, revision: -1, ahead: new Map(), loading: null, inFlight: new Set(), lastUsed: Date.now() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private async load(entry: Entry, accountId: string, collection: string): Promise<void> {
    const snapshot = await this.options.repository.loadCodes(accountId, collection);
    if (!snapshot) return;
    const { codec } = this.options;
    const { quantizer } = codec;
    const index = new CompressedIndex({ bits: quantizer.bits, dimension: quantizer.dimension, seed: quantizer.seed });
    for (const stored of snapshot.codes) {
      index.add({
        id: stored.id,
        codes: codec.decode(stored.code),
        tag: this.options.tagOf(stored.category),
        createdAtMs: stored.createdAt.getTime(),
      });
    }
    entry.index = index;
    entry.revision = snapshot.revision;
    for (const revision of [...entry.ahead.keys()]) if (revision <= snapshot.revision) entry.ahead.delete(revision);
    for (const [, change] of [...entry.ahead].sort((a, b) => a[0] - b[0])) this.applyToIndex(index, change);
    this.advance(entry);
  }

  private apply(entry: Entry, revision: number, change: IndexChange): void {
    if (revision <= entry.revision) return;
    entry.ahead.set(revision, change);
    if (entry.index && !entry.loading) {
      this.applyToIndex(entry.index, change);
      this.advance(entry);
    }
  }

  private applyToIndex(index: CompressedIndex, change: IndexChange): void {
    if (change.kind === 'stored') index.add(change.vector);
    else index.remove(change.id);
  }

  /** Moves the entry's revision over every consecutive change already applied. */
  private advance(entry: Entry): void {
    while (entry.ahead.has(entry.revision + 1)) {
      entry.ahead.delete(entry.revision + 1);
      entry.revision++;
    }
  }

  private evict(keep: string): void {
    const byAge = [...this.entries]
      .filter(([key, entry]) => key !== keep && entry.index && !entry.loading)
      .sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [key] of byAge) {
      if (this.bytes <= this.options.maxBytes) return;
      this.entries.delete(key);
    }
  }
}

function keyOf(accountId: string, collection: string): string {
  return `${accountId}\u0000${collection}`;
}
