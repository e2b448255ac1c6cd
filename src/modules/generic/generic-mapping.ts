// How the generic (mem0-style) surface's fields map onto a memory record, both ways. A record
// keeps `category` and `importance` in their own columns (the vector store filters by them) and
// every other metadata key, `tags` included, in its metadata; the generic surface shows them
// together as `metadata`. Pure functions: no I/O.
import type { MemoryRecord } from '../memory/memories.repository.js';
import type { MemoryCategory } from '../memory/vector-store/vector-store.js';
import type { Schemas } from '../schemas.js';

/** The one collection the generic surface reads and writes: the main surface's default. */
export { DEFAULT_COLLECTION as GENERIC_COLLECTION } from '../memory/memory.service.js';

export interface SplitMetadata {
  category?: MemoryCategory;
  importance?: number;
  /** Every other key, as given. */
  rest: Record<string, unknown>;
}

/** Generic `metadata` -> the record's columns and its metadata. */
export function splitMetadata(metadata: Schemas['GenericMemoryMetadata'] | undefined): SplitMetadata {
  const { category, importance, ...rest } = metadata ?? {};
  return { category, importance, rest };
}

/** `tags` as the contract types them: a string array (a main-surface memory may hold anything there). */
export function tagsOf(metadata: Record<string, unknown>): string[] {
  const tags = metadata.tags;
  return Array.isArray(tags) && tags.every((t) => typeof t === 'string') ? tags : [];
}

/** A record's metadata as the generic surface shows it. */
export function genericMetadata(record: MemoryRecord): Schemas['GenericMemoryMetadata'] {
  return {
    ...record.metadata,
    category: record.category,
    importance: record.importance,
    tags: tagsOf(record.metadata),
  };
}

export function toGenericMemory(record: MemoryRecord): Schemas['GenericMemory'] {
  return {
    id: record.id,
    content: record.text,
    metadata: genericMetadata(record),
    user_id: record.userId ?? null,
    created_at: record.createdAt.toISOString(),
    updated_at: (record.updatedAt ?? record.createdAt).toISOString(),
  };
}

export function toScoredMemory(hit: { record: MemoryRecord; score: number }): Schemas['GenericScoredMemory'] {
  return { id: hit.record.id, content: hit.record.text, score: hit.score, metadata: genericMetadata(hit.record) };
}

/** The vector-store filters of a generic search: every given criterion must hold. */
export function searchFilters(request: Pick<Schemas['GenericSearchRequest'], 'filters' | 'user_id'>): {
  category?: MemoryCategory;
  minImportance?: number;
  userId?: string;
} {
  return {
    category: request.filters?.category,
    minImportance: request.filters?.importance?.gte,
    userId: request.user_id,
  };
}

/** Bytes as the generic surface reports them: megabytes of 10^6 bytes, to 6 decimal places. */
export function megabytes(bytes: number): number {
  return Math.round(bytes) / 1e6;
}
