// Device alerts (mapped by DeviceAlertSchema). At most one ACTIVE alert per device and type (a
// partial unique index): raising one that is already active changes nothing, so concurrent
// heartbeats or passes cannot duplicate it.
import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { textArrayColumn } from '../../platform/db/sql-literals.js';
import { contextEntityManager, definedChanges, pageNewestFirst } from '../../platform/db/entity-manager.js';
import { newId } from '../../platform/ids.js';
import { DeviceAlert, type AlertType } from './device-alert.entity.js';

export interface AlertFilter {
  fleetId?: string;
  deviceId?: string;
  status?: string;
  type?: string;
}

/**
 * SQL for the types of the ACTIVE alerts of the device whose id is the SQL expression `deviceId`
 * (a text[], null without one), for the one statement of another repository that must answer
 * them on its way (the heartbeat batch: devices.repository.ts). This table's SQL stays here; read
 * the column back with `activeAlertTypesColumn`.
 */
export function activeAlertTypesSql(deviceId: string): string {
  return `(select array_agg(a.type) from device_alerts a where a.device_id = ${deviceId} and a.status = 'ACTIVE')`;
}

export function activeAlertTypesColumn(value: string[] | string | null): Set<AlertType> {
  return new Set(value === null ? [] : (textArrayColumn(value) as AlertType[]));
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
