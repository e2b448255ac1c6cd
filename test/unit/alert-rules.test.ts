import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFLINE_AFTER_INTERVALS,
  ERROR_RATE_METRIC,
  HEARTBEAT_INTERVAL_SECONDS,
  HIGH_ERROR_RATE_CLEAR_PCT,
  HIGH_ERROR_RATE_PCT,
  LOW_BATTERY_CLEAR_PCT,
  LOW_BATTERY_PCT,
  STORAGE_FULL_CLEAR_PCT,
  STORAGE_FULL_PCT,
  isOverdue,
  metricAlerts,
  offlineAfterMs,
  offlineMessage,
  syncFailedMessage,
  type HeartbeatMetrics,
} from '../../src/modules/devices/alert-rules.js';

type Outcome = 'raise' | 'clear' | 'none';

/** What the metrics decide for one alert type. */
function outcome(metrics: HeartbeatMetrics, type: 'LOW_BATTERY' | 'STORAGE_FULL' | 'HIGH_ERROR_RATE'): Outcome {
  const decision = metricAlerts(metrics);
  const raised = decision.raise.some((alert) => alert.type === type);
  const cleared = decision.clear.includes(type);
  expect(raised && cleared).toBe(false);
  return raised ? 'raise' : cleared ? 'clear' : 'none';
}

describe('metric alerts: thresholds and hysteresis', () => {
  it('the contract thresholds are 15% battery and 95% storage', () => {
    expect(LOW_BATTERY_PCT).toBe(15);
    expect(STORAGE_FULL_PCT).toBe(95);
    expect(ERROR_RATE_METRIC).toBe('error_rate_pct');
  });

  it('LOW_BATTERY is raised at 15% or less and cleared at 20% or more', () => {
    const cases: Array<[number, Outcome]> = [
      [0, 'raise'],
      [LOW_BATTERY_PCT, 'raise'],
      [LOW_BATTERY_PCT + 0.01, 'none'],
      [17.5, 'none'],
      [LOW_BATTERY_CLEAR_PCT - 0.01, 'none'],
      [LOW_BATTERY_CLEAR_PCT, 'clear'],
      [100, 'clear'],
    ];
    for (const [batteryPct, expected] of cases)
      expect([batteryPct, outcome({ batteryPct }, 'LOW_BATTERY')]).toEqual([batteryPct, expected]);
  });

  it('STORAGE_FULL is raised at 95% or more and cleared at 90% or less', () => {
    const cases: Array<[number, Outcome]> = [
      [100, 'raise'],
      [STORAGE_FULL_PCT, 'raise'],
      [STORAGE_FULL_PCT - 0.01, 'none'],
      [92.5, 'none'],
      [STORAGE_FULL_CLEAR_PCT + 0.01, 'none'],
      [STORAGE_FULL_CLEAR_PCT, 'clear'],
      [0, 'clear'],
    ];
    for (const [storageUsagePct, expected] of cases) {
      expect([storageUsagePct, outcome({ storageUsagePct }, 'STORAGE_FULL')]).toEqual([storageUsagePct, expected]);
    }
  });

  it('HIGH_ERROR_RATE is raised at custom_metrics.error_rate_pct >= 10 and cleared at <= 5', () => {
    const cases: Array<[number, Outcome]> = [
      [100, 'raise'],
      [HIGH_ERROR_RATE_PCT, 'raise'],
      [HIGH_ERROR_RATE_PCT - 0.01, 'none'],
      [7, 'none'],
      [HIGH_ERROR_RATE_CLEAR_PCT + 0.01, 'none'],
      [HIGH_ERROR_RATE_CLEAR_PCT, 'clear'],
      [0, 'clear'],
    ];
    for (const [rate, expected] of cases) {
      expect([rate, outcome({ customMetrics: { [ERROR_RATE_METRIC]: rate } }, 'HIGH_ERROR_RATE')]).toEqual([
        rate,
        expected,
      ]);
    }
  });

  it('a metric that is not reported, or not a finite number, neither raises nor clears', () => {
    expect(metricAlerts({})).toEqual({ raise: [], clear: [] });
    expect(metricAlerts({ customMetrics: { motor_temp_c: 41.2 } })).toEqual({ raise: [], clear: [] });
    for (const odd of ['12', null, Number.NaN, Number.POSITIVE_INFINITY, { value: 50 }, true]) {
      expect(metricAlerts({ customMetrics: { [ERROR_RATE_METRIC]: odd } })).toEqual({ raise: [], clear: [] });
    }
    expect(metricAlerts({ batteryPct: Number.NaN, storageUsagePct: Number.NaN })).toEqual({ raise: [], clear: [] });
    expect(outcome({ storageUsagePct: 97 }, 'LOW_BATTERY')).toBe('none');
    expect(outcome({ batteryPct: 5 }, 'STORAGE_FULL')).toBe('none');
  });

  it('one heartbeat can raise and clear different alerts at once, in the contract order', () => {
    expect(
      metricAlerts({ batteryPct: 10, storageUsagePct: 99, customMetrics: { [ERROR_RATE_METRIC]: 25 } }).raise.map(
        (a) => a.type,
      ),
    ).toEqual(['STORAGE_FULL', 'LOW_BATTERY', 'HIGH_ERROR_RATE']);
    expect(metricAlerts({ batteryPct: 90, storageUsagePct: 40, customMetrics: { [ERROR_RATE_METRIC]: 0 } })).toEqual({
      raise: [],
      clear: ['STORAGE_FULL', 'LOW_BATTERY', 'HIGH_ERROR_RATE'],
    });
    const mixed = metricAlerts({ batteryPct: 12, storageUsagePct: 50 });
    expect(mixed.raise.map((a) => a.type)).toEqual(['LOW_BATTERY']);
    expect(mixed.clear).toEqual(['STORAGE_FULL']);
  });

  it('messages give the value, the threshold and what to do', () => {
    const [battery] = metricAlerts({ batteryPct: 12 }).raise;
    expect(battery?.message).toBe('Battery at 12% (alert at 15% or less): charge or replace the battery.');
    const [storage] = metricAlerts({ storageUsagePct: 96.25 }).raise;
    expect(storage?.message).toBe(
      'Storage 96.3% full (alert at 95% or more): free space on the device, or sync it so memories already in the cloud can be removed locally.',
    );
    const [errors] = metricAlerts({ customMetrics: { [ERROR_RATE_METRIC]: 12.5 } }).raise;
    expect(errors?.message).toBe(
      "Error rate at 12.5% of operations since the previous heartbeat (alert at 10% or more): check the device's logs and recent changes.",
    );
  });
});

describe('offline detection', () => {
  const created = new Date('2026-11-02T14:30:00Z');
  const lastHeartbeat = new Date('2026-11-02T15:00:00Z');
  const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

  it('defaults to 3 intervals of 30 s', () => {
    expect(DEFAULT_OFFLINE_AFTER_INTERVALS).toBe(3);
    expect(HEARTBEAT_INTERVAL_SECONDS).toBe(30);
    expect(offlineAfterMs(DEFAULT_OFFLINE_AFTER_INTERVALS)).toBe(90_000);
  });

  it('is overdue only after more than N x 30 s without a heartbeat', () => {
    const limitMs = 90_000;
    expect(isOverdue(lastHeartbeat, created, after(lastHeartbeat, 0), 3)).toBe(false);
    expect(isOverdue(lastHeartbeat, created, after(lastHeartbeat, limitMs - 1), 3)).toBe(false);
    expect(isOverdue(lastHeartbeat, created, after(lastHeartbeat, limitMs), 3)).toBe(false);
    expect(isOverdue(lastHeartbeat, created, after(lastHeartbeat, limitMs + 1), 3)).toBe(true);
    expect(isOverdue(lastHeartbeat, created, after(lastHeartbeat, 60_000), 2)).toBe(false);
    expect(isOverdue(lastHeartbeat, created, after(lastHeartbeat, 60_001), 2)).toBe(true);
    expect(isOverdue(lastHeartbeat, created, after(lastHeartbeat, -5_000), 3)).toBe(false);
  });

  it('counts from registration when the device never sent a heartbeat', () => {
    expect(isOverdue(null, created, after(created, 90_000), 3)).toBe(false);
    expect(isOverdue(null, created, after(created, 90_001), 3)).toBe(true);
    // A heartbeat after registration restarts the count.
    expect(isOverdue(after(created, 60_000), created, after(created, 120_000), 3)).toBe(false);
  });

  it('refuses a multiple that is not a positive number', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => isOverdue(lastHeartbeat, created, lastHeartbeat, bad)).toThrow(RangeError);
    }
  });

  it('says how long the device has been silent', () => {
    expect(offlineMessage('robot-07', lastHeartbeat, created, after(lastHeartbeat, 95_000))).toBe(
      'Device robot-07 has sent no heartbeat for 95 s (last at 2026-11-02T15:00:00.000Z): check its power and network connection.',
    );
    expect(offlineMessage('robot-07', lastHeartbeat, created, after(lastHeartbeat, 3 * 3_600_000))).toContain(
      'for 3 h ',
    );
    expect(offlineMessage('cam-2', null, created, after(created, 10 * 60_000))).toBe(
      'Device cam-2 has sent no heartbeat since it was registered 10 min ago: check its power and network connection.',
    );
  });
});

describe('sync failure message', () => {
  it('names the job and the cause, and says what to do', () => {
    expect(syncFailedMessage('sync_1jR2uW3xY5zA7bC9dE1fG3hI', 'Not completed within 3600 s.')).toBe(
      "Sync job sync_1jR2uW3xY5zA7bC9dE1fG3hI failed: Not completed within 3600 s. Check the device's connection, then start a new sync.",
    );
    expect(syncFailedMessage('sync_x', '  ')).toBe(
      "Sync job sync_x failed: no reason given. Check the device's connection, then start a new sync.",
    );
  });
});
