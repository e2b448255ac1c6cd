// Export jobs (mapped by ExportJobSchema): memory and usage exports.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { contextEntityManager } from '../../platform/db/entity-manager.js';
import { ExportJob, type ExportKind } from './export-job.entity.js';

export type NewMemoryExport = Pick<
  ExportJob,
  'id' | 'accountId' | 'format' | 'collections' | 'filters' | 'includeVectors' | 'includeMetadata'
> & { fileName: string };

export interface CompletedUsageExport {
  id: string;
  accountId: string;
  format: string;
  startDate: Date;
  endDate: Date;
  fileName: string;
  fileSizeBytes: number;
  completedAt: Date;
  expiresAt: Date;
}

const UNFINISHED = ['PENDING', 'PROCESSING'] as const;

export class ExportJobsRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return contextEntityManager(this.orm);
  }

  /** Inserts a PROCESSING memory export inside the caller's transaction (refused by the one-running index while another runs). */
  async insertMemoryExport(em: EntityManager, job: NewMemoryExport): Promise<void> {
    em.create(ExportJob, {
      ...job,
      kind: 'memory',
      status: 'PROCESSING',
      startDate: null,
      endDate: null,
      memoriesCount: null,
      fileSizeBytes: null,
      progressPct: 0,
      queueJobId: null,
      error: null,
      completedAt: null,
      expiresAt: null,
    });
    await em.flush();
  }

  /** Notes the export's run on the job queue, in the transaction that inserted both. */
  async setQueueJob(em: EntityManager, id: string, queueJobId: string): Promise<void> {
    await em.nativeUpdate(ExportJob, { id }, { queueJobId });
  }

  async insertCompletedUsageExport(job: CompletedUsageExport): Promise<ExportJob> {
    const em = this.em;
    const row = em.create(ExportJob, {
      ...job,
      kind: 'usage',
      status: 'COMPLETED',
      collections: null,
      filters: {},
      includeVectors: false,
      includeMetadata: true,
      memoriesCount: null,
      progressPct: 100,
      queueJobId: null,
      error: null,
    });
    await em.flush();
    return row;
  }

  /**
   * The job, of the account and of the kind when given; EXPORT_NOT_FOUND when there is none (a
   * job of another kind is none).
   */
  async get(id: string, of: { accountId?: string; kind?: ExportKind } = {}): Promise<ExportJob> {
    const where = { id, ...(of.accountId === undefined ? {} : { accountId: of.accountId }) };
    return this.em.findOneOrFail(ExportJob, of.kind === undefined ? where : { ...where, kind: of.kind });
  }

  /** The job; null when there is none (its account was deleted meanwhile). */
  async find(id: string): Promise<ExportJob | null> {
    return this.em.findOne(ExportJob, { id });
  }

  /** The account's memory export that is still running, if any. */
  async running(accountId: string): Promise<ExportJob | null> {
    return this.em.findOne(ExportJob, { accountId, kind: 'memory', status: { $in: UNFINISHED } });
  }

  /** Starts an attempt over: progress back to 0 while the job is still running. */
  async restart(id: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      ExportJob,
      { id, status: { $in: UNFINISHED } },
      { status: 'PROCESSING', progressPct: 0 },
    );
    return changed > 0;
  }

  async setProgress(id: string, progressPct: number): Promise<void> {
    await this.em.nativeUpdate(ExportJob, { id, status: 'PROCESSING' }, { progressPct });
  }

  /** Completes the job now; its download link expires `ttlSeconds` later. */
  async complete(
    id: string,
    result: { memoriesCount: number; fileSizeBytes: number; ttlSeconds: number },
  ): Promise<boolean> {
    const at = new Date();
    const changed = await this.em.nativeUpdate(
      ExportJob,
      { id, status: 'PROCESSING' },
      {
        status: 'COMPLETED',
        progressPct: 100,
        memoriesCount: result.memoriesCount,
        fileSizeBytes: result.fileSizeBytes,
        completedAt: at,
        expiresAt: new Date(at.getTime() + result.ttlSeconds * 1000),
      },
    );
    return changed > 0;
  }

  async fail(id: string, error: string): Promise<void> {
    await this.em.nativeUpdate(
      ExportJob,
      { id, status: { $in: UNFINISHED } },
      { status: 'FAILED', error, completedAt: new Date() },
    );
  }

  /** Exports still PENDING or PROCESSING, with their run on the job queue. */
  async unfinished(): Promise<{ id: string; queueJobId: string }[]> {
    const rows = await this.em.find(
      ExportJob,
      { status: { $in: UNFINISHED }, queueJobId: { $ne: null } },
      { fields: ['id', 'queueJobId'] },
    );
    return rows.map((r) => ({ id: r.id, queueJobId: r.queueJobId! }));
  }

  /**
   * Marks completed jobs past their expiry EXPIRED; answers their file names (to delete). Two
   * instances sweeping at once may both answer a file: deleting one is idempotent.
   */
  async expireDue(): Promise<string[]> {
    const due = await this.em.find(
      ExportJob,
      { status: 'COMPLETED', expiresAt: { $lte: new Date() } },
      { fields: ['id', 'fileName'] },
    );
    return this.markExpired(due, {});
  }

  /**
   * Marks the account's completed exports past its `keep` newest EXPIRED now (their `expiresAt`
   * becomes this moment); answers their file names (to delete).
   */
  async expireAllButNewest(accountId: string, keep: number): Promise<string[]> {
    const older = await this.em.find(
      ExportJob,
      { accountId, status: 'COMPLETED' },
      { fields: ['id', 'fileName'], orderBy: { completedAt: 'desc', id: 'desc' }, offset: keep },
    );
    return this.markExpired(older, { expiresAt: new Date() });
  }

  /** Marks `jobs` EXPIRED where they are still COMPLETED, with `change`; answers their file names. */
  private async markExpired(
    jobs: Pick<ExportJob, 'id' | 'fileName'>[],
    change: { expiresAt?: Date },
  ): Promise<string[]> {
    if (jobs.length === 0) return [];
    await this.em.nativeUpdate(
      ExportJob,
      { id: { $in: jobs.map((j) => j.id) }, status: 'COMPLETED' },
      { status: 'EXPIRED', ...change },
    );
    return jobs.flatMap((j) => (j.fileName ? [j.fileName] : []));
  }

  /** Deletes the jobs, EXPIRED or FAILED, that finished before `before` (they have no file). */
  async forgetFinished(before: Date): Promise<void> {
    await this.em.nativeDelete(ExportJob, { status: { $in: ['EXPIRED', 'FAILED'] }, completedAt: { $lt: before } });
  }

  /** Marks one job EXPIRED (a download found it past its expiry). */
  async expire(id: string): Promise<void> {
    await this.em.nativeUpdate(ExportJob, { id, status: 'COMPLETED' }, { status: 'EXPIRED' });
  }
}
