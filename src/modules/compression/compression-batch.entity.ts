import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { Schemas } from '../schemas.js';
import type { Method, Quality } from './compression-records.repository.js';

/** A scheduled compression of an account's memories; an enabled batch has its next run set. */
export class CompressionBatch {
  id!: string;
  accountId!: string;
  name!: string;
  schedule!: string;
  method!: Method;
  quality!: Quality;
  targetBits!: number;
  collections!: string[];
  filters!: Schemas['MemoryFilters'];
  retentionDays!: number;
  enabled!: boolean;
  nextRunAt!: Date | null;
  lastRunAt!: Date | null;
  /** The compression job of the latest run. */
  lastJobId!: string | null;
  /** The database's time of the insert (a column default). */
  createdAt!: Opt<Date>;
}

export const CompressionBatchSchema = new EntitySchema<CompressionBatch>({
  class: CompressionBatch,
  tableName: 'compression_batches',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    name: { type: 'string' },
    schedule: { type: 'string' },
    method: { type: 'string' },
    quality: { type: 'string' },
    targetBits: { type: 'integer' },
    collections: { type: 'json' },
    filters: { type: 'json' },
    retentionDays: { type: 'integer' },
    enabled: { type: 'boolean' },
    nextRunAt: { type: 'Date', nullable: true },
    lastRunAt: { type: 'Date', nullable: true },
    lastJobId: { type: 'string', nullable: true },
    createdAt: { type: 'Date', defaultRaw: 'now()' },
  },
});
