import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/platform/logger.js';
import { RequestMetrics } from '../../src/modules/monitoring/request-metrics.js';
import type {
  ActiveDay,
  MinuteSeries,
  RequestMetricsRepository,
} from '../../src/modules/monitoring/request-metrics.repository.js';

/** A repository that keeps what each flush wrote, or fails the flushes it is told to. */
function recordingRepository(failures = 0) {
  const writes: { minutes: MinuteSeries[]; active: ActiveDay[] }[] = [];
  let failing = failures;
  const repository = {
    add: async (minutes: MinuteSeries[], active: ActiveDay[]) => {
      if (failing-- > 0) throw new Error('the database went away');
      writes.push({ minutes, active });
    },
  } as unknown as RequestMetricsRepository;
  return { repository, writes };
}

const at = new Date('2026-11-26T10:00:30Z');

describe('RequestMetrics flush', () => {
  it("drops the active day of an account that no longer exists, keeping its requests' counts", async () => {
    const { repository, writes } = recordingRepository();
    const metrics = new RequestMetrics({
      repository,
      existingAccounts: async (ids) => new Set(ids.filter((id) => id !== 'acc_gone')),
      logger: createLogger('silent'),
      flushIntervalMs: 60_000,
      clock: () => at,
    });
    metrics.recordRequest('getUsage', 200, 12, 'acc_kept');
    metrics.recordRequest('getUsage', 404, 3, 'acc_gone');
    await metrics.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.active).toEqual([{ day: '2026-11-26', accountId: 'acc_kept' }]);
    expect(writes[0]!.minutes).toMatchObject([{ series: 'getUsage', count: 2, count4xx: 1 }]);
  });

  it('puts the buckets back when the write fails, and the next flush writes them', async () => {
    const { repository, writes } = recordingRepository(1);
    const metrics = new RequestMetrics({
      repository,
      existingAccounts: async (ids) => new Set(ids),
      logger: createLogger('silent'),
      flushIntervalMs: 60_000,
      clock: () => at,
    });
    metrics.recordRequest('search', 200, 5, 'acc_a');
    await expect(metrics.flush()).rejects.toThrow('the database went away');
    metrics.recordRequest('search', 500, 7, 'acc_a');
    await metrics.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.minutes).toMatchObject([{ series: 'search', count: 2, count5xx: 1, durationMsTotal: 12 }]);
    expect(writes[0]!.active).toEqual([{ day: '2026-11-26', accountId: 'acc_a' }]);
  });
});
