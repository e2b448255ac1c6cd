// Waits for what ends a server's background work, so that a test asserting that something did
// NOT happen (no third attempt, nothing sent while disabled) asserts it after the fact instead of
// after a guessed sleep: the outbox holds no undispatched event and no matching job is queued or
// running. Anything the work could still do would need one of those.
import { hasUndispatchedEvents } from '../../src/modules/events/domain-events.js';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.js';
import { textArrayLiteral } from '../../src/platform/db/sql-literals.js';
import { until } from './eventually.js';
import type { TestServer } from './test-server.js';

/** A test server, or a connection to the database instances share. */
type Reach = Pick<TestServer, 'service'> | SqlExecutor;

function sqlOf(reach: Reach): SqlExecutor {
  return 'service' in reach ? reach.service.db.orm.em.getConnection() : reach;
}

export interface OpenWork {
  /** Job kinds to wait for (none: only the outbox). */
  kinds?: readonly string[];
  /** Only jobs whose payload contains this (for example one delivery's id). */
  payload?: Record<string, unknown>;
}

/** Jobs still queued or running (whatever their `run_at`: a retry due later still counts). */
async function openJobs(reach: Reach, work: OpenWork): Promise<number> {
  if (!work.kinds?.length) return 0;
  const rows = (await sqlOf(reach).execute(
    `select count(*)::int as n from jobs
        where kind = any(?::text[]) and status in ('queued', 'running') and payload @> ?::jsonb`,
    [textArrayLiteral(work.kinds), JSON.stringify(work.payload ?? {})],
  )) as { n: number }[];
  return rows[0]!.n;
}

/** Resolves once every event is dispatched and no job of `work` is left to run. */
export async function untilBackgroundSettles(reach: Reach, work: OpenWork = {}, timeoutMs = 20_000): Promise<void> {
  const sql = sqlOf(reach);
  await until(
    `the events to be dispatched and no ${work.kinds?.join(' or ') ?? ''} job to be left`,
    async () => ((await hasUndispatchedEvents(sql)) || (await openJobs(sql, work)) > 0 ? undefined : true),
    timeoutMs,
  );
}
