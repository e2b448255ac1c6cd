// Durable background jobs: see job-queue.ts for how claiming, leases and crashes work, and
// schedules.ts for runs that must happen once per due time across instances.
export { createJobQueue, givenUpRuns, JobQueue, type JobQueueOptions, type StopOptions } from './job-queue.js';
export {
  DuplicateJobError,
  JobInterruptedError,
  PermanentJobError,
  type EnqueueOptions,
  type HandlerOptions,
  type InterruptionReason,
  type Job,
  type JobContext,
  type JobHandler,
  type JobStatus,
} from './job.types.js';
export { claimDue, Schedules, type ClaimDueTarget, type Schedule, type ScheduledJob } from './schedules.js';
