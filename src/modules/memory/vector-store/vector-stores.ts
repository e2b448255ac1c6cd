// Which vector store serves an account: its own `vector_db_url` (PostgreSQL with pgvector, or
// Milvus), else the instance's built-in store (pgvector in the service's database, or the Milvus
// named by VECTOR_STORE_URL). One adapter, and so one connection pool, per URL.
import { MilvusStore } from './milvus-store.js';
import { PgVectorStore } from './pgvector-store.js';
import { VectorStoreError, type VectorStore } from './vector-store.js';

export function openVectorStore(url: string): VectorStore {
  let scheme: string;
  try {
    scheme = new URL(url).protocol;
  } catch {
    throw new VectorStoreError('unsupported', 'The vector database URL is not a valid URL.');
  }
  if (scheme === 'postgres:' || scheme === 'postgresql:') return new PgVectorStore({ url });
  if (['milvus:', 'grpc:', 'http:', 'https:'].includes(scheme)) return new MilvusStore({ url });
  throw new VectorStoreError('unsupported', `Vector databases at ${scheme}// URLs are not supported: use postgres:// (pgvector) or milvus://, grpc://, http(s):// (Milvus).`);
}

export class VectorStores {
  private readonly byUrl = new Map<string, VectorStore>();

  /**
   * `wrap` decorates each adapter as it is opened (tests use it to inject store failures into a
   * real store).
   */
  constructor(
    private readonly builtInUrl: string,
    private readonly wrap: (store: VectorStore) => VectorStore = (store) => store,
  ) {}

  /** The store for an account's vector_db_url (null: the built-in store). */
  for(vectorDbUrl: string | null): VectorStore {
    const url = vectorDbUrl ?? this.builtInUrl;
    let store = this.byUrl.get(url);
    if (!store) {
      store = this.wrap(openVectorStore(url));
      this.byUrl.set(url, store);
    }
    return store;
  }

  async close(): Promise<void> {
    const stores = [...this.byUrl.values()];
    this.byUrl.clear();
    await Promise.all(stores.map((s) => s.close().catch(() => undefined)));
  }
}
