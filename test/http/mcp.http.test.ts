// The MCP server end to end, driven by the MCP SDK's own client over both transports: Streamable
// HTTP against the service's /mcp, and stdio against the process `npm run --silent mcp` starts,
// pointed at the same live service. /mcp is outside the contract (like /metrics), so these calls
// go straight to the service, never through the Prism validation proxy; the REST calls beside
// them go through it as usual.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/eventually.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ALLOWED_ORIGIN = 'http://console.example.test';
const TOOLS = [
  'remember',
  'recall',
  'forget',
  'list_memories',
  'get_memory',
  'memory_stats',
  'overflow_promote',
  'overflow_set_importance',
  'overflow_decay',
];

let server: TestServer;
const open: Client[] = [];

beforeAll(async () => {
  server = await startTestServer({ MCP_ALLOWED_ORIGINS: ALLOWED_ORIGIN });
});

afterAll(async () => {
  await Promise.allSettled(open.map((c) => c.close()));
  await server?.stop();
});

async function httpClient(apiKey: string): Promise<Client> {
  const client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
      requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
    }),
  );
  open.push(client);
  return client;
}

function stdioTransport(apiKey: string): StdioClientTransport {
  return new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp'],
    cwd: ROOT,
    env: { ...getDefaultEnvironment(), MEMORY_API_URL: server.url, MEMORY_API_KEY: apiKey },
    stderr: 'pipe',
  });
}

async function stdioClient(apiKey: string): Promise<Client> {
  const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
  await client.connect(stdioTransport(apiKey));
  open.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/** remember, recall finds it, read it as a resource, forget it, recall no longer finds it. */
async function lifecycle(client: Client, marker: string): Promise<void> {
  const tools = await client.listTools();
  expect(tools.tools.map((t) => t.name).sort()).toEqual([...TOOLS].sort());
  for (const tool of tools.tools) {
    expect(tool.description!.length, tool.name).toBeGreaterThan(60);
    expect(tool.inputSchema.type).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
  }
  const text = `The user ${marker} prefers dark mode in every editor and terminal.`;
  const stored = await call(client, 'remember', { text, importance: 0.8, metadata: { source: 'mcp-test' } });
  expect(stored.isError).toBeFalsy();
  expect(stored.structuredContent).toMatchObject({ status: 'stored', duplicate: false });
  const id = (stored.structuredContent as { id: string }).id;
  expect(textOf(stored)).toContain(id);

  const recalled = await call(client, 'recall', {
    query: `Which theme does the user ${marker} like?`,
    retrieval: 'hybrid',
    limit: 5,
    min_score: 0.2,
  });
  expect(recalled.isError).toBeFalsy();
  const results = (recalled.structuredContent as { results: { id: string; text: string }[] }).results;
  expect(results.map((r) => r.id)).toContain(id);
  expect(textOf(recalled)).toContain(id);

  const read = await client.readResource({ uri: `memory://agent-memory/${id}` });
  expect(read.contents).toHaveLength(1);
  expect(JSON.parse(String((read.contents[0] as { text: string }).text))).toMatchObject({
    id,
    text,
    collection: 'agent-memory',
    importance: 0.8,
    metadata: { source: 'mcp-test' },
  });

  const forgotten = await call(client, 'forget', { memory_id: id });
  expect(forgotten.structuredContent).toMatchObject({ status: 'forgotten', memory_id: id });
  const again = await call(client, 'recall', { query: `Which theme does the user ${marker} like?`, min_score: 0 });
  expect((again.structuredContent as { results: { id: string }[] }).results.map((r) => r.id)).not.toContain(id);
  await expect(client.readResource({ uri: `memory://agent-memory/${id}` })).rejects.toThrow(/No memory/);
}

async function badInput(client: Client): Promise<void> {
  const empty = await call(client, 'remember', { text: '' });
  expect(empty.isError).toBe(true);
  expect(textOf(empty)).toMatch(/VALIDATION_ERROR[\s\S]*text[\s\S]*What to do/);
  const unknownField = await call(client, 'recall', { query: 'x', colour: 'blue' });
  expect(textOf(unknownField)).toContain('colour');
  const neither = await call(client, 'forget', {});
  expect(neither.isError).toBe(true);
  expect(textOf(neither)).toContain('VALIDATION_ERROR');
  const missing = await call(client, 'get_memory', { memory_id: 'mem_doesnotexist0000000000000' });
  expect(missing.isError).toBe(true);
  expect(textOf(missing)).toContain('MEMORY_NOT_FOUND');
}

describe('MCP over Streamable HTTP at /mcp', () => {
  let alice: string;
  let client: Client;

  beforeAll(async () => {
    alice = (await signUp(server)).apiKey;
    client = await httpClient(alice);
  });

  it('lists the tools, then remembers, recalls, reads as a resource, forgets and no longer recalls', async () => {
    await lifecycle(client, 'Ada');
  });

  it('answers bad input with tool errors naming the service error code', async () => {
    await badInput(client);
  });

  it('lists memories and resources page by page with cursors, and reads one with get_memory', async () => {
    const key = (await signUp(server)).apiKey;
    const c = await httpClient(key);
    const ids: string[] = [];
    for (const text of [
      'Kepler the cat is twelve years old.',
      'The team deploys on Tuesdays.',
      'Invoices go out on the first of the month.',
    ]) {
      ids.push(((await call(c, 'remember', { text })).structuredContent as { id: string }).id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await call(c, 'list_memories', { limit: 2, ...(cursor ? { cursor } : {}) })).structuredContent as {
        memories: { id: string }[];
        next_cursor: string | null;
      };
      seen.push(...page.memories.map((m) => m.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse()); // newest first
    const listed = await c.listResources();
    expect(listed.resources.map((r) => r.uri).sort()).toEqual(ids.map((id) => `memory://agent-memory/${id}`).sort());
    expect((await c.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'memory://{collection}/{id}',
      'memory://{collection}{?cursor}',
    ]);
    // a collection's listing: its memories with their URIs, newest first, and no next page
    const collection = await c.readResource({ uri: 'memory://agent-memory' });
    const listing = JSON.parse((collection.contents[0] as { text: string }).text) as {
      collection: string;
      memories: { uri: string; id: string }[];
      next_uri: string | null;
    };
    expect(listing).toMatchObject({ collection: 'agent-memory', next_uri: null });
    expect(listing.memories.map((m) => m.uri)).toEqual([...ids].reverse().map((id) => `memory://agent-memory/${id}`));
    await expect(c.readResource({ uri: 'memory://agent-memory?cursor=not-a-cursor' })).rejects.toThrow(/cursor/i);
    const one = await call(c, 'get_memory', { memory_id: ids[1]! });
    expect(one.structuredContent).toMatchObject({
      id: ids[1],
      text: 'The team deploys on Tuesdays.',
      collection: 'agent-memory',
    });
    expect(textOf(await call(c, 'list_memories', { cursor: 'not-a-cursor' }))).toContain('VALIDATION_ERROR');
    const stats = await call(c, 'memory_stats', {});
    expect(stats.structuredContent).toMatchObject({ total_memories: 3 });
  });

  it('keeps the rules of REST: quotas, triggers, the same store and the overflow importance tools', async () => {
    const key = (await signUp(server)).apiKey;
    const c = await httpClient(key);
    const trigger = await server.call('POST', '/v1/triggers', {
      token: key,
      body: {
        name: 'MCP stores',
        conditions: [{ type: 'TEXT_CONTAINS', value: 'Zanzibar' }],
        actions: [{ type: 'LOG_EVENT' }],
      },
    });
    expect(trigger.status).toBe(201);
    const stored = await call(c, 'remember', { text: 'The offsite is in Zanzibar this year.' });
    const id = (stored.structuredContent as { id: string }).id;
    // the same store as REST, and the trigger ran on the memory MCP stored
    const search = await server.call('POST', '/v1/search', {
      token: key,
      body: { query: 'Where is the offsite?', min_score: 0 },
    });
    expect(search.body.results.map((r: { id: string }) => r.id)).toContain(id);
    await until('the trigger to log the MCP store', async () =>
      (await server.call('GET', '/v1/audit-log', { token: key })).body.total >= 1 ? true : undefined,
    );
    // the free tier's one collection: a second one is refused with the quota's code
    const refused = await call(c, 'remember', { text: 'Another space entirely.', collection: 'second' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/QUOTA_EXCEEDED[\s\S]*What to do/);
    // overflow importance, on a memory stored in overflow storage over REST
    const vector = Array.from({ length: 768 }, (_, i) => Math.sin(i + 1));
    const overflow = await server.call('POST', '/v1/overflow/store', {
      token: key,
      body: { vector, text: 'An overflow memory.', category: 'fact', importance: 0.5 },
    });
    expect(overflow.status).toBe(201);
    const promoted = await call(c, 'overflow_promote', { memory_id: overflow.body.id, boost: 0.2 });
    expect(promoted.structuredContent).toMatchObject({
      status: 'promoted',
      previous_importance: 0.5,
      new_importance: 0.7,
    });
    const set = await call(c, 'overflow_set_importance', { memory_id: overflow.body.id, importance: 0.9 });
    expect(set.structuredContent).toMatchObject({ status: 'updated', new_importance: 0.9 });
    const decayed = await call(c, 'overflow_decay', { memory_id: overflow.body.id, decay_rate: 0.5 });
    expect(decayed.structuredContent).toMatchObject({ status: 'decayed', new_importance: 0.45 });
    expect(textOf(await call(c, 'overflow_promote', { memory_id: id }))).toContain('MEMORY_NOT_FOUND');
  });

  it("isolates tenants: key B cannot read, list or forget A's memory", async () => {
    const a = await httpClient((await signUp(server)).apiKey);
    const b = await httpClient((await signUp(server)).apiKey);
    const id = (
      (await call(a, 'remember', { text: 'The vault code for the Zurich office is 7-4-1-9.' })).structuredContent as {
        id: string;
      }
    ).id;
    expect(textOf(await call(b, 'get_memory', { memory_id: id }))).toContain('MEMORY_NOT_FOUND');
    expect(textOf(await call(b, 'forget', { memory_id: id }))).toContain('MEMORY_NOT_FOUND');
    await expect(b.readResource({ uri: `memory://agent-memory/${id}` })).rejects.toThrow(/No memory/);
    expect((await b.listResources()).resources).toEqual([]);
    const recalled = (await call(b, 'recall', { query: 'vault code Zurich office', min_score: 0 }))
      .structuredContent as { results: unknown[] };
    expect(recalled.results).toEqual([]);
    expect((await call(a, 'get_memory', { memory_id: id })).structuredContent).toMatchObject({ id });
  });

  it('refuses a bad key with 401, another account on a session with 404, and foreign origins with 403', async () => {
    const bad = new Client({ name: 'bad', version: '1.0.0' });
    const error = await bad
      .connect(
        new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
          requestInit: { headers: { Authorization: 'Bearer pr_live_not-a-real-key' } },
        }),
      )
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(error).toBeInstanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).toBe(401);
    expect(String((error as Error).message)).toContain('UNAUTHORIZED');

    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const post = (headers: Record<string, string>, body: unknown = init) =>
      fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(body),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');

    const owner = (await signUp(server)).apiKey;
    const other = (await signUp(server)).apiKey;
    const opened = await post({ authorization: `Bearer ${owner}` });
    expect(opened.status).toBe(200);
    const sessionId = opened.headers.get('mcp-session-id')!;
    await opened.body?.cancel();
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    const foreign = await post(
      { authorization: `Bearer ${other}`, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' },
      list,
    );
    expect(foreign.status).toBe(404);
    const noSession = await post({ authorization: `Bearer ${owner}` }, list);
    expect(noSession.status).toBe(400);

    // a body that is not JSON, and an empty batch: JSON-RPC's own errors, as a client reads them
    const onSession = {
      authorization: `Bearer ${owner}`,
      'mcp-session-id': sessionId,
      'mcp-protocol-version': '2025-06-18',
    };
    const broken = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...onSession },
      body: '{"jsonrpc":"2.0",',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
    const emptyBatch = await post(onSession, []);
    expect(emptyBatch.status).toBe(400);
    expect(await emptyBatch.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 }, id: null });

    const evil = await post({ authorization: `Bearer ${owner}`, origin: 'http://evil.example.test' });
    expect(evil.status).toBe(403);
    const allowed = await post({ authorization: `Bearer ${owner}`, origin: ALLOWED_ORIGIN });
    expect(allowed.status).toBe(200);
    await allowed.body?.cancel();

    const ended = await fetch(`${server.url}/mcp`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner}`, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' },
    });
    expect(ended.status).toBe(200);
    const gone = await post(
      { authorization: `Bearer ${owner}`, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' },
      list,
    );
    expect(gone.status).toBe(404);
  });

  it('counts MCP requests against the same per-key rate limit as REST', async () => {
    const key = (await signUp(server)).apiKey;
    // the free tier allows 100 requests a minute: spend them on REST, then MCP is refused
    for (let i = 0; i < 100; i++) await server.call('GET', '/v1/stats', { token: key, direct: true });
    const error = await new Client({ name: 'limited', version: '1.0.0' })
      .connect(
        new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
          requestInit: { headers: { Authorization: `Bearer ${key}` } },
        }),
      )
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect((error as StreamableHTTPError).code).toBe(429);
    expect(String((error as Error).message)).toContain('RATE_LIMIT_EXCEEDED');
  });

  it('replays what a stream missed from its Last-Event-ID (resumability)', async () => {
    const key = (await signUp(server)).apiKey;
    const version = '2025-11-25';
    const headers = {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': version,
    };
    const init = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }),
    });
    const session = { ...headers, 'mcp-session-id': init.headers.get('mcp-session-id')! };
    await init.text();
    await (
      await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: session,
        body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
      })
    ).text();
    const answered = await (
      await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: session,
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'tools/call',
          params: { name: 'memory_stats', arguments: {} },
        }),
      })
    ).text();
    const ids = [...answered.matchAll(/^id: (.+)$/gm)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThanOrEqual(2); // the priming event, then the answer
    const replay = await fetch(`${server.url}/mcp`, {
      method: 'GET',
      headers: { ...session, 'last-event-id': ids[0]! },
    });
    expect(replay.status).toBe(200);
    const reader = replay.body!.getReader();
    let text = '';
    while (!text.includes('"id":7')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(text).toContain('total_memories');
  });
});

describe('MCP over stdio (npm run --silent mcp)', () => {
  let key: string;
  let client: Client;

  beforeAll(async () => {
    key = (await signUp(server)).apiKey;
    client = await stdioClient(key);
  });

  it('lists the tools, then remembers, recalls, reads as a resource, forgets and no longer recalls', async () => {
    await lifecycle(client, 'Grace');
  });

  it('answers bad input with tool errors naming the service error code', async () => {
    await badInput(client);
  });

  it('stops at start with the reason when the service refuses the key', async () => {
    const transport = stdioTransport('pr_live_not-a-real-key');
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const bad = new Client({ name: 'bad', version: '1.0.0' });
    await expect(bad.connect(transport)).rejects.toThrow();
    await until(
      'the stdio server to explain its exit',
      () => (stderr.includes('refused the API key') ? true : undefined),
      30_000,
    );
    expect(stderr).toContain('UNAUTHORIZED');
  });
});
