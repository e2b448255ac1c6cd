import { describe, expect, it } from 'vitest';
import { TextArrayType } from '../../src/platform/db/text-array-type.js';
import { textArrayColumn } from '../../src/platform/db/sql-literals.js';

describe('text[] column type of the entities', () => {
  const type = new TextArrayType();
  const awkward = [' a', 'NULL', 'b"c', 'd\\e', 'x,y', '{z}', ''];

  it('writes every element quoted, so spaces, NULL and separators come back as sent', () => {
    const literal = type.convertToDatabaseValue(awkward)!;
    expect(literal).toBe('{" a","NULL","b\\"c","d\\\\e","x,y","{z}",""}');
    expect(textArrayColumn(literal)).toEqual(awkward);
  });

  it('reads the arrays the driver parsed and the literals it did not, and keeps null as null', () => {
    expect(type.convertToJSValue(awkward)).toEqual(awkward);
    expect(type.convertToJSValue('{a,"b c"}')).toEqual(['a', 'b c']);
    expect(type.convertToJSValue(null)).toBeNull();
    expect(type.convertToDatabaseValue(null)).toBeNull();
  });
});
