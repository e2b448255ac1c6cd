// The MCP sessions of this process (the Mcp-Session-Id of Streamable HTTP): each one a transport
// with its own event store (resumability) and its own server. A session belongs to the account
// that opened it and is not found for any other. Sessions are held in memory, so they are bounded:
// a few per account, a total, and an idle time; past a bound the least recently used session is
// closed, and its client starts a new one (a 404 on an unknown session tells it to). Several
// instances behind one address need requests of a session routed to the instance that holds it.
import { randomUUID } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Logger } from '../platform/logger.js';
import { SessionEventStore } from './event-store.js';

export interface McpSessionLimits {
  perAccount: number;
  total: number;
  idleMs: number;
}

interface Session {
  id: string;
  accountId: string;
  transport: StreamableHTTPServerTransport;
  server: Server;
  lastUsedMs: number;
}

export class McpSessions {
  private readonly sessions = new Map<string, Session>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly createServer: () => Server,
    private readonly limits: McpSessionLimits,
    private readonly logger: Logger,
  ) {
    this.sweeper = setInterval(() => this.closeIdle(), Math.min(60_000, Math.max(1000, limits.idleMs / 2)));
    this.sweeper.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  /** The account's session with this id; undefined for an unknown id or another account's session. */
  find(id: string, accountId: string): StreamableHTTPServerTransport | undefined {
    const session = this.sessions.get(id);
    if (!session || session.accountId !== accountId) return undefined;
    session.lastUsedMs = Date.now();
    return session.transport;
  }

  /**
   * A new session for the account, kept once its initialize request succeeds (the transport
   * names it then); `handle` passes that request to the transport.
   */
  async open(accountId: string, handle: (transport: StreamableHTTPServerTransport) => Promise<void>): Promise<void> {
    const server = this.createServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      eventStore: new SessionEventStore(),
      onsessioninitialized: (id) => this.keep({ id, accountId, transport, server, lastUsedMs: Date.now() }),
      onsessionclosed: (id) => this.forget(id),
    });
    transport.onclose = () => {
      if (transport.sessionId) this.forget(transport.sessionId);
    };
    await server.connect(transport);
    await handle(transport);
    if (transport.sessionId === undefined) await server.close(); // the initialize request was refused
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions.values()].map((s) => this.close(s)));
  }

  private keep(session: Session): void {
    this.sessions.set(session.id, session);
    const own = [...this.sessions.values()].filter((s) => s.accountId === session.accountId);
    if (own.length > this.limits.perAccount) void this.close(leastRecentlyUsed(own));
    if (this.sessions.size > this.limits.total) void this.close(leastRecentlyUsed([...this.sessions.values()]));
  }

  private forget(id: string): void {
    this.sessions.delete(id);
  }

  private closeIdle(): void {
    const before = Date.now() - this.limits.idleMs;
    for (const session of this.sessions.values()) if (session.lastUsedMs < before) void this.close(session);
  }

  private async close(session: Session): Promise<void> {
    this.sessions.delete(session.id);
    try {
      await session.transport.close();
      await session.server.close();
    } catch (err) {
      this.logger.warn('an MCP session did not close cleanly', { error: String(err) });
    }
  }
}

function leastRecentlyUsed(sessions: Session[]): Session {
  return sessions.reduce((a, b) => (b.lastUsedMs < a.lastUsedMs ? b : a));
}
