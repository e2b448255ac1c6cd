import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { Schemas } from '../schemas.js';

export type SyncStrategy = Schemas['SyncStrategy'];

/** A group of devices with a shared sync strategy (its device counts come from the devices' repository). */
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
}

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
  },
});
