// Webhook delivery from store to receiver.
//
//   npm run bench -- webhooks                  1,000 memories, 10 webhooks
//   npm run bench -- webhooks --memories 3000  another number of memories
//   npm run bench -- webhooks --postgres       on a throwaway PostgreSQL cluster instead of the
//                                              embedded database (--database-url URL: a fresh
//                                              database on that server)
//
// A service child (fresh DATA_DIR, production settings, enterprise account) with 10 webhooks
// subscribed to MEMORY_STORED on one local HTTPS receiver (its own CA, trusted through
// OUTBOUND_CA_FILE). The memories are stored through POST /v1/overflow/store by 8 clients; each
// store is an event that becomes 10 signed deliveries. Two phases: a burst (as fast as the
// clients store) gives events/s and deliveries/s from the first store to the last delivery and
// the latency under that backlog; then 100 memories stored at 10 a second (100 deliveries a
// second) give the event-to-delivery latency without a backlog. Latency runs from the event's
// timestamp to its arrival at the receiver. Baseline of the same run: the rate at which this
// process alone POSTs the same bodies to the same receiver with as many clients as the
// service's DELIVERY_CONCURRENCY, over kept-alive connections (as the service does, per address
// its SSRF check approved) and, for comparison, on a new connection each time.
// Targets: burst deliveries/s >= 0.5 x the kept-alive direct rate; paced event-to-delivery p99
// under 150 ms.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../test/support/https-receiver.js';
import { percentile } from './support/percentile.js';
import { benchDatabase, type BenchDatabase } from './support/postgres-server.js';
import { postJson, table, withReadyService } from './support/service.js';

const WEBHOOKS = 10;
const STORE_CLIENTS = 8;
const DEFAULT_MEMORIES = 1000;
const DELIVERY_CONCURRENCY = 16;
const PACED_MEMORIES = 100;
const PACED_PER_SECOND = 10;
const TARGET_RATE_RATIO = 0.5;
const TARGET_PACED_P99_MS = 150;

interface Options {
  memories: number;
  /** null: the embedded database; else the admin URL of a server, or '' for a throwaway cluster. */
  postgres: string | null;
}

function parseArgs(args: string[]): Options {
  const usage = 'usage: npm run bench -- webhooks [--memories N] [--postgres | --database-url URL]';
  const options: Options = { memories: DEFAULT_MEMORIES, postgres: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--postgres') options.postgres = '';
    else if (arg === '--database-url' && args[i + 1]) options.postgres = args[++i]!;
    else if (arg === '--memories' && /^\d+$/.test(args[i + 1] ?? '') && Number(args[i + 1]) >= 1)
      options.memories = Number(args[++i]);
    else throw new Error(usage);
  }
  return options;
}

function unitVector(seed: number): number[] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  const v = Array.from({ length: 768 }, next);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

/** Deliveries/s of this process POSTing `count` bodies to the receiver with `clients` at once. */
async function directRate(
  receiver: HttpsReceiver,
  body: string,
  count: number,
  clients: number,
  keepAlive: boolean,
): Promise<number> {
  const url = new URL(receiver.url('/direct'));
  const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: clients, ca: receiver.caPem }) : false;
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          ca: receiver.caPem,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next++ < count) await post();
    }),
  );
  const rate = count / ((performance.now() - started) / 1000);
  if (agent) agent.destroy();
  return rate;
}

/** Milliseconds from each delivery's event to its arrival, ascending. */
function latencies(received: readonly ReceivedRequest[]): number[] {
  return received
    .map((r) => r.receivedAt.getTime() - Date.parse((JSON.parse(r.rawBody) as { timestamp: string }).timestamp))
    .sort((a, b) => a - b);
}

async function waitForDeliveries(
  receiver: HttpsReceiver,
  prefix: string,
  expected: number,
): Promise<ReceivedRequest[]> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const received = receiver.requests.filter((r) => r.path.startsWith(prefix));
    if (received.length >= expected) return received;
    if (Date.now() > deadline)
      throw new Error(`only ${received.length} of ${expected} deliveries arrived within 10 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function run(args: string[]): Promise<void> {
  const { memories, postgres } = parseArgs(args);
  const receiver = await startHttpsReceiver();
  const dir = mkdtempSync(join(tmpdir(), 'memsvc-bench-webhooks-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, receiver.caPem);
  let database: BenchDatabase | null = null;
  try {
    if (postgres !== null) database = await benchDatabase(postgres || null);
    process.stdout.write(`database: ${database ? 'PostgreSQL' : 'the embedded default'}\n`);
    await withReadyService(
      'bench-webhooks',
      {
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
        OUTBOUND_CA_FILE: caFile,
        DELIVERY_CONCURRENCY: String(DELIVERY_CONCURRENCY),
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      async ({ url, apiKey }) => {
        for (let i = 0; i < WEBHOOKS; i++)
          await postJson(
            `${url}/v1/webhooks`,
            apiKey,
            { url: receiver.url(`/hook/${i}`), events: ['MEMORY_STORED'] },
            201,
          );
        const expected = memories * WEBHOOKS;
        process.stdout.write(
          `storing ${memories} memories with ${WEBHOOKS} webhooks subscribed (${expected} deliveries) ...\n`,
        );
        let next = 0;
        const started = Date.now();
        await Promise.all(
          Array.from({ length: STORE_CLIENTS }, async () => {
            while (next < memories) {
              const i = next++;
              await postJson(
                `${url}/v1/overflow/store`,
                apiKey,
                { vector: unitVector(i + 1), text: `benchmark memory ${i}`, category: 'fact', importance: 0.5 },
                201,
              );
            }
          }),
        );
        const storedSeconds = (Date.now() - started) / 1000;
        const received = await waitForDeliveries(receiver, '/hook/', expected);
        const lastAt = Math.max(...received.map((r) => r.receivedAt.getTime()));
        const seconds = (lastAt - started) / 1000;
        const burst = latencies(received);
        const distinct = new Set(received.map((r) => `${r.path} ${(JSON.parse(r.rawBody) as { id: string }).id}`)).size;

        process.stdout.write(`paced: ${PACED_MEMORIES} more memories at ${PACED_PER_SECOND} a second ...\n`);
        const pacedStart = Date.now();
        for (let i = 0; i < PACED_MEMORIES; i++) {
          const due = pacedStart + (i * 1000) / PACED_PER_SECOND;
          if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
          await postJson(
            `${url}/v1/overflow/store`,
            apiKey,
            { vector: unitVector(memories + i + 1), text: `paced memory ${i}`, category: 'fact', importance: 0.5 },
            201,
          );
        }
        const paced = latencies(
          (await waitForDeliveries(receiver, '/hook/', expected + PACED_MEMORIES * WEBHOOKS)).slice(expected),
        );

        process.stdout.write('baseline: the same bodies POSTed by this process alone ...\n');
        const count = Math.min(expected, 3000);
        const fresh = await directRate(receiver, received[0]!.rawBody, count, DELIVERY_CONCURRENCY, false);
        const kept = await directRate(receiver, received[0]!.rawBody, count, DELIVERY_CONCURRENCY, true);
        const rate = expected / seconds;
        process.stdout.write(
          [
            '',
            table(
              ['', 'value'],
              [
                ['memories stored in the burst (events)', String(memories)],
                ['webhooks subscribed', String(WEBHOOKS)],
                ['deliveries received (distinct)', `${received.length} (${distinct})`],
                ['burst: store phase (s)', storedSeconds.toFixed(1)],
                ['burst: first store to last delivery (s)', seconds.toFixed(1)],
                ['burst: events/s, store to delivered', (memories / seconds).toFixed(1)],
                ['burst: deliveries/s', rate.toFixed(1)],
                [
                  'burst: event-to-delivery p50 / p99 (ms)',
                  `${percentile(burst, 50).toFixed(0)} / ${percentile(burst, 99).toFixed(0)}`,
                ],
                [
                  `paced (${PACED_PER_SECOND} events/s): event-to-delivery p50 / p99 (ms)`,
                  `${percentile(paced, 50).toFixed(0)} / ${percentile(paced, 99).toFixed(0)}`,
                ],
                [`baseline: direct POSTs/s, ${DELIVERY_CONCURRENCY} clients, new connections`, fresh.toFixed(1)],
                [`baseline: direct POSTs/s, ${DELIVERY_CONCURRENCY} clients, kept alive`, kept.toFixed(1)],
                ['burst deliveries/s / new-connection baseline', (rate / fresh).toFixed(2)],
                ['burst deliveries/s / kept-alive baseline', (rate / kept).toFixed(2)],
              ],
            ),
            '',
            `burst rate: ${(rate / kept).toFixed(2)} x the kept-alive direct rate (target >= ${TARGET_RATE_RATIO}): ${rate / kept >= TARGET_RATE_RATIO ? 'PASS' : 'FAIL'}`,
            `paced p99: ${percentile(paced, 99).toFixed(0)} ms (target < ${TARGET_PACED_P99_MS}): ${percentile(paced, 99) < TARGET_PACED_P99_MS ? 'PASS' : 'FAIL'}`,
            '',
          ].join('\n'),
        );
      },
    );
  } finally {
    await receiver.close();
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
