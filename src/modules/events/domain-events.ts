// Memory events (the spec's webhook event types), written to the `domain_events` outbox in the
// same transaction as the change they report: an event exists exactly when its change does.
// Delivery to webhooks and triggers reads the outbox in the background.
import { deleteInSlices } from '../../platform/db/delete-in-slices.js';
import { jsonColumn } from '../../platform/db/json-columns.js';
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { statementSlices } from '../../platform/db/statement-slices.js';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import { newId } from '../../platform/ids.js';

export type DomainEventType =
  | 'MEMORY_STORED'
  | 'MEMORY_RECALLED'
  | 'MEMORY_COMPRESSED'
  | 'MEMORY_DECAYED'
  | 'MEMORY_FORGOTTEN'
  | 'COLLECTION_CREATED'
  | 'USAGE_THRESHOLD'
  // the generic surface's own events (GenericEventType), emitted by its operations only
  | 'memory.created'
  | 'memory.updated'
  | 'memory.deleted'
  | 'search.performed';

export interface DomainEvent {
  type: DomainEventType;
  accountId: string;
  data: Record<string, unknown>;
}

/** Appends the events to the outbox through `sql` (a transaction's executor, to share its fate). */
export async function recordEvents(sql: SqlExecutor, events: readonly DomainEvent[], at: Date): Promise<void> {
  for (const slice of statementSlices(events)) {
    const insert = eventsInsert(slice, at);
    await sql.execute(insert.sql, insert.params);
  }
}

/**
 * The outbox insert of some events (at least one), for a statement that does more in the same
 * step. With `whenRowsIn`, the name of a common table expression of that statement, the events
 * are inserted only when it has rows (an event that exists exactly when its cause does). With
 * `when`, an event for which it answers a condition (SQL over that statement's expressions) is
 * inserted only when the condition holds; the others are inserted, in order. With `where`, only
 * the events for which that condition over their own columns (`e.type`, `e.data`, ...) holds.
 */
export function eventsInsert(
  events: readonly DomainEvent[],
  at: Date,
  options: { whenRowsIn?: string; when?: (event: DomainEvent) => string | undefined; where?: string } = {},
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const { when, whenRowsIn, where } = options;
  const rows = events.map((event) => {
    params.push(newId('evt'), event.accountId, event.type, JSON.stringify(event.data), at.toISOString());
    return `(?, ?, ?, ?::jsonb, ?::timestamptz${when ? `, ${when(event) ?? 'true'}` : ''})`;
  });
  const columns = 'id, account_id, type, data, created_at';
  const conditions = [
    ...(when ? ['e.wanted'] : []),
    ...(whenRowsIn !== undefined ? [`exists (select 1 from ${whenRowsIn})`] : []),
    ...(where !== undefined ? [`(${where})`] : []),
  ];
  const sql =
    conditions.length === 0
      ? `insert into domain_events (${columns}) values ${rows.join(', ')}`
      : `insert into domain_events (${columns}) select ${columns} from (values ${rows.join(', ')})
         as e (${columns}${when ? ', wanted' : ''}) where ${conditions.join(' and ')}`;
  return { sql, params };
}

/** An event as the outbox holds it. */
export interface StoredEvent extends DomainEvent {
  id: string;
  seq: number;
  createdAt: Date;
}

/**
 * Whether any event awaits dispatch: one statement on the partial index of undispatched events,
 * outside any transaction. The dispatcher asks first so that an idle outbox costs no
 * transaction: on the embedded database an open transaction holds every other session's
 * statements until it ends.
 */
export async function hasUndispatchedEvents(sql: SqlExecutor): Promise<boolean> {
  const rows = (await sql.execute(
    'select exists (select 1 from domain_events where dispatched_at is null) as pending',
  )) as { pending: boolean }[];
  return rows[0]?.pending === true;
}

type EventRow = {
  seq: string | number;
  id: string;
  account_id: string;
  type: DomainEventType;
  data: Record<string, unknown> | string;
  created_at: string | Date;
};

/**
 * Marks up to `limit` of the oldest undispatched events dispatched and answers them, inside the
 * caller's transaction: rows locked by another dispatcher are skipped, and a rollback leaves the
 * events undispatched. With `onlySeqs`, only those events are taken (the ones a pass prepared).
 */
export async function takeEvents(em: SqlExecutor, limit: number, onlySeqs?: readonly number[]): Promise<StoredEvent[]> {
  if (onlySeqs?.length === 0) return [];
  const only = onlySeqs ? ` and seq in (${onlySeqs.map(() => '?').join(', ')})` : '';
  const rows = (await em.execute(
    `update domain_events set dispatched_at = now()
      where seq in (select seq from domain_events where dispatched_at is null${only} order by seq limit ? for update skip locked)
     returning seq, id, account_id, type, data, created_at`,
    [...(onlySeqs ?? []), limit],
  )) as EventRow[];
  return toStoredEvents(rows);
}

/** Up to `limit` of the oldest undispatched events, read without taking them (outside any transaction). */
export async function peekEvents(sql: SqlExecutor, limit: number): Promise<StoredEvent[]> {
  const rows = (await sql.execute(
    'select seq, id, account_id, type, data, created_at from domain_events where dispatched_at is null order by seq limit ?',
    [limit],
  )) as EventRow[];
  return toStoredEvents(rows);
}

function toStoredEvents(rows: readonly EventRow[]): StoredEvent[] {
  return rows
    .map((r) => ({
      seq: Number(r.seq),
      id: r.id,
      accountId: r.account_id,
      type: r.type,
      data: jsonColumn(r.data),
      createdAt: parseTimestamp(r.created_at),
    }))
    .sort((a, b) => a.seq - b.seq);
}

/** The JSON body a webhook receives for an event (exactly the bytes that are signed). */
export function eventBody(event: StoredEvent): string {
  return JSON.stringify({
    id: event.id,
    event: event.type,
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  });
}

/** Deletes events dispatched before `before`, in slices; answers how many. */
export async function pruneDispatchedEvents(sql: SqlExecutor, before: Date): Promise<number> {
  return deleteInSlices(sql, 'domain_events', 'seq', 'dispatched_at < ?', [before.toISOString()]);
}
