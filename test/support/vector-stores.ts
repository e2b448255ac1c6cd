// The vector stores the adapter contract suite runs against, each real: pgvector in the
// embedded database (PGlite), pgvector in PostgreSQL (when that server has the extension), and
// a Milvus Lite server started by the test harness (TEST_MILVUS_URL, scripts/services/milvus.sh).
import { DataType, IndexType, MetricType, MilvusClient } from '@zilliz/milvus2-sdk-node';
import pg from 'pg';
import { beforeEach } from 'vitest';
import { MilvusStore } from '../../src/modules/memory/vector-store/milvus-store.js';
import { PgVectorStore } from '../../src/modules/memory/vector-store/pgvector-store.js';
import { physicalName } from '../../src/modules/memory/vector-store/physical-name.js';
import type { VectorStore } from '../../src/modules/memory/vector-store/vector-store.js';
import { engines, inCi, type OpenedDatabase } from './databases.js';

export interface OpenedStore {
  store: VectorStore;
  /** A second adapter on the same store, as another instance of the service would have. */
  another(): VectorStore;
  /** Creates `collection` in the store by hand with 384 dimensions and the L2 metric. */
  createWrongShape(collection: string): Promise<void>;
  cleanup(): Promise<void>;
}

export interface StoreTarget {
  label: string;
  /** Why it cannot run here, or null. */
  unavailable: string | null;
  /** In CI an unavailable target fails instead of skipping (a broken harness must not pass). */
  requiredInCi: boolean;
  open(): Promise<OpenedStore>;
}

const milvusUrl = process.env.TEST_MILVUS_URL?.trim() || null;

async function pgvectorTarget(engineName: 'pglite' | 'postgres'): Promise<StoreTarget> {
  const engine = engines.find((e) => e.name === engineName)!;
  let unavailable = engine.unavailableReason;
  if (!unavailable && engineName === 'postgres') {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const rows = (await client.query("select 1 from pg_available_extensions where name = 'vector'")).rows;
    await client.end();
    if (rows.length === 0) unavailable = 'this PostgreSQL server has no pgvector extension (Debian\'s packages reached here do not include it)';
  }
  return {
    label: `pgvector on ${engineName}${unavailable ? ` (${unavailable})` : ''}`,
    unavailable,
    requiredInCi: engineName === 'pglite',
    async open() {
      const opened: OpenedDatabase = await engine.open();
      const stores: VectorStore[] = [];
      const make = () => {
        const store = new PgVectorStore({ url: opened.db.url });
        stores.push(store);
        return store;
      };
      return {
        store: make(),
        another: make,
        async createWrongShape(collection) {
          const table = physicalName(collection);
          const conn = opened.db.orm.em.getConnection();
          await conn.execute('create extension if not exists vector');
          await conn.execute(`create table ${table} (id text primary key, account_id text, vector vector(384), category text, importance real, created_at timestamptz)`);
          await conn.execute(`create index on ${table} using hnsw (vector vector_l2_ops)`);
        },
        async cleanup() {
          for (const store of stores) await store.close();
          await opened.cleanup();
        },
      };
    },
  };
}

function milvusTarget(): StoreTarget {
  const unavailable = milvusUrl ? null : 'TEST_MILVUS_URL is not set: run through `npm test`, which starts Milvus Lite';
  return {
    label: `Milvus Lite${unavailable ? ` (${unavailable})` : ''}`,
    unavailable,
    requiredInCi: true,
    async open() {
      const stores: VectorStore[] = [];
      const make = () => {
        const store = new MilvusStore({ url: milvusUrl! });
        stores.push(store);
        return store;
      };
      const address = new URL(milvusUrl!).host;
      return {
        store: make(),
        another: make,
        async createWrongShape(collection) {
          const client = new MilvusClient({ address });
          const name = physicalName(collection);
          await client.createCollection({
            collection_name: name,
            fields: [
              { name: 'id', data_type: DataType.VarChar, is_primary_key: true, max_length: 64 },
              { name: 'vector', data_type: DataType.FloatVector, dim: 384 },
            ],
          });
          await client.createIndex({ collection_name: name, field_name: 'vector', index_type: IndexType.HNSW, metric_type: MetricType.L2, params: { M: 8, efConstruction: 64 } });
          await client.closeConnection();
        },
        async cleanup() {
          for (const store of stores) await store.close();
        },
      };
    },
  };
}

export const storeTargets: StoreTarget[] = [await pgvectorTarget('pglite'), await pgvectorTarget('postgres'), milvusTarget()];

/** Skips (with the reason) or, in CI for a required target, fails the tests of an unavailable target. */
export function requireStore(target: StoreTarget): void {
  if (!target.unavailable) return;
  beforeEach((context) => {
    if (inCi() && target.requiredInCi) throw new Error(`${target.label} cannot run in CI`);
    context.skip(target.unavailable!);
  });
}
