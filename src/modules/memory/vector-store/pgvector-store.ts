// VectorStore on PostgreSQL with pgvector (0.8 or later): the service's own database (PGlite or
// PostgreSQL) or a caller's. One table per collection, shared by accounts and always filtered by
// account_id; an HNSW index with cosine distance. Filtered searches use pgvector's iterative
// index scans, so a filter never starves the result of matches the index skipped. The records'
// texts feed a keyword index kept by triggers in the same transactions (pg-keyword-index.ts);
// tables made before texts were kept gain the column, the index and the triggers on first use,
// and their records are indexed as `addTexts` gives them their texts.
//
// Statements carry their values inline (see sql-literals.ts): the embedded database is one
// session shared by every connection. Planner statistics, which the HNSW plans depend on, come
// from autovacuum on PostgreSQL and from EmbeddedMaintenance on the embedded database.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import pg from 'pg';
import { inlineParams, literal, realValue, type SqlValue } from '../../../platform/db/sql-literals.js';
import { physicalName } from './physical-name.js';
import {
  denseKeywordCte,
  keywordIndexStatements,
  keywordPoolStatement,
  type KeywordPoolRow,
} from './pg-keyword-index.js';
import {
  byScoreThenId,
  OncePerKey,
  VECTOR_DIMENSION,
  VectorStoreError,
  type Candidate,
  type CandidateQuery,
  type RecordText,
  type SearchFilters,
  type VectorHit,
  type VectorQuery,
  type VectorRecord,
  type VectorStore,
} from './vector-store.js';

const METRIC_OF_OPCLASS: Record<string, string> = {
  vector_cosine_ops: 'cosine',
  vector_l2_ops: 'L2',
  vector_ip_ops: 'inner product',
  vector_l1_ops: 'L1',
};
const MIN_VERSION = [0, 8];

/** The collection table's vector index (also rebuilt by the memory benchmark after a bulk fill). */
export function hnswIndexStatement(table: string): string {
  return `create index if not exists ${table}_hnsw on ${table} using hnsw (vector vector_cosine_ops)`;
}

/** Searches by end user narrow by account and user first. */
function userIndexStatement(table: string): string {
  return `create index if not exists ${table}_user on ${table} (account_id, user_id) where user_id is not null`;
}

/** What a table made before texts were kept gains (no-ops once it has them). */
function textStatements(table: string): string[] {
  return [
    `alter table ${table} add column if not exists text text null`,
    `create index if not exists ${table}_ntx on ${table} (id) where text is null`,
    ...keywordIndexStatements(table),
  ];
}

export interface PgVectorStoreOptions {
  url: string;
  poolSize?: number;
  /**
   * A user's database (an account's vector_db_url): connect to this address, the one the
   * outbound guard approved, within these limits, and put failures in words of our own rather
   * than the driver's (which would name hosts, ports and server messages).
   */
  guarded?: { address: string; connectTimeoutMs: number; statementTimeoutMs: number };
}

export class PgVectorStore implements VectorStore {
  readonly kind = 'pgvector' as const;
  private readonly pool: pg.Pool;
  private readonly ensured = new OncePerKey();
  private readonly where: string;
  private readonly guarded: PgVectorStoreOptions['guarded'] | null;

  constructor(options: PgVectorStoreOptions) {
    this.guarded = options.guarded ?? null;
    this.pool = new pg.Pool(
      this.guarded
        ? guardedPoolConfig(options.url, options.poolSize ?? 4, this.guarded)
        : { connectionString: options.url, max: options.poolSize ?? 4 },
    );
    this.pool.on('error', () => undefined); // an idle connection dropped by the server is replaced on next use
    const url = new URL(options.url);
    this.where = this.guarded
      ? 'vector database (PostgreSQL)'
      : `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }

  ensureCollection(collection: string): Promise<void> {
    return this.ensured.run(collection, () => this.create(collection));
  }

  private async create(collection: string): Promise<void> {
    const table = physicalName(collection);
    await this.requirePgvector();
    const existing = await this.shapeOf(table);
    if (existing) {
      this.check(collection, existing);
      // tables made before end-user ids and texts were kept gain them (no-ops once they exist)
      await this.query(`alter table ${table} add column if not exists user_id text null`);
      await this.query(userIndexStatement(table));
      await this.inTransaction(table, textStatements(table));
      return;
    }
    await this.inTransaction(table, [
      `create table if not exists ${table} (
        id text primary key,
        account_id text not null,
        vector vector(${VECTOR_DIMENSION}) not null,
        category text not null,
        importance real not null,
        created_at timestamptz not null,
        user_id text null,
        text text null
      )`,
      hnswIndexStatement(table),
      `create index if not exists ${table}_account on ${table} (account_id, created_at)`,
      userIndexStatement(table),
      ...textStatements(table),
    ]);
    this.check(collection, (await this.shapeOf(table))!);
  }

  /** Schema statements in one transaction; two instances running them for one table take turns. */
  private async inTransaction(table: string, statements: readonly string[]): Promise<void> {
    const client = await this.connect();
    try {
      await client.query('begin');
      await client.query(inlineParams('select pg_advisory_xact_lock($1)', [lockKey(table)]));
      for (const statement of statements) await client.query(statement);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw this.translated(err);
    } finally {
      client.release();
    }
  }

  private async requirePgvector(): Promise<void> {
    let version = await this.extensionVersion();
    if (!version) {
      await this.query('create extension if not exists vector').catch((err: Error) => {
        throw new VectorStoreError(
          'unsupported',
          `pgvector is not installed in the ${this.where} (${err.message}). Install the pgvector extension there, or use a Milvus URL.`,
        );
      });
      version = await this.extensionVersion();
    }
    const [major = 0, minor = 0] = (version ?? '0').split('.').map(Number);
    if (major < MIN_VERSION[0]! || (major === MIN_VERSION[0] && minor < MIN_VERSION[1]!)) {
      throw new VectorStoreError(
        'unsupported',
        `The ${this.where} has pgvector ${version}; this service needs ${MIN_VERSION.join('.')} or later (for filtered HNSW searches). Upgrade the extension: ALTER EXTENSION vector UPDATE.`,
      );
    }
  }

  private async extensionVersion(): Promise<string | null> {
    const rows = await this.query<{ extversion: string }>(
      "select extversion from pg_extension where extname = 'vector'",
    );
    return rows[0]?.extversion ?? null;
  }

  private async shapeOf(table: string): Promise<{ type: string; opclasses: string[] } | null> {
    const columns = await this.query<{ type: string }>(
      `select format_type(a.atttypid, a.atttypmod) as type from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relname = $1 and c.relkind = 'r' and a.attname = 'vector' and pg_table_is_visible(c.oid)`,
      [table],
    );
    if (!columns[0]) return null;
    const indexes = await this.query<{ opcname: string }>(
      `select opc.opcname from pg_index i join pg_class c on c.oid = i.indrelid join pg_opclass opc on opc.oid = i.indclass[0]
       join pg_am am on am.oid = opc.opcmethod
       where c.relname = $1 and am.amname in ('hnsw', 'ivfflat') and pg_table_is_visible(c.oid)`,
      [table],
    );
    return { type: columns[0].type, opclasses: indexes.map((r) => r.opcname) };
  }

  private check(collection: string, shape: { type: string; opclasses: string[] }): void {
    const dimension = Number(/^vector\((\d+)\)$/.exec(shape.type)?.[1] ?? NaN);
    const metrics = shape.opclasses.map((o) => METRIC_OF_OPCLASS[o] ?? o);
    const problems: string[] = [];
    if (dimension !== VECTOR_DIMENSION)
      problems.push(
        `dimension ${Number.isNaN(dimension) ? shape.type : dimension} (this service needs ${VECTOR_DIMENSION})`,
      );
    if (!metrics.includes('cosine'))
      problems.push(
        `${metrics.length ? `metric ${metrics.join(', ')}` : 'no vector index'} (this service needs cosine)`,
      );
    if (problems.length) {
      throw new VectorStoreError(
        'mismatch',
        `The collection '${collection}' already exists in the ${this.where} with ${problems.join(' and ')}. Use another collection name, or drop that one.`,
      );
    }
  }

  async upsert(collection: string, records: readonly VectorRecord[]): Promise<void> {
    if (records.length === 0) return;
    const table = physicalName(collection);
    const params: SqlValue[] = [];
    const rows = records.map((r) => {
      params.push(
        r.id,
        r.accountId,
        vectorText(r.vector),
        r.category,
        realValue(r.importance),
        r.createdAt.toISOString(),
        r.userId ?? null,
        r.text,
      );
      const n = params.length;
      return `($${n - 7}, $${n - 6}, $${n - 5}::vector, $${n - 4}, $${n - 3}, $${n - 2}::timestamptz, $${n - 1}, $${n})`;
    });
    await this.query(
      `insert into ${table} (id, account_id, vector, category, importance, created_at, user_id, text) values ${rows.join(', ')}
       on conflict (id) do update set vector = excluded.vector, category = excluded.category, importance = excluded.importance, user_id = excluded.user_id,
         text = excluded.text
       where ${table}.account_id = excluded.account_id`,
      params,
    );
  }

  async search(collection: string, query: VectorQuery): Promise<VectorHit[]> {
    const table = physicalName(collection);
    // The vector literal appears once: ordering by the output column still uses the HNSW index.
    const rows = await this.withIndexSettings<{ id: string; distance: number }>(
      query.limit,
      `select id, vector <=> ${literal(vectorText(query.vector))}::vector as distance from ${table}
       where ${filterConditions('', query).join(' and ')} order by distance limit ${Number(query.limit)}`,
    );
    return rows
      .map((r) => ({ id: r.id, score: 1 - Number(r.distance) }))
      .filter((h) => h.score >= query.minScore)
      .sort(byScoreThenId);
  }

  /**
   * Two statements: the keyword pool first (with exact scores and the statistics that made them),
   * which needs no vector and so runs while the query is still being embedded; then the dense
   * pool, the dense pool's keyword scores and the keyword pool's cosines.
   */
  async candidates(collection: string, query: CandidateQuery): Promise<Candidate[]> {
    const table = physicalName(collection);
    const account = literal(query.accountId);
    const pool = Math.max(1, Math.floor(query.pool));
    const stats =
      query.text === undefined
        ? null
        : (
            await this.query<KeywordPoolRow>(
              keywordPoolStatement(table, {
                textLiteral: literal(query.text),
                accountLiteral: account,
                postingFilters: filterConditions('p.', query).slice(1),
                pool,
              }),
            )
          )[0]!;
    const keywords = new Map((stats?.scores ?? []).map((s) => [s.id, Number(s.score)]));
    const queryVector = query.vector ? await query.vector : null;
    if (!queryVector) return [...keywords].map(([id, keyword]) => ({ id, cosine: null, keyword }));
    const scoresDense = stats !== null && stats.idf.length > 0;
    // The vector literal appears once (parsing 768 numbers is not free); the HNSW scan takes it
    // as a parameter, and ordering by the output column still uses the index.
    const ctes = [
      `query_vector as materialized (select ${literal(vectorText(queryVector))}::vector as v)`,
      `dense_pool as (select m.id, m.vector <=> (select v from query_vector) as distance from ${table} m
        where ${filterConditions('m.', query).join(' and ')} order by distance limit ${pool})`,
      ...(scoresDense ? [denseKeywordCte(table, account, stats)] : []),
    ];
    const rows = await this.withIndexSettings<{ id: string; distance: number; keyword: number | null }>(
      pool,
      `with ${ctes.join(',\n')}
       select d.id, d.distance, ${scoresDense ? 'coalesce(k.score, 0)' : 'null'} as keyword from dense_pool d ${scoresDense ? 'left join dense_keyword k on k.id = d.id' : ''}
       union all
       select m.id, m.vector <=> (select v from query_vector), null from ${table} m
       where m.id = any(${literal([...keywords.keys()])}) and m.account_id = ${account} and m.id not in (select id from dense_pool)`,
    );
    return rows.map((r) => ({
      id: r.id,
      cosine: 1 - Number(r.distance),
      keyword: stats === null ? null : (keywords.get(r.id) ?? Number(r.keyword ?? 0)),
    }));
  }

  async textless(collection: string, limit: number): Promise<{ id: string; accountId: string }[]> {
    const rows = await this.query<{ id: string; account_id: string }>(
      `select id, account_id from ${physicalName(collection)} where text is null limit $1`,
      [limit],
    );
    return rows.map((r) => ({ id: r.id, accountId: r.account_id }));
  }

  async addTexts(collection: string, texts: readonly RecordText[]): Promise<void> {
    if (texts.length === 0) return;
    const table = physicalName(collection);
    const params: SqlValue[] = [];
    const rows = texts.map((t) => `($${params.push(t.id)}, $${params.push(t.accountId)}, $${params.push(t.text)})`);
    await this.query(
      `update ${table} set text = given.text from (values ${rows.join(', ')}) as given (id, account_id, text)
       where ${table}.id = given.id and ${table}.account_id = given.account_id and ${table}.text is null`,
      params,
    );
  }

  /**
   * A statement under HNSW settings for `limit` results, in one round trip: iterative scans (a
   * filter never starves the result) and a candidate list of at least twice the limit, for this
   * transaction only.
   */
  private async withIndexSettings<R extends pg.QueryResultRow>(limit: number, statement: string): Promise<R[]> {
    const efSearch = Math.min(1000, Math.max(40, limit * 2));
    const client = await this.connect();
    try {
      const results = (await client.query(
        `begin; set local hnsw.iterative_scan = 'relaxed_order'; set local hnsw.ef_search = ${efSearch}; ${statement}; commit;`,
      )) as unknown as pg.QueryResult<R>[];
      return results[3]!.rows;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async delete(collection: string, accountId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.query(
      `delete from ${physicalName(collection)} where account_id = $1 and id = any($2::text[]) returning id`,
      [accountId, ids],
    );
    return rows.length;
  }

  async existing(collection: string, accountId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.query<{ id: string }>(
      `select id from ${physicalName(collection)} where account_id = $1 and id = any($2::text[])`,
      [accountId, ids],
    );
    return rows.map((r) => r.id);
  }

  async count(collection: string, accountId: string): Promise<number> {
    const rows = await this.query<{ n: string }>(
      `select count(*) as n from ${physicalName(collection)} where account_id = $1`,
      [accountId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async vectors(collection: string, accountId: string, ids: readonly string[]): Promise<Map<string, Float32Array>> {
    if (ids.length === 0) return new Map();
    const rows = await this.query<{ id: string; vector: string }>(
      `select id, vector::text as vector from ${physicalName(collection)} where account_id = $1 and id = any($2::text[])`,
      [accountId, ids],
    );
    return new Map(rows.map((r) => [r.id, parseVectorText(r.vector)]));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async connect(): Promise<pg.PoolClient> {
    try {
      return await this.pool.connect();
    } catch (err) {
      if (this.guarded) throw this.translated(err, true);
      throw new VectorStoreError('unavailable', `The ${this.where} does not answer (${(err as Error).message}).`);
    }
  }

  private async query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params: SqlValue[] = [],
  ): Promise<R[]> {
    const client = await this.connect();
    try {
      return (await client.query<R>(inlineParams(sql, params))).rows;
    } catch (err) {
      throw this.translated(err);
    } finally {
      client.release();
    }
  }

  /**
   * For a user's database, a failure to reach it or to get an answer in time becomes an
   * 'unavailable' error whose message is ours; SQL errors (and everything on the built-in store)
   * pass unchanged.
   */
  private translated(err: unknown, connecting = false): unknown {
    if (!this.guarded || err instanceof VectorStoreError) return err;
    const e = err as { code?: unknown; message?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    const unavailable = (problem: string) => new VectorStoreError('unavailable', `The ${this.where} ${problem}.`);
    const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
    if (/timeout|timed out/i.test(message) || code === 'ETIMEDOUT') {
      return unavailable(
        `did not answer within ${seconds(connecting ? this.guarded.connectTimeoutMs : this.guarded.statementTimeoutMs)}`,
      );
    }
    if (code === '57014')
      return unavailable(`did not finish a statement within ${seconds(this.guarded.statementTimeoutMs)}`);
    if (code === '28P01' || code === '28000') return unavailable('refused the user name or password in vector_db_url');
    if (code === '3D000') return unavailable('has no database of the name in vector_db_url');
    if (code === 'ECONNREFUSED') return unavailable('refused the connection');
    if (/^(ERR_TLS_|ERR_SSL_)|CERT|SELF_SIGNED|UNABLE_TO_|HOSTNAME/.test(code) || /ssl|tls/i.test(message)) {
      return unavailable('could not complete a TLS connection (check sslmode and its certificate)');
    }
    if (connecting || code === 'ECONNRESET' || code === 'EPIPE' || /terminated|closed|ended/i.test(message)) {
      return unavailable(connecting ? 'could not be reached' : 'closed the connection');
    }
    return err;
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** pg.Pool settings for a user's database: from the URL's parts (never its query string, which the driver would also read). */
function guardedPoolConfig(
  text: string,
  max: number,
  guarded: NonNullable<PgVectorStoreOptions['guarded']>,
): pg.PoolConfig {
  const url = new URL(text);
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const sslmode = url.searchParams.get('sslmode');
  const servername = isIP(hostname) === 0 ? hostname.toLowerCase() : undefined;
  const ssl =
    sslmode === 'require'
      ? { rejectUnauthorized: false, servername }
      : sslmode === 'verify-ca' || sslmode === 'verify-full'
        ? { rejectUnauthorized: true, servername }
        : false;
  return {
    host: guarded.address,
    port: url.port === '' ? 5432 : Number(url.port),
    user: decoded(url.username) || undefined,
    password: decoded(url.password) || undefined,
    database: decoded(url.pathname.replace(/^\//, '')) || undefined,
    ssl,
    application_name: url.searchParams.get('application_name') ?? undefined,
    max,
    connectionTimeoutMillis: guarded.connectTimeoutMs,
    statement_timeout: guarded.statementTimeoutMs,
    query_timeout: guarded.statementTimeoutMs,
    idleTimeoutMillis: 30_000,
  };
}

/** SQL conditions of the filters on a row of the collection table or the postings (`prefix` is its alias and a dot); the account's first. */
function filterConditions(prefix: string, filters: SearchFilters): string[] {
  const conditions = [`${prefix}account_id = ${literal(filters.accountId)}`];
  if (filters.category !== undefined) conditions.push(`${prefix}category = ${literal(filters.category)}`);
  if (filters.minImportance !== undefined) conditions.push(`${prefix}importance >= ${literal(filters.minImportance)}`);
  if (filters.userId !== undefined) conditions.push(`${prefix}user_id = ${literal(filters.userId)}`);
  return conditions;
}

/** pgvector's text form `[0.1,0.2,...]` as float32 values. */
function parseVectorText(text: string): Float32Array {
  const inner = text.trim().replace(/^\[|\]$/g, '');
  return Float32Array.from(inner === '' ? [] : inner.split(',').map(Number));
}

function vectorText(vector: Float32Array): string {
  return `[${Array.from(vector).join(',')}]`;
}

function lockKey(table: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(table).digest('hex').slice(0, 16)}`)).toString();
}
