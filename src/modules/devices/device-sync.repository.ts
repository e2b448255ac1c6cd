// What the device sync protocol reads and writes beside the memories themselves: the links from
// a device's local ids to memories, and pages of the account's change feed.
import type { MikroORM } from '@mikro-orm/postgresql';
import { jsonColumn } from '../../platform/db/json-columns.js';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { parseTimestamp } from '../../platform/db/timestamps.js';
import { MicroBatcher } from '../../platform/micro-batcher.js';
import type { MemoryCategory } from '../memory/vector-store/vector-store.js';

export interface ChangeRow {
  seq: number;
  change: 'stored' | 'forgotten';
  memoryId: string;
  collection: string;
  changedAt: Date;
  /** The memory as it is now; null for a forget, and for a stored memory forgotten since. */
  memory: { text: string; category: MemoryCategory; importance: number; metadata: Record<string, unknown> } | null;
  localId: string | null;
}

/** Token checks that arrive while one runs go together as the next statement (as heartbeats do). */
const TOKEN_CHECK_BATCH = 64;

export class DeviceSyncRepository {
  /**
   * Admission checks every device-token request before its body is read; at hundreds of
   * heartbeats a second one statement each would queue on the embedded database's one session.
   */
  private readonly tokenChecks = new MicroBatcher<{ id: string; tokenHash: string }, boolean>((batch) => this.ownTokens(batch), {
    maxBatch: TOKEN_CHECK_BATCH,
    maxWaitMs: 0,
  });

  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** The device of this id and token hash, with its account; null when they do not belong together. */
  async deviceByToken(deviceId: string, tokenHash: string): Promise<{ id: string; accountId: string } | null> {
    const [row] = await this.sql.execute<{ id: string; account_id: string }[]>('select id, account_id from devices where id = ? and token_hash = ?', [deviceId, tokenHash]);
    return row ? { id: row.id, accountId: row.account_id } : null;
  }

  /** Whether the device of this id has this token hash. */
  ownsToken(deviceId: string, tokenHash: string): Promise<boolean> {
    return this.tokenChecks.submit({ id: deviceId, tokenHash });
  }

  private async ownTokens(batch: readonly { id: string; tokenHash: string }[]): Promise<boolean[]> {
    const input = batch.map((c, n) => ({ n, id: c.id, token_hash: c.tokenHash }));
    const rows = await this.sql.execute<{ n: number }[]>(
      `select i.n from jsonb_to_recordset(?::jsonb) as i(n integer, id text, token_hash text)
         join devices d on d.id = i.id and d.token_hash = i.token_hash`,
      [JSON.stringify(input)],
    );
    const owned = new Set(rows.map((r) => Number(r.n)));
    return batch.map((_, n) => owned.has(n));
  }

  /** The memory a local id of the device became, and whether that memory still exists. */
  async link(deviceId: string, localId: string): Promise<{ memoryId: string; exists: boolean } | null> {
    const [row] = await this.sql.execute<{ memory_id: string; present: boolean }[]>(
      `select l.memory_id, exists (select 1 from memories m where m.id = l.memory_id) as present
         from device_memory_links l where l.device_id = ? and l.local_id = ?`,
      [deviceId, localId],
    );
    return row ? { memoryId: row.memory_id, exists: row.present } : null;
  }

  /** Links a local id to a memory unless it is linked already; answers the memory it is linked to. */
  async linkOnce(device: { id: string; accountId: string }, localId: string, memoryId: string, at: Date): Promise<string> {
    const [row] = await this.sql.execute<{ memory_id: string }[]>(
      `with inserted as (
         insert into device_memory_links (device_id, local_id, account_id, memory_id, created_at) values (?, ?, ?, ?, ?)
         on conflict (device_id, local_id) do nothing returning memory_id)
       select memory_id from inserted
       union all select memory_id from device_memory_links where device_id = ? and local_id = ? and not exists (select 1 from inserted)`,
      [device.id, localId, device.accountId, memoryId, at.toISOString(), device.id, localId],
    );
    return row!.memory_id;
  }

  /** Up to `limit` changes of the account after `afterSeq`, in order (of some collections when given). */
  async changes(device: { id: string; accountId: string }, afterSeq: number, limit: number, collections: readonly string[] | null): Promise<ChangeRow[]> {
    const params: unknown[] = [device.id, device.accountId, afterSeq];
    let filter = '';
    if (collections !== null) {
      filter = 'and c.collection = any(?::text[])';
      params.push(textArrayLiteral(collections));
    }
    const rows = await this.sql.execute<{
      seq: string; change: 'stored' | 'forgotten'; memory_id: string; collection: string; changed_at: string | Date;
      text: string | null; category: MemoryCategory | null; importance: number | string | null; metadata: Record<string, unknown> | string | null; local_id: string | null;
    }[]>(
      `select c.seq, c.change, c.memory_id, c.collection, c.changed_at, m.text, m.category, m.importance, m.metadata, l.local_id
         from memory_changes c
         left join memories m on c.change = 'stored' and m.id = c.memory_id and m.vector_state = 'written'
         left join device_memory_links l on l.device_id = ? and l.memory_id = c.memory_id
        where c.account_id = ? and c.seq > ? ${filter}
        order by c.seq limit ?`,
      [...params, limit],
    );
    return rows.map((r) => ({
      seq: Number(r.seq),
      change: r.change,
      memoryId: r.memory_id,
      collection: r.collection,
      changedAt: parseTimestamp(r.changed_at),
      memory: r.text === null ? null : { text: r.text, category: r.category!, importance: Number(r.importance), metadata: jsonColumn(r.metadata ?? {}) },
      localId: r.local_id,
    }));
  }
}
