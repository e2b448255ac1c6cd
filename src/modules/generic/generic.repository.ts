// What only the generic surface keeps: its collections (named groupings of existing memories),
// their members, and each end user's last search.
import type { MikroORM } from '@mikro-orm/postgresql';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { recordEvents, type DomainEvent } from '../events/domain-events.js';

export interface GenericCollectionRecord {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/** The account already has a collection of this name. */
export class CollectionNameTakenError extends Error {}

export class GenericRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** Inserts the collection with its events; throws CollectionNameTakenError when the name is in use. */
  async insertCollection(collection: GenericCollectionRecord, events: readonly DomainEvent[]): Promise<void> {
    try {
      await this.orm.em.fork().transactional(async (em) => {
        await em.execute(
          'insert into generic_collections (id, account_id, name, description, metadata, created_at) values (?, ?, ?, ?, ?::jsonb, ?)',
          [
            collection.id,
            collection.accountId,
            collection.name,
            collection.description,
            JSON.stringify(collection.metadata),
            collection.createdAt.toISOString(),
          ],
        );
        await recordEvents(em, events, collection.createdAt);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'generic_collections_account_id_name')) throw new CollectionNameTakenError();
      throw err;
    }
  }

  async collectionExists(accountId: string, id: string): Promise<boolean> {
    const rows = await this.sql.execute<unknown[]>(
      'select 1 from generic_collections where id = ? and account_id = ?',
      [id, accountId],
    );
    return rows.length > 0;
  }

  /**
   * Adds the memory to the collection unless it is there already; answers when it was first added
   * and whether this call added it. Both belong to the account (checked by the caller); the
   * memory's user is kept with the member (`userCollectionCount`).
   */
  async addMember(
    collectionId: string,
    memory: { id: string; userId?: string | null },
    at: Date,
  ): Promise<{ addedAt: Date; added: boolean }> {
    const inserted = await this.sql.execute<{ added_at: string | Date }[]>(
      `insert into generic_collection_members (collection_id, memory_id, user_id, added_at) values (?, ?, ?, ?)
       on conflict do nothing returning added_at`,
      [collectionId, memory.id, memory.userId ?? null, at.toISOString()],
    );
    if (inserted[0]) return { addedAt: parseTimestamp(inserted[0].added_at), added: true };
    const [existing] = await this.sql.execute<{ added_at: string | Date }[]>(
      'select added_at from generic_collection_members where collection_id = ? and memory_id = ?',
      [collectionId, memory.id],
    );
    return { addedAt: parseTimestamp(existing!.added_at), added: false };
  }

  /** Remembers an end user's search (the latest one wins). */
  async recordSearch(accountId: string, userId: string, at: Date): Promise<void> {
    await this.sql.execute(
      `insert into generic_user_activity (account_id, user_id, last_search_at) values (?, ?, ?)
       on conflict (account_id, user_id) do update set last_search_at = greatest(generic_user_activity.last_search_at, excluded.last_search_at)`,
      [accountId, userId, at.toISOString()],
    );
  }

  /**
   * How many of the account's generic collections hold any of the user's memories: a member keeps
   * its memory's user (which never changes), and a deleted memory's members go with it.
   */
  async userCollectionCount(accountId: string, userId: string): Promise<number> {
    const [row] = await this.sql.execute<{ n: string }[]>(
      // from the account's own collections, one index probe each (migration 0024): other accounts'
      // members of the same user id are never read
      `select count(*) as n from generic_collections c
        where c.account_id = ?
          and exists (select 1 from generic_collection_members gm where gm.collection_id = c.id and gm.user_id = ?)`,
      [accountId, userId],
    );
    return Number(row?.n ?? 0);
  }

  /** The user's last search on the generic surface; null when none was recorded. */
  async lastSearch(accountId: string, userId: string): Promise<Date | null> {
    const [row] = await this.sql.execute<{ last_search_at: string | Date | null }[]>(
      'select last_search_at from generic_user_activity where account_id = ? and user_id = ?',
      [accountId, userId],
    );
    return parseOptionalTimestamp(row?.last_search_at ?? null);
  }
}
