// The VectorStore port: where memory vectors live and are searched. Two adapters: pgvector (the
// service's own database, or a caller's PostgreSQL) and Milvus. Every record carries its
// account, and every query, count and delete is scoped to one account: several accounts may
// share one store and one collection without seeing each other.
//
// Records carry their text too: each store keeps a lexical (keyword) index of it beside the
// vectors, written with them, so a search can ask both signals of the same store under the same
// filters (`candidates`). How the two are fused into one score is retrieval-fusion.ts.
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
  /** The memory's text, for the keyword index. */
  text: string;
}

/** A record's text, for records written before stores kept texts (see `textless`). */
export interface RecordText {
  id: string;
  accountId: string;
  text: string;
}

/** The filters every search applies, to both signals alike. */
export interface SearchFilters {
  accountId: string;
  category?: MemoryCategory;
  minImportance?: number;
  /** Only this end user's records. */
  userId?: string;
}

/** What a text search asks of a store: the dense signal, the keyword signal, or both. */
export interface CandidateQuery extends SearchFilters {
  /**
   * The query's embedding: the best `pool` records by cosine become candidates. It may still be
   * on its way (the model embeds the query meanwhile): stores look up the keyword pool first.
   */
  vector?: Float32Array | Promise<Float32Array>;
  /** The query's text: the best `pool` records by keyword score become candidates. */
  text?: string;
  pool: number;
}

/** A record one of the signals found, with every signal that was asked for. */
export interface Candidate {
  id: string;
  /** Cosine similarity to the query vector; null when no vector was given. */
  cosine: number | null;
  /** Okapi BM25 of the record's text for the query's terms (0: no term shared); null when no text was given. */
  keyword: number | null;
}

export interface VectorQuery extends SearchFilters {
  vector: Float32Array;
  limit: number;
  /** Cosine similarity floor, -1 to 1. */
  minScore: number;
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
  /**
   * The union of the best `pool` records by cosine (with a vector) and the best `pool` by keyword
   * score (with a text), each with both signals, in no particular order. A collection whose store
   * cannot keep a keyword index answers `keyword: null` (see the adapter's notes).
   */
  candidates(collection: string, query: CandidateQuery): Promise<Candidate[]>;
  /** Up to `limit` of the collection's records (any account) written before stores kept texts. */
  textless(collection: string, limit: number): Promise<{ id: string; accountId: string }[]>;
  /** Gives such records their text (and so their keyword index entries); records that have one are left alone. */
  addTexts(collection: string, texts: readonly RecordText[]): Promise<void>;
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
