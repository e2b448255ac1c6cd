// When a running sync job is done (heartbeats.service.ts): handed over, the device synced since,
// and nothing left to push unless the job only pulls.
import { describe, expect, it } from 'vitest';
import { syncJobDone } from '../../src/modules/devices/heartbeats.service.js';

const handedOverAt = new Date('2026-11-02T15:00:10.000Z');
const before = new Date('2026-11-02T15:00:09.999Z');
const after = new Date('2026-11-02T15:00:12.000Z');

describe('syncJobDone', () => {
  it('is never done before the hand-over, or without a sync since it', () => {
    expect(syncJobDone({ direction: 'both', handedOverAt: null }, after, 0)).toBe(false);
    expect(syncJobDone({ direction: 'both', handedOverAt }, null, 0)).toBe(false);
    expect(syncJobDone({ direction: 'both', handedOverAt }, before, 0)).toBe(false);
    expect(syncJobDone({ direction: 'pull', handedOverAt }, before, 0)).toBe(false);
  });

  it('needs an empty backlog for jobs that push, and not for a pull job', () => {
    expect(syncJobDone({ direction: 'both', handedOverAt }, after, 0)).toBe(true);
    expect(syncJobDone({ direction: 'push', handedOverAt }, handedOverAt, 0)).toBe(true); // a sync that started at the hand-over counts
    expect(syncJobDone({ direction: 'push', handedOverAt }, after, 1)).toBe(false);
    expect(syncJobDone({ direction: 'both', handedOverAt }, after, 3)).toBe(false);
    expect(syncJobDone({ direction: 'pull', handedOverAt }, after, 3)).toBe(true);
  });
});
