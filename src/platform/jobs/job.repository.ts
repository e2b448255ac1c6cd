// The jobs table, one statement per state change. Raw SQL with `?` placeholders (MikroORM inlines
// them as escaped literals), so no `?` may appear in the SQL text itself.
//
// Every write of a running attempt is fenced by its lease token (`id = ? and lease_token = ?
// and status = 'running'`): once the job was cancelled, or its lease expired and another worker
// claimed it, a late write of the old attempt changes nothing. Times come from the database's
// clock, so instances with skewed clocks agree on what is due and which lease has expired.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { newId } from '../ids.js';
import type { Job, JobStatus } from './job.types.js';
import { textArrayLiteral } from '../db/sql-literals.js';
import { parseOptionalTimestamp, parseTimestamp } from '../db/timestamps.js';

type Timestamp = Date | string;

interface JobRow {
  id: string;
  kind: string;
  payload: unknown;
  status: JobStatus;
  run_at: Timestamp;
  attempts: number;
  max_attempts: number;
  lease_owner: string | null;
  lease_expires_at: Timestamp | null;
  last_error: string | null;
  result: unknown;
  progress: unknown;
  dedupe_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

const COLUMNS = [
  'id',
  'kind',
  'payload',
  'status',
  'run_at',
  'attempts',
  'max_attempts',
  'lease_owner',
  'lease_expires_at',
  'last_error',
  'result',
  'progress',
  'dedupe_key',
  'created_at',
  'updated_at',
  'finished_at',
];
const RETURNING = COLUMNS.join(', ');
const RETURNING_J = COLUMNS.map((c) => `j.${c}`).join(', ');

/** The lease of one claimed attempt. */
export interface Lease {
  id: string;
  token: string;
}

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    status: row.status,
    runAt: parseTimestamp(row.run_at),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    leaseOwner: row.lease_owner,
    leaseExpiresAt: parseOptionalTimestamp(row.lease_expires_at),
    lastError: row.last_error,
    result: row.result ?? null,
    progress: row.progress ?? null,
    dedupeKey: row.dedupe_key,
    createdAt: parseTimestamp(row.created_at),
    updatedAt: parseTimestamp(row.updated_at),
    finishedAt: parseOptionalTimestamp(row.finished_at),
  };
}

/** JSON text for a jsonb parameter; `undefined` is stored as null. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  if (text === undefined) throw new TypeError('the value cannot be stored as JSON');
  return text;
}

const LEASES = 'jsonb_to_recordset(?::jsonb) as t(id text, token text)';

export class JobRepository {
  constructor(private readonly orm: MikroORM) {}

  private rows<T>(sql: string, params: unknown[], em?: EntityManager): Promise<T[]> {
    return em ? em.execute<T[]>(sql, params, 'all') : this.orm.em.getConnection().execute<T[]>(sql, params, 'all');
  }

  /** Inserts a queued job; null when an active job already holds its dedupe key. */
  async insert(
    input: { kind: string; payloadJson: string; runAt: Date | null; maxAttempts: number; dedupeKey: string | null },
    em?: EntityManager,
  ): Promise<Job | null> {
    const rows = await this.rows<JobRow>(
      `insert into jobs (id, kind, payload, status, run_at, max_attempts, dedupe_key)
       values (?, ?, ?::jsonb, 'queued', coalesce(?::timestamptz, now()), ?, ?)
       on conflict (dedupe_key) where dedupe_key is not null and status in ('queued', 'running') do nothing
       returning ${RETURNING}`,
      [newId('job'), input.kind, input.payloadJson, input.runAt, input.maxAttempts, input.dedupeKey],
      em,
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  /** Inserts several jobs in one statement, skipping those whose dedupe key an active job holds; answers how many were inserted. */
  async insertMany(
    inputs: ReadonlyArray<{
      kind: string;
      payloadJson: string;
      runAt: Date | null;
      maxAttempts: number;
      dedupeKey: string | null;
    }>,
    em?: EntityManager,
  ): Promise<number> {
    if (inputs.length === 0) return 0;
    const params: unknown[] = [];
    const values = inputs.map((input) => {
      params.push(newId('job'), input.kind, input.payloadJson, input.runAt, input.maxAttempts, input.dedupeKey);
      return "(?, ?, ?::jsonb, 'queued', coalesce(?::timestamptz, now()), ?, ?)";
    });
    const rows = await this.rows<{ id: string }>(
      `insert into jobs (id, kind, payload, status, run_at, max_attempts, dedupe_key)
       values ${values.join(', ')}
       on conflict (dedupe_key) where dedupe_key is not null and status in ('queued', 'running') do nothing
       returning id`,
      params,
      em,
    );
    return rows.length;
  }

  async findActiveByDedupeKey(dedupeKey: string, em?: EntityManager): Promise<Job | null> {
    const rows = await this.rows<JobRow>(
      `select ${RETURNING} from jobs where dedupe_key = ? and status in ('queued', 'running')`,
      [dedupeKey],
      em,
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  async get(id: string, em?: EntityManager): Promise<Job | null> {
    const rows = await this.rows<JobRow>(`select ${RETURNING} from jobs where id = ?`, [id], em);
    return rows[0] ? toJob(rows[0]) : null;
  }

  /** Which of these jobs the queue gave up on (failed or cancelled), with their last error. */
  async givenUp(ids: readonly string[]): Promise<Map<string, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.rows<{ id: string; last_error: string | null }>(
      "select id, last_error from jobs where id = any(?::text[]) and status in ('failed', 'cancelled')",
      [textArrayLiteral(ids)],
    );
    return new Map(rows.map((r) => [r.id, r.last_error]));
  }

  /** Cancels a queued or running job; null when it was not active (or does not exist). */
  async cancel(id: string): Promise<Job | null> {
    const rows = await this.rows<JobRow>(
      `update jobs set status = 'cancelled', lease_token = null, lease_expires_at = null, finished_at = now(), updated_at = now()
        where id = ? and status in ('queued', 'running')
       returning ${RETURNING}`,
      [id],
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  /**
   * Claims up to `limit` due queued jobs in one statement, oldest due first. SKIP LOCKED makes
   * concurrent claimers take disjoint rows instead of waiting for each other; the partial index
   * on (run_at, id) of queued jobs serves it however many finished jobs the table holds.
   */
  async claim(limit: number, owner: string, token: string, leaseMs: number, kinds: readonly string[]): Promise<Job[]> {
    if (kinds.length === 0) return [];
    // only kinds this worker handles: during a rolling upgrade an older instance leaves new kinds
    // to the instances that know them (the kinds travel as one JSON array parameter)
    const rows = await this.rows<JobRow>(
      `with due as (
         select id from jobs
          where status = 'queued' and run_at <= now()
            and kind in (select jsonb_array_elements_text(?::jsonb))
          order by run_at, id
          limit ?
          for update skip locked
       )
       update jobs as j
          set status = 'running', attempts = j.attempts + 1, lease_owner = ?, lease_token = ?,
              lease_expires_at = now() + ? * interval '1 millisecond', updated_at = now()
         from due
        where j.id = due.id
       returning ${RETURNING_J}`,
      [JSON.stringify(kinds), limit, owner, token, leaseMs],
    );
    return rows.map(toJob);
  }

  /**
   * Recovers running jobs whose lease expired (their worker died or lost the database): queued
   * again at once when attempts remain, failed otherwise. The dead attempt counts.
   */
  async recoverExpiredLeases(): Promise<
    Array<{ id: string; kind: string; status: JobStatus; lease_owner: string | null }>
  > {
    return this.rows(
      `with expired as (
         select id, lease_owner from jobs
          where status = 'running' and lease_expires_at <= now()
          for update skip locked
       )
       update jobs as j
          set status = case when j.attempts >= j.max_attempts then 'failed' else 'queued' end,
              run_at = case when j.attempts >= j.max_attempts then j.run_at else now() end,
              finished_at = case when j.attempts >= j.max_attempts then now() else null end,
              lease_owner = case when j.attempts >= j.max_attempts then j.lease_owner else null end,
              lease_token = null, lease_expires_at = null, updated_at = now(),
              last_error = 'the lease of worker ' || coalesce(j.lease_owner, 'unknown') || ' expired during attempt '
                || j.attempts || ' of ' || j.max_attempts || ' (the worker died or lost the database)'
                || case when j.attempts >= j.max_attempts then coalesce('; previous error: ' || j.last_error, '') else '' end
         from expired
        where j.id = expired.id
       returning j.id, j.kind, j.status, expired.lease_owner`,
      [],
    );
  }

  /** Deletes up to `limit` jobs of `kind` finished more than `ageMs` ago; answers how many. */
  async deleteFinished(kind: string, ageMs: number, limit: number): Promise<number> {
    const rows = await this.rows<{ id: string }>(
      `delete from jobs where id in (
         select id from jobs where kind = ? and status in ('succeeded', 'failed', 'cancelled') and finished_at < now() - ? * interval '1 millisecond'
          limit ? for update skip locked)
       returning id`,
      [kind, ageMs, limit],
    );
    return rows.length;
  }

  /** Extends the leases still held; returns the ids whose lease was extended. */
  async extendLeases(leases: Lease[], leaseMs: number): Promise<Set<string>> {
    if (leases.length === 0) return new Set();
    const rows = await this.rows<{ id: string }>(
      `update jobs as j set lease_expires_at = now() + ? * interval '1 millisecond', updated_at = now()
         from ${LEASES}
        where j.id = t.id and j.lease_token = t.token and j.status = 'running'
       returning j.id`,
      [leaseMs, jsonText(leases)],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Stores progress and extends the lease; false when the lease is no longer held. */
  async reportProgress(lease: Lease, progressJson: string, leaseMs: number): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(
      `update jobs set progress = ?::jsonb, lease_expires_at = now() + ? * interval '1 millisecond', updated_at = now()
        where id = ? and lease_token = ? and status = 'running'
       returning id`,
      [progressJson, leaseMs, lease.id, lease.token],
    );
    return rows.length > 0;
  }

  /**
   * Marks attempts succeeded, each with its result (JSON text), fenced by its lease; answers the
   * ids whose lease was still held. One statement for all of them.
   */
  async succeedMany(outcomes: ReadonlyArray<{ lease: Lease; resultJson: string }>): Promise<Set<string>> {
    if (outcomes.length === 0) return new Set();
    // the results are JSON already: spliced as they are into the one JSON parameter
    const input = `[${outcomes.map((o) => `{"id":${JSON.stringify(o.lease.id)},"token":${JSON.stringify(o.lease.token)},"result":${o.resultJson}}`).join(',')}]`;
    const rows = await this.rows<{ id: string }>(
      `update jobs as j set status = 'succeeded', result = t.result, lease_token = null, lease_expires_at = null,
              finished_at = now(), updated_at = now()
         from jsonb_to_recordset(?::jsonb) as t(id text, token text, result jsonb)
        where j.id = t.id and j.lease_token = t.token and j.status = 'running'
       returning j.id`,
      [input],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Queues the job again after `delayMs`, keeping the error of the failed attempt. */
  async retryLater(lease: Lease, error: string, delayMs: number): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(
      `update jobs set status = 'queued', run_at = now() + ? * interval '1 millisecond', last_error = ?,
              lease_owner = null, lease_token = null, lease_expires_at = null, updated_at = now()
        where id = ? and lease_token = ? and status = 'running'
       returning id`,
      [delayMs, error, lease.id, lease.token],
    );
    return rows.length > 0;
  }

  async fail(lease: Lease, error: string): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(
      `update jobs set status = 'failed', last_error = ?, lease_token = null, lease_expires_at = null,
              finished_at = now(), updated_at = now()
        where id = ? and lease_token = ? and status = 'running'
       returning id`,
      [error, lease.id, lease.token],
    );
    return rows.length > 0;
  }

  /**
   * Gives leases back so any worker can claim the jobs at once. The interrupted attempt is not
   * counted: a shutdown is not the job's failure.
   */
  async release(leases: Lease[]): Promise<Set<string>> {
    if (leases.length === 0) return new Set();
    const rows = await this.rows<{ id: string }>(
      `update jobs as j set status = 'queued', run_at = now(), attempts = greatest(j.attempts - 1, 0),
              lease_owner = null, lease_token = null, lease_expires_at = null, updated_at = now()
         from ${LEASES}
        where j.id = t.id and j.lease_token = t.token and j.status = 'running'
       returning j.id`,
      [jsonText(leases)],
    );
    return new Set(rows.map((r) => r.id));
  }
}
