// One contract, every adapter: the same tests run unchanged against pgvector (embedded and
// PostgreSQL) and Milvus Lite. No fake stands in for a store here.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VectorStoreError, type VectorRecord, type VectorStore } from '../../src/modules/memory/vector-store/vector-store.js';
import { unitVectors } from '../support/unit-vectors.js';
import { requireStore, storeTargets, type OpenedStore } from '../support/vector-stores.js';

const DIM = 768;
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

/** A vector at a chosen cosine from `base`, in the plane of base and another unit vector. */
function atCosine(base: Float32Array, other: Float32Array, c: number): Float32Array {
  const dot = cosine(base, other);
  const orthogonal = other.map((x, i) => x - dot * base[i]!);
  const n = Math.hypot(...orthogonal);
  const s = Math.sqrt(1 - c * c);
  return base.map((x, i) => c * x + (s * orthogonal[i]!) / n);
}

function record(id: string, accountId: string, vector: Float32Array, extra: Partial<VectorRecord> = {}): VectorRecord {
  return { id, accountId, vector, category: 'fact', importance: 0.5, createdAt: new Date('2026-11-01T10:00:00Z'), ...extra };
}

const collectionName = () => `contract-${randomBytes(4).toString('hex')}`;
const account = () => `acct_${randomBytes(6).toString('hex')}`;

describe.each(storeTargets)('VectorStore contract: $label', (target) => {
  requireStore(target);
  let opened: OpenedStore;
  let store: VectorStore;
  beforeAll(async () => {
    if (target.unavailable) return;
    opened = await target.open();
    store = opened.store;
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  it('creates a collection on first use, idempotently, and another instance accepts it', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    await store.ensureCollection(collection);
    await Promise.all([opened.another().ensureCollection(collection), opened.another().ensureCollection(collection)]);
    expect(await store.count(collection, account())).toBe(0);
  });

  it('finds the closest first, with cosine scores, the limit and the score floor', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const [query, other] = unitVectors(11, 2, DIM) as [Float32Array, Float32Array];
    const targets = [0.95, 0.8, 0.6, 0.4, 0.2];
    await store.upsert(collection, targets.map((c, i) => record(`mem_c${i}`, me, atCosine(query, other, c))));
    const hits = await store.search(collection, { accountId: me, vector: query, limit: 3, minScore: -1 });
    expect(hits.map((h) => h.id)).toEqual(['mem_c0', 'mem_c1', 'mem_c2']);
    hits.forEach((h, i) => expect(h.score).toBeCloseTo(targets[i]!, 3));
    const floored = await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: 0.5 });
    expect(floored.map((h) => h.id)).toEqual(['mem_c0', 'mem_c1', 'mem_c2']);
  });

  it('breaks ties by id', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const [v] = unitVectors(12, 1, DIM) as [Float32Array];
    await store.upsert(collection, ['mem_b', 'mem_c', 'mem_a'].map((id) => record(id, me, v)));
    const hits = await store.search(collection, { accountId: me, vector: v, limit: 3, minScore: 0 });
    expect(hits.map((h) => h.id)).toEqual(['mem_a', 'mem_b', 'mem_c']);
  });

  it('pushes category and importance filters down without starving the result', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const vectors = unitVectors(13, 305, DIM);
    const query = vectors[0]!;
    // 300 facts close to the query, 5 preferences far from it: a post-filter of the top hits would find none.
    const facts = vectors.slice(0, 300).map((v, i) => record(`mem_f${i}`, me, v, { importance: 0.9 }));
    const prefs = vectors.slice(300).map((v, i) => record(`mem_p${i}`, me, v, { category: 'preference', importance: i / 10 }));
    await store.upsert(collection, [...facts, ...prefs]);
    const preferences = await store.search(collection, { accountId: me, vector: query, limit: 5, minScore: -1, category: 'preference' });
    expect(preferences.map((h) => h.id).sort()).toEqual(['mem_p0', 'mem_p1', 'mem_p2', 'mem_p3', 'mem_p4']);
    const important = await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, category: 'preference', minImportance: 0.3 });
    expect(important.map((h) => h.id).sort()).toEqual(['mem_p3', 'mem_p4']);
  });

  it('pushes the end-user filter down, with category and importance, and keeps records without a user apart', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const vectors = unitVectors(17, 205, DIM);
    const query = vectors[0]!;
    // 200 records of other users (and none) close to the query, 5 of alice far from it
    const others = vectors.slice(0, 200).map((v, i) => record(`mem_o${i}`, me, v, { userId: i % 2 ? 'bob' : null }));
    const alices = vectors.slice(200).map((v, i) => record(`mem_a${i}`, me, v, { userId: 'alice', category: i < 3 ? 'preference' : 'fact', importance: i / 10 }));
    await store.upsert(collection, [...others, ...alices]);
    const mine = await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'alice' });
    expect(mine.map((h) => h.id).sort()).toEqual(['mem_a0', 'mem_a1', 'mem_a2', 'mem_a3', 'mem_a4']);
    const prefs = await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'alice', category: 'preference', minImportance: 0.1 });
    expect(prefs.map((h) => h.id).sort()).toEqual(['mem_a1', 'mem_a2']);
    expect(await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'carol' })).toEqual([]);
    // another account's records of the same user name are not this account's
    const other = account();
    await store.upsert(collection, [record('mem_x', other, query, { userId: 'alice' })]);
    expect((await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'alice' })).map((h) => h.id)).not.toContain('mem_x');
    // a record written again keeps (or changes) its user
    await store.upsert(collection, [record('mem_a0', me, vectors[200]!, { userId: 'dave' })]);
    expect((await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'dave' })).map((h) => h.id)).toEqual(['mem_a0']);
  });

  it('updates a record written again with the same id', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const [v] = unitVectors(14, 1, DIM) as [Float32Array];
    await store.upsert(collection, [record('mem_u', me, v, { importance: 0.1 })]);
    await store.upsert(collection, [record('mem_u', me, v, { importance: 0.9, category: 'decision' })]);
    expect(await store.count(collection, me)).toBe(1);
    const hits = await store.search(collection, { accountId: me, vector: v, limit: 5, minScore: 0, category: 'decision', minImportance: 0.8 });
    expect(hits.map((h) => h.id)).toEqual(['mem_u']);
  });

  it('deletes, counts and lists existing ids per account', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const vectors = unitVectors(15, 3, DIM);
    await store.upsert(collection, vectors.map((v, i) => record(`mem_d${i}`, me, v)));
    expect(await store.count(collection, me)).toBe(3);
    expect((await store.existing(collection, me, ['mem_d0', 'mem_d2', 'mem_missing'])).sort()).toEqual(['mem_d0', 'mem_d2']);
    expect(await store.delete(collection, me, ['mem_d0', 'mem_missing'])).toBe(1);
    expect(await store.count(collection, me)).toBe(2);
    expect(await store.search(collection, { accountId: me, vector: vectors[0]!, limit: 1, minScore: 0.99 })).toEqual([]);
  });

  it('keeps accounts apart in every read, search, count and delete', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const [mine, theirs] = [account(), account()];
    const [v] = unitVectors(16, 1, DIM) as [Float32Array];
    await store.upsert(collection, [record('mem_mine', mine, v)]);
    expect(await store.search(collection, { accountId: theirs, vector: v, limit: 100, minScore: -1 })).toEqual([]);
    expect(await store.existing(collection, theirs, ['mem_mine'])).toEqual([]);
    expect(await store.count(collection, theirs)).toBe(0);
    expect(await store.delete(collection, theirs, ['mem_mine'])).toBe(0);
    // Writing another account's id does not take the record over.
    await store.upsert(collection, [record('mem_mine', theirs, v, { category: 'other' })]).catch(() => undefined);
    expect(await store.existing(collection, mine, ['mem_mine'])).toEqual(['mem_mine']);
    expect(await store.search(collection, { accountId: mine, vector: v, limit: 1, minScore: 0, category: 'fact' })).toHaveLength(1);
  });

  it('refuses a collection that exists with another dimension and metric, naming both', async () => {
    const collection = collectionName();
    await opened.createWrongShape(collection);
    const error = await store.ensureCollection(collection).then(() => null, (err: unknown) => err);
    expect(error).toBeInstanceOf(VectorStoreError);
    expect((error as VectorStoreError).reason).toBe('mismatch');
    expect((error as Error).message).toMatch(/dimension 384 \(this service needs 768\)/);
    expect((error as Error).message).toMatch(/metric L2 \(this service needs cos/i);
  });
});
