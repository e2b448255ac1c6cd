// The words the console shows for the device area's values: device statuses and types, sync
// strategies, alert types and statuses, sync directions and job statuses, in the contract's order.
import type {
  AlertStatus,
  AlertType,
  DeviceStatus,
  DeviceType,
  SyncDirection,
  SyncJobStatus,
  SyncStrategy,
} from './sdk.js';

export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  ONLINE: 'Online',
  OFFLINE: 'Offline',
  MAINTENANCE: 'Maintenance',
};

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  ROBOT: 'Robot',
  SENSOR: 'Sensor',
  IOT_GATEWAY: 'IoT gateway',
  SMART_CAMERA: 'Smart camera',
  VEHICLE: 'Vehicle',
  DRONE: 'Drone',
  WEARABLE: 'Wearable',
  INDUSTRIAL: 'Industrial',
  HOME_ASSISTANT: 'Home assistant',
  CUSTOM: 'Custom',
};

export const SYNC_STRATEGY_LABELS: Record<SyncStrategy, string> = {
  REAL_TIME: 'Real time',
  PERIODIC: 'Periodic',
  ON_DEMAND: 'On demand',
  INTELLIGENT: 'Intelligent',
  BANDWIDTH_AWARE: 'Bandwidth-aware',
};

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  DEVICE_OFFLINE: 'Device offline',
  SYNC_FAILED: 'Sync failed',
  STORAGE_FULL: 'Storage full',
  LOW_BATTERY: 'Low battery',
  HIGH_ERROR_RATE: 'High error rate',
};

export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  ACTIVE: 'Active',
  RESOLVED: 'Resolved',
};

export const SYNC_DIRECTION_LABELS: Record<SyncDirection, string> = {
  push: 'Push (device to cloud)',
  pull: 'Pull (cloud to device)',
  both: 'Both ways',
};

export const SYNC_JOB_STATUS_LABELS: Record<SyncJobStatus, string> = {
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

/** A sync strategy in words, with its interval when it has one. */
export function syncStrategyText(strategy: SyncStrategy, intervalSeconds: number | null): string {
  const label = SYNC_STRATEGY_LABELS[strategy];
  return intervalSeconds === null ? label : `${label}, every ${intervalSeconds.toLocaleString('en')} s`;
}
