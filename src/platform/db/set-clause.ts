// The SET list of a partial update: only the columns whose new value is given (not undefined),
// each with its parameter, so PATCH operations change exactly the fields a request names.
export class SetClause {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** Adds `column = ?` (with an optional cast such as `::jsonb`) unless `value` is undefined. */
  set(column: string, value: unknown, cast = ''): this {
    if (value === undefined) return this;
    this.parts.push(`${column} = ?${cast}`);
    this.params.push(value);
    return this;
  }

  /** Adds a JSON column, serialized. */
  json(column: string, value: unknown): this {
    return value === undefined ? this : this.set(column, JSON.stringify(value), '::jsonb');
  }

  get sql(): string {
    return this.parts.join(', ');
  }
}
