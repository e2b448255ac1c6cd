import { BigIntType, EntitySchema, type Opt } from '@mikro-orm/core';
import type { Schemas } from '../schemas.js';
import type { SyncStrategy } from './fleet.entity.js';

export type DeviceStatus = Schemas['DeviceStatus'];
export type DeviceType = Schemas['DeviceType'];

/**
 * A registered device. Heartbeats write its liveness columns in SQL (devices.repository.ts); its
 * latest `metrics` are not mapped at all, so no flush of a device can write them back.
 */
export class Device {
  id!: string;
  accountId!: string;
  fleetId!: string | null;
  name!: string;
  type!: DeviceType;
  status!: Opt<DeviceStatus>;
  /** The device's own strategy; null when it follows its fleet. */
  syncStrategy!: SyncStrategy | null;
  syncIntervalSeconds!: number | null;
  /** SHA-256 (hex) of the device token; written at registration, never loaded. */
  tokenHash!: string;
  capabilities!: Record<string, unknown>;
  metadata!: Record<string, unknown>;
  memoriesCount!: Opt<number>;
  syncPendingCount!: Opt<number>;
  lastHeartbeatAt!: Date | null;
  lastSyncAt!: Date | null;
  /** When the device last entered ONLINE (uptime counts from it). */
  onlineSince!: Date | null;
  createdAt!: Date;
  updatedAt!: Opt<Date>;
}

export const DeviceSchema = new EntitySchema<Device>({
  class: Device,
  tableName: 'devices',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    fleetId: { type: 'string', nullable: true },
    name: { type: 'string' },
    type: { type: 'string' },
    status: { type: 'string', default: 'OFFLINE' },
    syncStrategy: { type: 'string', nullable: true },
    syncIntervalSeconds: { type: 'integer', nullable: true },
    tokenHash: { type: 'string', lazy: true, hidden: true },
    capabilities: { type: 'json' },
    metadata: { type: 'json' },
    memoriesCount: { type: new BigIntType('number'), default: 0 },
    syncPendingCount: { type: new BigIntType('number'), default: 0 },
    lastHeartbeatAt: { type: 'Date', nullable: true },
    lastSyncAt: { type: 'Date', nullable: true },
    onlineSince: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date', onCreate: (d: Device) => d.createdAt },
  },
});

/** The sync strategy that applies to a device: its own, else its fleet's (null: none), else INTELLIGENT. */
export function effectiveSync(
  d: Pick<Device, 'syncStrategy' | 'syncIntervalSeconds'>,
  fleet: { strategy: SyncStrategy; intervalSeconds: number | null } | null,
): { strategy: SyncStrategy; intervalSeconds: number | null } {
  if (d.syncStrategy !== null) return { strategy: d.syncStrategy, intervalSeconds: d.syncIntervalSeconds };
  if (fleet !== null) return fleet;
  return { strategy: 'INTELLIGENT', intervalSeconds: null };
}
