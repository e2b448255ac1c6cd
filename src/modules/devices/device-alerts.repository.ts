// Device alerts. At most one ACTIVE alert per device and type (a partial unique index): raising
// one that is already active changes nothing, so concurrent heartbeats or passes cannot
// duplicate it.
import type { MikroORM } from '@mikro-orm/postgresql';
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { whereEquals } from '../../platform/db/where-clause.js';
import { newId } from '../../platform/ids.js';
import type { Schemas } from '../schemas.js';

export type AlertType = Schemas['AlertType'];
export type AlertStatus = Schemas['AlertStatus'];

export interface AlertRecord {
  id: string;
  accountId: string;
  deviceId: string;
  fleetId: string | null;
  type: AlertType;
  status: AlertStatus;
  message: string;
  resolutionNote: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface AlertFilter {
  fleetId?: string;
  deviceId?: string;
  status?: string;
  type?: string;
}

interface AlertRow {
  id: string;
  account_id: string;
  device_id: string;
  fleet_id: string | null;
  type: AlertType;
  status: AlertStatus;
  message: string;
  resolution_note: string | null;
  created_at: string | Date;
  resolved_at: string | Date | null;
}

const COLUMNS = 'id, account_id, device_id, fleet_id, type, status, message, resolution_note, created_at, resolved_at';

function toAlert(row: AlertRow): AlertRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    deviceId: row.device_id,
    fleetId: row.fleet_id,
    type: row.type,
    status: row.status,
    message: row.message,
    resolutionNote: row.resolution_note,
    createdAt: parseTimestamp(row.created_at),
    resolvedAt: parseOptionalTimestamp(row.resolved_at),
  };
}

export class DeviceAlertsRepository {
  constructor(private readonly orm: MikroORM) {}

  private get sql() {
    return this.orm.em.getConnection();
  }

  /** Raises an alert unless one of this type is already ACTIVE for the device; answers whether it was raised. */
  async raise(
    device: { id: string; accountId: string; fleetId: string | null },
    type: AlertType,
    message: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await this.sql.execute<unknown[]>(
      `insert into device_alerts (id, account_id, device_id, fleet_id, type, status, message, created_at)
       values (?, ?, ?, ?, ?, 'ACTIVE', ?, ?)
       on conflict (device_id, type) where status = 'ACTIVE' do nothing returning id`,
      [newId('alert'), device.accountId, device.id, device.fleetId, type, message, at.toISOString()],
    );
    return rows.length > 0;
  }

  /** Resolves the device's ACTIVE alert of this type, if any (an automatic resolution). */
  async resolveActive(deviceId: string, type: AlertType, note: string, at: Date): Promise<void> {
    await this.sql.execute(
      "update device_alerts set status = 'RESOLVED', resolved_at = ?, resolution_note = ? where device_id = ? and type = ? and status = 'ACTIVE'",
      [at.toISOString(), note, deviceId, type],
    );
  }

  /** Resolves an alert of the account (an ACTIVE one gets the note and time; a RESOLVED one is left as it is); null when unknown. */
  async resolve(accountId: string, id: string, note: string | null, at: Date): Promise<AlertRecord | null> {
    await this.sql.execute(
      "update device_alerts set status = 'RESOLVED', resolved_at = ?, resolution_note = ? where id = ? and account_id = ? and status = 'ACTIVE'",
      [at.toISOString(), note, id, accountId],
    );
    return this.find(accountId, id);
  }

  /** An alert of the account; null when unknown. */
  async find(accountId: string, id: string): Promise<AlertRecord | null> {
    const [row] = await this.sql.execute<AlertRow[]>(
      `select ${COLUMNS} from device_alerts where id = ? and account_id = ?`,
      [id, accountId],
    );
    return row ? toAlert(row) : null;
  }

  async page(
    accountId: string,
    filter: AlertFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: AlertRecord[]; total: number }> {
    const { sql: clause, params } = whereEquals(
      'account_id = ?',
      [accountId],
      [
        ['fleet_id', filter.fleetId],
        ['device_id', filter.deviceId],
        ['status', filter.status],
        ['type', filter.type],
      ],
    );
    const [count] = await this.sql.execute<{ n: string }[]>(
      `select count(*) as n from device_alerts where ${clause}`,
      params,
    );
    const rows = await this.sql.execute<AlertRow[]>(
      `select ${COLUMNS} from device_alerts where ${clause} order by created_at desc, id limit ? offset ?`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toAlert), total: Number(count!.n) };
  }
}
