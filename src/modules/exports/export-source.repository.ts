// Paged reads of what a memory export covers: the service's records of main-surface memories
// (text, category, importance, metadata; their vectors are in the account's vector store) and
// hosted overflow memories (with their compressed vectors, history and versions). Pages are
// keyset pages by id, so a page costs the same however deep into the export it is and nothing
// holds a cursor (or a connection) between pages.
import type { MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import type { MemoryCategory } from '../memory/vector-store/vector-store.js';
import type { Schemas } from '../schemas.js';
import type { MemoryStoreKind } from './collection-ids.js';

export interface ExportedMemory {
  id: string;
  store: MemoryStoreKind;
  collection: string;
  text: string;
  category: MemoryCategory;
  importance: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  /** Overflow only: the stored TURBOQUANT code body. */
  code: Buffer | null;
}

export interface ExportHistoryEvent {
  action: string;
  timestamp: Date;
  details: Record<string, unknown>;
}

export interface ExportVersion {
  version: number;
  text: string;
  category: MemoryCategory;
  importance: number;
  createdAt: Date;
}

/** Which memories of one store an export takes: the account, its collection names (null: all) and the filters. */
export interface ExportSelection {
  accountId: string;
  collections: string[] | null;
  filters: Schemas['MemoryFilters'];
}

const TABLE: Record<MemoryStoreKind, string> = { main: 'memories', overflow: 'overflow_memories' };

interface Row {
  id: string;
  collection: string;
  text: string;
  category: MemoryCategory;
  importance: number | string;
  metadata: Record<string, unknown> | string;
  created_at: string | Date;
  updated_at: string | Date;
  code?: Buffer | null;
}

/** The WHERE of a selection over one store's table; every given filter must hold. */
function whereOf(store: MemoryStoreKind, selection: ExportSelection): { sql: string; params: unknown[] } {
  const conditions = ['account_id = ?'];
  const params: unknown[] = [selection.accountId];
  if (store === 'main') conditions.push("vector_state = 'written'");
  if (selection.collections !== null) {
    conditions.push('collection = any(?::text[])');
    params.push(textArrayLiteral(selection.collections));
  }
  const f = selection.filters;
  if (f.categories !== undefined) {
    conditions.push('category = any(?::text[])');
    params.push(textArrayLiteral(f.categories));
  }
  if (f.min_importance !== undefined) {
    conditions.push('importance >= ?');
    params.push(f.min_importance);
  }
  if (f.max_importance !== undefined) {
    conditions.push('importance <= ?');
    params.push(f.max_importance);
  }
  if (f.created_after !== undefined) {
    conditions.push('created_at >= ?::timestamptz');
    params.push(f.created_after);
  }
  if (f.created_before !== undefined) {
    conditions.push('created_at < ?::timestamptz');
    params.push(f.created_before);
  }
  if (f.metadata !== undefined && Object.keys(f.metadata).length > 0) {
    conditions.push('metadata @> ?::jsonb');
    params.push(JSON.stringify(f.metadata));
  }
  return { sql: conditions.join(' and '), params };
}

export class ExportSourceRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** The account's collection names in each store. */
  async collections(accountId: string): Promise<{ store: MemoryStoreKind; name: string }[]> {
    const rows = await this.sql.execute<{ store: MemoryStoreKind; name: string }[]>(
      `select 'main' as store, name from memory_collections where account_id = ?
       union all select 'overflow' as store, name from overflow_collections where account_id = ? order by 1, 2`,
      [accountId, accountId],
    );
    return rows;
  }

  /**
   * How many memories of the store the selection takes, and the bytes of their text and metadata
   * (what the size estimate of an export starts from).
   */
  async measure(store: MemoryStoreKind, selection: ExportSelection): Promise<{ count: number; textBytes: number; metadataBytes: number }> {
    const where = whereOf(store, selection);
    const [row] = await this.sql.execute<{ n: string; text_bytes: string | null; metadata_bytes: string | null }[]>(
      `select count(*) as n, sum(octet_length(text)) as text_bytes, sum(octet_length(metadata::text)) as metadata_bytes from ${TABLE[store]} where ${where.sql}`,
      where.params,
    );
    return { count: Number(row?.n ?? 0), textBytes: Number(row?.text_bytes ?? 0), metadataBytes: Number(row?.metadata_bytes ?? 0) };
  }

  /** The next page of the selection after `afterId` (null: from the start), in id order. */
  async page(store: MemoryStoreKind, selection: ExportSelection, afterId: string | null, limit: number): Promise<ExportedMemory[]> {
    const where = whereOf(store, selection);
    const params = [...where.params];
    let sql = where.sql;
    if (afterId !== null) {
      sql += ' and id > ?';
      params.push(afterId);
    }
    params.push(limit);
    const code = store === 'overflow' ? ', code' : '';
    const rows = await this.sql.execute<Row[]>(
      `select id, collection, text, category, importance, metadata, created_at, updated_at${code} from ${TABLE[store]} where ${sql} order by id limit ?`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      store,
      collection: row.collection,
      text: row.text,
      category: row.category,
      // main-surface importance is a float4 column: six decimals is what was stored
      importance: store === 'main' ? Math.round(Number(row.importance) * 1e6) / 1e6 : Number(row.importance),
      metadata: jsonColumn(row.metadata),
      createdAt: parseTimestamp(row.created_at),
      updatedAt: parseTimestamp(row.updated_at),
      code: row.code ? Buffer.from(row.code) : null,
    }));
  }

  /** History events of these overflow memories, oldest first per memory. */
  async history(ids: readonly string[]): Promise<Map<string, ExportHistoryEvent[]>> {
    const byId = new Map<string, ExportHistoryEvent[]>();
    if (ids.length === 0) return byId;
    const rows = await this.sql.execute<{ memory_id: string; action: string; details: Record<string, unknown> | string; created_at: string | Date }[]>(
      'select memory_id, action, details, created_at from overflow_memory_history where memory_id = any(?::text[]) order by memory_id, id',
      [textArrayLiteral(ids)],
    );
    for (const row of rows) {
      const list = byId.get(row.memory_id) ?? [];
      list.push({ action: row.action, details: jsonColumn(row.details), timestamp: parseTimestamp(row.created_at) });
      byId.set(row.memory_id, list);
    }
    return byId;
  }

  /** Versions of these overflow memories, first version first per memory. */
  async versions(ids: readonly string[]): Promise<Map<string, ExportVersion[]>> {
    const byId = new Map<string, ExportVersion[]>();
    if (ids.length === 0) return byId;
    const rows = await this.sql.execute<{ memory_id: string; version: number; text: string; category: MemoryCategory; importance: number | string; created_at: string | Date }[]>(
      'select memory_id, version, text, category, importance, created_at from overflow_memory_versions where memory_id = any(?::text[]) order by memory_id, version',
      [textArrayLiteral(ids)],
    );
    for (const row of rows) {
      const list = byId.get(row.memory_id) ?? [];
      list.push({ version: Number(row.version), text: row.text, category: row.category, importance: Number(row.importance), createdAt: parseTimestamp(row.created_at) });
      byId.set(row.memory_id, list);
    }
    return byId;
  }
}
