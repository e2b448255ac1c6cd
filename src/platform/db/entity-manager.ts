// The entity manager a repository works with: the one of the current request (the HTTP layer opens
// a RequestContext per request, see src/http/request-context.ts), else a fresh fork for background
// work (job runners, schedules, threads), which has no request around it.
import {
  RequestContext,
  type EntityManager,
  type EntityClass,
  type EntityName,
  type FilterQuery,
  type FindOptions,
  type MikroORM,
  type RequiredEntityData,
} from '@mikro-orm/postgresql';

export function contextEntityManager(orm: MikroORM): EntityManager {
  return (RequestContext.getEntityManager(orm.em.name) as EntityManager | undefined) ?? orm.em.fork();
}

/** The fields of `changes` that are set: a PATCH leaves an omitted field as it is. */
export function definedChanges<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A row an account owns, with the columns the helpers below order and lock by. */
interface Owned {
  id: string;
  accountId: string;
  createdAt: Date;
}

/**
 * Inserts `row` unless its account already holds `limit` rows of `entity` (null: no limit). SQL
 * for the lock only: an advisory lock of the account, in the key space `lockSpace` of the table,
 * makes the count and the insert one step against concurrent creations.
 */
export async function insertWithinLimit<T extends Owned>(
  em: EntityManager,
  entity: EntityName<T>,
  row: RequiredEntityData<T> & { accountId: string },
  limit: number | null,
  lockSpace: number,
): Promise<{ inserted: boolean; count: number }> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, ?))', [row.accountId, lockSpace]);
    const count = await tx.count(entity, { accountId: row.accountId } as FilterQuery<T>);
    if (limit !== null && count >= limit) return { inserted: false, count };
    tx.create(entity, row);
    return { inserted: true, count: count + 1 };
  });
}

/** One page of the rows `where` selects, newest first (ties by id), and how many there are; `populate` loads lazy fields. */
export async function pageNewestFirst<T extends Owned>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  limit: number,
  offset: number,
  populate?: readonly (keyof T & string)[],
): Promise<{ rows: T[]; total: number }> {
  const orderBy = { createdAt: 'desc', id: 'asc' } as FindOptions<T>['orderBy'];
  const [rows, total] = await em.findAndCount(entity, where, { orderBy, limit, offset, populate: populate as never });
  return { rows, total };
}

/** A PATCH: the fields given (and the time of the change) on the row `where` finds, or its area's 404. */
export async function patchRow<T extends Owned>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  changes: Partial<T>,
  at: Date,
): Promise<T> {
  const row = await em.findOneOrFail(entity, where);
  em.assign(row, { ...definedChanges(changes), updatedAt: at } as never);
  await em.flush();
  return row;
}
