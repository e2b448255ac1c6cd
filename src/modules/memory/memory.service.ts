// Memory operations on the account's vector store: POST /v1/store, /v1/search, /v1/forget and
// GET /v1/stats. The vector store holds vectors (with account, category and importance for
// filtering, and the text for keyword search); the service's own record holds the rest. A store takes the record first
// ('pending'), writes the vector, then marks the record written; a failed vector write removes
// the record, and a process that dies in between is repaired by MemoryRepair.
import {
  duplicateContent,
  forgetGivenBoth,
  forgetGivenNeither,
  invalidMemoryCursor,
  noMemoryMatchesQuery,
  vectorDbUrlRefused,
  vectorStoreMismatch,
} from '../../errors/memory-errors.js';
import { ExpiringCache } from '../../platform/expiring-cache.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { checkMemoryRoom } from './memory-room.js';
import type { VectorVariant } from '../embedding/embedder.js';
import type { MeteredEmbedder } from '../embedding/metered-embedder.js';
import type { DomainEvent } from '../events/domain-events.js';
import { memoryEvents } from '../events/memory-events.js';
import type { Classifier } from '../intelligence/classification/classifier.js';
import type { DuplicateDetector } from '../intelligence/dedup/duplicate-detector.js';
import type { Schemas } from '../schemas.js';
import type { QuotaService } from '../usage/quota.service.js';
import {
  DuplicateTextError,
  type CollectionStats,
  type MemoriesRepository,
  type MemoryRecord,
  type MemoryUpdate,
  type NewMemoryRecord,
  type RecordPosition,
} from './memories.repository.js';
import {
  DEFAULT_FUSION,
  DEFAULT_RETRIEVAL,
  fuse,
  resultSignals,
  type FusedHit,
  type RetrievalMode,
} from './retrieval-fusion.js';
import { toUnitInterval } from '../unit-interval.js';
import type { VectorStores } from './vector-store/vector-stores.js';
import {
  VectorStoreError,
  type MemoryCategory,
  type SearchFilters,
  type VectorStore,
} from './vector-store/vector-store.js';
import {
  collectionNotFound,
  memoryNotFound,
  memoryNotInCollection,
  vectorStoreUnavailable,
} from '../../errors/registry.js';

export const DEFAULT_COLLECTION = 'agent-memory';
export const DEFAULTS = { limit: 5, minScore: 0.35 };

/** Importance when none is given: 0.6 for decisions and preferences, 0.5 for the rest. */
function defaultImportance(category: MemoryCategory): number {
  return category === 'decision' || category === 'preference' ? 0.6 : 0.5;
}

/** What the generic surface adds to a store: the end user, and events recorded with the memory. */
export interface StoreOptions {
  userId?: string | null;
  also?: (memory: MemoryRecord) => DomainEvent[];
}

/** A search of one collection, by the text of a query. */
export interface RecordSearch {
  query: string;
  collection: string;
  limit: number;
  minScore: number;
  category?: MemoryCategory;
  minImportance?: number;
  userId?: string;
  /** Which signals rank the memories (default hybrid). */
  retrieval?: RetrievalMode;
}

export interface ScoredRecord {
  record: MemoryRecord;
  score: number;
  /** The signals behind the score (null: the retrieval mode did not use it). */
  signals: Pick<FusedHit, 'semantic' | 'keyword'>;
}

/** New content and/or classification of a memory; absent fields keep their value. */
export interface MemoryChange {
  text?: string;
  category?: MemoryCategory;
  importance?: number;
  metadata?: Record<string, unknown>;
}

/** A store's outcome: the memory stored (created), or the memory the text duplicates (nothing stored). */
export interface StoredMemory {
  created: boolean;
  memory: MemoryRecord;
}

/** A search's hits, best first, and the tokens of its query. */
export interface MemorySearch {
  hits: ScoredRecord[];
  tokens: number;
}

export interface MemoryServiceDeps {
  metered: MeteredEmbedder;
  classifier: Classifier;
  duplicates: DuplicateDetector;
  memories: MemoriesRepository;
  stores: VectorStores;
  quota: QuotaService;
  vectorDbUrlOf: (accountId: string) => Promise<string | null>;
  clock?: () => Date;
}

export class MemoryService {
  private readonly urls: ExpiringCache<string, string | null>;
  private readonly clock: () => Date;

  constructor(private readonly deps: MemoryServiceDeps) {
    // An account's vector_db_url is set at sign-up and never changes.
    this.urls = new ExpiringCache(10 * 60_000);
    this.clock = deps.clock ?? (() => new Date());
  }

  /** The account's vector store. */
  async storeOf(accountId: string): Promise<VectorStore> {
    const url = await this.urls.getOrLoad(accountId, () => this.deps.vectorDbUrlOf(accountId));
    try {
      return this.deps.stores.for(url);
    } catch (err) {
      throw storeError(err);
    }
  }

  async store(
    caller: Caller,
    request: Schemas['StoreMemoryRequest'],
    options: StoreOptions = {},
  ): Promise<StoredMemory> {
    const collection = request.collection ?? DEFAULT_COLLECTION;
    const existing = await this.duplicateOf(caller.accountId, request.text, collection);
    if (existing) {
      await this.deps.quota.consume(caller, 'requests', 1, 'store');
      return { created: false, memory: existing };
    }
    const admission = await checkMemoryRoom(caller, this.deps.memories, [collection]);
    const call = await this.deps.metered.start(caller, request.text, 'store');
    const vector = await call.vector;
    const category = request.category ?? this.deps.classifier.classify(vector, request.text);
    const memory: NewMemoryRecord = {
      id: newId('mem'),
      accountId: caller.accountId,
      collection,
      text: request.text,
      category,
      importance: request.importance ?? defaultImportance(category),
      metadata: request.metadata ?? {},
      createdAt: this.clock(),
      userId: options.userId ?? null,
      embeddingVariant: call.variant,
    };
    try {
      await this.deps.memories.insertPending(memory, admission);
    } catch (err) {
      if (!(err instanceof DuplicateTextError)) {
        await call.charge.refundAll();
        throw err;
      }
      // Another request stored the same text a moment ago: that one is the memory.
      await call.charge.refundTokens();
      const winner = await this.duplicateOf(caller.accountId, request.text, collection, true);
      if (winner) return { created: false, memory: winner };
      throw err;
    }
    try {
      const store = await this.storeOf(caller.accountId);
      await store.ensureCollection(collection);
      await store.upsert(collection, [
        {
          id: memory.id,
          accountId: memory.accountId,
          vector,
          category,
          importance: memory.importance,
          createdAt: memory.createdAt,
          userId: memory.userId,
          text: memory.text,
        },
      ]);
    } catch (err) {
      await this.deps.memories.remove(memory.id);
      await call.charge.refundAll();
      throw storeError(err);
    }
    memory.updatedAt = this.clock();
    await this.deps.memories.markWritten(memory, options.also?.(memory) ?? [], memory.updatedAt);
    return { created: true, memory };
  }

  async search(caller: Caller, request: Schemas['SearchMemoriesRequest']): Promise<MemorySearch> {
    return this.searchRecords(caller, {
      query: request.query,
      collection: request.collection ?? DEFAULT_COLLECTION,
      limit: request.limit ?? DEFAULTS.limit,
      minScore: request.min_score ?? DEFAULTS.minScore,
      category: request.category,
      minImportance: request.min_importance,
      retrieval: request.retrieval,
    });
  }

  /**
   * The written records closest to the query, filtered inside the vector store, with a
   * MEMORY_RECALLED event per hit and the `also` events. Metered as a search.
   */
  async searchRecords(
    caller: Caller,
    search: RecordSearch,
    also: (hits: ScoredRecord[]) => DomainEvent[] = () => [],
  ): Promise<MemorySearch> {
    const { collection } = search;
    const retrieval = search.retrieval ?? DEFAULT_RETRIEVAL;
    // read while the call is charged: on the embedded database each statement waits its turn
    const collectionExists = this.deps.memories.hasCollection(caller.accountId, collection);
    collectionExists.catch(() => undefined); // a refused charge leaves it unread
    const call = await this.deps.metered.start(caller, search.query, 'search', { embed: retrieval !== 'keyword' });
    const tokens = call.prepared.tokens;
    const hits = (await collectionExists)
      ? await this.ranked(
          caller.accountId,
          collection,
          {
            text: search.query,
            vector: call.vector,
            retrieval,
            limit: search.limit,
            minScore: search.minScore,
            filters: {
              accountId: caller.accountId,
              category: search.category,
              minImportance: search.minImportance,
              userId: search.userId,
            },
          },
          (memoryId, score) =>
            memoryEvents.recalled(caller.accountId, {
              memoryId,
              collection,
              score,
              query: search.query,
              operation: 'search',
            }),
        )
      : [];
    const more = also(hits);
    if (more.length > 0) await this.deps.memories.recordReads(more);
    return { hits, tokens };
  }

  /** A written memory of the account in the collection; MEMORY_NOT_FOUND when there is none. */
  async get(caller: Caller, collection: string, id: string): Promise<MemoryRecord> {
    const [record] = await this.deps.memories.findWritten(caller.accountId, collection, [id]);
    if (!record) throw memoryNotFound(id);
    return record;
  }

  /**
   * A page of the account's written memories, in one collection or all of them (by collection
   * name, then newest first), and the cursor of the next page (null after the last). The cursor
   * is opaque to callers: the position of the page's last memory. Not metered, like `get`.
   */
  async list(
    caller: Caller,
    query: { collection?: string; cursor?: string; limit: number },
  ): Promise<{ memories: MemoryRecord[]; nextCursor: string | null }> {
    const after = query.cursor === undefined ? undefined : positionOf(query.cursor);
    const page = await this.deps.memories.pageWritten(caller.accountId, {
      collection: query.collection,
      after,
      limit: query.limit + 1,
    });
    const memories = page.slice(0, query.limit);
    const last = memories.at(-1);
    return { memories, nextCursor: page.length > query.limit && last ? cursorOf(last) : null };
  }

  /**
   * The memories closest to a stored memory (by its stored vector: no model call), never the
   * memory itself, at least `minScore` similar. Metered as a search request.
   */
  async similar(
    caller: Caller,
    collection: string,
    id: string,
    query: { limit: number; minScore: number },
  ): Promise<{ record: MemoryRecord; hits: ScoredRecord[] }> {
    const record = await this.get(caller, collection, id);
    let vector: Float32Array | undefined;
    try {
      const store = await this.storeOf(caller.accountId);
      await store.ensureCollection(collection);
      vector = (await store.vectors(collection, caller.accountId, [id])).get(id);
    } catch (err) {
      throw storeError(err);
    }
    if (!vector) throw memoryNotFound(id);
    await this.deps.quota.consume(caller, 'requests', 1, 'search');
    // one more than asked: the memory itself is its own closest match
    const hits = await this.ranked(caller.accountId, collection, {
      vector: Promise.resolve(vector),
      retrieval: 'semantic',
      limit: query.limit + 1,
      minScore: query.minScore,
      filters: { accountId: caller.accountId },
    });
    return { record, hits: hits.filter((h) => h.record.id !== id).slice(0, query.limit) };
  }

  /**
   * Changes a written memory. New text is checked for duplicates of other memories (refused with
   * 422, nothing changed), embedded again and classified again unless a category is given. The
   * vector is written first and put back if the record cannot follow, so the two never disagree.
   * Metered as a store when the text changes.
   */
  async update(
    caller: Caller,
    collection: string,
    id: string,
    change: MemoryChange,
    events: (after: MemoryRecord) => DomainEvent[],
  ): Promise<MemoryRecord> {
    const before = await this.get(caller, collection, id);
    const text = change.text ?? before.text;
    const textChanged = text !== before.text;
    let vector: Float32Array | null = null;
    let category = change.category ?? before.category;
    let charge: { refundAll(): Promise<void> } | null = null;
    let embeddingVariant: VectorVariant | undefined;
    if (textChanged) {
      const duplicate = await this.duplicateOf(caller.accountId, text, collection);
      if (duplicate && duplicate.id !== id) throw duplicateContent(duplicate.id);
      const call = await this.deps.metered.start(caller, text, 'store');
      charge = call.charge;
      embeddingVariant = call.variant;
      vector = await call.vector;
      category = change.category ?? this.deps.classifier.classify(vector, text);
    } else {
      await this.deps.quota.consume(caller, 'requests', 1, 'store');
    }
    const update: MemoryUpdate = {
      text,
      category,
      importance: change.importance ?? before.importance,
      metadata: change.metadata ?? before.metadata,
      updatedAt: this.clock(),
      ...(embeddingVariant ? { embeddingVariant } : {}),
    };
    const after: MemoryRecord = { ...before, ...update };
    const store = await this.storeOf(caller.accountId).catch(async (err: unknown) => {
      await charge?.refundAll();
      throw err;
    });
    const write = (v: Float32Array, r: MemoryRecord) =>
      store.upsert(collection, [
        {
          id,
          accountId: caller.accountId,
          vector: v,
          category: r.category,
          importance: r.importance,
          createdAt: r.createdAt,
          userId: r.userId,
          text: r.text,
        },
      ]);
    let previous: Float32Array | undefined;
    try {
      await store.ensureCollection(collection);
      previous = (await store.vectors(collection, caller.accountId, [id])).get(id);
      if (!previous) throw memoryNotFound(id);
      await write(vector ?? previous, after);
    } catch (err) {
      await charge?.refundAll();
      throw storeError(err);
    }
    let updated: boolean;
    try {
      updated = await this.deps.memories.update(before, update, events(after));
    } catch (err) {
      await write(previous, before).catch(() => undefined);
      await charge?.refundAll();
      if (err instanceof DuplicateTextError) {
        const other = await this.duplicateOf(caller.accountId, text, collection, true);
        throw duplicateContent(other?.id ?? 'another memory');
      }
      throw err;
    }
    if (!updated) throw memoryNotFound(id);
    return after;
  }

  async forget(
    caller: Caller,
    request: Schemas['ForgetMemoryRequest'],
    also: readonly DomainEvent[] = [],
  ): Promise<MemoryRecord> {
    const collection = request.collection ?? DEFAULT_COLLECTION;
    if ((request.memory_id === undefined) === (request.query === undefined)) {
      throw request.memory_id !== undefined ? forgetGivenBoth() : forgetGivenNeither();
    }
    let record: MemoryRecord | undefined;
    if (request.memory_id !== undefined) {
      [record] = await this.deps.memories.findWritten(caller.accountId, collection, [request.memory_id]);
      if (!record) {
        throw memoryNotInCollection(request.memory_id, collection);
      }
    } else {
      const retrieval = request.retrieval ?? DEFAULT_RETRIEVAL;
      const call = await this.deps.metered.start(caller, request.query!, 'forget', { embed: retrieval !== 'keyword' });
      const minScore = request.min_score ?? DEFAULTS.minScore;
      const [closest] = (await this.deps.memories.hasCollection(caller.accountId, collection))
        ? await this.ranked(caller.accountId, collection, {
            text: request.query!,
            vector: call.vector,
            retrieval,
            limit: 1,
            minScore,
            filters: { accountId: caller.accountId },
          })
        : [];
      if (!closest) {
        throw noMemoryMatchesQuery(collection, request.query!, minScore);
      }
      record = closest.record;
    }
    // The vector first: a failure after it leaves a record that the same request, retried, removes.
    try {
      await (await this.storeOf(caller.accountId)).delete(collection, caller.accountId, [record.id]);
    } catch (err) {
      throw storeError(err);
    }
    const removed = await this.deps.memories.remove(record.id, [
      memoryEvents.forgotten(caller.accountId, { memoryId: record.id, collection }),
      ...also,
    ]);
    // a concurrent forget of the same memory removed it first: that one answers it
    if (!removed) throw memoryNotInCollection(record.id, collection);
    return record;
  }

  async stats(caller: Caller, collection = DEFAULT_COLLECTION): Promise<CollectionStats> {
    if (collection !== DEFAULT_COLLECTION && !(await this.deps.memories.hasCollection(caller.accountId, collection))) {
      throw collectionNotFound(collection);
    }
    return this.deps.memories.stats(caller.accountId, collection);
  }

  /**
   * The best `limit` records at `minScore` or more under the retrieval mode (retrieval-fusion.ts),
   * both signals asked of the account's store under the same filters; joined with their written
   * records: score descending, then newest first, then id. With `recalled`, the event of each
   * record returned is recorded as the records are read.
   */
  private async ranked(
    accountId: string,
    collection: string,
    query: {
      text?: string;
      vector: Promise<Float32Array>;
      retrieval: RetrievalMode;
      limit: number;
      minScore: number;
      filters: SearchFilters;
    },
    recalled?: (memoryId: string, score: number) => DomainEvent,
  ): Promise<ScoredRecord[]> {
    let hits: FusedHit[];
    try {
      const store = await this.storeOf(accountId);
      await store.ensureCollection(collection);
      if (query.retrieval === 'semantic' || query.text === undefined) {
        const found = await store.search(collection, {
          ...query.filters,
          vector: await query.vector,
          limit: query.limit,
          // a negative cosine reads as score 0, which a floor of 0 keeps
          minScore: query.minScore > 0 ? query.minScore : -1,
        });
        hits = found.map((h) => ({ id: h.id, score: h.score, semantic: h.score, keyword: null }));
      } else {
        const candidates = await store.candidates(collection, {
          ...query.filters,
          text: query.text,
          vector: query.retrieval === 'hybrid' ? query.vector : undefined,
          pool: Math.max(DEFAULT_FUSION.pool, query.limit),
        });
        hits = fuse(candidates, query.retrieval)
          .filter((h) => h.score >= query.minScore)
          .slice(0, query.limit);
      }
    } catch (err) {
      throw storeError(err);
    }
    const found = await this.deps.memories.findWrittenRecordingReads(
      accountId,
      collection,
      hits.map((h) => h.id),
      recalled ? hits.map((h) => recalled(h.id, toUnitInterval(h.score))) : [],
    );
    const records = new Map(found.map((r) => [r.id, r]));
    return hits
      .filter((h) => records.has(h.id))
      .map((h) => ({ record: records.get(h.id)!, score: toUnitInterval(h.score), signals: resultSignals(h) }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.record.createdAt.getTime() - a.record.createdAt.getTime() ||
          (a.record.id < b.record.id ? -1 : 1),
      );
  }

  private async duplicateOf(
    accountId: string,
    text: string,
    collection: string,
    includePending = false,
  ): Promise<MemoryRecord | null> {
    const verdict = await this.deps.duplicates.check(accountId, text, collection);
    if (!verdict.isDuplicate || !verdict.memoryId) return null;
    const [record] = await this.deps.memories.findWritten(accountId, collection, [verdict.memoryId], includePending);
    return record ?? null;
  }
}

function cursorOf(record: MemoryRecord): string {
  return Buffer.from(JSON.stringify([record.collection, record.createdAt.toISOString(), record.id])).toString(
    'base64url',
  );
}

function positionOf(cursor: string): RecordPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 3) {
    const [collection, createdAt, id] = parsed as unknown[];
    if (
      typeof collection === 'string' &&
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      !Number.isNaN(Date.parse(createdAt))
    ) {
      return { collection, createdAt: new Date(createdAt), id };
    }
  }
  throw invalidMemoryCursor();
}

/** A vector-store problem as the caller sees it. */
export function storeError(err: unknown): unknown {
  if (!(err instanceof VectorStoreError)) return err;
  if (err.reason === 'unavailable') return vectorStoreUnavailable(err.message);
  return err.reason === 'mismatch' ? vectorStoreMismatch(err.message) : vectorDbUrlRefused(err.message);
}
