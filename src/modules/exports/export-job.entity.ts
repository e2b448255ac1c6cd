import { BigIntType, EntitySchema, type Opt } from '@mikro-orm/core';
import type { Schemas } from '../schemas.js';

export type ExportStatus = Schemas['ExportJobStatus'];
export type ExportKind = 'memory' | 'usage';

/**
 * A memory export (written in the background by the job queue) or a usage export (written at
 * once). At most one memory export of an account is PENDING or PROCESSING: the partial unique
 * index export_jobs_one_running (migration 0014).
 */
export class ExportJob {
  id!: string;
  accountId!: string;
  kind!: ExportKind;
  status!: ExportStatus;
  format!: string;
  collections!: string[] | null;
  filters!: Schemas['MemoryFilters'];
  includeVectors!: boolean;
  includeMetadata!: boolean;
  startDate!: Date | null;
  endDate!: Date | null;
  memoriesCount!: number | null;
  fileSizeBytes!: number | null;
  progressPct!: number;
  fileName!: string | null;
  /** The job queue's run of a memory export. */
  queueJobId!: string | null;
  error!: string | null;
  /** The database's time of the insert (a column default). */
  createdAt!: Opt<Date>;
  completedAt!: Date | null;
  expiresAt!: Date | null;
}

export const ExportJobSchema = new EntitySchema<ExportJob>({
  class: ExportJob,
  tableName: 'export_jobs',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    kind: { type: 'string' },
    status: { type: 'string' },
    format: { type: 'string' },
    collections: { type: 'json', nullable: true },
    filters: { type: 'json' },
    includeVectors: { type: 'boolean' },
    includeMetadata: { type: 'boolean' },
    startDate: { type: 'Date', nullable: true },
    endDate: { type: 'Date', nullable: true },
    // bigint columns, read as numbers: counts and sizes stay far below 2^53
    memoriesCount: { type: new BigIntType('number'), nullable: true },
    fileSizeBytes: { type: new BigIntType('number'), nullable: true },
    progressPct: { type: 'double', runtimeType: 'number' },
    fileName: { type: 'string', nullable: true },
    queueJobId: { type: 'string', nullable: true },
    error: { type: 'string', nullable: true },
    createdAt: { type: 'Date', defaultRaw: 'now()' },
    completedAt: { type: 'Date', nullable: true },
    expiresAt: { type: 'Date', nullable: true },
  },
});
