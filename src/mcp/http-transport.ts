// POST, GET and DELETE /mcp: the MCP Streamable HTTP transport, served by the service beside the
// REST operations and outside the contract (like /metrics): MCP is its own protocol, described by
// its own specification, and the contract's validator never sees these requests.
//
// The checks, in order, all before the body is read:
//   1. Origin: a browser page may not drive the server from another site (DNS rebinding). A
//      request with an Origin header is refused 403 unless that origin is listed in
//      MCP_ALLOWED_ORIGINS; clients that are not browsers send none.
//   2. Authentication and the rate limit, exactly as a REST operation: the same bearer API key or
//      session token, counted against the same per-key limit (401 UNAUTHORIZED, 429).
// Then the body (the same size limit as REST), and the session: an initialize request opens one,
// every other request names its session in Mcp-Session-Id, and the account that opened a
// session is the only one that finds it.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { closeAfterAnswer, hasUnreadBody } from '../http/admission.js';
import type { AuthContext, Authenticator } from '../http/auth.js';
import { ACCOUNT_LOCAL } from '../http/measure-requests.js';
import type { RateLimits } from '../http/rate-limit.js';
import { authInfoOf } from './mcp-server.js';
import type { McpSessions } from './sessions.js';
import { missingApiKey } from '../errors/registry.js';

const MCP_PATH = '/mcp';

export interface McpHttpDeps {
  authenticator: Authenticator;
  rateLimits: RateLimits;
  sessions: McpSessions;
  bodyLimitBytes: number;
  /** Origins (scheme://host[:port]) whose pages may call /mcp; empty: none. */
  allowedOrigins: readonly string[];
}

const CALLER = 'mcpCaller';

/** A JSON-RPC error answer, the shape MCP clients read for transport-level refusals. */
function rpcError(res: Response, status: number, message: string, code = -32000): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** A body that is not JSON: JSON-RPC's parse error (-32700), as an MCP client expects it, not the REST envelope. */
function parseErrorAsRpc(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if ((err as { type?: string } | null)?.type !== 'entity.parse.failed') return next(err);
  rpcError(res, 400, `Parse error: the body is not JSON (${(err as Error).message}).`, -32700);
}

function normalisedOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, '');
}

export function createMcpRouter(deps: McpHttpDeps): Router {
  const allowed = new Set(deps.allowedOrigins.map(normalisedOrigin));
  const router = express.Router();

  const checkOrigin = (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin === undefined || allowed.has(normalisedOrigin(origin))) return next();
    if (hasUnreadBody(req)) closeAfterAnswer(req, res);
    rpcError(
      res,
      403,
      `Forbidden: requests from the origin ${origin} are not allowed. The operator can allow it with MCP_ALLOWED_ORIGINS.`,
    );
  };

  const admit = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const found = await deps.authenticator.check(req.get('authorization'));
      const caller = found.caller;
      if (caller) res.locals[ACCOUNT_LOCAL] = caller.accountId;
      await deps.rateLimits.take(caller, req.ip ?? 'unknown');
      if (!caller) throw missingApiKey(found.refusal ?? undefined, { 'WWW-Authenticate': 'Bearer' });
      res.locals[CALLER] = caller;
      next();
    } catch (err) {
      if (hasUnreadBody(req)) closeAfterAnswer(req, res);
      next(err);
    }
  };

  const serve = async (req: Request, res: Response) => {
    if (Array.isArray(req.body) && req.body.length === 0)
      return rpcError(res, 400, 'Invalid Request: a batch holds at least one message.', -32600);
    const caller = res.locals[CALLER] as AuthContext;
    const token = /^Bearer\s+(\S+)/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
    (req as Request & { auth?: unknown }).auth = authInfoOf(token, caller);
    const sessionId = req.get('mcp-session-id');
    if (sessionId !== undefined) {
      const transport = deps.sessions.find(sessionId, caller.accountId);
      if (!transport)
        return rpcError(
          res,
          404,
          'Session not found: it ended or never existed. Start a new session with an initialize request.',
        );
      return transport.handleRequest(req, res, req.body);
    }
    if (req.method === 'POST' && isInitializeRequest(req.body)) {
      return deps.sessions.open(caller.accountId, (transport) => transport.handleRequest(req, res, req.body));
    }
    rpcError(
      res,
      400,
      'Bad request: send the Mcp-Session-Id header of your session, or start a session with an initialize request.',
    );
  };

  router.all(
    MCP_PATH,
    checkOrigin,
    admit,
    express.json({ limit: deps.bodyLimitBytes, type: ['application/json'] }),
    parseErrorAsRpc,
    serve,
  );
  return router;
}
