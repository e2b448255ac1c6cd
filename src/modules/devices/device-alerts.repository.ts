// Device alerts (mapped by DeviceAlertSchema). At most one ACTIVE alert per device and type (a
// partial unique index): raising one that is already active changes nothing, so concurrent
// heartbeats or passes cannot duplicate it.
import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { contextEntityManager, definedChanges, pageNewestFirst } from '../../platform/db/entity-manager.js';
import { newId } from '../../platform/ids.js';
import { DeviceAlert, type AlertType } from './device-alert.entity.js';

export interface AlertFilter {
  fleetId?: string;
  deviceId?: string;
  status?: string;
  type?: string;
}

export class DeviceAlertsRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Raises an alert unless one of this type is already ACTIVE for the device; answers whether it
   * was raised. SQL: `on conflict do nothing` on the partial unique index, which no entity
   * operation expresses (MikroORM 6.6.16, measured: em.upsert with that conflict target and
   * `ignore` then re-reads a row by no condition at all and cannot say whether it inserted;
   * em.insert throws on the index).
   */
  async raise(
    device: { id: string; accountId: string; fleetId: string | null },
    type: AlertType,
    message: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await contextEntityManager(this.orm).execute<unknown[]>(
      `insert into device_alerts (id, account_id, device_id, fleet_id, type, status, message, created_at)
       values (?, ?, ?, ?, ?, 'ACTIVE', ?, ?)
       on conflict (device_id, type) where status = 'ACTIVE' do nothing returning id`,
      [newId('alert'), device.accountId, device.id, device.fleetId, type, message, at.toISOString()],
    );
    return rows.length > 0;
  }

  /** Resolves the device's ACTIVE alert of this type, if any (an automatic resolution). */
  async resolveActive(deviceId: string, type: AlertType, note: string, at: Date): Promise<void> {
    await contextEntityManager(this.orm).nativeUpdate(
      DeviceAlert,
      { deviceId, type, status: 'ACTIVE' },
      { status: 'RESOLVED', resolvedAt: at, resolutionNote: note },
    );
  }

  /**
   * Resolves an alert of the account: an ACTIVE one gets the note and time, a RESOLVED one is left
   * as it is; ALERT_NOT_FOUND when unknown. The row is locked while it is read and changed, so a
   * concurrent resolution (manual or automatic) is never overwritten.
   */
  async resolve(accountId: string, id: string, note: string | null, at: Date): Promise<DeviceAlert> {
    return contextEntityManager(this.orm).transactional(async (em) => {
      const alert = await em.findOneOrFail(
        DeviceAlert,
        { id, accountId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (alert.status === 'ACTIVE') em.assign(alert, { status: 'RESOLVED', resolvedAt: at, resolutionNote: note });
      return alert;
    });
  }

  /**
   * The types of the ACTIVE alerts of each of these devices (a device without one is absent).
   * SQL: read for a batch of heartbeats at once, outside any one request's unit of work.
   */
  async activeTypesOf(deviceIds: readonly string[]): Promise<Map<string, Set<AlertType>>> {
    const active = new Map<string, Set<AlertType>>();
    if (deviceIds.length === 0) return active;
    const rows = await this.orm.em
      .getConnection()
      .execute<{ device_id: string; type: AlertType }[]>(
        "select device_id, type from device_alerts where device_id = any(?::text[]) and status = 'ACTIVE'",
        [textArrayLiteral(deviceIds)],
      );
    for (const row of rows) {
      const types = active.get(row.device_id) ?? new Set<AlertType>();
      types.add(row.type);
      active.set(row.device_id, types);
    }
    return active;
  }

  /** The fleet's newest ACTIVE alerts, at most `limit`. */
  async recentActive(fleetId: string, limit: number): Promise<DeviceAlert[]> {
    return contextEntityManager(this.orm).find(
      DeviceAlert,
      { fleetId, status: 'ACTIVE' },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit },
    );
  }

  /** The alert of the account; ALERT_NOT_FOUND when there is none. */
  async get(accountId: string, id: string): Promise<DeviceAlert> {
    return contextEntityManager(this.orm).findOneOrFail(DeviceAlert, { id, accountId });
  }

  async page(
    accountId: string,
    filter: AlertFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: DeviceAlert[]; total: number }> {
    return pageNewestFirst(
      contextEntityManager(this.orm),
      DeviceAlert, // a filter the request leaves out is no condition
      {
        accountId,
        ...(definedChanges(filter) as Partial<Pick<DeviceAlert, 'fleetId' | 'deviceId' | 'status' | 'type'>>),
      },
      limit,
      offset,
    );
  }
}
