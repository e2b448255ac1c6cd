// Embedding throughput: the model alone, in process, next to POST /v1/embed of the service.
//
//   npm run bench -- embed                   the fp32 model (the default)
//   npm run bench -- embed --variant int8    fp32 and int8 in one run, compared
//
// Raw model: OnnxEmbedder on the installed model (threads = the machine's cores, at most 32
// windows per model call, as the service runs it) embeds a fixed list of 64 memory-style
// sentences, tokenized beforehand, one per call (batch 1) and 32 per call (batch 32). Each batch
// size is warmed up, then timed for RAW_SECONDS; the figure is sentences/s. The model is closed
// before the service starts, so the two never compete for the cores.
//
// HTTP: the service runs in a child process (fresh DATA_DIR, production settings, the same model,
// threads and batch size). An account is signed up and raised to the enterprise tier with the
// operator command (the free tier's monthly quotas would stop the run). Once GET /v1/health
// reports the embedding model healthy, autocannon, in this process, posts the same sentences in
// turn (one shared cursor, so concurrent requests carry different texts) to /v1/embed with 1 and
// with 32 connections: WARMUP_SECONDS not counted, then HTTP_SECONDS measured, giving requests/s,
// p50/p99 latency and the server's CPU time per request (from /proc).
//
// Target: HTTP throughput at 32 clients >= 0.8 x raw batch-32 throughput. The 1-client figure
// over raw batch 1 is printed for information, and so is the micro-batching effect: throughput
// at 32 clients over throughput at 1 client, with the server's CPU per request at each.
// autocannon shares the machine with the service, so the HTTP figures include its CPU cost.
// A missed target prints FAIL and exits 0; answers other than 2xx or socket errors make the run
// fail (see bench/run.ts).
//
// --variant int8 measures both variants: the raw model figures in alternating rounds (fp32, int8,
// fp32, int8; each variant's figure is the mean of its rounds, so a change in the machine's load
// falls on both), then the service with EMBEDDING_VARIANT=fp32 and =int8. It prints int8's
// throughput over fp32's at batch 1 and 32 (bar for int8 to become the default: >= 1.8 at batch
// 32), and the mean and minimum cosine between the two variants' vectors of the 1,443 texts of
// resources/classification/public-memories.jsonl and of the 64 sentences here.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { EmbeddingVariant } from '../src/config.js';
import { embedMany } from '../src/modules/embedding/embed-many.js';
import { EMBEDDING_DIMENSION } from '../src/modules/embedding/embedder.js';
import { OnnxEmbedder } from '../src/modules/embedding/onnx-embedder.js';
import { measure, runProblem, type LoadFigures } from './support/load.js';
import { embedFor } from './support/model-rate.js';
import { processCpuMs, type Started } from './support/processes.js';
import { requestJson, ROOT, table, withReadyService } from './support/service.js';
import { INT8_MIN_SPEEDUP, pairedCosines, requireModel, takeVariant } from './support/variants.js';

const THREADS = availableParallelism();
const MAX_BATCH = 32;
const RAW_WARMUP_SECONDS = 2;
const RAW_SECONDS = 5;
const CLIENTS = [1, 32] as const;
const WARMUP_SECONDS = 3;
const HTTP_SECONDS = 10;
const TARGET_MIN_RATIO = 0.8;
/** Alternating rounds of the raw model per variant when two variants are compared. */
const COMPARE_ROUNDS = 2;
const PUBLIC_SET = join(ROOT, 'resources', 'classification', 'public-memories.jsonl');

/** Memory-style sentences of 8 to 25 words, of every category, short and long. */
const SENTENCES: readonly string[] = [
  'The user prefers dark mode in every editor and terminal they open.',
  'Always answer in British English and avoid American spellings in written reports.',
  'Maria likes her coffee black, with no sugar, and drinks it before nine.',
  'The team decided to move the weekly planning meeting from Monday to Tuesday afternoon.',
  'We chose PostgreSQL over MySQL because the reporting queries rely on window functions.',
  'The project deadline for the mobile release is the fifteenth of March.',
  'Tom works as a site reliability engineer at a logistics company in Rotterdam.',
  'Acme Corporation is the largest customer and accounts for a third of revenue.',
  'Remember to water the tomato plants on the balcony every second evening.',
  'The user is allergic to peanuts and shellfish, so suggest recipes without them.',
  'Prefers short answers with a code example first and the explanation afterwards.',
  'After a long discussion we agreed to drop support for Internet Explorer eleven next quarter.',
  'The staging database is backed up every night at two in the morning, UTC.',
  'Jasmine is the product owner for the billing service and approves every pricing change.',
  'The Berlin office closes early on Fridays during the summer months, so anything that needs a signature there should arrive by Thursday evening.',
  'Please never schedule calls before ten in the morning on weekdays.',
  'The API gateway times out requests after thirty seconds unless the route overrides it.',
  'We will keep the monolith for now and revisit the split into services in autumn.',
  'Olivia has two children, a cat named Pepper, and lives near the river.',
  'The quarterly board meeting takes place in the second week of every quarter.',
  'He dislikes long email threads and would rather settle questions in a quick call.',
  'Lisbon was picked as the venue for the company offsite because flights are cheap.',
  'The invoice numbering restarted at one when the new accounting system went live in January.',
  'Northwind Traders supplies the office with coffee beans, tea and snacks every month.',
  'Check whether the certificate for the customer portal expires before the end of the month.',
  'Use tabs, not spaces, in the Go repositories, and run the formatter before every commit.',
  'The marketing budget for next year was cut by fifteen percent to fund hiring.',
  'Kenji speaks Japanese and Portuguese fluently and is learning Korean in the evenings.',
  'The load balancer health check hits the status endpoint every five seconds.',
  'She wants vegetarian options at every team lunch and prefers Indian or Lebanese food.',
  'We settled on weekly releases instead of daily ones to give the testers room, and the release manager signs off every Thursday before lunch.',
  'Globex runs its warehouse software on premises and cannot reach external services.',
  'The user mentioned feeling tired lately and asked for reminders to take breaks.',
  'Dark chocolate, jazz records and long train journeys are among his favourite things.',
  'Payments above ten thousand euros need a second approval from the finance lead.',
  'The support rotation changes every Wednesday at noon, and the handover happens in the channel.',
  'Ana moved from the design team to research last spring and now runs user interviews.',
  'We agreed that new features ship behind a flag until two customers have tried them.',
  'The main repository uses trunk-based development with short-lived branches merged within a day.',
  'Prefers metric units, twenty-four hour time and dates written as year, month, day.',
  'The conference in Toronto starts on a Thursday and runs for three days.',
  'Initech renewed its contract for two more years at the same price, on condition that the on-call support hours are extended to weekends.',
  'Let the user know whenever a main-branch build takes longer than fifteen minutes, with a link to the slowest pipeline step.',
  'The legacy reporting job reads from a replica that lags up to a minute behind.',
  'Going forward, every incident gets a written review within five working days of resolution.',
  'Priya manages the partnerships with universities and visits Bangalore twice a year.',
  'He likes to review pull requests in the morning and keeps afternoons free for deep work.',
  'The data retention policy keeps application logs for ninety days and audit logs for seven years.',
  'We picked Kotlin for the Android client because most of the team already knows it.',
  'The office wifi password is rotated on the first day of every month by the facilities team.',
  'Sam is colour blind, so charts should not rely on red and green alone.',
  'The customer asked for a demo of the export feature before signing the renewal.',
  'Umbrella Health stores patient records and requires every vendor to pass a security audit.',
  'The search index is rebuilt from scratch every Sunday night, which takes about four hours.',
  'She prefers to be addressed by her first name, even in formal emails.',
  'Decided to pause the loyalty programme until the new checkout flow is stable.',
  'The Raspberry Pi in the hallway runs the door sensor and the temperature logger.',
  'Ask before deleting any file in the shared drive, even when it looks like a duplicate.',
  'Lena runs marathons, trains five mornings a week and avoids meetings before eight.',
  'The mobile app supports the three most recent versions of iOS and Android.',
  'The final call was to host the documentation on our own servers rather than a third-party service.',
  'The user enjoys historical novels, especially those set in ancient Rome or medieval Japan.',
  'Contoso Bank uses single sign-on through its own identity provider for every contractor account.',
  'Thanks, that fixed the problem, I will see you tomorrow.',
];

interface RawFigures {
  batch1: number;
  batch32: number;
}

interface HttpFigures extends LoadFigures {
  connections: number;
  /** The server process's CPU time per completed request, in ms (null where /proc is missing). */
  cpuMsPerRequest: number | null;
}

function rawEmbedder(variant: EmbeddingVariant): OnnxEmbedder {
  return new OnnxEmbedder({ modelDir: requireModel(variant), threads: THREADS, maxWindowsPerRun: MAX_BATCH, variant });
}

async function measureRaw(variant: EmbeddingVariant): Promise<RawFigures> {
  const embedder = rawEmbedder(variant);
  try {
    await embedder.ready();
    const prepared = await Promise.all(SENTENCES.map((text) => embedder.prepare(text)));
    await embedFor(embedder, prepared, 1, RAW_WARMUP_SECONDS);
    const batch1 = await embedFor(embedder, prepared, 1, RAW_SECONDS);
    await embedFor(embedder, prepared, MAX_BATCH, RAW_WARMUP_SECONDS);
    const batch32 = await embedFor(embedder, prepared, MAX_BATCH, RAW_SECONDS);
    return { batch1, batch32 };
  } finally {
    await embedder.close();
  }
}

/** One request by hand before the load: the answer must be a vector of the model's dimension. */
async function checkEmbedAnswer(url: string, apiKey: string): Promise<void> {
  const body = await requestJson(
    `${url}/v1/embed`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: SENTENCES[0] }),
    },
    200,
  );
  const vector = body.vector;
  if (body.dimension !== EMBEDDING_DIMENSION || !Array.isArray(vector) || vector.length !== EMBEDDING_DIMENSION) {
    throw new Error(
      `POST /v1/embed did not answer a ${EMBEDDING_DIMENSION}-dimension vector: dimension ${String(body.dimension)}`,
    );
  }
}

/** autocannon posting the sentences in turn (one cursor shared by every connection). */
function postSentences(url: string, apiKey: string, connections: number, seconds: number): Promise<LoadFigures> {
  return measure({
    url: `${url}/v1/embed`,
    bodies: SENTENCES.map((text) => JSON.stringify({ text })),
    headers: { authorization: `Bearer ${apiKey}` },
    connections,
    durationSeconds: seconds,
  });
}

/** A warm-up (not counted), then the measured run, with the server's CPU time over that run. */
async function measureHttp(server: Started, url: string, apiKey: string, connections: number): Promise<HttpFigures> {
  await postSentences(url, apiKey, connections, WARMUP_SECONDS);
  const cpuBefore = processCpuMs(server.child.pid);
  const figures = await postSentences(url, apiKey, connections, HTTP_SECONDS);
  const cpuAfter = processCpuMs(server.child.pid);
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && figures.total > 0 ? (cpuAfter - cpuBefore) / figures.total : null;
  return { ...figures, connections, cpuMsPerRequest };
}

async function measureService(variant: EmbeddingVariant): Promise<HttpFigures[]> {
  const env = {
    EMBEDDING_THREADS: String(THREADS),
    EMBEDDING_MAX_BATCH: String(MAX_BATCH),
    EMBEDDING_VARIANT: variant,
  };
  return withReadyService('bench-embed', env, async ({ url, apiKey, server }) => {
    await checkEmbedAnswer(url, apiKey);
    const figures: HttpFigures[] = [];
    for (const connections of CLIENTS) {
      process.stdout.write(
        `loading POST /v1/embed: ${connections} connection(s), ${WARMUP_SECONDS} s warm-up + ${HTTP_SECONDS} s ...\n`,
      );
      figures.push(await measureHttp(server, url, apiKey, connections));
    }
    return figures;
  });
}

function httpTable(figures: HttpFigures[]): string {
  const rows = figures.map((f) => [
    `POST /v1/embed, ${f.connections} client${f.connections === 1 ? '' : 's'}`,
    f.requestsPerSecond.toFixed(1),
    f.p50Ms.toFixed(0),
    f.p99Ms.toFixed(0),
    String(f.non2xx),
    String(f.errors + f.timeouts),
    f.cpuMsPerRequest === null ? 'n/a' : f.cpuMsPerRequest.toFixed(1),
  ]);
  return table(['load', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'server CPU ms/req'], rows);
}

function report(
  variant: EmbeddingVariant,
  raw: RawFigures,
  single: HttpFigures,
  many: HttpFigures,
  loadBefore: number,
): string {
  const ratio = many.requestsPerSecond / raw.batch32;
  const singleRatio = single.requestsPerSecond / raw.batch1;
  const batching = many.requestsPerSecond / single.requestsPerSecond;
  const words = SENTENCES.map((s) => s.split(/\s+/).length);
  return [
    '',
    `variant ${variant}: ${SENTENCES.length} sentences (${Math.min(...words)} to ${Math.max(...words)} words), model threads ${THREADS}, Node ${process.version}`,
    `load average before the run: ${loadBefore.toFixed(2)}${loadBefore >= 0.5 ? '  (the machine was not idle: the figures are noisy)' : ''}`,
    '',
    table(
      ['raw model (in process)', 'sentences/s'],
      [
        ['batch 1', raw.batch1.toFixed(1)],
        [`batch ${MAX_BATCH}`, raw.batch32.toFixed(1)],
      ],
    ),
    '',
    httpTable([single, many]),
    '',
    `HTTP ${many.connections} clients / raw batch ${MAX_BATCH}: ${ratio.toFixed(3)}  (target >= ${TARGET_MIN_RATIO})  ${ratio >= TARGET_MIN_RATIO ? 'PASS' : 'FAIL'}`,
    `HTTP 1 client / raw batch 1:     ${singleRatio.toFixed(3)}  (information)`,
    `micro-batching: ${many.connections} clients give ${batching.toFixed(2)}x the throughput of 1 client` +
      (single.cpuMsPerRequest !== null && many.cpuMsPerRequest !== null
        ? `; server CPU per request ${single.cpuMsPerRequest.toFixed(1)} ms -> ${many.cpuMsPerRequest.toFixed(1)} ms`
        : ''),
    '',
  ].join('\n');
}

/** Each variant's raw figures: the mean of COMPARE_ROUNDS alternating rounds (one round with a single variant). */
async function measureRawAll(variants: readonly EmbeddingVariant[]): Promise<Map<EmbeddingVariant, RawFigures>> {
  const rounds = variants.length > 1 ? COMPARE_ROUNDS : 1;
  const sums = new Map<EmbeddingVariant, RawFigures>(variants.map((v) => [v, { batch1: 0, batch32: 0 }]));
  for (let round = 1; round <= rounds; round++) {
    for (const variant of variants) {
      process.stdout.write(
        `raw model ${variant}${rounds > 1 ? ` (round ${round} of ${rounds})` : ''}: batch 1 and batch ${MAX_BATCH}, ${RAW_WARMUP_SECONDS} s warm-up + ${RAW_SECONDS} s each ...\n`,
      );
      const figures = await measureRaw(variant);
      const sum = sums.get(variant)!;
      sum.batch1 += figures.batch1 / rounds;
      sum.batch32 += figures.batch32 / rounds;
    }
  }
  return sums;
}

async function vectorsOf(variant: EmbeddingVariant, texts: readonly string[]): Promise<Float32Array[]> {
  const embedder = rawEmbedder(variant);
  try {
    return await embedMany(embedder, texts, MAX_BATCH);
  } finally {
    await embedder.close();
  }
}

/** int8 against fp32: throughput ratios and how close the two variants' vectors are. */
async function comparison(raw: Map<EmbeddingVariant, RawFigures>): Promise<string> {
  const fp32 = raw.get('fp32')!;
  const int8 = raw.get('int8')!;
  const publicTexts = readFileSync(PUBLIC_SET, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { text: string }).text);
  process.stdout.write(
    `cosine between the variants: embedding ${publicTexts.length + SENTENCES.length} texts with each ...\n`,
  );
  const rows: string[][] = [];
  for (const [label, texts] of [
    [`public-memories.jsonl (${publicTexts.length} texts)`, publicTexts],
    [`the ${SENTENCES.length} sentences here`, SENTENCES],
  ] as const) {
    const { mean, min } = pairedCosines(await vectorsOf('fp32', texts), await vectorsOf('int8', texts));
    rows.push([label, mean.toFixed(4), min.toFixed(4)]);
  }
  const speedup = int8.batch32 / fp32.batch32;
  return [
    'int8 against fp32',
    '',
    table(
      ['raw model', 'fp32 sentences/s', 'int8 sentences/s', 'int8 / fp32'],
      [
        ['batch 1', fp32.batch1.toFixed(1), int8.batch1.toFixed(1), (int8.batch1 / fp32.batch1).toFixed(2)],
        [`batch ${MAX_BATCH}`, fp32.batch32.toFixed(1), int8.batch32.toFixed(1), speedup.toFixed(2)],
      ],
    ),
    '',
    table(['texts', 'mean cosine int8 / fp32', 'minimum'], rows),
    '',
    `int8 batch-${MAX_BATCH} throughput / fp32: ${speedup.toFixed(2)}  (bar for int8 as the default >= ${INT8_MIN_SPEEDUP})  ${speedup >= INT8_MIN_SPEEDUP ? 'PASS' : 'FAIL'}`,
    '',
  ].join('\n');
}

export async function run(args: string[]): Promise<void> {
  const { variants, rest } = takeVariant(args);
  if (rest.length)
    throw new Error(`unknown argument '${rest[0]}' (the embed benchmark takes only --variant fp32|int8)`);
  const loadBefore = loadavg()[0]!;
  const raw = await measureRawAll(variants);
  const problems: string[] = [];
  for (const variant of variants) {
    process.stdout.write(`starting the service (EMBEDDING_VARIANT=${variant}) ...\n`);
    const [single, many] = (await measureService(variant)) as [HttpFigures, HttpFigures];
    process.stdout.write(report(variant, raw.get(variant)!, single, many, loadBefore));
    problems.push(
      ...[single, many]
        .map((f) => runProblem(`${variant}, ${f.connections} client(s)`, f))
        .filter((p): p is string => p !== null),
    );
  }
  if (variants.length > 1) process.stdout.write(await comparison(raw));
  if (problems.length) throw new Error(`the run is not valid:\n  ${problems.join('\n  ')}`);
}
