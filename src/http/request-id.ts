// Every response carries X-Request-Id: the caller's own when it is a sensible token, else a new one.
import type { RequestHandler, Response } from 'express';
import { newId } from '../platform/ids.js';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestId: RequestHandler = (req, res, next) => {
  const given = req.get('x-request-id');
  res.setHeader('X-Request-Id', given && ACCEPTABLE.test(given) ? given : newId('req'));
  next();
};

export function requestIdOf(res: Response): string {
  return String(res.getHeader('X-Request-Id') ?? '');
}
