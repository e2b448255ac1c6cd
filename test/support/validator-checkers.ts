// Counts the checkers express-openapi-validator (5.6.2, pinned) builds: it builds one on the
// first request of an operation per Content-Type header, compiling the operation's schemas, and
// keeps it. A call its checker refuses outright (an unsupported media type) throws while being
// built and is not counted.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Build = (...args: unknown[]) => unknown;

const require = createRequire(import.meta.url);
const requestValidator = (
  require(
    join(dirname(require.resolve('express-openapi-validator')), 'middlewares', 'openapi.request.validator.js'),
  ) as { RequestValidator: { prototype: { buildMiddleware: Build } } }
).RequestValidator.prototype;

export interface CheckerCount {
  /** Checkers built since the count started. */
  readonly built: number;
  /** Stops counting. */
  restore(): void;
}

export function countCheckersBuilt(): CheckerCount {
  const build = requestValidator.buildMiddleware;
  let built = 0;
  requestValidator.buildMiddleware = function (this: unknown, ...args: unknown[]) {
    const checker = build.apply(this, args);
    built += 1;
    return checker;
  };
  return {
    get built() {
      return built;
    },
    restore() {
      requestValidator.buildMiddleware = build;
    },
  };
}
