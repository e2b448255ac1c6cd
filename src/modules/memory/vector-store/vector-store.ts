// The VectorStore port: where memory vectors live and are searched. Two adapters: pgvector (the
// service's own database, or a caller's PostgreSQL) and Milvus. Every record carries its
// account, and every query, count and delete is scoped to one account: several accounts may
// share one store and one collection without seeing each other.
import type { Schemas } from '../../schemas.js';

export const VECTOR_DIMENSION = 768;

export type MemoryCategory = Schemas['MemoryCategory'];

export interface VectorRecord {
  id: string;
  accountId: string;
  vector: Float32Array;
  category: MemoryCategory;
  importance: number;
  createdAt: Date;
  /** The caller's end user (generic surface); null or absent when none. */
  userId?: string | null;
}

export interface VectorQuery {
  accountId: string;
  vector: Float32Array;
  limit: number;
  /** Cosine similarity floor, -1 to 1. */
  minScore: number;
  category?: MemoryCategory;
  minImportance?: number;
  /** Only this end user's records. */
  userId?: string;
}

export interface VectorHit {
  id: string;
  /** Cosine similarity. */
  score: number;
}

export interface VectorStore {
  readonly kind: 'pgvector' | 'milvus';
  /** Creates the collection (768 dimensions, cosine, HNSW) if it is missing; checks it if it exists. */
  ensureCollection(collection: string): Promise<void>;
  upsert(collection: string, records: readonly VectorRecord[]): Promise<void>;
  /** Closest first; ties broken by id, ascending. Only hits at minScore or above. */
  search(collection: string, query: VectorQuery): Promise<VectorHit[]>;
  /** Removes the account's records with these ids; answers how many it removed. */
  delete(collection: string, accountId: string, ids: readonly string[]): Promise<number>;
  /** Which of these ids the account has in the collection. */
  existing(collection: string, accountId: string, ids: readonly string[]): Promise<string[]>;
  count(collection: string, accountId: string): Promise<number>;
  /** The stored vectors of the account's records with these ids (absent ids are left out); exports read them. */
  vectors(collection: string, accountId: string, ids: readonly string[]): Promise<Map<string, Float32Array>>;
  close(): Promise<void>;
}

export type VectorStoreFailure = 'mismatch' | 'unavailable' | 'unsupported';

/** A store problem the caller can act on: a collection of the wrong shape, a store that does not answer. */
export class VectorStoreError extends Error {
  constructor(
    readonly reason: VectorStoreFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Closest first, then by id: the one order every adapter answers in. */
export function byScoreThenId(a: VectorHit, b: VectorHit): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Runs the work once per key and keeps its promise; a failed run is forgotten, so the next call tries again. */
export class OncePerKey {
  private readonly runs = new Map<string, Promise<void>>();

  run(key: string, work: () => Promise<void>): Promise<void> {
    let pending = this.runs.get(key);
    if (!pending) {
      pending = work();
      this.runs.set(key, pending);
      pending.catch(() => this.runs.delete(key));
    }
    return pending;
  }
}
