// Date-times that arrive in requests. The contract takes any RFC 3339 date-time, which allows
// more than PostgreSQL stores: offsets up to ±23:59 (PostgreSQL's stop at ±15:59), a leap second
// (`23:59:60`, which JavaScript's Date cannot parse) and, once an offset is applied, instants
// before the year 1 or after 9999. So every date-time of a request is turned into its instant
// (UTC) before it is stored or compared, and one that has no instant the database can hold is
// refused with 422 naming the field, instead of failing in the database.
import { timestampOutOfRange } from '../errors/request-errors.js';
import type { Schemas } from './schemas.js';

const LEAP_SECOND = /^(.*T\d{2}:\d{2}:)60(.*)$/i;
const FIRST = new Date('0001-01-01T00:00:00Z').getTime();
const LAST = new Date('9999-12-31T23:59:59.999Z').getTime();

/** The instant nearest to `ms` that the database can hold (for times derived from a request's). */
export function storableInstant(ms: number): Date {
  return new Date(Math.min(LAST, Math.max(FIRST, ms)));
}

/** The instant of an RFC 3339 date-time, or null when it has none between the years 1 and 9999 (UTC). */
export function instantOf(value: string): Date | null {
  const leap = LEAP_SECOND.exec(value);
  // a leap second is the instant one second after second 59 of its minute
  const ms = leap ? new Date(`${leap[1]}59${leap[2]}`).getTime() + 1000 : new Date(value).getTime();
  return Number.isFinite(ms) && ms >= FIRST && ms <= LAST ? new Date(ms) : null;
}

/** The instant of a request's date-time `field`, or 422 VALIDATION_ERROR naming it. */
export function requestTimestamp(field: string, value: string): Date {
  const instant = instantOf(value);
  if (!instant) throw timestampOutOfRange(field, value);
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
