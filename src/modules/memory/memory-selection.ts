// A selection of an account's memories by collection and filters (what an export takes), as the
// WHERE of a statement over either store's table: the main surface's `memories` and the
// overflow's `overflow_memories` share these columns. Used only by those two repositories.
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import type { Schemas } from '../schemas.js';

export interface MemorySelection {
  accountId: string;
  /** Collection names; null: every collection. */
  collections: string[] | null;
  filters: Schemas['MemoryFilters'];
}

/** Every given filter must hold; `writtenOnly` keeps main-surface records whose vector is written. */
export function selectionWhere(
  selection: MemorySelection,
  writtenOnly: boolean,
  afterId: string | null = null,
): { sql: string; params: unknown[] } {
  const conditions = ['account_id = ?'];
  const params: unknown[] = [selection.accountId];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (writtenOnly) conditions.push("vector_state = 'written'");
  if (selection.collections !== null) add('collection = any(?::text[])', textArrayLiteral(selection.collections));
  const f = selection.filters;
  if (f.categories !== undefined) add('category = any(?::text[])', textArrayLiteral(f.categories));
  if (f.min_importance !== undefined) add('importance >= ?', f.min_importance);
  if (f.max_importance !== undefined) add('importance <= ?', f.max_importance);
  if (f.created_after !== undefined) add('created_at >= ?::timestamptz', f.created_after);
  if (f.created_before !== undefined) add('created_at < ?::timestamptz', f.created_before);
  if (f.metadata !== undefined && Object.keys(f.metadata).length > 0) {
    add('metadata @> ?::jsonb', JSON.stringify(f.metadata));
    // implied by the containment; written out so an end user's rows are found by index
    // (overflow_memories_by_user) instead of testing every row of the account
    const userId = f.metadata['user_id'];
    if (typeof userId === 'string') add("metadata->>'user_id' = ?", userId);
  }
  if (afterId !== null) add('id > ?', afterId);
  return { sql: conditions.join(' and '), params };
}

/** Count and text/metadata bytes of a selection (what an export's size estimate starts from). */
export interface SelectionSize {
  count: number;
  textBytes: number;
  metadataBytes: number;
}

export const SELECTION_SIZE_COLUMNS =
  'count(*) as n, sum(octet_length(text)) as text_bytes, sum(octet_length(metadata::text)) as metadata_bytes';

export function selectionSizeOf(
  row: { n: string; text_bytes: string | null; metadata_bytes: string | null } | undefined,
): SelectionSize {
  return {
    count: Number(row?.n ?? 0),
    textBytes: Number(row?.text_bytes ?? 0),
    metadataBytes: Number(row?.metadata_bytes ?? 0),
  };
}
