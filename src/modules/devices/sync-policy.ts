// The sync decision of a heartbeat answer (`sync_required`, `sync_priority`), as a pure function of
// the device's effective sync state and the caller's `now`, so every rule is unit-tested and the
// table below can be quoted in the API description without drift.
//
// Design notes:
// - The backlog (`sync_pending_count`, memories waiting to be pushed) is the one measure of
//   urgency the device reports, so every adaptive rule is a backlog threshold ("bar"). Thresholds
//   make the rules monotonic by construction: a larger backlog, more time since the last sync, a
//   fuller battery, a better network or a stronger signal can only lower a bar, never raise it.
// - INTELLIGENT weighs cost (metered links, battery, time since the last sync); BANDWIDTH_AWARE
//   weighs throughput only (link type and signal), sending the most urgent backlogs first.
// - An unknown network (never reported) is treated as CELLULAR: metered until proven otherwise.
//   A battery or signal that was never reported does not hold a sync back.
//
// sync_required (N = sync_pending_count; a waiting sync job always requires a sync):
//
// | Strategy        | sync_required is true when                                                                 |
// |-----------------|--------------------------------------------------------------------------------------------|
// | any             | a sync job is waiting for the device                                                       |
// | REAL_TIME       | N >= 1                                                                                     |
// | PERIODIC        | never synced, or at least sync_interval_seconds (default 300) since last_sync_at           |
// | ON_DEMAND       | only a waiting sync job                                                                    |
// | INTELLIGENT     | N >= the larger of two bars. Battery: 100 when battery_pct < 20, else 1. Network: 1 on     |
// |                 | WIFI or ETHERNET; 50 on CELLULAR or an unknown network, dropping to 1 when never synced or |
// |                 | 3600 s or more since last_sync_at; 100 on SATELLITE. Signal strength is not considered.    |
// | BANDWIDTH_AWARE | N >= the bar of the link: ETHERNET 1; WIFI 1; CELLULAR or unknown 100; SATELLITE 1000.     |
// |                 | A weak signal moves WIFI (below -80 dBm) to 100 and CELLULAR (below -110 dBm) to 1000.     |
//
// sync_priority (the first row that matches):
//
// | Priority | When                                                                       |
// |----------|----------------------------------------------------------------------------|
// | LOW      | sync_required is false                                                     |
// | CRITICAL | a waiting sync job was requested with force, or N >= 1000                  |
// | HIGH     | a sync job is waiting, or N >= 100                                         |
// | NORMAL   | any other required sync                                                    |
import type { Schemas } from '../schemas.js';

type SyncStrategy = Schemas['SyncStrategy'];
type SyncPriority = Schemas['SyncPriority'];
type NetworkType = Schemas['NetworkType'];

export interface DeviceSyncState {
  strategy: SyncStrategy;
  syncIntervalSeconds: number | null;
  lastSyncAt: Date | null;
  syncPendingCount: number;
  batteryPct: number | null;
  networkType: NetworkType | null;
  signalStrengthDbm: number | null;
  hasWaitingSyncJob: boolean;
  /** The waiting sync job was requested with `force` (a full sync); raises its priority to CRITICAL. */
  waitingSyncJobForced?: boolean;
}

export interface SyncDecision {
  syncRequired: boolean;
  syncPriority: SyncPriority;
  reason: string;
}

export const DEFAULT_PERIODIC_INTERVAL_SECONDS = 300;

/** A backlog this large makes a required sync HIGH, and is what a constrained link still carries. */
export const LARGE_BACKLOG_MEMORIES = 100;
/** A backlog this large makes a required sync CRITICAL; the only backlog a satellite link carries. */
export const CRITICAL_BACKLOG_MEMORIES = 1000;

/** INTELLIGENT: below this battery level only a large backlog (or a job) is worth the energy. */
export const INTELLIGENT_LOW_BATTERY_PCT = 20;
/** INTELLIGENT: the backlog that justifies a sync over a metered (cellular or unknown) link... */
export const INTELLIGENT_METERED_MIN_BACKLOG_MEMORIES = 50;
/** ...or, with any backlog, the time since the last sync after which it is worth it anyway. */
export const INTELLIGENT_METERED_MAX_WAIT_SECONDS = 3600;

/** BANDWIDTH_AWARE: a signal below these levels counts as weak and raises the link's bar one step. */
export const WIFI_WEAK_SIGNAL_DBM = -80;
export const CELLULAR_WEAK_SIGNAL_DBM = -110;

/** BANDWIDTH_AWARE bars, one step per priority band: NORMAL and up, HIGH and up, CRITICAL only. */
const BANDWIDTH_BARS_MEMORIES = [1, LARGE_BACKLOG_MEMORIES, CRITICAL_BACKLOG_MEMORIES] as const;

interface Verdict {
  required: boolean;
  because: string;
}

export function syncDecision(state: DeviceSyncState, now: Date): SyncDecision {
  const verdict = requirement(state, now);
  return {
    syncRequired: verdict.required,
    syncPriority: verdict.required ? requiredPriority(state) : 'LOW',
    reason: `${state.strategy}: ${verdict.because}`,
  };
}

function requirement(state: DeviceSyncState, now: Date): Verdict {
  if (state.hasWaitingSyncJob) {
    const kind = state.waitingSyncJobForced ? 'a full sync job' : 'a sync job';
    return { required: true, because: `${kind} is waiting for the device` };
  }
  switch (state.strategy) {
    case 'REAL_TIME':
      return state.syncPendingCount > 0
        ? { required: true, because: `${memories(state.syncPendingCount)} waiting to be pushed` }
        : { required: false, because: 'nothing waiting to be pushed' };
    case 'PERIODIC':
      return periodic(state, now);
    case 'ON_DEMAND':
      return { required: false, because: 'no sync job waiting' };
    case 'INTELLIGENT':
      return intelligent(state, now);
    case 'BANDWIDTH_AWARE':
      return bandwidthAware(state);
  }
}

function requiredPriority(state: DeviceSyncState): SyncPriority {
  const pending = state.syncPendingCount;
  if ((state.hasWaitingSyncJob && state.waitingSyncJobForced === true) || pending >= CRITICAL_BACKLOG_MEMORIES)
    return 'CRITICAL';
  if (state.hasWaitingSyncJob || pending >= LARGE_BACKLOG_MEMORIES) return 'HIGH';
  return 'NORMAL';
}

function periodic(state: DeviceSyncState, now: Date): Verdict {
  const intervalSeconds = state.syncIntervalSeconds ?? DEFAULT_PERIODIC_INTERVAL_SECONDS;
  if (state.lastSyncAt === null) return { required: true, because: 'never synced' };
  const elapsedSeconds = secondsBetween(state.lastSyncAt, now);
  return elapsedSeconds >= intervalSeconds
    ? {
        required: true,
        because: `${intervalSeconds} s interval elapsed (last sync ${wholeSeconds(elapsedSeconds)} s ago)`,
      }
    : { required: false, because: `next sync due in ${Math.ceil(intervalSeconds - elapsedSeconds)} s` };
}

function intelligent(state: DeviceSyncState, now: Date): Verdict {
  const pending = state.syncPendingCount;
  if (pending <= 0) return { required: false, because: 'nothing waiting to be pushed' };

  // Each hold is a bar with the words that explain it; the highest bar decides.
  const holds: Array<{ bar: number; why: string }> = [];
  if (state.batteryPct !== null && state.batteryPct < INTELLIGENT_LOW_BATTERY_PCT) {
    holds.push({
      bar: LARGE_BACKLOG_MEMORIES,
      why: `battery at ${percent(state.batteryPct)}, below ${INTELLIGENT_LOW_BATTERY_PCT}%`,
    });
  }
  const network = state.networkType;
  let meteredWait = '';
  if (network === 'SATELLITE') {
    holds.push({ bar: LARGE_BACKLOG_MEMORIES, why: 'SATELLITE link' });
  } else if (network !== 'WIFI' && network !== 'ETHERNET') {
    const metered = `${network ?? 'an unknown network'} is metered`;
    if (state.lastSyncAt === null) {
      meteredWait = 'never synced';
    } else {
      const elapsedSeconds = secondsBetween(state.lastSyncAt, now);
      if (elapsedSeconds >= INTELLIGENT_METERED_MAX_WAIT_SECONDS) {
        meteredWait = `last sync ${wholeSeconds(elapsedSeconds)} s ago`;
      } else {
        holds.push({
          bar: INTELLIGENT_METERED_MIN_BACKLOG_MEMORIES,
          why: `${metered}; any backlog syncs ${INTELLIGENT_METERED_MAX_WAIT_SECONDS} s after the last sync`,
        });
      }
    }
  }

  const bar = Math.max(1, ...holds.map((hold) => hold.bar));
  const binding = holds.filter((hold) => hold.bar === bar).map((hold) => hold.why);
  const waiting = `${memories(pending)} waiting on ${linkName(network)}`;
  if (pending >= bar) {
    if (bar > 1) return { required: true, because: `${waiting}, at least the ${bar} needed (${binding.join('; ')})` };
    return { required: true, because: meteredWait === '' ? waiting : `${waiting}, ${meteredWait}` };
  }
  return { required: false, because: `${waiting}, holding until ${bar} (${binding.join('; ')})` };
}

function bandwidthAware(state: DeviceSyncState): Verdict {
  const pending = state.syncPendingCount;
  if (pending <= 0) return { required: false, because: 'nothing waiting to be pushed' };

  const network = state.networkType;
  const signal = state.signalStrengthDbm;
  let step: number;
  let weak = false;
  if (network === 'ETHERNET') {
    step = 0;
  } else if (network === 'WIFI') {
    weak = signal !== null && signal < WIFI_WEAK_SIGNAL_DBM;
    step = weak ? 1 : 0;
  } else if (network === 'SATELLITE') {
    step = 2;
  } else {
    weak = signal !== null && signal < CELLULAR_WEAK_SIGNAL_DBM;
    step = weak ? 2 : 1;
  }
  const bar = BANDWIDTH_BARS_MEMORIES[step] ?? CRITICAL_BACKLOG_MEMORIES;
  const link = weak ? `${linkName(network)} with a weak signal (${signal} dBm)` : linkName(network);
  const carries = `${link} carries backlogs from ${bar}`;
  return pending >= bar
    ? { required: true, because: `${memories(pending)} waiting; ${carries}` }
    : { required: false, because: `${memories(pending)} waiting; ${carries}` };
}

function secondsBetween(earlier: Date, later: Date): number {
  return (later.getTime() - earlier.getTime()) / 1000;
}

function wholeSeconds(seconds: number): number {
  return Math.floor(seconds);
}

function memories(count: number): string {
  return count === 1 ? '1 memory' : `${count} memories`;
}

function percent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

function linkName(network: NetworkType | null): string {
  return network ?? 'an unknown network (treated as CELLULAR)';
}
