// Runs that must happen exactly once per due time however many instances tick: cron batches.
//
// The row that says when the next run is due is also the lock. Every instance may notice that
// a run is due; each tries a compare-and-set that moves next_run_at from the value it read to
// the following due time, and only the statement that still finds the old value changes the
// row. PostgreSQL makes a concurrent second update of the row wait for the first to commit and
// then re-checks its condition against the new value, so exactly one instance wins each due time.
// Dueness is judged by the database's clock, so skewed instance clocks cannot run a batch early.
//
// Timestamps are compared at millisecond precision, the precision of a JavaScript Date: a value
// read from the table and handed back as `expectedNextRunAt` always matches itself.
//
// Usage for a cron batch (each instance, on its own timer):
//
//   await schedules.ensure('compression-batch', firstRunAt);            // once at start; keeps an existing row
//   await schedules.enqueueIfDue('compression-batch', (due, now) => nextCronTime(max(due, now)),
//     queue, { kind: 'compression.batch', payload: {} });              // at most one instance enqueues per due time
//
// enqueueIfDue advances the schedule and enqueues the job in one transaction, so a crash can
// neither lose the run nor enqueue it twice. claimDue() is the bare compare-and-set, also for a
// next_run_at column in a caller's own table.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { JobQueue } from './job-queue.js';
import type { EnqueueOptions, Job } from './job.types.js';
import { parseOptionalTimestamp, parseTimestamp } from '../db/timestamps.js';

type Timestamp = Date | string;

export interface Schedule {
  name: string;
  nextRunAt: Date;
  /** The due time of the latest claimed run. */
  lastRunAt: Date | null;
  /** The worker that claimed it. */
  lastClaimedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface ScheduleRow {
  name: string;
  next_run_at: Timestamp;
  last_run_at: Timestamp | null;
  last_claimed_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

const toSchedule = (row: ScheduleRow): Schedule => ({
  name: row.name,
  nextRunAt: parseTimestamp(row.next_run_at),
  lastRunAt: parseOptionalTimestamp(row.last_run_at),
  lastClaimedBy: row.last_claimed_by,
  createdAt: parseTimestamp(row.created_at),
  updatedAt: parseTimestamp(row.updated_at),
});

const SCHEDULE_COLUMNS = 'name, next_run_at, last_run_at, last_claimed_by, created_at, updated_at';

export interface ClaimDueTarget {
  /** Table holding the due time (may be schema-qualified). */
  table: string;
  /** The row's id. */
  id: string;
  /** Id column. Default `id`. */
  idColumn?: string;
  /** Due-time column. Default `next_run_at`. */
  column?: string;
  /** The due time the caller read. */
  expectedNextRunAt: Date;
  /** The due time after this run. */
  newNextRunAt: Date;
}

function validDate(name: string, value: Date): Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new TypeError(`${name} must be a valid Date`);
  return value;
}

/**
 * Compare-and-set of a due time: moves the row's `column` from `expectedNextRunAt` to
 * `newNextRunAt` when it still holds `expectedNextRunAt` and that time has come by the
 * database's clock. True for exactly one of any number of concurrent callers with the same
 * expectation. Pass a transaction's EntityManager to make the claim part of it.
 */
export async function claimDue(em: EntityManager, target: ClaimDueTarget): Promise<boolean> {
  const column = target.column ?? 'next_run_at';
  const idColumn = target.idColumn ?? 'id';
  const rows = await em.execute<unknown[]>(
    `update ?? set ?? = ?::timestamptz
      where ?? = ? and date_trunc('milliseconds', ??) = ?::timestamptz and ?? <= now()
     returning 1 as claimed`,
    [
      target.table,
      column,
      validDate('newNextRunAt', target.newNextRunAt),
      idColumn,
      target.id,
      column,
      validDate('expectedNextRunAt', target.expectedNextRunAt),
      column,
    ],
    'all',
  );
  return rows.length > 0;
}

export interface ScheduledJob<Payload> {
  kind: string;
  payload: Payload;
  options?: Omit<EnqueueOptions, 'em'>;
}

/** Named schedules in the `schedules` table. */
export class Schedules {
  constructor(private readonly orm: MikroORM) {}

  /** Creates the schedule, first due at `firstRunAt`, unless it exists; returns it as stored. */
  async ensure(name: string, firstRunAt: Date, em: EntityManager = this.orm.em): Promise<Schedule> {
    await em.execute(
      `insert into schedules (name, next_run_at) values (?, date_trunc('milliseconds', ?::timestamptz))
       on conflict (name) do nothing`,
      [name, validDate('firstRunAt', firstRunAt)],
      'run',
    );
    const schedule = await this.get(name, em);
    if (!schedule) throw new Error(`schedule ${name} vanished while it was created`);
    return schedule;
  }

  async get(name: string, em: EntityManager = this.orm.em): Promise<Schedule | null> {
    const rows = await em.execute<ScheduleRow[]>(
      `select ${SCHEDULE_COLUMNS} from schedules where name = ?`,
      [name],
      'all',
    );
    return rows[0] ? toSchedule(rows[0]) : null;
  }

  /** Sets the next due time whatever it was (the schedule's definition changed). */
  async reschedule(name: string, nextRunAt: Date, em: EntityManager = this.orm.em): Promise<boolean> {
    const rows = await em.execute<unknown[]>(
      `update schedules set next_run_at = date_trunc('milliseconds', ?::timestamptz), updated_at = now() where name = ? returning name`,
      [validDate('nextRunAt', nextRunAt), name],
      'all',
    );
    return rows.length > 0;
  }

  /**
   * Claims the run due at `expectedNextRunAt` and moves the schedule to `newNextRunAt`. True for
   * exactly one of any number of concurrent claimers; false when the run is not due yet by the
   * database's clock or was claimed already.
   */
  async claimDue(
    name: string,
    expectedNextRunAt: Date,
    newNextRunAt: Date,
    options: { em?: EntityManager; claimedBy?: string } = {},
  ): Promise<boolean> {
    const rows = await (options.em ?? this.orm.em).execute<unknown[]>(
      `update schedules
          set next_run_at = date_trunc('milliseconds', ?::timestamptz), last_run_at = next_run_at,
              last_claimed_by = ?, updated_at = now()
        where name = ? and date_trunc('milliseconds', next_run_at) = ?::timestamptz and next_run_at <= now()
       returning name`,
      [
        validDate('newNextRunAt', newNextRunAt),
        options.claimedBy ?? null,
        name,
        validDate('expectedNextRunAt', expectedNextRunAt),
      ],
      'all',
    );
    return rows.length > 0;
  }

  /**
   * One tick of a schedule: when it is due, claims the run, moves it to `next(due, now)` and
   * enqueues `job` (or `job(due)`), all in one transaction. Returns the job, or null when
   * nothing was due or another instance claimed the run. `now` is the database's clock; return
   * a time after both `due` and `now` to skip runs missed while no instance was up, or one after
   * `due` only to catch them up, one per tick.
   */
  async enqueueIfDue<Payload>(
    name: string,
    next: (due: Date, now: Date) => Date,
    queue: Pick<JobQueue, 'enqueue' | 'workerId'>,
    job: ScheduledJob<Payload> | ((due: Date) => ScheduledJob<Payload>),
  ): Promise<Job<Payload> | null> {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<Array<{ next_run_at: Timestamp; db_now: Timestamp }>>(
        'select next_run_at, now() as db_now from schedules where name = ?',
        [name],
        'all',
      );
      const row = rows[0];
      if (!row) return null;
      const due = parseTimestamp(row.next_run_at);
      const now = parseTimestamp(row.db_now);
      if (due.getTime() > now.getTime()) return null;
      const nextRunAt = validDate('the next due time', next(due, now));
      if (nextRunAt.getTime() <= due.getTime()) {
        throw new RangeError(
          `schedule ${name}: the next due time (${nextRunAt.toISOString()}) must come after ${due.toISOString()}`,
        );
      }
      if (!(await this.claimDue(name, due, nextRunAt, { em, claimedBy: queue.workerId }))) return null;
      const { kind, payload, options } = typeof job === 'function' ? job(due) : job;
      return queue.enqueue(kind, payload, { ...options, em });
    });
  }
}
