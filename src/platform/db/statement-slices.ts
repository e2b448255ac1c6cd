// Multi-row statements in slices: PostgreSQL takes at most 65,535 parameters in one statement,
// and an import can mark tens of thousands of records at once.

/** Rows of one multi-row statement at most (a few parameters each). */
const ROWS_PER_STATEMENT = 1000;

/** `rows` in order, in slices of at most ROWS_PER_STATEMENT. */
export function statementSlices<T>(rows: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) slices.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return slices;
}
