// What the device sync protocol keeps beside the memories themselves: the links from a device's
// local ids to the memories they became. (The change feed is the memories repository's.)
import type { MikroORM } from '@mikro-orm/postgresql';
import { deviceDeletedMeanwhile } from '../../errors/device-errors.js';
import { isForeignKeyViolation } from '../../platform/db/foreign-key-violation.js';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';

export class DeviceSyncRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** The memory a local id of the device became, or null when the local id is new. */
  async link(deviceId: string, localId: string): Promise<string | null> {
    const [row] = await this.sql.execute<{ memory_id: string }[]>(
      'select memory_id from device_memory_links where device_id = ? and local_id = ?',
      [deviceId, localId],
    );
    return row?.memory_id ?? null;
  }

  /**
   * Links a local id to a memory unless it is linked already; answers the memory it is linked to.
   * Throws INVALID_DEVICE_TOKEN when the device was deleted meanwhile.
   */
  async linkOnce(
    device: { id: string; accountId: string },
    localId: string,
    memoryId: string,
    at: Date,
  ): Promise<string> {
    const [row] = await this.sql
      .execute<{ memory_id: string }[]>(
        `with inserted as (
         insert into device_memory_links (device_id, local_id, account_id, memory_id, created_at) values (?, ?, ?, ?, ?)
         on conflict (device_id, local_id) do nothing returning memory_id)
       select memory_id from inserted
       union all select memory_id from device_memory_links where device_id = ? and local_id = ? and not exists (select 1 from inserted)`,
        [device.id, localId, device.accountId, memoryId, at.toISOString(), device.id, localId],
      )
      .catch((err: unknown) => {
        throw isForeignKeyViolation(err) ? deviceDeletedMeanwhile() : err;
      });
    return row!.memory_id;
  }

  /** The device's local ids of these memories (those it pushed). */
  async localIdsOf(deviceId: string, memoryIds: readonly string[]): Promise<Map<string, string>> {
    if (memoryIds.length === 0) return new Map();
    const rows = await this.sql.execute<{ memory_id: string; local_id: string }[]>(
      'select memory_id, local_id from device_memory_links where device_id = ? and memory_id = any(?::text[])',
      [deviceId, textArrayLiteral(memoryIds)],
    );
    return new Map(rows.map((r) => [r.memory_id, r.local_id]));
  }
}
