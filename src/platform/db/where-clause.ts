// The WHERE of a filtered list: fixed conditions, then `column = ?` for each optional filter a
// request gives (undefined: not filtered), so list operations narrow by exactly what is asked.
export function whereEquals(
  fixed: string,
  fixedParams: readonly unknown[],
  filters: ReadonlyArray<readonly [column: string, value: unknown]>,
): { sql: string; params: unknown[] } {
  const conditions = [fixed];
  const params = [...fixedParams];
  for (const [column, value] of filters) {
    if (value === undefined) continue;
    conditions.push(`${column} = ?`);
    params.push(value);
  }
  return { sql: conditions.join(' and '), params };
}
