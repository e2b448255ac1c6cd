import { describe, expect, it } from 'vitest';
import { textArrayColumn, textArrayLiteral } from '../../src/platform/db/sql-literals.js';

describe('text[] values', () => {
  it('reads a column as the driver gives it: an array, a literal, or null', () => {
    expect(textArrayColumn(['a', 'b'])).toEqual(['a', 'b']);
    expect(textArrayColumn('{MEMORY_STORED,LOW_BATTERY}')).toEqual(['MEMORY_STORED', 'LOW_BATTERY']);
    expect(textArrayColumn('{}')).toEqual([]);
    expect(textArrayColumn(null)).toEqual([]);
    expect(textArrayColumn('{"a b","c,d","e\\"f"}')).toEqual(['a b', 'c,d', 'e"f']);
  });

  it('reads back what it writes', () => {
    const values = ['plain', 'with space', 'comma,inside', 'quote"inside', 'back\\slash'];
    expect(textArrayColumn(textArrayLiteral(values))).toEqual(values);
  });
});
