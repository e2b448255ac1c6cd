// The service's own record of memories kept in vector stores, and the collections each account
// has used. A record is taken ('pending') before its vector is written and marked 'written'
// after; only written records are ever answered.
import type { MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { ExpiringCache } from '../../platform/expiring-cache.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { realValue, textArrayLiteral } from '../../platform/db/sql-literals.js';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { statementSlices } from '../../platform/db/statement-slices.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { eventsInsert, recordEvents, type DomainEvent } from '../events/domain-events.js';
import { memoryEvents } from '../events/memory-events.js';
import {
  SELECTION_SIZE_COLUMNS,
  selectionSizeOf,
  selectionWhere,
  type MemorySelection,
  type SelectionSize,
} from './memory-selection.js';
import type { VectorVariant } from '../embedding/embedder.js';
import type { MemoryFingerprintsRepository } from '../intelligence/dedup/memory-fingerprints.repository.js';
import type { MemoryCategory } from './vector-store/vector-store.js';

export interface MemoryRecord {
  id: string;
  accountId: string;
  collection: string;
  text: string;
  category: MemoryCategory;
  importance: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
  /** The caller's end user (set on the generic surface); null or absent when none. */
  userId?: string | null;
  /** The latest change of content or metadata (the creation when none). */
  updatedAt?: Date;
  /** What made the stored vector (the model variant, or an import file's own vector). */
  embeddingVariant?: VectorVariant;
}

/** A record about to be taken: which variant makes its vector is known by then. */
export type NewMemoryRecord = MemoryRecord & { embeddingVariant: VectorVariant };

/** What the tier limits count of an account's memories (read when first asked for). */
export interface MemoryHoldings {
  /** The account's records, written or pending (a pending one is a store or import under way). */
  memories(): Promise<number>;
  /** The account's collections, with those its pending records are being written into. */
  collections(): Promise<readonly string[]>;
}

/** The tier limits of a write, decided under the account's write lock; throws to refuse it. */
export type Admission = (held: MemoryHoldings) => Promise<void>;

/** The advisory-lock key space of the accounts' memory writes under tier limits. */
const WRITE_LOCK_SPACE = 13013;

/** New content, classification and metadata of a written memory (PUT on the generic surface). */
export interface MemoryUpdate {
  text: string;
  category: MemoryCategory;
  importance: number;
  metadata: Record<string, unknown>;
  updatedAt: Date;
  /** Set when the text changed and the vector was made again. */
  embeddingVariant?: VectorVariant;
}

export interface CollectionStats {
  total: number;
  categories: Record<MemoryCategory, number>;
  storageBytes: number;
  oldest: Date | null;
  newest: Date | null;
}

/** Where a walk over records stopped: the last record it answered. */
export interface RecordPosition {
  collection: string;
  createdAt: Date;
  id: string;
}

/** The text's memory exists already in the collection (found by the unique hash index). */
export class DuplicateTextError extends Error {}

/** An entry of an account's change feed (what devices pull). */
export interface MemoryChange {
  seq: number;
  change: 'stored' | 'forgotten';
  memoryId: string;
  collection: string;
  changedAt: Date;
  /** The memory as it is now; null for a forget, and for a stored memory forgotten since. */
  memory: { text: string; category: MemoryCategory; importance: number; metadata: Record<string, unknown> } | null;
}

/** A row of the memory columns, as the driver returns it. */
export interface MemoryRecordRow {
  id: string;
  account_id: string;
  collection: string;
  text: string;
  category: MemoryCategory;
  importance: number;
  metadata: Record<string, unknown> | string;
  created_at: string;
  user_id?: string | null;
  updated_at?: string | Date;
  embedding_variant?: VectorVariant;
}

const RECORD_COLUMNS =
  'id, account_id, collection, text, category, importance, metadata, created_at, user_id, updated_at, embedding_variant';

const VECTOR_BYTES = 768 * 4;

export class MemoriesRepository {
  /** Written memories per account for reports (countForReport). */
  private readonly reportCounts: ExpiringCache<string, number>;

  /**
   * `reportCacheMs`: how long a count for reports may be reused (0: never). This instance's own
   * writes drop the account's count at once; another instance's show within that time.
   */
  constructor(
    private readonly orm: MikroORM,
    private readonly fingerprints: MemoryFingerprintsRepository,
    reportCacheMs = 0,
  ) {
    this.reportCounts = new ExpiringCache(reportCacheMs);
  }

  /**
   * Takes the record (pending), its fingerprint and the collection, with COLLECTION_CREATED when
   * this store creates the collection, in one statement: all or nothing without the round trips of
   * a transaction's BEGIN and COMMIT. Throws DuplicateTextError when the collection already has
   * this text (a concurrent store won).
   *
   * A caller under tier limits passes `admit` (the limits, given what the account holds): then the
   * statement runs in a transaction under the account's write lock, and the limits are decided
   * again there with counts the lock makes current. Concurrent stores thus never pass a limit
   * together, and those into one new collection all go in.
   */
  async insertPending(memory: NewMemoryRecord, admit?: Admission): Promise<void> {
    try {
      if (!admit) return await insertPendingStatement(this.orm.em.getConnection(), memory, this.fingerprints);
      await this.underWriteLock(memory.accountId, admit, (em) => insertPendingStatement(em, memory, this.fingerprints));
    } catch (err) {
      if (isUniqueViolation(err, 'memory_fingerprints_unique_hash')) throw new DuplicateTextError();
      throw err;
    }
  }

  /**
   * What the tier limits count of the account, read in one statement when first asked for: in
   * `em` (a transaction under the write lock), or outside any lock for a check decided again.
   */
  holdings(accountId: string, em: SqlExecutor = this.orm.em.getConnection()): MemoryHoldings {
    let read: Promise<{ n: string | number; names: string[] }> | undefined;
    const both = () =>
      (read ??= em
        .execute(
          `select coalesce((select records from memory_counts where account_id = ?), 0) as n,
             array(select name from memory_collections where account_id = ?
                   union select collection from memories where account_id = ? and vector_state = 'pending') as names`,
          [accountId, accountId, accountId],
        )
        .then((rows) => (rows as { n: string; names: string[] }[])[0]!));
    return {
      memories: async () => Number((await both()).n),
      collections: async () => (await both()).names,
    };
  }

  /** Runs `write` in a transaction under the account's write lock, once `admit` lets it. */
  private async underWriteLock(
    accountId: string,
    admit: Admission,
    write: (em: SqlExecutor) => Promise<void>,
  ): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, ?))', [accountId, WRITE_LOCK_SPACE]);
      await admit(this.holdings(accountId, em));
      await write(em);
    });
  }

  /** The pending record and its fingerprint, in the caller's transaction. */
  private async insertPendingRecord(em: SqlExecutor, memory: NewMemoryRecord): Promise<void> {
    const record = pendingRecordInsert(memory);
    await em.execute(record.sql, record.params);
    await this.fingerprints.record(memory.accountId, memory.collection, memory.id, memory.text, em);
  }

  /**
   * Marks a pending record written and records MEMORY_STORED with it, and the `also` events (once:
   * a record already written changes nothing).
   */
  async markWritten(memory: MemoryRecord, also: readonly DomainEvent[] = [], writtenAt = new Date()): Promise<void> {
    await this.makeVisible(memory, also, writtenAt, null);
  }

  /**
   * Marks a pending record that the repair pass wrote again (with the variant of its model), as
   * markWritten does, and takes its collection (COLLECTION_CREATED when new): an import takes its
   * collections only when it finishes, and the pass may make its records visible first.
   */
  async markRepaired(memory: MemoryRecord, variant: VectorVariant): Promise<void> {
    await this.makeVisible(memory, [], new Date(), variant);
  }

  /** markWritten; markRepaired when `repairedWith` names the variant the repair pass wrote. */
  private async makeVisible(
    memory: MemoryRecord,
    also: readonly DomainEvent[],
    writtenAt: Date,
    repairedWith: VectorVariant | null,
  ): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      // updated_at becomes the moment it is visible: a device's pull since before then counts it.
      const written = await setWritten(em, [{ id: memory.id, at: writtenAt, variant: repairedWith }]);
      if (written.size === 0) return;
      const created = repairedWith ? await takeCollections(em, memory.accountId, [memory.collection]) : [];
      await recordChanges(em, [memory], 'stored');
      await recordEvents(em, [...created, storedEvent(memory), ...also], writtenAt);
    });
    this.reportCounts.delete(memory.accountId);
  }

  /**
   * Takes the records of an import (pending; all of one account) and their fingerprints in one
   * transaction: all of them or none; under the account's write lock once `admit` lets them when
   * given, as insertPending. Their collections are taken when they are marked imported (until
   * then the holdings count them from the pending records). Throws DuplicateTextError when a
   * collection already has one of the texts (a concurrent store won).
   */
  async insertPendingAll(records: readonly NewMemoryRecord[], admit?: Admission): Promise<void> {
    if (records.length === 0) return;
    const write = async (em: SqlExecutor) => {
      for (const memory of records) await this.insertPendingRecord(em, memory);
    };
    try {
      if (admit) await this.underWriteLock(records[0]!.accountId, admit, write);
      else await this.orm.em.fork().transactional(write);
    } catch (err) {
      if (isUniqueViolation(err, 'memory_fingerprints_unique_hash')) throw new DuplicateTextError();
      throw err;
    }
  }

  /**
   * Makes the pending records of an import visible, in the caller's transaction: their
   * collections (COLLECTION_CREATED for a new one), 'written' with their own updated_at, the
   * change feed and MEMORY_STORED.
   *
   * A record the repair pass took meanwhile (an import slower than its grace time) is already
   * visible, with its change and MEMORY_STORED recorded and its text embedded again: it gets the
   * import's updated_at and variant here, and its id is answered so that the import writes its own
   * vector again. Throws when a record is gone (the repair pass removed one it could not write).
   */
  async markImported(
    em: SqlExecutor,
    records: readonly (MemoryRecord & { updatedAt: Date })[],
    at: Date,
  ): Promise<string[]> {
    if (records.length === 0) return [];
    const events = await takeCollections(
      em,
      records[0]!.accountId,
      records.map((m) => m.collection),
    );
    const marked = await setWritten(
      em,
      records.map((memory) => ({ id: memory.id, at: memory.updatedAt, variant: null })),
    );
    const repaired = records.filter((memory) => !marked.has(memory.id));
    const kept = await setWritten(
      em,
      repaired.map((memory) => ({ id: memory.id, at: memory.updatedAt, variant: memory.embeddingVariant ?? null })),
      'written',
    );
    const gone = repaired.find((memory) => !kept.has(memory.id));
    if (gone) throw new Error(`The imported record ${gone.id} was removed while the import wrote it.`);
    const visible = records.filter((memory) => marked.has(memory.id));
    await recordChanges(em, visible, 'stored');
    events.push(...visible.map(storedEvent));
    await recordEvents(em, events, at);
    // in the caller's transaction: a report read before it commits may keep the old count, for
    // at most the cache's time
    for (const accountId of new Set(records.map((m) => m.accountId))) this.reportCounts.delete(accountId);
    return repaired.map((memory) => memory.id);
  }

  /**
   * Removes the records of these that are still pending, and their fingerprints (an import that
   * failed), in one transaction; answers the ids it removed.
   */
  async removePending(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    return this.orm.em.fork().transactional(async (em) => {
      const pending = await em.execute<{ id: string }[]>(
        "delete from memories where id = any(?::text[]) and vector_state = 'pending' returning id",
        [textArrayLiteral(ids)],
      );
      const removed = pending.map((r) => r.id);
      await this.fingerprints.removeMany(removed, em);
      return removed;
    });
  }

  /**
   * Removes a record and its fingerprint (a failed write, a forgotten memory), with the events of
   * the removal; answers false, recording nothing, when the record was gone already (a concurrent
   * removal won).
   */
  async remove(id: string, events: readonly DomainEvent[] = []): Promise<boolean> {
    const accountId = await this.orm.em.fork().transactional(async (em) => {
      await this.fingerprints.remove(id, em);
      const [deleted] = await em.execute<{ account_id: string; collection: string; vector_state: string }[]>(
        'delete from memories where id = ? returning account_id, collection, vector_state',
        [id],
      );
      if (!deleted) return null;
      await recordEvents(em, events, new Date());
      // only a memory that was ever visible leaves a tombstone (not a failed write)
      if (deleted.vector_state === 'written')
        await recordChanges(em, [{ accountId: deleted.account_id, id, collection: deleted.collection }], 'forgotten');
      return deleted.account_id;
    });
    if (accountId === null) return false;
    this.reportCounts.delete(accountId);
    return true;
  }

  /**
   * Replaces the content, classification and metadata of a written record, with its fingerprint
   * when the text changed, and records the events, in one transaction. Answers false when the
   * record is gone; throws DuplicateTextError when another memory of the collection has the text.
   */
  async update(memory: MemoryRecord, change: MemoryUpdate, events: readonly DomainEvent[]): Promise<boolean> {
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const updated = await em.execute<unknown[]>(
          `update memories set text = ?, category = ?, importance = ?, metadata = ?::jsonb, storage_bytes = ?, updated_at = ?, embedding_variant = coalesce(?, embedding_variant)
           where id = ? and account_id = ? and vector_state = 'written' returning id`,
          [
            change.text,
            change.category,
            realValue(change.importance),
            JSON.stringify(change.metadata),
            storageBytesOf(change.text, change.metadata),
            change.updatedAt.toISOString(),
            change.embeddingVariant ?? null,
            memory.id,
            memory.accountId,
          ],
        );
        if (updated.length === 0) return false;
        if (change.text !== memory.text) {
          await this.fingerprints.remove(memory.id, em);
          await this.fingerprints.record(memory.accountId, memory.collection, memory.id, change.text, em);
        }
        // devices pull the memory again
        await recordChanges(em, [memory], 'stored');
        await recordEvents(em, events, change.updatedAt);
        return true;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'memory_fingerprints_unique_hash')) throw new DuplicateTextError();
      throw err;
    }
  }

  /** Records events of reads (MEMORY_RECALLED), which change no row. */
  async recordReads(events: readonly DomainEvent[]): Promise<void> {
    await recordEvents(this.orm.em.getConnection(), events, new Date());
  }

  /** Written records of the account with these ids, in the collection (with `includePending`, also those being written). */
  async findWritten(
    accountId: string,
    collection: string,
    ids: readonly string[],
    includePending = false,
  ): Promise<MemoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.orm.em.getConnection().execute<MemoryRecordRow[]>(
      `select ${RECORD_COLUMNS} from memories
       where account_id = ? and collection = ? and ${includePending ? 'true' : "vector_state = 'written'"} and id = any(?::text[])`,
      [accountId, collection, textArrayLiteral(ids)],
    );
    return rows.map(toRecord);
  }

  /**
   * `findWritten`, and in the same statement the events of reading them: an event is recorded
   * only when the record its `memory_id` names is found. A search needs both after its vector,
   * and on the embedded database one statement is one wait for its turn instead of two.
   */
  async findWrittenRecordingReads(
    accountId: string,
    collection: string,
    ids: readonly string[],
    events: readonly DomainEvent[],
  ): Promise<MemoryRecord[]> {
    if (events.length === 0) return this.findWritten(accountId, collection, ids);
    const recorded = eventsInsert(events, new Date(), { where: "e.data->>'memory_id' in (select id from found)" });
    const rows = await this.orm.em.getConnection().execute<MemoryRecordRow[]>(
      `with found as (
         select ${RECORD_COLUMNS} from memories
         where account_id = ? and collection = ? and vector_state = 'written' and id = any(?::text[])
       ), recorded as (${recorded.sql})
       select * from found`,
      [accountId, collection, textArrayLiteral(ids), ...recorded.params],
    );
    return rows.map(toRecord);
  }

  /**
   * A page of the account's written records, in one collection or all of them: by collection
   * name, then newest first (id breaking ties), after the given position. The (account,
   * collection, created_at) index serves the walk of one collection.
   */
  async pageWritten(
    accountId: string,
    options: { collection?: string; after?: RecordPosition; limit: number },
  ): Promise<MemoryRecord[]> {
    const where = ['account_id = ?', "vector_state = 'written'"];
    const params: unknown[] = [accountId];
    if (options.collection !== undefined) {
      where.push('collection = ?');
      params.push(options.collection);
    }
    const after = options.after;
    if (after) {
      where.push('(collection > ? or (collection = ? and (created_at < ? or (created_at = ? and id < ?))))');
      params.push(
        after.collection,
        after.collection,
        after.createdAt.toISOString(),
        after.createdAt.toISOString(),
        after.id,
      );
    }
    const rows = await this.orm.em
      .getConnection()
      .execute<MemoryRecordRow[]>(
        `select ${RECORD_COLUMNS} from memories where ${where.join(' and ')} order by collection, created_at desc, id desc limit ?`,
        [...params, options.limit],
      );
    return rows.map(toRecord);
  }

  /** A page of every account's collections, in (account, name) order, after the given one. */
  async collections(
    after: { accountId: string; name: string } | null,
    limit: number,
  ): Promise<{ accountId: string; name: string }[]> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ account_id: string; name: string }[]>(
        `select account_id, name from memory_collections ${after ? 'where (account_id, name) > (?, ?)' : ''} order by account_id, name limit ?`,
        after ? [after.accountId, after.name, limit] : [limit],
      );
    return rows.map((r) => ({ accountId: r.account_id, name: r.name }));
  }

  /** Count and bytes of a selection of written memories (an export's size estimate). */
  async measureSelection(selection: MemorySelection): Promise<SelectionSize> {
    const where = selectionWhere(selection, true);
    const rows = await this.orm.em
      .getConnection()
      .execute<{ n: string; text_bytes: string | null; metadata_bytes: string | null }[]>(
        `select ${SELECTION_SIZE_COLUMNS} from memories where ${where.sql}`,
        where.params,
      );
    return selectionSizeOf(rows[0]);
  }

  /** The next page of a selection of written memories after `afterId` (null: from the start), in id order. */
  async pageSelection(selection: MemorySelection, afterId: string | null, limit: number): Promise<MemoryRecord[]> {
    const where = selectionWhere(selection, true, afterId);
    const rows = await this.orm.em
      .getConnection()
      .execute<MemoryRecordRow[]>(`select ${RECORD_COLUMNS} from memories where ${where.sql} order by id limit ?`, [
        ...where.params,
        limit,
      ]);
    return rows.map(toRecord);
  }

  /** Bytes the account's written memories take (text, metadata and vector). */
  async storageBytes(accountId: string): Promise<number> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ n: string }[]>(
        "select coalesce(sum(storage_bytes), 0) as n from memories where account_id = ? and vector_state = 'written'",
        [accountId],
      );
    return Number(rows[0]?.n ?? 0);
  }

  /** Written memories, collections and their bytes over every account (the service's monitoring figures). */
  async serviceTotals(): Promise<{ memories: number; collections: number; storageBytes: number }> {
    const rows = await this.orm.em.getConnection().execute<{ memories: string; collections: string; bytes: string }[]>(
      `select (select coalesce(sum(memories), 0) from memory_category_totals) as memories,
              (select count(*) from memory_collections) as collections,
              (select coalesce(sum(storage_bytes), 0) from memory_category_totals) as bytes`,
    );
    return {
      memories: Number(rows[0]!.memories),
      collections: Number(rows[0]!.collections),
      storageBytes: Number(rows[0]!.bytes),
    };
  }

  /** An end user's written memories (every collection): how many, their bytes and the latest write. */
  async userFigures(
    accountId: string,
    userId: string,
  ): Promise<{ memories: number; storageBytes: number; lastWrite: Date | null }> {
    // the sums triggers keep (migration 0021); the latest write from the user's index by time
    const [row] = await this.orm.em
      .getConnection()
      .execute<{ n: string | null; bytes: string | null; last_write: string | Date | null }[]>(
        `select t.memories as n, t.storage_bytes as bytes,
                (select max(updated_at) from memories where account_id = ? and user_id = ? and vector_state = 'written') as last_write
           from (select 1) one left join memory_user_totals t on t.account_id = ? and t.user_id = ?`,
        [accountId, userId, accountId, userId],
      );
    return {
      memories: Number(row?.n ?? 0),
      storageBytes: Number(row?.bytes ?? 0),
      lastWrite: parseOptionalTimestamp(row?.last_write ?? null),
    };
  }

  /** Whether a memory of this id exists (written or still pending). */
  async exists(id: string): Promise<boolean> {
    const rows = await this.orm.em.getConnection().execute<unknown[]>('select 1 from memories where id = ?', [id]);
    return rows.length > 0;
  }

  /**
   * Up to `limit` entries of the account's change feed after `afterSeq`, in order (of some
   * collections when given), each stored one with its memory as it is now.
   */
  async changesAfter(
    accountId: string,
    afterSeq: number,
    limit: number,
    collections: readonly string[] | null,
  ): Promise<MemoryChange[]> {
    const params: unknown[] = [accountId, afterSeq];
    let filter = '';
    if (collections !== null) {
      filter = 'and c.collection = any(?::text[])';
      params.push(textArrayLiteral(collections));
    }
    const rows = await this.orm.em.getConnection().execute<
      {
        seq: string;
        change: 'stored' | 'forgotten';
        memory_id: string;
        collection: string;
        changed_at: string | Date;
        text: string | null;
        category: MemoryCategory | null;
        importance: number | string | null;
        metadata: Record<string, unknown> | string | null;
      }[]
    >(
      `select c.seq, c.change, c.memory_id, c.collection, c.changed_at, m.text, m.category, m.importance, m.metadata
         from memory_changes c
         left join memories m on c.change = 'stored' and m.id = c.memory_id and m.vector_state = 'written'
        where c.account_id = ? and c.seq > ? ${filter}
        order by c.seq limit ?`,
      [...params, limit],
    );
    return rows.map((r) => ({
      seq: Number(r.seq),
      change: r.change,
      memoryId: r.memory_id,
      collection: r.collection,
      changedAt: parseTimestamp(r.changed_at),
      memory:
        r.text === null
          ? null
          : {
              text: r.text,
              category: r.category!,
              importance: Number(r.importance),
              metadata: jsonColumn(r.metadata ?? {}),
            },
    }));
  }

  async hasCollection(accountId: string, collection: string): Promise<boolean> {
    const rows = await this.orm.em
      .getConnection()
      .execute<unknown[]>('select 1 from memory_collections where account_id = ? and name = ?', [
        accountId,
        collection,
      ]);
    return rows.length > 0;
  }

  async collectionNames(accountId: string): Promise<string[]> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ name: string }[]>('select name from memory_collections where account_id = ?', [accountId]);
    return rows.map((r) => r.name);
  }

  /** Written memories of the account changed since `since` (all when null), in these collections (all when null). */
  async countChangedSince(
    accountId: string,
    collections: readonly string[] | null,
    since: Date | null,
  ): Promise<number> {
    const where = ['account_id = ?', "vector_state = 'written'"];
    const params: unknown[] = [accountId];
    if (collections !== null) {
      where.push('collection = any(?::text[])');
      params.push(textArrayLiteral(collections));
    }
    if (since !== null) {
      where.push('updated_at > ?');
      params.push(since.toISOString());
    }
    const rows = await this.orm.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from memories where ${where.join(' and ')}`, params);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Written memories of the account for a report (GET /v1/keys/usage): reused for the cache's
   * time (see the constructor). Tier limits count with holdings, never from the cache.
   */
  countForReport(accountId: string): Promise<number> {
    return this.reportCounts.getOrLoad(accountId, () => this.countForAccount(accountId));
  }

  /** Written memories of the account, over every collection. */
  private async countForAccount(accountId: string): Promise<number> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ n: string }[]>(
        "select count(*) as n from memories where account_id = ? and vector_state = 'written'",
        [accountId],
      );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * A collection's figures: the sums per category that triggers keep (migration 0021), and the
   * oldest and newest written memory from the collection's index by time, so that the cost does
   * not grow with what the collection holds.
   */
  async stats(accountId: string, collection: string): Promise<CollectionStats> {
    const span = "from memories where account_id = ? and collection = ? and vector_state = 'written'";
    const rows = await this.orm.em
      .getConnection()
      .execute<{ category: MemoryCategory; memories: string; storage_bytes: string; oldest: string; newest: string }[]>(
        `select category, memories, storage_bytes, (select min(created_at) ${span}) as oldest, (select max(created_at) ${span}) as newest
           from memory_category_totals where account_id = ? and collection = ? and memories > 0`,
        [accountId, collection, accountId, collection, accountId, collection],
      );
    const categories: Record<MemoryCategory, number> = { preference: 0, decision: 0, fact: 0, entity: 0, other: 0 };
    let total = 0;
    let storageBytes = 0;
    for (const row of rows) {
      categories[row.category] = Number(row.memories);
      total += Number(row.memories);
      storageBytes += Number(row.storage_bytes);
    }
    const first = rows[0];
    return {
      total,
      categories,
      storageBytes,
      oldest: first ? parseTimestamp(first.oldest) : null,
      newest: first ? parseTimestamp(first.newest) : null,
    };
  }

  /**
   * Keeps pending records from looking abandoned (an import still writing their vectors): their
   * age, for pendingOlderThan, starts again now.
   */
  async touchPending(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.orm.em
      .getConnection()
      .execute("update memories set updated_at = now() where id = any(?::text[]) and vector_state = 'pending'", [
        textArrayLiteral(ids),
      ]);
  }

  /** Pending records older than the age: writes whose process died between the two steps. */
  async pendingOlderThan(ageMs: number, limit: number): Promise<MemoryRecord[]> {
    const rows = await this.orm.em.getConnection().execute<MemoryRecordRow[]>(
      `select ${RECORD_COLUMNS} from memories
       where vector_state = 'pending' and updated_at < now() - (? || ' milliseconds')::interval order by created_at limit ?`,
      [String(ageMs), limit],
    );
    return rows.map(toRecord);
  }
}

/** A record from its row (importance to 6 decimal places: stored here as real, float4). */
export function toRecord(row: MemoryRecordRow): MemoryRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    collection: row.collection,
    text: row.text,
    category: row.category,
    importance: Math.round(Number(row.importance) * 1e6) / 1e6,
    metadata: jsonColumn(row.metadata),
    createdAt: parseTimestamp(row.created_at),
    userId: row.user_id ?? null,
    updatedAt: row.updated_at === undefined ? parseTimestamp(row.created_at) : parseTimestamp(row.updated_at),
    ...(row.embedding_variant ? { embeddingVariant: row.embedding_variant } : {}),
  };
}

/** Takes the account's collections that do not exist yet, in the caller's transaction; answers their COLLECTION_CREATED. */
async function takeCollections(
  em: SqlExecutor,
  accountId: string,
  collections: readonly string[],
): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  for (const collection of new Set(collections)) {
    const created = (await em.execute(
      'insert into memory_collections (account_id, name) values (?, ?) on conflict do nothing returning name',
      [accountId, collection],
    )) as unknown[];
    if (created.length > 0) events.push(memoryEvents.collectionCreated(accountId, { collection, surface: 'main' }));
  }
  return events;
}

/** MEMORY_STORED of a record that became visible. */
function storedEvent(memory: MemoryRecord): DomainEvent {
  return memoryEvents.stored(memory.accountId, {
    memoryId: memory.id,
    content: memory.text,
    userId: memory.userId ?? null,
    collection: memory.collection,
    metadata: memory.metadata,
    category: memory.category,
    importance: memory.importance,
  });
}

/** What a memory's record and vector take: text, metadata and the float32 vector. */
function storageBytesOf(text: string, metadata: Record<string, unknown>): number {
  return Buffer.byteLength(text) + Buffer.byteLength(JSON.stringify(metadata)) + VECTOR_BYTES;
}

/**
 * The insert of a pending record (its vector not yet written). Its updated_at is the moment it is
 * taken, whatever its created_at (an import keeps the file's): the repair pass measures a pending
 * record's age from it, and must not take an import's records while the import writes them.
 */
function pendingRecordInsert(memory: NewMemoryRecord): { sql: string; params: unknown[] } {
  return {
    sql: `insert into memories (id, account_id, collection, text, category, importance, metadata, storage_bytes, vector_state, created_at, updated_at, user_id, embedding_variant)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, 'pending', ?, now(), ?, ?)`,
    params: [
      memory.id,
      memory.accountId,
      memory.collection,
      memory.text,
      memory.category,
      realValue(memory.importance),
      JSON.stringify(memory.metadata),
      storageBytesOf(memory.text, memory.metadata),
      memory.createdAt.toISOString(),
      memory.userId ?? null,
      memory.embeddingVariant,
    ],
  };
}

/**
 * Appends to the account's change feed (read by device pulls), in the caller's transaction.
 *
 * A change's position (seq) is drawn when it is written but becomes visible when its transaction
 * commits. Two transactions of one account could commit in the other order, and a pull in between
 * would see the later position, move its cursor past the earlier one, and never see that change.
 * So the account's feed lock is taken first and held until commit: one account's positions are
 * drawn in commit order. What these transactions do after taking it never waits for another
 * writer of the feed, and the locks of several accounts are taken in one order (by account id),
 * so the locks cannot close a deadlock.
 */
async function recordChanges(
  em: SqlExecutor,
  memories: readonly Pick<MemoryRecord, 'accountId' | 'id' | 'collection'>[],
  change: 'stored' | 'forgotten',
): Promise<void> {
  for (const accountId of [...new Set(memories.map((m) => m.accountId))].sort())
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 12012))', [accountId]);
  for (const slice of statementSlices(memories))
    await em.execute(
      `insert into memory_changes (account_id, memory_id, collection, change, changed_at) values ${slice.map(() => '(?, ?, ?, ?, now())').join(', ')}`,
      slice.flatMap((m) => [m.accountId, m.id, m.collection, change]),
    );
}

/**
 * Marks records written, each with its own updated_at and, when given, the variant of its vector,
 * a statement per thousand; answers the ids it marked. Only records in the `from` state are
 * marked: pending ones by default (one that is no longer pending is left alone).
 */
async function setWritten(
  em: SqlExecutor,
  rows: readonly { id: string; at: Date; variant: VectorVariant | null }[],
  from: 'pending' | 'written' = 'pending',
): Promise<Set<string>> {
  const written = new Set<string>();
  for (const slice of statementSlices(rows)) {
    const updated = (await em.execute(
      `update memories m set vector_state = 'written', updated_at = v.at, embedding_variant = coalesce(v.variant, m.embedding_variant)
       from (values ${slice.map(() => '(?, ?::timestamptz, ?::text)').join(', ')}) as v(id, at, variant)
       where m.id = v.id and m.vector_state = ? returning m.id`,
      [...slice.flatMap((row) => [row.id, row.at.toISOString(), row.variant]), from],
    )) as { id: string }[];
    for (const row of updated) written.add(row.id);
  }
  return written;
}

/** The pending record, its fingerprint and the collection (COLLECTION_CREATED when new) in one statement. */
async function insertPendingStatement(
  em: SqlExecutor,
  memory: NewMemoryRecord,
  fingerprints: MemoryFingerprintsRepository,
): Promise<void> {
  const created = eventsInsert(
    [memoryEvents.collectionCreated(memory.accountId, { collection: memory.collection, surface: 'main' })],
    memory.createdAt,
    { whenRowsIn: 'created' },
  );
  const record = pendingRecordInsert(memory);
  const fingerprint = fingerprints.insertOf(memory.accountId, memory.collection, memory.id, memory.text);
  await em.execute(
    `with created as (
       insert into memory_collections (account_id, name) values (?, ?) on conflict do nothing returning name
     ), created_event as (${created.sql}), record as (${record.sql}), fingerprint as (${fingerprint.sql})
     select 1`,
    [memory.accountId, memory.collection, ...created.params, ...record.params, ...fingerprint.params],
  );
}
