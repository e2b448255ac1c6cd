// Scale-out on PostgreSQL: throughput through a round-robin proxy in front of one service
// instance, then in front of two, in one run:
//
//   npm run bench -- scale-out                        starts its own PostgreSQL (scripts/services/postgres.sh)
//   npm run bench -- scale-out --database-url URL     a fresh database on that server instead
//
// Two service children (production settings) share one fresh PostgreSQL database (every record,
// the job queue, rate limits, overflow vectors) and one Milvus Lite server (the vectors of
// memories: VECTOR_STORE_URL; the PostgreSQL of the test harness has no pgvector). Each instance
// embeds with one thread (EMBEDDING_THREADS=1), so that on a machine with two free cores the
// second instance has a core of its own. The proxy (test/support/round-robin-proxy.ts) is in
// front in both configurations, so its cost is in the baseline too.
//
// Four operations, each run for RUN_SECONDS by CLIENTS concurrent clients (autocannon) with one
// instance and then with two: POST /v1/store of distinct texts, POST /v1/search over a seeded
// collection, POST /v1/overflow/store of random unit vectors, and POST /v1/overflow/search over
// a seeded overflow collection. Printed per row: requests/s, p50 and p99, how the proxy split the
// requests, and the ratio to the one-instance row of the same operation (ideal: 2.00). The model
// makes the first two CPU-bound: on a machine with fewer free cores than instances the ratio says
// more about the machine than about the service.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/support/round-robin-proxy.js';
import { unitVectors } from '../test/support/unit-vectors.js';
import { measure, runProblem, type LoadFigures } from './support/load.js';
import { startMilvusLite, type MilvusLite } from './support/milvus-lite.js';
import { benchDatabase, type BenchDatabase } from './support/postgres-server.js';
import { freePort, waitForHttp, waitUntilQuiet, type Started } from './support/processes.js';
import {
  enterpriseKey,
  HOST,
  onInterrupt,
  postJson,
  startServiceChild,
  table,
  waitForModel,
} from './support/service.js';

const RUN_SECONDS = 6;
const WARMUP_SECONDS = 3;
const CLIENTS = 8;
const SEED_MEMORIES = 100;
const SEED_OVERFLOW = 500;
const SEARCH_COLLECTION = 'bench-scale-search';
const OVERFLOW_SEARCH_COLLECTION = 'bench-scale-overflow-search';

const WHO = [
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
];
const WHAT = [
  'booked a room in Porto',
  'moved the design review',
  'prefers tea to coffee',
  'renewed the car insurance',
  'ordered a standing desk',
  'postponed the dentist',
  'shared the launch checklist',
  'forgot the gym pass',
  'picked the blue theme',
  'cancelled the newsletter',
  'signed the office lease',
];
const WHEN = [
  'on Monday',
  'for next spring',
  'after the board meeting',
  'before the holidays',
  'every other week',
  'since January',
  'at 7:30',
];
const QUERIES = [
  'who booked a room in Porto',
  'what does Priya drink',
  'when is the design review',
  'who renewed the insurance',
  'which theme was picked',
  'who signed the lease',
];

/** A distinct memory text for each n; `run` keeps the texts of different runs apart. */
function memoryText(run: string, n: number): string {
  return `${WHO[n % WHO.length]} ${WHAT[Math.floor(n / WHO.length) % WHAT.length]} ${WHEN[n % WHEN.length]} (${run} note ${n.toString(36)}).`;
}

interface Instance {
  url: string;
  dataDir: string;
  server: Started;
}

async function startInstance(databaseUrl: string, vectorStoreUrl: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-scale-out-'));
  const port = await freePort(HOST);
  const server = startServiceChild({
    dataDir,
    port,
    env: { DATABASE_URL: databaseUrl, VECTOR_STORE_URL: vectorStoreUrl, EMBEDDING_THREADS: '1' },
  });
  const url = `http://${HOST}:${port}`;
  await waitForHttp(server, `${url}/health`, 90_000);
  return { url, dataDir, server };
}

interface Operation {
  label: string;
  path: string;
  clients: number;
  /** The request bodies of a run with `instances` instances. */
  bodies(instances: number): string[];
}

interface RunFigures {
  operation: Operation;
  instances: number;
  load: LoadFigures;
  /** Requests each instance served, as the proxy counted them. */
  split: readonly number[];
}

const vectorsFor = (seed: number, count: number): number[][] =>
  unitVectors(seed, count, 768).map((v) => Array.from(v, (x) => Number(x.toFixed(6))));

function operations(): Operation[] {
  const overflowVectors = vectorsFor(11, 3000);
  const queryVectors = vectorsFor(12, 200);
  return [
    {
      label: 'POST /v1/store (embedding; record in PostgreSQL, vector in Milvus Lite)',
      path: '/v1/store',
      clients: CLIENTS,
      bodies: (n) =>
        Array.from({ length: 5000 }, (_, i) =>
          JSON.stringify({ text: memoryText(`store-${n}`, i), collection: `bench-scale-store-${n}` }),
        ),
    },
    {
      label: `POST /v1/search (embedding, Milvus Lite search over ${SEED_MEMORIES})`,
      path: '/v1/search',
      clients: CLIENTS,
      bodies: () =>
        Array.from({ length: 500 }, (_, i) =>
          JSON.stringify({ query: `${QUERIES[i % QUERIES.length]} ${i}`, collection: SEARCH_COLLECTION, limit: 5 }),
        ),
    },
    {
      label: 'POST /v1/overflow/store (compressed vector in PostgreSQL)',
      path: '/v1/overflow/store',
      clients: CLIENTS,
      bodies: (n) =>
        overflowVectors.map((vector, i) =>
          JSON.stringify({
            vector,
            text: memoryText(`overflow-${n}`, i),
            category: 'fact',
            importance: 0.5,
            collection: `bench-scale-overflow-${n}`,
          }),
        ),
    },
    {
      label: `POST /v1/overflow/search (per-instance index over ${SEED_OVERFLOW})`,
      path: '/v1/overflow/search',
      clients: CLIENTS,
      bodies: () =>
        queryVectors.map((vector) =>
          JSON.stringify({ vector, limit: 10, min_score: 0, collection: OVERFLOW_SEARCH_COLLECTION }),
        ),
    },
  ];
}

async function loadThrough(
  proxy: RoundRobinProxy,
  operation: Operation,
  instances: number,
  apiKey: string,
): Promise<RunFigures> {
  proxy.use(instances);
  proxy.resetCounts();
  process.stdout.write(
    `${elapsed()} ${instances} instance(s): ${RUN_SECONDS} s of ${operation.path} with ${operation.clients} clients ...\n`,
  );
  const load = await measure({
    url: `${proxy.url}${operation.path}`,
    bodies: operation.bodies(instances),
    headers: { authorization: `Bearer ${apiKey}` },
    connections: operation.clients,
    durationSeconds: RUN_SECONDS,
  });
  const problem = runProblem(`POST ${operation.path}`, load);
  if (problem) throw new Error(problem);
  return { operation, instances, load, split: [...proxy.counts] };
}

const begun = Date.now();
const elapsed = () => `[${((Date.now() - begun) / 1000).toFixed(0).padStart(3)} s]`;

/** Fills the collections the search runs read, through the proxy, with `clients` at once. */
async function seed(proxyUrl: string, apiKey: string): Promise<void> {
  const vectors = vectorsFor(13, SEED_OVERFLOW);
  const requests: Array<() => Promise<unknown>> = [
    ...Array.from(
      { length: SEED_MEMORIES },
      (_, i) => () =>
        postJson(
          `${proxyUrl}/v1/store`,
          apiKey,
          { text: memoryText('seed', i), collection: SEARCH_COLLECTION },
          [200, 201],
        ),
    ),
    ...vectors.map(
      (vector, i) => () =>
        postJson(
          `${proxyUrl}/v1/overflow/store`,
          apiKey,
          { vector, text: `seed ${i}`, category: 'fact', importance: 0.5, collection: OVERFLOW_SEARCH_COLLECTION },
          201,
        ),
    ),
  ];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < requests.length) await requests[next++]!();
    }),
  );
}

function parseArgs(args: string[]): { databaseUrl: string | null } {
  let databaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--database-url') databaseUrl = args[++i] ?? null;
    else throw new Error(`unknown argument '${args[i]}' (accepted: --database-url postgres://user@host:port/db)`);
  }
  return { databaseUrl };
}

export async function run(args: string[]): Promise<void> {
  const { databaseUrl } = parseArgs(args);
  process.stdout.write(
    `PostgreSQL: ${databaseUrl ? 'a fresh database on the given server' : 'a throwaway cluster'}; Milvus Lite ...\n`,
  );
  const instances: Instance[] = [];
  let database: BenchDatabase | null = null;
  let milvus: MilvusLite | null = null;
  let proxy: RoundRobinProxy | null = null;
  const cleanup = async () => {
    await proxy?.close();
    await Promise.all(instances.map((i) => i.server.stop()));
    for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
    await milvus?.stop();
    await database?.dispose();
  };
  const removeHandlers = onInterrupt(cleanup);
  try {
    database = await benchDatabase(databaseUrl);
    milvus = await startMilvusLite();
    // one after the other: the first applies the migrations
    instances.push(await startInstance(database.url, milvus.url));
    instances.push(await startInstance(database.url, milvus.url));
    const first = instances[0]!;
    const apiKey = await enterpriseKey(first.url, first.dataDir, 'bench-scale-out', {}, database.url);
    for (const instance of instances) {
      await waitForModel(instance.server, instance.url, apiKey, 120_000);
      await waitUntilQuiet(instance.server.child.pid);
    }
    proxy = await startRoundRobinProxy(instances.map((i) => i.url));

    process.stdout.write(
      `${elapsed()} seeding ${SEED_MEMORIES} memories and ${SEED_OVERFLOW} overflow memories to search, and warming up for ${WARMUP_SECONDS} s ...\n`,
    );
    await seed(proxy.url, apiKey);
    await measure({
      url: `${proxy.url}/v1/search`,
      bodies: QUERIES.map((q) => JSON.stringify({ query: q, collection: SEARCH_COLLECTION })),
      headers: { authorization: `Bearer ${apiKey}` },
      connections: 4,
      durationSeconds: WARMUP_SECONDS,
    });

    const rows: string[][] = [];
    for (const operation of operations()) {
      const one = await loadThrough(proxy, operation, 1, apiKey);
      const two = await loadThrough(proxy, operation, 2, apiKey);
      for (const f of [one, two]) {
        rows.push([
          f.instances === 1 ? operation.label : '',
          String(f.instances),
          f.load.requestsPerSecond.toFixed(1),
          f.load.p50Ms.toFixed(0),
          f.load.p99Ms.toFixed(0),
          f.split.slice(0, f.instances).join(' / '),
          (f.load.requestsPerSecond / one.load.requestsPerSecond).toFixed(2),
        ]);
      }
    }
    process.stdout.write(
      `\nScale-out through a round-robin proxy: one PostgreSQL, one Milvus Lite, EMBEDDING_THREADS=1 per instance, ${CLIENTS} clients, ${RUN_SECONDS} s per row\n\n` +
        table(['operation', 'instances', 'requests/s', 'p50 ms', 'p99 ms', 'per instance', 'ratio'], rows) +
        `\n\nratio: requests/s against the one-instance row of the same operation, measured in this run (ideal with two instances: 2.00)` +
        `\nrun took ${((Date.now() - begun) / 1000).toFixed(0)} s on ${availableParallelism()} cores\n`,
    );
  } finally {
    removeHandlers();
    await cleanup();
  }
}
