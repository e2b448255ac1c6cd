import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import {
  dateTimeProblem,
  instantOf,
  memoryFiltersInUtc,
  requestTimestamp,
} from '../../src/modules/request-timestamps.js';

describe('request date-times', () => {
  it('are turned into their UTC instant, whatever the offset', () => {
    expect(instantOf('2031-05-17T12:00:00Z')?.toISOString()).toBe('2031-05-17T12:00:00.000Z');
    expect(instantOf('8248-03-12T07:31:03+19:15')?.toISOString()).toBe('8248-03-11T12:16:03.000Z');
    expect(instantOf('2031-05-17T00:30:00.25-23:59')?.toISOString()).toBe('2031-05-18T00:29:00.250Z');
  });

  it('take a leap second as the instant one second after second 59', () => {
    expect(instantOf('2016-12-31T23:59:60Z')?.toISOString()).toBe('2017-01-01T00:00:00.000Z');
    expect(instantOf('2016-12-31T23:59:60.5+01:00')?.toISOString()).toBe('2016-12-31T23:00:00.500Z');
  });

  it('have no instant before the year 1 or after 9999, once the offset is applied', () => {
    expect(instantOf('0000-12-31T23:59:59Z')).toBeNull();
    expect(instantOf('0001-01-01T00:00:00Z')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(instantOf('0001-01-01T00:00:00+00:01')).toBeNull();
    expect(instantOf('9999-12-31T23:59:59Z')?.toISOString()).toBe('9999-12-31T23:59:59.000Z');
    expect(instantOf('9999-12-31T23:59:59-00:01')).toBeNull();
  });

  it('are dates of the calendar: February 30 is refused, not read as March 2', () => {
    expect(instantOf('2026-02-30T10:00:00Z')).toBeNull();
    expect(instantOf('2026-04-31T00:00:00Z')).toBeNull();
    expect(instantOf('2026-02-29T00:00:00Z')).toBeNull(); // not a leap year
    expect(instantOf('2024-02-29T00:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(instantOf('2000-02-29T00:00:00Z')).not.toBeNull(); // divisible by 400
    expect(instantOf('1900-02-29T00:00:00Z')).toBeNull(); // by 100 but not 400
    expect(instantOf('2026-12-31T23:59:59Z')).not.toBeNull();
    expect(dateTimeProblem('2026-02-30T10:00:00Z')).toMatch(/not a date of the calendar/);
    expect(dateTimeProblem('2026-01-01T00:00:00+25:00')).toMatch(/offset beyond ±23:59/);
    expect(dateTimeProblem('9999-12-31T23:59:59-23:59')).toMatch(/9999-12-31T23:59:59Z/);
  });

  it('refuse a value without an instant with 422 VALIDATION_ERROR naming the field', () => {
    let error: unknown;
    try {
      requestTimestamp('end_date', '9999-12-31T23:59:59-23:59');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_ERROR');
    expect((error as AppError).details).toEqual({
      end_date: expect.stringContaining('0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z'),
    });
  });

  it('leave memory filters as they are but for their date-times, given in UTC', () => {
    expect(
      memoryFiltersInUtc({ categories: ['fact'], created_after: '2031-05-17T12:00:00+02:00', min_importance: 0.5 }),
    ).toEqual({
      categories: ['fact'],
      created_after: '2031-05-17T10:00:00.000Z',
      min_importance: 0.5,
    });
    expect(() => memoryFiltersInUtc({ created_before: '0000-01-01T00:00:00Z' })).toThrow(/filters\.created_before/);
  });
});
