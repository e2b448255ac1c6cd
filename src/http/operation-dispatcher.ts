// Runs the handler of the operation admission found (admission.ts, operation-finder.ts), with
// the caller admission proved before the body was read, and sends its reply.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Response } from 'express';
import { admitted } from './admission.js';
import type { Handler, Handlers, OperationId, RequestBody } from './handler-types.js';

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
    if (admitted(res)?.head) {
      reply.body.destroy(); // a HEAD request: the headers only, nothing of the file is read
      res.end();
      return;
    }
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

export function createOperationDispatcher(handlers: Handlers): RequestHandler {
  return async (req, res, next) => {
    const admission = admitted(res);
    if (!admission) return next(); // no operation: the 404 or 405
    const handler = handlers[admission.operationId] as Handler<OperationId>;
    const reply = await handler({
      body: req.body as RequestBody<OperationId>,
      query: req.query,
      params: admission.params as never,
      auth: admission.auth,
      device: admission.device,
      request: req,
      response: res,
    });
    await send(res, reply);
  };
}
