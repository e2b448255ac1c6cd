import { describe, expect, it } from 'vitest';
import { maintenanceDue, restOver, type TableActivity } from '../../src/platform/db/embedded-maintenance.js';

const table = (over: Partial<TableActivity>): TableActivity => ({
  name: 't',
  reltuples: 1000,
  relpages: 100,
  pages: 100,
  modified: 0,
  dead: 0,
  ...over,
});

describe('embedded maintenance rules (autovacuum thresholds)', () => {
  it('analyses a table never analysed once it holds data, and leaves an empty one alone', () => {
    expect(maintenanceDue(table({ reltuples: -1, relpages: 0, pages: 3 }))).toBe('analyze');
    expect(maintenanceDue(table({ reltuples: -1, relpages: 0, pages: 0 }))).toBeNull();
  });

  it('analyses after more than 50 + 10 % of the rows changed, not before', () => {
    expect(maintenanceDue(table({ modified: 150 }))).toBeNull();
    expect(maintenanceDue(table({ modified: 151 }))).toBe('analyze');
  });

  it('analyses a table that grew on disk by more than 20 % since its last analysis (counters reset with the process)', () => {
    expect(maintenanceDue(table({ pages: 128 }))).toBeNull();
    expect(maintenanceDue(table({ pages: 129 }))).toBe('analyze');
  });

  it('vacuums (and analyses) past 50 + 20 % dead rows, before any other rule', () => {
    expect(maintenanceDue(table({ dead: 250 }))).toBeNull();
    expect(maintenanceDue(table({ dead: 251, modified: 10_000 }))).toBe('vacuum analyze');
    expect(maintenanceDue(table({ reltuples: -1, pages: 0, dead: 51 }))).toBe('vacuum analyze');
  });

  it('leaves a quiet, analysed table alone', () => {
    expect(maintenanceDue(table({}))).toBeNull();
  });

  it('lets a table just maintained rest, unless it was never analysed or doubled on disk since', () => {
    expect(restOver(table({}), undefined, 5_000, 60_000)).toBe(true); // never maintained by this process
    expect(restOver(table({}), 1_000, 30_000, 60_000)).toBe(false);
    expect(restOver(table({}), 1_000, 61_000, 60_000)).toBe(true);
    expect(restOver(table({ reltuples: -1 }), 1_000, 2_000, 60_000)).toBe(true);
    expect(restOver(table({ pages: 208 }), 1_000, 2_000, 60_000)).toBe(false);
    expect(restOver(table({ pages: 209 }), 1_000, 2_000, 60_000)).toBe(true);
  });
});
