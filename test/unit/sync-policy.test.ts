import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/modules/schemas.js';
import {
  CELLULAR_WEAK_SIGNAL_DBM,
  CRITICAL_BACKLOG_MEMORIES,
  DEFAULT_PERIODIC_INTERVAL_SECONDS,
  INTELLIGENT_LOW_BATTERY_PCT,
  INTELLIGENT_METERED_MAX_WAIT_SECONDS,
  INTELLIGENT_METERED_MIN_BACKLOG_MEMORIES,
  LARGE_BACKLOG_MEMORIES,
  WIFI_WEAK_SIGNAL_DBM,
  syncDecision,
  type DeviceSyncState,
} from '../../src/modules/devices/sync-policy.js';

type SyncStrategy = Schemas['SyncStrategy'];
type SyncPriority = Schemas['SyncPriority'];
type NetworkType = Schemas['NetworkType'];

const NOW = new Date('2026-11-02T15:00:30Z');

function secondsAgo(seconds: number): Date {
  return new Date(NOW.getTime() - seconds * 1000);
}

function state(overrides: Partial<DeviceSyncState> = {}): DeviceSyncState {
  return {
    strategy: 'INTELLIGENT',
    syncIntervalSeconds: null,
    lastSyncAt: secondsAgo(60),
    syncPendingCount: 0,
    batteryPct: 80,
    networkType: 'WIFI',
    signalStrengthDbm: -55,
    hasWaitingSyncJob: false,
    ...overrides,
  };
}

const STRATEGIES: SyncStrategy[] = ['REAL_TIME', 'PERIODIC', 'ON_DEMAND', 'INTELLIGENT', 'BANDWIDTH_AWARE'];
const PRIORITY_RANK: Record<SyncPriority, number> = { LOW: 0, NORMAL: 1, HIGH: 2, CRITICAL: 3 };

interface Case {
  name: string;
  state: Partial<DeviceSyncState>;
  required: boolean;
  priority: SyncPriority;
}

function expectCases(cases: Case[]): void {
  for (const c of cases) {
    const decision = syncDecision(state(c.state), NOW);
    expect({ name: c.name, required: decision.syncRequired, priority: decision.syncPriority }).toEqual({
      name: c.name,
      required: c.required,
      priority: c.priority,
    });
  }
}

describe('sync policy: rules every strategy shares', () => {
  it('a waiting sync job always requires a sync, HIGH, or CRITICAL when forced', () => {
    for (const strategy of STRATEGIES) {
      const idle = { strategy, syncPendingCount: 0, lastSyncAt: NOW, networkType: 'SATELLITE' as const, batteryPct: 1 };
      expectCases([
        { name: `${strategy} job`, state: { ...idle, hasWaitingSyncJob: true }, required: true, priority: 'HIGH' },
        {
          name: `${strategy} forced job`,
          state: { ...idle, hasWaitingSyncJob: true, waitingSyncJobForced: true },
          required: true,
          priority: 'CRITICAL',
        },
        {
          name: `${strategy} force without a job`,
          state: { ...idle, waitingSyncJobForced: true },
          required: false,
          priority: 'LOW',
        },
      ]);
    }
  });

  it('a waiting job with a critical backlog is CRITICAL', () => {
    const decision = syncDecision(
      state({ strategy: 'ON_DEMAND', hasWaitingSyncJob: true, syncPendingCount: CRITICAL_BACKLOG_MEMORIES }),
      NOW,
    );
    expect(decision.syncPriority).toBe('CRITICAL');
  });

  it('the reason names the strategy and says why, in a sentence', () => {
    expect(syncDecision(state({ strategy: 'REAL_TIME', syncPendingCount: 4 }), NOW).reason).toBe(
      'REAL_TIME: 4 memories waiting to be pushed',
    );
    expect(syncDecision(state({ strategy: 'REAL_TIME', syncPendingCount: 1 }), NOW).reason).toBe(
      'REAL_TIME: 1 memory waiting to be pushed',
    );
    expect(
      syncDecision(state({ strategy: 'ON_DEMAND', hasWaitingSyncJob: true, waitingSyncJobForced: true }), NOW).reason,
    ).toBe('ON_DEMAND: a full sync job is waiting for the device');
    expect(syncDecision(state({ strategy: 'PERIODIC', lastSyncAt: secondsAgo(420) }), NOW).reason).toBe(
      'PERIODIC: 300 s interval elapsed (last sync 420 s ago)',
    );
    expect(syncDecision(state({ strategy: 'PERIODIC', lastSyncAt: secondsAgo(180) }), NOW).reason).toBe(
      'PERIODIC: next sync due in 120 s',
    );
    expect(syncDecision(state({ strategy: 'INTELLIGENT', syncPendingCount: 30, batteryPct: 12 }), NOW).reason).toBe(
      'INTELLIGENT: 30 memories waiting on WIFI, holding until 100 (battery at 12%, below 20%)',
    );
    expect(
      syncDecision(
        state({ strategy: 'BANDWIDTH_AWARE', syncPendingCount: 40, networkType: 'CELLULAR', signalStrengthDbm: -115 }),
        NOW,
      ).reason,
    ).toBe('BANDWIDTH_AWARE: 40 memories waiting; CELLULAR with a weak signal (-115 dBm) carries backlogs from 1000');
  });
});

describe('sync policy: REAL_TIME, PERIODIC, ON_DEMAND', () => {
  it('REAL_TIME syncs whenever anything is pending, whatever the network or battery', () => {
    const bad = {
      strategy: 'REAL_TIME' as const,
      networkType: 'SATELLITE' as const,
      batteryPct: 2,
      signalStrengthDbm: -140,
    };
    expectCases([
      { name: 'nothing pending', state: { ...bad, syncPendingCount: 0 }, required: false, priority: 'LOW' },
      { name: '1 pending', state: { ...bad, syncPendingCount: 1 }, required: true, priority: 'NORMAL' },
      {
        name: '99 pending',
        state: { ...bad, syncPendingCount: LARGE_BACKLOG_MEMORIES - 1 },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: '100 pending',
        state: { ...bad, syncPendingCount: LARGE_BACKLOG_MEMORIES },
        required: true,
        priority: 'HIGH',
      },
      {
        name: '999 pending',
        state: { ...bad, syncPendingCount: CRITICAL_BACKLOG_MEMORIES - 1 },
        required: true,
        priority: 'HIGH',
      },
      {
        name: '1000 pending',
        state: { ...bad, syncPendingCount: CRITICAL_BACKLOG_MEMORIES },
        required: true,
        priority: 'CRITICAL',
      },
    ]);
  });

  it('PERIODIC syncs once the interval (default 300 s) has elapsed, or when it never synced', () => {
    const periodic = { strategy: 'PERIODIC' as const, syncPendingCount: 0 };
    expectCases([
      { name: 'never synced', state: { ...periodic, lastSyncAt: null }, required: true, priority: 'NORMAL' },
      {
        name: 'default 299.999 s',
        state: { ...periodic, lastSyncAt: secondsAgo(DEFAULT_PERIODIC_INTERVAL_SECONDS - 0.001) },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'default 300 s',
        state: { ...periodic, lastSyncAt: secondsAgo(DEFAULT_PERIODIC_INTERVAL_SECONDS) },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: 'own 60 s, 59 s ago',
        state: { ...periodic, syncIntervalSeconds: 60, lastSyncAt: secondsAgo(59) },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'own 60 s, 60 s ago',
        state: { ...periodic, syncIntervalSeconds: 60, lastSyncAt: secondsAgo(60) },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: 'own 3600 s, 300 s ago',
        state: { ...periodic, syncIntervalSeconds: 3600, lastSyncAt: secondsAgo(300) },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'last sync in the future (clock skew)',
        state: { ...periodic, lastSyncAt: secondsAgo(-30) },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'due with a large backlog',
        state: { ...periodic, lastSyncAt: null, syncPendingCount: LARGE_BACKLOG_MEMORIES },
        required: true,
        priority: 'HIGH',
      },
      {
        name: 'due with a critical backlog',
        state: { ...periodic, lastSyncAt: null, syncPendingCount: CRITICAL_BACKLOG_MEMORIES },
        required: true,
        priority: 'CRITICAL',
      },
      {
        name: 'not due: a backlog does not force it',
        state: { ...periodic, lastSyncAt: secondsAgo(10), syncPendingCount: 5000 },
        required: false,
        priority: 'LOW',
      },
    ]);
  });

  it('ON_DEMAND syncs only for a waiting job', () => {
    const onDemand = { strategy: 'ON_DEMAND' as const, lastSyncAt: null, networkType: 'ETHERNET' as const };
    expectCases([
      {
        name: 'huge backlog, never synced',
        state: { ...onDemand, syncPendingCount: 5000 },
        required: false,
        priority: 'LOW',
      },
      { name: 'job', state: { ...onDemand, hasWaitingSyncJob: true }, required: true, priority: 'HIGH' },
    ]);
  });
});

describe('sync policy: INTELLIGENT', () => {
  const intelligent = { strategy: 'INTELLIGENT' as const };
  const recent = secondsAgo(60);

  it('syncs any backlog on unmetered links (WIFI, ETHERNET), ignoring signal strength', () => {
    expectCases([
      {
        name: 'WIFI, nothing pending',
        state: { ...intelligent, networkType: 'WIFI', syncPendingCount: 0 },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'WIFI, 1 pending',
        state: { ...intelligent, networkType: 'WIFI', syncPendingCount: 1 },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: 'WIFI weak, 1 pending',
        state: { ...intelligent, networkType: 'WIFI', signalStrengthDbm: -95, syncPendingCount: 1 },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: 'ETHERNET, 1 pending',
        state: { ...intelligent, networkType: 'ETHERNET', syncPendingCount: 1 },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: 'ETHERNET, 150 pending',
        state: { ...intelligent, networkType: 'ETHERNET', syncPendingCount: 150 },
        required: true,
        priority: 'HIGH',
      },
    ]);
  });

  it('on CELLULAR (and an unknown network) waits for 50 memories or 3600 s since the last sync', () => {
    for (const networkType of ['CELLULAR', null] as const) {
      const metered = { ...intelligent, networkType, lastSyncAt: recent };
      const label = networkType ?? 'unknown';
      expectCases([
        {
          name: `${label} 49`,
          state: { ...metered, syncPendingCount: INTELLIGENT_METERED_MIN_BACKLOG_MEMORIES - 1 },
          required: false,
          priority: 'LOW',
        },
        {
          name: `${label} 50`,
          state: { ...metered, syncPendingCount: INTELLIGENT_METERED_MIN_BACKLOG_MEMORIES },
          required: true,
          priority: 'NORMAL',
        },
        {
          name: `${label} 1 pending, 3599.999 s`,
          state: {
            ...metered,
            syncPendingCount: 1,
            lastSyncAt: secondsAgo(INTELLIGENT_METERED_MAX_WAIT_SECONDS - 0.001),
          },
          required: false,
          priority: 'LOW',
        },
        {
          name: `${label} 1 pending, 3600 s`,
          state: { ...metered, syncPendingCount: 1, lastSyncAt: secondsAgo(INTELLIGENT_METERED_MAX_WAIT_SECONDS) },
          required: true,
          priority: 'NORMAL',
        },
        {
          name: `${label} 1 pending, never synced`,
          state: { ...metered, syncPendingCount: 1, lastSyncAt: null },
          required: true,
          priority: 'NORMAL',
        },
        {
          name: `${label} 0 pending, never synced`,
          state: { ...metered, syncPendingCount: 0, lastSyncAt: null },
          required: false,
          priority: 'LOW',
        },
      ]);
    }
  });

  it('on SATELLITE waits for a large backlog (100), however long since the last sync', () => {
    const satellite = { ...intelligent, networkType: 'SATELLITE' as const };
    expectCases([
      {
        name: '99',
        state: { ...satellite, syncPendingCount: LARGE_BACKLOG_MEMORIES - 1, lastSyncAt: null },
        required: false,
        priority: 'LOW',
      },
      {
        name: '100',
        state: { ...satellite, syncPendingCount: LARGE_BACKLOG_MEMORIES },
        required: true,
        priority: 'HIGH',
      },
      {
        name: '1000',
        state: { ...satellite, syncPendingCount: CRITICAL_BACKLOG_MEMORIES },
        required: true,
        priority: 'CRITICAL',
      },
    ]);
  });

  it('below 20% battery waits for a large backlog (100) on any link; an unreported battery does not hold back', () => {
    const wifi = { ...intelligent, networkType: 'WIFI' as const, syncPendingCount: 10 };
    expectCases([
      {
        name: 'battery 19.9, 10 pending',
        state: { ...wifi, batteryPct: INTELLIGENT_LOW_BATTERY_PCT - 0.1 },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'battery 20, 10 pending',
        state: { ...wifi, batteryPct: INTELLIGENT_LOW_BATTERY_PCT },
        required: true,
        priority: 'NORMAL',
      },
      { name: 'battery unknown, 10 pending', state: { ...wifi, batteryPct: null }, required: true, priority: 'NORMAL' },
      {
        name: 'battery 5, 99 pending',
        state: { ...wifi, batteryPct: 5, syncPendingCount: LARGE_BACKLOG_MEMORIES - 1 },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'battery 5, 100 pending',
        state: { ...wifi, batteryPct: 5, syncPendingCount: LARGE_BACKLOG_MEMORIES },
        required: true,
        priority: 'HIGH',
      },
      {
        name: 'battery 5 on CELLULAR long after the last sync, 60 pending',
        state: { ...wifi, networkType: 'CELLULAR', batteryPct: 5, syncPendingCount: 60, lastSyncAt: null },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'battery 5, job',
        state: { ...wifi, batteryPct: 5, hasWaitingSyncJob: true },
        required: true,
        priority: 'HIGH',
      },
    ]);
  });
});

describe('sync policy: BANDWIDTH_AWARE', () => {
  const bandwidth = { strategy: 'BANDWIDTH_AWARE' as const, lastSyncAt: null, batteryPct: 3 };

  it('carries any backlog on ETHERNET and on WIFI with an adequate signal', () => {
    expectCases([
      {
        name: 'ETHERNET 0',
        state: { ...bandwidth, networkType: 'ETHERNET', syncPendingCount: 0 },
        required: false,
        priority: 'LOW',
      },
      {
        name: 'ETHERNET 1',
        state: { ...bandwidth, networkType: 'ETHERNET', syncPendingCount: 1, signalStrengthDbm: -150 },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: 'WIFI -80, 1',
        state: { ...bandwidth, networkType: 'WIFI', signalStrengthDbm: WIFI_WEAK_SIGNAL_DBM, syncPendingCount: 1 },
        required: true,
        priority: 'NORMAL',
      },
      {
        name: 'WIFI unknown signal, 1',
        state: { ...bandwidth, networkType: 'WIFI', signalStrengthDbm: null, syncPendingCount: 1 },
        required: true,
        priority: 'NORMAL',
      },
    ]);
  });

  it('on WIFI below -80 dBm carries only backlogs from 100', () => {
    const weakWifi = { ...bandwidth, networkType: 'WIFI' as const, signalStrengthDbm: WIFI_WEAK_SIGNAL_DBM - 1 };
    expectCases([
      {
        name: '99',
        state: { ...weakWifi, syncPendingCount: LARGE_BACKLOG_MEMORIES - 1 },
        required: false,
        priority: 'LOW',
      },
      {
        name: '100',
        state: { ...weakWifi, syncPendingCount: LARGE_BACKLOG_MEMORIES },
        required: true,
        priority: 'HIGH',
      },
    ]);
  });

  it('on CELLULAR (and an unknown network) carries backlogs from 100, from 1000 below -110 dBm', () => {
    for (const networkType of ['CELLULAR', null] as const) {
      const cellular = { ...bandwidth, networkType, signalStrengthDbm: CELLULAR_WEAK_SIGNAL_DBM };
      const weak = { ...cellular, signalStrengthDbm: CELLULAR_WEAK_SIGNAL_DBM - 1 };
      const label = networkType ?? 'unknown';
      expectCases([
        {
          name: `${label} 99`,
          state: { ...cellular, syncPendingCount: LARGE_BACKLOG_MEMORIES - 1 },
          required: false,
          priority: 'LOW',
        },
        {
          name: `${label} 100`,
          state: { ...cellular, syncPendingCount: LARGE_BACKLOG_MEMORIES },
          required: true,
          priority: 'HIGH',
        },
        {
          name: `${label} unknown signal 100`,
          state: { ...cellular, signalStrengthDbm: null, syncPendingCount: LARGE_BACKLOG_MEMORIES },
          required: true,
          priority: 'HIGH',
        },
        {
          name: `${label} weak 999`,
          state: { ...weak, syncPendingCount: CRITICAL_BACKLOG_MEMORIES - 1 },
          required: false,
          priority: 'LOW',
        },
        {
          name: `${label} weak 1000`,
          state: { ...weak, syncPendingCount: CRITICAL_BACKLOG_MEMORIES },
          required: true,
          priority: 'CRITICAL',
        },
      ]);
    }
  });

  it('on SATELLITE carries only critical backlogs (1000), whatever the signal', () => {
    const satellite = { ...bandwidth, networkType: 'SATELLITE' as const };
    expectCases([
      {
        name: '999',
        state: { ...satellite, syncPendingCount: CRITICAL_BACKLOG_MEMORIES - 1, signalStrengthDbm: -40 },
        required: false,
        priority: 'LOW',
      },
      {
        name: '1000',
        state: { ...satellite, syncPendingCount: CRITICAL_BACKLOG_MEMORIES, signalStrengthDbm: -145 },
        required: true,
        priority: 'CRITICAL',
      },
      { name: 'job', state: { ...satellite, hasWaitingSyncJob: true }, required: true, priority: 'HIGH' },
    ]);
  });
});

describe('sync policy: monotonicity', () => {
  const BACKLOGS = [0, 1, 2, 49, 50, 51, 99, 100, 101, 999, 1000, 1001, 5000];
  const NETWORKS_WORST_FIRST: Array<NetworkType | null> = ['SATELLITE', 'CELLULAR', null, 'WIFI', 'ETHERNET'];
  const SIGNALS_WORST_FIRST: Array<number | null> = [-150, -111, -110, -81, -80, -40, 0];
  const BATTERIES_WORST_FIRST: Array<number | null> = [0, 15, 19.9, 20, 50, 100];
  const SECONDS_SINCE_SYNC_SHORTEST_FIRST: Array<number | null> = [0, 59, 60, 299, 300, 3599, 3600, 86_400, null];

  interface Variant {
    strategy: SyncStrategy;
    syncIntervalSeconds: number | null;
    job: 'none' | 'waiting' | 'forced';
    backlog: number;
    network: NetworkType | null;
    signal: number | null;
    battery: number | null;
    sinceSync: number | null;
  }

  function decide(v: Variant) {
    return syncDecision(
      {
        strategy: v.strategy,
        syncIntervalSeconds: v.syncIntervalSeconds,
        lastSyncAt: v.sinceSync === null ? null : secondsAgo(v.sinceSync),
        syncPendingCount: v.backlog,
        batteryPct: v.battery,
        networkType: v.network,
        signalStrengthDbm: v.signal,
        hasWaitingSyncJob: v.job !== 'none',
        waitingSyncJobForced: v.job === 'forced',
      },
      NOW,
    );
  }

  /** Every combination of the dimensions other than `vary`, each run along `vary`'s ordered values. */
  function* chains<K extends keyof Variant>(vary: K, ordered: Array<Variant[K]>): Generator<Variant[]> {
    const base: Variant = {
      strategy: 'INTELLIGENT',
      syncIntervalSeconds: null,
      job: 'none',
      backlog: 0,
      network: 'WIFI',
      signal: null,
      battery: null,
      sinceSync: null,
    };
    const dims: { [D in keyof Variant]: Array<Variant[D]> } = {
      strategy: STRATEGIES,
      syncIntervalSeconds: [null, 60],
      job: ['none', 'waiting', 'forced'],
      backlog: BACKLOGS,
      network: NETWORKS_WORST_FIRST,
      signal: SIGNALS_WORST_FIRST,
      battery: BATTERIES_WORST_FIRST,
      sinceSync: SECONDS_SINCE_SYNC_SHORTEST_FIRST,
    };
    const others = (Object.keys(dims) as Array<keyof Variant>).filter((key) => key !== vary);
    function* combine(index: number, partial: Variant): Generator<Variant[]> {
      const key = others[index];
      if (key === undefined) {
        yield ordered.map((value) => ({ ...partial, [vary]: value }));
        return;
      }
      for (const value of dims[key]) yield* combine(index + 1, { ...partial, [key]: value });
    }
    yield* combine(0, base);
  }

  /** Along each chain, sync_required never goes from true to false and the priority never drops. */
  function expectNeverWorse<K extends keyof Variant>(vary: K, ordered: Array<Variant[K]>): number {
    let checked = 0;
    for (const chain of chains(vary, ordered)) {
      let previous: { variant: Variant; required: boolean; rank: number } | null = null;
      for (const variant of chain) {
        const decision = decide(variant);
        const rank = PRIORITY_RANK[decision.syncPriority];
        if (previous !== null && ((previous.required && !decision.syncRequired) || rank < previous.rank)) {
          expect.fail(
            `worse decision moving ${String(vary)} from ${JSON.stringify(previous.variant)} to ${JSON.stringify(variant)}`,
          );
        }
        previous = { variant, required: decision.syncRequired, rank };
        checked++;
      }
    }
    return checked;
  }

  it('more backlog never lowers the priority nor turns a required sync into not required', () => {
    expect(expectNeverWorse('backlog', BACKLOGS)).toBeGreaterThan(10_000);
  });

  it('a better network never turns a required sync into not required', () => {
    expect(expectNeverWorse('network', NETWORKS_WORST_FIRST)).toBeGreaterThan(10_000);
  });

  it('a stronger signal, a fuller battery, or more time since the last sync never does either', () => {
    expect(expectNeverWorse('signal', SIGNALS_WORST_FIRST)).toBeGreaterThan(10_000);
    expect(expectNeverWorse('battery', BATTERIES_WORST_FIRST)).toBeGreaterThan(10_000);
    expect(expectNeverWorse('sinceSync', SECONDS_SINCE_SYNC_SHORTEST_FIRST)).toBeGreaterThan(10_000);
  });

  it('a waiting job, then a forced one, never makes the decision worse', () => {
    expect(expectNeverWorse('job', ['none', 'waiting', 'forced'])).toBeGreaterThan(10_000);
  });

  it('every decision is LOW exactly when no sync is required, with a reason naming the strategy', () => {
    for (const chain of chains('backlog', BACKLOGS)) {
      for (const variant of chain) {
        const decision = decide(variant);
        if (
          (decision.syncPriority === 'LOW') === decision.syncRequired ||
          !decision.reason.startsWith(`${variant.strategy}: `)
        ) {
          expect.fail(`inconsistent decision for ${JSON.stringify(variant)}: ${JSON.stringify(decision)}`);
        }
      }
    }
  });
});
