// In front of everything under the generic base (before the contract validator): identifies the
// caller and counts the request against the generic surface's per-minute limit, so that every
// answer there, a refused body or an unknown route included, carries X-RateLimit-Limit,
// -Remaining and -Reset (and Retry-After on 429). The operation itself reuses the caller found
// here instead of authenticating again.
import type { RequestHandler, Response } from 'express';
import { closeAfterAnswer, hasUnreadBody } from './admission.js';
import type { AuthCheck, Authenticator } from './auth.js';
import { ACCOUNT_LOCAL } from './measure-requests.js';
import type { RateLimits } from './rate-limit.js';
import { rateLimitHeaders } from '../errors/registry.js';

const GENERIC_AUTH = 'genericAuth';

export function isUnderBase(path: string, basePath: string): boolean {
  return path === basePath || path.startsWith(`${basePath}/`);
}

/** What the gate found out about the caller; undefined when the gate did not run for this request. */
export function gateCaller(res: Response): AuthCheck | undefined {
  return res.locals[GENERIC_AUTH] as AuthCheck | undefined;
}

export function genericSurfaceGate(deps: {
  authenticator: Authenticator;
  rateLimits: RateLimits;
  genericBasePath: string;
}): RequestHandler {
  return async (req, res, next) => {
    if (!isUnderBase(req.path, deps.genericBasePath)) return next();
    try {
      const found = await deps.authenticator.check(req.get('authorization'));
      res.locals[GENERIC_AUTH] = found;
      const auth = found.caller;
      if (auth) res.locals[ACCOUNT_LOCAL] = auth.accountId;
      const rate = await deps.rateLimits.takeGeneric(auth, req.ip ?? 'unknown');
      res.set(rateLimitHeaders(rate.limit, rate.remaining, rate.resetEpochSeconds));
      next();
    } catch (err) {
      if (hasUnreadBody(req)) closeAfterAnswer(req, res);
      next(err);
    }
  };
}
