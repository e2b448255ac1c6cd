// The MCP server of the stdio process: every request it gets from its client (tools, resources)
// is passed over HTTP to the service's own /mcp endpoint, as the API key's owner, and the answer
// is passed back. It holds no tools of its own, so it offers exactly what the service offers, under
// the service's quotas, rate limits and rules; and it needs no code of the service, only its URL.
//
// Why /mcp rather than the REST operations: the REST contract has no operation that lists the
// memories of the caller's store or reads one by id in any collection, which the list_memories
// and get_memory tools and the memory:// resources need.
//
// A session the service no longer knows (it restarted, or closed the session when idle) answers
// 404; the bridge then opens a new one and sends the request again, once. A refusal of the HTTP
// request itself (401, 429, 503, ...) becomes a tool error that names the service's error code.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { SERVER_NAME } from './mcp-server.js';
import { errorResult } from './tool-results.js';

export interface RemoteOptions {
  /** The service's base URL, e.g. https://memory.example.com */
  baseUrl: string;
  apiKey: string;
  version: string;
}

/** The service's error envelope inside a refused HTTP request, if the refusal carried one. */
export function refusalOf(
  err: unknown,
): { status: number; code: string; message: string; details: Record<string, unknown> } | null {
  if (!(err instanceof StreamableHTTPError) || typeof err.code !== 'number') return null;
  const body = /\{.*\}/s.exec(err.message)?.[0];
  try {
    const parsed = (body ? JSON.parse(body) : null) as {
      error?: { code?: string | number; message?: unknown; details?: Record<string, unknown> };
    } | null;
    if (parsed?.error?.code && typeof parsed.error.message === 'string') {
      return {
        status: err.code,
        code: String(parsed.error.code),
        message: parsed.error.message,
        details: parsed.error.details ?? {},
      };
    }
    if (typeof parsed?.error?.message === 'string')
      return { status: err.code, code: `HTTP_${err.code}`, message: parsed.error.message, details: {} };
  } catch {
    // not JSON: fall through
  }
  return { status: err.code, code: `HTTP_${err.code}`, message: err.message, details: {} };
}

export class RemoteService {
  private client: Promise<Client> | null = null;

  constructor(private readonly options: RemoteOptions) {}

  get endpoint(): URL {
    return new URL('mcp', this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
  }

  /** The open session, opened first when there is none. */
  connected(): Promise<Client> {
    this.client ??= this.open().catch((err: unknown) => {
      this.client = null;
      throw err;
    });
    return this.client;
  }

  /** Runs a request on the session; on a session the service no longer knows, once more on a new one. */
  async run<T>(request: (client: Client) => Promise<T>): Promise<T> {
    const client = await this.connected();
    try {
      return await request(client);
    } catch (err) {
      if (!(err instanceof StreamableHTTPError && err.code === 404)) throw err;
      if (this.client && (await this.client.catch(() => null)) === client) this.client = null;
      await client.close().catch(() => undefined);
      return request(await this.connected());
    }
  }

  async close(): Promise<void> {
    const client = await this.client?.catch(() => null);
    this.client = null;
    await client?.close();
  }

  private async open(): Promise<Client> {
    const client = new Client({ name: `${SERVER_NAME}-stdio`, version: this.options.version });
    const transport = new StreamableHTTPClientTransport(this.endpoint, {
      requestInit: { headers: { Authorization: `Bearer ${this.options.apiKey}` } },
    });
    await client.connect(transport);
    return client;
  }
}

/** The stdio-side server that forwards to the service; `remote` must already be connected. */
export async function createBridgeServer(remote: RemoteService, version: string): Promise<Server> {
  const first = await remote.connected();
  const server = new Server(
    { name: SERVER_NAME, title: 'Memory Intelligence Service', version },
    { capabilities: { tools: {}, resources: {} }, instructions: first.getInstructions() },
  );
  const forwarded = async <T>(request: (client: Client) => Promise<T>): Promise<T> => {
    try {
      return await remote.run(request);
    } catch (err) {
      if (err instanceof McpError) throw err;
      const refusal = refusalOf(err);
      throw new McpError(
        ErrorCode.InternalError,
        refusal
          ? `${refusal.code}: ${refusal.message}`
          : `The memory service could not be reached: ${(err as Error).message}`,
      );
    }
  };
  server.setRequestHandler(ListToolsRequestSchema, (request) => forwarded((c) => c.listTools(request.params)));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      return await remote.run((c) => c.callTool(request.params));
    } catch (err) {
      if (err instanceof McpError) throw err;
      const refusal = refusalOf(err);
      if (refusal) return errorResult(refusal.code, refusal.message, refusal.details);
      return errorResult(
        'SERVICE_UNAVAILABLE',
        `The memory service at ${remote.endpoint.origin} could not be reached: ${(err as Error).message}`,
      );
    }
  });
  server.setRequestHandler(ListResourceTemplatesRequestSchema, (request) =>
    forwarded((c) => c.listResourceTemplates(request.params)),
  );
  server.setRequestHandler(ListResourcesRequestSchema, (request) => forwarded((c) => c.listResources(request.params)));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => forwarded((c) => c.readResource(request.params)));
  return server;
}
