// Durable background jobs: see job-queue.ts for how claiming, leases and crashes work, and
// schedules.ts for runs that must happen once per due time across instances.
export { createJobQueue, givenUpRuns, JobQueue, type JobQueueOptions } from './job-queue.js';
export { DuplicateJobError, JobInterruptedError, PermanentJobError, type Job, type JobContext } from './job.types.js';
export { claimDue, Schedules } from './schedules.js';
