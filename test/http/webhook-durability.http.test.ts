// Webhook deliveries survive a crash: a real server process (embedded database) stores 200
// memories with a subscribed webhook, is killed with SIGKILL while the deliveries are still on
// their way to a slow receiver, and is started again on the same data directory: every event
// reaches the receiver, and a repeat (an attempt cut short by the kill) carries the same evt_ id
// and delivery id. (Two instances on one PostgreSQL delivering each attempt once between them:
// test/http/scale-out.http.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/support/processes.js';
import { enterpriseKey } from '../../bench/support/service.js';
import { startProcess, waitForPort, type Started } from '../support/child-process.js';
import { until } from '../support/eventually.js';
import { type HttpsReceiver, type ReceivedRequest } from '../support/https-receiver.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { unitVectors } from '../support/unit-vectors.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const MEMORIES = 200;
let outbound: OutboundFixture;
let receiver: HttpsReceiver;
const dir = mkdtempSync(join(tmpdir(), 'memsvc-durable-'));

beforeAll(async () => {
  outbound = await startOutboundFixture();
  receiver = outbound.receiver;
});
afterAll(async () => {
  await outbound?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Received MEMORY_STORED deliveries by memory id. */
function byMemory(requests: readonly ReceivedRequest[]): Map<string, ReceivedRequest[]> {
  const map = new Map<string, ReceivedRequest[]>();
  for (const r of requests) {
    const body = JSON.parse(r.rawBody);
    if (body.event !== 'MEMORY_STORED') continue;
    map.set(body.data.memory_id, [...(map.get(body.data.memory_id) ?? []), r]);
  }
  return map;
}

describe('a crash in the middle of deliveries', () => {
  const dataDir = join(dir, 'data');
  let server: Started | undefined;
  afterAll(async () => server?.stop());

  const start = async (port: number): Promise<Started> => {
    const started = startProcess(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: ROOT,
      env: {
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        VALIDATE_RESPONSES: 'false',
        ...outbound.env,
        DELIVERY_CONCURRENCY: '8',
      },
    });
    await waitForPort(started, '127.0.0.1', port, 90_000);
    return started;
  };

  // two starts of the service, 200 stores and every delivery: 51 s alone on a slow 2-core
  // machine, over a minute there beside the other suites; the waits inside bound each step
  it('loses no event: after SIGKILL and a restart every stored memory is delivered, repeats with the same ids', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = await start(port);
    const key = await enterpriseKey(url, dataDir, 'durable'); // no rate or quota limit stops the 200 stores
    const path = '/hooks/durable';
    receiver.setDefaultAnswer({ delayMs: 1000 }); // slow answers: at the kill, several attempts have been received but not answered
    const webhook = await post(
      `${url}/v1/webhooks`,
      { url: receiver.url(path), events: ['MEMORY_STORED'], retry_backoff_seconds: 1 },
      key,
    );
    expect(webhook.status).toBe(201);

    const vectors = unitVectors(4242, MEMORIES, 768);
    const ids: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < MEMORIES) {
          const i = next++;
          const stored = await post(
            `${url}/v1/overflow/store`,
            { vector: Array.from(vectors[i]!), text: `durable memory ${i}`, category: 'fact', importance: 0.5 },
            key,
          );
          expect(stored.status).toBe(201);
          ids.push(stored.body.id);
        }
      }),
    );
    const delivered = () => receiver.requests.filter((r) => r.path === path);
    await until('some deliveries', () => (delivered().length >= 20 ? true : undefined), 30_000, 100);
    const beforeKill = delivered().length;
    expect(beforeKill).toBeLessThan(MEMORIES); // the kill comes mid-delivery
    process.kill(-server.child.pid!, 'SIGKILL');
    await new Promise((r) => server!.child.once('exit', r));
    receiver.setDefaultAnswer({});

    server = await start(port);
    await until(
      'every memory delivered',
      () => (byMemory(delivered()).size === MEMORIES ? true : undefined),
      90_000,
      100,
    );
    // the attempts cut short by the kill are made again once their lease runs out: wait until every delivery is recorded
    const deliveriesDone = async () => {
      const res = await fetch(`${url}/v1/webhooks/${webhook.body.id}/deliveries?status=SUCCESS&page_size=1`, {
        headers: { authorization: `Bearer ${key}` },
      });
      return ((await res.json()) as { total: number }).total;
    };
    await until(
      `all ${MEMORIES} deliveries recorded as SUCCESS`,
      async () => ((await deliveriesDone()) >= MEMORIES ? true : undefined),
      60_000,
      250,
    );
    const received = byMemory(delivered());
    expect([...received.keys()].sort()).toEqual([...ids].sort());
    for (const [memoryId, copies] of received) {
      expect(new Set(copies.map((c) => JSON.parse(c.rawBody).id)).size, `event ids of ${memoryId}`).toBe(1);
      expect(new Set(copies.map((c) => c.headers['x-service-delivery-id'])).size, `delivery ids of ${memoryId}`).toBe(
        1,
      );
    }
    const repeats = [...received.values()].filter((c) => c.length > 1).length;
    expect(repeats).toBeGreaterThan(0); // the attempts the kill cut short were made again
    console.log(
      `${beforeKill} of ${MEMORIES} delivered before the kill, ${delivered().length} requests in all; ${repeats} delivered twice (attempts cut short by the kill)`,
    );
  }, 240_000);
});
