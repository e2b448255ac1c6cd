// A text[] column as a string array. MikroORM's own ArrayType writes an element unquoted unless it
// holds one of `"{},\`, so an element such as ` a` (trimmed) or `NULL` (read back as null) would
// not come back as sent; this one quotes every element (textArrayLiteral).
import { Type } from '@mikro-orm/core';
import { textArrayColumn, textArrayLiteral } from './sql-literals.js';

export class TextArrayType extends Type<string[] | null, string | null> {
  override convertToDatabaseValue(value: string[] | null): string | null {
    return value === null || value === undefined ? null : textArrayLiteral(value);
  }

  override convertToJSValue(value: string[] | string | null): string[] | null {
    return value === null || value === undefined ? null : textArrayColumn(value);
  }

  override compareAsType(): string {
    return 'array';
  }

  override getColumnType(): string {
    return 'text[]';
  }
}
