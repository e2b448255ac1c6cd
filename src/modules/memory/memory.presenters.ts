// The bodies of the memory operations (store, search, forget, stats), mapped from the service's
// domain results to the contract's schema; the REST handlers and the MCP tools both answer with them.
import type { Schemas } from '../schemas.js';
import type { CollectionStats, MemoryRecord } from './memories.repository.js';
import type { MemorySearch, StoredMemory } from './memory.service.js';

/** The memory stored, or the one its text duplicates. */
export function presentStoreResult({ created, memory }: StoredMemory): Schemas['StoreMemoryResponse'] {
  return created
    ? {
        id: memory.id,
        status: 'stored',
        category: memory.category,
        duplicate: false,
        message: `Memory stored in '${memory.collection}'.`,
      }
    : {
        id: memory.id,
        status: 'duplicate',
        category: memory.category,
        duplicate: true,
        message: `This text duplicates memory ${memory.id}; nothing was stored.`,
      };
}

export function presentSearchResults({ hits, tokens }: MemorySearch): Schemas['SearchMemoriesResponse'] {
  return {
    results: hits.map(({ record, score, signals }) => ({
      id: record.id,
      text: record.text,
      score,
      category: record.category,
      importance: record.importance,
      metadata: record.metadata,
      created_at: record.createdAt.toISOString(),
      signals,
    })),
    query_tokens: tokens,
  };
}

export function presentForgotten(record: MemoryRecord): Schemas['ForgetMemoryResponse'] {
  return { status: 'forgotten', memory_id: record.id, message: `Memory ${record.id} forgotten.` };
}

export function presentMemoryStats(stats: CollectionStats): Schemas['MemoryStats'] {
  return {
    total_memories: stats.total,
    categories: stats.categories,
    storage_bytes: stats.storageBytes,
    oldest_memory: stats.oldest?.toISOString() ?? null,
    newest_memory: stats.newest?.toISOString() ?? null,
  };
}
