// Webhook delivery from store to receiver.
//
//   npm run bench -- webhooks                  1,000 memories, 10 webhooks
//   npm run bench -- webhooks --memories 3000  another number of memories
//
// A service child (fresh DATA_DIR, production settings, enterprise account) with 10 webhooks
// subscribed to MEMORY_STORED on one local HTTPS receiver (its own CA, trusted through
// OUTBOUND_CA_FILE). The memories are stored through POST /v1/overflow/store by 8 clients; each
// store is an event that becomes 10 signed deliveries. Printed: events/s and deliveries/s from
// the first store to the last delivery, event-to-delivery latency p50/p99 (from the event's
// timestamp to its arrival at the receiver), and, as the baseline of the same run, the rate at
// which this process alone POSTs the same bodies to the same receiver with as many clients as
// the service's DELIVERY_CONCURRENCY.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHttpsReceiver, type HttpsReceiver } from '../test/support/https-receiver.js';
import { percentile } from './support/percentile.js';
import { postJson, table, withReadyService } from './support/service.js';

const WEBHOOKS = 10;
const STORE_CLIENTS = 8;
const DEFAULT_MEMORIES = 1000;
const DELIVERY_CONCURRENCY = 16;

function parseMemories(args: string[]): number {
  if (args.length === 0) return DEFAULT_MEMORIES;
  if (args[0] !== '--memories' || args.length !== 2 || !/^\d+$/.test(args[1]!) || Number(args[1]) < 1) {
    throw new Error('usage: npm run bench -- webhooks [--memories N]');
  }
  return Number(args[1]);
}

function unitVector(seed: number): number[] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  const v = Array.from({ length: 768 }, next);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

/** Deliveries/s of this process POSTing `count` bodies to the receiver with `clients` at once. */
async function directRate(receiver: HttpsReceiver, body: string, count: number, clients: number): Promise<number> {
  const url = new URL(receiver.url('/direct'));
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', ca: receiver.caPem, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
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
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next++ < count) await post();
  }));
  return count / ((performance.now() - started) / 1000);
}

export async function run(args: string[]): Promise<void> {
  const memories = parseMemories(args);
  const receiver = await startHttpsReceiver();
  const dir = mkdtempSync(join(tmpdir(), 'memsvc-bench-webhooks-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, receiver.caPem);
  try {
    await withReadyService('bench-webhooks', { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1', OUTBOUND_CA_FILE: caFile, DELIVERY_CONCURRENCY: String(DELIVERY_CONCURRENCY) }, async ({ url, apiKey }) => {
      for (let i = 0; i < WEBHOOKS; i++) await postJson(`${url}/v1/webhooks`, apiKey, { url: receiver.url(`/hook/${i}`), events: ['MEMORY_STORED'] }, 201);
      const expected = memories * WEBHOOKS;
      process.stdout.write(`storing ${memories} memories with ${WEBHOOKS} webhooks subscribed (${expected} deliveries) ...\n`);
      let next = 0;
      const started = Date.now();
      await Promise.all(Array.from({ length: STORE_CLIENTS }, async () => {
        while (next < memories) {
          const i = next++;
          await postJson(`${url}/v1/overflow/store`, apiKey, { vector: unitVector(i + 1), text: `benchmark memory ${i}`, category: 'fact', importance: 0.5 }, 201);
        }
      }));
      const storedSeconds = (Date.now() - started) / 1000;
      const deliveries = () => receiver.requests.filter((r) => r.path.startsWith('/hook/'));
      const deadline = Date.now() + 600_000;
      while (deliveries().length < expected) {
        if (Date.now() > deadline) throw new Error(`only ${deliveries().length} of ${expected} deliveries arrived within 10 minutes`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const received = deliveries();
      const lastAt = Math.max(...received.map((r) => r.receivedAt.getTime()));
      const seconds = (lastAt - started) / 1000;
      const latencies = received.map((r) => r.receivedAt.getTime() - Date.parse(JSON.parse(r.rawBody).timestamp)).sort((a, b) => a - b);
      const distinct = new Set(received.map((r) => `${r.path} ${JSON.parse(r.rawBody).id}`)).size;

      process.stdout.write('baseline: the same bodies POSTed by this process alone ...\n');
      const baseline = await directRate(receiver, received[0]!.rawBody, Math.min(expected, 5000), DELIVERY_CONCURRENCY);
      const rate = expected / seconds;
      process.stdout.write(
        [
          '',
          table(['', 'value'], [
            ['memories stored (events)', String(memories)],
            ['webhooks subscribed', String(WEBHOOKS)],
            ['deliveries received (distinct)', `${received.length} (${distinct})`],
            ['store phase (s)', storedSeconds.toFixed(1)],
            ['first store to last delivery (s)', seconds.toFixed(1)],
            ['events/s, store to delivered', (memories / seconds).toFixed(1)],
            ['deliveries/s', rate.toFixed(1)],
            ['event-to-delivery latency p50 (ms)', percentile(latencies, 50).toFixed(0)],
            ['event-to-delivery latency p99 (ms)', percentile(latencies, 99).toFixed(0)],
            [`baseline: direct POSTs/s, ${DELIVERY_CONCURRENCY} clients`, baseline.toFixed(1)],
            ['deliveries/s / baseline', (rate / baseline).toFixed(2)],
          ]),
          '',
        ].join('\n'),
      );
    });
  } finally {
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
