// I/O of the hosted overflow storage: memories with their compressed vectors, versions, history,
// the collections' revisions and the events of each change, each change in one transaction.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { countUpTo } from '../../platform/db/count-up-to.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { LIST_WINDOW } from '../paging.js';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import { eventsInsert, recordEvents, type DomainEvent } from '../events/domain-events.js';
import { toRecord, type MemoryRecord, type MemoryRecordRow } from '../memory/memories.repository.js';
import {
  SELECTION_SIZE_COLUMNS,
  selectionSizeOf,
  selectionWhere,
  type MemorySelection,
  type SelectionSize,
} from '../memory/memory-selection.js';
import type { MemoryCategory } from '../memory/vector-store/vector-store.js';

/** A memory's fields as memory operations keep them, and the time of its latest change. */
export interface OverflowMemory extends MemoryRecord {
  updatedAt: Date;
}

export interface NewOverflowMemory extends Omit<OverflowMemory, 'updatedAt'> {
  /** The compressed vector, as the quantizer's wire bytes. */
  code: Uint8Array;
  storageBytes: number;
}

/** A stored vector as the search index loads it. */
export interface StoredCode {
  id: string;
  category: MemoryCategory;
  code: Uint8Array;
  createdAt: Date;
}

export interface OverflowTotals {
  total: number;
  categories: Record<MemoryCategory, number>;
  storageBytes: number;
  codeBytes: number;
  oldest: Date | null;
  newest: Date | null;
}

export type OverflowSort = 'created_at' | 'importance' | 'category';

/** An overflow memory brought in by an import, with the versions and history of its file. */
export interface ImportedOverflowMemory extends NewOverflowMemory {
  updatedAt: Date;
  versions: MemoryVersion[];
  history: HistoryEvent[];
}

export interface HistoryEvent {
  action: 'created' | 'importance_updated' | 'decayed';
  details: Record<string, unknown>;
  at: Date;
}

export interface MemoryVersion {
  version: number;
  text: string;
  category: MemoryCategory;
  importance: number;
  createdAt: Date;
}

/** An importance change: how the new value follows from the previous one, and what history says. */
export interface ImportanceChange {
  next: (previous: number) => number;
  history: (previous: number, next: number) => Omit<HistoryEvent, 'at'>;
  events: (memory: OverflowMemory, previous: number, next: number) => DomainEvent[];
}

/**
 * What the tier limits are told of a store, counted in the store's transaction under a lock of
 * the account (so concurrent stores never pass a limit); a count is only made when asked for.
 */
export interface OverflowRoom {
  addsCollections: () => Promise<number>;
  heldMemories: () => Promise<number>;
  heldCollections: () => Promise<number>;
}

/** The account's overflow collections and the memories they hold. */
export interface OverflowHoldings {
  collections: string[];
  memories: number;
}

/** Makes the account's overflow writes under tier limits take turns, until the transaction ends. */
async function lockWrites(sql: SqlExecutor, accountId: string): Promise<void> {
  await sql.execute('select pg_advisory_xact_lock(hashtextextended(?, 7007))', [accountId]);
}

const REVISION_OF = 'select revision from overflow_collections where account_id = ? and name = ?';
const MEMORY_COLUMNS = 'id, account_id, collection, text, category, importance, metadata, created_at, updated_at';

interface MemoryRow extends MemoryRecordRow {
  updated_at: string | Date;
}

function toMemory(row: MemoryRow): OverflowMemory {
  return { ...toRecord(row), updatedAt: parseTimestamp(row.updated_at) };
}

const EMPTY_CATEGORIES = (): Record<MemoryCategory, number> => ({
  preference: 0,
  decision: 0,
  fact: 0,
  entity: 0,
  other: 0,
});

export class OverflowMemoriesRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /**
   * Stores a memory with version 1, the history event `created` and the events; creates the
   * collection on first use. `checkRoom` (the tier limits, when they apply) decides under a lock
   * of the account before anything is written; without it the store is its one statement, with
   * no lock and no transaction to hold the database's session between round trips (on the
   * embedded database every other statement waits while one is open). Answers the collection's
   * new revision.
   */
  async insert(
    memory: NewOverflowMemory,
    checkRoom: ((room: OverflowRoom) => Promise<void>) | undefined,
    events: (collectionCreated: boolean) => DomainEvent[],
  ): Promise<{ revision: number }> {
    if (!checkRoom) return this.write(this.sql, memory, events(true));
    return this.orm.em.fork().transactional(async (em) => {
      await lockWrites(em, memory.accountId);
      const collectionCreated =
        (
          await em.execute<unknown[]>('select 1 from overflow_collections where account_id = ? and name = ?', [
            memory.accountId,
            memory.collection,
          ])
        ).length === 0;
      const count = async (query: string) =>
        Number((await em.execute<{ n: string }[]>(query, [memory.accountId]))[0]!.n);
      await checkRoom({
        addsCollections: async () => (collectionCreated ? 1 : 0),
        heldMemories: () =>
          count('select coalesce(sum(memories), 0) as n from overflow_collections where account_id = ?'),
        heldCollections: () => count('select count(*) as n from overflow_collections where account_id = ?'),
      });
      return this.write(em, memory, events(collectionCreated));
    });
  }

  /**
   * One statement: the collection made or counted by an upsert (which gives the revision), the
   * memory, its first version, its history and the events, an event of `COLLECTION_CREATED` type
   * kept only when the upsert made the collection.
   */
  private async write(
    sql: SqlExecutor,
    memory: NewOverflowMemory,
    events: readonly DomainEvent[],
  ): Promise<{ revision: number }> {
    const at = memory.createdAt.toISOString();
    const eventInsert =
      events.length > 0
        ? eventsInsert(events, memory.createdAt, {
            when: (event) => (event.type === 'COLLECTION_CREATED' ? '(select created from c)' : undefined),
          })
        : null;
    const [row] = (await sql.execute(
      `with c as (
         insert into overflow_collections as o (account_id, name, revision, memories) values (?, ?, 1, 1)
         on conflict (account_id, name) do update set revision = o.revision + 1, memories = o.memories + 1
         returning revision, (xmax = 0) as created
       ), m as (
         insert into overflow_memories (id, account_id, collection, text, category, importance, metadata, code, storage_bytes, version, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, 1, ?, ?) returning id
       ), v as (
         insert into overflow_memory_versions (memory_id, version, text, category, importance, created_at)
         select id, 1, ?, ?, ?, ? from m
       ), h as (
         insert into overflow_memory_history (memory_id, action, details, created_at)
         select id, 'created', ?::jsonb, ? from m
       )${eventInsert ? `, e as (${eventInsert.sql})` : ''}
       select revision from c`,
      [
        memory.accountId,
        memory.collection,
        ...rowValues(memory),
        at,
        at,
        memory.text,
        memory.category,
        memory.importance,
        at,
        JSON.stringify({ category: memory.category, importance: memory.importance }),
        at,
        ...(eventInsert?.params ?? []),
      ],
    )) as { revision: string }[];
    return { revision: Number(row!.revision) };
  }

  /**
   * Writes imported memories (all of one account) with their versions and history in the
   * import's transaction `sql` (the one that also makes the import's main-surface memories
   * visible: all or nothing). `admit` (the tier limits, given what the account holds) decides
   * first, under the lock the stores take, when given.
   */
  async insertImported(
    sql: SqlExecutor,
    memories: readonly ImportedOverflowMemory[],
    admit?: (held: OverflowHoldings) => Promise<void>,
  ): Promise<void> {
    if (admit && memories.length > 0) {
      await lockWrites(sql, memories[0]!.accountId);
      await admit(await this.holdings(memories[0]!.accountId, sql));
    }
    for (const memory of memories) {
      await sql.execute('insert into overflow_collections (account_id, name) values (?, ?) on conflict do nothing', [
        memory.accountId,
        memory.collection,
      ]);
      await sql.execute(
        `insert into overflow_memories (id, account_id, collection, text, category, importance, metadata, code, storage_bytes, version, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)`,
        [
          ...rowValues(memory),
          Math.max(...memory.versions.map((v) => v.version)),
          memory.createdAt.toISOString(),
          memory.updatedAt.toISOString(),
        ],
      );
      for (const v of memory.versions) {
        await sql.execute(
          'insert into overflow_memory_versions (memory_id, version, text, category, importance, created_at) values (?, ?, ?, ?, ?, ?)',
          [memory.id, v.version, v.text, v.category, v.importance, v.createdAt.toISOString()],
        );
      }
      for (const event of memory.history) await this.appendHistory(sql, memory.id, event);
      // a new revision tells every instance's search index to reload the collection
      await sql.execute(
        'update overflow_collections set revision = revision + 1, memories = memories + 1 where account_id = ? and name = ?',
        [memory.accountId, memory.collection],
      );
    }
  }

  /** The account's overflow collections and how many memories it holds (the tier limits of an import). */
  async holdings(accountId: string, sql: SqlExecutor = this.sql): Promise<OverflowHoldings> {
    const rows = (await sql.execute('select name, memories from overflow_collections where account_id = ?', [
      accountId,
    ])) as { name: string; memories: string }[];
    return { collections: rows.map((r) => r.name), memories: rows.reduce((sum, r) => sum + Number(r.memories), 0) };
  }

  /** The account's collections with their memory counts, the largest first (ties by name), at most `limit`, and how many there are. */
  async collectionCounts(
    accountId: string,
    limit: number,
  ): Promise<{ count: number; collections: { name: string; memories: number }[] }> {
    const rows = await this.sql.execute<{ name: string; memories: string; n: string }[]>(
      `select name, memories, count(*) over () as n from overflow_collections where account_id = ?
        order by memories desc, name asc limit ?`,
      [accountId, limit],
    );
    return {
      count: Number(rows[0]?.n ?? 0),
      collections: rows.map((row) => ({ name: row.name, memories: Number(row.memories) })),
    };
  }

  /** Raises the collection's revision and moves its memory count by `memories` (+1 stored, -1 forgotten). */
  private async bumpRevision(
    em: EntityManager,
    accountId: string,
    collection: string,
    memories: 1 | -1,
  ): Promise<number> {
    const [row] = await em.execute<{ revision: string }[]>(
      'update overflow_collections set revision = revision + 1, memories = memories + ? where account_id = ? and name = ? returning revision',
      [memories, accountId, collection],
    );
    return Number(row!.revision);
  }

  private async appendHistory(sql: SqlExecutor, memoryId: string, event: HistoryEvent): Promise<void> {
    await sql.execute(
      'insert into overflow_memory_history (memory_id, action, details, created_at) values (?, ?, ?::jsonb, ?)',
      [memoryId, event.action, JSON.stringify(event.details), event.at.toISOString()],
    );
  }

  /** Deletes a memory (its versions and history go with it); answers the new revision, or null when there was no such memory. */
  async remove(
    accountId: string,
    collection: string,
    id: string,
    events: (memory: OverflowMemory) => DomainEvent[],
    at: Date,
  ): Promise<number | null> {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<MemoryRow[]>(
        `delete from overflow_memories where id = ? and account_id = ? and collection = ? returning ${MEMORY_COLUMNS}`,
        [id, accountId, collection],
      );
      if (rows.length === 0) return null;
      const revision = await this.bumpRevision(em, accountId, collection, -1);
      await recordEvents(em, events(toMemory(rows[0]!)), at);
      return revision;
    });
  }

  /**
   * Changes a memory's importance under a row lock (concurrent changes queue, none is lost),
   * appends a version and a history event, and records the events. Null when there is no such
   * memory in the collection.
   */
  async changeImportance(
    accountId: string,
    collection: string,
    id: string,
    change: ImportanceChange,
    at: Date,
  ): Promise<{ previous: number; next: number } | null> {
    return this.orm.em.fork().transactional(async (em) => {
      const [locked] = await em.execute<MemoryRow[]>(
        `select ${MEMORY_COLUMNS} from overflow_memories where id = ? and account_id = ? and collection = ? for update`,
        [id, accountId, collection],
      );
      return locked ? this.applyChange(em, locked, change, at) : null;
    });
  }

  /**
   * The scheduled decay: changes, in one transaction, up to `limit` memories last recalled (or
   * created) before `idleBefore` and not decayed since `decayedBefore`, skipping rows another
   * instance holds. Answers how many it changed.
   */
  async decayIdle(options: {
    idleBefore: Date;
    decayedBefore: Date;
    limit: number;
    change: ImportanceChange;
    at: Date;
  }): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<MemoryRow[]>(
        `select ${MEMORY_COLUMNS} from overflow_memories
          where coalesce(last_recalled_at, created_at) < ? and (last_decayed_at is null or last_decayed_at < ?) and importance > 0
          order by id limit ? for update skip locked`,
        [options.idleBefore.toISOString(), options.decayedBefore.toISOString(), options.limit],
      );
      for (const row of rows) {
        await this.applyChange(em, row, options.change, options.at);
        await em.execute('update overflow_memories set last_decayed_at = ? where id = ?', [
          options.at.toISOString(),
          row.id,
        ]);
      }
      return rows.length;
    });
  }

  /** The new importance, a version, a history event and the events of one locked memory. */
  private async applyChange(
    em: EntityManager,
    locked: MemoryRow,
    change: ImportanceChange,
    at: Date,
  ): Promise<{ previous: number; next: number }> {
    const previous = Number(locked.importance);
    const next = change.next(previous);
    const [updated] = await em.execute<{ version: number }[]>(
      'update overflow_memories set importance = ?, version = version + 1, updated_at = ? where id = ? returning version',
      [next, at.toISOString(), locked.id],
    );
    await em.execute(
      'insert into overflow_memory_versions (memory_id, version, text, category, importance, created_at) values (?, ?, ?, ?, ?, ?)',
      [locked.id, updated!.version, locked.text, locked.category, next, at.toISOString()],
    );
    await this.appendHistory(em, locked.id, { ...change.history(previous, next), at });
    await recordEvents(em, change.events({ ...toMemory(locked), importance: next }, previous, next), at);
    return { previous, next };
  }

  /** The collection's revision; null when the account never stored into it. */
  async revisionOf(accountId: string, collection: string): Promise<number | null> {
    const [row] = await this.sql.execute<{ revision: string }[]>(REVISION_OF, [accountId, collection]);
    return row ? Number(row.revision) : null;
  }

  /**
   * The collection's revision (null when it does not exist), after which its stored codes are
   * read in slices of `sliceRows` by id, each handed to `take` before the next slice is read. Every
   * change up to the revision is in the codes read (changes after it may be too). The slices are
   * separate statements, so a large collection never holds the database in one long statement.
   */
  async readCodes(
    accountId: string,
    collection: string,
    sliceRows: number,
    take: (codes: StoredCode[]) => Promise<void>,
  ): Promise<number | null> {
    const revision = await this.revisionOf(accountId, collection);
    if (revision === null) return null;
    for (let after = ''; ;) {
      const rows = await this.sql.execute<
        { id: string; category: MemoryCategory; code: Uint8Array; created_at: string | Date }[]
      >(
        'select id, category, code, created_at from overflow_memories where account_id = ? and collection = ? and id > ? order by id limit ?',
        [accountId, collection, after, sliceRows],
      );
      if (rows.length === 0) return revision;
      await take(
        rows.map((r) => ({ id: r.id, category: r.category, code: r.code, createdAt: parseTimestamp(r.created_at) })),
      );
      if (rows.length < sliceRows) return revision;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** The memories with these ids in the account's collection. */
  async findMany(accountId: string, collection: string, ids: readonly string[]): Promise<OverflowMemory[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.execute<MemoryRow[]>(
      `select ${MEMORY_COLUMNS} from overflow_memories where id = any(?::text[]) and account_id = ? and collection = ?`,
      [textArrayLiteral(ids), accountId, collection],
    );
    return rows.map(toMemory);
  }

  /** One memory of the account, whatever its collection (ids are unique across them). */
  async find(accountId: string, id: string): Promise<OverflowMemory | null> {
    const [row] = await this.sql.execute<MemoryRow[]>(
      `select ${MEMORY_COLUMNS} from overflow_memories where id = ? and account_id = ?`,
      [id, accountId],
    );
    return row ? toMemory(row) : null;
  }

  /** Notes that these memories were recalled now (for time-based decay) and records the events, in one statement. */
  async markRecalled(ids: readonly string[], events: DomainEvent[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    const insert = eventsInsert(events, at);
    await this.sql.execute(
      `with recalled as (update overflow_memories set last_recalled_at = ? where id = any(?::text[])) ${insert.sql}`,
      [at.toISOString(), textArrayLiteral(ids), ...insert.params],
    );
  }

  async history(id: string): Promise<HistoryEvent[]> {
    return (await this.historyOf([id])).get(id) ?? [];
  }

  /** History events of these memories, oldest first per memory. */
  async historyOf(ids: readonly string[]): Promise<Map<string, HistoryEvent[]>> {
    const rows =
      ids.length === 0
        ? []
        : await this.sql.execute<
            {
              memory_id: string;
              action: HistoryEvent['action'];
              details: Record<string, unknown> | string;
              created_at: string | Date;
            }[]
          >(
            'select memory_id, action, details, created_at from overflow_memory_history where memory_id = any(?::text[]) order by memory_id, id',
            [textArrayLiteral(ids)],
          );
    return groupRows(rows, (r) => ({
      action: r.action,
      details: jsonColumn(r.details),
      at: parseTimestamp(r.created_at),
    }));
  }

  async versions(id: string): Promise<MemoryVersion[]> {
    return (await this.versionsOf([id])).get(id) ?? [];
  }

  /** Versions of these memories, first version first per memory. */
  async versionsOf(ids: readonly string[]): Promise<Map<string, MemoryVersion[]>> {
    const rows =
      ids.length === 0
        ? []
        : await this.sql.execute<
            {
              memory_id: string;
              version: number;
              text: string;
              category: MemoryCategory;
              importance: number | string;
              created_at: string | Date;
            }[]
          >(
            'select memory_id, version, text, category, importance, created_at from overflow_memory_versions where memory_id = any(?::text[]) order by memory_id, version',
            [textArrayLiteral(ids)],
          );
    return groupRows(rows, (r) => ({
      version: Number(r.version),
      text: r.text,
      category: r.category,
      importance: Number(r.importance),
      createdAt: parseTimestamp(r.created_at),
    }));
  }

  /** Count and bytes of a selection of the account's overflow memories (an export's size estimate). */
  async measureSelection(selection: MemorySelection): Promise<SelectionSize> {
    const where = selectionWhere(selection, false);
    const rows = await this.sql.execute<{ n: string; text_bytes: string | null; metadata_bytes: string | null }[]>(
      `select ${SELECTION_SIZE_COLUMNS} from overflow_memories where ${where.sql}`,
      where.params,
    );
    return selectionSizeOf(rows[0]);
  }

  /** The next page of a selection after `afterId` (null: from the start), in id order, with the stored codes. */
  async pageSelection(
    selection: MemorySelection,
    afterId: string | null,
    limit: number,
  ): Promise<(OverflowMemory & { code: Buffer })[]> {
    const where = selectionWhere(selection, false, afterId);
    const rows = await this.sql.execute<(MemoryRow & { code: Buffer })[]>(
      `select ${MEMORY_COLUMNS}, code from overflow_memories where ${where.sql} order by id limit ?`,
      [...where.params, limit],
    );
    // importance is a double here: exported as stored, not rounded as the main surface's float4
    return rows.map((row) => ({ ...toMemory(row), importance: Number(row.importance), code: Buffer.from(row.code) }));
  }

  /** A page of a selection (an account's memories by category, importance, metadata) in the list's order. */
  async page(
    selection: MemorySelection,
    options: { offset: number; limit: number; sort: OverflowSort },
  ): Promise<{ memories: OverflowMemory[]; total: number }> {
    const where = selectionWhere(selection, false);
    const order = {
      created_at: 'created_at desc, id asc',
      importance: 'importance desc, created_at desc, id asc',
      category: 'category asc, created_at desc, id asc',
    }[options.sort];
    const rows = await this.sql.execute<MemoryRow[]>(
      `select ${MEMORY_COLUMNS} from overflow_memories where ${where.sql} order by ${order} limit ? offset ?`,
      [...where.params, options.limit, options.offset],
    );
    const total = await countUpTo(this.sql, 'overflow_memories', where.sql, where.params, LIST_WINDOW);
    return { memories: rows.map(toMemory), total };
  }

  /** Bytes the account's overflow memories take. */
  async storageBytes(accountId: string): Promise<number> {
    const rows = await this.sql.execute<{ n: string }[]>(
      'select coalesce(sum(storage_bytes), 0) as n from overflow_category_totals where account_id = ?',
      [accountId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Overflow memories, collections and their bytes over every account (the service's monitoring figures). */
  async serviceTotals(): Promise<{ memories: number; collections: number; storageBytes: number }> {
    const rows = await this.sql.execute<{ memories: string; collections: string; bytes: string }[]>(
      `select (select coalesce(sum(memories), 0) from overflow_collections) as memories,
              (select count(*) from overflow_collections) as collections,
              (select coalesce(sum(storage_bytes), 0) from overflow_category_totals) as bytes`,
    );
    return {
      memories: Number(rows[0]!.memories),
      collections: Number(rows[0]!.collections),
      storageBytes: Number(rows[0]!.bytes),
    };
  }

  /**
   * Totals over all of the account's overflow memories: the sums per category that triggers keep
   * (migration 0021), and the oldest and newest memory from the index by time, so that the cost
   * does not grow with what the account holds.
   */
  async totals(accountId: string): Promise<OverflowTotals> {
    const rows = await this.sql.execute<CategoryTotalsRow[]>(
      `select category, memories, storage_bytes, code_bytes,
              (select min(created_at) from overflow_memories where account_id = ?) as oldest,
              (select max(created_at) from overflow_memories where account_id = ?) as newest
         from overflow_category_totals where account_id = ? and memories > 0`,
      [accountId, accountId, accountId],
    );
    const span = rows[0];
    const totals: OverflowTotals = {
      total: 0,
      categories: EMPTY_CATEGORIES(),
      storageBytes: 0,
      codeBytes: 0,
      oldest: span ? parseTimestamp(span.oldest) : null,
      newest: span ? parseTimestamp(span.newest) : null,
    };
    for (const row of rows) {
      totals.total += Number(row.memories);
      totals.categories[row.category] = Number(row.memories);
      totals.storageBytes += Number(row.storage_bytes);
      totals.codeBytes += Number(row.code_bytes);
    }
    return totals;
  }
}

interface CategoryTotalsRow {
  category: MemoryCategory;
  memories: string;
  storage_bytes: string;
  code_bytes: string;
  oldest: string | Date;
  newest: string | Date;
}

/** Rows of several memories, grouped by memory in their order. */
function groupRows<R extends { memory_id: string }, T>(rows: readonly R[], map: (row: R) => T): Map<string, T[]> {
  const byId = new Map<string, T[]>();
  for (const row of rows) {
    const list = byId.get(row.memory_id) ?? [];
    list.push(map(row));
    byId.set(row.memory_id, list);
  }
  return byId;
}

/** An overflow memory's row from `id` to `storage_bytes`, in the column order of its inserts. */
function rowValues(memory: NewOverflowMemory): unknown[] {
  return [
    memory.id,
    memory.accountId,
    memory.collection,
    memory.text,
    memory.category,
    memory.importance,
    JSON.stringify(memory.metadata),
    Buffer.from(memory.code),
    memory.storageBytes,
  ];
}
