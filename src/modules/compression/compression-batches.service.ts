// Compression batches: validated, with their next run computed from the schedule.
import { parseOptionalTimestamp, parseTimestamp } from '../../platform/db/timestamps.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest } from '../paging.js';
import type { Schemas } from '../schemas.js';
import { memoryFiltersInUtc } from '../request-timestamps.js';
import { nextRunAt } from './batch-schedule.js';
import type { BatchFields, BatchRow, CompressionBatchesRepository } from './compression-batches.repository.js';
import { compressionBatchNotFound } from '../../errors/registry.js';

const BATCH_DEFAULT_BITS = 8;
const DEFAULT_RETENTION_DAYS = 30;

export class CompressionBatchesService {
  constructor(
    private readonly batches: CompressionBatchesRepository,
    /** The status of each of these compression jobs (the batches' last runs). */
    private readonly jobStatuses: (jobIds: readonly string[]) => Promise<Map<string, Schemas['CompressionJobStatus']>>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(
    caller: Caller,
    request: Schemas['CreateCompressionBatchRequest'],
  ): Promise<Schemas['CompressionBatch']> {
    const fields: BatchFields = {
      id: newId('cbatch'),
      name: request.name,
      schedule: request.schedule.trim(),
      method: request.method,
      quality: request.quality,
      target_bits: request.target_bits ?? BATCH_DEFAULT_BITS,
      collections: request.collections ?? [],
      filters: memoryFiltersInUtc(request.filters ?? {}),
      retention_days: request.retention_days ?? DEFAULT_RETENTION_DAYS,
      enabled: true,
      next_run_at: nextRunAt(request.schedule, this.clock()),
    };
    return toBatch(await this.batches.create(caller.accountId, fields));
  }

  async get(caller: Caller, id: string): Promise<Schemas['CompressionBatch']> {
    return toBatch(await this.existing(caller, id));
  }

  async list(caller: Caller, query: { page?: number; page_size?: number }): Promise<Schemas['CompressionBatchPage']> {
    const paging = pageRequest(query);
    const { rows, total } = await this.batches.page(caller.accountId, paging.pageSize, paging.offset);
    const statuses = await this.jobStatuses(rows.flatMap((row) => (row.last_job_id ? [row.last_job_id] : [])));
    const lastRunStatus = (row: BatchRow) => (row.last_job_id ? (statuses.get(row.last_job_id) ?? null) : null);
    return pageOf(
      rows.map((row) => ({ ...toBatch(row), last_run_at: iso(row.last_run_at), last_run_status: lastRunStatus(row) })),
      total,
      paging,
    );
  }

  async update(
    caller: Caller,
    id: string,
    patch: Schemas['UpdateCompressionBatchRequest'],
  ): Promise<Schemas['CompressionBatch']> {
    const current = await this.existing(caller, id);
    const schedule = patch.schedule?.trim() ?? current.schedule;
    const enabled = patch.enabled ?? current.enabled;
    const rescheduled = schedule !== current.schedule || (enabled && !current.enabled);
    const fields: BatchFields = {
      id,
      name: patch.name ?? current.name,
      schedule,
      method: patch.method ?? current.method,
      quality: patch.quality ?? current.quality,
      target_bits: patch.target_bits ?? current.target_bits,
      collections: patch.collections ?? current.collections,
      filters: patch.filters ? memoryFiltersInUtc(patch.filters) : current.filters,
      retention_days: patch.retention_days ?? current.retention_days,
      enabled,
      // disabled batches have no next run; a new schedule, or enabling again, counts from now
      next_run_at: !enabled ? null : rescheduled ? nextRunAt(schedule, this.clock()) : current.next_run_at,
    };
    const updated = await this.batches.update(caller.accountId, fields);
    if (!updated) throw compressionBatchNotFound(id);
    return toBatch(updated);
  }

  async delete(caller: Caller, id: string): Promise<void> {
    if (!(await this.batches.delete(caller.accountId, id))) throw compressionBatchNotFound(id);
  }

  /** The compression batch of the account, for requests that name one (404 COMPRESSION_BATCH_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<BatchRow> {
    const row = await this.batches.find(caller.accountId, id);
    if (!row) throw compressionBatchNotFound(id);
    return row;
  }
}

function iso(value: Date | string | null): string | null {
  return parseOptionalTimestamp(value)?.toISOString() ?? null;
}

function toBatch(row: BatchRow): Schemas['CompressionBatch'] {
  return {
    id: row.id,
    name: row.name,
    schedule: row.schedule,
    method: row.method,
    quality: row.quality,
    target_bits: row.target_bits,
    collections: row.collections,
    filters: row.filters,
    retention_days: row.retention_days,
    enabled: row.enabled,
    next_run_at: iso(row.next_run_at),
    created_at: parseTimestamp(row.created_at).toISOString(),
  };
}
