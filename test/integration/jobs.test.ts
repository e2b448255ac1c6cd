// The durable job queue on both engines: jobs run once with their results; failures are retried
// with a doubling backoff and then failed; progress is stored; two runners never run a job twice;
// a job whose runner died is taken over after its lease, one whose runner stopped at once; a
// dedupe key admits one active job; cancellation reaches a running handler; a schedule's due
// time is claimed by exactly one of two instances.
//
// On PostgreSQL the second runner (or scheduler) has its own MikroORM and connection pool, as a
// second server instance would. A PGlite data directory belongs to one process, so there the two
// runners share one ORM, which still exercises the claim statement between two queues.
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.js';
import {
  createJobQueue,
  claimDue,
  DuplicateJobError,
  JobInterruptedError,
  PermanentJobError,
  Schedules,
  type Job,
  type JobQueue,
  type JobQueueOptions,
} from '../../src/platform/jobs/index.js';
import { parseTimestamp } from '../../src/platform/db/timestamps.js';
import { createLogger } from '../../src/platform/logger.js';
import { engines, useDatabase } from '../support/databases.js';

const logger = createLogger('silent');
const WAIT_MS = 20_000;

/** Polls `probe` until it returns something other than null/undefined/false, or fails after `timeoutMs`. */
async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise with its resolver, to hold a handler until the test lets it go. */
function gate<T = void>(): { promise: Promise<T>; open(value: T): void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** Resolves when the signal aborts, with its reason. */
const aborted = (signal: AbortSignal): Promise<unknown> =>
  new Promise((resolve) =>
    signal.aborted
      ? resolve(signal.reason)
      : signal.addEventListener('abort', () => resolve(signal.reason), { once: true }),
  );

const unique = (prefix: string): string => `${prefix}.${randomBytes(4).toString('hex')}`;

describe.each(engines)('jobs on $label', (engine) => {
  const database = useDatabase(engine, { poolSize: engine.name === 'postgres' ? 12 : 4 });
  const queues: JobQueue[] = [];
  const closers: Array<() => Promise<void>> = [];

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop({ timeoutMs: 1000 })));
    for (const close of closers.splice(0).reverse()) await close();
    await database().db.orm.em.getConnection().execute('delete from jobs', [], 'run');
    await database().db.orm.em.getConnection().execute('delete from schedules', [], 'run');
  });

  const orm = (): MikroORM => database().db.orm;

  /** The ORM of a second instance: its own connections on PostgreSQL, the same ORM on PGlite. */
  async function secondOrm(): Promise<MikroORM> {
    if (engine.name !== 'postgres') return orm();
    const other = await openDatabase(database().config);
    closers.push(() => other.close());
    return other.orm;
  }

  function queue(options: Partial<JobQueueOptions> = {}): JobQueue {
    const created = createJobQueue({ orm: orm(), logger, pollIntervalMs: 20, ...options });
    queues.push(created);
    return created;
  }

  async function finished(q: JobQueue, id: string): Promise<Job> {
    return waitFor(`job ${id} to finish`, async () => {
      const job = await q.get(id);
      return job && ['succeeded', 'failed', 'cancelled'].includes(job.status) ? job : null;
    });
  }

  async function dbNow(): Promise<Date> {
    const rows = await orm().em.getConnection().execute<Array<{ now: string }>>('select now() as now', [], 'all');
    return parseTimestamp(rows[0]!.now);
  }

  it('runs a job once and stores its result', async () => {
    const q = queue();
    const kind = unique('echo');
    let calls = 0;
    q.register<{ n: number }, { doubled: number }>(kind, (job) => {
      calls++;
      return { doubled: job.payload.n * 2 };
    });
    const queued = await q.enqueue(kind, { n: 21 });
    expect(queued).toMatchObject({
      kind,
      status: 'queued',
      attempts: 0,
      maxAttempts: 5,
      payload: { n: 21 },
      result: null,
      finishedAt: null,
    });
    expect(queued.id).toMatch(/^job_[0-9A-Za-z]{24}$/);
    q.start();

    const done = await finished(q, queued.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      result: { doubled: 42 },
      attempts: 1,
      lastError: null,
      leaseOwner: q.workerId,
      leaseExpiresAt: null,
    });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(calls).toBe(1);
  });

  it('enqueues many in one statement, skipping dedupe keys held by active jobs, and prunes finished jobs of a kind that is not kept', async () => {
    const q = queue();
    const kind = unique('many');
    const seen: number[] = [];
    q.register<{ n: number }>(kind, (job) => void seen.push(job.payload.n), { keepFinishedMs: 0 });
    expect(await q.enqueueMany(kind, [{ payload: { n: 1 }, dedupeKey: `${kind}:1` }, { payload: { n: 2 } }])).toBe(2);
    expect(
      await q.enqueueMany(kind, [
        { payload: { n: 1 }, dedupeKey: `${kind}:1` },
        { payload: { n: 3 }, dedupeKey: `${kind}:3` },
      ]),
    ).toBe(1);
    await orm()
      .em.fork()
      .transactional(async (em) => {
        expect(await q.enqueueMany(kind, [{ payload: { n: 4 } }], { em })).toBe(1);
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).toBe('rolled back'));
    q.start();
    await waitFor('three jobs', async () => (seen.length === 3 ? true : null));
    expect(seen.sort()).toEqual([1, 2, 3]);
    await waitFor('the finished jobs to be pruned', async () => {
      const rows = await orm()
        .em.getConnection()
        .execute<{ n: string }[]>('select count(*) as n from jobs where kind = ?', [kind]);
      return Number(rows[0]!.n) === 0 ? true : null;
    });
  });

  it('retries a failing handler with a doubling backoff, then fails the job with the last error', async () => {
    const q = queue({ retryBaseMs: 100 });
    const kind = unique('flaky');
    const startedAt: number[] = [];
    const previousErrors: Array<string | null> = [];
    q.register(kind, (job) => {
      startedAt.push(Date.now());
      previousErrors.push(job.lastError);
      throw new Error(`boom ${job.attempts}`);
    });
    q.start();
    const job = await q.enqueue(kind, {}, { maxAttempts: 3 });

    const done = await finished(q, job.id);
    expect(done).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3', result: null });
    expect(previousErrors).toEqual([null, 'boom 1', 'boom 2']);
    // Lower bounds only: attempt n+1 is not due before 100 ms x 2^(n-1) after attempt n failed.
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(95);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(195);
  });

  it('keeps a later success after a failed attempt', async () => {
    const q = queue({ retryBaseMs: 10 });
    const kind = unique('second-time');
    q.register(kind, (job) => {
      if (job.attempts === 1) throw new Error('not yet');
      return 'fine';
    });
    q.start();
    const done = await finished(q, (await q.enqueue(kind, {})).id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, result: 'fine', lastError: 'not yet' });
  });

  it('fails at once on PermanentJobError, survives odd throws, and leaves kinds it does not handle to workers that do', async () => {
    const q = queue({ retryBaseMs: 10 });
    const permanent = unique('permanent');
    const oddThrow = unique('odd');
    const newer = unique('newer.kind');
    q.register(permanent, () => {
      throw new PermanentJobError('the payload names no account');
    });
    // a handler that rejects with something other than an Error, on purpose
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    q.register(oddThrow, () => Promise.reject({ code: 42 }));
    q.start();
    const [a, b, c] = await Promise.all([
      q.enqueue(permanent, {}),
      q.enqueue(oddThrow, {}, { maxAttempts: 2 }),
      q.enqueue(newer, { x: 1 }),
    ]);
    expect(await finished(q, a.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'the payload names no account',
    });
    expect(await finished(q, b.id)).toMatchObject({ status: 'failed', attempts: 2, lastError: '{"code":42}' });
    // an older worker (no handler for the new kind) never claims it, as in a rolling upgrade: a job
    // of its own enqueued after the new kind's finishing proves a claim pass that saw both
    const later = await q.enqueue(permanent, {});
    await finished(q, later.id);
    expect(await q.get(c.id)).toMatchObject({ status: 'queued', attempts: 0 });
    const upgraded = queue();
    upgraded.register(newer, (job) => `ran ${JSON.stringify(job.payload)}`);
    upgraded.start();
    expect(await finished(upgraded, c.id)).toMatchObject({ status: 'succeeded', attempts: 1, result: 'ran {"x":1}' });
  });

  it('stores progress while the job runs, and keeps a running job past its lease through heartbeats', async () => {
    const leaseMs = 1000;
    const q = queue({ leaseMs });
    const other = queue({ leaseMs, orm: await secondOrm() });
    const kind = unique('progress');
    const reported = gate<Job>();
    const release = gate();
    let calls = 0;
    const handler = async (job: Job, context: { reportProgress(p: unknown): Promise<void> }): Promise<string> => {
      calls++;
      await context.reportProgress({ done: 1, total: 2 });
      reported.open(job);
      await release.promise;
      await context.reportProgress({ done: 2, total: 2 });
      return 'ok';
    };
    q.register(kind, handler);
    other.register(kind, handler);
    const job = await q.enqueue(kind, {});
    q.start();

    const claimed = await reported.promise;
    const running = await q.get(job.id);
    expect(running).toMatchObject({ status: 'running', progress: { done: 1, total: 2 }, leaseOwner: q.workerId });
    expect(running!.leaseExpiresAt!.getTime()).toBeGreaterThanOrEqual(claimed.leaseExpiresAt!.getTime());

    // A second runner polls while the job runs for several leases; the heartbeat keeps it ours.
    other.start();
    const claimedLeaseEnd = claimed.leaseExpiresAt!.getTime();
    await waitFor(
      'two lease lengths to pass on the database clock',
      async () => (await dbNow()).getTime() > claimedLeaseEnd + leaseMs,
    );
    expect(await q.get(job.id)).toMatchObject({ status: 'running', attempts: 1, leaseOwner: q.workerId });
    release.open();

    const done = await finished(q, job.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      result: 'ok',
      attempts: 1,
      progress: { done: 2, total: 2 },
      leaseOwner: q.workerId,
    });
    expect(calls).toBe(1);
  });

  it('runs each of 200 jobs exactly once with two runners on one database', async () => {
    const a = queue({ concurrency: 5, pollIntervalMs: 10 });
    const b = queue({ concurrency: 5, pollIntervalMs: 10, orm: await secondOrm() });
    const kind = unique('count');
    const executions = new Map<string, number>();
    const byWorker = new Map<string, number>();
    const handler = async (job: Job<{ i: number }>, context: { workerId: string }): Promise<number> => {
      executions.set(job.id, (executions.get(job.id) ?? 0) + 1);
      byWorker.set(context.workerId, (byWorker.get(context.workerId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return job.payload.i;
    };
    a.register(kind, handler);
    b.register(kind, handler);
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await a.enqueue(kind, { i })).id);
    a.start();
    b.start();

    await waitFor('all 200 jobs to succeed', async () => {
      const rows = await orm()
        .em.getConnection()
        .execute<Array<{ n: number }>>(
          `select count(*)::int as n from jobs where kind = ? and status = 'succeeded'`,
          [kind],
          'all',
        );
      return rows[0]!.n === 200;
    });
    await Promise.all([a.stop(), b.stop()]);

    expect(executions.size).toBe(200);
    expect([...executions.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(ids)).toEqual(new Set(executions.keys()));
    expect(byWorker.get(a.workerId)! + byWorker.get(b.workerId)!).toBe(200);
    expect(byWorker.get(a.workerId)).toBeGreaterThan(0);
    expect(byWorker.get(b.workerId)).toBeGreaterThan(0);
    const attempts = await orm()
      .em.getConnection()
      .execute<Array<{ attempts: number; n: number }>>(
        'select attempts, count(*)::int as n from jobs where kind = ? group by attempts',
        [kind],
        'all',
      );
    expect(attempts).toEqual([{ attempts: 1, n: 200 }]);
  });

  it('gives the job of a runner that died to another runner once its lease expires', async () => {
    const leaseMs = 500;
    const crashed = queue({ leaseMs });
    const survivor = queue({ leaseMs, orm: await secondOrm() });
    const kind = unique('crash');
    const started = gate<Job>();
    crashed.register(kind, (job) => {
      started.open(job);
      return new Promise(() => undefined); // hangs, and ignores its signal, like a process that froze
    });
    const recoveredBy = gate<Job>();
    survivor.register(kind, (job) => {
      recoveredBy.open(job);
      return 'recovered';
    });
    const job = await crashed.enqueue(kind, { big: true });
    crashed.start();
    const first = await started.promise;
    const leaseEnd = first.leaseExpiresAt!.getTime();

    await crashed.stop({ releaseLeases: false }); // as SIGKILL would: the lease stays
    expect(await survivor.get(job.id)).toMatchObject({ status: 'running', attempts: 1, leaseOwner: crashed.workerId });
    survivor.start();

    const done = await finished(survivor, job.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      result: 'recovered',
      attempts: 2,
      leaseOwner: survivor.workerId,
    });
    expect(done.lastError).toContain(`the lease of worker ${crashed.workerId} expired during attempt 1 of 5`);
    // The survivor claimed it only after the dead runner's lease had expired (database clock).
    const second = await recoveredBy.promise;
    expect(second.leaseExpiresAt!.getTime() - leaseMs).toBeGreaterThanOrEqual(leaseEnd);
  });

  it('fails a job whose runner died on its last attempt', async () => {
    const crashed = queue({ leaseMs: 300 });
    const sweeper = queue({ leaseMs: 300, orm: await secondOrm() });
    const kind = unique('last-breath');
    const started = gate();
    crashed.register(kind, () => {
      started.open();
      return new Promise(() => undefined);
    });
    sweeper.register(kind, () => 'never');
    const job = await crashed.enqueue(kind, {}, { maxAttempts: 1 });
    crashed.start();
    await started.promise;
    await crashed.stop({ releaseLeases: false });
    sweeper.start();

    const done = await finished(sweeper, job.id);
    expect(done).toMatchObject({ status: 'failed', attempts: 1 });
    expect(done.lastError).toContain(`the lease of worker ${crashed.workerId} expired during attempt 1 of 1`);
  });

  it('gives the jobs of a stopped runner back at once, without counting the interrupted attempt', async () => {
    const leaseMs = 60_000; // far longer than the test waits: only a release lets the other runner in
    const stopping = queue({ leaseMs });
    const next = queue({ leaseMs, orm: await secondOrm() });
    const kind = unique('handover');
    const started = gate();
    let reason: unknown;
    stopping.register(kind, async (_job, context) => {
      started.open();
      reason = await aborted(context.signal);
      throw reason;
    });
    next.register(kind, () => 'continued');
    const job = await stopping.enqueue(kind, {});
    stopping.start();
    await started.promise;

    await stopping.stop();
    expect(reason).toBeInstanceOf(JobInterruptedError);
    expect(reason).toMatchObject({ reason: 'stopping', jobId: job.id });
    expect(await next.get(job.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      leaseOwner: null,
      leaseExpiresAt: null,
      lastError: null,
    });

    next.start();
    expect(await finished(next, job.id)).toMatchObject({
      status: 'succeeded',
      result: 'continued',
      attempts: 1,
      leaseOwner: next.workerId,
    });
  });

  it('admits one active job per dedupe key', async () => {
    const q = queue();
    const kind = unique('dedupe');
    const later = new Date(Date.now() + 3_600_000);
    const first = await q.enqueue(kind, { n: 1 }, { dedupeKey: 'account:1', runAt: later });

    const refused = await q.enqueue(kind, { n: 2 }, { dedupeKey: 'account:1' }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DuplicateJobError);
    expect(refused).toMatchObject({ dedupeKey: 'account:1', existing: { id: first.id, status: 'queued' } });

    // Concurrent enqueues of one key: exactly one is admitted.
    const racing = await Promise.allSettled(
      Array.from({ length: 5 }, () => q.enqueue(kind, {}, { dedupeKey: 'account:2', runAt: later })),
    );
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of racing) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DuplicateJobError);

    expect(await q.enqueue(kind, {}, { dedupeKey: 'account:3', runAt: later })).toMatchObject({
      dedupeKey: 'account:3',
    });
    // Once the holder is no longer active, the key is free again.
    await q.cancel(first.id);
    const again = await q.enqueue(kind, { n: 3 }, { dedupeKey: 'account:1', runAt: later });
    expect(again.id).not.toBe(first.id);
  });

  it('enqueues inside a caller transaction: nothing on rollback, the job on commit', async () => {
    const q = queue();
    const kind = unique('tx');
    let insideId = '';
    await expect(
      orm()
        .em.fork()
        .transactional(async (em) => {
          insideId = (await q.enqueue(kind, {}, { em })).id;
          throw new Error('roll back');
        }),
    ).rejects.toThrow('roll back');
    expect(await q.get(insideId)).toBeNull();

    const committed = await orm()
      .em.fork()
      .transactional(async (em) => q.enqueue(kind, { kept: true }, { em }));
    expect(await q.get(committed.id)).toMatchObject({ status: 'queued', payload: { kept: true } });
  });

  it('cancels a queued job before it runs', async () => {
    const q = queue();
    const kind = unique('cancel-queued');
    const ran: string[] = [];
    q.register(kind, (job) => {
      ran.push(job.id);
      return null;
    });
    const doomed = await q.enqueue(kind, {});
    const cancelled = await q.cancel(doomed.id);
    expect(cancelled).toMatchObject({ id: doomed.id, status: 'cancelled' });
    expect(cancelled!.finishedAt).toBeInstanceOf(Date);
    // A job queued after it runs; the cancelled one, due earlier, never does.
    const after = await q.enqueue(kind, {});
    q.start();
    await finished(q, after.id);
    expect(ran).toEqual([after.id]);
    expect(await q.cancel(doomed.id)).toMatchObject({ status: 'cancelled' });
    expect(await q.cancel('job_doesnotexist000000000000')).toBeNull();
  });

  it('cancels a running job: its handler is aborted, whichever instance cancels, and its outcome is dropped', async () => {
    const runner = queue({ leaseMs: 3000, heartbeatMs: 50 });
    const elsewhere = queue({ orm: await secondOrm() }); // never started: an API instance
    const kind = unique('cancel-running');
    const started = gate<string>();
    const reasons: unknown[] = [];
    runner.register(kind, async (job, context) => {
      started.open(job.id);
      reasons.push(await aborted(context.signal));
      return 'finished anyway';
    });
    runner.start();

    // Cancelled by another instance: noticed at the runner's next heartbeat.
    const remote = await runner.enqueue(kind, {});
    await started.promise;
    expect(await elsewhere.cancel(remote.id)).toMatchObject({ status: 'cancelled' });
    const remoteDone = await finished(runner, remote.id);
    await waitFor('the handler to see the cancellation', () => reasons.length === 1);
    expect(reasons[0]).toBeInstanceOf(JobInterruptedError);
    expect(reasons[0]).toMatchObject({ reason: 'cancelled', jobId: remote.id });
    expect(remoteDone).toMatchObject({ status: 'cancelled', result: null, attempts: 1 });

    // Cancelled through the running queue itself: aborted at once.
    const local = await runner.enqueue(kind, {});
    await waitFor('the second job to start', async () => (await runner.get(local.id))?.status === 'running');
    await runner.cancel(local.id);
    await waitFor('the handler to see the second cancellation', () => reasons.length === 2);
    expect(reasons[1]).toMatchObject({ reason: 'cancelled', jobId: local.id });
    // The handler's 'finished anyway' is offered to the database once the attempt ends; it must not be recorded.
    await waitFor('the runner to have finished both attempts', () => runner.activeAttempts === 0);
    expect(await runner.get(local.id)).toMatchObject({ status: 'cancelled', result: null });
  });

  it('lets exactly one of two instances claim each due time of a schedule', async () => {
    const one = new Schedules(orm());
    const two = new Schedules(await secondOrm());
    const name = unique('nightly');
    const start = new Date(Date.now() - 3_600_000);
    expect(await one.ensure(name, start)).toMatchObject({ name, nextRunAt: start, lastRunAt: null });
    // ensure keeps an existing schedule as it is
    expect((await two.ensure(name, new Date())).nextRunAt).toEqual(start);

    for (let round = 0; round < 10; round++) {
      const due = (await one.get(name))!.nextRunAt;
      const next = new Date(due.getTime() + 60_000);
      const results = await Promise.all([
        one.claimDue(name, due, next, { claimedBy: 'one' }),
        two.claimDue(name, due, next, { claimedBy: 'two' }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const after = await one.get(name);
      expect(after).toMatchObject({ nextRunAt: next, lastRunAt: due, lastClaimedBy: results[0] ? 'one' : 'two' });
    }
    // Not due yet by the database clock: nobody claims it.
    const future = new Date(Date.now() + 3_600_000);
    await one.reschedule(name, future);
    expect(await one.claimDue(name, future, new Date(future.getTime() + 60_000))).toBe(false);
  });

  it('enqueues a scheduled job once per due time when two instances tick together', async () => {
    const schedulesA = new Schedules(orm());
    const ormB = await secondOrm();
    const schedulesB = new Schedules(ormB);
    const a = queue();
    const b = queue({ orm: ormB });
    const name = unique('batch');
    const kind = unique('batch-job');
    const first = new Date(Date.now() - 10 * 60_000);
    await schedulesA.ensure(name, first);
    const next = (due: Date): Date => new Date(due.getTime() + 60_000); // one minute apart: ten runs are overdue
    const job = (due: Date) => ({ kind, payload: { due: due.toISOString() } });

    // Both instances tick together until the schedule is no longer overdue; each tick of each
    // instance claims at most one run, and no run is claimed twice.
    const enqueued: Array<Job<{ due: string }>> = [];
    for (let tick = 0; tick < 30 && (await schedulesA.get(name))!.nextRunAt.getTime() <= Date.now() - 1000; tick++) {
      const results = await Promise.all([
        schedulesA.enqueueIfDue(name, next, a, job),
        schedulesB.enqueueIfDue(name, next, b, job),
      ]);
      for (const r of results) if (r) enqueued.push(r);
    }
    const dues = enqueued.map((j) => j.payload.due).sort();
    expect(new Set(dues).size).toBe(dues.length);
    expect(dues.length).toBeGreaterThanOrEqual(10);
    expect(dues).toEqual(
      Array.from({ length: dues.length }, (_, k) => new Date(first.getTime() + k * 60_000).toISOString()),
    );
    const rows = await orm()
      .em.getConnection()
      .execute<Array<{ n: number }>>('select count(*)::int as n from jobs where kind = ?', [kind], 'all');
    expect(rows[0]!.n).toBe(enqueued.length);
    expect((await schedulesA.get(name))!.nextRunAt.getTime()).toBe(first.getTime() + enqueued.length * 60_000);
  });

  it('claims a due time in a caller-owned table with claimDue, also when the stored time has microseconds', async () => {
    const table = `cron_${randomBytes(4).toString('hex')}`;
    const connection = orm().em.getConnection();
    await connection.execute(
      `create table ${table} (id text primary key, next_run_at timestamptz not null)`,
      [],
      'run',
    );
    closers.push(async () => void (await orm().em.getConnection().execute(`drop table if exists ${table}`, [], 'run')));
    await connection.execute(
      `insert into ${table} values ('r1', now() - interval '1 hour 0.000123 seconds')`,
      [],
      'run',
    );
    const read = await connection.execute<Array<{ next_run_at: string }>>(
      `select next_run_at from ${table} where id = 'r1'`,
      [],
      'all',
    );
    expect(read[0]!.next_run_at).toMatch(/\.\d{4,6}\+00$/); // microseconds are stored
    const due = parseTimestamp(read[0]!.next_run_at);
    const next = new Date(due.getTime() + 86_400_000);

    const otherOrm = await secondOrm();
    const results = await Promise.all([
      claimDue(orm().em, { table, id: 'r1', expectedNextRunAt: due, newNextRunAt: next }),
      claimDue(otherOrm.em, { table, id: 'r1', expectedNextRunAt: due, newNextRunAt: next }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimDue(orm().em, { table, id: 'r1', expectedNextRunAt: due, newNextRunAt: next })).toBe(false);
  });
});
