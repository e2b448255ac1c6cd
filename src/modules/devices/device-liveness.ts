// The background pass of the devices area, on every instance (rows are claimed with SKIP
// LOCKED, so instances share the work):
// - ONLINE devices silent for more than DEVICE_OFFLINE_AFTER_INTERVALS heartbeat intervals
//   become OFFLINE and get a DEVICE_OFFLINE alert (their next heartbeat resolves it);
// - sync jobs IN_PROGRESS for longer than SYNC_JOB_TIMEOUT_SECONDS become FAILED with a
//   SYNC_FAILED alert, and a device with 3 failed jobs within an hour gets HIGH_ERROR_RATE.
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { offlineAfterMs, offlineMessage, syncFailedMessage } from './alert-rules.js';
import type { DeviceAlertsRepository } from './device-alerts.repository.js';
import type { DevicesRepository } from './devices.repository.js';
import type { SyncJobsRepository } from './sync-jobs.repository.js';

export interface DeviceLivenessSettings {
  intervalMs: number;
  offlineAfterIntervals: number;
  syncJobTimeoutSeconds: number;
}

/** Failed sync jobs of one device within an hour that raise HIGH_ERROR_RATE. */
const FAILED_SYNCS_FOR_HIGH_ERROR_RATE = 3;
const BATCH = 500;

export class DeviceLiveness {
  private readonly task: PeriodicTask;

  constructor(
    private readonly deps: { devices: DevicesRepository; alerts: DeviceAlertsRepository; syncJobs: SyncJobsRepository },
    private readonly settings: DeviceLivenessSettings,
    logger: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.task = new PeriodicTask({ name: 'device liveness', intervalMs: settings.intervalMs, logger }, () =>
      this.runOnce().then(() => undefined),
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; answers how many devices went OFFLINE and how many sync jobs timed out. */
  async runOnce(): Promise<{ offline: number; timedOut: number }> {
    const now = this.clock();
    let offline = 0;
    for (;;) {
      const silent = await this.deps.devices.markSilentOffline(
        new Date(now.getTime() - offlineAfterMs(this.settings.offlineAfterIntervals)),
        BATCH,
      );
      for (const device of silent)
        await this.deps.alerts.raise(
          device,
          'DEVICE_OFFLINE',
          offlineMessage(device.name, device.lastHeartbeatAt, device.createdAt, now),
          now,
        );
      offline += silent.length;
      if (silent.length < BATCH) break;
    }
    const timeout = this.settings.syncJobTimeoutSeconds;
    const error = `The device did not complete the sync within ${timeout} seconds.`;
    const stale = await this.deps.syncJobs.failStale(new Date(now.getTime() - timeout * 1000), error, now, BATCH);
    for (const job of stale) {
      const device = {
        id: job.deviceId,
        accountId: job.accountId,
        fleetId: await this.fleetOf(job.accountId, job.deviceId),
      };
      await this.deps.alerts.raise(device, 'SYNC_FAILED', syncFailedMessage(job.id, error), now);
      const failures = await this.deps.syncJobs.failedSince(job.deviceId, new Date(now.getTime() - 3_600_000));
      if (failures >= FAILED_SYNCS_FOR_HIGH_ERROR_RATE) {
        await this.deps.alerts.raise(
          device,
          'HIGH_ERROR_RATE',
          `${failures} sync jobs of this device failed within the last hour: check its connectivity and storage.`,
          now,
        );
      }
    }
    return { offline, timedOut: stale.length };
  }

  private async fleetOf(accountId: string, deviceId: string): Promise<string | null> {
    return (await this.deps.devices.find(accountId, deviceId))?.fleetId ?? null;
  }
}
