// Retrieval quality of memory search, each retrieval mode against a BM25 baseline computed here.
//
//   npm run bench -- retrieval               both corpora on the built-in store (pgvector, embedded)
//   npm run bench -- retrieval --milvus      with the built-in store on a Milvus Lite server
//   npm run bench -- retrieval --corpus own  one corpus (own or coqa)
//   npm run bench -- retrieval --tune        CoQA's tuning split: the fusion weight and pool grid
//   npm run bench -- retrieval --variant int8  each corpus with fp32 and with int8, compared
//   npm run bench -- retrieval --query-variant int8  fp32 against fp32 stores searched by int8 queries
//
// Corpora:
//   own   resources/retrieval/evaluation-set.json: 340 memories written for this project, most
//         queries paraphrases of their targets. Target: hybrid recall@5 >= 0.95.
//   coqa  the CoQA test set's wikipedia, gutenberg and cnn stories (public, human evidence
//         spans; bench/support/coqa.ts, fetched by scripts/datasets/fetch-coqa.sh): each
//         sentence a memory, each answerable question (with the turn before it) a query whose
//         relevant memories are the sentences of its evidence span. Stories alternate between a
//         tuning and a report split; the fusion was chosen on `tune`, the figures are `report`.
//         Targets on report: hybrid recall@10 >= 1.15 x the better of semantic and keyword, and
//         no question type more than 0.02 below the better single mode.
//
// The service runs in a child process (fresh DATA_DIR, production settings). Every memory is
// stored through POST /v1/store, then every query goes through POST /v1/search with limit 10,
// min_score 0 and each `retrieval` mode. A missed target prints FAIL and exits 0.
//
// --tune asks the store itself (in this process, on the child's database) for every query's
// candidates with both raw signals (pool 200), and prints recall@10 of the fusion for keyword
// lifts 0 to 1 and pools of 10 to 200 per signal; and, for the choice of the keyword ranking on
// PostgreSQL, recall of the store's BM25 beside PostgreSQL's own ts_rank and ts_rank_cd over
// the same texts (any of the query's words, 'english' configuration).
//
// --variant int8 runs each corpus twice, on a service with EMBEDDING_VARIANT=fp32 and one with
// =int8, and prints int8's recall@10 minus fp32's for every mode (bar for int8 to become the
// default: no loss above 0.01). --query-variant int8 runs each corpus on a service storing with
// fp32 and searching with fp32, then on one storing with fp32 and searching with int8
// (EMBEDDING_QUERY_VARIANT, the query lane's build), against the same bar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { EmbeddingVariant } from '../src/config.js';
import { hashApiKey } from '../src/modules/accounts/api-key-text.js';
import { DEFAULT_FUSION, fuse, RETRIEVAL_MODES, type RetrievalMode } from '../src/modules/memory/retrieval-fusion.js';
import { physicalName } from '../src/modules/memory/vector-store/physical-name.js';
import { PgVectorStore } from '../src/modules/memory/vector-store/pgvector-store.js';
import type { Candidate } from '../src/modules/memory/vector-store/vector-store.js';
import { findRunningEmbeddedDatabase } from '../src/platform/db/embedded-database.js';
import { inlineParams } from '../src/platform/db/sql-literals.js';
import { Bm25Index } from './support/bm25.js';
import { loadCoqa, type LabelledQuery, type RetrievalCorpus } from './support/coqa.js';
import { startMilvusLite, type MilvusLite } from './support/milvus-lite.js';
import { percentile } from './support/percentile.js';
import { mrrAt, recallAt, type RankedAnswer } from './support/retrieval-metrics.js';
import { postJson, ROOT, table, withReadyService, type ReadyService } from './support/service.js';
import { INT8_MAX_RECALL_LOSS, takeVariant } from './support/variants.js';

const COLLECTION = 'retrieval-eval';
const STORE_CONCURRENCY = 8;
const OWN_TARGET_RECALL5 = 0.95;
const HYBRID_TARGET_RATIO = 1.15;
const TYPE_TOLERANCE = 0.02;
const TUNE_POOL = 200;
const TUNE_LIFTS = Array.from({ length: 11 }, (_, i) => i / 10);
const TUNE_POOLS = [10, 25, 50, 100, 200];

type Corpus = 'own' | 'coqa';

interface Ranking {
  label: string;
  answers: RankedAnswer[];
  /** Milliseconds per query through HTTP, sorted (none for the in-process BM25). */
  latencies?: number[];
}

function loadOwn(): RetrievalCorpus {
  const set = JSON.parse(readFileSync(join(ROOT, 'resources', 'retrieval', 'evaluation-set.json'), 'utf8')) as {
    memories: { id: string; text: string }[];
    queries: { id: string; text: string; relevant: string[] }[];
  };
  const ids = new Set(set.memories.map((m) => m.id));
  for (const q of set.queries)
    for (const id of q.relevant) if (!ids.has(id)) throw new Error(`query ${q.id} names unknown memory ${id}`);
  return { memories: set.memories, queries: set.queries.map((q) => ({ ...q, type: 'all', source: 'own' })) };
}

/** Stores every memory; answers the corpus ids behind each stored memory id (a duplicate joins its original). */
async function storeAll(
  { url, apiKey }: ReadyService,
  corpus: RetrievalCorpus,
): Promise<{ corpusIdsOf: Map<string, string[]>; duplicates: number }> {
  const corpusIdsOf = new Map<string, string[]>();
  let duplicates = 0;
  let next = 0;
  const worker = async () => {
    while (next < corpus.memories.length) {
      const memory = corpus.memories[next++]!;
      // 201 for a new memory, 200 for a duplicate of one stored before.
      const answer = await postJson(
        `${url}/v1/store`,
        apiKey,
        { text: memory.text, collection: COLLECTION, metadata: { eval_id: memory.id } },
        [200, 201],
      );
      if (answer.status === 'duplicate') duplicates++;
      const id = String(answer.id);
      corpusIdsOf.set(id, [...(corpusIdsOf.get(id) ?? []), memory.id]);
    }
  };
  await Promise.all(Array.from({ length: STORE_CONCURRENCY }, worker));
  return { corpusIdsOf, duplicates };
}

async function searchAll(
  { url, apiKey }: ReadyService,
  queries: readonly LabelledQuery[],
  mode: RetrievalMode,
  corpusIdsOf: Map<string, string[]>,
): Promise<Ranking> {
  const answers: RankedAnswer[] = [];
  const latencies: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    const found = await postJson(`${url}/v1/search`, apiKey, {
      query: query.text,
      collection: COLLECTION,
      limit: 10,
      min_score: 0,
      retrieval: mode,
    });
    latencies.push(performance.now() - started);
    answers.push({
      relevant: query.relevant,
      ranked: (found.results as { id: string }[]).flatMap((r) => corpusIdsOf.get(r.id) ?? []),
    });
  }
  return { label: `service, ${mode}`, answers, latencies: latencies.sort((a, b) => a - b) };
}

function bm25Ranking(corpus: RetrievalCorpus): Ranking {
  const index = new Bm25Index(corpus.memories.map((m) => m.text));
  return {
    label: 'BM25 in the benchmark (k1 1.2, b 0.75)',
    answers: corpus.queries.map((q) => ({
      relevant: q.relevant,
      ranked: index.search(q.text, 10).map((i) => corpus.memories[i]!.id),
    })),
  };
}

/** Answers of one question type, or all. */
function ofType(corpus: RetrievalCorpus, ranking: Ranking, type: string | null): RankedAnswer[] {
  return ranking.answers.filter((_, i) => type === null || corpus.queries[i]!.type === type);
}

function metricsTable(corpus: RetrievalCorpus, rankings: Ranking[]): string {
  const types = [null, ...[...new Set(corpus.queries.map((q) => q.type))].sort()];
  const rows: string[][] = [];
  for (const type of types.length > 2 ? types : [null]) {
    const n = corpus.queries.filter((q) => type === null || q.type === type).length;
    for (const r of rankings) {
      const a = ofType(corpus, r, type);
      rows.push([
        type ?? 'all',
        String(n),
        r.label,
        ...[1, 5, 10].map((k) => recallAt(k, a).toFixed(3)),
        mrrAt(10, a).toFixed(3),
      ]);
    }
  }
  return table(['question type', 'queries', 'ranking', 'recall@1', 'recall@5', 'recall@10', 'MRR@10'], rows);
}

function latencyLine(rankings: Ranking[]): string {
  return rankings
    .filter((r) => r.latencies)
    .map(
      (r) =>
        `${r.label}: p50 ${percentile(r.latencies!, 50).toFixed(1)} ms, p95 ${percentile(r.latencies!, 95).toFixed(1)} ms`,
    )
    .join('; ');
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** The CoQA targets: hybrid recall@10 against the better single mode, overall and per question type. */
function coqaTargets(corpus: RetrievalCorpus, byMode: Map<RetrievalMode, Ranking>): string[] {
  const r10 = (mode: RetrievalMode, type: string | null) => recallAt(10, ofType(corpus, byMode.get(mode)!, type));
  const lines: string[] = [];
  const best = Math.max(r10('semantic', null), r10('keyword', null));
  const ratio = r10('hybrid', null) / best;
  lines.push(
    `hybrid recall@10 / better single mode: ${r10('hybrid', null).toFixed(3)} / ${best.toFixed(3)} = ${ratio.toFixed(3)}  (target >= ${HYBRID_TARGET_RATIO})  ${verdict(ratio >= HYBRID_TARGET_RATIO)}`,
  );
  for (const type of [...new Set(corpus.queries.map((q) => q.type))].sort()) {
    const margin = r10('hybrid', type) - Math.max(r10('semantic', type), r10('keyword', type));
    lines.push(
      `  ${type}: hybrid - better single mode = ${margin >= 0 ? '+' : ''}${margin.toFixed(3)}  (target >= -${TYPE_TOLERANCE})  ${verdict(margin >= -TYPE_TOLERANCE)}`,
    );
  }
  return lines;
}

/** Recall@10 of the fusion over a grid of weights and pools, from every query's pool-200 candidates. */
async function tuningGrid(
  service: ReadyService,
  corpus: RetrievalCorpus,
  corpusIdsOf: Map<string, string[]>,
): Promise<string> {
  const running = findRunningEmbeddedDatabase(service.dataDir);
  if (!running) throw new Error("--tune reads the child's embedded database: run it without --milvus");
  const db = new pg.Pool({ connectionString: running.url, max: 1 });
  const store = new PgVectorStore({ url: running.url });
  try {
    const accountId = String(
      (
        await db.query<{ account_id: string }>(
          inlineParams('select account_id from api_keys where key_hash = $1', [hashApiKey(service.apiKey)]),
        )
      ).rows[0]!.account_id,
    );
    const perQuery: Candidate[][] = [];
    for (const query of corpus.queries) {
      const vector = Float32Array.from(
        (await postJson(`${service.url}/v1/embed`, service.apiKey, { text: query.text })).vector as number[],
      );
      perQuery.push(await store.candidates(COLLECTION, { accountId, vector, text: query.text, pool: TUNE_POOL }));
    }
    const rows = TUNE_POOLS.map((pool) => {
      const cells = TUNE_LIFTS.map((keywordLift) => {
        const answers = corpus.queries.map((q, i) => {
          const kept = withinPool(perQuery[i]!, pool);
          return {
            relevant: q.relevant,
            ranked: fuse(kept, 'hybrid', { keywordLift, pool })
              .slice(0, 10)
              .flatMap((h) => corpusIdsOf.get(h.id) ?? []),
          };
        });
        return recallAt(10, answers).toFixed(3);
      });
      return [String(pool), ...cells];
    });
    const grid = table(['pool', ...TUNE_LIFTS.map((l) => `lift ${l.toFixed(1)}`)], rows);
    return [
      grid,
      alternativeFusions(corpus, perQuery, corpusIdsOf),
      await rankingChoice(db, accountId, corpus, perQuery, corpusIdsOf),
    ].join('\n\n');
  } finally {
    await store.close();
    await db.end();
  }
}

/**
 * Recall@10, at the product's pool, of other fusion functions measured beside the lift: a convex
 * combination of the cosine and the max-normalised BM25, the same with the cosine min-max
 * normalised over the candidates, and reciprocal rank fusion (k 60).
 */
function alternativeFusions(
  corpus: RetrievalCorpus,
  perQuery: Candidate[][],
  corpusIdsOf: Map<string, string[]>,
): string {
  const recall = (score: (candidates: Candidate[]) => Map<string, number>) =>
    recallAt(
      10,
      corpus.queries.map((q, i) => {
        const kept = withinPool(perQuery[i]!, DEFAULT_FUSION.pool);
        const scores = score(kept);
        const ranked = [...kept].sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || (a.id < b.id ? -1 : 1));
        return { relevant: q.relevant, ranked: ranked.slice(0, 10).flatMap((c) => corpusIdsOf.get(c.id) ?? []) };
      }),
    ).toFixed(3);
  const convex = (w: number, minMax: boolean) => (candidates: Candidate[]) => {
    const cos = candidates.map((c) => Math.max(0, c.cosine ?? 0));
    const [lo, hi] = [Math.min(...cos), Math.max(...cos)];
    const best = Math.max(0, ...candidates.map((c) => c.keyword ?? 0));
    return new Map(
      candidates.map((c, i) => [
        c.id,
        (1 - w) * (minMax ? (hi > lo ? (cos[i]! - lo) / (hi - lo) : 0) : cos[i]!) +
          w * (best > 0 ? (c.keyword ?? 0) / best : 0),
      ]),
    );
  };
  const rrf = (candidates: Candidate[]) => {
    const rank = (key: Signal) => new Map(bestBy(candidates, key, Infinity).map((c, i) => [c.id, i]));
    const [byCosine, byKeyword] = [rank('cosine'), rank('keyword')];
    return new Map(
      candidates.map((c) => [
        c.id,
        1 / (60 + byCosine.get(c.id)!) + (byKeyword.has(c.id) ? 1 / (60 + byKeyword.get(c.id)!) : 0),
      ]),
    );
  };
  const weights = [0.1, 0.2, 0.3, 0.4, 0.5];
  return [
    `other fusions, recall@10 at pool ${DEFAULT_FUSION.pool} (w = the keyword weight):`,
    '',
    table(
      ['fusion', ...weights.map((w) => `w ${w.toFixed(1)}`)],
      [
        ['convex: (1 - w) x cosine + w x keyword', ...weights.map((w) => recall(convex(w, false)))],
        ['convex, cosine min-max over the candidates', ...weights.map((w) => recall(convex(w, true)))],
      ],
    ),
    `reciprocal rank fusion (k 60): ${recall(rrf)}`,
    `ceiling: recall of the union of the two signals' top 10 lists (up to 20 memories): ${unionOfTopTens(corpus, perQuery, corpusIdsOf)}`,
  ].join('\n');
}

/** The share of the evidence in either signal's top 10: no fusion that picks 10 of those 20 finds more. */
function unionOfTopTens(corpus: RetrievalCorpus, perQuery: Candidate[][], corpusIdsOf: Map<string, string[]>): string {
  const answers = corpus.queries.map((q, i) => {
    const union = [...new Set([...bestBy(perQuery[i]!, 'cosine', 10), ...bestBy(perQuery[i]!, 'keyword', 10)])];
    return { relevant: q.relevant, ranked: union.flatMap((c) => corpusIdsOf.get(c.id) ?? []) };
  });
  return recallAt(20, answers).toFixed(3);
}

/** Keyword-only recall of the store's BM25 against PostgreSQL's ts_rank and ts_rank_cd over the collection's texts. */
async function rankingChoice(
  db: pg.Pool,
  accountId: string,
  corpus: RetrievalCorpus,
  perQuery: Candidate[][],
  corpusIdsOf: Map<string, string[]>,
): Promise<string> {
  const table_ = physicalName(COLLECTION);
  const rankings: Ranking[] = [
    {
      label: 'BM25 of the keyword index',
      answers: corpus.queries.map((q, i) => ({
        relevant: q.relevant,
        ranked: fuse(perQuery[i]!, 'keyword')
          .slice(0, 10)
          .flatMap((h) => corpusIdsOf.get(h.id) ?? []),
      })),
    },
  ];
  for (const rank of ['ts_rank', 'ts_rank_cd']) {
    const answers: RankedAnswer[] = [];
    for (const q of corpus.queries) {
      const rows = await db.query<{ id: string }>(
        inlineParams(
          `select id from ${table_}, to_tsquery('simple', replace(plainto_tsquery('english', $2)::text, '&', '|')) as query
           where account_id = $1 and to_tsvector('english', text) @@ query order by ${rank}(to_tsvector('english', text), query) desc, id limit 10`,
          [accountId, q.text],
        ),
      );
      answers.push({ relevant: q.relevant, ranked: rows.rows.flatMap((r) => corpusIdsOf.get(r.id) ?? []) });
    }
    rankings.push({ label: `PostgreSQL ${rank} (GIN-style match of any word)`, answers });
  }
  return `keyword ranking alone, for the choice of the keyword index on PostgreSQL:\n\n${metricsTable({ ...corpus, queries: corpus.queries.map((q) => ({ ...q, type: 'all' })) }, rankings)}`;
}

type Signal = 'cosine' | 'keyword';

/** The best `n` candidates by one signal, as that signal's own pool would bring them (keyword: only those sharing a word). */
function bestBy(candidates: readonly Candidate[], key: Signal, n: number): Candidate[] {
  return candidates
    .filter((c) => key === 'cosine' || (c.keyword ?? 0) > 0)
    .sort((a, b) => (b[key] ?? 0) - (a[key] ?? 0))
    .slice(0, n);
}

/** The candidates a smaller pool would have brought: the best `pool` by cosine and by keyword score. */
function withinPool(candidates: readonly Candidate[], pool: number): Candidate[] {
  const top = (key: Signal) => new Set(bestBy(candidates, key, pool).map((c) => c.id));
  const kept = new Set([...top('cosine'), ...top('keyword')]);
  return candidates.filter((c) => kept.has(c.id));
}

interface CorpusRun {
  text: string;
  /** Recall@10 of each retrieval mode. */
  recall10: Map<RetrievalMode, number>;
}

async function runCorpus(name: Corpus, milvus: MilvusLite | null, tune: boolean, model: ModelRun): Promise<CorpusRun> {
  const corpus = name === 'own' ? loadOwn() : loadCoqa(tune ? 'tune' : 'report');
  const title = `${name === 'own' ? 'own evaluation set' : `CoQA (${tune ? 'tuning' : 'report'} split)`}, model ${modelLabel(model)}`;
  const env: Record<string, string> = {
    EMBEDDING_VARIANT: model.stores,
    EMBEDDING_QUERY_VARIANT: model.queries,
    ...(milvus ? { VECTOR_STORE_URL: milvus.url } : {}),
  };
  return withReadyService('bench-retrieval', env, async (service) => {
    process.stdout.write(`${title}: storing ${corpus.memories.length} memories ...\n`);
    const { corpusIdsOf, duplicates } = await storeAll(service, corpus);
    const byMode = new Map<RetrievalMode, Ranking>();
    for (const mode of RETRIEVAL_MODES) {
      process.stdout.write(`${title}: ${corpus.queries.length} queries, retrieval ${mode} ...\n`);
      byMode.set(mode, await searchAll(service, corpus.queries, mode, corpusIdsOf));
    }
    const rankings = [...byMode.values(), bm25Ranking(corpus)];
    const lines = [
      '',
      `${title}: ${corpus.memories.length} memories, ${corpus.queries.length} queries; store: ${milvus ? 'Milvus Lite' : 'pgvector (embedded)'}; fusion: keyword lift ${DEFAULT_FUSION.keywordLift}, pool ${DEFAULT_FUSION.pool}`,
      duplicates ? `note: ${duplicates} memories were answered as duplicates of others and share their rank` : '',
      '',
      metricsTable(corpus, rankings),
      '',
      `latency through HTTP: ${latencyLine(rankings)}`,
      '',
    ];
    if (name === 'own') {
      const recall5 = recallAt(5, byMode.get('hybrid')!.answers);
      lines.push(
        `hybrid recall@5: ${recall5.toFixed(3)}  (target >= ${OWN_TARGET_RECALL5})  ${verdict(recall5 >= OWN_TARGET_RECALL5)}`,
      );
    } else if (!tune) lines.push(...coqaTargets(corpus, byMode));
    if (tune) {
      process.stdout.write(`${title}: candidates of every query from the store (pool ${TUNE_POOL}) ...\n`);
      lines.push(
        '',
        'hybrid recall@10 by candidate pool per signal and keyword lift (score = semantic + (1 - semantic) x lift x keyword):',
        '',
        await tuningGrid(service, corpus, corpusIdsOf),
      );
    }
    const recall10 = new Map([...byMode].map(([mode, ranking]) => [mode, recallAt(10, ranking.answers)]));
    return { text: `${lines.join('\n')}\n`, recall10 };
  });
}

/** The builds of the model a run stores and searches with. */
interface ModelRun {
  stores: EmbeddingVariant;
  queries: EmbeddingVariant;
}

const modelLabel = (model: ModelRun) =>
  model.stores === model.queries ? model.stores : `${model.stores} stores, ${model.queries} queries`;

function variantComparison(name: Corpus, fp32: CorpusRun, other: CorpusRun, variant: string): string {
  const rows = RETRIEVAL_MODES.map((mode) => {
    const loss = fp32.recall10.get(mode)! - other.recall10.get(mode)!;
    return [
      mode,
      fp32.recall10.get(mode)!.toFixed(3),
      other.recall10.get(mode)!.toFixed(3),
      `${loss <= 0 ? '+' : '-'}${Math.abs(loss).toFixed(3)}`,
      loss <= INT8_MAX_RECALL_LOSS ? 'PASS' : 'FAIL',
    ];
  });
  return [
    '',
    `${name}: ${variant} against fp32, recall@10`,
    '',
    table(['mode', 'fp32', variant, 'change', `bar >= -${INT8_MAX_RECALL_LOSS}`], rows),
    '',
  ].join('\n');
}

function parseArgs(allArgs: string[]): {
  corpora: Corpus[];
  milvus: boolean;
  tune: boolean;
  models: ModelRun[];
} {
  const { variants, rest: args } = takeVariant(allArgs);
  let models: ModelRun[] = variants.map((v) => ({ stores: v, queries: v }));
  let corpora: Corpus[] = ['own', 'coqa'];
  let milvus = false;
  let tune = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--milvus') milvus = true;
    else if (args[i] === '--tune') tune = true;
    else if (args[i] === '--corpus' && (args[i + 1] === 'own' || args[i + 1] === 'coqa'))
      corpora = [args[++i] as Corpus];
    else if (args[i] === '--query-variant' && variants.length === 1 && args[i + 1] === 'int8') {
      models = [models[0]!, { stores: 'fp32', queries: 'int8' }];
      i++;
    } else
      throw new Error(
        `unknown argument '${args[i]}' (accepted: --milvus, --tune, --corpus own|coqa, --variant fp32|int8, or --query-variant int8 without --variant)`,
      );
  }
  if (tune) corpora = ['coqa'];
  return { corpora, milvus, tune, models };
}

export async function run(args: string[]): Promise<void> {
  const { corpora, milvus: onMilvus, tune, models } = parseArgs(args);
  for (const corpus of corpora) {
    const runs: CorpusRun[] = [];
    for (const model of models) {
      const milvus = onMilvus ? await startMilvusLite() : null;
      try {
        runs.push(await runCorpus(corpus, milvus, tune, model));
        process.stdout.write(runs.at(-1)!.text);
      } finally {
        await milvus?.stop();
      }
    }
    if (runs.length > 1) process.stdout.write(variantComparison(corpus, runs[0]!, runs[1]!, modelLabel(models[1]!)));
  }
}
