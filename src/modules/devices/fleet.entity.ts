import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { Schemas } from '../schemas.js';

export type SyncStrategy = Schemas['SyncStrategy'];

/** A group of devices with a shared sync strategy; its device counts are read with it. */
export class Fleet {
  id!: string;
  accountId!: string;
  name!: string;
  description!: string | null;
  syncStrategy!: SyncStrategy;
  syncIntervalSeconds!: number | null;
  metadata!: Record<string, unknown>;
  createdAt!: Date;
  updatedAt!: Opt<Date>;
  deviceCount!: Opt<number>;
  onlineCount!: Opt<number>;
  offlineCount!: Opt<number>;
}

const devicesOf = (alias: string, status?: 'ONLINE' | 'OFFLINE') =>
  `(select count(*)::int from devices d where d.fleet_id = ${alias}.id${status ? ` and d.status = '${status}'` : ''})`;

export const FleetSchema = new EntitySchema<Fleet>({
  class: Fleet,
  tableName: 'fleets',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string', nullable: true },
    syncStrategy: { type: 'string' },
    syncIntervalSeconds: { type: 'integer', nullable: true },
    metadata: { type: 'json' },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date', onCreate: (f: Fleet) => f.createdAt },
    deviceCount: { type: 'integer', formula: (t) => devicesOf(t.alias) },
    onlineCount: { type: 'integer', formula: (t) => devicesOf(t.alias, 'ONLINE') },
    offlineCount: { type: 'integer', formula: (t) => devicesOf(t.alias, 'OFFLINE') },
  },
});
