// One contract, every adapter: the same tests run unchanged against pgvector (embedded and
// PostgreSQL) and Milvus Lite. No fake stands in for a store here.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuse } from '../../src/modules/memory/retrieval-fusion.js';
import {
  VectorStoreError,
  type Candidate,
  type CandidateQuery,
  type VectorRecord,
  type VectorStore,
} from '../../src/modules/memory/vector-store/vector-store.js';
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
  return {
    id,
    accountId,
    vector,
    category: 'fact',
    importance: 0.5,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    text: `record ${id}`,
    ...extra,
  };
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
    await store.upsert(
      collection,
      targets.map((c, i) => record(`mem_c${i}`, me, atCosine(query, other, c))),
    );
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
    await store.upsert(
      collection,
      ['mem_b', 'mem_c', 'mem_a'].map((id) => record(id, me, v)),
    );
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
    const prefs = vectors
      .slice(300)
      .map((v, i) => record(`mem_p${i}`, me, v, { category: 'preference', importance: i / 10 }));
    await store.upsert(collection, [...facts, ...prefs]);
    const preferences = await store.search(collection, {
      accountId: me,
      vector: query,
      limit: 5,
      minScore: -1,
      category: 'preference',
    });
    expect(preferences.map((h) => h.id).sort()).toEqual(['mem_p0', 'mem_p1', 'mem_p2', 'mem_p3', 'mem_p4']);
    const important = await store.search(collection, {
      accountId: me,
      vector: query,
      limit: 10,
      minScore: -1,
      category: 'preference',
      minImportance: 0.3,
    });
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
    const alices = vectors
      .slice(200)
      .map((v, i) =>
        record(`mem_a${i}`, me, v, { userId: 'alice', category: i < 3 ? 'preference' : 'fact', importance: i / 10 }),
      );
    await store.upsert(collection, [...others, ...alices]);
    const mine = await store.search(collection, {
      accountId: me,
      vector: query,
      limit: 10,
      minScore: -1,
      userId: 'alice',
    });
    expect(mine.map((h) => h.id).sort()).toEqual(['mem_a0', 'mem_a1', 'mem_a2', 'mem_a3', 'mem_a4']);
    const prefs = await store.search(collection, {
      accountId: me,
      vector: query,
      limit: 10,
      minScore: -1,
      userId: 'alice',
      category: 'preference',
      minImportance: 0.1,
    });
    expect(prefs.map((h) => h.id).sort()).toEqual(['mem_a1', 'mem_a2']);
    expect(
      await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'carol' }),
    ).toEqual([]);
    // another account's records of the same user name are not this account's
    const other = account();
    await store.upsert(collection, [record('mem_x', other, query, { userId: 'alice' })]);
    expect(
      (await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'alice' })).map(
        (h) => h.id,
      ),
    ).not.toContain('mem_x');
    // a record written again keeps (or changes) its user
    await store.upsert(collection, [record('mem_a0', me, vectors[200]!, { userId: 'dave' })]);
    expect(
      (await store.search(collection, { accountId: me, vector: query, limit: 10, minScore: -1, userId: 'dave' })).map(
        (h) => h.id,
      ),
    ).toEqual(['mem_a0']);
  });

  it('updates a record written again with the same id', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const [v] = unitVectors(14, 1, DIM) as [Float32Array];
    await store.upsert(collection, [record('mem_u', me, v, { importance: 0.1 })]);
    await store.upsert(collection, [record('mem_u', me, v, { importance: 0.9, category: 'decision' })]);
    expect(await store.count(collection, me)).toBe(1);
    const hits = await store.search(collection, {
      accountId: me,
      vector: v,
      limit: 5,
      minScore: 0,
      category: 'decision',
      minImportance: 0.8,
    });
    expect(hits.map((h) => h.id)).toEqual(['mem_u']);
  });

  it('deletes, counts and lists existing ids per account', async () => {
    const collection = collectionName();
    await store.ensureCollection(collection);
    const me = account();
    const vectors = unitVectors(15, 3, DIM);
    await store.upsert(
      collection,
      vectors.map((v, i) => record(`mem_d${i}`, me, v)),
    );
    expect(await store.count(collection, me)).toBe(3);
    expect((await store.existing(collection, me, ['mem_d0', 'mem_d2', 'mem_missing'])).sort()).toEqual([
      'mem_d0',
      'mem_d2',
    ]);
    expect(await store.delete(collection, me, ['mem_d0', 'mem_missing'])).toBe(1);
    expect(await store.count(collection, me)).toBe(2);
    expect(await store.search(collection, { accountId: me, vector: vectors[0]!, limit: 1, minScore: 0.99 })).toEqual(
      [],
    );
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
    expect(
      await store.search(collection, { accountId: mine, vector: v, limit: 1, minScore: 0, category: 'fact' }),
    ).toHaveLength(1);
  });

  it('refuses a collection that exists with another dimension and metric, naming both', async () => {
    const collection = collectionName();
    await opened.createWrongShape(collection);
    const error = await store.ensureCollection(collection).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(VectorStoreError);
    expect((error as VectorStoreError).reason).toBe('mismatch');
    expect((error as Error).message).toMatch(/dimension 384 \(this service needs 768\)/);
    expect((error as Error).message).toMatch(/metric L2 \(this service needs cos/i);
  });

  describe('text search: the dense and the keyword signal of one store', () => {
    const byId = (found: Candidate[]) => new Map(found.map((c) => [c.id, c]));

    it('brings what only the keyword signal finds and what only the dense signal finds, each with both signals', async () => {
      const collection = collectionName();
      await store.ensureCollection(collection);
      const me = account();
      const [query, other] = unitVectors(21, 2, DIM) as [Float32Array, Float32Array];
      const fillers = Array.from({ length: 40 }, (_, i) =>
        record(`mem_f${i}`, me, atCosine(query, other, 0.45), { text: `A note about the weather on day ${i}.` }),
      );
      await store.upsert(collection, [
        ...fillers,
        record('mem_rare', me, atCosine(query, other, 0.3), { text: 'Invoice 48213 was paid by Zbigniew Kowalczyk.' }),
        record('mem_close', me, atCosine(query, other, 0.95), { text: 'The user likes dark themes in every editor.' }),
      ]);
      const found = byId(
        await store.candidates(collection, { accountId: me, vector: query, text: 'Who paid Zbigniew?', pool: 5 }),
      );
      expect(found.get('mem_rare')!.keyword).toBeGreaterThan(0);
      expect(found.get('mem_rare')!.cosine).toBeCloseTo(0.3, 2);
      expect(found.get('mem_close')!.cosine).toBeCloseTo(0.95, 2);
      expect(found.get('mem_close')!.keyword).toBe(0);
      expect(found.size).toBeLessThanOrEqual(10);
      // by meaning alone the rare name ranks below every filler; its words lift it above them
      expect(fuse([...found.values()], 'semantic').at(-1)!.id).toBe('mem_rare');
      expect(
        fuse([...found.values()], 'hybrid')
          .slice(0, 2)
          .map((h) => h.id),
      ).toEqual(['mem_close', 'mem_rare']);
      // a number is a word too
      const byNumber = await store.candidates(collection, { accountId: me, text: 'invoice 48213', pool: 3 });
      expect(byNumber.map((c) => c.id)).toEqual(['mem_rare']);
      expect(byNumber[0]!.cosine).toBeNull();
    });

    it('ranks rarer words above common ones, and a query sharing no word finds nothing by keywords', async () => {
      const collection = collectionName();
      await store.ensureCollection(collection);
      const me = account();
      const vectors = unitVectors(22, 12, DIM);
      await store.upsert(collection, [
        ...vectors
          .slice(0, 10)
          .map((v, i) => record(`mem_c${i}`, me, v, { text: `Coffee order number ${i} for the office.` })),
        record('mem_both', me, vectors[10]!, { text: 'Coffee with cardamom, the way Leila makes it.' }),
        record('mem_cardamom', me, vectors[11]!, {
          text: 'Cardamom pods are kept in the top drawer beside the tea, the spices and the cinnamon sticks.',
        }),
      ]);
      const found = await store.candidates(collection, { accountId: me, text: 'coffee with cardamom', pool: 20 });
      const ranked = found
        .filter((c) => c.keyword! > 0)
        .sort((a, b) => b.keyword! - a.keyword!)
        .map((c) => c.id);
      expect(ranked[0]).toBe('mem_both');
      expect(ranked[1]).toBe('mem_cardamom');
      expect(ranked).toHaveLength(12);
      expect(await store.candidates(collection, { accountId: me, text: 'zeppelin', pool: 20 })).toEqual([]);
    });

    it('applies account, category, importance and end-user filters to the keyword signal as to the dense one', async () => {
      const collection = collectionName();
      await store.ensureCollection(collection);
      const me = account();
      const stranger = account();
      const vectors = unitVectors(23, 6, DIM);
      const text = 'Parcel tracking code QX-7781 for the blue kettle.';
      await store.upsert(collection, [
        record('mem_k_fact', me, vectors[0]!, { text, category: 'fact', importance: 0.9 }),
        record('mem_k_pref', me, vectors[1]!, { text, category: 'preference', importance: 0.9 }),
        record('mem_k_low', me, vectors[2]!, { text, category: 'fact', importance: 0.1 }),
        record('mem_k_alice', me, vectors[3]!, { text, category: 'fact', importance: 0.9, userId: 'alice' }),
        record('mem_k_other', stranger, vectors[4]!, { text, category: 'fact', importance: 0.9 }),
      ]);
      const ids = async (filters: Partial<CandidateQuery>) =>
        (await store.candidates(collection, { accountId: me, text: 'QX-7781 kettle', pool: 10, ...filters }))
          .map((c) => c.id)
          .sort();
      expect(await ids({})).toEqual(['mem_k_alice', 'mem_k_fact', 'mem_k_low', 'mem_k_pref']);
      expect(await ids({ category: 'fact', minImportance: 0.5 })).toEqual(['mem_k_alice', 'mem_k_fact']);
      expect(await ids({ userId: 'alice' })).toEqual(['mem_k_alice']);
      expect(await ids({ vector: vectors[5]!, category: 'preference' })).toEqual(['mem_k_pref']);
    });

    it('follows a record written again with another text, and forgets a deleted one', async () => {
      const collection = collectionName();
      await store.ensureCollection(collection);
      const me = account();
      const [v, w] = unitVectors(24, 2, DIM) as [Float32Array, Float32Array];
      await store.upsert(collection, [
        record('mem_t', me, v, { text: 'The boat is moored at Kinsale.' }),
        record('mem_s', me, w, { text: 'Kinsale harbour fees are due in May.' }),
      ]);
      await store.upsert(collection, [record('mem_t', me, v, { text: 'The boat moved to Schull for the winter.' })]);
      const ids = async (text: string) =>
        (await store.candidates(collection, { accountId: me, text, pool: 10 })).map((c) => c.id).sort();
      expect(await ids('Kinsale')).toEqual(['mem_s']);
      expect(await ids('Schull')).toEqual(['mem_t']);
      await store.delete(collection, me, ['mem_t']);
      expect(await ids('Schull')).toEqual([]);
    });

    it('keeps working on a collection made before records kept their texts', async () => {
      const collection = collectionName();
      const me = account();
      const [v, w] = unitVectors(25, 2, DIM) as [Float32Array, Float32Array];
      await opened.createWithoutTexts(collection, [{ id: 'mem_old', accountId: me, vector: v }]);
      await store.ensureCollection(collection);
      expect(
        (await store.search(collection, { accountId: me, vector: v, limit: 1, minScore: 0 })).map((h) => h.id),
      ).toEqual(['mem_old']);
      await store.upsert(collection, [record('mem_new', me, w, { text: 'Tomatillo salsa recipe from the market.' })]);
      const pending = await store.textless(collection, 10);
      await store.addTexts(
        collection,
        pending.map((p) => ({ ...p, text: 'Quince jam from the old orchard.' })),
      );
      const found = await store.candidates(collection, { accountId: me, vector: v, text: 'quince jam', pool: 5 });
      expect(found.map((c) => c.id)).toContain('mem_old');
      if (store.kind === 'pgvector') {
        // the table gained the keyword index: the old record is found by its words once given its text
        expect(pending).toEqual([{ id: 'mem_old', accountId: me }]);
        expect(await store.textless(collection, 10)).toEqual([]);
        expect(found.find((c) => c.id === 'mem_old')!.keyword).toBeGreaterThan(0);
      } else {
        // Milvus cannot add the fields: the dense signal alone serves (keyword null, fused as semantic)
        expect(pending).toEqual([]);
        expect(found.every((c) => c.keyword === null)).toBe(true);
        expect(fuse(found, 'hybrid')[0]!.id).toBe('mem_old');
      }
    });
  });
});
