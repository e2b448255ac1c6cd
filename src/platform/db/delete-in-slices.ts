// A bulk delete of old rows in slices, each a statement of its own: the retention prunes run
// every minute and, after an instance was stopped for a while, may find a day or more of rows
// to delete. One statement over all of them would hold the embedded database's one session (and
// every other account's statements behind it) for as long as it runs; slices let the others in
// between. The rows a slice takes are found through an index on the WHERE's columns, and then
// by their key as an array: with `key in (select ...)` PostgreSQL hashed the slice and read the
// whole table against it (579 ms a slice of 5,000 rows at 300,000 on the embedded database, against 120 ms now).
import type { SqlExecutor } from './sql-executor.js';

/** Rows one slice deletes at most. */
const DELETE_SLICE_ROWS = 1000;

/**
 * Deletes the rows of `table` that `where` selects, at most `sliceRows` a statement, by the
 * column `key` (unique); answers how many were deleted.
 */
export async function deleteInSlices(
  sql: SqlExecutor,
  table: string,
  key: string,
  where: string,
  params: readonly unknown[],
  sliceRows = DELETE_SLICE_ROWS,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = (await sql.execute(
      `delete from ${table} where ${key} = any(array(select ${key} from ${table} where ${where} limit ?)) returning 1 as gone`,
      [...params, sliceRows],
    )) as unknown[];
    deleted += rows.length;
    if (rows.length < sliceRows) return deleted;
  }
}
