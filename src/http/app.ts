// Assembles the HTTP application: request ids, JSON parsing, the contract validator, the
// operations, the documentation assets, and the one error renderer.
import express, { type Express } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { createDocsAssetsRouter, DOCS_ASSET_PATHS } from '../modules/system/docs-pages.js';
import type { Logger } from '../platform/logger.js';
import type { Authenticator } from './auth.js';
import type { ServedContract } from './contract.js';
import { jsonBodyParsers } from './body-parsers.js';
import { createErrorRenderer } from './error-renderer.js';
import type { Handlers } from './handler-types.js';
import { createOperationsRouter } from './operations-router.js';
import type { RateLimits } from './rate-limit.js';
import { requestId } from './request-id.js';
import { memoiseRouteMatchers } from './route-matcher-cache.js';

export interface AppDeps {
  contract: ServedContract;
  handlers: Handlers;
  authenticator: Authenticator;
  rateLimits: RateLimits;
  logger: Logger;
  genericBasePath: string;
  bodyLimitBytes: number;
  validateResponses: boolean;
}

export function createApp(deps: AppDeps): Express {
  memoiseRouteMatchers();
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(requestId);
  app.use(jsonBodyParsers(deps.bodyLimitBytes));
  app.use(createDocsAssetsRouter());
  app.use(
    OpenApiValidator.middleware({
      apiSpec: deps.contract.validationDocument as never,
      validateRequests: { allErrors: true },
      validateResponses: deps.validateResponses ? { allErrors: true } : false,
      validateSecurity: false,
      validateFormats: true,
      ignorePaths: DOCS_ASSET_PATHS,
      $refParser: { mode: 'bundle' },
    }),
  );
  app.use(createOperationsRouter(deps));
  app.use(createErrorRenderer({ logger: deps.logger, genericBasePath: deps.genericBasePath }));
  return app;
}
