// Assembles the HTTP application: request ids, request measurement, admission (authentication
// and rate limits, before any body is read), the MCP endpoint, JSON parsing, the resources the
// path names, the contract validator, the operations, the documentation assets, the web console,
// the Prometheus endpoint, and the one error renderer.
// The order of the middleware is the order of checks the contract's description states.
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express, type Router } from 'express';
import { PROMETHEUS_PATH } from '../modules/monitoring/prometheus-endpoint.js';
import type { RequestMetrics } from '../modules/monitoring/request-metrics.js';
import { createConsoleRouter } from '../modules/system/console-pages.js';
import { createDocsAssetsRouter } from '../modules/system/docs-pages.js';
import type { Logger } from '../platform/logger.js';
import { createAdmission } from './admission.js';
import type { DeviceAuthenticator } from './device-auth.js';
import type { Authenticator } from './auth.js';
import type { ServedContract } from './contract.js';
import { jsonBodyParsers } from './body-parsers.js';
import { createErrorRenderer } from './error-renderer.js';
import { genericSurfaceGate } from './generic-surface-gate.js';
import type { BeforeBodyChecks, Handlers, PathResourceChecks } from './handler-types.js';
import { measureRequests } from './measure-requests.js';
import { unstorableTextGuard } from './unstorable-text-guard.js';
import { conditionLimitsGuard } from './condition-limits-guard.js';
import { createOperationDispatcher } from './operation-dispatcher.js';
import { OperationFinder } from './operation-finder.js';
import { outsideTheContract } from './outside-contract.js';
import { createPathResourceCheck } from './path-resources.js';
import type { RateLimits } from './rate-limit.js';
import { entityManagerPerRequest } from './request-context.js';
import { requestId } from './request-id.js';
import { afterSuccessfulWrites } from './after-writes.js';
import { canonicalContentType } from './canonical-content-type.js';
import { memoiseOperationLookups, memoiseRouteMatchers } from './route-matcher-cache.js';
import { warmUpRequestValidators } from './validator-warm-up.js';
import { contractValidator } from './contract-validator.js';
import { validatorUnlessNothingToValidate } from './nothing-to-validate.js';

export interface AppDeps {
  contract: ServedContract;
  handlers: Handlers;
  /** What the path of each operation with path parameters names, looked up before validation. */
  pathResources: PathResourceChecks;
  /** Operations' own refusals from the caller alone, made at admission before the body is read. */
  beforeBody: BeforeBodyChecks;
  authenticator: Authenticator;
  rateLimits: RateLimits;
  /** Checks a device token against its device (device-token operations), before the body is read. */
  deviceTokens: DeviceAuthenticator;
  logger: Logger;
  genericBasePath: string;
  /** The body limit of every operation but the compression ones (50 MB, after authentication). */
  bodyLimitBytes: number;
  validateResponses: boolean;
  /** Where every answered request is counted. */
  requestMetrics: RequestMetrics;
  /** GET /metrics for Prometheus, outside the contract. */
  prometheusRouter: Router;
  /** /mcp, the Model Context Protocol endpoint, outside the contract; it authenticates before it reads a body. */
  mcpRouter: Router;
  /** Whose entity manager each request forks (one identity map per request). */
  orm: MikroORM;
  /** Called once a request that may have written has been answered with success. */
  afterWrite?: () => void;
  /** Compile every operation's request validator soon after start instead of on its first request. */
  warmUpValidators: boolean;
}

const VALIDATORS_WARM = 'validatorsWarm';

/**
 * Resolves once the app's request validators are compiled ahead, with how many were (0 when the
 * warm-up is off).
 */
export function validatorsWarm(app: Express): Promise<number> {
  return app.locals[VALIDATORS_WARM] as Promise<number>;
}

export function createApp(deps: AppDeps): Express {
  memoiseRouteMatchers();
  memoiseOperationLookups();
  const app = express();
  app.disable('x-powered-by');
  // The contract has no ETag (nor 304): Express would hash every answer's body for one.
  app.set('etag', false);
  app.set('query parser', 'extended');
  app.use(requestId);
  app.use(measureRequests(deps.requestMetrics, [PROMETHEUS_PATH]));
  if (deps.afterWrite) app.use(afterSuccessfulWrites(deps.afterWrite));
  // before the body is read: a body the parser refuses is counted and answered with the headers too
  app.use(genericSurfaceGate(deps));
  // authentication and rate limits from the headers alone: a refused request's body is never read
  app.use(createAdmission({ ...deps, finder: new OperationFinder(deps.genericBasePath) }));
  // a unit of work per request of the areas with entities, once admission named the operation
  app.use(entityManagerPerRequest(deps.orm));
  // MCP, the documentation's assets, the console and /metrics, for a request that names no operation
  app.use(outsideTheContract([deps.mcpRouter, createDocsAssetsRouter(), createConsoleRouter(), deps.prometheusRouter]));
  app.use(jsonBodyParsers(deps.bodyLimitBytes));
  // an authenticated caller learns that the path names nothing (404) before its query and body are judged
  app.use(createPathResourceCheck(deps));
  // one validator per operation, whatever Content-Type a caller names
  app.use(canonicalContentType);
  // nested trigger conditions cost the validator twice as much a level: their limits come first
  app.use(conditionLimitsGuard);
  const validator = contractValidator(deps.contract.validationDocument, deps.validateResponses);
  app.locals[VALIDATORS_WARM] = deps.warmUpValidators
    ? warmUpRequestValidators(validator, deps.logger)
    : Promise.resolve(0);
  // production answers are not validated: a request the validator could only pass goes past it
  app.use(
    deps.validateResponses ? validator : validatorUnlessNothingToValidate(validator, deps.contract.validationDocument),
  );
  // after the validator (an unknown route stays 404), before any handler writes a value
  app.use(unstorableTextGuard);
  app.use(createOperationDispatcher(deps.handlers));
  app.use(createErrorRenderer({ logger: deps.logger, genericBasePath: deps.genericBasePath }));
  return app;
}
