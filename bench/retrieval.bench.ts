// Retrieval quality of memory search against a BM25 baseline, on the project's evaluation set.
//
//   npm run bench -- retrieval            on the built-in store (pgvector, embedded database)
//   npm run bench -- retrieval --milvus   with the built-in store on a Milvus Lite server
//
// The service runs in a child process (fresh DATA_DIR, production settings). Every memory of
// resources/retrieval/evaluation-set.json is stored through POST /v1/store (classified as the
// service classifies, its evaluation id kept in metadata), then every query goes through POST
// /v1/search with limit 10 and min_score 0. In the same run, Okapi BM25 ranks the same memory
// texts for the same queries. Printed: recall@5 and MRR@10 of both, and their ratio. Targets:
// recall@5 >= 0.9 and >= 1.25 x BM25's recall@5. A missed target prints FAIL and exits 0.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Bm25Index } from './support/bm25.js';
import { startMilvusLite, type MilvusLite } from './support/milvus-lite.js';
import { mrrAt, recallAt, type RankedAnswer } from './support/retrieval-metrics.js';
import { postJson, ROOT, table, withReadyService } from './support/service.js';

interface EvaluationSet {
  memories: { id: string; text: string }[];
  queries: { id: string; text: string; relevant: string[] }[];
}

const COLLECTION = 'retrieval-eval';
const STORE_CONCURRENCY = 8;
const TARGET_RECALL = 0.9;
const TARGET_RATIO = 1.25;

function loadSet(): EvaluationSet {
  const set = JSON.parse(readFileSync(join(ROOT, 'resources', 'retrieval', 'evaluation-set.json'), 'utf8')) as EvaluationSet;
  const ids = new Set(set.memories.map((m) => m.id));
  for (const q of set.queries) for (const id of q.relevant) if (!ids.has(id)) throw new Error(`query ${q.id} names unknown memory ${id}`);
  return set;
}

/** Stores every memory; answers the evaluation ids behind each stored memory id (a duplicate joins its original). */
async function storeAll(url: string, apiKey: string, set: EvaluationSet): Promise<{ evalIdsOf: Map<string, string[]>; duplicates: number }> {
  const evalIdsOf = new Map<string, string[]>();
  let duplicates = 0;
  let next = 0;
  const worker = async () => {
    while (next < set.memories.length) {
      const memory = set.memories[next++]!;
      // 201 for a new memory, 200 for a duplicate of one stored before.
      const answer = await postJson(`${url}/v1/store`, apiKey, { text: memory.text, collection: COLLECTION, metadata: { eval_id: memory.id } }, [200, 201]);
      if (answer.status === 'duplicate') duplicates++;
      const id = String(answer.id);
      evalIdsOf.set(id, [...(evalIdsOf.get(id) ?? []), memory.id]);
    }
  };
  await Promise.all(Array.from({ length: STORE_CONCURRENCY }, worker));
  return { evalIdsOf, duplicates };
}

async function searchAll(url: string, apiKey: string, set: EvaluationSet, evalIdsOf: Map<string, string[]>): Promise<RankedAnswer[]> {
  const answers: RankedAnswer[] = [];
  for (const query of set.queries) {
    const found = await postJson(`${url}/v1/search`, apiKey, { query: query.text, collection: COLLECTION, limit: 10, min_score: 0 });
    const ranked = (found.results as { id: string }[]).flatMap((r) => evalIdsOf.get(r.id) ?? []);
    answers.push({ relevant: query.relevant, ranked });
  }
  return answers;
}

function bm25Answers(set: EvaluationSet): RankedAnswer[] {
  const index = new Bm25Index(set.memories.map((m) => m.text));
  return set.queries.map((q) => ({ relevant: q.relevant, ranked: index.search(q.text, 10).map((i) => set.memories[i]!.id) }));
}

async function serviceAnswers(set: EvaluationSet, milvus: MilvusLite | null): Promise<{ answers: RankedAnswer[]; duplicates: number }> {
  return withReadyService('bench-retrieval', milvus ? { VECTOR_STORE_URL: milvus.url } : {}, async ({ url, apiKey }) => {
    process.stdout.write(`storing ${set.memories.length} memories ...\n`);
    const { evalIdsOf, duplicates } = await storeAll(url, apiKey, set);
    process.stdout.write(`searching ${set.queries.length} queries ...\n`);
    return { answers: await searchAll(url, apiKey, set, evalIdsOf), duplicates };
  });
}

export async function run(args: string[]): Promise<void> {
  const unknown = args.filter((a) => a !== '--milvus');
  if (unknown.length) throw new Error(`unknown argument '${unknown[0]}' (accepted: --milvus)`);
  const set = loadSet();
  const milvus = args.includes('--milvus') ? await startMilvusLite() : null;
  let service: { answers: RankedAnswer[]; duplicates: number };
  try {
    service = await serviceAnswers(set, milvus);
  } finally {
    await milvus?.stop();
  }
  const bm25 = bm25Answers(set);
  const multi = set.queries.filter((q) => q.relevant.length > 1).length;
  const recall = recallAt(5, service.answers);
  const baseline = recallAt(5, bm25);
  const ratio = baseline > 0 ? recall / baseline : Infinity;
  const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  process.stdout.write(
    [
      '',
      `${set.memories.length} memories, ${set.queries.length} queries (${multi} with 2 or more relevant memories); store: ${milvus ? 'Milvus Lite' : 'pgvector (embedded)'}`,
      service.duplicates ? `note: ${service.duplicates} memories were answered as duplicates of others and share their rank` : '',
      '',
      table(
        ['ranking', 'recall@5', 'MRR@10'],
        [
          ['service search (service-embed-v1)', recall.toFixed(3), mrrAt(10, service.answers).toFixed(3)],
          ['BM25 (k1 1.2, b 0.75)', baseline.toFixed(3), mrrAt(10, bm25).toFixed(3)],
        ],
      ),
      '',
      `recall@5: ${recall.toFixed(3)}  (target >= ${TARGET_RECALL})  ${pass(recall >= TARGET_RECALL)}`,
      `recall@5 / BM25 recall@5: ${ratio.toFixed(2)}  (target >= ${TARGET_RATIO})  ${pass(ratio >= TARGET_RATIO)}`,
      '',
    ].join('\n'),
  );
}
