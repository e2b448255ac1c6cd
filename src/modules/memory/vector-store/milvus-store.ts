// VectorStore on Milvus (a cluster, Zilliz Cloud or Milvus Lite) through the official Node SDK.
// One Milvus collection per collection name, shared by accounts: every search, query and delete
// carries `account_id == "<account>"` in its filter expression, and the primary key is
// "<account>/<memory id>", so no write of one account can replace another's record. HNSW index, cosine metric,
// strong consistency (a memory is searchable as soon as it is stored). The end user of a record
// (generic surface) is the `user_id` field, "" when none; collections created before that field
// existed keep working for records without a user, and refuse (clearly) records and searches
// that need one, since Milvus cannot add the field to an existing collection.
//
// The keyword signal is Milvus's own full-text search: a `text` field with an analyzer (standard
// tokenizer, lower-case, English stop words; Milvus Lite has no English stemmer) feeds a BM25
// function into the sparse field `sparse`. A text search asks for the best `pool` by cosine and
// the best `pool` by BM25 under the same filter expression, then the cosine of the keyword-only
// candidates; a candidate outside the BM25 pool counts as sharing no word (Milvus computes BM25
// only within a search). Collections created before texts were kept have neither field and
// cannot gain them: their text searches fall back to the dense signal (`keyword: null`, fused as
// semantic), until the collection is recreated (export, drop, import).
import {
  ConsistencyLevelEnum,
  DataType,
  FunctionType,
  IndexType,
  MetricType,
  MilvusClient,
} from '@zilliz/milvus2-sdk-node';
import { isIP } from 'node:net';
import { ENGLISH_STOP_WORDS } from './english-stop-words.js';
import { physicalName } from './physical-name.js';
import {
  byScoreThenId,
  OncePerKey,
  VECTOR_DIMENSION,
  VectorStoreError,
  type Candidate,
  type CandidateQuery,
  type SearchFilters,
  type VectorHit,
  type VectorQuery,
  type VectorRecord,
  type VectorStore,
} from './vector-store.js';

export interface MilvusStoreOptions {
  /** milvus://, grpc://, http:// or https:// with host and port; a token in the password part or ?token=. */
  url: string;
  token?: string | null;
  timeoutMs?: number;
  /**
   * A user's Milvus (an account's vector_db_url): connect to this address, the one the outbound
   * guard approved (TLS still checks the URL's host name), and put failures in words of our own.
   */
  guarded?: { address: string };
}

interface Status {
  error_code?: string | number;
  code?: number;
  reason?: string;
}

const STRONG = ConsistencyLevelEnum.Strong;

export class MilvusStore implements VectorStore {
  readonly kind = 'milvus' as const;
  private readonly client: MilvusClient;
  private readonly where: string;
  private readonly guarded: boolean;
  private readonly timeoutMs: number;
  private readonly ensured = new OncePerKey();
  /** Physical collection name -> whether it has the user_id field. */
  private readonly userField = new Map<string, boolean>();
  /** Physical collection name -> whether it has the text field (and so a keyword index). */
  private readonly textField = new Map<string, boolean>();

  constructor(options: MilvusStoreOptions) {
    const url = new URL(options.url);
    const token =
      options.token ??
      url.searchParams.get('token') ??
      (url.password ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined);
    const port = url.port || (url.protocol === 'https:' ? '443' : '19530');
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.guarded = options.guarded !== undefined;
    this.where = this.guarded ? 'vector database (Milvus)' : `Milvus at ${url.hostname}:${port}`;
    const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const pinned = options.guarded
      ? isIP(options.guarded.address) === 6
        ? `[${options.guarded.address}]`
        : options.guarded.address
      : url.hostname;
    const database = url.searchParams.get('database') ?? undefined;
    this.client = new MilvusClient({
      address: `${pinned}:${port}`,
      ssl: url.protocol === 'https:',
      ...(options.guarded && url.protocol === 'https:' && isIP(hostname) === 0
        ? { tls: { serverName: hostname } }
        : {}),
      ...(database ? { database } : {}),
      token,
      timeout: this.timeoutMs,
    });
  }

  ensureCollection(collection: string): Promise<void> {
    return this.ensured.run(collection, () => this.create(collection));
  }

  private async create(collection: string): Promise<void> {
    const name = physicalName(collection);
    if (!(await this.exists(name))) {
      const created = await this.call(() =>
        this.client.createCollection({
          collection_name: name,
          consistency_level: 'Strong',
          fields: [
            { name: 'pk', data_type: DataType.VarChar, is_primary_key: true, max_length: 160 },
            { name: 'id', data_type: DataType.VarChar, max_length: 64 },
            { name: 'account_id', data_type: DataType.VarChar, max_length: 64 },
            { name: 'category', data_type: DataType.VarChar, max_length: 16 },
            { name: 'importance', data_type: DataType.Float },
            { name: 'created_ms', data_type: DataType.Int64 },
            { name: 'user_id', data_type: DataType.VarChar, max_length: USER_ID_BYTES },
            {
              name: 'text',
              data_type: DataType.VarChar,
              max_length: TEXT_BYTES,
              enable_analyzer: true,
              analyzer_params: ANALYZER,
            },
            { name: 'sparse', data_type: DataType.SparseFloatVector },
            { name: 'vector', data_type: DataType.FloatVector, dim: VECTOR_DIMENSION },
          ],
          functions: [
            {
              name: 'text_bm25',
              type: FunctionType.BM25,
              input_field_names: ['text'],
              output_field_names: ['sparse'],
              params: {},
            },
          ],
        }),
      );
      // Another instance may have created it meanwhile: then it is checked like any existing one.
      if (!ok(created) && !(await this.exists(name))) throw this.failed('create the collection', created);
      if (ok(created)) {
        const indexed = await this.call(() =>
          this.client.createIndex({
            collection_name: name,
            field_name: 'vector',
            index_type: IndexType.HNSW,
            metric_type: MetricType.COSINE,
            params: { M: 16, efConstruction: 200 },
          }),
        );
        if (!ok(indexed)) throw this.failed('index the collection', indexed);
        const keywords = await this.call(() =>
          this.client.createIndex({
            collection_name: name,
            field_name: 'sparse',
            index_type: IndexType.SPARSE_INVERTED_INDEX,
            metric_type: MetricType.BM25,
            params: { bm25_k1: 1.2, bm25_b: 0.75 },
          }),
        );
        if (!ok(keywords)) throw this.failed("index the collection's texts", keywords);
      }
    }
    await this.check(collection, name);
    const loaded = await this.call(() => this.client.loadCollection({ collection_name: name }));
    if (!ok(loaded)) throw this.failed('load the collection', loaded);
  }

  private async exists(name: string): Promise<boolean> {
    const answer = await this.call(() => this.client.hasCollection({ collection_name: name }));
    if (!ok(answer.status)) throw this.failed('look up the collection', answer.status);
    return Boolean(answer.value);
  }

  private async check(collection: string, name: string): Promise<void> {
    const description = await this.call(() => this.client.describeCollection({ collection_name: name }));
    this.userField.set(name, Boolean(description.schema?.fields.some((f) => f.name === 'user_id')));
    this.textField.set(name, Boolean(description.schema?.fields.some((f) => f.name === 'sparse')));
    const field = description.schema?.fields.find((f) => f.name === 'vector');
    const dim = Number(field?.type_params?.find((p) => p.key === 'dim')?.value ?? NaN);
    const indexes = await this.call(() => this.client.describeIndex({ collection_name: name, field_name: 'vector' }));
    const metric = indexes.index_descriptions?.[0]?.params.find((p) => p.key === 'metric_type')?.value as
      string | undefined;
    const problems: string[] = [];
    if (!field || dim !== VECTOR_DIMENSION)
      problems.push(`dimension ${Number.isNaN(dim) ? 'unknown' : dim} (this service needs ${VECTOR_DIMENSION})`);
    if (metric?.toUpperCase() !== 'COSINE')
      problems.push(`${metric ? `metric ${metric}` : 'no vector index'} (this service needs COSINE)`);
    if (problems.length) {
      throw new VectorStoreError(
        'mismatch',
        `The collection '${collection}' already exists in the ${this.where} with ${problems.join(' and ')}. Use another collection name, or drop that one.`,
      );
    }
  }

  async upsert(collection: string, records: readonly VectorRecord[]): Promise<void> {
    if (records.length === 0) return;
    const name = physicalName(collection);
    const withUsers = this.hasUserField(
      collection,
      name,
      records.some((r) => r.userId),
    );
    const withTexts = this.textField.get(name) ?? true;
    const answer = await this.call(() =>
      this.client.upsert({
        collection_name: name,
        data: records.map((r) => ({
          pk: primaryKey(r.accountId, r.id),
          id: r.id,
          account_id: r.accountId,
          category: r.category,
          importance: r.importance,
          created_ms: r.createdAt.getTime(),
          vector: Array.from(r.vector),
          ...(withUsers ? { user_id: r.userId ?? '' } : {}),
          ...(withTexts ? { text: utf8Prefix(r.text, TEXT_BYTES) } : {}),
        })),
      }),
    );
    if (!ok(answer.status)) throw this.failed('write the vectors', answer.status);
  }

  async search(collection: string, query: VectorQuery): Promise<VectorHit[]> {
    const hits = await this.nearest(collection, this.filterOf(collection, query), query.vector, query.limit);
    return hits.filter((h) => h.score >= query.minScore).sort(byScoreThenId);
  }

  async candidates(collection: string, query: CandidateQuery): Promise<Candidate[]> {
    const name = physicalName(collection);
    const filter = this.filterOf(collection, query);
    const keywords = query.text !== undefined && (this.textField.get(name) ?? true);
    // the keyword pool first: it needs no vector, which may still be on its way
    const bm25 = new Map(
      (keywords ? await this.bestByKeywords(name, filter, query.text!, query.pool) : []).map((h) => [h.id, h.score]),
    );
    const vector = query.vector ? await query.vector : null;
    const cosines = new Map(
      (vector ? await this.nearest(collection, filter, vector, query.pool) : []).map((h) => [h.id, h.score]),
    );
    const unscored = [...bm25.keys()].filter((id) => !cosines.has(id));
    if (vector && unscored.length > 0) {
      const only = `(${filter}) and pk in [${unscored.map((id) => quote(primaryKey(query.accountId, id))).join(', ')}]`;
      for (const h of await this.nearest(collection, only, vector, unscored.length)) cosines.set(h.id, h.score);
    }
    return [...new Set([...cosines.keys(), ...bm25.keys()])].map((id) => ({
      id,
      cosine: query.vector ? (cosines.get(id) ?? null) : null,
      keyword: keywords ? (bm25.get(id) ?? 0) : null,
    }));
  }

  /** Collections made before texts were kept cannot gain them (see the notes above): nothing to fill. */
  async textless(): Promise<{ id: string; accountId: string }[]> {
    return [];
  }

  async addTexts(): Promise<void> {}

  /** The filter expression of a search: the account's records, and the filters given. */
  private filterOf(collection: string, query: SearchFilters): string {
    const filters = [`account_id == ${quote(query.accountId)}`];
    if (query.category !== undefined) filters.push(`category == ${quote(query.category)}`);
    if (query.minImportance !== undefined) filters.push(`importance >= ${Number(query.minImportance)}`);
    if (query.userId !== undefined && this.hasUserField(collection, physicalName(collection), true))
      filters.push(`user_id == ${quote(query.userId)}`);
    return filters.join(' and ');
  }

  private async nearest(collection: string, filter: string, vector: Float32Array, limit: number): Promise<VectorHit[]> {
    const answer = await this.call(() =>
      this.client.search({
        collection_name: physicalName(collection),
        data: [Array.from(vector)],
        anns_field: 'vector',
        limit,
        filter,
        output_fields: ['id'],
        metric_type: MetricType.COSINE,
        params: { ef: Math.min(1000, Math.max(64, limit * 2)) },
        consistency_level: STRONG,
      }),
    );
    if (!ok(answer.status)) throw this.failed('search', answer.status);
    const rows = (answer.results as { id: string | number; score: number }[]) ?? [];
    return rows.map((r) => ({ id: String(r.id), score: Number(r.score) }));
  }

  /** BM25 of the best `limit` records for the text (Milvus Lite answers it negated: the magnitude is the score). */
  private async bestByKeywords(name: string, filter: string, text: string, limit: number): Promise<VectorHit[]> {
    const answer = await this.call(() =>
      this.client.search({
        collection_name: name,
        data: [utf8Prefix(text, TEXT_BYTES)],
        anns_field: 'sparse',
        limit,
        filter,
        output_fields: ['id'],
        metric_type: MetricType.BM25,
        consistency_level: STRONG,
      }),
    );
    if (!ok(answer.status)) throw this.failed('search the texts', answer.status);
    const rows = (answer.results as unknown as { id: string | number; score: number }[]) ?? [];
    return rows.map((r) => ({ id: String(r.id), score: Math.abs(Number(r.score)) }));
  }

  async delete(collection: string, accountId: string, ids: readonly string[]): Promise<number> {
    const present = await this.existing(collection, accountId, ids);
    if (present.length === 0) return 0;
    const answer = await this.call(() =>
      this.client.delete({
        collection_name: physicalName(collection),
        filter: `pk in [${present.map((id) => quote(primaryKey(accountId, id))).join(', ')}]`,
      }),
    );
    if (!ok(answer.status)) throw this.failed('delete', answer.status);
    return present.length;
  }

  async existing(collection: string, accountId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const answer = await this.call(() =>
      this.client.query({
        collection_name: physicalName(collection),
        filter: `pk in [${ids.map((id) => quote(primaryKey(accountId, id))).join(', ')}]`,
        output_fields: ['id'],
        consistency_level: STRONG,
      }),
    );
    if (!ok(answer.status)) throw this.failed('look up memories', answer.status);
    return answer.data.map((row) => String(row.id));
  }

  async count(collection: string, accountId: string): Promise<number> {
    const answer = await this.call(() =>
      this.client.query({
        collection_name: physicalName(collection),
        filter: `account_id == ${quote(accountId)}`,
        output_fields: ['count(*)'],
        consistency_level: STRONG,
      }),
    );
    if (!ok(answer.status)) throw this.failed('count memories', answer.status);
    return Number(answer.data[0]?.['count(*)'] ?? 0);
  }

  async vectors(collection: string, accountId: string, ids: readonly string[]): Promise<Map<string, Float32Array>> {
    if (ids.length === 0) return new Map();
    const answer = await this.call(() =>
      this.client.query({
        collection_name: physicalName(collection),
        filter: `pk in [${ids.map((id) => quote(primaryKey(accountId, id))).join(', ')}]`,
        output_fields: ['id', 'vector'],
        consistency_level: STRONG,
      }),
    );
    if (!ok(answer.status)) throw this.failed('read vectors', answer.status);
    return new Map(answer.data.map((row) => [String(row.id), Float32Array.from(row.vector as number[])]));
  }

  async close(): Promise<void> {
    await this.client.closeConnection();
  }

  /**
   * Whether records of the collection carry user_id. A collection made before the field existed
   * has none; `needed` (a record or search with a user) then fails with a message saying what to do.
   */
  private hasUserField(collection: string, name: string, needed: boolean): boolean {
    const has = this.userField.get(name) ?? true;
    if (!has && needed) {
      throw new VectorStoreError(
        'mismatch',
        `The collection '${collection}' in the ${this.where} was created without the user_id field, so it cannot keep or filter by end user. Use another collection, or recreate this one.`,
      );
    }
    return has;
  }

  /** Runs one SDK call; a transport failure becomes 'unavailable'. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!this.guarded)
        throw new VectorStoreError('unavailable', `The ${this.where} does not answer (${(err as Error).message}).`);
      const deadline = /DEADLINE_EXCEEDED|deadline|timeout|timed out/i.test(String((err as Error)?.message ?? err));
      throw new VectorStoreError(
        'unavailable',
        deadline
          ? `The ${this.where} did not answer within ${Math.round(this.timeoutMs / 100) / 10} s.`
          : `The ${this.where} could not be reached.`,
      );
    }
  }

  private failed(action: string, status: Status | undefined): VectorStoreError {
    return new VectorStoreError(
      'unavailable',
      `The ${this.where} could not ${action}: ${status?.reason || status?.error_code || 'no reason given'}.`,
    );
  }
}

/** Room for a 255-character end-user id in UTF-8. */
const USER_ID_BYTES = 1024;
/** Milvus's largest VarChar: the keyword index covers a text's first 65,535 bytes. */
const TEXT_BYTES = 65_535;
const ANALYZER = { tokenizer: 'standard', filter: ['lowercase', { type: 'stop', stop_words: ENGLISH_STOP_WORDS }] };

/** The longest prefix of the text that fits in `bytes` bytes of UTF-8, cut between characters. */
function utf8Prefix(text: string, bytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= bytes) return text;
  const cut = Buffer.from(text, 'utf8').subarray(0, bytes).toString('utf8');
  return cut.endsWith('\uFFFD') ? cut.slice(0, -1) : cut;
}

function primaryKey(accountId: string, id: string): string {
  return `${accountId}/${id}`;
}

function ok(status: Status | undefined): boolean {
  return (
    status !== undefined &&
    (status.error_code === 'Success' || status.error_code === 0) &&
    (status.code === undefined || status.code === 0)
  );
}

/** A string literal of Milvus's expression language. */
function quote(value: string): string {
  return JSON.stringify(value);
}
