// A list's count that stops at `cap` rows: the rows the WHERE selects are read only until `cap`
// are found, so counting an account's quarter of a million rows costs no more than counting
// `cap` (paging.ts gives lists their cap).
import type { SqlExecutor } from './sql-executor.js';

export async function countUpTo(
  sql: SqlExecutor,
  table: string,
  where: string,
  params: readonly unknown[],
  cap: number,
): Promise<number> {
  const rows = (await sql.execute(`select count(*) as n from (select 1 from ${table} where ${where} limit ?) capped`, [
    ...params,
    cap,
  ])) as Array<{ n: string | number }>;
  return Number(rows[0]?.n ?? 0);
}
