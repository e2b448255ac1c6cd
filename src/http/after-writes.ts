// Tells the service that a request which may have written succeeded: its answer leaves after its
// transaction committed, so what it wrote (events to dispatch) can be acted on at once rather
// than at the next timed look. Reads and refused requests wrote nothing and say nothing.
import type { RequestHandler } from 'express';

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function afterSuccessfulWrites(notify: () => void): RequestHandler {
  return (req, res, next) => {
    if (!READS.has(req.method))
      res.once('finish', () => {
        if (res.statusCode < 300) notify();
      });
    next();
  };
}
