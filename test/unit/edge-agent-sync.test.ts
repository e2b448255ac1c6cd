// The edge agent's wire client and sync rules (examples/edge-agent), without a server: which
// failures the client retries, and what the agent pushes, pulls and keeps for each direction,
// refusal and command.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EdgeAgent, narrowed } from '../../examples/edge-agent/src/agent.js';
import { LocalStore } from '../../examples/edge-agent/src/local-store.js';
import type {
  DeviceChangesPage,
  DevicePushedMemory,
  DevicePushOutcome,
  HeartbeatRequest,
  HeartbeatResponse,
} from '../../examples/edge-agent/src/sdk.js';
import { RequestRejected, SyncClient, type PullQuery } from '../../examples/edge-agent/src/sync-client.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'edge-sync-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const envelope = (code: string, message: string, details: Record<string, unknown> = {}) => ({
  error: { code, message, details },
});

/** A fetch that answers from a script, one entry per request, recording what was sent. */
function scriptedFetch(script: Array<Response | Error | 'hang'>) {
  const sent: Array<{ url: string; method: string; authorization: string | null; body: unknown }> = [];
  const fetchApi = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    // the client sends a string URL and a JSON text body
    sent.push({
      url: url instanceof Request ? url.url : url.toString(),
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const next = script.shift();
    if (next === undefined) throw new Error('the script ran out');
    if (next === 'hang') {
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
      );
    }
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetchApi, sent };
}

function clientWith(script: Array<Response | Error | 'hang'>, retried: number[] = []) {
  const { fetchApi, sent } = scriptedFetch(script);
  const client = new SyncClient({
    serviceUrl: 'http://edge.test/',
    deviceId: 'dev_1',
    deviceToken: 'devtok_secret',
    fetchApi,
    backoff: { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 4 },
    timeoutsMs: { heartbeat: 50, push: 50, pull: 50 },
    onRetry: (_operation, _error, _retry, delayMs) => void retried.push(delayMs),
  });
  return { client, sent };
}

const pushed = { results: [{ local_id: 'n1', memory_id: 'mem_1', status: 'created' }] };

describe('edge agent sync client', () => {
  it('sends the device token and the wire names, and retries resets, timeouts and 5xx until an answer', async () => {
    const { client, sent } = clientWith([
      new TypeError('fetch failed'),
      'hang',
      json(503, envelope('SERVICE_UNAVAILABLE', 'Try again.')),
      json(200, pushed),
    ]);
    const outcomes = await client.push([{ localId: 'n1', text: 'Aisle 7 is blocked.', collection: 'warehouse' }]);
    expect(outcomes).toEqual([{ localId: 'n1', memoryId: 'mem_1', status: 'created' }]);
    expect(sent).toHaveLength(4);
    expect(sent[0]).toEqual({
      url: 'http://edge.test/v1/devices/dev_1/memories/push',
      method: 'POST',
      authorization: 'Bearer devtok_secret',
      body: { memories: [{ local_id: 'n1', text: 'Aisle 7 is blocked.', collection: 'warehouse' }] },
    });
    expect(client.takeAttemptCounts()).toEqual({ attempts: 4, failures: 3 });
    expect(client.takeAttemptCounts()).toEqual({ attempts: 0, failures: 0 });
  });

  it('does not send a request again that the service refused with a 4xx', async () => {
    const { client, sent } = clientWith([
      json(
        422,
        envelope('VALIDATION_ERROR', 'The request has invalid fields: cursor.', { cursor: 'is not a valid cursor' }),
      ),
    ]);
    const refused = client.pullPage({ cursor: 'c_bad', limit: 10, collections: ['warehouse', 'safety'] });
    await expect(refused).rejects.toBeInstanceOf(RequestRejected);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      details: { cursor: 'is not a valid cursor' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(
      'http://edge.test/v1/devices/dev_1/memories/changes?cursor=c_bad&limit=10&collections=warehouse%2Csafety',
    );
  });

  it('retries 408 and 429, waiting the Retry-After the service asked for', async () => {
    const retried: number[] = [];
    const { client } = clientWith(
      [
        json(408, envelope('REQUEST_TIMEOUT', 'Too slow.')),
        json(429, envelope('RATE_LIMITED', 'Slow down.'), { 'retry-after': '1' }),
        json(200, pushed),
      ],
      retried,
    );
    await client.push([{ localId: 'n1', text: 'x', collection: 'warehouse' }]);
    expect(retried).toHaveLength(2);
    expect(retried[1]).toBeGreaterThanOrEqual(1_000);
  });

  it('gives up after the last attempt with the last failure', async () => {
    const { client, sent } = clientWith([json(500, {}), json(502, {}), json(503, {}), json(504, {})]);
    await expect(client.heartbeat({})).rejects.toMatchObject({ name: 'TransientResponse', status: 504 });
    expect(sent).toHaveLength(4);
  });
});

/** A stand-in for the wire client that records what the agent sends and answers from a script. */
class FakeClient {
  heartbeats: HeartbeatRequest[] = [];
  pushes: DevicePushedMemory[][] = [];
  pulls: PullQuery[] = [];
  heartbeatAnswer: Partial<HeartbeatResponse> = {};
  pages: DeviceChangesPage[] = [];
  refusePush: ((batch: DevicePushedMemory[]) => RequestRejected | null) | null = null;
  refusePull: ((query: PullQuery) => RequestRejected | null) | null = null;
  private nextId = 1;

  async heartbeat(report: HeartbeatRequest): Promise<HeartbeatResponse> {
    this.heartbeats.push(report);
    return {
      status: 'OK',
      serverTime: new Date(),
      syncRequired: false,
      syncPriority: 'LOW',
      pendingCommands: [],
      ...this.heartbeatAnswer,
    };
  }

  async push(batch: DevicePushedMemory[]): Promise<DevicePushOutcome[]> {
    this.pushes.push(batch);
    const refusal = this.refusePush?.(batch);
    if (refusal) throw refusal;
    return batch.map((m) => ({ localId: m.localId, memoryId: `mem_${this.nextId++}`, status: 'created' }));
  }

  async pullPage(query: PullQuery): Promise<DeviceChangesPage> {
    this.pulls.push(query);
    const refusal = this.refusePull?.(query);
    if (refusal) throw refusal;
    return this.pages.shift() ?? { changes: [], nextCursor: query.cursor ?? 'c_MA', hasMore: false };
  }

  takeAttemptCounts() {
    return { attempts: 10, failures: 3 };
  }
}

async function agentWith(options: { direction?: 'push' | 'pull' | 'both'; pullCollections?: string[] } = {}) {
  const client = new FakeClient();
  const store = await LocalStore.open(dataDir);
  const agent = new EdgeAgent({ client: client as unknown as SyncClient, store, pushBatchSize: 50, ...options });
  return { client, store, agent };
}

describe('edge agent sync rules', () => {
  it('narrows its direction by a request: nothing in common means nothing to do', () => {
    expect(narrowed('both', undefined)).toBe('both');
    expect(narrowed('both', 'pull')).toBe('pull');
    expect(narrowed('push', 'both')).toBe('push');
    expect(narrowed('push', 'pull')).toBeNull();
    expect(narrowed('pull', 'pull')).toBe('pull');
  });

  it('never pulls with direction push, and never pushes with direction pull', async () => {
    const pusher = await agentWith({ direction: 'push' });
    await pusher.agent.remember({ text: 'Dock 2 is closed.', collection: 'warehouse' });
    await pusher.agent.syncOnce();
    expect(pusher.client.pushes).toHaveLength(1);
    expect(pusher.client.pulls).toHaveLength(0);
    expect(pusher.store.unsynced()).toEqual([]);

    rmSync(dataDir, { recursive: true, force: true });
    const puller = await agentWith({ direction: 'pull', pullCollections: ['safety'] });
    await puller.agent.remember({ text: 'Kept on the device only.', collection: 'safety' });
    await puller.agent.syncOnce();
    expect(puller.client.pushes).toHaveLength(0);
    expect(puller.client.pulls).toEqual([{ cursor: null, limit: 100, collections: ['safety'] }]);
  });

  it('pushes in batches and pulls pages until has_more is false, saving each page cursor', async () => {
    const { client, store, agent } = await agentWith();
    for (let i = 0; i < 120; i++) await agent.remember({ text: `note ${i}`, collection: 'warehouse' });
    client.pages = [
      { changes: [], nextCursor: 'c_MQ', hasMore: true },
      {
        changes: [
          {
            change: 'stored',
            memoryId: 'mem_x',
            collection: 'warehouse',
            text: 'From elsewhere.',
            category: 'fact',
            importance: 0.5,
            metadata: {},
            localId: null,
            changedAt: new Date(),
          },
        ],
        nextCursor: 'c_Mg',
        hasMore: false,
      },
    ];
    const report = await agent.syncOnce();
    expect(client.pushes.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(client.pulls.map((q) => q.cursor)).toEqual([null, 'c_MQ']);
    expect(report).toMatchObject({ pushed: 120, acknowledged: 120, pages: 2, pulledChanges: 1, errors: [] });
    expect(store.cursor).toBe('c_Mg');
    expect(store.size).toBe(121);
  });

  it('finds the memory at fault in a batch refused as invalid, keeps it unpushed, and stores the others', async () => {
    const { client, store, agent } = await agentWith();
    for (const text of ['fine one', 'BAD', 'fine two', 'fine three'])
      await agent.remember({ text, collection: 'warehouse' });
    client.refusePush = (batch) =>
      batch.some((m) => m.text === 'BAD')
        ? new RequestRejected(422, 'VALIDATION_ERROR', 'The request has invalid fields: text.')
        : null;
    const report = await agent.syncOnce();
    expect(report).toMatchObject({ acknowledged: 3, rejected: 1, errors: [] });
    expect(store.all().find((m) => m.text === 'BAD')).toMatchObject({
      memoryId: null,
      rejected: 'VALIDATION_ERROR: The request has invalid fields: text.',
    });
    const pushesSoFar = client.pushes.length;
    await agent.syncOnce();
    expect(client.pushes).toHaveLength(pushesSoFar); // not offered again
  });

  it('keeps memories unsynced when the push is refused for another reason, and still pulls', async () => {
    const { client, store, agent } = await agentWith();
    await agent.remember({ text: 'Over quota.', collection: 'warehouse' });
    client.refusePush = () => new RequestRejected(403, 'QUOTA_EXCEEDED', 'The month is used up.');
    const report = await agent.syncOnce();
    expect(report.errors).toEqual(['push: The month is used up.']);
    expect(client.pushes).toHaveLength(1);
    expect(client.pulls).toHaveLength(1);
    expect(store.unsynced()).toHaveLength(1);
  });

  it('pulls everything again when the service refuses the saved cursor', async () => {
    const { client, store, agent } = await agentWith();
    await store.applyPage([], 'c_OTk5');
    client.refusePull = (query) =>
      query.cursor === 'c_OTk5'
        ? new RequestRejected(422, 'VALIDATION_ERROR', 'The cursor is not one this service gave out.', {
            cursor: 'is not a valid cursor',
          })
        : null;
    const report = await agent.syncOnce();
    expect(report.errors).toEqual([]);
    expect(client.pulls.map((q) => q.cursor)).toEqual(['c_OTk5', null]);
  });

  it('reports its backlog and error rate in the heartbeat, and follows a sync command', async () => {
    const { client, store, agent } = await agentWith();
    await store.applyPage([], 'c_NQ');
    await agent.remember({ text: 'Waiting to be pushed.', collection: 'warehouse' });
    client.heartbeatAnswer = {
      syncRequired: true,
      syncPriority: 'HIGH',
      pendingCommands: [
        {
          command: 'sync',
          issuedAt: new Date(),
          args: { job_id: 'sync_1', direction: 'pull', force: true, collections: ['warehouse'] },
        },
      ],
    };
    await agent.tick();
    expect(client.heartbeats[0]).toMatchObject({
      memoriesCount: 1,
      syncPendingCount: 1,
      customMetrics: { requests: 10, failed_requests: 3, error_rate_pct: 30 },
    });
    expect(client.pushes).toHaveLength(0); // the command asked for a pull only
    expect(client.pulls.map((q) => q.cursor)).toEqual([null]); // force: from the start
    expect(agent.counters.syncCommands).toBe(1);

    client.heartbeatAnswer = {};
    await agent.tick(); // the backlog is reason enough
    expect(client.pushes).toHaveLength(1);
  });

  const syncCommand = (direction: string, force = false) => ({
    pendingCommands: [
      { command: 'sync', issuedAt: new Date(), args: { job_id: 'sync_7', direction, force, collections: null } },
    ],
  });

  it('answers every sync command with a request: an empty push when a push agent has nothing to send, its own direction when the command has nothing in common', async () => {
    const pusher = await agentWith({ direction: 'push' });
    pusher.client.heartbeatAnswer = syncCommand('push');
    await pusher.agent.tick();
    expect(pusher.client.pushes).toEqual([[]]); // the empty push records the sync
    pusher.client.heartbeatAnswer = syncCommand('pull');
    await pusher.agent.tick();
    expect(pusher.client.pushes).toEqual([[], []]);
    expect(pusher.client.pulls).toEqual([]);
    pusher.client.heartbeatAnswer = {};
    await pusher.agent.tick(); // without a command, nothing to push means no request
    expect(pusher.client.pushes).toHaveLength(2);
    expect(await pusher.agent.syncOnce({ direction: 'pull' })).toMatchObject({ direction: null }); // nor for a request that is not a command

    rmSync(dataDir, { recursive: true, force: true });
    const both = await agentWith({ direction: 'both' });
    both.client.heartbeatAnswer = syncCommand('both');
    await both.agent.tick();
    expect(both.client.pushes).toEqual([]); // the pull reaches the service
    expect(both.client.pulls).toHaveLength(1);

    rmSync(dataDir, { recursive: true, force: true });
    const puller = await agentWith({ direction: 'pull' });
    puller.client.heartbeatAnswer = syncCommand('push');
    await puller.agent.tick();
    expect([puller.client.pushes.length, puller.client.pulls.length]).toEqual([0, 1]);
  });

  it('follows a repeated command each time, and pulls from the start only once per job', async () => {
    const { client, store, agent } = await agentWith();
    await store.applyPage([], 'c_NQ');
    client.heartbeatAnswer = syncCommand('both', true);
    await agent.tick();
    await agent.remember({ text: 'Written between two heartbeats.', collection: 'warehouse' });
    await agent.tick(); // the job is not complete yet: the same command comes again
    expect(client.pulls.map((q) => q.cursor)).toEqual([null, 'c_MA']); // the second from the cursor the full pull saved
    expect(client.pushes.map((batch) => batch.length)).toEqual([1]);
    expect(agent.counters.syncCommands).toBe(2);
  });
});
