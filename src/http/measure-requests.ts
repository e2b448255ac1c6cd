// Measures every answered request for the monitoring figures: its operation (or `other`), status,
// time from arrival to answer, and the account that made it. It records when the answer is
// handed over (res.end), before the client can see it, so a client that reads the metrics after
// its requests finds them counted. The hot path is an in-memory addition (see RequestMetrics).
import type { Request, RequestHandler, Response } from 'express';
import { OTHER_SERIES, type RequestMetrics } from '../modules/monitoring/request-metrics.js';

/** Set by admission once the caller is known: the account to count as active. */
export const ACCOUNT_LOCAL = 'accountId';

/** Set by admission once the operation is known: a request refused before validation still counts for it. */
export const OPERATION_LOCAL = 'operationId';

function seriesOf(req: Request, res: Response): string {
  const operationId =
    (req as Request & { openapi?: { schema?: { operationId?: string } } }).openapi?.schema?.operationId ??
    (res.locals[OPERATION_LOCAL] as unknown);
  return typeof operationId === 'string' ? operationId : OTHER_SERIES;
}

/** `skipPaths`: paths not counted (the Prometheus scrape, which would otherwise count itself). */
export function measureRequests(metrics: RequestMetrics, skipPaths: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (skipPaths.includes(req.path)) return next();
    const started = performance.now();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with apply(this)
    const end = res.end;
    let recorded = false;
    res.end = function (this: Response, ...args: unknown[]) {
      if (!recorded) {
        recorded = true;
        const accountId = res.locals[ACCOUNT_LOCAL] as unknown;
        metrics.recordRequest(
          seriesOf(req, res),
          res.statusCode,
          performance.now() - started,
          typeof accountId === 'string' ? accountId : null,
        );
      }
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response['end'];
    next();
  };
}
