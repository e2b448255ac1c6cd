// express-openapi-validator (5.6.2) compiles an operation's request schemas on the operation's
// first request and keeps them. Compiling one takes 20 to 140 ms of the request thread (measured
// 2026-11-28, 2 cores), and every request arriving meanwhile waits: in `npm run bench -- abuse`
// an attacker's first import and first trigger test compiled theirs back to back, and another
// account's search of that moment took 227 ms (50 at the median). So the service compiles every operation's
// validator once, soon after it starts, one operation per turn of the event loop (requests
// arriving meanwhile are served between two compilations), exactly as the validator's own
// first request would: the same validator instance, the same cache key, the same schema object.
//
// The validator exposes no way to do this, so this module reaches into it at three points,
// each checked: the instance `OpenApiValidator.middleware` leaves on itself (`_oav`), its
// `requestValidationMiddleware` factory (replaced on that instance only, building the same
// RequestValidator the library builds), and RequestValidator's cache of compiled middleware.
// If any of them is missing (another version of the library), nothing is compiled ahead and
// each operation compiles on its first request, as before.
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OPERATION_METHODS } from './contract.js';
import type { Logger } from '../platform/logger.js';

const require = createRequire(import.meta.url);
const validatorDist = dirname(require.resolve('express-openapi-validator'));

interface ContentTypeClass {
  fromString(type: string | undefined): { normalize(): string | undefined };
}

interface RequestValidatorInternals {
  middlewareCache: Record<string, unknown>;
  buildMiddleware(path: string, schema: unknown, contentType: unknown, key: string): unknown;
  validate(req: unknown, res: unknown, next: (err?: unknown) => void): unknown;
}

interface ValidatorInstance {
  ajvOpts?: { request?: unknown };
  requestValidationMiddleware?: (apiDoc: ApiDoc) => RequestHandler;
}

interface ApiDoc {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } } | undefined>>;
}

/** One operation's validator to compile: the cache key the validator itself would use. */
interface Pending {
  key: string;
  route: string;
  schema: unknown;
  contentType: unknown;
}

/**
 * What a request of each operation asks the validator for (canonical-content-type.ts makes the
 * header of a JSON body `application/json` and drops the header of a request without a body):
 * its method, its route in the validator's notation and its Content-Type key.
 */
function pendingOf(apiDoc: ApiDoc, contentTypes: ContentTypeClass): Pending[] {
  const pending: Pending[] = [];
  for (const [path, item] of Object.entries(apiDoc.paths ?? {})) {
    // the validator's route notation: /v1/memories/{id} is /v1/memories/:id
    const route = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of OPERATION_METHODS) {
      const schema = item[method];
      if (!schema) continue;
      const media = Object.keys(schema.requestBody?.content ?? {});
      for (const type of media.length > 0 ? media : [undefined]) {
        const contentType = contentTypes.fromString(type);
        const key = `${method.toUpperCase()}-${route}-${contentType.normalize() ?? 'not_provided'}`;
        pending.push({ key, route, schema, contentType });
      }
    }
  }
  return pending;
}

/**
 * Installs the warm-up on the validator `OpenApiValidator.middleware` has just made (call it
 * right after that call, with its middleware) and starts it. Resolves with the number of
 * operations compiled ahead, once all are (0 when the library's internals are not as expected).
 */
export function warmUpRequestValidators(middleware: RequestHandler[], logger: Logger): Promise<number> {
  const instance = (OpenApiValidator.middleware as unknown as { _oav?: ValidatorInstance })._oav;
  const requestStep = middleware.find((m) => m.name === 'requestMiddleware');
  const skip = (reason: string): number => {
    logger.warn('request validators compile on first use', { reason });
    return 0;
  };
  if (!instance || typeof instance.requestValidationMiddleware !== 'function' || !requestStep)
    return Promise.resolve(skip('express-openapi-validator internals not found'));
  const { RequestValidator } = require(join(validatorDist, 'middlewares', 'openapi.request.validator.js')) as {
    RequestValidator: new (apiDoc: ApiDoc, options: unknown) => RequestValidatorInternals;
  };
  const { ContentType } = require(join(validatorDist, 'middlewares', 'util.js')) as { ContentType: ContentTypeClass };

  return new Promise<number>((resolve) => {
    instance.requestValidationMiddleware = function (this: ValidatorInstance, apiDoc: ApiDoc): RequestHandler {
      // as the library builds it (openapi.validator.js), keeping the instance within reach
      const validator = new RequestValidator(apiDoc, this.ajvOpts?.request);
      if (typeof validator.buildMiddleware !== 'function' || typeof validator.middlewareCache !== 'object') {
        resolve(skip('RequestValidator internals not found'));
      } else {
        compileInTurns(validator, pendingOf(apiDoc, ContentType), logger).then(resolve, () => resolve(0));
      }
      return (req, res, next) => validator.validate(req, res, next);
    };
    // The validator builds its RequestValidator on the first request it sees once the contract
    // is loaded. A request without `openapi` metadata is one it passes straight on: this one
    // makes it build now.
    requestStep({} as never, {} as never, (err?: unknown) => {
      if (err) resolve(skip(`the contract did not load: ${err instanceof Error ? err.message : 'unknown error'}`));
    });
  });
}

async function compileInTurns(
  validator: RequestValidatorInternals,
  pending: Pending[],
  logger: Logger,
): Promise<number> {
  const started = performance.now();
  let compiled = 0;
  for (const { key, route, schema, contentType } of pending) {
    await new Promise((r) => setImmediate(r));
    if (validator.middlewareCache[key]) continue; // a request compiled it first
    try {
      validator.middlewareCache[key] = validator.buildMiddleware(route, schema, contentType, key);
      compiled += 1;
    } catch (err) {
      // the operation's first request compiles it (and answers whatever that reports)
      logger.warn('a request validator did not compile ahead', { operation: key, error: String(err) });
    }
  }
  logger.info('request validators compiled ahead', {
    operations: compiled,
    ms: Math.round(performance.now() - started),
  });
  return compiled;
}
