// The bodies of the generic (mem0-style) surface, mapped from the service's domain results to the
// contract's schema. A memory is shown by toGenericMemory (generic-mapping.ts), the one mapping
// its webhook events carry too.
import type { Embedding } from '../intelligence/intelligence.service.js';
import type { MemoryRecord } from '../memory/memories.repository.js';
import type { StoredMemory } from '../memory/memory.service.js';
import { EMBEDDING_DIMENSION } from '../embedding/embedder.js';
import type { Schemas } from '../schemas.js';
import type { WebhookRecord } from '../webhooks/webhooks.repository.js';
import { megabytes, toGenericMemory, toScoredMemory } from './generic-mapping.js';
import type { GenericCollectionRecord } from './generic.repository.js';
import type { CollectionMembership, GenericSearch, SimilarMemories, UserStats } from './generic.service.js';

export function presentGenericMemory(record: MemoryRecord): Schemas['GenericMemory'] {
  return toGenericMemory(record);
}

/** The memory created, or the one its text duplicates. */
export function presentGenericCreated({ memory }: StoredMemory): Schemas['GenericMemory'] {
  return toGenericMemory(memory);
}

/** The hits, and the time the search took to a tenth of a millisecond. */
export function presentGenericSearch({ hits, queryTimeMs }: GenericSearch): Schemas['GenericSearchResult'] {
  const memories = hits.map(toScoredMemory);
  return { memories, total: memories.length, query_time_ms: Math.round(queryTimeMs * 10) / 10 };
}

export function presentSimilarMemories({ memoryId, hits }: SimilarMemories): Schemas['GenericSimilarMemories'] {
  const memories = hits.map(toScoredMemory);
  return { memory_id: memoryId, memories, total: memories.length };
}

/** A collection just created (it holds no memory yet). */
export function presentGenericCollection(collection: GenericCollectionRecord): Schemas['GenericCollection'] {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    metadata: collection.metadata,
    memory_count: 0,
    created_at: collection.createdAt.toISOString(),
  };
}

export function presentMembership(m: CollectionMembership): Schemas['GenericCollectionMembership'] {
  return { collection_id: m.collectionId, memory_id: m.memoryId, added_at: m.addedAt.toISOString() };
}

export function presentGenericEmbedding(embedding: Embedding): Schemas['GenericEmbedding'] {
  return { embeddings: Array.from(embedding.vector), model: 'service-embed-v1', dimensions: EMBEDDING_DIMENSION };
}

/** A user's figures, storage in megabytes (10^6 bytes). */
export function presentUserStats(stats: UserStats): Schemas['GenericUserStats'] {
  return {
    user_id: stats.userId,
    total_memories: stats.memories,
    total_collections: stats.collections,
    storage_used_mb: megabytes(stats.storageBytes),
    last_activity: stats.lastActivity?.toISOString() ?? null,
  };
}

/** A webhook of the generic surface just created, with its secret. */
export function presentGenericWebhook(webhook: WebhookRecord): Schemas['GenericWebhook'] {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events as Schemas['GenericEventType'][],
    secret: webhook.secret,
    created_at: webhook.createdAt.toISOString(),
  };
}
