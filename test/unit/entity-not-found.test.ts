import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import { entityNotFound } from '../../src/platform/db/entities.js';

describe('findOneOrFail turned into the area not-found error', () => {
  it('answers a fleet looked up by id and account with 404 FLEET_NOT_FOUND naming the id', () => {
    const error = entityNotFound('Fleet', { id: 'fleet_x', accountId: 'acc_1' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('FLEET_NOT_FOUND');
    expect((error as AppError).details).toEqual({ fleet_id: 'fleet_x' });
  });

  it.each([
    ['DeviceAlert', 'alert_x', 'ALERT_NOT_FOUND', { alert_id: 'alert_x' }],
    ['ExportJob', 'exp_x', 'EXPORT_NOT_FOUND', { job_id: 'exp_x' }],
    ['CompressionBatch', 'cbatch_x', 'COMPRESSION_BATCH_NOT_FOUND', { batch_id: 'cbatch_x' }],
  ])('answers a %s looked up by id with its area 404 naming the id', (entity, id, code, details) => {
    const error = entityNotFound(entity, { id, accountId: 'acc_1' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(404);
    expect((error as AppError).code).toBe(code);
    expect((error as AppError).details).toEqual(details);
  });

  it('answers a device looked up by id and account with 404 DEVICE_NOT_FOUND naming the id', () => {
    const error = entityNotFound('Device', { id: 'dev_x', accountId: 'acc_1' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('DEVICE_NOT_FOUND');
    expect((error as AppError).details).toEqual({ device_id: 'dev_x' });
  });

  it('answers a sync job looked up under its device with 404 NOT_FOUND naming both', () => {
    const error = entityNotFound('SyncJob', { id: 'sync_x', deviceId: 'dev_1' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NOT_FOUND');
    expect((error as AppError).message).toBe('Device dev_1 has no sync job sync_x.');
    expect((error as AppError).details).toEqual({ device_id: 'dev_1', job_id: 'sync_x' });
  });

  it('answers a compression job looked up by id and account with 404 COMPRESSION_JOB_NOT_FOUND naming the id', () => {
    const error = entityNotFound('CompressionJob', { id: 'cjob_x', accountId: 'acc_1' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('COMPRESSION_JOB_NOT_FOUND');
    expect((error as AppError).details).toEqual({ job_id: 'cjob_x' });
  });

  it('answers a webhook looked up by id with 404 WEBHOOK_NOT_FOUND naming the id', () => {
    const error = entityNotFound('Webhook', { id: 'wh_x', accountId: 'acc_1', surface: 'main' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('WEBHOOK_NOT_FOUND');
    expect((error as AppError).details).toEqual({ webhook_id: 'wh_x' });
  });

  it('answers a trigger looked up by id with 404 TRIGGER_NOT_FOUND naming the id', () => {
    const error = entityNotFound('Trigger', { id: 'trg_x', accountId: 'acc_1' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('TRIGGER_NOT_FOUND');
    expect((error as AppError).details).toEqual({ trigger_id: 'trg_x' });
  });

  it('leaves an entity without a registered error a plain error (a programming mistake, never a 404)', () => {
    const error = entityNotFound('Account', { id: 'acc_1' });
    expect(error).not.toBeInstanceOf(AppError);
    expect(error.message).toContain('Account acc_1');
  });
});
