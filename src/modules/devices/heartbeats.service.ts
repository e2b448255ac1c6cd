// Heartbeats (POST /v1/devices/{id}/heartbeat), sent by devices with their device token.
//
// One heartbeat is one statement when nothing changes: it authenticates the device (an unknown
// token, another device's token and an unknown device all answer 401 alike), records the time,
// the reported counts and metrics, moves OFFLINE to ONLINE (MAINTENANCE stays), and reads the
// device's active alerts and running sync job. Further statements only for news: a return from OFFLINE resolves its
// DEVICE_OFFLINE alert; the metrics raise or, back to normal, resolve LOW_BATTERY, STORAGE_FULL
// and HIGH_ERROR_RATE (alert-rules.ts); a sync job handed over earlier completes when the device reports nothing
// left to push; a waiting job is handed over as the `sync` command; and the answer says whether
// and how urgently to sync (sync-policy.ts).
import type { Schemas } from '../schemas.js';
import { metricAlerts } from './alert-rules.js';
import type { DeviceAlertsRepository } from './device-alerts.repository.js';
import type { DevicesRepository } from './devices.repository.js';
import { deviceTokenOf, hashDeviceToken, invalidDeviceToken } from './devices.service.js';
import type { SyncJobRecord, SyncJobsRepository } from './sync-jobs.repository.js';
import { syncDecision } from './sync-policy.js';

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

  async heartbeat(deviceId: string, authorization: string | undefined, request: Schemas['HeartbeatRequest']): Promise<Schemas['HeartbeatResponse']> {
    const token = deviceTokenOf(authorization);
    const now = this.clock();
    const metrics = Object.fromEntries(Object.entries(request).filter(([key]) => key !== 'memories_count' && key !== 'sync_pending_count'));
    const recorded = token
      ? await this.deps.devices.recordHeartbeat(deviceId, hashDeviceToken(token), { memoriesCount: request.memories_count, syncPendingCount: request.sync_pending_count, metrics }, now)
      : null;
    if (!recorded) throw invalidDeviceToken();
    const { before, device, activeAlerts, runningJob } = recorded;
    if (before === 'OFFLINE' && activeAlerts.has('DEVICE_OFFLINE')) {
      await this.deps.alerts.resolveActive(device.id, 'DEVICE_OFFLINE', 'Resolved automatically: the device sent a heartbeat.', now);
    }
    const alerts = metricAlerts({ batteryPct: request.battery_pct, storageUsagePct: request.storage_usage_pct, customMetrics: request.custom_metrics });
    for (const alert of alerts.raise) if (!activeAlerts.has(alert.type)) await this.deps.alerts.raise(device, alert.type, alert.message, now);
    for (const type of alerts.clear) {
      if (activeAlerts.has(type)) await this.deps.alerts.resolveActive(device.id, type, 'Resolved automatically: the heartbeat reports the metric back to normal.', now);
    }
    let completed: SyncJobRecord | null = null;
    let handed: SyncJobRecord | null = null;
    if (runningJob?.handedOver && request.sync_pending_count === 0) {
      completed = await this.deps.syncJobs.completeHandedOver(device.id, now);
      if (completed) await this.deps.devices.markSynced(device.id, now);
    } else if (runningJob && !runningJob.handedOver) {
      handed = await this.deps.syncJobs.handOver(device.id, now);
    }
    const waiting = completed ? null : runningJob;
    const decision = syncDecision(
      {
        strategy: device.syncStrategy,
        syncIntervalSeconds: device.syncIntervalSeconds,
        lastSyncAt: completed ? now : device.lastSyncAt,
        syncPendingCount: device.syncPendingCount,
        batteryPct: numberOr(device.metrics?.battery_pct),
        networkType: (device.metrics?.network_type as Schemas['NetworkType'] | undefined) ?? null,
        signalStrengthDbm: numberOr(device.metrics?.signal_strength_dbm),
        hasWaitingSyncJob: waiting !== null,
        waitingSyncJobForced: waiting?.force ?? false,
      },
      now,
    );
    return {
      status: 'OK',
      server_time: now.toISOString(),
      sync_required: decision.syncRequired,
      sync_priority: decision.syncPriority,
      pending_commands: handed ? [syncCommand(handed, now)] : [],
    };
  }
}

function syncCommand(job: SyncJobRecord, at: Date): Schemas['DevicePendingCommand'] {
  return { command: 'sync', issued_at: at.toISOString(), args: { job_id: job.id, direction: job.direction, force: job.force, collections: job.collections } };
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}
