// The account's usage day by day. The contract's only daily record of usage is the usage export
// (POST /v1/export/usage): in JSON it is {"usage": [{"day", "operation", "count"}]}, one row per
// UTC day and operation with calls, production keys only. The export is made at once, and its
// file is read through the SDK with the session's token (GET /v1/export/{job_id}/download), not
// through the signed link, whose host is the service's public address and may not be this page's.
import type { Api } from './session.js';

/** How many days the history covers, today included. */
export const HISTORY_DAYS = 30;

export interface UsageHistory {
  /** The days, oldest first, as YYYY-MM-DD (UTC). */
  days: string[];
  /** The operations with calls in the period, in the order they first appear. */
  operations: string[];
  /** counts[operation][i]: the calls of the operation on days[i]. */
  counts: Record<string, number[]>;
  /** Calls over the whole period. */
  total: number;
}

const DAY_MS = 86_400_000;

function dayText(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

interface UsageRow {
  day: string;
  operation: string;
  count: number;
}

/** The export's rows that have the documented shape; the file is read as untrusted input. */
function rowsOf(file: unknown): UsageRow[] {
  if (typeof file !== 'object' || file === null || !('usage' in file) || !Array.isArray(file.usage)) {
    throw new Error('The usage export is not in the documented form {"usage": [...]}.');
  }
  return (file.usage as unknown[]).filter(
    (row): row is UsageRow =>
      typeof row === 'object' &&
      row !== null &&
      'day' in row &&
      typeof row.day === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(row.day) &&
      'operation' in row &&
      typeof row.operation === 'string' &&
      /^[a-z_]{1,40}$/.test(row.operation) &&
      'count' in row &&
      typeof row.count === 'number' &&
      Number.isSafeInteger(row.count) &&
      row.count >= 0,
  );
}

/** The calls of the last HISTORY_DAYS UTC days, today included, per day and operation. */
export async function loadUsageHistory(api: Api, now = new Date()): Promise<UsageHistory> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (HISTORY_DAYS - 1) * DAY_MS;
  const job = await api.exports.exportUsage({
    exportUsageRequest: { startDate: new Date(first), endDate: now, format: 'JSON' },
  });
  const file = await api.exports.downloadExport({ jobId: job.jobId });
  const rows = rowsOf(JSON.parse(await file.text()));

  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => dayText(first + i * DAY_MS));
  const index = new Map(days.map((day, i) => [day, i]));
  const counts: Record<string, number[]> = {};
  const operations: string[] = [];
  let total = 0;
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined || row.count === 0) continue;
    if (!(row.operation in counts)) {
      counts[row.operation] = new Array<number>(HISTORY_DAYS).fill(0);
      operations.push(row.operation);
    }
    const series = counts[row.operation]!;
    series[i] = (series[i] ?? 0) + row.count;
    total += row.count;
  }
  return { days, operations, counts, total };
}
