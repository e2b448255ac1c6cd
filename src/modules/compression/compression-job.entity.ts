import { BigIntType, EntitySchema, type Opt } from '@mikro-orm/core';
import type { Schemas } from '../schemas.js';
import type { Method, Quality } from './compression-records.repository.js';

export type JobStatus = Schemas['CompressionJobStatus'];

/**
 * A compression job with its running figures (sums over its compressed chunks). Its input and
 * output chunks are in compression_job_chunks, written in SQL (compression-jobs.repository.ts).
 */
export class CompressionJob {
  id!: string;
  accountId!: string;
  /** The batch whose run this is; null for an ad hoc job. */
  batchId!: string | null;
  /** Its run on the job queue. */
  queueJobId!: string | null;
  status!: JobStatus;
  method!: Method;
  quality!: Quality;
  targetBits!: number;
  dimension!: number;
  fingerprint!: string;
  vectorsCount!: number;
  vectorsProcessed!: Opt<number>;
  chunkCount!: number;
  originalBytes!: Opt<number>;
  compressedBytes!: Opt<number>;
  cosineSum!: Opt<number>;
  mseSum!: Opt<number>;
  maxAbsError!: Opt<number>;
  signalEnergy!: Opt<number>;
  noiseEnergy!: Opt<number>;
  error!: string | null;
  createdAt!: Opt<Date>;
  startedAt!: Date | null;
  completedAt!: Date | null;
  /** When the job and its chunks are deleted; set when it ends. */
  deleteAfter!: Date | null;
}

const double = { type: 'double', runtimeType: 'number', default: 0 } as const;
/** bigint columns read as numbers (every count and byte total here is far below 2^53); one type each. */
const bigint = () => ({ type: new BigIntType('number') });

export const CompressionJobSchema = new EntitySchema<CompressionJob>({
  class: CompressionJob,
  tableName: 'compression_jobs',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    batchId: { type: 'string', nullable: true },
    queueJobId: { type: 'string', nullable: true },
    status: { type: 'string' },
    method: { type: 'string' },
    quality: { type: 'string' },
    targetBits: { type: 'integer' },
    dimension: { type: 'integer' },
    fingerprint: { type: 'string' },
    vectorsCount: bigint(),
    vectorsProcessed: { ...bigint(), default: 0 },
    chunkCount: { type: 'integer' },
    originalBytes: { ...bigint(), default: 0 },
    compressedBytes: { ...bigint(), default: 0 },
    cosineSum: double,
    mseSum: double,
    maxAbsError: double,
    signalEnergy: double,
    noiseEnergy: double,
    error: { type: 'string', nullable: true },
    createdAt: { type: 'Date', defaultRaw: 'now()' },
    startedAt: { type: 'Date', nullable: true },
    completedAt: { type: 'Date', nullable: true },
    deleteAfter: { type: 'Date', nullable: true },
  },
});
