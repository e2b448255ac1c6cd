// Heartbeats (POST /v1/devices/{id}/heartbeat), sent by devices with their device token.
//
// One heartbeat is one statement when nothing changes (shared with the heartbeats that arrive
// with it: devices.repository.ts): it authenticates the device (an unknown token, another
// device's token and an unknown device all answer 401 alike), records the time, the reported
// counts and metrics, moves OFFLINE to ONLINE (MAINTENANCE stays), and reads the device's active
// alerts, running sync job and fleet's sync settings (by SQL their own repositories write).
// Further statements only for news: a return from OFFLINE resolves its DEVICE_OFFLINE alert;
// the metrics raise or, back to normal, resolve LOW_BATTERY, STORAGE_FULL and HIGH_ERROR_RATE
// (alert-rules.ts); a running sync job is handed over, or completes (below); and the answer says
// whether and how urgently to sync (sync-policy.ts).
//
// Design notes, sync commands that survive lost answers:
// - The first heartbeat after POST .../sync hands the job over (records `handed_over_at`); that
//   heartbeat's answer and every later one carry the job's `sync` command, the same each time
//   (`issued_at` is the hand-over), until the job completes. An answer lost on the way costs
//   nothing: the next heartbeat brings the command again.
// - A job completes only when the device has synced since the hand-over: its `last_sync_at`
//   (recorded by each successful push and each pull that reached the end of the feed, from the
//   time the request started; device-sync.service.ts) is not before `handed_over_at`, and, unless
//   the job only pulls, its latest reported `sync_pending_count` is 0. A heartbeat reporting an
//   empty backlog without a sync completes nothing. A pull job does not wait for the backlog: a
//   device told to pull only would otherwise never be able to finish it.
// - Doing a command twice is harmless: a push is idempotent by local id and a pull resumes from
//   the device's cursor. A device with nothing to push acknowledges with an empty push.
// - A job the device never completes still fails after SYNC_JOB_TIMEOUT_SECONDS (device-liveness.ts).
import type { Schemas } from '../schemas.js';
import { metricAlerts } from './alert-rules.js';
import type { DeviceAlertsRepository } from './device-alerts.repository.js';
import { effectiveSync } from './device.entity.js';
import type { DevicesRepository } from './devices.repository.js';
import { invalidDeviceToken } from '../../errors/registry.js';
import type { DeviceCaller } from './device-caller.js';
import type { RunningSyncJob, SyncJobsRepository } from './sync-jobs.repository.js';
import { syncDecision, type SyncDecision } from './sync-policy.js';

/** What a heartbeat is answered: the server's time, whether to sync, and the sync job handed over, if any. */
export interface HeartbeatOutcome {
  serverTime: Date;
  decision: SyncDecision;
  /** The running sync job whose `sync` command the device is to carry out (handed over, not yet completed). */
  handedOver: HandedOverSyncJob | null;
}

/** A running sync job after its hand-over. */
export type HandedOverSyncJob = RunningSyncJob & { handedOverAt: Date };

export interface HeartbeatsServiceDeps {
  devices: DevicesRepository;
  alerts: DeviceAlertsRepository;
  syncJobs: SyncJobsRepository;
  clock?: () => Date;
}

export class HeartbeatsService {
  private readonly clock: () => Date;

  constructor(private readonly deps: HeartbeatsServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async heartbeat(caller: DeviceCaller, request: Schemas['HeartbeatRequest']): Promise<HeartbeatOutcome> {
    const now = this.clock();
    const metrics = Object.fromEntries(
      Object.entries(request).filter(([key]) => key !== 'memories_count' && key !== 'sync_pending_count'),
    );
    const report = { memoriesCount: request.memories_count, syncPendingCount: request.sync_pending_count, metrics };
    // the token is checked again in the statement that records it: a token rotated meanwhile records nothing
    const recorded = await this.deps.devices.recordHeartbeat(caller.deviceId, caller.tokenHash, report, now);
    if (!recorded) throw invalidDeviceToken();
    const { before, device, activeAlerts, runningJob, fleetSync } = recorded;
    if (before === 'OFFLINE' && activeAlerts.has('DEVICE_OFFLINE')) {
      await this.deps.alerts.resolveActive(
        device.id,
        'DEVICE_OFFLINE',
        'Resolved automatically: the device sent a heartbeat.',
        now,
      );
    }
    const alerts = metricAlerts({
      batteryPct: request.battery_pct,
      storageUsagePct: request.storage_usage_pct,
      customMetrics: request.custom_metrics,
    });
    for (const alert of alerts.raise)
      if (!activeAlerts.has(alert.type)) await this.deps.alerts.raise(device, alert.type, alert.message, now);
    for (const type of alerts.clear) {
      if (activeAlerts.has(type))
        await this.deps.alerts.resolveActive(
          device.id,
          type,
          'Resolved automatically: the heartbeat reports the metric back to normal.',
          now,
        );
    }
    let waiting = runningJob;
    if (waiting && syncJobDone(waiting, device.lastSyncAt, device.syncPendingCount)) {
      // null answered: the job ended meanwhile (timed out); either way it no longer waits
      await this.deps.syncJobs.completeHandedOver(device.id, device.lastSyncAt!, now);
      waiting = null;
    } else if (waiting && waiting.handedOverAt === null) {
      const handed = await this.deps.syncJobs.handOver(device.id, now);
      waiting = handed && {
        id: handed.id,
        direction: handed.direction,
        force: handed.force,
        collections: handed.collections,
        handedOverAt: handed.handedOverAt,
      };
    }
    const sync = effectiveSync(device, fleetSync);
    const decision = syncDecision(
      {
        strategy: sync.strategy,
        syncIntervalSeconds: sync.intervalSeconds,
        lastSyncAt: device.lastSyncAt,
        syncPendingCount: device.syncPendingCount,
        batteryPct: numberOr(device.metrics.battery_pct),
        networkType: (device.metrics.network_type as Schemas['NetworkType'] | undefined) ?? null,
        signalStrengthDbm: numberOr(device.metrics.signal_strength_dbm),
        hasWaitingSyncJob: waiting !== null,
        waitingSyncJobForced: waiting?.force ?? false,
      },
      now,
    );
    return {
      serverTime: now,
      decision,
      handedOver: waiting?.handedOverAt ? { ...waiting, handedOverAt: waiting.handedOverAt } : null,
    };
  }
}

/**
 * Whether a running job is done: handed over, the device synced since (`lastSyncAt` not before
 * the hand-over), and nothing left to push unless the job only pulls.
 */
export function syncJobDone(
  job: Pick<RunningSyncJob, 'direction' | 'handedOverAt'>,
  lastSyncAt: Date | null,
  syncPendingCount: number,
): boolean {
  if (job.handedOverAt === null || lastSyncAt === null || lastSyncAt < job.handedOverAt) return false;
  return job.direction === 'pull' || syncPendingCount === 0;
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}
