// Durable background jobs in PostgreSQL (or the embedded PGlite), shared by every instance that
// opens the same database.
//
// Why it works this way:
//
// - Claiming is one statement: `with due as (select ... where status = 'queued' and run_at <=
//   now() order by run_at limit n for update skip locked) update jobs ... from due returning`.
//   Row locks taken by the inner select make concurrent claimers (other instances, or several
//   queues in one process) take disjoint rows without waiting for each other, and the update
//   that marks them running commits with the claim, so no job is handed out twice.
// - A claimed job carries a lease: an owner, a random token and an expiry on the database's
//   clock (default 30 s). The lease is extended by a heartbeat timer (every third of the lease)
//   and by every progress report. When the process dies (SIGKILL, power loss) nobody extends
//   it; once it has expired, a sweep that every runner makes every half lease (at most 5 s)
//   queues the job again at once, the dead attempt counted, or fails it when that was its last
//   attempt. So a job is back in the queue at most a lease and a sweep after its worker died,
//   and the claim statement only ever reads due queued jobs, in index order. Every write
//   of an attempt is fenced by its token, so a worker that lost its lease (a long GC pause, a
//   network partition) can no longer overwrite the outcome of the worker that took over.
// - Delivery is therefore at least once, exactly once in the normal case: a handler runs twice
//   only when its worker stopped extending the lease while still running, or when stop()
//   abandoned a handler that ignored its signal. Handlers must be
//   idempotent, and should honour `context.signal`.
// - A failed attempt is queued again after a doubling backoff (retryBaseMs x 2^(attempt-1),
//   capped at retryMaxMs; a handler kind can choose its own schedule) until max_attempts, then
//   failed with the last error. PermanentJobError fails at once.
// - A worker claims only the kinds it has handlers for, so during a rolling upgrade the jobs of
//   a new kind wait for the instances that know it instead of failing on the older ones.
// - stop() stops claiming, aborts the handlers' signals, waits for them (bounded), and gives the
//   leases of interrupted attempts back (queued, due now, the attempt not counted), so another
//   instance continues at once rather than after the lease. A handler still running after the
//   bound is abandoned: its lease is given back too, and whatever it does later is not recorded.
// - Polling, not LISTEN/NOTIFY: it works the same on PGlite (one session) and PostgreSQL, and a
//   queued job waits at most one poll interval. A worker that finishes a job while more are due
//   claims again once a quarter of its slots are free (at once with concurrency under 8), so a
//   backlog is claimed several jobs a statement.
import { hostname } from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import { MicroBatcher } from '../micro-batcher.js';
import { JobRepository, jsonText, type Lease } from './job.repository.js';
import {
  DuplicateJobError,
  JobInterruptedError,
  PermanentJobError,
  type EnqueueOptions,
  type HandlerOptions,
  type InterruptionReason,
  type Job,
  type JobContext,
  type JobHandler,
} from './job.types.js';

export interface JobQueueOptions {
  orm: MikroORM;
  logger: Logger;
  /** Names this worker in leases and logs. Default: host, pid and a random suffix. */
  workerId?: string;
  /** Time between claims when nothing is due. Default 250 ms. */
  pollIntervalMs?: number;
  /** Handlers run at once by this queue. Default 4. */
  concurrency?: number;
  /** How long a claim holds without being extended. Default 30 s. */
  leaseMs?: number;
  /** How often running leases are extended. Default a third of the lease. */
  heartbeatMs?: number;
  /** First retry delay; it doubles with every failed attempt. Default 1 s. */
  retryBaseMs?: number;
  /** Longest retry delay. Default 1 h. */
  retryMaxMs?: number;
  /** max_attempts of jobs enqueued without one. Default 5. */
  defaultMaxAttempts?: number;
  /** How long stop() waits for running handlers. Default 10 s. */
  stopTimeoutMs?: number;
}

export interface StopOptions {
  /** How long to wait for running handlers. Default: the queue's stopTimeoutMs. */
  timeoutMs?: number;
  /**
   * false leaves running jobs leased, as a crash would, and records nothing more about them:
   * another worker takes them over when their leases expire. For tests of crash recovery.
   * Default true.
   */
  releaseLeases?: boolean;
}

interface Registration {
  handler: JobHandler;
  options: HandlerOptions;
}

/** One attempt this queue is running. */
interface Attempt {
  job: Job;
  lease: Lease;
  controller: AbortController;
  /** Local time after which the lease may have expired, unless extended since. */
  leaseDeadline: number;
  interruption: InterruptionReason | null;
  /** Abandoned by stop(): nothing more is written about it. */
  detached: boolean;
  done: Promise<void>;
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown };

const MAX_ERROR_LENGTH = 4000;
const MAX_POLL_BACKOFF_MS = 10_000;
/** Finished jobs one sweep deletes at most, per kind that is not kept. */
const PRUNE_BATCH = 1000;
/** Successes recorded in one statement at most. */
const SUCCESS_BATCH = 64;

function positive(name: string, value: number, integer = true): number {
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new RangeError(`${name} must be a positive ${integer ? 'whole number' : 'number'}, got ${value}`);
  }
  return value;
}

function describeError(error: unknown): string {
  let text: string;
  if (error instanceof Error) {
    const plain = error.name === 'Error' || error instanceof PermanentJobError;
    text = plain || !error.name ? error.message : `${error.name}: ${error.message}`;
  } else {
    try {
      text = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
    } catch {
      text = String(error);
    }
  }
  if (!text) text = 'the handler failed without a message';
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

export class JobQueue {
  readonly workerId: string;
  private readonly repository: JobRepository;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly defaultMaxAttempts: number;
  private readonly stopTimeoutMs: number;
  private readonly sweepIntervalMs: number;

  private readonly handlers = new Map<string, Registration>();
  /** Successes that finish together are recorded in one statement. */
  private readonly successes = new MicroBatcher<{ lease: Lease; resultJson: string }, boolean>(
    async (outcomes) => {
      const held = await this.repository.succeedMany(outcomes);
      return outcomes.map((o) => held.has(o.lease.id));
    },
    { maxBatch: SUCCESS_BATCH, maxWaitMs: 0 },
  );
  /** Free slots that make a claim worth its statement while jobs are backlogged. */
  private readonly claimBatch: number;
  private readonly running = new Map<string, Attempt>();
  private state: 'idle' | 'running' | 'stopping' = 'idle';
  private loopDone: Promise<void> = Promise.resolve();
  private stopping: Promise<void> | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private heartbeatInFlight = false;
  private lastSweepAt = 0;
  /** The last claim filled every free slot, so more jobs may be due: claim again when one frees. */
  private backlog = false;
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the loop was not sleeping: its next sleep ends at once. */
  private wakePending = false;

  constructor(options: JobQueueOptions) {
    this.repository = new JobRepository(options.orm);
    this.logger = options.logger;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.pollIntervalMs = positive('pollIntervalMs', options.pollIntervalMs ?? 250);
    this.concurrency = positive('concurrency', options.concurrency ?? 4);
    this.leaseMs = positive('leaseMs', options.leaseMs ?? 30_000);
    this.heartbeatMs = positive('heartbeatMs', options.heartbeatMs ?? Math.max(1, Math.floor(this.leaseMs / 3)));
    if (this.heartbeatMs >= this.leaseMs)
      throw new RangeError(`heartbeatMs (${this.heartbeatMs}) must be shorter than leaseMs (${this.leaseMs})`);
    this.retryBaseMs = positive('retryBaseMs', options.retryBaseMs ?? 1000);
    this.retryMaxMs = positive('retryMaxMs', options.retryMaxMs ?? 3_600_000);
    this.defaultMaxAttempts = positive('defaultMaxAttempts', options.defaultMaxAttempts ?? 5);
    this.stopTimeoutMs = positive('stopTimeoutMs', options.stopTimeoutMs ?? 10_000);
    this.claimBatch = Math.max(1, Math.floor(this.concurrency / 4));
    this.sweepIntervalMs = Math.max(this.pollIntervalMs, Math.min(Math.floor(this.leaseMs / 2), 5000));
  }

  // ---- producing and inspecting -------------------------------------------------------------

  /**
   * Queues a job. With `options.em` it is written through that EntityManager, so inside its
   * transaction it commits or rolls back with the caller's own writes. Throws DuplicateJobError
   * when an active job already holds `options.dedupeKey`.
   */
  async enqueue<Payload>(
    kind: string,
    payload: Payload,
    options: EnqueueOptions<EntityManager> = {},
  ): Promise<Job<Payload>> {
    if (!kind) throw new TypeError('a job needs a kind');
    const maxAttempts = positive('maxAttempts', options.maxAttempts ?? this.defaultMaxAttempts);
    if (options.runAt && Number.isNaN(options.runAt.getTime())) throw new TypeError('runAt is not a valid date');
    const input = {
      kind,
      payloadJson: jsonText(payload ?? {}),
      runAt: options.runAt ?? null,
      maxAttempts,
      dedupeKey: options.dedupeKey ?? null,
    };
    // The holder of a dedupe key can finish between a refused insert and the look-up: try again.
    for (let round = 0; ; round++) {
      const job = await this.repository.insert(input, options.em);
      if (job) {
        if (this.state === 'running' && !options.em && job.runAt.getTime() <= Date.now()) this.wake();
        return job as Job<Payload>;
      }
      const existing = await this.repository.findActiveByDedupeKey(input.dedupeKey!, options.em);
      if (existing) throw new DuplicateJobError(input.dedupeKey!, existing);
      if (round >= 3)
        throw new Error(`could not enqueue ${kind} with dedupe key "${input.dedupeKey}": the key keeps changing hands`);
    }
  }

  /**
   * Enqueues several jobs of one kind in one statement. Unlike enqueue, a job whose dedupe key an
   * active job holds is skipped, not an error (for fan-outs that may be repeated); answers how
   * many were enqueued.
   */
  async enqueueMany<Payload>(
    kind: string,
    jobs: ReadonlyArray<{ payload: Payload; dedupeKey?: string; runAt?: Date }>,
    options: Pick<EnqueueOptions<EntityManager>, 'maxAttempts' | 'em'> = {},
  ): Promise<number> {
    if (!kind) throw new TypeError('a job needs a kind');
    const maxAttempts = positive('maxAttempts', options.maxAttempts ?? this.defaultMaxAttempts);
    const inserted = await this.repository.insertMany(
      jobs.map((job) => ({
        kind,
        payloadJson: jsonText(job.payload ?? {}),
        runAt: job.runAt ?? null,
        maxAttempts,
        dedupeKey: job.dedupeKey ?? null,
      })),
      options.em,
    );
    if (inserted > 0 && this.state === 'running' && !options.em) this.wake();
    return inserted;
  }

  /** Which of these jobs the queue gave up on (failed or cancelled), with their last error. */
  givenUp(ids: readonly string[]): Promise<Map<string, string | null>> {
    return this.repository.givenUp(ids);
  }

  async get<Payload = unknown, Result = unknown>(id: string): Promise<Job<Payload, Result> | null> {
    return (await this.repository.get(id)) as Job<Payload, Result> | null;
  }

  /**
   * Cancels a queued or running job and returns it; a finished job is returned unchanged, an
   * unknown id gives null. A running handler's signal is aborted: at once on this instance, on
   * another instance at its next heartbeat or progress report.
   */
  async cancel(id: string): Promise<Job | null> {
    const cancelled = await this.repository.cancel(id);
    const local = this.running.get(id);
    if (cancelled && local) this.interrupt(local, 'cancelled');
    return cancelled ?? (await this.repository.get(id));
  }

  /** Attempts this queue is running now. */
  get activeAttempts(): number {
    return this.running.size;
  }

  // ---- consuming ----------------------------------------------------------------------------

  /** Handles jobs of `kind`. This worker claims only the kinds registered here. */
  register<Payload = unknown, Result = unknown>(
    kind: string,
    handler: JobHandler<Payload, Result>,
    options: HandlerOptions = {},
  ): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is already registered`);
    this.handlers.set(kind, { handler: handler as JobHandler, options });
  }

  /** Starts claiming and running jobs. Calling it while running does nothing. */
  start(): void {
    if (this.state === 'running') return;
    if (this.state === 'stopping') throw new Error('the job queue is stopping; await stop() before starting it again');
    this.state = 'running';
    this.backlog = false;
    this.wakePending = false;
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.loopDone = this.loop();
    this.logger.info('job queue started', {
      workerId: this.workerId,
      concurrency: this.concurrency,
      leaseMs: this.leaseMs,
    });
  }

  /** Stops claiming, interrupts running handlers, waits for them (bounded) and gives their leases back. */
  stop(options: StopOptions = {}): Promise<void> {
    if (this.stopping) return this.stopping;
    if (this.state === 'idle') return Promise.resolve();
    this.stopping = this.shutDown(options).finally(() => {
      this.state = 'idle';
      this.stopping = null;
    });
    return this.stopping;
  }

  private async shutDown(options: StopOptions): Promise<void> {
    this.state = 'stopping';
    this.wake();
    await this.loopDone;
    const attempts = [...this.running.values()];

    if (options.releaseLeases === false) {
      this.clearHeartbeat();
      for (const attempt of attempts) {
        attempt.detached = true;
        this.interrupt(attempt, 'stopping');
        this.running.delete(attempt.job.id);
      }
      this.logger.info('job queue stopped without releasing leases', {
        workerId: this.workerId,
        abandoned: attempts.length,
      });
      return;
    }

    for (const attempt of attempts) this.interrupt(attempt, 'stopping');
    const timeoutMs = options.timeoutMs ?? this.stopTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(attempts.map((a) => a.done)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    this.clearHeartbeat();

    const stuck = [...this.running.values()];
    for (const attempt of stuck) {
      attempt.detached = true;
      this.running.delete(attempt.job.id);
    }
    if (stuck.length > 0) {
      this.logger.warn('job handlers did not stop in time; their jobs are given to other workers', {
        workerId: this.workerId,
        jobs: stuck.map((a) => ({ id: a.job.id, kind: a.job.kind })),
        timeoutMs,
      });
      await this.repository.release(stuck.map((a) => a.lease)).catch((err: unknown) =>
        this.logger.error('could not release job leases; they expire on their own', {
          workerId: this.workerId,
          error: describeError(err),
        }),
      );
    }
    this.logger.info('job queue stopped', { workerId: this.workerId });
  }

  private clearHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  /** Claims again soon: for jobs enqueued inside a transaction that has now committed. */
  wake(): void {
    const wake = this.wakeUp;
    this.wakeUp = null;
    if (wake) wake();
    else this.wakePending = true;
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakePending) {
      this.wakePending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        if (this.wakeUp === done) this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (this.state === 'running') {
      try {
        await this.sweepIfDue();
        const free = this.concurrency - this.running.size;
        if (free > 0) {
          const token = randomUUID();
          const claimedAt = Date.now();
          const jobs = await this.repository.claim(free, this.workerId, token, this.leaseMs, [...this.handlers.keys()]);
          if (this.state !== 'running') {
            // stop() began during the claim: hand the jobs straight back.
            await this.repository.release(jobs.map((job) => ({ id: job.id, token })));
            break;
          }
          for (const job of jobs) this.launch(job, { id: job.id, token }, claimedAt);
          this.backlog = jobs.length === free;
        }
        failures = 0;
      } catch (err) {
        failures++;
        this.logger.warn('claiming jobs failed; trying again', {
          workerId: this.workerId,
          error: describeError(err),
          failures,
        });
      }
      if (this.state !== 'running') break;
      if (this.backlog && this.worthClaiming() && failures === 0) continue;
      await this.sleep(
        failures > 0 ? Math.min(this.pollIntervalMs * 2 ** failures, MAX_POLL_BACKOFF_MS) : this.pollIntervalMs,
      );
    }
  }

  /**
   * Whether to claim now while jobs are backlogged: when a quarter of the slots are free (or none
   * is busy), so that a backlog is claimed several jobs a statement rather than one per finished
   * job. A slot waits at most for three more jobs to finish, or for the poll interval.
   */
  private worthClaiming(): boolean {
    const free = this.concurrency - this.running.size;
    return free >= this.claimBatch || (free > 0 && this.running.size === 0);
  }

  private async sweepIfDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweepAt < this.sweepIntervalMs) return;
    this.lastSweepAt = now;
    for (const [kind, { options }] of this.handlers) {
      if (options.keepFinishedMs !== undefined)
        await this.repository.deleteFinished(kind, options.keepFinishedMs, PRUNE_BATCH);
    }
    const recovered = await this.repository.recoverExpiredLeases();
    for (const job of recovered) {
      this.logger.warn(
        job.status === 'failed'
          ? 'job failed: its worker died during the last attempt'
          : 'job requeued: its worker died during an attempt',
        {
          jobId: job.id,
          kind: job.kind,
          deadWorker: job.lease_owner,
          workerId: this.workerId,
        },
      );
    }
  }

  private launch(job: Job, lease: Lease, claimedAt: number): void {
    const attempt: Attempt = {
      job,
      lease,
      controller: new AbortController(),
      leaseDeadline: claimedAt + this.leaseMs,
      interruption: null,
      detached: false,
      done: Promise.resolve(),
    };
    this.running.set(job.id, attempt);
    attempt.done = this.runAttempt(attempt)
      .catch((err: unknown) => {
        // runAttempt catches everything; this is only a last guard for the process.
        this.logger.error('job attempt crashed the runner', { jobId: job.id, error: describeError(err) });
      })
      .finally(() => {
        if (this.running.get(job.id) === attempt) this.running.delete(job.id);
        if (this.backlog && this.worthClaiming()) this.wake();
      });
  }

  private async runAttempt(attempt: Attempt): Promise<void> {
    const { job } = attempt;
    const registration = this.handlers.get(job.kind);
    const context: JobContext = {
      signal: attempt.controller.signal,
      workerId: this.workerId,
      reportProgress: (progress) => this.reportProgress(attempt, progress),
    };
    let outcome: Outcome;
    try {
      if (!registration) {
        const known = [...this.handlers.keys()].sort().join(', ') || 'none';
        throw new PermanentJobError(
          `no handler is registered for job kind "${job.kind}" on worker ${this.workerId} (registered kinds: ${known})`,
        );
      }
      const result = await registration.handler(job, context);
      outcome = { ok: true, result };
    } catch (error) {
      outcome = { ok: false, error };
    }
    if (attempt.detached) return;
    try {
      await this.record(attempt, outcome, registration?.options ?? {});
    } catch (err) {
      this.logger.error('could not record a job outcome; the job is retried when its lease expires', {
        jobId: job.id,
        kind: job.kind,
        workerId: this.workerId,
        error: describeError(err),
      });
    }
  }

  private async record(attempt: Attempt, outcome: Outcome, options: HandlerOptions): Promise<void> {
    const { job, lease } = attempt;
    const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts, workerId: this.workerId };
    if (outcome.ok) {
      let resultJson: string | null = null;
      try {
        resultJson = jsonText(outcome.result);
      } catch (err) {
        outcome = {
          ok: false,
          error: new PermanentJobError(`the handler's result cannot be stored as JSON: ${describeError(err)}`),
        };
      }
      if (resultJson !== null) {
        if (await this.successes.submit({ lease, resultJson })) this.logger.debug('job succeeded', fields);
        else this.logger.info("job finished, but it is no longer this worker's; its outcome is dropped", fields);
        return;
      }
    }
    const error = (outcome as { error: unknown }).error;
    if (attempt.interruption === 'stopping') {
      // Interrupted by our own shutdown: not the job's failure. Give it back without counting.
      await this.repository.release([lease]);
      this.logger.info('job interrupted by shutdown and released', fields);
      return;
    }
    const message = describeError(error);
    if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      if (await this.repository.fail(lease, message)) this.logger.warn('job failed', { ...fields, error: message });
      return;
    }
    const delayMs = this.backoffMs(job.attempts, options);
    if (await this.repository.retryLater(lease, message, delayMs)) {
      this.logger.info('job attempt failed; retrying', { ...fields, error: message, retryInMs: delayMs });
    }
  }

  private backoffMs(failedAttempt: number, options: HandlerOptions): number {
    const chosen = options.backoffMs?.(failedAttempt);
    if (chosen !== undefined && Number.isFinite(chosen) && chosen >= 0) return Math.round(chosen);
    return Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** Math.max(0, failedAttempt - 1));
  }

  private async reportProgress(attempt: Attempt, progress: unknown): Promise<void> {
    if (attempt.detached) throw this.interruption(attempt);
    const progressJson = jsonText(progress);
    const sentAt = Date.now();
    if (await this.repository.reportProgress(attempt.lease, progressJson, this.leaseMs)) {
      attempt.leaseDeadline = sentAt + this.leaseMs;
      return;
    }
    await this.interruptLost(attempt);
    throw this.interruption(attempt);
  }

  private interruption(attempt: Attempt): JobInterruptedError {
    const reason: unknown = attempt.controller.signal.reason;
    return reason instanceof JobInterruptedError
      ? reason
      : new JobInterruptedError(attempt.job.id, 'stopping', `job ${attempt.job.id} was abandoned by its worker`);
  }

  private interrupt(attempt: Attempt, reason: InterruptionReason): void {
    if (attempt.interruption) return;
    attempt.interruption = reason;
    const id = attempt.job.id;
    const message =
      reason === 'stopping'
        ? `worker ${this.workerId} is stopping; job ${id} will continue on another worker`
        : reason === 'cancelled'
          ? `job ${id} was cancelled`
          : `worker ${this.workerId} lost the lease of job ${id}; another worker may run it`;
    attempt.controller.abort(new JobInterruptedError(id, reason, message));
  }

  /** The lease is no longer ours: find out whether the job was cancelled, and interrupt it. */
  private async interruptLost(attempt: Attempt): Promise<void> {
    const current = await this.repository.get(attempt.job.id).catch(() => null);
    this.interrupt(attempt, current?.status === 'cancelled' ? 'cancelled' : 'lease-lost');
  }

  private async heartbeat(): Promise<void> {
    if (this.heartbeatInFlight) return;
    const attempts = [...this.running.values()].filter(
      (a) => !a.detached && a.interruption !== 'cancelled' && a.interruption !== 'lease-lost',
    );
    if (attempts.length === 0) return;
    this.heartbeatInFlight = true;
    const sentAt = Date.now();
    try {
      const kept = await this.repository.extendLeases(
        attempts.map((a) => a.lease),
        this.leaseMs,
      );
      for (const attempt of attempts) {
        if (kept.has(attempt.job.id)) attempt.leaseDeadline = sentAt + this.leaseMs;
        else if (!attempt.detached) await this.interruptLost(attempt);
      }
    } catch (err) {
      this.logger.warn('extending job leases failed', { workerId: this.workerId, error: describeError(err) });
      const now = Date.now();
      for (const attempt of attempts) if (now >= attempt.leaseDeadline) this.interrupt(attempt, 'lease-lost');
    } finally {
      this.heartbeatInFlight = false;
    }
  }
}

/** A job queue on the service's database. Register handlers, then start(); stop() before closing the database. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  return new JobQueue(options);
}

/**
 * The records of an area (exports, compression jobs) whose run the queue gave up on (failed or
 * cancelled): they can no longer finish, and their area marks them FAILED with the run's error.
 */
export async function givenUpRuns(
  records: { unfinished(): Promise<{ id: string; queueJobId: string }[]> },
  queue: Pick<JobQueue, 'givenUp'>,
): Promise<{ id: string; error: string | null }[]> {
  const unfinished = await records.unfinished();
  const givenUp = await queue.givenUp(unfinished.map((r) => r.queueJobId));
  return unfinished
    .filter((r) => givenUp.has(r.queueJobId))
    .map((r) => ({ id: r.id, error: givenUp.get(r.queueJobId) ?? null }));
}
