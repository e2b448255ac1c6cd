// Memory operations at volume, on the built-in store (pgvector in the embedded database) and on
// Milvus Lite (VECTOR_STORE_URL), each in one run:
//
//   npm run bench -- memory                          both stores, 10,000 and 100,000 memories
//   npm run bench -- memory --sizes 2000 --pgvector  one store, other sizes
//
// Raw embedding first, in this process, before any server runs: the latency for one query of
// the build the service's query lane runs, on the lane's threads (int8 and one thread by default,
// EMBEDDING_QUERY_VARIANT and EMBEDDING_QUERY_THREADS; p50 over QUERY_COUNT queries, printed for
// reference), and the main model's (fp32, EMBEDDING_THREADS) throughput on memory
// texts embedded STORE_CLIENTS to a call (tokenized beforehand, RAW_BATCH_SECONDS after a
// warm-up): the most the stores of STORE_CLIENTS clients could reach if the model were all they
// cost. Then per store, a service child (fresh DATA_DIR, production settings, enterprise account):
//   1. store throughput: STORE_CLIENTS concurrent clients POST /v1/store distinct memory texts
//      for STORE_SECONDS (memories/s, embedding included); on pgvector, rounds alternate with
//      a twin collection whose keyword-index triggers are disabled, so the cost of keeping the
//      keyword index is measured in the same run (target: at most 10% fewer stores);
//   2. for each size, the collection is filled up to it: records and random unit vectors are
//      written straight into the service's database and the store (embedding 100,000 texts
//      would take most of an hour on 2 cores; search cost does not depend on where a vector came
//      from; on pgvector as a bulk load, see bulkFill), then QUERY_COUNT searches
//      (MILVUS_QUERY_COUNT on Milvus Lite) run one after another: each query is embedded by the
//      model alone in this process and sent through POST /v1/search once as `retrieval:
//      semantic` and once as `hybrid` (the default), in alternating order (searchLatencies;
//      the model alone is the query lane's build, the one that embeds the service's queries;
//      p50, p95, p99 of each), then its vector goes to the store's own top-k search in this
//      process (raw kNN), and with its text to the store's hybrid candidates (both pools, no HTTP
//      and no model), so a tail can be told apart as the store's or the service's. The baselines
//      are timed beside the searches rather than minutes before them: on this kind of machine
//      the model's speed drifts by a third within a run.
// Printed per size: semantic search p50 / (embedding p50 + raw kNN p50), both baselines timed
// beside the searches, and hybrid p50 / semantic p50. Targets at 100,000 memories on the
// embedded default: the first ratio <= 1.3, semantic p95 under 60 ms, hybrid p50 <= 1.2 x
// semantic p50 and hybrid p95 <= 50 ms; stores at STORE_CLIENTS clients at least
// TARGET_STORE_MODEL_RATIO of the raw batched model throughput (the fp32 model, the default
// variant, in both).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DEFAULT_INT8_MODEL_DIR, DEFAULT_MODEL_DIR, loadConfig, type EmbeddingVariant } from '../src/config.js';
import { hashApiKey } from '../src/modules/accounts/api-key-text.js';
import { referenceSample } from '../src/modules/compression/reference-sample.js';
import { OnnxEmbedder } from '../src/modules/embedding/onnx-embedder.js';
import { DEFAULT_FUSION } from '../src/modules/memory/retrieval-fusion.js';
import { MilvusStore } from '../src/modules/memory/vector-store/milvus-store.js';
import { physicalName } from '../src/modules/memory/vector-store/physical-name.js';
import { keywordTables } from '../src/modules/memory/vector-store/pg-keyword-index.js';
import { hnswIndexStatement, PgVectorStore } from '../src/modules/memory/vector-store/pgvector-store.js';
import type { VectorStore } from '../src/modules/memory/vector-store/vector-store.js';
import { findRunningEmbeddedDatabase } from '../src/platform/db/embedded-database.js';
import { inlineParams } from '../src/platform/db/sql-literals.js';
import { newId } from '../src/platform/ids.js';
import { measure, runProblem } from './support/load.js';
import { embedFor } from './support/model-rate.js';
import { startMilvusLite, type MilvusLite } from './support/milvus-lite.js';
import { postJson, table, withReadyService } from './support/service.js';
import { percentile } from './support/percentile.js';

const COLLECTION = 'bench-memory';
const STORE_CLIENTS = 16;
const STORE_SECONDS = 15;
const QUERY_COUNT = 200;
const WARMUP_SEARCHES = 50;
/** Milvus Lite answers a search over 100,000 vectors in seconds: fewer queries keep its run under an hour. */
const MILVUS_QUERY_COUNT = 50;
const SEED_BATCH = 500;
/** Pause before each query: more than two of the service's event-dispatch intervals. */
const SETTLE_MS = 150;
const TARGET_RATIO = 1.3;
const TARGET_P95_MS = 60;
const TARGET_HYBRID_RATIO = 1.2;
const TARGET_HYBRID_P95_MS = 50;
const TARGET_STORE_RATIO = 0.9;
const TARGET_STORE_MODEL_RATIO = 0.85;
const RAW_BATCH_SECONDS = 8;
const RAW_WARMUP_SECONDS = 2;
/** Store rounds per collection (with and without the keyword index), alternating. */
const STORE_ROUNDS = 2;
const TWIN_COLLECTION = 'bench-memory-no-keywords';
const TARGET_SIZE = 100_000;

const PEOPLE = [
  'Maya',
  'Jonas',
  'Priya',
  'Tomasz',
  'Aiko',
  'Lucas',
  'Fatima',
  'Diego',
  'Ingrid',
  'Kwame',
  'Elena',
  'Hiro',
  'Sofia',
  'Omar',
  'Greta',
  'Ravi',
];
const VERBS = [
  'prefers',
  'booked',
  'decided on',
  'forgot',
  'recommended',
  'ordered',
  'cancelled',
  'reviewed',
  'renewed',
  'moved',
  'shared',
  'postponed',
];
const THINGS = [
  'the quarterly budget review',
  'a window seat to Lisbon',
  'green tea in the morning',
  'the Kubernetes migration',
  'a dentist appointment',
  'the team offsite in Porto',
  'dark mode in every editor',
  'the insurance policy',
  'a vegetarian cooking class',
  'the release checklist',
  'weekly piano lessons',
  'the office lease',
  'a hiking trip in the Dolomites',
  'the customer escalation',
  'the car service',
  'the conference talk',
];
const WHEN = [
  'on Monday',
  'for next spring',
  'after the board meeting',
  'before the holidays',
  'every other week',
  'since January',
  'at 7:30',
  'for the third time',
  'last Thursday',
  'until further notice',
];
const QUERIES = [
  'what does Maya drink in the morning',
  'which seat was booked for the Lisbon trip',
  'who postponed the dentist appointment',
  'what was decided about the migration',
  'when is the team offsite',
  'who renewed the insurance',
  'what editor theme is preferred',
  'who is taking piano lessons',
];

/** A distinct memory text for each n (different words in most places, so no two are near-duplicates). */
function memoryText(n: number): string {
  const pick = <T>(list: readonly T[], salt: number) => list[Math.floor(n / salt) % list.length]!;
  return `${pick(PEOPLE, 1)} ${pick(VERBS, 16)} ${pick(THINGS, 192)} ${pick(WHEN, 7)} (note ${n.toString(36)}).`;
}

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

interface RawModel {
  /** One query's latency, p50 ms. */
  p50: number;
  /** Memory texts per second, STORE_CLIENTS to a call. */
  batchedPerSecond: number;
}

/** The model settings of the service child, which gets this process's environment. */
const EMBEDDING = loadConfig({
  EMBEDDING_THREADS: process.env.EMBEDDING_THREADS,
  EMBEDDING_QUERY_VARIANT: process.env.EMBEDDING_QUERY_VARIANT,
  EMBEDDING_QUERY_THREADS: process.env.EMBEDDING_QUERY_THREADS,
  EMBEDDING_QUERY_LANE: process.env.EMBEDDING_QUERY_LANE,
}).embedding;
/** The build of the model that embeds the service child's queries, and its threads (its main model's without a query lane). */
const QUERY_VARIANT = EMBEDDING.queryLane ? EMBEDDING.queryVariant : 'fp32';
const QUERY_THREADS = EMBEDDING.queryLane ? EMBEDDING.queryThreads : EMBEDDING.threads;

/**
 * A build of the model in this process: the same weights and threads as the service's (its main
 * model's or its query lane's), without HTTP or a database.
 */
function benchModel(variant: EmbeddingVariant, threads: number): OnnxEmbedder {
  return new OnnxEmbedder({
    modelDir: variant === 'int8' ? DEFAULT_INT8_MODEL_DIR : DEFAULT_MODEL_DIR,
    threads,
    maxWindowsPerRun: 32,
    variant,
  });
}

/** One query's vector from the model alone (tokenizing included), as the service makes it. */
async function embedQuery(model: OnnxEmbedder, text: string): Promise<Float32Array> {
  const [vector] = await model.embed([await model.prepare(text)]);
  return vector!;
}

/** One query's latency on the query lane's build, and the main model's throughput on memory texts. */
async function rawModel(model: OnnxEmbedder, queryModel: OnnxEmbedder): Promise<RawModel> {
  for (const q of QUERIES) await embedQuery(queryModel, q);
  const times: number[] = [];
  for (let i = 0; i < QUERY_COUNT; i++)
    times.push(await timed(() => embedQuery(queryModel, `${QUERIES[i % QUERIES.length]} ${i}`)));
  const p50 = percentile(
    times.sort((a, b) => a - b),
    50,
  );
  // texts made like the stored ones, a whole number of calls of STORE_CLIENTS
  const prepared = await Promise.all(
    Array.from({ length: STORE_CLIENTS * 16 }, (_, n) => model.prepare(memoryText(900_000 + n))),
  );
  await embedFor(model, prepared, STORE_CLIENTS, RAW_WARMUP_SECONDS);
  return { p50, batchedPerSecond: await embedFor(model, prepared, STORE_CLIENTS, RAW_BATCH_SECONDS) };
}

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
}

interface SizeFigures {
  size: number;
  seedSeconds: number;
  semantic: Latencies;
  hybrid: Latencies;
  /** The model alone on each query, timed beside the query's searches (p50 ms). */
  embeddingP50: number;
  rawKnnP50: number;
  /** The store's own kNN and hybrid candidate latencies (no HTTP, no model), to tell the store's tail from the service's. */
  rawKnn: Latencies;
  rawHybrid: Latencies;
}

interface StoreFigures {
  store: string;
  storesPerSecond: number;
  /** Stores per second into the twin collection without the keyword index (pgvector only). */
  storesPerSecondWithoutKeywords: number | null;
  storeNon2xx: number;
  sizes: SizeFigures[];
}

/** Writes records and vectors for memories `from` to `to` - 1 straight into the database and the store. */
async function seed(db: pg.Pool, store: VectorStore, accountId: string, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += SEED_BATCH) {
    const count = Math.min(SEED_BATCH, to - start);
    const vectors = referenceSample(count, 768, start + 1);
    const now = new Date();
    const records = Array.from({ length: count }, (_, i) => ({
      id: newId('mem'),
      accountId,
      vector: vectors.values.slice(i * 768, (i + 1) * 768),
      category: 'fact' as const,
      importance: 0.5,
      createdAt: now,
      text: memoryText(1_000_000 + start + i),
    }));
    const params: string[] = [];
    const rows = records.map((r) => {
      params.push(r.id, accountId, COLLECTION, r.text);
      const n = params.length;
      return `($${n - 3}, $${n - 2}, $${n - 1}, $${n}, 'fact', 0.5, '{}'::jsonb, 3200, 'written')`;
    });
    await db.query(
      inlineParams(
        `insert into memories (id, account_id, collection, text, category, importance, metadata, storage_bytes, vector_state) values ${rows.join(', ')}`,
        params,
      ),
    );
    await store.upsert(COLLECTION, records);
  }
}

/**
 * The pgvector fill as a bulk load is done: the HNSW index is dropped, the rows written, the index
 * built again in one pass and the tables analysed (the keyword index's vacuumed too) (a built index is about five times quicker to
 * get than 100,000 single inserts into PGlite's index: 7 minutes against 34).
 */
async function bulkFill(db: pg.Pool, store: VectorStore, accountId: string, from: number, to: number): Promise<void> {
  const table = physicalName(COLLECTION);
  const client = await db.connect();
  try {
    await client.query(`drop index if exists ${table}_hnsw`);
    await seed(db, store, accountId, from, to);
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query(hnswIndexStatement(table));
    await client.query('reset maintenance_work_mem');
    // The keyword statistics were updated once per record of the load: a stream of single stores
    // leaves them vacuumed a little at a time (EmbeddedMaintenance), the load all at once, so they
    // are vacuumed here rather than in the middle of the measured searches.
    const keywords = keywordTables(table);
    for (const statement of [
      'analyze memories',
      `analyze ${table}`,
      `vacuum analyze ${keywords.postings}`,
      `vacuum analyze ${keywords.stats}`,
    ])
      await client.query(statement);
  } finally {
    client.release();
  }
}

function latencies(times: number[]): Latencies {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/**
 * Per query, after a pause: the model alone embeds it in this process and the service answers it
 * as `semantic` and as `hybrid` (the model first and `hybrid` before `semantic` on even queries,
 * `semantic` first and the model last on odd ones), then the store's own kNN and hybrid
 * candidates take the model's vector. The service and its baselines are thus timed within the
 * same second, so a machine that is slower for a while slows both alike.
 */
async function searchLatencies(
  url: string,
  apiKey: string,
  store: VectorStore,
  accountId: string,
  count: number,
  model: OnnxEmbedder,
): Promise<Omit<SizeFigures, 'size' | 'seedSeconds'>> {
  const queries = Array.from({ length: count }, (_, i) => `${QUERIES[i % QUERIES.length]} ${i}`);
  const search = (query: string, retrieval: 'semantic' | 'hybrid') =>
    postJson(`${url}/v1/search`, apiKey, { query, collection: COLLECTION, retrieval });
  // Warm-up: the first searches of a fresh process run unoptimised code and fill caches.
  for (let i = 0; i < WARMUP_SEARCHES; i++)
    await search(`warm-up ${QUERIES[i % QUERIES.length]} ${i}`, i % 2 ? 'semantic' : 'hybrid');
  const semantic: number[] = [];
  const hybrid: number[] = [];
  const embedding: number[] = [];
  const raw: number[] = [];
  const rawHybrid: number[] = [];
  for (const [i, q] of queries.entries()) {
    // what the service does after answering (dispatching the events of the searches) is over
    await sleep(SETTLE_MS);
    let vector: Float32Array = new Float32Array();
    const embedAlone = async () => embedding.push(await timed(async () => (vector = await embedQuery(model, q))));
    // every other query, the model alone goes first, so that each side follows the pause as often
    if (i % 2 === 0) await embedAlone();
    const order = i % 2 ? (['semantic', 'hybrid'] as const) : (['hybrid', 'semantic'] as const);
    for (const mode of order) (mode === 'semantic' ? semantic : hybrid).push(await timed(() => search(q, mode)));
    if (i % 2 === 1) await embedAlone();
    raw.push(await timed(() => store.search(COLLECTION, { accountId, vector, limit: 5, minScore: 0.35 })));
    rawHybrid.push(
      await timed(() => store.candidates(COLLECTION, { accountId, vector, text: q, pool: DEFAULT_FUSION.pool })),
    );
  }
  const rawKnn = latencies(raw);
  return {
    semantic: latencies(semantic),
    hybrid: latencies(hybrid),
    embeddingP50: latencies(embedding).p50,
    rawKnnP50: rawKnn.p50,
    rawKnn,
    rawHybrid: latencies(rawHybrid),
  };
}

/** Memories per second that STORE_CLIENTS clients store into the collection in STORE_SECONDS, from memory text `first` on. */
async function storeRound(
  url: string,
  apiKey: string,
  collection: string,
  first: number,
): Promise<{ perSecond: number; non2xx: number }> {
  const load = await measure({
    url: `${url}/v1/store`,
    bodies: Array.from({ length: 5_000 }, (_, n) => JSON.stringify({ text: memoryText(first + n), collection })),
    headers: { authorization: `Bearer ${apiKey}` },
    connections: STORE_CLIENTS,
    durationSeconds: STORE_SECONDS,
  });
  const problem = runProblem('POST /v1/store', load);
  if (problem) throw new Error(problem);
  return { perSecond: load.requestsPerSecond, non2xx: load.non2xx };
}

/**
 * Store throughput with the keyword index, and (pgvector) without it: rounds alternate between
 * the collection and a twin whose keyword-index triggers are disabled.
 */
async function storeThroughput(
  url: string,
  apiKey: string,
  db: pg.Pool | null,
): Promise<{ withKeywords: number; withoutKeywords: number | null; non2xx: number }> {
  if (db) {
    await postJson(
      `${url}/v1/store`,
      apiKey,
      { text: 'The twin collection starts here.', collection: TWIN_COLLECTION },
      201,
    );
    await db.query(`alter table ${physicalName(TWIN_COLLECTION)} disable trigger user`);
  }
  const withKeywords: number[] = [];
  const without: number[] = [];
  let non2xx = 0;
  for (let round = 0; round < (db ? STORE_ROUNDS : 1); round++) {
    const a = await storeRound(url, apiKey, COLLECTION, round * 5_000);
    withKeywords.push(a.perSecond);
    non2xx += a.non2xx;
    if (db) {
      const b = await storeRound(url, apiKey, TWIN_COLLECTION, 100_000 + round * 5_000);
      without.push(b.perSecond);
      non2xx += b.non2xx;
    }
  }
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  return { withKeywords: mean(withKeywords), withoutKeywords: db ? mean(without) : null, non2xx };
}

async function measureStore(
  label: string,
  sizes: number[],
  milvus: MilvusLite | null,
  /** The query lane's build, timed alone beside each query. */
  queryModel: OnnxEmbedder,
): Promise<StoreFigures> {
  return withReadyService(
    'bench-memory',
    milvus ? { VECTOR_STORE_URL: milvus.url } : {},
    async ({ url, apiKey, dataDir }) => {
      const running = findRunningEmbeddedDatabase(dataDir);
      if (!running) throw new Error('the service child runs no embedded database');
      const db = new pg.Pool({ connectionString: running.url, max: 2 });
      const accountId = String(
        (
          await db.query<{ account_id: string }>(
            inlineParams('select account_id from api_keys where key_hash = $1', [hashApiKey(apiKey)]),
          )
        ).rows[0]!.account_id,
      );
      const store: VectorStore = milvus
        ? new MilvusStore({ url: milvus.url })
        : new PgVectorStore({ url: running.url });
      try {
        process.stdout.write(
          `${label}: storing through POST /v1/store with ${STORE_CLIENTS} clients, rounds of ${STORE_SECONDS} s ...\n`,
        );
        const load = await storeThroughput(url, apiKey, milvus ? null : db);
        const stored = Number(
          (
            await db.query<{ n: string }>(
              inlineParams("select count(*) as n from memories where collection = $1 and vector_state = 'written'", [
                COLLECTION,
              ]),
            )
          ).rows[0]!.n,
        );

        const figures: SizeFigures[] = [];
        let have = stored;
        for (const size of sizes) {
          process.stdout.write(`${label}: filling the collection to ${size} memories ...\n`);
          const seedSeconds =
            (await timed(() =>
              milvus ? seed(db, store, accountId, have, size) : bulkFill(db, store, accountId, have, size),
            )) / 1000;
          have = Math.max(have, size);
          const count = milvus ? MILVUS_QUERY_COUNT : QUERY_COUNT;
          process.stdout.write(`${label}: ${count} searches at ${size} memories ...\n`);
          figures.push({
            size,
            seedSeconds,
            ...(await searchLatencies(url, apiKey, store, accountId, count, queryModel)),
          });
        }
        return {
          store: label,
          storesPerSecond: load.withKeywords,
          storesPerSecondWithoutKeywords: load.withoutKeywords,
          storeNon2xx: load.non2xx,
          sizes: figures,
        };
      } finally {
        await store.close();
        await db.end();
      }
    },
  );
}

function parseArgs(args: string[]): { sizes: number[]; stores: ('pgvector' | 'milvus')[] } {
  let sizes = [10_000, TARGET_SIZE];
  const stores: ('pgvector' | 'milvus')[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--sizes') sizes = (args[++i] ?? '').split(',').map(Number);
    else if (args[i] === '--pgvector') stores.push('pgvector');
    else if (args[i] === '--milvus') stores.push('milvus');
    else throw new Error(`unknown argument '${args[i]}' (accepted: --sizes N,N --pgvector --milvus)`);
  }
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--sizes takes whole numbers, such as 10000,100000');
  return { sizes: sizes.sort((a, b) => a - b), stores: stores.length ? stores : ['pgvector', 'milvus'] };
}

export async function run(args: string[]): Promise<void> {
  const { sizes, stores } = parseArgs(args);
  process.stdout.write(
    `raw embedding: ${QUERY_COUNT} single queries, then ${STORE_CLIENTS} texts to a call, in this process ...\n`,
  );
  const model = benchModel('fp32', EMBEDDING.threads);
  const queryModel = benchModel(QUERY_VARIANT, QUERY_THREADS);
  try {
    const raw = await rawModel(model, queryModel);
    process.stdout.write(
      `\nraw embedding (service-embed-v1): one query p50 ${raw.p50.toFixed(1)} ms (${QUERY_VARIANT}, ${QUERY_THREADS} thread(s), the build that embeds the service's queries); ` +
        `${STORE_CLIENTS} to a call ${raw.batchedPerSecond.toFixed(1)} texts/s (fp32, ${EMBEDDING.threads} thread(s))\n`,
    );
    for (const kind of stores) {
      const milvus = kind === 'milvus' ? await startMilvusLite() : null;
      try {
        const label = kind === 'milvus' ? 'Milvus Lite' : 'pgvector (embedded)';
        process.stdout.write(report(await measureStore(label, sizes, milvus, queryModel), raw));
      } finally {
        await milvus?.stop();
      }
    }
  } finally {
    await model.close();
    await queryModel.close();
  }
}

function report(figures: StoreFigures, raw: RawModel): string {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const without = figures.storesPerSecondWithoutKeywords;
  const lines = [
    '',
    table(
      ['store', 'POST /v1/store, 16 clients (memories/s)', 'without the keyword index', 'non-2xx'],
      [
        [
          figures.store,
          figures.storesPerSecond.toFixed(1),
          without === null ? '-' : without.toFixed(1),
          String(figures.storeNon2xx),
        ],
      ],
    ),
    '',
  ];
  const modelRatio = figures.storesPerSecond / raw.batchedPerSecond;
  lines.push(
    `${figures.store}: stores at ${STORE_CLIENTS} clients / raw model at ${STORE_CLIENTS} to a call (fp32) ${modelRatio.toFixed(2)} (target >= ${TARGET_STORE_MODEL_RATIO}) ${verdict(modelRatio >= TARGET_STORE_MODEL_RATIO)}`,
  );
  if (without !== null) {
    const ratio = figures.storesPerSecond / without;
    lines.push(
      `${figures.store}: stores with / without the keyword index ${ratio.toFixed(2)} (target >= ${TARGET_STORE_RATIO}) ${verdict(ratio >= TARGET_STORE_RATIO)}`,
      '',
    );
  }
  const ratioOf = (s: SizeFigures) => s.semantic.p50 / (s.embeddingP50 + s.rawKnnP50);
  const hybridRatioOf = (s: SizeFigures) => s.hybrid.p50 / s.semantic.p50;
  const rows = figures.sizes.map((s) => [
    figures.store,
    String(s.size),
    `${s.semantic.p50.toFixed(1)} / ${s.semantic.p95.toFixed(1)} / ${s.semantic.p99.toFixed(1)}`,
    `${s.hybrid.p50.toFixed(1)} / ${s.hybrid.p95.toFixed(1)} / ${s.hybrid.p99.toFixed(1)}`,
    s.embeddingP50.toFixed(1),
    `${s.rawKnn.p50.toFixed(1)} / ${s.rawKnn.p95.toFixed(1)}`,
    `${s.rawHybrid.p50.toFixed(1)} / ${s.rawHybrid.p95.toFixed(1)}`,
    ratioOf(s).toFixed(2),
    hybridRatioOf(s).toFixed(2),
    s.seedSeconds.toFixed(0),
  ]);
  lines.push(
    table(
      [
        'store',
        'memories',
        'semantic p50 / p95 / p99 ms',
        'hybrid p50 / p95 / p99 ms',
        `model alone p50 ms (${QUERY_VARIANT})`,
        'store kNN p50 / p95 ms',
        'store hybrid candidates p50 / p95 ms',
        'semantic p50 / (embed + kNN)',
        'hybrid p50 / semantic p50',
        'fill s',
      ],
      rows,
    ),
    '',
  );
  for (const s of figures.sizes) {
    lines.push(
      `${figures.store} at ${s.size}: semantic p50 / (embed + kNN) ${ratioOf(s).toFixed(2)} (target <= ${TARGET_RATIO}) ${verdict(ratioOf(s) <= TARGET_RATIO)}`,
    );
    if (s.size === TARGET_SIZE && figures.store.startsWith('pgvector')) {
      lines.push(
        `${figures.store} at ${s.size}: semantic p95 ${s.semantic.p95.toFixed(1)} ms (target < ${TARGET_P95_MS}) ${verdict(s.semantic.p95 < TARGET_P95_MS)}`,
      );
      lines.push(
        `${figures.store} at ${s.size}: hybrid p50 / semantic p50 ${hybridRatioOf(s).toFixed(2)} (target <= ${TARGET_HYBRID_RATIO}) ${verdict(hybridRatioOf(s) <= TARGET_HYBRID_RATIO)}`,
      );
      lines.push(
        `${figures.store} at ${s.size}: hybrid p95 ${s.hybrid.p95.toFixed(1)} ms (target <= ${TARGET_HYBRID_P95_MS}) ${verdict(s.hybrid.p95 <= TARGET_HYBRID_P95_MS)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
