// The entity manager a repository works with: the one of the current request (the HTTP layer opens
// a RequestContext per request, see src/http/request-context.ts), else a fresh fork for background
// work (job runners, schedules, threads), which has no request around it.
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';

export function contextEntityManager(orm: MikroORM): EntityManager {
  return (RequestContext.getEntityManager(orm.em.name) as EntityManager | undefined) ?? orm.em.fork();
}

/** The fields of `changes` that are set: a PATCH leaves an omitted field as it is. */
export function definedChanges<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
