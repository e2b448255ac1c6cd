import { describe, expect, it } from 'vitest';
import {
  genericMetadata,
  megabytes,
  searchFilters,
  splitMetadata,
  tagsOf,
  toGenericMemory,
} from '../../src/modules/generic/generic-mapping.js';
import type { MemoryRecord } from '../../src/modules/memory/memories.repository.js';

const record: MemoryRecord = {
  id: 'mem_a',
  accountId: 'acc_a',
  collection: 'agent-memory',
  text: 'Prefers dark mode',
  category: 'preference',
  importance: 0.8,
  metadata: { tags: ['ui'], source: 'chat' },
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
  userId: 'alice',
};

describe('generic metadata', () => {
  it("splits category and importance off into the record's columns and keeps every other key", () => {
    expect(splitMetadata({ category: 'fact', importance: 0.4, tags: ['a'], source: 'x' })).toEqual({
      category: 'fact',
      importance: 0.4,
      rest: { tags: ['a'], source: 'x' },
    });
    expect(splitMetadata(undefined)).toEqual({ category: undefined, importance: undefined, rest: {} });
  });

  it("shows the record's columns and metadata together, tags always a string array", () => {
    expect(genericMetadata(record)).toEqual({ category: 'preference', importance: 0.8, tags: ['ui'], source: 'chat' });
    expect(tagsOf({})).toEqual([]);
    expect(tagsOf({ tags: 'ui' })).toEqual([]);
    expect(tagsOf({ tags: ['a', 1] })).toEqual([]);
    // a main-surface memory's own category key never overrides the column
    expect(genericMetadata({ ...record, metadata: { category: 'other', importance: 'high' } })).toMatchObject({
      category: 'preference',
      importance: 0.8,
      tags: [],
    });
  });

  it('maps a record to the generic memory, user_id null when none', () => {
    expect(toGenericMemory(record)).toEqual({
      id: 'mem_a',
      content: 'Prefers dark mode',
      metadata: { category: 'preference', importance: 0.8, tags: ['ui'], source: 'chat' },
      user_id: 'alice',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    });
    const plain = { ...record, userId: undefined, updatedAt: undefined };
    expect(toGenericMemory(plain)).toMatchObject({ user_id: null, updated_at: '2026-01-01T00:00:00.000Z' });
  });
});

describe('search filters', () => {
  it('become the vector-store query criteria, absent ones left out', () => {
    expect(searchFilters({ filters: { category: 'decision', importance: { gte: 0.5 } }, user_id: 'bob' })).toEqual({
      category: 'decision',
      minImportance: 0.5,
      userId: 'bob',
    });
    expect(searchFilters({})).toEqual({ category: undefined, minImportance: undefined, userId: undefined });
  });
});

describe('megabytes', () => {
  it('are 10^6 bytes', () => {
    expect(megabytes(1_850_000)).toBe(1.85);
    expect(megabytes(0)).toBe(0);
    expect(megabytes(3_153)).toBe(0.003153);
  });
});
