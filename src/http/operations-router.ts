// Mounts every operation of the contract (from the generated operation table) on its method
// and path, with authentication and rate limiting in front of its handler.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import { operations } from '../../generated/operations.js';
import type { Authenticator, AuthContext } from './auth.js';
import { AppError } from './errors.js';
import { gateCaller } from './generic-surface-gate.js';
import type { Handler, Handlers, OperationId } from './handler-types.js';
import { ACCOUNT_LOCAL } from './measure-requests.js';
import type { RateLimits } from './rate-limit.js';

export interface OperationsRouterDeps {
  handlers: Handlers;
  authenticator: Authenticator;
  rateLimits: RateLimits;
  genericBasePath: string;
}

/** Contract path (with the default generic base) -> Express path on the configured base. */
export function servedPath(contractPath: string, genericBasePath: string): string {
  return contractPath.replace(/^\/generic\/v1(?=\/|$)/, genericBasePath);
}

function expressPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

type Meta = (typeof operations)[OperationId];

async function authenticate(meta: Meta, req: Request, res: Response, authenticator: Authenticator): Promise<AuthContext | null> {
  const schemes = meta.auth as readonly string[];
  if (!schemes.includes('ApiKeyAuth')) return null; // public, or device-token operations authenticate in their area
  // the generic surface's gate has identified the caller already
  const gated = gateCaller(res);
  const auth = gated !== undefined ? gated : await authenticator.authenticate(req.get('authorization'));
  if (!auth && !meta.authOptional) {
    throw new AppError('UNAUTHORIZED', "Missing or invalid API key. Send 'Authorization: Bearer <API_KEY>'.");
  }
  return auth;
}

function byDeviceToken(meta: Meta): boolean {
  return (meta.auth as readonly string[]).includes('DeviceTokenAuth');
}

/** What every handler answers, seen without its operation's types. */
interface AnyReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  contentType?: string;
}

async function send(res: Response, reply: AnyReply): Promise<void> {
  res.status(reply.status);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.body === undefined) {
    res.end();
    return;
  }
  const contentType = reply.contentType;
  // A file (an export download) is streamed, never read whole; a failure mid-way cuts the connection.
  if (reply.body instanceof Readable) {
    res.type(contentType ?? 'application/octet-stream');
    await pipeline(reply.body, res).catch(() => res.destroy());
    return;
  }
  if (!contentType || contentType === 'application/json') res.json(reply.body);
  else res.type(contentType).send(reply.body);
}

export function createOperationsRouter(deps: OperationsRouterDeps): Router {
  const router = express.Router();
  for (const [operationId, meta] of Object.entries(operations) as [OperationId, Meta][]) {
    const handler = deps.handlers[operationId] as Handler<OperationId>;
    const generic = meta.surface === 'generic';
    router[meta.method](expressPath(servedPath(meta.path, deps.genericBasePath)), async (req, res) => {
      const auth = await authenticate(meta, req, res, deps.authenticator);
      if (auth) res.locals[ACCOUNT_LOCAL] = auth.accountId;
      // Device-token operations are not counted per client address: a fleet behind one gateway
      // shares it. A device authenticates (one indexed lookup) before anything else happens.
      // Generic operations were counted (on their own limits) by the generic surface's gate.
      if (!generic && !byDeviceToken(meta)) await deps.rateLimits.take(auth, req.ip ?? 'unknown');
      const reply = await handler({ body: req.body, query: req.query as never, params: req.params as never, auth, request: req, response: res });
      await send(res, reply as AnyReply);
    });
  }
  return router;
}
