// Compression jobs: an ad hoc job (POST /v1/compression/jobs) or one run of a batch, executed by
// the durable job queue in chunks of vectors. Progress (vectors_processed) grows chunk by chunk;
// a job interrupted by a restart resumes at its first unfinished chunk; a job the queue gives up
// on is marked FAILED by the reconciler, so none stays RUNNING for ever.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  compressionInProgress,
  compressionJobFailed,
  compressionResultNotReady,
} from '../../errors/compression-errors.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { newId } from '../../platform/ids.js';
import { givenUpRuns, PermanentJobError, type Job, type JobContext, type JobQueue } from '../../platform/jobs/index.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { QuotaService } from '../usage/quota.service.js';
import { compressBatch, fingerprintOf, type BatchFigures } from './compress-batch.js';
import type { CompressionRecordsRepository } from './compression-records.repository.js';
import type { CompressionJob, JobStatus } from './compression-job.entity.js';
import type { CompressionJobsRepository, NewJob } from './compression-jobs.repository.js';
import {
  settingsOf,
  type CompressedVectors,
  type CompressionService,
  type CompressionSettings,
} from './compression.service.js';
import { isQuantizationError } from './quantization/index.js';
import { readVectors, type VectorBatch } from './vector-input.js';

const RUN_COMPRESSION_JOB = 'compression.run';
const CHUNK_VECTORS = 1000;
const AD_HOC_RETENTION_DAYS = 30;
const MAX_ATTEMPTS = 3;

interface RunPayload {
  compressionJobId: string;
  retentionDays: number;
}

export interface NewCompressionJob {
  accountId: string;
  batchId: string | null;
  settings: CompressionSettings;
  batch: VectorBatch;
  fingerprint: string;
  retentionDays: number;
  /** Why the job fails before it starts (it is stored FAILED and never runs). */
  failure?: string;
}

export interface CompressionJobsDeps {
  orm: MikroORM;
  jobs: CompressionJobsRepository;
  records: CompressionRecordsRepository;
  quota: QuotaService;
  queue: JobQueue;
  compression: CompressionService;
}

/** Splits a batch into chunks of at most CHUNK_VECTORS vectors. */
function chunksOf(batch: VectorBatch): NewJob['chunks'] {
  const chunks: NewJob['chunks'] = [];
  for (let start = 0; start < batch.count; start += CHUNK_VECTORS) {
    const count = Math.min(CHUNK_VECTORS, batch.count - start);
    chunks.push({ count, values: batch.values.subarray(start * batch.dimension, (start + count) * batch.dimension) });
  }
  return chunks;
}

/** A chunk's output: each encoded vector preceded by its length (uint32, little-endian). */
function frame(encoded: Uint8Array[]): Buffer {
  const out = Buffer.alloc(encoded.reduce((n, e) => n + 4 + e.length, 0));
  let offset = 0;
  for (const bytes of encoded) {
    out.writeUInt32LE(bytes.length, offset);
    out.set(bytes, offset + 4);
    offset += 4 + bytes.length;
  }
  return out;
}

function unframe(output: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < output.length;) {
    const length = output.readUInt32LE(offset);
    parts.push(output.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
  }
  return parts;
}

export class CompressionJobsService {
  constructor(private readonly deps: CompressionJobsDeps) {
    deps.queue.register(RUN_COMPRESSION_JOB, (job, context) => this.run(job as Job<RunPayload>, context));
  }

  async create(caller: Caller, request: Schemas['CompressRequest']): Promise<CompressionJob> {
    const settings = settingsOf(request);
    const batch = readVectors(request.vectors);
    const fingerprint = fingerprintOf(batch, {
      method: settings.method,
      quality: settings.quality,
      bits: settings.targetBits,
    });
    if (await this.deps.records.isRunning(caller.accountId, fingerprint)) throw compressionInProgress();
    // the quota is counted outside the transaction: on the embedded database a second connection
    // must not be used while a transaction holds the session
    await this.deps.quota.consume(caller, 'compression_vectors', batch.count);
    try {
      const id = await this.enqueue({
        accountId: caller.accountId,
        batchId: null,
        settings,
        batch,
        fingerprint,
        retentionDays: AD_HOC_RETENTION_DAYS,
      });
      return (await this.deps.jobs.find(id))!;
    } catch (err) {
      await this.deps.quota.refund(caller, 'compression_vectors', batch.count);
      if (isUniqueViolation(err, 'compression_jobs_active_idx')) throw compressionInProgress();
      throw err;
    }
  }

  /** Inserts a job with its input and enqueues its run, in one transaction. */
  async enqueue(input: NewCompressionJob): Promise<string> {
    return this.deps.orm.em.fork().transactional((em) => this.enqueueWithin(em, input));
  }

  /** The same, inside the caller's open transaction. */
  async enqueueWithin(em: EntityManager, input: NewCompressionJob): Promise<string> {
    const id = newId('cjob');
    await this.deps.jobs.insert(em, {
      id,
      accountId: input.accountId,
      batchId: input.batchId,
      method: input.settings.method,
      quality: input.settings.quality,
      targetBits: input.settings.targetBits,
      dimension: input.batch.dimension,
      fingerprint: input.fingerprint,
      vectorsCount: input.batch.count,
      chunks: input.failure ? [] : chunksOf(input.batch),
      ...(input.failure ? { failure: { error: input.failure, retentionDays: input.retentionDays } } : {}),
    });
    if (input.failure) return id;
    const payload: RunPayload = { compressionJobId: id, retentionDays: input.retentionDays };
    const queued = await this.deps.queue.enqueue(RUN_COMPRESSION_JOB, payload, { em, maxAttempts: MAX_ATTEMPTS });
    await this.deps.jobs.setQueueJob(em, id, queued.id);
    return id;
  }

  async get(caller: Caller, id: string): Promise<CompressionJob> {
    return this.existing(caller, id);
  }

  /** The compression job of the account, for requests that name one (404 COMPRESSION_JOB_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<CompressionJob> {
    return this.deps.jobs.get(id, caller.accountId);
  }

  async list(
    caller: Caller,
    query: { page?: number; page_size?: number; status?: JobStatus },
  ): Promise<Page<CompressionJob>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.deps.jobs.page(caller.accountId, query.status, paging.pageSize, paging.offset);
    return pageOf(rows, total, paging);
  }

  async result(caller: Caller, id: string): Promise<CompressedVectors> {
    const row = await this.existing(caller, id);
    if (row.status === 'PENDING' || row.status === 'RUNNING') {
      throw compressionResultNotReady(id, row.status, progressOf(row));
    }
    if (row.status === 'FAILED') {
      throw compressionJobFailed(id, row.error);
    }
    return {
      encoded: (await this.deps.jobs.outputs(id)).flatMap(unframe),
      figures: figuresOf(row),
      method: row.method,
      targetBits: row.targetBits,
    };
  }

  /** One attempt of a job: compresses its remaining chunks, then completes it. */
  private async run(job: Job<RunPayload>, context: JobContext): Promise<void> {
    const { compressionJobId: id, retentionDays } = job.payload;
    const row = await this.deps.jobs.find(id);
    if (!row || (row.status !== 'PENDING' && row.status !== 'RUNNING')) return;
    try {
      await this.deps.jobs.markRunning(id);
      const settings: CompressionSettings = { method: row.method, quality: row.quality, targetBits: row.targetBits };
      // a run with nothing to compress (a batch over no stored vectors) has no chunks and no quantizer
      const quantizer = row.chunkCount > 0 ? this.deps.compression.quantizerFor(settings, row.dimension) : null;
      let processed = row.vectorsProcessed;
      for (
        let chunk = await this.deps.jobs.nextPendingChunk(id);
        chunk && quantizer;
        chunk = await this.deps.jobs.nextPendingChunk(id)
      ) {
        if (context.signal.aborted) throw context.signal.reason;
        const values = new Float32Array(
          chunk.input.buffer.slice(chunk.input.byteOffset, chunk.input.byteOffset + chunk.input.byteLength),
        );
        const { encoded, figures } = await compressBatch(
          { count: chunk.count, dimension: row.dimension, values },
          quantizer,
        );
        if (await this.deps.jobs.saveChunk(id, chunk.index, frame(encoded), figures)) processed += chunk.count;
        await context.reportProgress({ vectors_processed: processed, vectors_count: row.vectorsCount });
      }
      await this.deps.jobs.complete(id, retentionDays);
      const done = (await this.deps.jobs.find(id))!;
      await this.deps.records.recordCompleted(
        {
          accountId: done.accountId,
          jobId: id,
          fingerprint: done.fingerprint,
          method: done.method,
          quality: done.quality,
          targetBits: done.targetBits,
          vectorsCount: done.vectorsCount,
        },
        { originalBytes: done.originalBytes, compressedBytes: done.compressedBytes, cosineSum: done.cosineSum },
      );
    } catch (err) {
      const permanent = isQuantizationError(err);
      if (permanent || job.attempts >= job.maxAttempts)
        await this.deps.jobs.fail(id, (err as Error).message, retentionDays);
      throw permanent ? new PermanentJobError((err as Error).message) : err;
    }
  }

  /** Fails jobs the queue gave up on, and deletes jobs past their retention. */
  async reconcile(): Promise<void> {
    for (const abandoned of await givenUpRuns(this.deps.jobs, this.deps.queue)) {
      await this.deps.jobs.fail(
        abandoned.id,
        abandoned.error ?? 'the job could not be completed',
        AD_HOC_RETENTION_DAYS,
      );
    }
    await this.deps.jobs.deleteExpired();
  }
}

/** The figures of the chunks a job has compressed so far. */
export function figuresOf(row: CompressionJob): BatchFigures {
  return {
    vectors: row.vectorsProcessed,
    originalBytes: row.originalBytes,
    compressedBytes: row.compressedBytes,
    cosineSum: row.cosineSum,
    mseSum: row.mseSum,
    maxAbsoluteError: row.maxAbsError,
    signalEnergy: row.signalEnergy,
    noiseEnergy: row.noiseEnergy,
  };
}

/** How far a job is, in percent to a hundredth (100 once completed). */
export function progressOf(row: CompressionJob): number {
  if (row.status === 'COMPLETED') return 100;
  return row.vectorsCount ? Math.round((row.vectorsProcessed / row.vectorsCount) * 10_000) / 100 : 0;
}
