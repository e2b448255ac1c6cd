// Which vector store serves an account: its own `vector_db_url` (PostgreSQL with pgvector, or
// Milvus), else the instance's built-in store (pgvector in the service's database, or the Milvus
// named by VECTOR_STORE_URL). One adapter, and so one connection pool, per URL.
//
// An account's URL is a user's choice, so its store is an outbound connection like a webhook:
// on first use the host is resolved and checked by the outbound guard, and the pool connects to
// that address only (pinned), with connect and statement timeouts; a failure there is an
// 'unavailable' error in our words. The stores of account URLs are bounded: at most `maxStores`
// stay open, the least recently used is closed to make room, and one unused for `idleMs` is
// closed on the next lookup. The built-in store is never checked, limited or evicted.
import { OutboundGuard } from '../../../platform/outbound/outbound-guard.js';
import { MilvusStore } from './milvus-store.js';
import { PgVectorStore } from './pgvector-store.js';
import { parseVectorDbUrl, resolveVectorDbUrl, VectorDbUrlError, type PinnedVectorDb } from './vector-db-url.js';
import { VectorStoreError, type VectorStore } from './vector-store.js';

function openVectorStore(url: string): VectorStore {
  let scheme: string;
  try {
    scheme = new URL(url).protocol;
  } catch {
    throw new VectorStoreError('unsupported', 'The vector database URL is not a valid URL.');
  }
  if (scheme === 'postgres:' || scheme === 'postgresql:') return new PgVectorStore({ url });
  if (['milvus:', 'grpc:', 'http:', 'https:'].includes(scheme)) return new MilvusStore({ url });
  throw new VectorStoreError(
    'unsupported',
    `Vector databases at ${scheme}// URLs are not supported: use postgres:// (pgvector) or milvus://, grpc://, http(s):// (Milvus).`,
  );
}

export interface AccountStoreLimits {
  /** The outbound address policy (with the operator's VECTOR_DB_ALLOWED_HOSTS). */
  guard: OutboundGuard;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** At most this many account stores (connection pools) open at once. */
  maxStores: number;
  /** An account store unused this long is closed. */
  idleMs: number;
}

const DEFAULT_ACCOUNT_STORE_LIMITS: Omit<AccountStoreLimits, 'guard'> = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 10_000,
  maxStores: 100,
  idleMs: 600_000,
};

export class VectorStores {
  private builtIn: VectorStore | null = null;
  /** Account stores by URL, least recently used first (a use moves a store to the end). */
  private readonly byUrl = new Map<string, { store: VectorStore; usedAt: number }>();
  private readonly limits: AccountStoreLimits;

  /**
   * `wrap` decorates each adapter as it is opened (tests use it to inject store failures into a
   * real store). Without `limits`, account URLs get the defaults and no host is allow-listed.
   */
  constructor(
    private readonly builtInUrl: string,
    private readonly wrap: (store: VectorStore) => VectorStore = (store) => store,
    limits?: AccountStoreLimits,
    private readonly clock: () => number = Date.now,
  ) {
    this.limits = limits ?? { ...DEFAULT_ACCOUNT_STORE_LIMITS, guard: new OutboundGuard({ allowedHosts: [] }) };
  }

  /** The store for an account's vector_db_url (null: the built-in store). */
  for(vectorDbUrl: string | null): VectorStore {
    if (vectorDbUrl === null) {
      this.builtIn ??= this.wrap(openVectorStore(this.builtInUrl));
      return this.builtIn;
    }
    const now = this.clock();
    this.evictIdle(now);
    const entry = this.byUrl.get(vectorDbUrl);
    if (entry) {
      this.byUrl.delete(vectorDbUrl);
      this.byUrl.set(vectorDbUrl, { store: entry.store, usedAt: now });
      return entry.store;
    }
    while (this.byUrl.size >= Math.max(1, this.limits.maxStores)) this.evictOldest();
    const store = this.wrap(new PinnedAccountStore(vectorDbUrl, this.limits));
    this.byUrl.set(vectorDbUrl, { store, usedAt: now });
    return store;
  }

  /** How many account stores are open (tests and metrics). */
  get openAccountStores(): number {
    return this.byUrl.size;
  }

  async close(): Promise<void> {
    const stores = [...this.byUrl.values()].map((e) => e.store);
    if (this.builtIn) stores.push(this.builtIn);
    this.byUrl.clear();
    this.builtIn = null;
    await Promise.all(stores.map((s) => s.close().catch(() => undefined)));
  }

  private evictIdle(now: number): void {
    for (const [url, entry] of this.byUrl) {
      if (now - entry.usedAt < this.limits.idleMs) break; // the rest were used later
      this.byUrl.delete(url);
      void entry.store.close().catch(() => undefined);
    }
  }

  private evictOldest(): void {
    const oldest = this.byUrl.entries().next().value;
    if (!oldest) return;
    this.byUrl.delete(oldest[0]);
    void oldest[1].store.close().catch(() => undefined);
  }
}

/**
 * An account's store: opened on first use, after the guard has resolved and approved the host;
 * the adapter then connects to that address only. A failed opening is forgotten, so the next
 * call checks again. Operations already running when the store is closed may finish.
 */
class PinnedAccountStore implements VectorStore {
  readonly kind: VectorStore['kind'];
  private opening: Promise<VectorStore> | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly limits: AccountStoreLimits,
  ) {
    try {
      this.kind = parseVectorDbUrl(url).kind;
    } catch (err) {
      // Accounts made before the checks may hold URLs they would now refuse: each use says why.
      this.kind = 'pgvector';
      this.opening = Promise.reject(refusal(err));
      this.opening.catch(() => undefined);
    }
  }

  ensureCollection: VectorStore['ensureCollection'] = (collection) => this.with((s) => s.ensureCollection(collection));
  upsert: VectorStore['upsert'] = (collection, records) => this.with((s) => s.upsert(collection, records));
  search: VectorStore['search'] = (collection, query) => this.with((s) => s.search(collection, query));
  candidates: VectorStore['candidates'] = (collection, query) => this.with((s) => s.candidates(collection, query));
  textless: VectorStore['textless'] = (collection, limit) => this.with((s) => s.textless(collection, limit));
  addTexts: VectorStore['addTexts'] = (collection, texts) => this.with((s) => s.addTexts(collection, texts));
  delete: VectorStore['delete'] = (collection, accountId, ids) =>
    this.with((s) => s.delete(collection, accountId, ids));
  existing: VectorStore['existing'] = (collection, accountId, ids) =>
    this.with((s) => s.existing(collection, accountId, ids));
  count: VectorStore['count'] = (collection, accountId) => this.with((s) => s.count(collection, accountId));
  vectors: VectorStore['vectors'] = (collection, accountId, ids) =>
    this.with((s) => s.vectors(collection, accountId, ids));

  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    this.opening = null;
    if (opening) await opening.then((s) => s.close()).catch(() => undefined);
  }

  private async with<T>(fn: (store: VectorStore) => Promise<T>): Promise<T> {
    if (this.closed) throw new VectorStoreError('unavailable', 'The vector database connection was closed; try again.');
    if (!this.opening) {
      const opening = this.open();
      this.opening = opening;
      opening.catch(() => {
        if (this.opening === opening) this.opening = null;
      });
    }
    return fn(await this.opening);
  }

  private async open(): Promise<VectorStore> {
    const pinned = await withinTime(
      resolveVectorDbUrl(this.url, this.limits.guard),
      this.limits.connectTimeoutMs,
    ).catch((err: unknown) => {
      throw refusal(err);
    });
    return this.adapter(pinned);
  }

  private adapter(pinned: PinnedVectorDb): VectorStore {
    const { connectTimeoutMs, statementTimeoutMs } = this.limits;
    if (pinned.kind === 'pgvector')
      return new PgVectorStore({
        url: this.url,
        guarded: { address: pinned.address, connectTimeoutMs, statementTimeoutMs },
      });
    return new MilvusStore({ url: this.url, timeoutMs: statementTimeoutMs, guarded: { address: pinned.address } });
  }
}

function refusal(err: unknown): unknown {
  if (err instanceof VectorDbUrlError)
    return new VectorStoreError('unavailable', `The vector database is not used: ${err.message}`);
  if (err instanceof TimeoutError)
    return new VectorStoreError(
      'unavailable',
      `The vector database's host name did not resolve within ${Math.round(err.ms / 100) / 10} s.`,
    );
  return err;
}

class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`timed out after ${ms} ms`);
  }
}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
