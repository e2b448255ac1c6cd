import { describe, expect, it } from 'vitest';
import { periodOf } from '../../src/modules/usage/billing-period.js';

describe('billing periods', () => {
  it('are calendar months in UTC', () => {
    expect(periodOf(new Date('2026-11-22T09:00:00Z'))).toEqual({
      start: '2026-11-01',
      resetsAt: new Date('2026-12-01T00:00:00Z'),
    });
    expect(periodOf(new Date('2026-12-31T23:59:59Z'))).toEqual({
      start: '2026-12-01',
      resetsAt: new Date('2027-01-01T00:00:00Z'),
    });
    expect(periodOf(new Date('2027-01-01T00:00:00Z')).start).toBe('2027-01-01');
  });
});
