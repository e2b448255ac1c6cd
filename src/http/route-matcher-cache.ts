// express-openapi-validator (5.6.2) finds a request's operation by compiling a path-to-regexp
// matcher for every documented route on every request: about 40 compilations for a route in
// the middle of our contract, the largest single CPU cost of a request (measured in
// bench/http.bench.ts). The compilation is a pure function of the path and its options, so this
// memoises the function the validator calls, once, at start. It must run before the validator's
// middleware is first used.
import { createRequire } from 'node:module';

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
