// When a device's alerts are raised and resolved, as pure decisions: the caller passes the
// heartbeat's metrics and the clock, and keeps the one-ACTIVE-alert-per-device-and-type invariant
// in the database.
//
// Design notes:
// - Each metric alert has a raise threshold and a separate clear threshold (hysteresis), so a
//   battery hovering around 15% does not open and resolve an alert on every heartbeat.
// - A metric the heartbeat does not report (absent, or not a finite number) neither raises nor
//   clears: a bare heartbeat says nothing about the battery.
// - HIGH_ERROR_RATE reads one documented custom metric, `custom_metrics.error_rate_pct` (the
//   share of the device's operations that failed since its previous heartbeat, in percent), so
//   devices need no new contract field to report it.
// - A device is overdue after `offlineAfterIntervals` heartbeat intervals without a heartbeat,
//   counted from registration when it never sent one; exactly at the limit it is still on time.
//
// | Alert           | Raised by a heartbeat reporting        | Cleared by a heartbeat reporting      |
// |-----------------|----------------------------------------|---------------------------------------|
// | STORAGE_FULL    | storage_usage_pct >= 95                | storage_usage_pct <= 90               |
// | LOW_BATTERY     | battery_pct <= 15                      | battery_pct >= 20                     |
// | HIGH_ERROR_RATE | custom_metrics.error_rate_pct >= 10    | custom_metrics.error_rate_pct <= 5    |
//
// DEVICE_OFFLINE: raised when no heartbeat arrived for more than 3 x 30 s (the multiple is
// configurable), counted from registration when the device never sent one; resolved by the next
// heartbeat.
import type { Schemas } from '../schemas.js';

type AlertType = Schemas['AlertType'];

export interface HeartbeatMetrics {
  batteryPct?: number;
  storageUsagePct?: number;
  customMetrics?: Record<string, unknown>;
}

export interface MetricAlertDecision {
  raise: Array<{ type: AlertType; message: string }>;
  clear: AlertType[];
}

export const LOW_BATTERY_PCT = 15;
export const LOW_BATTERY_CLEAR_PCT = 20;
export const STORAGE_FULL_PCT = 95;
export const STORAGE_FULL_CLEAR_PCT = 90;

/** The custom metric HIGH_ERROR_RATE reads: failed operations since the previous heartbeat, in percent. */
export const ERROR_RATE_METRIC = 'error_rate_pct';
export const HIGH_ERROR_RATE_PCT = 10;
export const HIGH_ERROR_RATE_CLEAR_PCT = 5;

export const DEFAULT_OFFLINE_AFTER_INTERVALS = 3;
export const HEARTBEAT_INTERVAL_SECONDS = 30;

export function metricAlerts(metrics: HeartbeatMetrics): MetricAlertDecision {
  const decision: MetricAlertDecision = { raise: [], clear: [] };

  const storage = reported(metrics.storageUsagePct);
  if (storage !== null && storage >= STORAGE_FULL_PCT) {
    decision.raise.push({
      type: 'STORAGE_FULL',
      message:
        `Storage ${percent(storage)} full (alert at ${STORAGE_FULL_PCT}% or more): ` +
        'free space on the device, or sync it so memories already in the cloud can be removed locally.',
    });
  } else if (storage !== null && storage <= STORAGE_FULL_CLEAR_PCT) {
    decision.clear.push('STORAGE_FULL');
  }

  const battery = reported(metrics.batteryPct);
  if (battery !== null && battery <= LOW_BATTERY_PCT) {
    decision.raise.push({
      type: 'LOW_BATTERY',
      message: `Battery at ${percent(battery)} (alert at ${LOW_BATTERY_PCT}% or less): charge or replace the battery.`,
    });
  } else if (battery !== null && battery >= LOW_BATTERY_CLEAR_PCT) {
    decision.clear.push('LOW_BATTERY');
  }

  const errorRate = reported(metrics.customMetrics?.[ERROR_RATE_METRIC]);
  if (errorRate !== null && errorRate >= HIGH_ERROR_RATE_PCT) {
    decision.raise.push({
      type: 'HIGH_ERROR_RATE',
      message:
        `Error rate at ${percent(errorRate)} of operations since the previous heartbeat ` +
        `(alert at ${HIGH_ERROR_RATE_PCT}% or more): check the device's logs and recent changes.`,
    });
  } else if (errorRate !== null && errorRate <= HIGH_ERROR_RATE_CLEAR_PCT) {
    decision.clear.push('HIGH_ERROR_RATE');
  }

  return decision;
}

/** How long a device may stay silent before it is overdue. */
export function offlineAfterMs(offlineAfterIntervals: number): number {
  if (!Number.isFinite(offlineAfterIntervals) || offlineAfterIntervals <= 0) {
    throw new RangeError(`offlineAfterIntervals must be a positive number, got ${offlineAfterIntervals}`);
  }
  return offlineAfterIntervals * HEARTBEAT_INTERVAL_SECONDS * 1000;
}

/** True once more than offlineAfterIntervals x 30 s have passed since the last heartbeat (or registration). */
export function isOverdue(
  lastHeartbeatAt: Date | null,
  createdAt: Date,
  now: Date,
  offlineAfterIntervals: number,
): boolean {
  const since = lastHeartbeatAt ?? createdAt;
  return now.getTime() - since.getTime() > offlineAfterMs(offlineAfterIntervals);
}

export function offlineMessage(deviceName: string, lastHeartbeatAt: Date | null, createdAt: Date, now: Date): string {
  const advice = 'check its power and network connection.';
  if (lastHeartbeatAt === null) {
    return (
      `Device ${deviceName} has sent no heartbeat since it was registered ` +
      `${duration(now.getTime() - createdAt.getTime())} ago: ${advice}`
    );
  }
  return (
    `Device ${deviceName} has sent no heartbeat for ${duration(now.getTime() - lastHeartbeatAt.getTime())} ` +
    `(last at ${lastHeartbeatAt.toISOString()}): ${advice}`
  );
}

export function syncFailedMessage(jobId: string, error: string): string {
  const cause = error.trim().replace(/[.\s]+$/, '');
  return (
    `Sync job ${jobId} failed: ${cause === '' ? 'no reason given' : cause}. ` +
    "Check the device's connection, then start a new sync."
  );
}

/** A metric value the heartbeat actually reported, or null. */
function reported(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function percent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

function duration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
