// One identity map per request: repositories reach it through contextEntityManager, so that two
// reads of one row in one request give one object and no request sees another's entities.
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

export function entityManagerPerRequest(orm: MikroORM): RequestHandler {
  return (_req, _res, next) => RequestContext.create(orm.em, next);
}
