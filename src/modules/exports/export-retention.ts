// How many export files an account keeps. Every export (memory or usage) writes a file that stays
// on the service's disk until its link expires, 24 hours by default; without a bound, one account
// making export after export, as fast as its rate limit lets it, could fill the disk every other
// account's exports and database share. An account keeps its newest `filesPerAccount` files:
// before a new export is made, its oldest completed exports past `filesPerAccount - 1` expire at
// once (status EXPIRED, file deleted, downloads answer 410 EXPORT_EXPIRED). The rows of expired
// and failed jobs are deleted 30 days after they finished (MemoryExportService's sweep).
import type { ExportFiles } from './export-file.js';
import type { ExportJobsRepository } from './export-jobs.repository.js';

export async function makeRoomForExport(
  deps: { jobs: ExportJobsRepository; files: ExportFiles },
  accountId: string,
  filesPerAccount: number,
): Promise<void> {
  const expired = await deps.jobs.expireAllButNewest(accountId, filesPerAccount - 1);
  for (const fileName of expired) await deps.files.remove(fileName);
}
