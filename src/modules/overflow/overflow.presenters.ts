// The bodies of /v1/overflow: stores, searches, forgets, stats, pages, one memory, its history and
// versions, and importance changes, mapped from the service's domain results to the contract's
// schema; the REST handlers and the MCP tools both answer with them.
import type { Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { HistoryEvent, MemoryVersion, OverflowMemory } from './overflow-memories.repository.js';
import type { ImportanceChanged, OverflowHit, OverflowStats, StoredOverflowMemory } from './overflow.service.js';

export function presentOverflowStored(stored: StoredOverflowMemory): Schemas['StoreOverflowMemoryResponse'] {
  return {
    id: stored.memory.id,
    status: 'stored',
    tier: stored.tier,
    collection: stored.memory.collection,
    compressed: true,
    compression_ratio: stored.compressionRatio,
  };
}

export function presentOverflowMemory(memory: OverflowMemory): Schemas['OverflowMemory'] {
  return {
    id: memory.id,
    text: memory.text,
    category: memory.category,
    importance: memory.importance,
    metadata: memory.metadata,
    collection: memory.collection,
    created_at: memory.createdAt.toISOString(),
    updated_at: memory.updatedAt.toISOString(),
  };
}

export function presentOverflowSearch(hits: OverflowHit[]): Schemas['SearchOverflowMemoriesResponse'] {
  return {
    results: hits.map(({ memory, score, signals }) => ({
      id: memory.id,
      text: memory.text,
      score,
      category: memory.category,
      importance: memory.importance,
      metadata: memory.metadata,
      created_at: memory.createdAt.toISOString(),
      signals,
    })),
    total: hits.length,
  };
}

export function presentOverflowForgotten(memoryId: string): Schemas['ForgetOverflowMemoryResponse'] {
  return { status: 'forgotten', memory_id: memoryId };
}

export function presentOverflowStats(stats: OverflowStats): Schemas['OverflowStats'] {
  const { totals } = stats;
  return {
    total_memories: totals.total,
    categories: totals.categories,
    storage_bytes: totals.storageBytes,
    compression_savings_bytes: stats.compressionSavingsBytes,
    oldest_memory: totals.oldest?.toISOString() ?? null,
    newest_memory: totals.newest?.toISOString() ?? null,
    collection_count: stats.collectionCount,
    collections: stats.collections,
  };
}

/** A page of overflow memories, in the overflow list's own envelope (`limit` for the page size). */
export function presentOverflowList(page: Page<OverflowMemory>): Schemas['OverflowMemoryList'] {
  return {
    memories: page.items.map(presentOverflowMemory),
    page: page.page,
    limit: page.pageSize,
    total: page.total,
    total_pages: Math.ceil(page.total / page.pageSize),
  };
}

export function presentOverflowHistory(memoryId: string, events: HistoryEvent[]): Schemas['OverflowMemoryHistory'] {
  return {
    memory_id: memoryId,
    events: events.map((e) => ({ action: e.action, timestamp: e.at.toISOString(), details: e.details })),
  };
}

export function presentOverflowVersions(
  memoryId: string,
  versions: MemoryVersion[],
): Schemas['OverflowMemoryVersions'] {
  return {
    memory_id: memoryId,
    versions: versions.map((v) => ({
      version: v.version,
      text: v.text,
      category: v.category,
      importance: v.importance,
      created_at: v.createdAt.toISOString(),
    })),
  };
}

export function presentPromoted(c: ImportanceChanged): Schemas['PromoteOverflowMemoryResponse'] {
  return { memory_id: c.memoryId, previous_importance: c.previous, new_importance: c.next, status: 'promoted' };
}

export function presentImportanceUpdated(c: ImportanceChanged): Schemas['UpdateOverflowMemoryImportanceResponse'] {
  return { memory_id: c.memoryId, previous_importance: c.previous, new_importance: c.next, status: 'updated' };
}

export function presentDecayed(c: ImportanceChanged & { decayRate: number }): Schemas['DecayOverflowMemoryResponse'] {
  return {
    memory_id: c.memoryId,
    previous_importance: c.previous,
    new_importance: c.next,
    decay_rate: c.decayRate,
    status: 'decayed',
  };
}
