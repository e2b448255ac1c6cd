// MikroORM's PostgreSQL driver leaves timestamps as text (it maps them itself for entities), so
// rows read with raw SQL carry `2031-05-17 12:00:00.123456+00`. This turns them into Dates,
// truncated to milliseconds like PostgreSQL's date_trunc('milliseconds', ...).
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

export function parseTimestamp(value: Date | string): Date {
  if (value instanceof Date) return value;
  const m = TIMESTAMP.exec(value.trim());
  if (!m) throw new TypeError(`not a timestamp: ${value}`);
  const [, year, month, day, hour, minute, second, fraction = '', , sign, offsetH = '0', offsetM = '0', offsetS = '0'] =
    m;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    ms,
  );
  const offsetMs = sign
    ? (sign === '-' ? -1 : 1) * (Number(offsetH) * 3600 + Number(offsetM) * 60 + Number(offsetS)) * 1000
    : 0;
  return new Date(local - offsetMs);
}

export function parseOptionalTimestamp(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : parseTimestamp(value);
}
