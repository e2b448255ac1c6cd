// The request validator (express-openapi-validator 5.6.2) compiles an operation's schemas on its
// first request per method, route and Content-Type header, parameters included, and keeps the
// result for good. Compiling walks the whole contract: 20 to 40 ms of the main thread each
// (measured 2026-11-27, 2 cores). Any caller could name a new header on every request
// (`application/json; v=1`, `v=2`, ... or any type at all on a GET) and have the service
// compile, and keep, one more validator each time: 20 ms of CPU and more memory per request.
//
// So, once the body has been read, the header the validator sees says only what it needs: no
// header on a request without a body, `application/json` for a JSON body (already decoded,
// charset and all). A body of another type keeps its header, which the validator refuses (415)
// before it compiles anything.
import type { RequestHandler } from 'express';
import { JSON_TYPES } from './body-parsers.js';

/**
 * As body-parser decides it: a request has a body when it announces a length or a transfer
 * coding. Unlike admission's hasUnreadBody, a length of 0 counts: body-parser reads it as `{}`.
 */
export function announcesBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || headers['content-length'] !== undefined;
}

export const canonicalContentType: RequestHandler = (req, _res, next) => {
  if (req.headers['content-type'] === undefined) return next();
  if (!announcesBody(req.headers)) delete req.headers['content-type'];
  else if (req.is(JSON_TYPES)) req.headers['content-type'] = 'application/json';
  next();
};
