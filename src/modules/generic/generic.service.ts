// The generic (mem0-style) surface on the main surface's pipeline: each operation maps the
// generic fields onto MemoryService (embedding, classification, duplicate detection, the
// account's vector store, MEMORY_* events and triggers) and adds the generic events
// (memory.created, memory.updated, memory.deleted, search.performed) in the same transactions.
// Both surfaces share the memories of the default collection (`agent-memory`).
import { collectionNameTaken } from '../../errors/memory-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { memoryEvents } from '../events/memory-events.js';
import type { Embedding, IntelligenceService } from '../intelligence/intelligence.service.js';
import type { MemoriesRepository, MemoryRecord } from '../memory/memories.repository.js';
import { DEFAULTS, type MemoryService, type ScoredRecord, type StoredMemory } from '../memory/memory.service.js';
import type { Schemas } from '../schemas.js';
import type { WebhookRecord } from '../webhooks/webhooks.repository.js';
import type { WebhooksService } from '../webhooks/webhooks.service.js';
import { GENERIC_COLLECTION, searchFilters, splitMetadata, toGenericMemory } from './generic-mapping.js';
import {
  CollectionNameTakenError,
  type GenericCollectionRecord,
  type GenericRepository,
} from './generic.repository.js';
import { collectionIdNotFound } from '../../errors/registry.js';

const GENERIC_DEFAULTS = { searchLimit: 10, similarLimit: 10, similarThreshold: 0.7 };
/** A generic search has no score floor of its own: the closest `limit` memories, unrelated ones (cosine below 0) left out. */
const SEARCH_MIN_SCORE = 0;

/** A generic search's hits, best first, and how long it took. */
export interface GenericSearch {
  hits: ScoredRecord[];
  queryTimeMs: number;
}

/** The memories closest to a memory. */
export interface SimilarMemories {
  memoryId: string;
  hits: ScoredRecord[];
}

/** A memory's membership of a collection; `added` false when it was a member already. */
export interface CollectionMembership {
  added: boolean;
  collectionId: string;
  memoryId: string;
  addedAt: Date;
}

/** What a user of the account holds, and when they last wrote or searched. */
export interface UserStats {
  userId: string;
  memories: number;
  collections: number;
  storageBytes: number;
  lastActivity: Date | null;
}

export interface GenericServiceDeps {
  memory: MemoryService;
  intelligence: IntelligenceService;
  webhooks: WebhooksService;
  repository: GenericRepository;
  memories: Pick<MemoriesRepository, 'userFigures'>;
  clock?: () => Date;
}

export class GenericService {
  private readonly clock: () => Date;

  constructor(private readonly deps: GenericServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Creates the memory; a duplicate of a stored one answers that memory (`created` false) and stores nothing. */
  async create(caller: Caller, request: Schemas['GenericCreateMemoryRequest']): Promise<StoredMemory> {
    const { category, importance, rest } = splitMetadata(request.metadata);
    return this.deps.memory.store(
      caller,
      { text: request.content, collection: GENERIC_COLLECTION, category, importance, metadata: rest },
      {
        userId: request.user_id ?? null,
        also: (m) => [memoryEvents.genericMemory(caller.accountId, 'memory.created', toGenericMemory(m))],
      },
    );
  }

  async get(caller: Caller, id: string): Promise<MemoryRecord> {
    return this.existingMemory(caller, id);
  }

  /** A memory of the account on this surface, for requests that name one (404 MEMORY_NOT_FOUND otherwise). */
  existingMemory(caller: Caller, id: string): Promise<MemoryRecord> {
    return this.deps.memory.get(caller, GENERIC_COLLECTION, id);
  }

  /** For requests that name a collection of the account (404 COLLECTION_NOT_FOUND otherwise). */
  async existingCollection(caller: Caller, collectionId: string): Promise<void> {
    if (!(await this.deps.repository.collectionExists(caller.accountId, collectionId))) {
      throw collectionIdNotFound(collectionId, 'Create it with POST /collections first.');
    }
  }

  async update(caller: Caller, id: string, request: Schemas['GenericUpdateMemoryRequest']): Promise<MemoryRecord> {
    const given = request.metadata === undefined ? null : splitMetadata(request.metadata);
    return this.deps.memory.update(
      caller,
      GENERIC_COLLECTION,
      id,
      { text: request.content, category: given?.category, importance: given?.importance, metadata: given?.rest },
      (m) => [memoryEvents.genericMemory(caller.accountId, 'memory.updated', toGenericMemory(m))],
    );
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.deps.memory.forget(
      caller,
      { memory_id: id, collection: GENERIC_COLLECTION, min_score: DEFAULTS.minScore },
      [memoryEvents.genericDeleted(caller.accountId, id)],
    );
  }

  async search(caller: Caller, request: Schemas['GenericSearchRequest']): Promise<GenericSearch> {
    const started = process.hrtime.bigint();
    const filters = searchFilters(request);
    const { hits } = await this.deps.memory.searchRecords(
      caller,
      {
        query: request.query,
        collection: GENERIC_COLLECTION,
        limit: request.limit ?? GENERIC_DEFAULTS.searchLimit,
        minScore: SEARCH_MIN_SCORE,
        retrieval: request.retrieval,
        ...filters,
      },
      (found) => [
        memoryEvents.genericSearched(caller.accountId, {
          query: request.query,
          userId: request.user_id ?? null,
          total: found.length,
        }),
      ],
    );
    if (request.user_id !== undefined)
      await this.deps.repository.recordSearch(caller.accountId, request.user_id, this.clock());
    return { hits, queryTimeMs: Number(process.hrtime.bigint() - started) / 1e6 };
  }

  async similar(caller: Caller, id: string, query: { limit?: number; threshold?: number }): Promise<SimilarMemories> {
    const { hits } = await this.deps.memory.similar(caller, GENERIC_COLLECTION, id, {
      limit: query.limit ?? GENERIC_DEFAULTS.similarLimit,
      minScore: query.threshold ?? GENERIC_DEFAULTS.similarThreshold,
    });
    return { memoryId: id, hits };
  }

  async createCollection(
    caller: Caller,
    request: Schemas['GenericCreateCollectionRequest'],
  ): Promise<GenericCollectionRecord> {
    const collection: GenericCollectionRecord = {
      id: newId('col'),
      accountId: caller.accountId,
      name: request.name,
      description: request.description ?? null,
      metadata: request.metadata ?? {},
      createdAt: this.clock(),
    };
    try {
      await this.deps.repository.insertCollection(collection, [
        memoryEvents.collectionCreated(caller.accountId, { collection: collection.name, surface: 'generic' }),
      ]);
    } catch (err) {
      if (!(err instanceof CollectionNameTakenError)) throw err;
      throw collectionNameTaken(request.name);
    }
    return collection;
  }

  async addToCollection(caller: Caller, collectionId: string, memoryId: string): Promise<CollectionMembership> {
    await this.existingCollection(caller, collectionId);
    const memory: MemoryRecord = await this.existingMemory(caller, memoryId);
    const { addedAt, added } = await this.deps.repository.addMember(collectionId, memory, this.clock());
    return { added, collectionId, memoryId: memory.id, addedAt };
  }

  async embed(caller: Caller, request: Schemas['GenericEmbeddingRequest']): Promise<Embedding> {
    return this.deps.intelligence.embed(caller, { text: request.text, model: 'service-embed-v1' });
  }

  async userStats(caller: Caller, userId: string): Promise<UserStats> {
    const [figures, collections, lastSearch] = await Promise.all([
      this.deps.memories.userFigures(caller.accountId, userId),
      this.deps.repository.userCollectionCount(caller.accountId, userId),
      this.deps.repository.lastSearch(caller.accountId, userId),
    ]);
    const times = [figures.lastWrite, lastSearch].filter((t): t is Date => t !== null);
    return {
      userId,
      memories: figures.memories,
      collections,
      storageBytes: figures.storageBytes,
      lastActivity: times.length === 0 ? null : new Date(Math.max(...times.map((t) => t.getTime()))),
    };
  }

  async createWebhook(caller: Caller, request: Schemas['GenericCreateWebhookRequest']): Promise<WebhookRecord> {
    return this.deps.webhooks.register(
      caller,
      {
        url: request.url,
        events: request.events,
        secret: request.secret,
        timeout_seconds: request.timeout_seconds,
        max_retries: request.max_retries,
        retry_backoff_seconds: request.retry_backoff_seconds,
      },
      'generic',
    );
  }
}
