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
