// express-openapi-validator (5.6.2) finds a request's operation by trying every documented
// route in turn, compiling a path-to-regexp matcher for each on every request: about 40
// compilations for a route in the middle of our contract, the largest single CPU cost of a
// request (measured in bench/http.bench.ts). Two memos, both installed once at start, before
// the validator's middleware is first used:
//  - memoiseRouteMatchers: the compilation is a pure function of the path and its options, so
//    the function the validator calls remembers its answers;
//  - memoiseOperationLookups: with the matchers memoised, the walk over the routes itself was
//    still 10% of the main thread's self time in `npm run bench -- http`, and the matcher calls
//    it makes 6% more (2026-11-26). What the walk sets on a request depends on its method and
//    path alone, so the validator's metadata step now remembers it per method and path and sets
//    the same on the next such request without the walk.
import type { NextFunction, Request, Response } from 'express';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setKeepingAtMost } from '../platform/bounded-map.js';

/** path-to-regexp 8's options for pathToRegexp: the cache key holds each of them. */
interface CompileOptions {
  sensitive?: boolean;
  end?: boolean;
  trailing?: boolean;
  delimiter?: string;
}
type Compile = (path: unknown, options?: CompileOptions) => unknown;

const require = createRequire(import.meta.url);
const MEMOISED = Symbol.for('memory-intelligence.path-to-regexp.memoised');

export function memoiseRouteMatchers(): void {
  // the path-to-regexp instance the validator itself resolves
  const validatorEntry = require.resolve('express-openapi-validator');
  const module = require(require.resolve('path-to-regexp', { paths: [validatorEntry] })) as Record<
    string | symbol,
    unknown
  >;
  if (module[MEMOISED]) return;
  const compile = module.pathToRegexp as Compile;
  const cache = new Map<string, unknown>();
  module.pathToRegexp = (path: unknown, options?: CompileOptions) => {
    if (typeof path !== 'string') return compile(path, options);
    const key = `${path}\u0000${options?.sensitive ?? ''}\u0000${options?.end ?? ''}\u0000${options?.trailing ?? ''}\u0000${options?.delimiter ?? ''}`;
    let compiled = cache.get(key);
    if (compiled === undefined) {
      compiled = compile(path, options);
      cache.set(key, compiled);
    }
    return compiled;
  };
  module[MEMOISED] = true;
}

/** What the validator's metadata step sets on a request it found the operation of. */
interface OperationLookup {
  openapi: Record<string, unknown>;
  params: Record<string, string>;
}

type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;
type MetadataFactory = (this: unknown, ...args: unknown[]) => Middleware;

/** Method and path pairs remembered; the oldest goes first (ids in paths make them many). */
const LOOKUPS_KEPT = 10_000;
const LOOKUPS_MEMOISED = Symbol.for('memory-intelligence.openapi-lookups.memoised');

export function memoiseOperationLookups(): void {
  const validatorModule = require(
    join(dirname(require.resolve('express-openapi-validator')), 'openapi.validator.js'),
  ) as { OpenApiValidator: { prototype: Record<string | symbol, unknown> } };
  const prototype = validatorModule.OpenApiValidator.prototype;
  if (prototype[LOOKUPS_MEMOISED]) return;
  const metadataMiddleware = prototype.metadataMiddleware as MetadataFactory;
  prototype.metadataMiddleware = function (this: unknown, ...args: unknown[]): Middleware {
    const lookUp = metadataMiddleware.apply(this, args);
    const known = new Map<string, OperationLookup>();
    return (req, res, next) => {
      // the path the validator matches (its useRequestUrl option is off here)
      const key = `${req.method} ${req.originalUrl.split('?')[0]}`;
      const found = known.get(key);
      if (found) {
        // as the validator does: one params object, on the request and in its metadata
        const params = { ...found.params };
        (req as Request & { openapi?: unknown }).openapi = { ...found.openapi, pathParams: params };
        req.params = params;
        next();
        return;
      }
      // a refused path (404, 405, a malformed URI) throws here and is looked up every time
      return lookUp(req, res, (err?: unknown) => {
        const openapi = (req as Request & { openapi?: Record<string, unknown> }).openapi;
        if (err === undefined && openapi) {
          const params = { ...(openapi.pathParams as Record<string, string>) };
          setKeepingAtMost(known, key, { openapi: { ...openapi }, params }, LOOKUPS_KEPT);
        }
        next(err);
      });
    };
  };
  prototype[LOOKUPS_MEMOISED] = true;
}
