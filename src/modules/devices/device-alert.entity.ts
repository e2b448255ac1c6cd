import { EntitySchema } from '@mikro-orm/core';
import type { Schemas } from '../schemas.js';

export type AlertType = Schemas['AlertType'];
export type AlertStatus = Schemas['AlertStatus'];

/**
 * An alert of a device. At most one ACTIVE alert per device and type: the partial unique index
 * device_alerts_one_active (migration 0010), which raising relies on.
 */
export class DeviceAlert {
  id!: string;
  accountId!: string;
  deviceId!: string;
  fleetId!: string | null;
  type!: AlertType;
  status!: AlertStatus;
  message!: string;
  resolutionNote!: string | null;
  createdAt!: Date;
  resolvedAt!: Date | null;
}

export const DeviceAlertSchema = new EntitySchema<DeviceAlert>({
  class: DeviceAlert,
  tableName: 'device_alerts',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    deviceId: { type: 'string' },
    fleetId: { type: 'string', nullable: true },
    type: { type: 'string' },
    status: { type: 'string' },
    message: { type: 'string' },
    resolutionNote: { type: 'string', nullable: true },
    createdAt: { type: 'Date' },
    resolvedAt: { type: 'Date', nullable: true },
  },
});
