// The pg driver returns json/jsonb columns parsed, but a value that reaches a row through a
// row_to_json(...) or a text cast arrives as its JSON text: both read the same here.
export function jsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
