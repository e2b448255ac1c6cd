// Memory events (the spec's webhook event types), written to the `domain_events` outbox in the
// same transaction as the change they report: an event exists exactly when its change does.
// Delivery to webhooks and triggers reads the outbox in the background.
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import { newId } from '../../platform/ids.js';

export type DomainEventType =
  | 'MEMORY_STORED'
  | 'MEMORY_RECALLED'
  | 'MEMORY_COMPRESSED'
  | 'MEMORY_DECAYED'
  | 'MEMORY_FORGOTTEN'
  | 'COLLECTION_CREATED'
  | 'USAGE_THRESHOLD';

export interface DomainEvent {
  type: DomainEventType;
  accountId: string;
  data: Record<string, unknown>;
}

/** Appends the events to the outbox through `sql` (a transaction's executor, to share its fate). */
export async function recordEvents(sql: SqlExecutor, events: readonly DomainEvent[], at: Date): Promise<void> {
  if (events.length === 0) return;
  const insert = eventsInsert(events, at);
  await sql.execute(insert.sql, insert.params);
}

/** The outbox insert of some events (at least one), for a statement that does more in the same step. */
export function eventsInsert(events: readonly DomainEvent[], at: Date): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const rows = events.map((event) => {
    params.push(newId('evt'), event.accountId, event.type, JSON.stringify(event.data), at.toISOString());
    return '(?, ?, ?, ?::jsonb, ?)';
  });
  return { sql: `insert into domain_events (id, account_id, type, data, created_at) values ${rows.join(', ')}`, params };
}
