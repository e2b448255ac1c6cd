// Twenty reference edge agents (examples/edge-agent) syncing with the real service and model
// through a lossy network: connections delayed, dropped before the request reaches the service,
// and dropped after it did but before the answer got back. While the network is lossy the cloud
// also forgets memories and every agent gets a sync job. After heal(), every agent converges,
// nothing is stored twice, and every sync job completed; a second job for every agent, on the
// healed network, is received and completed by each.
//
// The proxy's decisions are seeded; the seed is printed, and LOSSY_PROXY_SEED=<seed> repeats a run.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeAgent, type AgentLogger } from '../../examples/edge-agent/src/agent.js';
import { LocalStore } from '../../examples/edge-agent/src/local-store.js';
import { SyncClient } from '../../examples/edge-agent/src/sync-client.js';
import { normalizeText } from '../../src/modules/intelligence/dedup/normalized-text.js';
import { signatureSimilarity, simhash } from '../../src/modules/intelligence/dedup/simhash.js';
import { DUPLICATE_THRESHOLD } from '../../src/modules/intelligence/dedup/duplicate-detector.js';
import { until } from '../support/eventually.js';
import { LossyProxy } from '../support/lossy-proxy.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { FLEET_COLLECTIONS, FLEET_MEMORIES, type FleetCollection } from '../fixtures/edge-fleet-memories.js';

const SEED = process.env.LOSSY_PROXY_SEED ? Number(process.env.LOSSY_PROXY_SEED) : randomInt(2 ** 31);
const FAULTS = { dropBeforeRate: 0.12, dropAfterRate: 0.12, delayRate: 0.3, maxDelayMs: 300 };
const LOSSY_AT_LEAST_MS = 10_000;

type Role = 'both' | 'push' | 'pull';
interface Written {
  collection: FleetCollection;
  text: string;
}
interface Member {
  index: number;
  role: Role;
  device: { id: string; token: string };
  pullCollections: FleetCollection[] | null;
  writes: Written[];
  dataDir: string;
  agent: EdgeAgent;
  warnings: string[];
}
interface CloudMemory {
  collection: string;
  text: string;
}

/** 14 both, 3 push, 3 pull (two of them narrowed to one collection). */
const ROLES: Role[] = [...Array<Role>(14).fill('both'), ...Array<Role>(3).fill('push'), ...Array<Role>(3).fill('pull')];
const PULL_COLLECTIONS: Record<number, FleetCollection[]> = { 18: ['warehouse'], 19: ['safety'] };
/** Member 16 writes texts that four others write too: identical texts on two devices. */
const SHARED_FROM = [0, 29, 47, 58];

let server: TestServer;
let proxy: LossyProxy;
let apiKey: string;
let auditor: { id: string; token: string };
const fleet: Member[] = [];
let retries = 0;

function writesOf(index: number, role: Role): Written[] {
  if (role === 'pull') return [];
  if (index === 16) return SHARED_FROM.map((i) => FLEET_MEMORIES[i]!);
  return FLEET_MEMORIES.slice(index * 4, index * 4 + 4);
}

async function register(name: string, type: string): Promise<{ id: string; token: string }> {
  const res = await server.call('POST', '/v1/devices', { token: apiKey, body: { name, type } });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, token: res.body.device_token };
}

/** The account's memories now, read directly (not through the proxy) from the whole change feed. */
async function cloudMemories(): Promise<Map<string, CloudMemory>> {
  const memories = new Map<string, CloudMemory>();
  let cursor: string | null = null;
  for (;;) {
    const query: string = `?limit=500${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await server.call('GET', `/v1/devices/${auditor.id}/memories/changes${query}`, {
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    expect(res.status, res.text).toBe(200);
    for (const change of res.body.changes as Array<{
      change: string;
      memory_id: string;
      collection: string;
      text: string | null;
    }>) {
      if (change.change === 'forgotten') memories.delete(change.memory_id);
      else memories.set(change.memory_id, { collection: change.collection, text: change.text! });
    }
    cursor = res.body.next_cursor;
    if (!res.body.has_more) return memories;
  }
}

const key = (m: { collection: string; text: string }) => `${m.collection} | ${m.text}`;
const sorted = <T>(items: T[]) => [...items].sort();

/** What a member should hold: all of the cloud (both), the cloud of its collections (pull), or what it wrote (push). */
function expectedHoldings(member: Member, cloud: Map<string, CloudMemory>): string[] | null {
  if (member.role === 'push') return null;
  return sorted(
    [...cloud]
      .filter(
        ([, m]) => member.pullCollections === null || member.pullCollections.includes(m.collection as FleetCollection),
      )
      .map(([id, m]) => `${id} ${key(m)}`),
  );
}

const holdings = (member: Member) => sorted(member.agent.store.all().map((m) => `${m.memoryId} ${key(m)}`));

function converged(cloud: Map<string, CloudMemory>): boolean {
  return fleet.every((member) => {
    if (member.role !== 'pull' && member.agent.store.unsynced().length > 0) return false;
    const expected = expectedHoldings(member, cloud);
    if (expected === null) return member.agent.store.all().every((m) => m.memoryId !== null && cloud.has(m.memoryId));
    return JSON.stringify(holdings(member)) === JSON.stringify(expected);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const account = await signUp(server);
  apiKey = account.apiKey;
  // three collections: more than the free tier allows
  await server.service.db.orm.em
    .getConnection()
    .execute("update accounts set tier = 'builder' where email = ?", [account.email]);
  proxy = await LossyProxy.start(server.url, { seed: SEED, faults: FAULTS });
  console.info(`edge agents: lossy proxy seed ${SEED} (repeat with LOSSY_PROXY_SEED=${SEED})`);
});

afterAll(async () => {
  await Promise.all(fleet.map((member) => member.agent.stop()));
  await proxy?.close();
  await server?.stop();
  for (const member of fleet) rmSync(member.dataDir, { recursive: true, force: true });
});

interface IssuedJob {
  member: Member;
  jobId: string;
  commandsBefore: number;
  heartbeatFailuresBefore: number;
}

const JOB_DIRECTIONS = ['both', 'pull', 'push'] as const;

/** A sync job for every agent: directions in turn, every fifth forced. */
async function issueSyncJobs(): Promise<IssuedJob[]> {
  const jobs: IssuedJob[] = [];
  for (const member of fleet) {
    await until(
      `device ${member.index} online`,
      async () =>
        (await server.call('GET', `/v1/devices/${member.device.id}`, { token: apiKey })).body.status === 'ONLINE'
          ? true
          : undefined,
      30_000,
      200,
    );
    const { syncCommands, heartbeatFailures } = member.agent.counters;
    const body = { direction: JOB_DIRECTIONS[member.index % 3], force: member.index % 5 === 1 };
    const res = await server.call('POST', `/v1/devices/${member.device.id}/sync`, { token: apiKey, body });
    expect(res.status, res.text).toBe(202);
    jobs.push({
      member,
      jobId: res.body.job_id,
      commandsBefore: syncCommands,
      heartbeatFailuresBefore: heartbeatFailures,
    });
  }
  return jobs;
}

/** Waits until every job is COMPLETED; fails at once on a FAILED one. */
async function untilCompleted(jobs: IssuedJob[]): Promise<void> {
  for (const { member, jobId } of jobs) {
    await until(
      `sync job of device ${member.index} (${member.role}) completed`,
      async () => {
        const res = await server.call('GET', `/v1/devices/${member.device.id}/sync/${jobId}`, { token: apiKey });
        expect(res.body.status, `sync job of device ${member.index}`).not.toBe('FAILED');
        return res.body.status === 'COMPLETED' ? true : undefined;
      },
      30_000,
      200,
    );
  }
}

describe('twenty edge agents through a lossy network', () => {
  it('the fixture texts are distinct memories to the service (no two near-duplicates)', () => {
    for (const [i, a] of FLEET_MEMORIES.entries()) {
      for (const b of FLEET_MEMORIES.slice(i + 1)) {
        if (a.collection !== b.collection) continue;
        expect(signatureSimilarity(simhash(a.text).value, simhash(b.text).value), `${a.text} / ${b.text}`).toBeLessThan(
          DUPLICATE_THRESHOLD,
        );
      }
    }
  });

  it('push, pull and forget converge to one copy of every memory on every agent, and faults really happened', async () => {
    const started = Date.now();
    auditor = await register('Auditor', 'CUSTOM');
    for (const [index, role] of ROLES.entries()) {
      const device = await register(
        `Agent ${index}`,
        role === 'both' ? 'ROBOT' : role === 'push' ? 'SMART_CAMERA' : 'IOT_GATEWAY',
      );
      const dataDir = mkdtempSync(join(tmpdir(), `edge-agent-${index}-`));
      const warnings: string[] = [];
      const logger: AgentLogger = { info: () => undefined, warn: (message) => void warnings.push(message) };
      const client = new SyncClient({
        serviceUrl: proxy.url,
        deviceId: device.id,
        deviceToken: device.token,
        backoff: { baseDelayMs: 50, maxDelayMs: 800, maxAttempts: 5 },
        timeoutsMs: { heartbeat: 5_000, push: 30_000, pull: 10_000 },
        onRetry: () => void retries++,
      });
      const pullCollections = PULL_COLLECTIONS[index] ?? null;
      const agent = new EdgeAgent({
        client,
        store: await LocalStore.open(dataDir),
        direction: role,
        pullCollections,
        heartbeatIntervalMs: 400,
        pullIntervalMs: 1_000,
        readVitals: () => ({ batteryPct: 40 + index, networkType: 'WIFI', storageUsagePct: 30 }),
        logger,
      });
      fleet.push({ index, role, device, pullCollections, writes: writesOf(index, role), dataDir, agent, warnings });
    }

    // half of the memories before the agents start, half while they run, all while the network is lossy
    for (const member of fleet) for (const memory of member.writes.slice(0, 2)) await member.agent.remember(memory);
    for (const member of fleet) member.agent.start();
    // the rest once every agent has run (a heartbeat answered and a sync done), so they land mid-run
    await until(
      'every agent to heartbeat and sync once',
      () => (fleet.every((m) => m.agent.counters.heartbeats > 0 && m.agent.counters.syncs > 0) ? true : undefined),
      30_000,
    );
    for (const member of fleet) for (const memory of member.writes.slice(2)) await member.agent.remember(memory);

    // the cloud forgets two memories that only one `both` agent wrote
    const writers = new Map<string, Member[]>();
    for (const member of fleet)
      for (const memory of member.writes) writers.set(key(memory), [...(writers.get(key(memory)) ?? []), member]);
    const forgettable = (m: CloudMemory) =>
      writers.get(key(m))?.length === 1 && writers.get(key(m))![0]!.role === 'both';
    const candidates = await until(
      'memories to forget in the cloud',
      async () => {
        const found = [...(await cloudMemories())].filter(([, m]) => forgettable(m));
        return found.length >= 2 ? found.slice(0, 2) : undefined;
      },
      60_000,
      250,
    );
    const forgotten = candidates.map(([id, m]) => ({ id, ...m }));
    for (const memory of forgotten) {
      const res = await server.call('POST', '/v1/forget', {
        token: apiKey,
        body: { memory_id: memory.id, collection: memory.collection },
      });
      expect(res.status, res.text).toBe(200);
    }

    // a sync job for every agent through the API, of every direction (some with nothing in common
    // with the agent's own), handed over as `sync` commands on lossy heartbeats
    const lossyJobs = await issueSyncJobs();

    await until(
      'faults of both kinds for long enough',
      () =>
        Date.now() - started >= LOSSY_AT_LEAST_MS && proxy.counts.droppedBefore > 0 && proxy.counts.droppedAfter > 0
          ? true
          : undefined,
      60_000,
      100,
    );
    const lossyMs = Date.now() - started;
    const requestsWhileLossy = proxy.counts.requests;
    proxy.heal();

    const cloud = await until(
      'every agent converged',
      async () => {
        const now = await cloudMemories();
        return converged(now) ? now : undefined;
      },
      60_000,
      250,
    );
    const convergedMs = Date.now() - started;
    await untilCompleted(lossyJobs);
    // an agent misses a command only if every attempt of every heartbeat between its hand-over and
    // its completion was lost, so one that got none must have had a heartbeat fail entirely
    for (const job of lossyJobs) {
      const { syncCommands, heartbeatFailures } = job.member.agent.counters;
      expect(
        syncCommands > job.commandsBefore || heartbeatFailures > job.heartbeatFailuresBefore,
        `agent ${job.member.index} got its command`,
      ).toBe(true);
    }
    // on the healed network every agent receives its command and completes its job
    const healedJobs = await issueSyncJobs();
    await untilCompleted(healedJobs);
    for (const job of healedJobs)
      expect(job.member.agent.counters.syncCommands, `agent ${job.member.index} got its command`).toBeGreaterThan(
        job.commandsBefore,
      );
    await Promise.all(fleet.map((member) => member.agent.stop()));

    // the cloud: every written memory exactly once, identical texts collapsed, forgotten ones gone
    const forgottenKeys = new Set(forgotten.map(key));
    const cloudKeys = [...cloud.values()].map(key);
    expect(new Set([...cloud.values()].map((m) => `${m.collection} | ${normalizeText(m.text)}`)).size).toBe(cloud.size);
    expect(sorted(cloudKeys)).toEqual(sorted([...writers.keys()].filter((k) => !forgottenKeys.has(k))));
    for (const memory of forgotten) expect(cloud.has(memory.id)).toBe(false);
    for (const collection of FLEET_COLLECTIONS) {
      const stats = await server.call('GET', `/v1/stats?collection=${collection}`, { token: apiKey });
      expect(stats.body.total_memories, collection).toBe(
        [...cloud.values()].filter((m) => m.collection === collection).length,
      );
    }

    // every agent: one copy per memory; both and pull hold exactly the cloud (of their collections); push holds what it wrote
    for (const member of fleet) {
      const memories = member.agent.store.all();
      const label = `agent ${member.index} (${member.role})`;
      expect(new Set(memories.map((m) => m.memoryId)).size, label).toBe(memories.length);
      expect(
        memories.every((m) => m.memoryId !== null),
        label,
      ).toBe(true);
      const expected = expectedHoldings(member, cloud);
      if (expected !== null) expect(holdings(member), label).toEqual(expected);
      if (member.role === 'push') {
        expect(sorted(memories.map(key)), label).toEqual(sorted(member.writes.map(key)));
        for (const m of memories)
          expect(cloud.get(m.memoryId!), label).toEqual({ collection: m.collection, text: m.text });
      }
      if (member.role !== 'pull') {
        for (const written of member.writes.filter((w) => !forgottenKeys.has(key(w)))) {
          const own = memories.find((m) => key(m) === key(written));
          expect(own?.localId, `${label}: ${written.text}`).toBeTruthy();
          expect(own?.memoryId, `${label}: ${written.text}`).toBeTruthy();
        }
      }
      // a reload from disk gives the same memories
      expect(
        sorted((await LocalStore.open(member.dataDir)).all().map((m) => `${m.memoryId} ${key(m)}`)),
        label,
      ).toEqual(holdings(member));
    }
    // identical texts on two devices are one memory
    for (const i of SHARED_FROM) {
      const [first, second] = writers.get(key(FLEET_MEMORIES[i]!))!;
      const idOf = (member: Member) =>
        member.agent.store.all().find((m) => key(m) === key(FLEET_MEMORIES[i]!))?.memoryId;
      expect(idOf(first!)).toBeTruthy();
      expect(idOf(first!)).toBe(idOf(second!));
    }

    // the faults really happened, of every kind
    expect(proxy.counts.droppedBefore).toBeGreaterThan(0);
    expect(proxy.counts.droppedAfter).toBeGreaterThan(0);
    expect(proxy.counts.delayed).toBeGreaterThan(0);

    const total = (counter: keyof EdgeAgent['counters']) =>
      fleet.reduce((sum, m) => sum + m.agent.counters[counter], 0);
    console.info(
      `edge agents: seed ${SEED}; ${proxy.counts.requests} requests through the proxy (${requestsWhileLossy} while lossy): ${proxy.counts.delayed} delayed, ` +
        `${proxy.counts.droppedBefore} dropped before forwarding, ${proxy.counts.droppedAfter} dropped after (${proxy.counts.cutMidAnswer} cut mid-answer); ` +
        `${retries} retries; ${fleet.reduce((n, m) => n + m.writes.length, 0)} memories written, ${writers.size} distinct, ${forgotten.length} forgotten, ${cloud.size} in the cloud; ` +
        `pushes acknowledged ${total('acknowledged')} (${total('existing')} as existing after a lost answer), ${total('pulledChanges')} changes pulled, ` +
        `${total('heartbeats')} heartbeats (${total('heartbeatFailures')} failed), ${total('syncCommands')} sync commands received for ${lossyJobs.length + healedJobs.length} jobs; ` +
        `lossy for ${(lossyMs / 1000).toFixed(1)} s, converged ${((convergedMs - lossyMs) / 1000).toFixed(1)} s after heal`,
    );
  }, 180_000);
});
