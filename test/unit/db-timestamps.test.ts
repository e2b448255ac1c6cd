// Timestamps read with raw SQL arrive as PostgreSQL text; they become Dates at millisecond precision.
import { describe, expect, it } from 'vitest';
import { parseOptionalTimestamp, parseTimestamp } from '../../src/platform/db/timestamps.js';

describe('parseTimestamp', () => {
  it('reads the forms PostgreSQL prints, truncating to milliseconds like date_trunc', () => {
    expect(parseTimestamp('2031-05-17 12:00:00+00').toISOString()).toBe('2031-05-17T12:00:00.000Z');
    expect(parseTimestamp('2031-05-17 12:00:00.1+00').toISOString()).toBe('2031-05-17T12:00:00.100Z');
    expect(parseTimestamp('2031-05-17 12:00:00.123999+00').toISOString()).toBe('2031-05-17T12:00:00.123Z');
    expect(parseTimestamp('2031-05-17 14:30:00.5+02:30').toISOString()).toBe('2031-05-17T12:00:00.500Z');
    expect(parseTimestamp('2031-05-17 07:00:00-05').toISOString()).toBe('2031-05-17T12:00:00.000Z');
    expect(parseTimestamp('2031-05-17T12:00:00.042Z').toISOString()).toBe('2031-05-17T12:00:00.042Z');
  });

  it('passes Dates and nulls through and refuses anything else', () => {
    const date = new Date('2031-05-17T12:00:00.000Z');
    expect(parseTimestamp(date)).toBe(date);
    expect(parseOptionalTimestamp(null)).toBeNull();
    expect(() => parseTimestamp('infinity')).toThrow('not a timestamp');
  });
});
