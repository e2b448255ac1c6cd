// The events of the contract with their `data` exactly as the webhook event schemas define it
// (MemoryStoredEventData, ...). Every emitter builds its events here, so the shape of each type
// is written once.
import type { DomainEvent } from './domain-events.js';

export type CollectionSurface = 'main' | 'overflow' | 'generic';

export const memoryEvents = {
  stored(
    accountId: string,
    m: {
      memoryId: string;
      content: string;
      userId: string | null;
      collection: string;
      metadata: Record<string, unknown>;
      category: string;
      importance: number;
    },
  ): DomainEvent {
    return {
      type: 'MEMORY_STORED',
      accountId,
      data: {
        memory_id: m.memoryId,
        content: m.content,
        user_id: m.userId,
        collection: m.collection,
        metadata: { ...m.metadata, category: m.category, importance: m.importance },
      },
    };
  },

  recalled(
    accountId: string,
    r: {
      memoryId: string;
      collection: string;
      score: number | null;
      query: string | null;
      operation: 'search' | 'get';
    },
  ): DomainEvent {
    return {
      type: 'MEMORY_RECALLED',
      accountId,
      data: { memory_id: r.memoryId, collection: r.collection, score: r.score, query: r.query, operation: r.operation },
    };
  },

  compressed(
    accountId: string,
    c: {
      memoryId: string | null;
      jobId: string | null;
      method: string;
      targetBits: number;
      ratio: number;
      vectorsCount: number;
    },
  ): DomainEvent {
    return {
      type: 'MEMORY_COMPRESSED',
      accountId,
      data: {
        memory_id: c.memoryId,
        job_id: c.jobId,
        method: c.method,
        target_bits: c.targetBits,
        ratio: c.ratio,
        vectors_count: c.vectorsCount,
      },
    };
  },

  decayed(
    accountId: string,
    d: { memoryId: string; previous: number; next: number; decayRate: number; threshold: number | null },
  ): DomainEvent {
    return {
      type: 'MEMORY_DECAYED',
      accountId,
      data: {
        memory_id: d.memoryId,
        previous_importance: d.previous,
        new_importance: d.next,
        decay_rate: d.decayRate,
        threshold: d.threshold,
      },
    };
  },

  forgotten(accountId: string, f: { memoryId: string; collection: string }): DomainEvent {
    return { type: 'MEMORY_FORGOTTEN', accountId, data: { memory_id: f.memoryId, collection: f.collection } };
  },

  collectionCreated(accountId: string, c: { collection: string; surface: CollectionSurface }): DomainEvent {
    return { type: 'COLLECTION_CREATED', accountId, data: { collection: c.collection, surface: c.surface } };
  },

  /** memory.created / memory.updated of the generic surface: `data` is the memory as that surface shows it. */
  genericMemory(
    accountId: string,
    type: 'memory.created' | 'memory.updated',
    memory: Record<string, unknown>,
  ): DomainEvent {
    return { type, accountId, data: memory };
  },

  genericDeleted(accountId: string, memoryId: string): DomainEvent {
    return { type: 'memory.deleted', accountId, data: { memory_id: memoryId } };
  },

  genericSearched(accountId: string, s: { query: string; userId: string | null; total: number }): DomainEvent {
    return { type: 'search.performed', accountId, data: { query: s.query, user_id: s.userId, total: s.total } };
  },

  usageThreshold(
    accountId: string,
    u: { quota: string; thresholdPct: number; used: number; limit: number; tier: string; resetDate: string },
  ): DomainEvent {
    return {
      type: 'USAGE_THRESHOLD',
      accountId,
      data: {
        quota: u.quota,
        threshold_pct: u.thresholdPct,
        used: u.used,
        limit: u.limit,
        tier: u.tier,
        reset_date: u.resetDate,
      },
    };
  },
};
