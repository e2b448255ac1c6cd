// Memory export jobs (POST /v1/export, GET /v1/export/{job_id}, the download).
//
// What an export covers: every memory of the account in both stores, main-surface memories (the
// service's records; vectors read from the account's vector store) and hosted overflow memories
// (vectors decoded from their stored codes, with history and versions), narrowed by the
// requested collections and filters.
//
// How it runs: the request checks the size estimate against the limit, then inserts the job
// (PROCESSING, progress 0) and its run on the durable job queue in one transaction. The run
// writes the file in a thread of its own (export-thread.ts, export-writing.ts): page by page,
// through a write stream that waits when its buffer is full, storing progress after every
// page. An attempt interrupted by a restart starts over from the first page (the partial file
// is overwritten); a run the queue gives up on is marked FAILED by the sweep, so no job stays
// PROCESSING for ever. Completed jobs expire `ttlSeconds` after completion: the sweep marks them EXPIRED and
// deletes their files, and a download past the expiry does the same at once.
import type { MikroORM } from '@mikro-orm/postgresql';
import { createReadStream, type ReadStream } from 'node:fs';
import type { AppError } from '../../errors/app-error.js';
import {
  downloadNeedsCredentials,
  downloadSignatureInvalid,
  exportAlreadyRunning,
  exportExpired,
  exportHasNoFile,
  exportNotReady,
  exportTooLarge,
  gigabytes,
} from '../../errors/export-errors.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { newId } from '../../platform/ids.js';
import { givenUpRuns, PermanentJobError, type Job, type JobContext, type JobQueue } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import type { Caller } from '../accounts/caller.js';
import type { Schemas } from '../schemas.js';
import { memoryFiltersInUtc } from '../request-timestamps.js';
import { ExportTooLargeError, type ExportFiles } from './export-file.js';
import { makeRoomForExport } from './export-retention.js';
import { ESTIMATE, FORMATS, type MemoryExportFormat } from './export-formats.js';
import type { ExportJob, ExportStatus } from './export-job.entity.js';
import type { ExportJobsRepository } from './export-jobs.repository.js';
import type { ExportLinks } from './export-links.js';
import type { ExportSource } from './export-source.js';
import type { ExportFileWriting } from './export-thread.js';
import { EXPORT_STORES, exportSelections, resolveCollections, type ExportPageProgress } from './export-writing.js';
import { exportNotFound } from '../../errors/registry.js';

const RUN_EXPORT_JOB = 'export.run';
const MAX_ATTEMPTS = 3;
/** How long an EXPIRED or FAILED job is still answered before it is deleted (as webhook deliveries). */
const FINISHED_JOB_RETENTION_MS = 30 * 86_400_000;

export interface ExportSettings {
  /** Largest export file, in bytes (the specification's 10 GB by default). */
  maxBytes: number;
  /** How long a download link stays valid after completion. */
  linkTtlSeconds: number;
  /** Memories read and written per page. */
  pageSize: number;
  /** How often expired exports are swept. */
  sweepIntervalMs: number;
  /** Export files an account keeps (export-retention.ts). */
  filesPerAccount: number;
}

export interface MemoryExportDeps {
  orm: MikroORM;
  jobs: ExportJobsRepository;
  source: ExportSource;
  files: ExportFiles;
  links: ExportLinks;
  queue: JobQueue;
  /** Writes an export's file (in a thread of its own: export-thread.ts). */
  writing: ExportFileWriting;
  settings: ExportSettings;
  logger: Logger;
}

interface RunPayload {
  exportJobId: string;
}

/** An export job as of now: a completed job past its expiry is EXPIRED; a completed one has its signed download link. */
export interface ExportJobState {
  job: ExportJob;
  status: ExportStatus;
  downloadUrl: string | null;
}

/** The file to send: its stream, content type and suggested name. */
export interface ExportDownload {
  stream: ReadStream;
  contentType: string;
  fileName: string;
  /** The file's size, sent as Content-Length (a finished export file never changes). */
  bytes: number;
}

export class MemoryExportService {
  private readonly sweep: PeriodicTask;

  constructor(private readonly deps: MemoryExportDeps) {
    deps.queue.register(RUN_EXPORT_JOB, (job, context) => this.run(job as Job<RunPayload>, context));
    this.sweep = new PeriodicTask(
      { name: 'export expiry sweep', intervalMs: deps.settings.sweepIntervalMs, runAtStart: true, logger: deps.logger },
      () => this.sweepOnce(),
    );
  }

  start(): void {
    this.sweep.start();
  }

  stop(): Promise<void> {
    return this.sweep.stop();
  }

  async create(caller: Caller, request: Schemas['CreateExportRequest'], baseUrl: string): Promise<ExportJobState> {
    const format = request.format;
    const writer = FORMATS[format];
    const includeVectors = writer.needsVectors || (request.include_vectors ?? false);
    const includeMetadata = request.include_metadata ?? true;
    const filters = memoryFiltersInUtc(request.filters ?? {});
    const collections = request.collections ?? null;
    await resolveCollections(this.deps.source, caller.accountId, collections, true);
    await this.checkSize(caller.accountId, collections, filters, includeVectors, includeMetadata);
    const id = newId('exp');
    try {
      await this.deps.orm.em.fork().transactional(async (em) => {
        await this.deps.jobs.insertMemoryExport(em, {
          id,
          accountId: caller.accountId,
          format,
          collections,
          filters,
          includeVectors,
          includeMetadata,
          fileName: `${id}.${writer.extension}`,
        });
        const queued = await this.deps.queue.enqueue<RunPayload>(
          RUN_EXPORT_JOB,
          { exportJobId: id },
          { em, maxAttempts: MAX_ATTEMPTS },
        );
        await this.deps.jobs.setQueueJob(em, id, queued.id);
      });
    } catch (err) {
      if (!isUniqueViolation(err, 'export_jobs_one_running')) throw err;
      const running = await this.deps.jobs.running(caller.accountId);
      throw exportAlreadyRunning(running?.id);
    }
    await makeRoomForExport(this.deps, caller.accountId, this.deps.settings.filesPerAccount);
    this.deps.queue.wake();
    return this.stateOf(await this.deps.jobs.get(id), baseUrl);
  }

  async get(caller: Caller, id: string, baseUrl: string): Promise<ExportJobState> {
    return this.stateOf(await this.existing(caller, id, 'memory'), baseUrl);
  }

  /**
   * The export job of the account, for requests that name one (404 EXPORT_NOT_FOUND otherwise):
   * a memory export, or with `any` a usage export too (both are downloaded by the same path).
   */
  async existing(caller: Caller, id: string, kind: 'memory' | 'any'): Promise<ExportJob> {
    return this.deps.jobs.get(id, { accountId: caller.accountId, ...(kind === 'memory' ? { kind } : {}) });
  }

  /**
   * The file of a completed export (memory or usage), for a valid signed link or for the job's
   * own account. Checks the job's state in the order a client can act on.
   */
  async download(
    id: string,
    access: { signed: { expires: number; signature: string } } | { caller: Caller | null },
  ): Promise<ExportDownload> {
    let row: ExportJob;
    if ('signed' in access) {
      if (!this.deps.links.verify(id, access.signed.expires, access.signed.signature)) {
        throw downloadSignatureInvalid();
      }
      row = await this.deps.jobs.get(id);
      if (access.signed.expires * 1000 <= Date.now()) throw await this.expired(row);
    } else {
      if (!access.caller) throw downloadNeedsCredentials();
      row = await this.deps.jobs.get(id, { accountId: access.caller.accountId });
    }
    if (row.status === 'PENDING' || row.status === 'PROCESSING') {
      throw exportNotReady(id, row.status, row.progressPct);
    }
    if (row.status === 'FAILED' || !row.fileName) {
      throw exportHasNoFile(id, row.status, row.error);
    }
    if (row.status === 'EXPIRED' || (row.expiresAt && row.expiresAt.getTime() <= Date.now()))
      throw await this.expired(row);
    const writer = row.kind === 'memory' ? FORMATS[row.format as MemoryExportFormat] : null;
    const contentType = writer ? writer.contentType : row.format === 'CSV' ? 'text/csv' : 'application/json';
    const bytes = await this.deps.files.sizeOf(row.fileName);
    if (bytes === null) throw exportNotFound(id);
    return {
      stream: createReadStream(this.deps.files.pathOf(row.fileName)),
      contentType,
      fileName: row.fileName,
      bytes,
    };
  }

  /** Marks the job EXPIRED, deletes its file, and answers the 410. */
  private async expired(row: ExportJob): Promise<AppError> {
    await this.deps.jobs.expire(row.id);
    if (row.fileName) await this.deps.files.remove(row.fileName);
    const at = (row.expiresAt ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return exportExpired(row.id, at);
  }

  /** The job as of now: a completed job past its expiry already is EXPIRED. */
  private stateOf(row: ExportJob, baseUrl: string): ExportJobState {
    const past = row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
    const status = row.status === 'COMPLETED' && past ? 'EXPIRED' : row.status;
    return {
      job: row,
      status,
      downloadUrl: status === 'COMPLETED' && row.expiresAt ? this.deps.links.url(baseUrl, row.id, row.expiresAt) : null,
    };
  }

  private async checkSize(
    accountId: string,
    collections: string[] | null,
    filters: Schemas['MemoryFilters'],
    includeVectors: boolean,
    includeMetadata: boolean,
  ): Promise<void> {
    const selections = await exportSelections(this.deps.source, accountId, collections, filters);
    let estimate = 0;
    for (const store of EXPORT_STORES) {
      const selection = selections[store];
      if (!selection) continue;
      const m = await this.deps.source.measure(store, selection);
      estimate += m.textBytes + (includeMetadata ? m.metadataBytes : 0) + m.count * ESTIMATE.perMemoryBytes;
      if (includeVectors) estimate += m.count * 768 * ESTIMATE.perVectorValueBytes;
      if (store === 'overflow') estimate += m.count * ESTIMATE.perOverflowHistoryBytes;
    }
    const limit = this.deps.settings.maxBytes;
    if (estimate > limit) {
      throw exportTooLarge(estimate, limit);
    }
  }

  /** One attempt of an export: writes the whole file from the start, then completes the job. */
  private async run(job: Job<RunPayload>, context: JobContext): Promise<void> {
    const id = job.payload.exportJobId;
    const row = await this.deps.jobs.find(id);
    if (!row || (row.status !== 'PENDING' && row.status !== 'PROCESSING') || !row.fileName) return;
    if (!(await this.deps.jobs.restart(id))) return;
    try {
      const onPage = async ({ written, total }: ExportPageProgress) => {
        // Progress never shows 100 before the job is COMPLETED.
        if (total > 0)
          await this.deps.jobs.setProgress(id, Math.min(99.99, Math.round((written / total) * 10_000) / 100));
        await context.reportProgress({ written, total });
      };
      const { written, sizeBytes } = await this.deps.writing.write(row, onPage, context.signal);
      await this.deps.jobs.complete(id, {
        memoriesCount: written,
        fileSizeBytes: sizeBytes,
        ttlSeconds: this.deps.settings.linkTtlSeconds,
      });
    } catch (err) {
      // the next attempt writes the file again from the start
      await this.deps.files.remove(row.fileName);
      if (err instanceof ExportTooLargeError) {
        const message = `The export grew past the ${gigabytes(this.deps.settings.maxBytes)} limit while it was written. Export fewer collections, narrow the filters or leave out vectors.`;
        await this.deps.jobs.fail(id, message);
        throw new PermanentJobError(message);
      }
      if (!context.signal.aborted && job.attempts >= job.maxAttempts)
        await this.deps.jobs.fail(id, `The export could not be written: ${(err as Error).message}.`);
      throw err;
    }
  }

  /** Fails exports the queue gave up on; expires completed ones past their link's expiry and deletes their files. */
  async sweepOnce(): Promise<void> {
    for (const abandoned of await givenUpRuns(this.deps.jobs, this.deps.queue)) {
      await this.deps.jobs.fail(
        abandoned.id,
        `The export could not be written: ${abandoned.error ?? 'the job was given up'}.`,
      );
    }
    for (const fileName of await this.deps.jobs.expireDue()) await this.deps.files.remove(fileName);
    await this.deps.jobs.forgetFinished(new Date(Date.now() - FINISHED_JOB_RETENTION_MS));
  }
}
