// Overflow search on compressed vectors at volume, against exact float search in the same run.
//
//   npm run bench -- overflow                 100,000 stored vectors of one account
//   npm run bench -- overflow --size 20000    another size
//
// Vectors: real sentence embeddings of the service's own model (bench/support/large-corpus.ts:
// prose sentences of the docstrings of the Python standard library and of large PyPI packages;
// made once, about half an hour the first time). Queries: 500 more sentences of the same kind,
// not in the corpus.
//
// A service child (fresh DATA_DIR, production settings, enterprise account) stores every vector
// through POST /v1/overflow/store (STORE_CLIENTS at once). One search builds the collection's
// index (timed apart). Then every query goes through POST /v1/overflow/search (limit 10,
// min_score 0), one after another: latency p50/p99 and recall@10 against the exact top 10 by
// cosine similarity of the float vectors, which this process computes by a plain float scan,
// timed per query as the reference. Also printed: stored bytes per memory (the service's own
// statistics) against float32. Targets: recall@10 >= 0.95 and search p50 <= 20 ms.
import { loadLargeCorpus } from './support/large-corpus.js';
import { postJson, requestJson, table, withReadyService } from './support/service.js';
import { percentile } from './support/percentile.js';

const DEFAULT_SIZE = 100_000;
const STORE_CLIENTS = 8;
const K = 10;
const QUERIES = 500;
const TARGET_RECALL = 0.95;
const TARGET_P50_MS = 20;
const CATEGORIES = ['preference', 'decision', 'fact', 'entity', 'other'] as const;

/** Indices of the k best vectors by inner product (all unit length: cosine), best first. */
function exactTopK(corpus: Float32Array[], query: Float32Array, k: number): number[] {
  const best: { i: number; s: number }[] = [];
  for (let i = 0; i < corpus.length; i++) {
    const v = corpus[i]!;
    let s = 0;
    for (let j = 0; j < v.length; j++) s += v[j]! * query[j]!;
    if (best.length < k || s > best[best.length - 1]!.s) {
      best.push({ i, s });
      best.sort((x, y) => y.s - x.s);
      if (best.length > k) best.pop();
    }
  }
  return best.map((b) => b.i);
}

function parseSize(args: string[]): number {
  if (args.length === 0) return DEFAULT_SIZE;
  if (args[0] !== '--size' || args.length !== 2 || !/^\d+$/.test(args[1]!) || Number(args[1]) < K) {
    throw new Error('usage: npm run bench -- overflow [--size N] (N >= 10)');
  }
  return Number(args[1]);
}

export async function run(args: string[]): Promise<void> {
  const size = parseSize(args);
  const { corpus, queries } = await loadLargeCorpus(size, QUERIES);
  process.stdout.write(`${corpus.length} real sentence embeddings stored, ${queries.length} real queries\n`);

  process.stdout.write('exact float scan in this process (the reference) ...\n');
  const exact: number[][] = [];
  const scanMs: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    exact.push(exactTopK(corpus, q, K));
    scanMs.push(performance.now() - started);
  }

  await withReadyService('bench-overflow', {}, async ({ url, apiKey }) => {
    process.stdout.write(
      `storing ${size} memories through POST /v1/overflow/store with ${STORE_CLIENTS} clients ...\n`,
    );
    const idOf = new Map<string, number>();
    let next = 0;
    const storeStarted = performance.now();
    const worker = async () => {
      while (next < corpus.length) {
        const i = next++;
        const answer = await postJson(
          `${url}/v1/overflow/store`,
          apiKey,
          {
            vector: Array.from(corpus[i]!),
            text: `memory ${i}`,
            category: CATEGORIES[i % CATEGORIES.length],
            importance: 0.5,
          },
          201,
        );
        idOf.set(String(answer.id), i);
        if ((i + 1) % 20_000 === 0) process.stdout.write(`  ${i + 1} stored\n`);
      }
    };
    await Promise.all(Array.from({ length: STORE_CLIENTS }, worker));
    const storeSeconds = (performance.now() - storeStarted) / 1000;

    const search = (q: Float32Array) =>
      postJson(`${url}/v1/overflow/search`, apiKey, { vector: Array.from(q), limit: K, min_score: 0 });
    const buildStarted = performance.now();
    await search(queries[0]!);
    const firstSearchMs = performance.now() - buildStarted;
    for (const q of queries.slice(0, 20)) await search(q); // warm-up

    process.stdout.write(`${queries.length} searches through POST /v1/overflow/search ...\n`);
    const latencies: number[] = [];
    let found = 0;
    for (const [qi, q] of queries.entries()) {
      const started = performance.now();
      const answer = await search(q);
      latencies.push(performance.now() - started);
      const truth = new Set(exact[qi]);
      for (const r of answer.results as { id: string }[]) if (truth.has(idOf.get(r.id)!)) found++;
    }
    const recall = found / (queries.length * K);
    latencies.sort((a, b) => a - b);
    scanMs.sort((a, b) => a - b);
    const stats = await requestJson(
      `${url}/v1/overflow/stats`,
      { headers: { authorization: `Bearer ${apiKey}` } },
      200,
    );
    const total = Number(stats.total_memories);
    const savedPerMemory = Number(stats.compression_savings_bytes) / total;
    const vectorBytes = 3072 - savedPerMemory;

    const p50 = percentile(latencies, 50);
    process.stdout.write(
      [
        '',
        table(
          ['', 'value'],
          [
            ['stored memories', String(total)],
            ['store throughput (memories/s)', (size / storeSeconds).toFixed(0)],
            ['first search, index built (ms)', firstSearchMs.toFixed(0)],
            ['search p50 (ms)', p50.toFixed(1)],
            ['search p99 (ms)', percentile(latencies, 99).toFixed(1)],
            ['recall@10 vs exact float search', recall.toFixed(4)],
            ['reference: float scan p50 in this process (ms)', percentile(scanMs, 50).toFixed(1)],
            ['vector bytes per memory (float32: 3072)', vectorBytes.toFixed(0)],
            ['stored bytes per memory (vector, text, metadata)', (Number(stats.storage_bytes) / total).toFixed(0)],
          ],
        ),
        '',
        `recall@10 ${recall.toFixed(4)} (target >= ${TARGET_RECALL}) ${recall >= TARGET_RECALL ? 'PASS' : 'FAIL'}`,
        `search p50 ${p50.toFixed(1)} ms (target <= ${TARGET_P50_MS} ms) ${p50 <= TARGET_P50_MS ? 'PASS' : 'FAIL'}`,
        '',
      ].join('\n'),
    );
  });
}
