import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import { entityNotFound } from '../../src/platform/db/entities.js';

describe('findOneOrFail turned into the area not-found error', () => {
  it.each([
    ['Fleet', { id: 'fleet_x', accountId: 'acc_1' }, 'FLEET_NOT_FOUND', { fleet_id: 'fleet_x' }],
    ['Device', { id: 'dev_x', accountId: 'acc_1' }, 'DEVICE_NOT_FOUND', { device_id: 'dev_x' }],
    ['SyncJob', { id: 'sync_x', deviceId: 'dev_1' }, 'NOT_FOUND', { device_id: 'dev_1', job_id: 'sync_x' }],
    ['DeviceAlert', { id: 'alert_x', accountId: 'acc_1' }, 'ALERT_NOT_FOUND', { alert_id: 'alert_x' }],
    ['ExportJob', { id: 'exp_x', accountId: 'acc_1' }, 'EXPORT_NOT_FOUND', { job_id: 'exp_x' }],
    ['CompressionBatch', { id: 'cbatch_x' }, 'COMPRESSION_BATCH_NOT_FOUND', { batch_id: 'cbatch_x' }],
    ['CompressionJob', { id: 'cjob_x', accountId: 'acc_1' }, 'COMPRESSION_JOB_NOT_FOUND', { job_id: 'cjob_x' }],
    ['Webhook', { id: 'wh_x', accountId: 'acc_1', surface: 'main' }, 'WEBHOOK_NOT_FOUND', { webhook_id: 'wh_x' }],
    ['Trigger', { id: 'trg_x', accountId: 'acc_1' }, 'TRIGGER_NOT_FOUND', { trigger_id: 'trg_x' }],
  ])('answers a %s looked up by %o with 404 %s naming what was looked up', (entity, where, code, details) => {
    const error = entityNotFound(entity, where);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(404);
    expect((error as AppError).code).toBe(code);
    expect((error as AppError).details).toEqual(details);
  });

  it('names the device and the job of a sync job that does not exist', () => {
    expect(entityNotFound('SyncJob', { id: 'sync_x', deviceId: 'dev_1' }).message).toBe(
      'Device dev_1 has no sync job sync_x.',
    );
  });

  it('leaves an entity without a registered error a plain error (a programming mistake, never a 404)', () => {
    const error = entityNotFound('Account', { id: 'acc_1' });
    expect(error).not.toBeInstanceOf(AppError);
    expect(error.message).toContain('Account acc_1');
  });
});
