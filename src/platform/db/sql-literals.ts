// Statements with their values inlined as escaped SQL literals, for the simple query protocol.
// The embedded database is one PostgreSQL session that every connection shares; the extended
// protocol's unnamed statements and portals of two connections overwrite each other there, so
// code that talks to it beside the ORM (which inlines its values too) sends literals.
import pg from 'pg';

/** A value `literal` can write: a text, a number, a text array, or null. */
export type SqlValue = string | number | boolean | null | undefined | readonly SqlValue[];

/** The statement with each $n replaced by its value as an escaped SQL literal. */
export function inlineParams(sql: string, params: readonly SqlValue[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * A number for a `real` (float4) column, rounded to float32 here. PostgreSQL rounds it the same
 * way, except that it refuses a value that underflows to zero ("2.2e-311 is out of range for
 * type real") where the float32 conversion gives 0.
 */
export function realValue(value: number): number {
  return Math.fround(value);
}

/** A PostgreSQL array literal of texts, for a `?::text[]` parameter. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * A text[] column as the pg driver hands it over: already an array, or (through a cast or an
 * aggregate it does not parse) the literal `{a,"b c"}`; null reads as empty.
 */
export function textArrayColumn(value: readonly string[] | string | null): string[] {
  if (value === null) return [];
  if (typeof value !== 'string') return [...value];
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  const items: string[] = [];
  const item = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (let m = item.exec(inner); m; m = item.exec(inner))
    items.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!);
  return items;
}

/** One value as an escaped SQL literal (null, a finite number, a text array or a text). */
export function literal(value: SqlValue): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]::text[]`;
  return pg.escapeLiteral(String(value));
}
