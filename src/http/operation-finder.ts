// Finds the contract operation a request names, once per request, from its method and path.
//
// Admission, the path-resource checks and the operations each mounted one Express route per
// operation, so every request walked up to three routers of 92 routes, and Express's router
// was the largest cost of a request after the socket writes: 9.3% of the main thread's self
// time in `npm run bench -- http` (2026-11-27, `next` and `handle` of router/index.js). Here
// the routes are compiled once, with Express's own matching rules (path-to-regexp: not case
// sensitive, one trailing slash allowed, parameters percent-decoded), and tried in the order
// of the generated table, as Express tried them; admission finds the operation and the later
// steps read what it found.
import type { Request } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';
import { operations } from '../../generated/operations.js';
import type { OperationId } from './handler-types.js';

export interface FoundOperation {
  operationId: OperationId;
  /** The path parameters, percent-decoded (a value that does not decode is kept as it came). */
  params: Record<string, string>;
  /** The names of the parameters whose value is not valid percent-encoding. */
  undecodable: string[];
}

type Meta = (typeof operations)[OperationId];

interface CompiledRoute {
  operationId: OperationId;
  method: string;
  matches: MatchFunction<Record<string, string>>;
}

/** Contract path (with the default generic base) -> Express path on the configured base. */
export function servedPath(contractPath: string, genericBasePath: string): string {
  return contractPath.replace(/^\/generic\/v1(?=\/|$)/, genericBasePath);
}

/** `{name}` of the contract -> `:name` of path-to-regexp. */
function routePattern(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** The values that did not decode during the current match (matching is synchronous). */
let undecoded: string[] = [];

/**
 * Percent-decoding as Express does it, except that a value that is not valid percent-encoding
 * is kept as it came and noted (Express threw, and the request answered 500); the path-resource
 * step refuses it with a 422 naming the parameter, after authentication.
 */
function decodeParam(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    undecoded.push(value);
    return value;
  }
}

export class OperationFinder {
  private readonly routes: CompiledRoute[];

  constructor(genericBasePath: string) {
    this.routes = (Object.entries(operations) as [OperationId, Meta][]).map(([operationId, meta]) => ({
      operationId,
      method: meta.method.toUpperCase(),
      matches: match<Record<string, string>>(routePattern(servedPath(meta.path, genericBasePath)), {
        sensitive: false,
        end: true,
        trailing: true,
        decode: decodeParam,
      }),
    }));
  }

  /** The operation of `req` (HEAD is looked up as GET, as Express does), or undefined. */
  find(req: Request): FoundOperation | undefined {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = req.path;
    undecoded = []; // only the first route that matches decodes its parameters
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const found = route.matches(path);
      if (!found) continue;
      const params = { ...found.params };
      const undecodable = Object.keys(params).filter((name) => undecoded.includes(params[name]!));
      return { operationId: route.operationId, params, undecodable };
    }
    return undefined;
  }

  /** The methods served at `req`'s path, HEAD with GET, sorted (for an OPTIONS answer). */
  methodsAt(req: Request): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (methods.has(route.method) || !route.matches(req.path)) continue;
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
    }
    return [...methods].sort();
  }
}
