// The bodies of the devices area: fleets, devices, sync jobs, alerts, heartbeats and the sync
// protocol, each mapped from the service's domain records to the contract's schema.
import { presentPage } from '../page-presenter.js';
import type { Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { DeviceAlert } from './device-alert.entity.js';
import type { DeviceChanges, PushedMemory } from './device-sync.service.js';
import { effectiveSync, type Device } from './device.entity.js';
import type { DeviceSnapshot, RegisteredDevice } from './devices.service.js';
import type { CountedFleet, FleetDashboard } from './fleets.service.js';
import type { HandedOverSyncJob, HeartbeatOutcome } from './heartbeats.service.js';
import type { SyncJob } from './sync-job.entity.js';

export function presentFleet(f: CountedFleet): Schemas['Fleet'] {
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    sync_strategy: f.syncStrategy,
    sync_interval_seconds: f.syncIntervalSeconds,
    metadata: f.metadata,
    device_count: f.deviceCount,
    created_at: f.createdAt.toISOString(),
  };
}

export function presentFleetPage(page: Page<CountedFleet>): Schemas['FleetPage'] {
  return presentPage(page, (f): Schemas['FleetListItem'] => ({
    ...presentFleet(f),
    online_count: f.onlineCount,
    offline_count: f.offlineCount,
  }));
}

export function presentFleetDashboard({ fleet, activity }: FleetDashboard): Schemas['FleetDashboard'] {
  return {
    fleet_id: fleet.id,
    name: fleet.name,
    device_count: fleet.deviceCount,
    online_count: fleet.onlineCount,
    offline_count: fleet.offlineCount,
    memories_synced_24h: activity.memoriesSynced24h,
    sync_errors_24h: activity.syncErrors24h,
    avg_sync_latency_ms: activity.avgSyncLatencyMs,
    total_memory_usage_mb: activity.totalMemoryUsageMb,
    devices_by_type: activity.byType,
    devices_by_status: activity.byStatus,
    recent_alerts: activity.recentAlerts.map((a) => ({
      id: a.id,
      device_id: a.deviceId,
      type: a.type,
      message: a.message,
      created_at: a.createdAt.toISOString(),
    })),
  };
}

export function presentDevice({ device: d, uptimeSeconds, fleetSync }: DeviceSnapshot): Schemas['Device'] {
  const sync = effectiveSync(d, fleetSync);
  return {
    id: d.id,
    name: d.name,
    type: d.type,
    fleet_id: d.fleetId,
    status: d.status,
    sync_strategy: sync.strategy,
    sync_interval_seconds: sync.intervalSeconds,
    capabilities: d.capabilities,
    metadata: d.metadata,
    memories_count: d.memoriesCount,
    sync_pending_count: d.syncPendingCount,
    last_heartbeat_at: d.lastHeartbeatAt?.toISOString() ?? null,
    last_sync_at: d.lastSyncAt?.toISOString() ?? null,
    uptime_seconds: uptimeSeconds,
    created_at: d.createdAt.toISOString(),
  };
}

export function presentRegisteredDevice(registered: RegisteredDevice): Schemas['RegisteredDevice'] {
  return { ...presentDevice(registered), device_token: registered.deviceToken };
}

export function presentDevicePage(page: Page<Device>): Schemas['DevicePage'] {
  return presentPage(page, (d): Schemas['DeviceListItem'] => ({
    id: d.id,
    name: d.name,
    type: d.type,
    fleet_id: d.fleetId,
    status: d.status,
    last_heartbeat_at: d.lastHeartbeatAt?.toISOString() ?? null,
    last_sync_at: d.lastSyncAt?.toISOString() ?? null,
    memories_count: d.memoriesCount,
    sync_pending_count: d.syncPendingCount,
  }));
}

export function presentSyncJob(j: SyncJob): Schemas['SyncJob'] {
  return {
    job_id: j.id,
    device_id: j.deviceId,
    direction: j.direction,
    status: j.status,
    memories_to_push: j.memoriesToPush,
    memories_to_pull: j.memoriesToPull,
    started_at: j.startedAt.toISOString(),
    completed_at: j.completedAt?.toISOString() ?? null,
    error: j.error,
  };
}

export function presentAlert(a: DeviceAlert): Schemas['Alert'] {
  return {
    id: a.id,
    type: a.type,
    status: a.status,
    device_id: a.deviceId,
    fleet_id: a.fleetId,
    message: a.message,
    resolution_note: a.resolutionNote,
    created_at: a.createdAt.toISOString(),
    resolved_at: a.resolvedAt?.toISOString() ?? null,
  };
}

export function presentAlertPage(page: Page<DeviceAlert>): Schemas['AlertPage'] {
  return presentPage(page, presentAlert);
}

export function presentHeartbeat(outcome: HeartbeatOutcome): Schemas['HeartbeatResponse'] {
  return {
    status: 'OK',
    server_time: outcome.serverTime.toISOString(),
    sync_required: outcome.decision.syncRequired,
    sync_priority: outcome.decision.syncPriority,
    pending_commands: outcome.handedOver ? [presentSyncCommand(outcome.handedOver)] : [],
  };
}

function presentSyncCommand(job: HandedOverSyncJob): Schemas['DevicePendingCommand'] {
  return {
    command: 'sync',
    issued_at: job.handedOverAt.toISOString(),
    args: { job_id: job.id, direction: job.direction, force: job.force, collections: job.collections },
  };
}

export function presentPushResult(results: PushedMemory[]): Schemas['DevicePushResult'] {
  return { results: results.map((r) => ({ local_id: r.localId, memory_id: r.memoryId, status: r.status })) };
}

export function presentDeviceChanges(page: DeviceChanges): Schemas['DeviceChangesPage'] {
  return {
    changes: page.changes.map((r) => ({
      change: r.change,
      memory_id: r.memoryId,
      collection: r.collection,
      text: r.memory?.text ?? null,
      category: r.memory?.category ?? null,
      importance: r.memory?.importance ?? null,
      metadata: r.memory?.metadata ?? null,
      local_id: r.localId,
      changed_at: r.changedAt.toISOString(),
    })),
    next_cursor: page.nextCursor,
    has_more: page.hasMore,
  };
}
