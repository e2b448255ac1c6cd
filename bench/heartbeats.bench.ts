// Device heartbeats at volume.
//
//   npm run bench -- heartbeats                    2,000 devices
//   npm run bench -- heartbeats --devices 5000     another fleet size
//
// A service child (fresh DATA_DIR, production settings, enterprise account) with 2,000
// registered devices in 20 fleets of mixed strategies, each heartbeat for the next device with
// its own token and realistic metrics (battery, storage, network, backlog). First a steady 500
// heartbeats/s for 20 s from a light node:http sender, each timed from when it was due (the
// target: at least 500/s with p99 under 50 ms; the sender's own event-loop delay is printed, so
// a pause of the sender is not mistaken for one of the service); then autocannon over 32
// connections as fast as the service answers. Baseline of the same run, over the same
// connections: GET /health, the cheapest answer of the same server (the HTTP stack alone).
import { Agent, request as httpRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { figuresOf, measure, runProblem, type LoadFigures } from './support/load.js';
import { percentile } from './support/percentile.js';
import { postJson, table, withReadyService } from './support/service.js';

const DEFAULT_DEVICES = 2000;
const FLEETS = 20;
const CONNECTIONS = 32;
const TARGET_RATE = 500;
const TARGET_P99_MS = 50;
const SECONDS = 20;
const STRATEGIES = ['REAL_TIME', 'PERIODIC', 'ON_DEMAND', 'INTELLIGENT', 'BANDWIDTH_AWARE'] as const;
const NETWORKS = ['WIFI', 'CELLULAR', 'ETHERNET', 'SATELLITE'] as const;

function parseDevices(args: string[]): number {
  if (args.length === 0) return DEFAULT_DEVICES;
  if (args[0] !== '--devices' || args.length !== 2 || !/^\d+$/.test(args[1]!) || Number(args[1]) < 1)
    throw new Error('usage: npm run bench -- heartbeats [--devices N]');
  return Number(args[1]);
}

interface Registered {
  id: string;
  token: string;
}

/** A heartbeat body of device `i` at its `n`-th report: metrics that drift, a backlog that grows and drains. */
function heartbeatBody(i: number, n: number): string {
  return JSON.stringify({
    cpu_usage_pct: (i * 7 + n * 3) % 100,
    memory_usage_pct: (i * 11 + n) % 100,
    storage_usage_pct: 40 + ((i + n) % 50),
    battery_pct: 30 + ((i * 13 + n) % 70),
    network_type: NETWORKS[i % NETWORKS.length],
    signal_strength_dbm: -50 - ((i + n) % 60),
    memories_count: 1000 + i,
    sync_pending_count: (i + n) % 40,
  });
}

/** One POST over a kept-alive connection of `agent`: the status, or a thrown error. */
function post(agent: Agent, url: URL, path: string, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume(); // the answer is not read: only its arrival is timed
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Heartbeats sent at a steady `rate` (one every 1000/rate ms, open loop: a slow answer does not
 * delay the next request), each timed from the moment it was due, so queueing counts in full.
 * The sender uses node:http over kept-alive connections, far lighter than fetch: a pause of
 * the sender's own event loop would send a burst of overdue requests and be counted against the
 * service. Its event-loop delay is measured and printed beside the figures.
 */
async function pacedHeartbeats(
  url: string,
  devices: readonly Registered[],
  rate: number,
  seconds: number,
): Promise<{
  rate: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  senderDelayP99Ms: number;
  senderDelayMaxMs: number;
}> {
  const total = rate * seconds;
  const latencies: number[] = [];
  let failures = 0;
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const senderDelay = monitorEventLoopDelay({ resolution: 2 });
  senderDelay.enable();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const i = n % devices.length;
    const device = devices[i]!;
    inFlight.push(
      post(
        agent,
        target,
        `/v1/devices/${device.id}/heartbeat`,
        device.token,
        heartbeatBody(i, Math.floor(n / devices.length)),
      ).then(
        (status) => {
          if (status !== 200) failures++;
          latencies.push(performance.now() - due);
        },
        () => void failures++,
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  senderDelay.disable();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: total / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
    senderDelayP99Ms: senderDelay.percentile(99) / 1e6,
    senderDelayMaxMs: senderDelay.max / 1e6,
  };
}

async function heartbeats(url: string, devices: readonly Registered[], rate: number | null): Promise<LoadFigures> {
  const { default: autocannon } = await import('autocannon');
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          const i = n % devices.length;
          const device = devices[i]!;
          return {
            ...request,
            path: `/v1/devices/${device.id}/heartbeat`,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              authorization: `Bearer ${device.token}`,
            },
            body: heartbeatBody(i, Math.floor(n / devices.length)),
          };
        },
      },
    ],
  });
  return figuresOf(result);
}

export async function run(args: string[]): Promise<void> {
  const count = parseDevices(args);
  // the baseline's GET /health is an anonymous request: lift the per-address limit for it
  await withReadyService(
    'bench-heartbeats',
    { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' },
    async ({ url, apiKey }) => {
      process.stdout.write(`registering ${count} devices in ${FLEETS} fleets ...\n`);
      const fleets: string[] = [];
      for (let f = 0; f < FLEETS; f++)
        fleets.push(
          String(
            (
              await postJson(
                `${url}/v1/fleets`,
                apiKey,
                { name: `fleet ${f}`, sync_strategy: STRATEGIES[f % STRATEGIES.length] },
                201,
              )
            ).id,
          ),
        );
      const devices: Registered[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < count) {
            const i = next++;
            const body = await postJson(
              `${url}/v1/devices`,
              apiKey,
              { name: `device ${i}`, type: 'ROBOT', fleet_id: fleets[i % FLEETS], capabilities: { memory_mb: 2048 } },
              201,
            );
            devices[i] = { id: String(body.id), token: String(body.device_token) };
          }
        }),
      );

      process.stdout.write(
        `heartbeats at ${TARGET_RATE}/s for ${SECONDS} s, then as fast as answered; GET /health the same way ...\n`,
      );
      await pacedHeartbeats(url, devices, TARGET_RATE, 5); // every device ONLINE, caches and JIT warm; not counted
      const paced = await pacedHeartbeats(url, devices, TARGET_RATE, SECONDS);
      if (paced.failures > 0) throw new Error(`${paced.failures} paced heartbeats failed`);
      const health = await measure({ url: `${url}/health`, connections: CONNECTIONS, durationSeconds: SECONDS });
      const flat = await heartbeats(url, devices, null);
      for (const problem of [runProblem('heartbeats', flat), runProblem('health', health)]) {
        if (problem) throw new Error(problem);
      }
      const met = paced.rate >= TARGET_RATE * 0.98 && paced.p99Ms < TARGET_P99_MS;
      process.stdout.write(
        [
          '',
          table(
            ['', 'requests/s', 'p50 ms', 'p99 ms'],
            [
              [
                `heartbeats held at ${TARGET_RATE}/s (${count} devices), from when each was due`,
                paced.rate.toFixed(0),
                paced.p50Ms.toFixed(1),
                paced.p99Ms.toFixed(1),
              ],
              [
                'heartbeats, as fast as answered',
                flat.requestsPerSecond.toFixed(0),
                flat.p50Ms.toFixed(1),
                flat.p99Ms.toFixed(1),
              ],
              [
                'baseline: GET /health, as fast as answered',
                health.requestsPerSecond.toFixed(0),
                health.p50Ms.toFixed(1),
                health.p99Ms.toFixed(1),
              ],
            ],
          ),
          '',
          `heartbeats / baseline throughput: ${(flat.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`,
          `the sender's own event-loop delay while held at ${TARGET_RATE}/s: p99 ${paced.senderDelayP99Ms.toFixed(1)} ms, max ${paced.senderDelayMaxMs.toFixed(1)} ms`,
          `target: >= ${TARGET_RATE} heartbeats/s with p99 < ${TARGET_P99_MS} ms: ${met ? 'PASS' : 'FAIL'} (${paced.rate.toFixed(0)}/s, p99 ${paced.p99Ms.toFixed(1)} ms)`,
          '',
        ].join('\n'),
      );
    },
  );
}
