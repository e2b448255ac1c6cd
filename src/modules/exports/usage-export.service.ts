// Usage exports (POST /v1/export/usage): the account's recorded production ('live') usage per day
// and operation between start_date (inclusive) and end_date (exclusive), as CSV or JSON. The
// file is written at once (a few rows per day) and served by the same signed download as memory
// exports; the job is COMPLETED when created and expires like them.
import { usageDateRangeReversed } from '../../errors/export-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import type { Schemas } from '../schemas.js';
import type { UsageRepository } from '../usage/usage.repository.js';
import { requestTimestamp, storableInstant } from '../request-timestamps.js';
import type { ExportFiles } from './export-file.js';
import { makeRoomForExport } from './export-retention.js';
import type { ExportJob } from './export-job.entity.js';
import { csvField } from './export-formats.js';
import type { ExportJobsRepository } from './export-jobs.repository.js';
import type { ExportLinks } from './export-links.js';

const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 30;
const ROWS_PER_READ = 5000;

export interface UsageExportDeps {
  usage: UsageRepository;
  jobs: ExportJobsRepository;
  files: ExportFiles;
  links: ExportLinks;
  linkTtlSeconds: number;
  /** Export files an account keeps (export-retention.ts). */
  filesPerAccount: number;
  clock?: () => Date;
}

/** A usage export, completed when created, with its signed download link. */
export interface UsageExport {
  job: ExportJob;
  downloadUrl: string;
}

export class UsageExportService {
  constructor(private readonly deps: UsageExportDeps) {}

  async export(caller: Caller, request: Schemas['ExportUsageRequest'], baseUrl: string): Promise<UsageExport> {
    const now = this.deps.clock?.() ?? new Date();
    const end = request.end_date ? requestTimestamp('end_date', request.end_date) : now;
    const start = request.start_date
      ? requestTimestamp('start_date', request.start_date)
      : storableInstant(end.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
    if (start.getTime() > end.getTime()) {
      throw usageDateRangeReversed(start, end);
    }
    await makeRoomForExport(this.deps, caller.accountId, this.deps.filesPerAccount);
    const id = newId('exp');
    const extension = request.format === 'CSV' ? 'csv' : 'json';
    const fileName = `${id}.${extension}`;
    const file = await this.deps.files.open(fileName, Number.MAX_SAFE_INTEGER);
    let size: number;
    try {
      await file.write(
        request.format === 'CSV'
          ? 'day,operation,count\r\n'
          : `{"environment":"live","start_date":${JSON.stringify(start.toISOString())},"end_date":${JSON.stringify(end.toISOString())},"usage":[\n`,
      );
      let written = 0;
      // Days from the start's day up to the end's day; the end's own day only when the end is past
      // its midnight (end is exclusive). Past 9999-12-31 there is no day to name: it ends there.
      const firstDay = start.toISOString().slice(0, 10);
      const endDay = storableInstant(Math.ceil(end.getTime() / DAY_MS) * DAY_MS)
        .toISOString()
        .slice(0, 10);
      for (let after: { day: string; operation: string } | null = null; ;) {
        const rows = await this.deps.usage.listDaily(caller.accountId, firstDay, endDay, 'live', {
          after,
          limit: ROWS_PER_READ,
        });
        if (rows.length === 0) break;
        let text = '';
        for (const row of rows) {
          text +=
            request.format === 'CSV'
              ? `${row.day},${csvField(row.operation)},${row.count}\r\n`
              : `${written++ ? ',\n' : ''}${JSON.stringify({ day: row.day, operation: row.operation, count: row.count })}`;
        }
        await file.write(text);
        const last = rows[rows.length - 1]!;
        after = { day: last.day, operation: last.operation };
      }
      if (request.format === 'JSON') await file.write('\n]}\n');
      size = await file.finish();
    } catch (err) {
      await file.abandon();
      throw err;
    }
    const expiresAt = new Date(now.getTime() + this.deps.linkTtlSeconds * 1000);
    const row = await this.deps.jobs.insertCompletedUsageExport({
      id,
      accountId: caller.accountId,
      format: request.format,
      startDate: start,
      endDate: end,
      fileName,
      fileSizeBytes: size,
      completedAt: this.deps.clock?.() ?? new Date(),
      expiresAt,
    });
    return { job: row, downloadUrl: this.deps.links.url(baseUrl, row.id, row.expiresAt!) };
  }
}
