// The compression batch rules against an in-memory store: defaults, the schedule and its next run
// (UTC, from the injected clock), filters in UTC, when a change reschedules, and the last run's
// status on the list.
import { describe, expect, it } from 'vitest';
import { compressionBatchNotFound } from '../../src/errors/registry.js';
import type { Caller } from '../../src/modules/accounts/caller.js';
import type { CompressionBatch } from '../../src/modules/compression/compression-batch.entity.js';
import type { BatchFields } from '../../src/modules/compression/compression-batches.repository.js';
import {
  CompressionBatchesService,
  type CompressionBatchesStore,
} from '../../src/modules/compression/compression-batches.service.js';
import {
  presentCompressionBatch,
  presentCompressionBatchPage,
} from '../../src/modules/compression/compression.presenters.js';
import type { Schemas } from '../../src/modules/schemas.js';

const caller: Caller = { accountId: 'acct_1', tier: 'scale', environment: 'live', keyId: 'key_1' };
const NOW = new Date('2026-11-26T10:00:00.000Z');

/** A creation body as a caller may send it: name, schedule, method and quality required. */
const body = (fields: Partial<Schemas['CreateCompressionBatchRequest']> = {}) =>
  ({
    name: 'nightly',
    schedule: '0 3 * * *',
    method: 'TURBOQUANT',
    quality: 'BALANCED',
    ...fields,
  }) as Schemas['CreateCompressionBatchRequest'];

class InMemoryBatches implements CompressionBatchesStore {
  readonly rows = new Map<string, CompressionBatch>();
  lastChanges: Partial<BatchFields> | null = null;

  constructor(private readonly clock: () => Date) {}

  create(accountId: string, id: string, fields: BatchFields) {
    const batch: CompressionBatch = {
      ...fields,
      id,
      accountId,
      lastRunAt: null,
      lastJobId: null,
      createdAt: this.clock(),
    };
    this.rows.set(id, batch);
    return Promise.resolve(batch);
  }

  get(accountId: string, id: string) {
    const batch = this.rows.get(id);
    return batch?.accountId === accountId ? Promise.resolve(batch) : Promise.reject(compressionBatchNotFound(id));
  }

  page(accountId: string, limit: number, offset: number) {
    const rows = [...this.rows.values()].filter((b) => b.accountId === accountId);
    return Promise.resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
  }

  async update(accountId: string, id: string, changes: Partial<BatchFields>) {
    const batch = await this.get(accountId, id);
    this.lastChanges = changes;
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(batch, { [key]: value });
    return batch;
  }

  delete(accountId: string, id: string) {
    const batch = this.rows.get(id);
    return Promise.resolve(batch?.accountId === accountId && this.rows.delete(id));
  }
}

function service() {
  let now = NOW;
  const clock = () => now;
  const store = new InMemoryBatches(clock);
  const asked: (readonly string[])[] = [];
  const statuses = new Map<string, Schemas['CompressionJobStatus']>([['cjob_1', 'COMPLETED']]);
  const batches = new CompressionBatchesService(
    store,
    (ids) => {
      asked.push(ids);
      return Promise.resolve(new Map(ids.flatMap((id) => (statuses.has(id) ? [[id, statuses.get(id)!]] : []))));
    },
    clock,
  );
  return { store, batches, asked, setNow: (at: Date) => (now = at) };
}

describe('CompressionBatchesService creation', () => {
  it('fills the defaults and sets the next run from the schedule, in UTC', async () => {
    const { batches, store } = service();
    const created = await batches.create(caller, body({ schedule: '  0 3 * * *  ' }));
    expect(created).toMatchObject({
      targetBits: 8,
      retentionDays: 30,
      nextRunAt: new Date('2026-11-27T03:00:00.000Z'),
    });
    expect(presentCompressionBatch(created)).toEqual({
      id: created.id,
      name: 'nightly',
      schedule: '0 3 * * *',
      method: 'TURBOQUANT',
      quality: 'BALANCED',
      target_bits: 8,
      collections: [],
      filters: {},
      retention_days: 30,
      enabled: true,
      next_run_at: '2026-11-27T03:00:00.000Z',
      created_at: NOW.toISOString(),
    });
    expect(created.id).toMatch(/^cbatch_/);
    expect(store.rows.get(created.id)).toMatchObject({ accountId: 'acct_1', lastRunAt: null, lastJobId: null });
  });

  it('keeps the settings given', async () => {
    const { batches } = service();
    const created = await batches.create(
      caller,
      body({ target_bits: 4, retention_days: 7, collections: ['notes'], schedule: '*/15 * * * *' }),
    );
    expect(created).toMatchObject({
      targetBits: 4,
      retentionDays: 7,
      collections: ['notes'],
      nextRunAt: new Date('2026-11-26T10:15:00.000Z'),
    });
  });

  it('refuses a schedule that is not a 5-field cron expression with INVALID_SCHEDULE, storing nothing', async () => {
    const { batches, store } = service();
    await expect(batches.create(caller, body({ schedule: '0 3 * *' }))).rejects.toMatchObject({
      code: 'INVALID_SCHEDULE',
      status: 400,
      message:
        "The schedule '0 3 * *' is not a valid cron expression: it has 4 fields; a schedule has 5 (minute hour day-of-month month day-of-week), e.g. '0 3 * * *'.",
      details: {
        schedule: "it has 4 fields; a schedule has 5 (minute hour day-of-month month day-of-week), e.g. '0 3 * * *'",
      },
    });
    await expect(batches.create(caller, body({ schedule: '61 * * * *' }))).rejects.toMatchObject({
      code: 'INVALID_SCHEDULE',
      message: expect.stringMatching(/^The schedule '61 \* \* \* \*' is not a valid cron expression: /),
    });
    expect(store.rows.size).toBe(0);
  });

  it('stores the filter date-times as UTC instants, and refuses one outside the years 1 to 9999', async () => {
    const { batches } = service();
    const created = await batches.create(
      caller,
      body({ filters: { created_after: '2026-01-01T12:00:00+02:00', min_importance: 0.5 } }),
    );
    expect(created.filters).toEqual({ created_after: '2026-01-01T10:00:00.000Z', min_importance: 0.5 });
    await expect(
      batches.create(caller, body({ filters: { created_before: '9999-12-31T23:00:00-02:00' } })),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { 'filters.created_before': expect.stringContaining('must fall between') },
    });
  });
});

describe('CompressionBatchesService changes and reads', () => {
  it('keeps the next run when the schedule stays (trimmed), and reschedules from now when it changes', async () => {
    const { batches, store, setNow } = service();
    const created = await batches.create(caller, body());
    setNow(new Date('2026-11-27T05:00:00.000Z'));
    expect(await batches.update(caller, created.id, { name: 'renamed', schedule: ' 0 3 * * * ' })).toMatchObject({
      name: 'renamed',
      nextRunAt: new Date('2026-11-27T03:00:00.000Z'),
    });
    expect(store.lastChanges).toMatchObject({ schedule: '0 3 * * *', method: undefined, targetBits: undefined });
    expect(await batches.update(caller, created.id, { schedule: '30 4 * * *' })).toMatchObject({
      schedule: '30 4 * * *',
      nextRunAt: new Date('2026-11-28T04:30:00.000Z'),
    });
  });

  it('a disabled batch has no next run; enabling it again counts from now', async () => {
    const { batches, setNow } = service();
    const created = await batches.create(caller, body());
    expect(await batches.update(caller, created.id, { enabled: false })).toMatchObject({
      enabled: false,
      nextRunAt: null,
    });
    setNow(new Date('2026-12-01T04:00:00.000Z'));
    expect(await batches.update(caller, created.id, { enabled: true })).toMatchObject({
      enabled: true,
      nextRunAt: new Date('2026-12-02T03:00:00.000Z'),
    });
  });

  it('refuses an invalid new schedule and changes nothing', async () => {
    const { batches, store } = service();
    const created = await batches.create(caller, body());
    await expect(batches.update(caller, created.id, { schedule: 'daily' })).rejects.toMatchObject({
      code: 'INVALID_SCHEDULE',
    });
    expect(store.lastChanges).toBeNull();
  });

  it("lists each batch with its last run's status, asking only for the jobs of this page", async () => {
    const { batches, store, asked } = service();
    const ran = await batches.create(caller, body({ name: 'ran' }));
    const lost = await batches.create(caller, body({ name: 'lost' }));
    await batches.create(caller, body({ name: 'never' }));
    Object.assign(store.rows.get(ran.id)!, { lastRunAt: NOW, lastJobId: 'cjob_1' });
    Object.assign(store.rows.get(lost.id)!, { lastRunAt: NOW, lastJobId: 'cjob_pruned' });
    const page = await batches.list(caller, { page_size: 2 });
    expect(asked).toEqual([['cjob_1', 'cjob_pruned']]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items).toMatchObject([
      { batch: { name: 'ran', lastRunAt: NOW }, lastRunStatus: 'COMPLETED' },
      { batch: { name: 'lost', lastRunAt: NOW }, lastRunStatus: null },
    ]);
    const shown = presentCompressionBatchPage(page);
    expect(shown).toMatchObject({ total: 3, page: 1, page_size: 2, total_pages: 2 });
    expect(shown.items).toMatchObject([
      { name: 'ran', last_run_at: NOW.toISOString(), last_run_status: 'COMPLETED' },
      { name: 'lost', last_run_at: NOW.toISOString(), last_run_status: null },
    ]);
    const second = await batches.list(caller, { page: 2, page_size: 2 });
    expect(asked[1]).toEqual([]);
    expect(presentCompressionBatchPage(second).items).toMatchObject([
      { name: 'never', last_run_at: null, last_run_status: null },
    ]);
  });

  it("answers COMPRESSION_BATCH_NOT_FOUND for another account's batch and for a deleted one", async () => {
    const { batches } = service();
    const created = await batches.create(caller, body());
    await expect(batches.get({ ...caller, accountId: 'acct_2' }, created.id)).rejects.toMatchObject({
      code: 'COMPRESSION_BATCH_NOT_FOUND',
    });
    await batches.delete(caller, created.id);
    await expect(batches.delete(caller, created.id)).rejects.toMatchObject({
      code: 'COMPRESSION_BATCH_NOT_FOUND',
      status: 404,
      message: `No compression batch ${created.id} exists in this account.`,
    });
  });
});
