// Date-times that arrive in requests. The contract takes any RFC 3339 date-time, which allows
// more than PostgreSQL stores: offsets up to ±23:59 (PostgreSQL's stop at ±15:59), a leap second
// (`23:59:60`, which JavaScript's Date cannot parse) and, once an offset is applied, instants
// before the year 1 or after 9999. So every date-time of a request is turned into its instant
// (UTC) before it is stored or compared, and one that has no instant the database can hold is
// refused with 422 naming the field, instead of failing in the database.
import { TIMESTAMP_RANGE_PROBLEM, timestampRefused } from '../errors/request-errors.js';
import type { Schemas } from './schemas.js';

const LEAP_SECOND = /^(.*T\d{2}:\d{2}:)60(.*)$/i;
const FIRST = new Date('0001-01-01T00:00:00Z').getTime();
const LAST = new Date('9999-12-31T23:59:59.999Z').getTime();

/** The instant nearest to `ms` that the database can hold (for times derived from a request's). */
export function storableInstant(ms: number): Date {
  return new Date(Math.min(LAST, Math.max(FIRST, ms)));
}

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;
const OFFSET_PART = /([+-])(\d{2}):(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the date part's day exists in its month: JavaScript's Date turns February 30 into March 2 without a word. */
function isCalendarDay(value: string): boolean {
  const date = DATE_PART.exec(value);
  if (!date) return true;
  const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** The instant of an RFC 3339 date-time, or null when it is no calendar date or has no instant between the years 1 and 9999 (UTC). */
export function instantOf(value: string): Date | null {
  if (!isCalendarDay(value)) return null;
  const leap = LEAP_SECOND.exec(value);
  // a leap second is the instant one second after second 59 of its minute
  const ms = leap ? new Date(`${leap[1]}59${leap[2]}`).getTime() + 1000 : new Date(value).getTime();
  return Number.isFinite(ms) && ms >= FIRST && ms <= LAST ? new Date(ms) : null;
}

/** Why an RFC 3339 date-time has no instant (instantOf answers null), for its 422. */
export function dateTimeProblem(value: string): string {
  if (!isCalendarDay(value)) return 'is not a date of the calendar (its month has no such day)';
  const offset = OFFSET_PART.exec(value);
  if (offset && (Number(offset[2]) > 23 || Number(offset[3]) > 59)) return 'has an offset beyond ±23:59';
  return TIMESTAMP_RANGE_PROBLEM;
}

/** The instant of a request's date-time `field`, or 422 VALIDATION_ERROR naming it and what is wrong. */
export function requestTimestamp(field: string, value: string): Date {
  const instant = instantOf(value);
  if (!instant) throw timestampRefused(field, value, dateTimeProblem(value));
  return instant;
}

/** Memory filters with their date-times as UTC instants (`filters.created_after` and so on checked). */
export function memoryFiltersInUtc(filters: Schemas['MemoryFilters']): Schemas['MemoryFilters'] {
  const inUtc = { ...filters };
  for (const field of ['created_after', 'created_before'] as const) {
    const value = filters[field];
    if (value !== undefined) inUtc[field] = requestTimestamp(`filters.${field}`, value).toISOString();
  }
  return inUtc;
}
