// A push links each local id to the memory it became. When the device is deleted while a push
// runs, the link's reference to the device fails: that is the device's token gone (401
// INVALID_DEVICE_TOKEN, as the next call would answer), not a 500.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import { DeviceSyncRepository } from '../../src/modules/devices/device-sync.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

describe.each(engines)('a link to a device deleted meanwhile on $label', (engine) => {
  const database = useDatabase(engine);

  it('is refused with INVALID_DEVICE_TOKEN', async () => {
    const orm = database().db.orm;
    const { accountId } = await newLiveCaller(orm, 'gone-device');
    const links = new DeviceSyncRepository(orm);
    const refused = await links
      .linkOnce({ id: 'dev_deletedmeanwhile', accountId }, 'note-1', 'mem_any', new Date())
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'INVALID_DEVICE_TOKEN', status: 401 });
  });
});
