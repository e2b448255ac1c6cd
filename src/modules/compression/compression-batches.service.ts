// Compression batches: validated, with their next run computed from the schedule.
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import { memoryFiltersInUtc } from '../request-timestamps.js';
import { nextRunAt } from './batch-schedule.js';
import type { CompressionBatch } from './compression-batch.entity.js';
import type { JobStatus } from './compression-job.entity.js';
import type { CompressionBatchesRepository } from './compression-batches.repository.js';
import { compressionBatchNotFound } from '../../errors/registry.js';

const BATCH_DEFAULT_BITS = 8;
const DEFAULT_RETENTION_DAYS = 30;

/** A batch with the status of its last run (null before its first run, or once that job is gone). */
export interface BatchWithLastRun {
  batch: CompressionBatch;
  lastRunStatus: JobStatus | null;
}

/** What the service needs of its repository (an in-memory fake in the unit tests). */
export type CompressionBatchesStore = Pick<
  CompressionBatchesRepository,
  'create' | 'get' | 'page' | 'update' | 'delete'
>;

export class CompressionBatchesService {
  constructor(
    private readonly batches: CompressionBatchesStore,
    /** The status of each of these compression jobs (the batches' last runs). */
    private readonly jobStatuses: (jobIds: readonly string[]) => Promise<Map<string, JobStatus>>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(caller: Caller, request: Schemas['CreateCompressionBatchRequest']): Promise<CompressionBatch> {
    return this.batches.create(caller.accountId, newId('cbatch'), {
      name: request.name,
      schedule: request.schedule.trim(),
      method: request.method,
      quality: request.quality,
      targetBits: request.target_bits ?? BATCH_DEFAULT_BITS,
      collections: request.collections ?? [],
      filters: memoryFiltersInUtc(request.filters ?? {}),
      retentionDays: request.retention_days ?? DEFAULT_RETENTION_DAYS,
      enabled: true,
      nextRunAt: nextRunAt(request.schedule, this.clock()),
    });
  }

  async get(caller: Caller, id: string): Promise<CompressionBatch> {
    return this.existing(caller, id);
  }

  async list(caller: Caller, query: { page?: number; page_size?: number }): Promise<Page<BatchWithLastRun>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.batches.page(caller.accountId, paging.pageSize, paging.offset);
    const statuses = await this.jobStatuses(rows.flatMap((row) => (row.lastJobId ? [row.lastJobId] : [])));
    const lastRunStatus = (row: CompressionBatch) => (row.lastJobId ? (statuses.get(row.lastJobId) ?? null) : null);
    return pageOf(
      rows.map((batch) => ({ batch, lastRunStatus: lastRunStatus(batch) })),
      total,
      paging,
    );
  }

  async update(caller: Caller, id: string, patch: Schemas['UpdateCompressionBatchRequest']): Promise<CompressionBatch> {
    const current = await this.existing(caller, id);
    const schedule = patch.schedule?.trim() ?? current.schedule;
    const enabled = patch.enabled ?? current.enabled;
    const rescheduled = schedule !== current.schedule || (enabled && !current.enabled);
    const updated = await this.batches.update(caller.accountId, id, {
      name: patch.name,
      schedule,
      method: patch.method,
      quality: patch.quality,
      targetBits: patch.target_bits,
      collections: patch.collections,
      filters: patch.filters ? memoryFiltersInUtc(patch.filters) : undefined,
      retentionDays: patch.retention_days,
      enabled,
      // disabled batches have no next run; a new schedule, or enabling again, counts from now
      nextRunAt: !enabled ? null : rescheduled ? nextRunAt(schedule, this.clock()) : current.nextRunAt,
    });
    return updated;
  }

  async delete(caller: Caller, id: string): Promise<void> {
    if (!(await this.batches.delete(caller.accountId, id))) throw compressionBatchNotFound(id);
  }

  /** The compression batch of the account, for requests that name one (404 COMPRESSION_BATCH_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<CompressionBatch> {
    return this.batches.get(caller.accountId, id);
  }
}
