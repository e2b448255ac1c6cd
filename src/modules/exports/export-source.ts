// What a memory export covers, read page by page from the two stores' repositories: the
// service's records of main-surface memories (text, category, importance, metadata; their vectors
// are in the account's vector store) and hosted overflow memories (with their compressed vectors,
// history and versions). Pages are keyset pages by id, so a page costs the same however deep into
// the export it is and nothing holds a cursor (or a connection) between pages.
import type { MemoriesRepository } from '../memory/memories.repository.js';
import type { MemorySelection } from '../memory/memory-selection.js';
import type { MemoryCategory } from '../memory/vector-store/vector-store.js';
import type { OverflowMemoriesRepository } from '../overflow/overflow-memories.repository.js';
import type { MemoryStoreKind } from './collection-ids.js';

export interface ExportedMemory {
  id: string;
  store: MemoryStoreKind;
  collection: string;
  text: string;
  category: MemoryCategory;
  importance: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  /** Overflow only: the stored TURBOQUANT code body. */
  code: Buffer | null;
}

export interface ExportHistoryEvent {
  action: string;
  timestamp: Date;
  details: Record<string, unknown>;
}

export interface ExportVersion {
  version: number;
  text: string;
  category: MemoryCategory;
  importance: number;
  createdAt: Date;
}

/** Which memories of one store an export takes: the account, its collection names (null: all) and the filters. */
export type ExportSelection = MemorySelection;

export class ExportSource {
  constructor(private readonly stores: { memories: MemoriesRepository; overflow: OverflowMemoriesRepository }) {}

  /** The account's collection names in each store, sorted by store then name. */
  async collections(accountId: string): Promise<{ store: MemoryStoreKind; name: string }[]> {
    const [main, overflow] = await Promise.all([
      this.stores.memories.collectionNames(accountId),
      this.stores.overflow.holdings(accountId),
    ]);
    const sorted = (names: readonly string[]) => [...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    return [
      ...sorted(main).map((name) => ({ store: 'main' as const, name })),
      ...sorted(overflow.collections).map((name) => ({ store: 'overflow' as const, name })),
    ];
  }

  /** How many memories of the store the selection takes, and the bytes of their text and metadata. */
  async measure(
    store: MemoryStoreKind,
    selection: ExportSelection,
  ): Promise<{ count: number; textBytes: number; metadataBytes: number }> {
    return store === 'main'
      ? this.stores.memories.measureSelection(selection)
      : this.stores.overflow.measureSelection(selection);
  }

  /** The next page of the selection after `afterId` (null: from the start), in id order. */
  async page(
    store: MemoryStoreKind,
    selection: ExportSelection,
    afterId: string | null,
    limit: number,
  ): Promise<ExportedMemory[]> {
    if (store === 'main') {
      const records = await this.stores.memories.pageSelection(selection, afterId, limit);
      return records.map((r) => ({ ...exported(r), store, code: null }));
    }
    const memories = await this.stores.overflow.pageSelection(selection, afterId, limit);
    return memories.map((m) => ({ ...exported(m), store, code: m.code }));
  }

  /** History events of these overflow memories, oldest first per memory. */
  async history(ids: readonly string[]): Promise<Map<string, ExportHistoryEvent[]>> {
    const byId = await this.stores.overflow.historyOf(ids);
    return new Map(
      [...byId].map(([id, events]) => [
        id,
        events.map((e) => ({ action: e.action, details: e.details, timestamp: e.at })),
      ]),
    );
  }

  /** Versions of these overflow memories, first version first per memory. */
  async versions(ids: readonly string[]): Promise<Map<string, ExportVersion[]>> {
    return this.stores.overflow.versionsOf(ids);
  }
}

function exported(m: Omit<ExportedMemory, 'store' | 'code' | 'updatedAt'> & { updatedAt?: Date }) {
  return {
    id: m.id,
    collection: m.collection,
    text: m.text,
    category: m.category,
    importance: m.importance,
    metadata: m.metadata,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt ?? m.createdAt,
  };
}
