// Hosted overflow storage (/v1/overflow/*): memories whose vectors the caller computed and the
// service keeps, compressed only (overflow-codec.ts). Searches run in this process on an index
// of the codes (overflow-index-cache.ts). Every mutation appends a version and a history event
// and records its events in one transaction (overflow-memories.repository.ts).
import { AppError } from '../../errors/app-error.js';
import { vectorAllZeros, vectorNormOutOfRange } from '../../errors/memory-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import type { Tier } from '../accounts/tiers.js';
import { assertRoom, limitsApply } from '../accounts/tier-room.js';
import type { DomainEvent } from '../events/domain-events.js';
import { memoryEvents } from '../events/memory-events.js';
import type { MemoryCategory } from '../memory/vector-store/vector-store.js';
import type { FusedHit } from '../memory/retrieval-fusion.js';
import { toUnitInterval } from '../unit-interval.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { QuotaService } from '../usage/quota.service.js';
import {
  DEFAULT_BOOST,
  DEFAULT_DECAY_RATE,
  decayedImportance,
  promotedImportance,
  settledImportance,
} from './importance.js';
import type { OverflowCodec } from './overflow-codec.js';
import type { OverflowIndexCache } from './overflow-index-cache.js';
import {
  type HistoryEvent,
  type ImportanceChange,
  type MemoryVersion,
  type NewOverflowMemory,
  type OverflowMemoriesRepository,
  type OverflowMemory,
  type OverflowRoom,
  type OverflowSort,
  type OverflowTotals,
} from './overflow-memories.repository.js';
import { overflowMemoryNotFound } from '../../errors/registry.js';

const DEFAULT_OVERFLOW_COLLECTION = 'memories';
const CATEGORIES: readonly MemoryCategory[] = ['preference', 'decision', 'fact', 'entity', 'other'];
/** The most collections the stats list (the contract's bound; `collection_count` says how many there are). */
const MAX_COLLECTIONS_IN_STATS = 1000;

export interface OverflowServiceDeps {
  repository: OverflowMemoriesRepository;
  indexes: OverflowIndexCache;
  codec: OverflowCodec;
  quota: QuotaService;
  /** The importance below which a decay is reported as having crossed the threshold. */
  decayThreshold: number;
  clock?: () => Date;
}

/** An overflow memory just stored, compressed at the codec's ratio, under the caller's tier. */
export interface StoredOverflowMemory {
  memory: NewOverflowMemory;
  tier: Tier;
  compressionRatio: number;
}

/** A search hit: the memory, its score (0 to 1, to a millionth) and the signals behind it (the cosine alone). */
export interface OverflowHit {
  memory: OverflowMemory;
  score: number;
  signals: Pick<FusedHit, 'semantic' | 'keyword'>;
}

/** The account's overflow storage, the bytes its codes save over float32 vectors, and its collections (the largest first, at most 1000). */
export interface OverflowStats {
  totals: OverflowTotals;
  compressionSavingsBytes: number;
  collectionCount: number;
  collections: { name: string; memories: number }[];
}

/** An overflow memory's importance before and after a change. */
export interface ImportanceChanged {
  memoryId: string;
  previous: number;
  next: number;
}

export class OverflowService {
  private readonly clock: () => Date;

  constructor(private readonly deps: OverflowServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async store(caller: Caller, request: Schemas['StoreOverflowMemoryRequest']): Promise<StoredOverflowMemory> {
    requireUsableVector(request.vector);
    const collection = request.collection ?? DEFAULT_OVERFLOW_COLLECTION;
    const body = this.deps.codec.encode(request.vector);
    const metadata = request.metadata ?? {};
    const memory = {
      id: newId('mem'),
      accountId: caller.accountId,
      collection,
      text: request.text,
      category: request.category,
      importance: settledImportance(request.importance),
      metadata,
      createdAt: this.clock(),
      code: body,
      storageBytes: body.length + Buffer.byteLength(request.text) + Buffer.byteLength(JSON.stringify(metadata)),
    };
    await this.deps.quota.consume(caller, 'requests', 1, 'overflow_store');
    try {
      await this.deps.indexes.write(caller.accountId, collection, async () => {
        const room = limitsApply(caller)
          ? (held: OverflowRoom) => assertRoom(caller, { store: 'overflow memories', addsMemories: 1, ...held })
          : undefined;
        const { revision } = await this.deps.repository.insert(memory, room, (collectionCreated) =>
          this.storedEvents(memory, collectionCreated),
        );
        return {
          revision,
          change: {
            kind: 'stored',
            vector: {
              id: memory.id,
              body,
              tag: tagOf(memory.category),
              createdAtMs: memory.createdAt.getTime(),
            },
          },
        };
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'QUOTA_EXCEEDED')
        await this.deps.quota.refund(caller, 'requests', 1, 'overflow_store');
      throw err;
    }
    return { memory, tier: caller.tier, compressionRatio: this.deps.codec.compressionRatio };
  }

  async search(caller: Caller, request: Schemas['SearchOverflowMemoriesRequest']): Promise<OverflowHit[]> {
    requireUsableVector(request.vector);
    const collection = request.collection ?? DEFAULT_OVERFLOW_COLLECTION;
    await this.deps.quota.consume(caller, 'requests', 1, 'overflow_search');
    const hits = await this.deps.indexes.search(caller.accountId, collection, request.vector, {
      limit: request.limit,
      minScore: request.min_score,
      tag: request.category === undefined ? undefined : tagOf(request.category),
    });
    if (!hits) return [];
    const found = new Map(
      (
        await this.deps.repository.findMany(
          caller.accountId,
          collection,
          hits.map((h) => h.id),
        )
      ).map((m) => [m.id, m]),
    );
    const results = hits.flatMap((hit) => {
      const memory = found.get(hit.id);
      if (!memory) return []; // forgotten since the index saw it
      const score = toUnitInterval(hit.score);
      // the overflow index ranks by the cosine alone
      return [{ memory, score, signals: { semantic: score, keyword: null } }];
    });
    const now = this.clock();
    await this.deps.repository.markRecalled(
      results.map((r) => r.memory.id),
      results.map((r) =>
        memoryEvents.recalled(caller.accountId, {
          memoryId: r.memory.id,
          collection,
          score: r.score,
          query: null,
          operation: 'search',
        }),
      ),
      now,
    );
    return results;
  }

  async forget(caller: Caller, request: Schemas['ForgetOverflowMemoryRequest']): Promise<string> {
    const collection = request.collection ?? DEFAULT_OVERFLOW_COLLECTION;
    const at = this.clock();
    await this.deps.indexes.write(caller.accountId, collection, async () => {
      const revision = await this.deps.repository.remove(
        caller.accountId,
        collection,
        request.memory_id,
        (memory) => [memoryEvents.forgotten(caller.accountId, { memoryId: memory.id, collection })],
        at,
      );
      if (revision === null) throw overflowMemoryNotFound(request.memory_id, collection);
      return { revision, change: { kind: 'removed', id: request.memory_id } };
    });
    return request.memory_id;
  }

  async stats(caller: Caller): Promise<OverflowStats> {
    const [totals, held] = await Promise.all([
      this.deps.repository.totals(caller.accountId),
      this.deps.repository.collectionCounts(caller.accountId, MAX_COLLECTIONS_IN_STATS),
    ]);
    return {
      totals,
      compressionSavingsBytes: totals.total * this.deps.codec.floatBytes - totals.codeBytes,
      collectionCount: held.count,
      collections: held.collections,
    };
  }

  async list(
    caller: Caller,
    query: {
      page?: number;
      limit?: number;
      sort?: OverflowSort;
      category?: MemoryCategory;
      min_importance?: number;
      user_id?: string;
    },
  ): Promise<Page<OverflowMemory>> {
    const paging = pageRequest({ page: query.page, page_size: query.limit }, 'limit');
    const { memories, total } = await this.deps.repository.page(
      {
        accountId: caller.accountId,
        collections: null,
        filters: {
          categories: query.category === undefined ? undefined : [query.category],
          min_importance: query.min_importance,
          metadata: query.user_id === undefined ? undefined : { user_id: query.user_id },
        },
      },
      { offset: paging.offset, limit: paging.pageSize, sort: query.sort ?? 'created_at' },
    );
    return pageOf(memories, total, paging);
  }

  /** A read by id is a recall: it records MEMORY_RECALLED and counts as recent use for decay. */
  async get(caller: Caller, memoryId: string): Promise<OverflowMemory> {
    const memory = await this.existing(caller, memoryId);
    await this.deps.repository.markRecalled(
      [memory.id],
      [
        memoryEvents.recalled(caller.accountId, {
          memoryId: memory.id,
          collection: memory.collection,
          score: null,
          query: null,
          operation: 'get',
        }),
      ],
      this.clock(),
    );
    return memory;
  }

  async history(caller: Caller, memoryId: string): Promise<HistoryEvent[]> {
    await this.existing(caller, memoryId);
    return this.deps.repository.history(memoryId);
  }

  async versions(caller: Caller, memoryId: string): Promise<MemoryVersion[]> {
    await this.existing(caller, memoryId);
    return this.deps.repository.versions(memoryId);
  }

  async promote(caller: Caller, request: Schemas['PromoteOverflowMemoryRequest']): Promise<ImportanceChanged> {
    const boost = request.boost ?? DEFAULT_BOOST;
    const { previous, next } = await this.changeImportance(caller, request.memory_id, request.collection, {
      next: (previous) => promotedImportance(previous, boost),
      history: (previous, next) => ({
        action: 'importance_updated',
        details: { previous, new: next, reason: 'promoted' },
      }),
      events: () => [],
    });
    return { memoryId: request.memory_id, previous, next };
  }

  async updateImportance(
    caller: Caller,
    request: Schemas['UpdateOverflowMemoryImportanceRequest'],
  ): Promise<ImportanceChanged> {
    const { previous, next } = await this.changeImportance(caller, request.memory_id, request.collection, {
      next: () => settledImportance(request.importance),
      history: (previous, next) => ({
        action: 'importance_updated',
        details: { previous, new: next, reason: 'manual' },
      }),
      events: () => [],
    });
    return { memoryId: request.memory_id, previous, next };
  }

  async decay(
    caller: Caller,
    request: Schemas['DecayOverflowMemoryRequest'],
  ): Promise<ImportanceChanged & { decayRate: number }> {
    const rate = request.decay_rate ?? DEFAULT_DECAY_RATE;
    const { previous, next } = await this.changeImportance(
      caller,
      request.memory_id,
      request.collection,
      decayChange(rate, this.deps.decayThreshold, 'always'),
    );
    return { memoryId: request.memory_id, previous, next, decayRate: rate };
  }

  private async changeImportance(
    caller: Caller,
    memoryId: string,
    collection: string | undefined,
    change: ImportanceChange,
  ): Promise<{ previous: number; next: number }> {
    const where = collection ?? DEFAULT_OVERFLOW_COLLECTION;
    const changed = await this.deps.repository.changeImportance(
      caller.accountId,
      where,
      memoryId,
      change,
      this.clock(),
    );
    if (!changed) throw overflowMemoryNotFound(memoryId, where);
    return changed;
  }

  /** The overflow memory of the account, for requests that name one (404 MEMORY_NOT_FOUND otherwise). */
  async existing(caller: Caller, memoryId: string): Promise<OverflowMemory> {
    const memory = await this.deps.repository.find(caller.accountId, memoryId);
    if (!memory) throw overflowMemoryNotFound(memoryId);
    return memory;
  }

  private storedEvents(memory: NewOverflowMemory, collectionCreated: boolean): DomainEvent[] {
    const { codec } = this.deps;
    const events: DomainEvent[] = [];
    if (collectionCreated)
      events.push(
        memoryEvents.collectionCreated(memory.accountId, { collection: memory.collection, surface: 'overflow' }),
      );
    events.push(
      memoryEvents.stored(memory.accountId, {
        memoryId: memory.id,
        content: memory.text,
        userId: null,
        collection: memory.collection,
        metadata: memory.metadata,
        category: memory.category,
        importance: memory.importance,
      }),
    );
    events.push(
      memoryEvents.compressed(memory.accountId, {
        memoryId: memory.id,
        jobId: null,
        method: 'TURBOQUANT',
        targetBits: codec.quantizer.bits,
        ratio: codec.compressionRatio,
        vectorsCount: 1,
      }),
    );
    return events;
  }
}

/**
 * The decay change of force-decay and of the scheduled decay: history `decayed`, and the event
 * MEMORY_DECAYED on every force-decay (`always`) or, for the scheduled decay, only when the
 * importance falls below `threshold` (`crossing`). The event names the threshold when it was crossed.
 */
export function decayChange(rate: number, threshold: number, emits: 'always' | 'crossing'): ImportanceChange {
  const crossed = (previous: number, next: number) => previous >= threshold && next < threshold;
  return {
    next: (previous) => decayedImportance(previous, rate),
    history: (previous, next) => ({ action: 'decayed', details: { previous, new: next, decay_rate: rate } }),
    events: (memory, previous, next) =>
      emits === 'always' || crossed(previous, next)
        ? [
            memoryEvents.decayed(memory.accountId, {
              memoryId: memory.id,
              previous,
              next,
              decayRate: rate,
              threshold: crossed(previous, next) ? threshold : null,
            }),
          ]
        : [],
  };
}

export function tagOf(category: string): number {
  return CATEGORIES.indexOf(category as MemoryCategory);
}

/**
 * The stored code keeps the vector's length as a float32: a vector needs a direction (not all
 * zeros) and a length that float32 holds, or it could not be stored or compared.
 */
function requireUsableVector(vector: readonly number[]): void {
  if (vector.every((x) => x === 0)) throw vectorAllZeros();
  // hypot scales internally, so neither huge nor tiny values overflow or vanish on the way
  const length = Math.fround(Math.hypot(...vector));
  if (length === Infinity || length === 0) {
    throw vectorNormOutOfRange(Math.hypot(...vector));
  }
}
