// The named errors of exports: starting one, downloading its file (by the signed link or with an
// API key), usage-export date ranges, and memory imports. See registry.ts for how the named
// errors are kept.
import { AppError } from './app-error.js';

/** A size for a message: "1.5 GB", "0.000512 GB". */
export function gigabytes(bytes: number): string {
  return `${(bytes / 1e9).toFixed(bytes >= 1e9 ? 1 : 6).replace(/\.?0+$/, '')} GB`;
}

// --- starting an export -------------------------------------------------------------------------

/** The account already has an export running (`runningId`: its id, when it could be read). */
export function exportAlreadyRunning(runningId: string | undefined): AppError {
  return new AppError(
    'EXPORT_IN_PROGRESS',
    `Export ${runningId ?? 'of this account'} is still running. Wait for it to finish before starting another.`,
    {
      job_id: runningId ?? null,
    },
  );
}

export function exportTooLarge(estimatedBytes: number, limitBytes: number): AppError {
  return new AppError(
    'EXPORT_TOO_LARGE',
    `The export would be about ${gigabytes(estimatedBytes)}, over the ${gigabytes(limitBytes)} limit. Export fewer collections, narrow the filters or leave out vectors.`,
    {
      estimated_size_bytes: estimatedBytes,
      limit_bytes: limitBytes,
    },
  );
}

export function usageDateRangeReversed(start: Date, end: Date): AppError {
  return new AppError(
    'INVALID_DATE_RANGE',
    'start_date must not be after end_date. Swap the dates or widen the range.',
    {
      start_date: start.toISOString(),
      end_date: end.toISOString(),
    },
  );
}

// --- downloading its file -----------------------------------------------------------------------

/** A download with only one of expires and signature (`missing`: the one left out). */
export function downloadLinkIncomplete(missing: 'expires' | 'signature'): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    'expires and signature are sent together: use the whole download_url of the export job.',
    { [missing]: 'is required with the other' },
  );
}

export function downloadSignatureInvalid(): AppError {
  return new AppError(
    'UNAUTHORIZED',
    "The download link signature is invalid. Use the download_url of the export job, or send 'Authorization: Bearer <API_KEY>'.",
  );
}

/** A download with neither a signed link nor an API key. */
export function downloadNeedsCredentials(): AppError {
  return new AppError(
    'UNAUTHORIZED',
    "Missing or invalid API key. Send 'Authorization: Bearer <API_KEY>', or use the signed download_url of the export job.",
  );
}

export function exportNotReady(id: string, status: string, progressPct: number): AppError {
  return new AppError(
    'EXPORT_IN_PROGRESS',
    `Export ${id} is ${progressPct}% done. Poll GET /v1/export/${id} and download when it is COMPLETED.`,
    {
      job_id: id,
      status,
      progress_pct: progressPct,
    },
  );
}

/** A job with no file to download: it failed (`error`: why, when known). */
export function exportHasNoFile(id: string, status: string, error: string | null): AppError {
  return new AppError(
    'EXPORT_NOT_FOUND',
    `Export ${id} failed and has no file${error ? `: ${error}` : ''}. Start a new export.`,
    { job_id: id, status },
  );
}

/** `at`: when the link expired, as an ISO 8601 instant without milliseconds. */
export function exportExpired(id: string, at: string): AppError {
  return new AppError('EXPORT_EXPIRED', `The download link of export ${id} expired at ${at}. Start a new export.`, {
    job_id: id,
    expired_at: at,
  });
}

// --- imports ------------------------------------------------------------------------------------

/** Memory `index` of an import file (`memory`: as given, for its id) has `field` with `problem`. */
export function importedMemoryInvalid(
  index: number,
  memory: { id?: unknown },
  field: string,
  problem: string,
): AppError {
  const id = typeof memory.id === 'string' ? memory.id : undefined;
  return new AppError(
    'VALIDATION_ERROR',
    `memories[${index}]${id ? ` (id ${id})` : ''}: ${field} ${problem}. Nothing was imported; correct that memory and send the whole file again.`,
    { [`memories.${index}.${field}`]: problem, item_index: index, ...(id ? { item_id: id } : {}) },
  );
}
