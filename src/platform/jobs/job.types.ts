// The vocabulary of the durable job queue: the job record, handlers, and the errors callers see.

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** A job as stored. Payload, result and progress are JSON. */
export interface Job<Payload = unknown, Result = unknown> {
  id: string;
  kind: string;
  payload: Payload;
  status: JobStatus;
  /** Not claimed before this time (the database's clock). */
  runAt: Date;
  /** Attempts started so far, the current one included while running. */
  attempts: number;
  maxAttempts: number;
  /** The worker holding the job while running; the worker that last held it once finished. */
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  /** The error of the latest failed attempt. */
  lastError: string | null;
  result: Result | null;
  progress: unknown;
  dedupeKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export interface JobContext {
  /** Aborted when the runner stops, the job is cancelled, or its lease is lost; its reason is a JobInterruptedError. */
  signal: AbortSignal;
  /** The worker running this attempt. */
  workerId: string;
  /**
   * Stores `progress` (JSON) on the job and extends the lease. Throws JobInterruptedError when
   * the job is no longer this worker's (cancelled, or its lease was taken over).
   */
  reportProgress(progress: unknown): Promise<void>;
}

/** Runs one attempt. Its resolved value (JSON, or undefined) becomes the job's result; a throw is a failed attempt. */
export type JobHandler<Payload = unknown, Result = unknown> = (
  job: Job<Payload, Result>,
  context: JobContext,
) => Promise<Result> | Result;

export interface HandlerOptions {
  /** Delay before attempt `failedAttempt + 1`, in ms. Default: the queue's doubling backoff. */
  backoffMs?: (failedAttempt: number) => number;
  /**
   * Finished jobs of this kind (succeeded, failed, cancelled) are deleted this long after they
   * finished, for kinds whose outcome is kept elsewhere. Default: kept.
   */
  keepFinishedMs?: number;
}

export interface EnqueueOptions<Executor = unknown> {
  /** Not before this time. Default: now. */
  runAt?: Date;
  /** Attempts before the job is failed. Default: the queue's (5). */
  maxAttempts?: number;
  /** At most one queued or running job has this key; a second enqueue throws DuplicateJobError. */
  dedupeKey?: string;
  /** Enqueue through this EntityManager, inside its open transaction if it has one. */
  em?: Executor;
}

/** Thrown by enqueue when an active job already holds the dedupe key. */
export class DuplicateJobError extends Error {
  override readonly name = 'DuplicateJobError';
  constructor(
    readonly dedupeKey: string,
    /** The active job holding the key. */
    readonly existing: Job,
  ) {
    super(`job ${existing.id} (${existing.kind}, ${existing.status}) already holds dedupe key "${dedupeKey}"`);
  }
}

/** Throw from a handler to fail the job at once, without further attempts. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export type InterruptionReason = 'stopping' | 'cancelled' | 'lease-lost';

/** Why a running attempt was interrupted: the reason of `context.signal`, and what reportProgress throws. */
export class JobInterruptedError extends Error {
  override readonly name = 'JobInterruptedError';
  constructor(
    readonly jobId: string,
    readonly reason: InterruptionReason,
    message: string,
  ) {
    super(message);
  }
}
