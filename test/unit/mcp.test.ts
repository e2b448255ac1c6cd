// The pieces of the MCP server that need no service: tool schemas taken from the contract, the
// checks of tool arguments, memory URIs, the resumability event store and the stdio settings.
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { loadServedContract } from '../../src/http/contract.js';
import { ContractSchemas } from '../../src/mcp/contract-schemas.js';
import { SessionEventStore } from '../../src/mcp/event-store.js';
import { refusalOf } from '../../src/mcp/remote-bridge.js';
import { memoryUri, parseMemoryUri } from '../../src/mcp/resources.js';
import { settingsFrom } from '../../src/mcp/stdio.js';
import { argumentProblems, buildTools } from '../../src/mcp/tools.js';

const schemas = new ContractSchemas(loadServedContract('/generic/v1').document.components.schemas);
const tools = buildTools(schemas);
const tool = (name: string) => tools.find((t) => t.name === name)!;

describe('tool schemas', () => {
  it('are plain JSON Schema objects with no reference or OpenAPI-only keyword left', () => {
    for (const t of tools) {
      const text = JSON.stringify([t.inputSchema, t.outputSchema]);
      expect(text, t.name).not.toMatch(/"\$ref"|"nullable"|"example"|"int64"/);
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema.type).toBe('object');
    }
  });

  it("take remember's arguments from the contract's StoreMemoryRequest", () => {
    const input = tool('remember').inputSchema as {
      properties: Record<string, { enum?: string[]; pattern?: string }>;
      required: string[];
    };
    expect(input.required).toEqual(['text']);
    expect(input.properties.category?.enum).toEqual(['preference', 'decision', 'fact', 'entity', 'other']);
    expect(input.properties.collection?.pattern).toBe('^[A-Za-z0-9][A-Za-z0-9_-]*$');
  });

  it('turn nullable fields into a null type', () => {
    const stats = tool('memory_stats').outputSchema as { properties: Record<string, { type: unknown }> };
    expect(stats.properties.oldest_memory?.type).toEqual(['string', 'null']);
  });
});

describe('tool arguments', () => {
  it('are refused as REST refuses a body, naming each field', () => {
    expect(argumentProblems(schemas, tool('remember'), { text: 'fine' })).toBeNull();
    expect(argumentProblems(schemas, tool('remember'), { text: '' })?.details).toHaveProperty('text');
    expect(argumentProblems(schemas, tool('remember'), { text: 'x', importance: 2 })?.details).toHaveProperty(
      'importance',
    );
    expect(argumentProblems(schemas, tool('remember'), { text: 'x', collection: 'no spaces' })?.details).toHaveProperty(
      'collection',
    );
    expect(argumentProblems(schemas, tool('recall'), { query: 'x', extra: 1 })?.details).toEqual({
      extra: 'is not a known field',
    });
    expect(argumentProblems(schemas, tool('remember'), { text: 'a\u0000b' })?.details).toHaveProperty('text');
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 20; i++) deep = { deeper: deep };
    expect(argumentProblems(schemas, tool('remember'), { text: 'x', metadata: deep })?.details).toHaveProperty(
      'metadata',
    );
    expect(argumentProblems(schemas, tool('list_memories'), { limit: 101 })?.details).toHaveProperty('limit');
    expect(argumentProblems(schemas, tool('get_memory'), {})?.details).toEqual({ memory_id: 'is required' });
  });

  it('keep a field named __proto__ as a field name', () => {
    const refused = argumentProblems(schemas, tool('recall'), JSON.parse('{"query": "x", "__proto__": 1}'));
    expect(Object.keys(refused?.details ?? {})).toEqual(['__proto__']);
  });
});

describe('memory URIs', () => {
  it('round-trip and refuse anything else', () => {
    expect(parseMemoryUri(memoryUri('agent-memory', 'mem_abc'))).toEqual({ collection: 'agent-memory', id: 'mem_abc' });
    expect(parseMemoryUri('memory://agent-memory/mem_abc/extra')).toBeNull();
    expect(parseMemoryUri('memory://a%2Fb/mem_abc')).toBeNull();
    expect(parseMemoryUri('https://example.com/x')).toBeNull();
  });
});

describe('the event store of a session', () => {
  it('replays the events of one stream after the given one, and only the latest', async () => {
    const store = new SessionEventStore(3);
    const a1 = await store.storeEvent('a', { jsonrpc: '2.0', method: 'one' });
    await store.storeEvent('b', { jsonrpc: '2.0', method: 'other' });
    await store.storeEvent('a', { jsonrpc: '2.0', method: 'two' });
    await store.storeEvent('a', { jsonrpc: '2.0', method: 'three' });
    expect(await store.getStreamIdForEventId(a1)).toBe('a');
    const sent: string[] = [];
    const stream = await store.replayEventsAfter(a1, {
      send: async (_id, message) => void sent.push((message as { method: string }).method),
    });
    expect(stream).toBe('a');
    expect(sent).toEqual(['two', 'three']);
    await store.storeEvent('a', { jsonrpc: '2.0', method: 'four' }); // evicts 'other'
    expect(await store.getStreamIdForEventId('nonsense')).toBeUndefined();
  });
});

describe('the stdio settings', () => {
  it('come from flags or the environment, and name what is missing', () => {
    expect(settingsFrom([], { MEMORY_API_URL: 'http://127.0.0.1:8080', MEMORY_API_KEY: 'pr_live_x' })).toEqual({
      baseUrl: 'http://127.0.0.1:8080',
      apiKey: 'pr_live_x',
    });
    expect(settingsFrom(['--url', 'https://m.example.com', '--api-key', 'k'], {})).toEqual({
      baseUrl: 'https://m.example.com',
      apiKey: 'k',
    });
    const problems = settingsFrom([], {}) as string[];
    expect(problems.join('\n')).toMatch(/MEMORY_API_URL[\s\S]*MEMORY_API_KEY/);
    expect((settingsFrom([], { MEMORY_API_URL: 'ftp://x', MEMORY_API_KEY: 'k' }) as string[])[0]).toContain('http://');
  });

  it('read the service error code out of a refused HTTP request', () => {
    const refused = new StreamableHTTPError(
      429,
      'Error POSTing to endpoint: {"error":{"code":"RATE_LIMIT_EXCEEDED","message":"Too many requests.","details":{"retry_after_seconds":3}}}',
    );
    expect(refusalOf(refused)).toEqual({
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      message: 'Too many requests.',
      details: { retry_after_seconds: 3 },
    });
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});

describe('the MCP settings of the service', () => {
  it('take a list of origins and refuse anything that is not one', () => {
    expect(
      loadConfig({ MCP_ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:5173/' }).mcp.allowedOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(loadConfig({}).mcp).toEqual({
      allowedOrigins: [],
      sessionsPerAccount: 16,
      maxSessions: 2000,
      sessionIdleMs: 1_800_000,
    });
    expect(() => loadConfig({ MCP_ALLOWED_ORIGINS: 'app.example.com/path' })).toThrow(ConfigError);
  });
});
