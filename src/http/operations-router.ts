// Mounts every operation of the contract (from the generated operation table) on its method
// and path. Authentication and rate limiting happened in admission (admission.ts), before the
// body was read; the handler receives the caller admission found.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Response, type Router } from 'express';
import { operations } from '../../generated/operations.js';
import { admit, admitted, expressPath, servedPath, type AdmissionDeps } from './admission.js';
import type { Handler, Handlers, OperationId, RequestBody } from './handler-types.js';

export type OperationsRouterDeps = AdmissionDeps & { handlers: Handlers };

type Meta = (typeof operations)[OperationId];

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
  // The contract has no 304: Express would answer one, with no body, to a GET whose
  // If-None-Match is `*` (or names an ETag; the app sends none, see app.ts). The request's
  // conditions are dropped, only when it has any, so that the usual request keeps its shape.
  const { headers } = res.req;
  if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) {
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
  }
  if (!contentType || contentType === 'application/json') res.json(reply.body);
  else res.type(contentType).send(reply.body);
}

export function createOperationsRouter(deps: OperationsRouterDeps): Router {
  const router = express.Router();
  for (const [operationId, meta] of Object.entries(operations) as [OperationId, Meta][]) {
    const handler = deps.handlers[operationId] as Handler<OperationId>;
    router[meta.method](expressPath(servedPath(meta.path, deps.genericBasePath)), async (req, res) => {
      // authenticated and counted by admission, before the body was read
      const admission = admitted(res);
      const { auth, device } = admission?.operationId === operationId ? admission : await admit(meta, req, res, deps);
      const reply = await handler({
        body: req.body as RequestBody<OperationId>,
        query: req.query,
        params: req.params as never,
        auth,
        device,
        request: req,
        response: res,
      });
      await send(res, reply);
    });
  }
  return router;
}
