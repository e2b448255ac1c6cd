// The named errors of compression: the vectors of a request, batch schedules, and jobs that are
// still running or failed. See registry.ts for how the named errors are kept.
import { AppError } from './app-error.js';

// --- the vectors of a request -------------------------------------------------------------------

/** A compression body past its byte limit (50 MB), refused before it is read. */
export function compressionBodyTooLarge(limitBytes: number): AppError {
  return new AppError(
    'VECTORS_TOO_LARGE',
    'The vectors are larger than 50 MB. Split them into several requests, or use POST /v1/compression/jobs for each part.',
    {
      limit_bytes: limitBytes,
    },
  );
}

export function tooManyVectors(limit: number): AppError {
  return new AppError(
    'VECTORS_TOO_LARGE',
    `The request holds more than ${limit} vectors. Split them into several requests.`,
    {
      limit_vectors: limit,
    },
  );
}

export function vectorsNotAList(): AppError {
  return new AppError('INVALID_VECTORS', 'vectors must be a non-empty array of number arrays.', {
    vectors: 'must be a non-empty array',
  });
}

export function firstVectorEmpty(): AppError {
  return new AppError('INVALID_VECTORS', 'Every vector must be a non-empty array of numbers.', {
    'vectors[0]': 'must be a non-empty array of numbers',
  });
}

/** Vector `index` has `length` values (undefined: it is not an array) where vector 0 has `dimension`. */
export function vectorLengthDiffers(index: number, dimension: number, length: number | undefined): AppError {
  return new AppError(
    'INVALID_VECTORS',
    `All vectors must have the same length: vector 0 has ${dimension} values, vector ${index} has ${length ?? 'none'}.`,
    {
      [`vectors[${index}]`]: `must have ${dimension} values`,
    },
  );
}

export function vectorValueNotFinite(index: number, position: number): AppError {
  return new AppError(
    'INVALID_VECTORS',
    `vectors[${index}][${position}] is not a finite number that fits in 32 bits.`,
    {
      [`vectors[${index}][${position}]`]: 'must be a finite number',
    },
  );
}

// --- batches ------------------------------------------------------------------------------------

/** `why`: what is wrong with the expression (its field count, or the cron parser's message). */
export function invalidSchedule(schedule: string, why: string): AppError {
  return new AppError('INVALID_SCHEDULE', `The schedule '${schedule}' is not a valid cron expression: ${why}.`, {
    schedule: why,
  });
}

// --- compressions and jobs ----------------------------------------------------------------------

/** The same vectors with the same settings are being compressed already. */
export function compressionInProgress(): AppError {
  return new AppError(
    'COMPRESSION_IN_PROGRESS',
    'These vectors are already being compressed with the same settings. Wait for that compression to finish.',
  );
}

export function compressionResultNotReady(id: string, status: string, progressPct: number): AppError {
  return new AppError(
    'COMPRESSION_IN_PROGRESS',
    `Compression job ${id} is ${status}; its result is ready when it is COMPLETED.`,
    {
      job_id: id,
      status,
      progress_pct: progressPct,
    },
  );
}

export function compressionJobFailed(id: string, error: string | null): AppError {
  return new AppError(
    'COMPRESSION_JOB_NOT_FOUND',
    `Compression job ${id} failed and has no result: ${error ?? 'unknown error'}.`,
    { job_id: id, status: 'FAILED' },
  );
}
