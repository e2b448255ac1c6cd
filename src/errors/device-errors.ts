// The named errors of edge devices and fleets: the limits of an account, a device that cannot
// take a sync job, and the device's own sync calls. See registry.ts for how the named errors are
// kept.
import { AppError } from './app-error.js';

export function deviceLimitReached(count: number, limit: number): AppError {
  return new AppError(
    'DEVICE_LIMIT_EXCEEDED',
    `The account already has ${count} devices, the maximum. Delete devices you no longer use before registering more.`,
    {
      limit,
      current: count,
    },
  );
}

export function fleetLimitReached(count: number, limit: number): AppError {
  return new AppError(
    'FLEET_LIMIT_EXCEEDED',
    `The account already has ${count} fleets, the maximum. Delete a fleet you no longer need before creating another.`,
    {
      limit,
      current: count,
    },
  );
}

/** `lastHeartbeatAt`: ISO 8601, or null when the device never sent one. */
export function deviceOffline(id: string, lastHeartbeatAt: string | null): AppError {
  return new AppError(
    'DEVICE_OFFLINE',
    `Device ${id} is OFFLINE: it has not sent a heartbeat recently, so it cannot take a sync job. Sync it once it is back online.`,
    {
      device_id: id,
      last_heartbeat_at: lastHeartbeatAt,
    },
  );
}

/** `runningId`: the job in progress, when it could be read. */
export function syncAlreadyRunning(id: string, runningId: string | undefined): AppError {
  return new AppError(
    'SYNC_IN_PROGRESS',
    `Device ${id} already has a sync job in progress${runningId !== undefined ? ` (${runningId})` : ''}; wait for it to complete or fail.`,
    {
      device_id: id,
      job_id: runningId ?? null,
    },
  );
}

// --- the device's own calls (device token) ------------------------------------------------------

/** A valid device token whose account no longer exists. */
export function deviceAccountGone(): AppError {
  return new AppError('INVALID_DEVICE_TOKEN', 'The device belongs to no account any more.');
}

/** The device was deleted while its call ran. */
export function deviceDeletedMeanwhile(): AppError {
  return new AppError(
    'INVALID_DEVICE_TOKEN',
    'The device was deleted while this push ran; the items before the failed one stay stored. Register the device again to go on.',
  );
}

export function invalidSyncCursor(): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    'The cursor is not one this service gave out. Send the next_cursor of your last pull, or no cursor for a full sync.',
    { cursor: 'is not a valid cursor' },
  );
}
