import { BigIntType, EntitySchema } from '@mikro-orm/core';
import { TextArrayType } from '../../platform/db/text-array-type.js';
import type { Schemas } from '../schemas.js';

export type SyncDirection = Schemas['SyncDirection'];
export type SyncJobStatus = Schemas['SyncJobStatus'];

/** A sync job of a device; at most one per device is IN_PROGRESS (a partial unique index). */
export class SyncJob {
  id!: string;
  accountId!: string;
  deviceId!: string;
  direction!: SyncDirection;
  force!: boolean;
  /** The collections to sync; null for all. */
  collections!: string[] | null;
  status!: SyncJobStatus;
  memoriesToPush!: number;
  memoriesToPull!: number;
  /** When the first heartbeat after the request handed it over; null while it waits for one. */
  handedOverAt!: Date | null;
  startedAt!: Date;
  completedAt!: Date | null;
  error!: string | null;
}

export const SyncJobSchema = new EntitySchema<SyncJob>({
  class: SyncJob,
  tableName: 'device_sync_jobs',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    deviceId: { type: 'string' },
    direction: { type: 'string' },
    force: { type: 'boolean' },
    collections: { type: TextArrayType, nullable: true },
    status: { type: 'string' },
    memoriesToPush: { type: new BigIntType('number') },
    memoriesToPull: { type: new BigIntType('number') },
    handedOverAt: { type: 'Date', nullable: true },
    startedAt: { type: 'Date' },
    completedAt: { type: 'Date', nullable: true },
    error: { type: 'string', nullable: true },
  },
});
