import { describe, expect, it } from 'vitest';
import { CompressedIndex } from '../../src/modules/compression/compressed-index.js';
import { createQuantizer } from '../../src/modules/compression/quantization/index.js';
import { unitVectors } from '../support/unit-vectors.js';

const D = 768;
const OPTIONS = { bits: 5, dimension: D, seed: 42 };
const quantizer = createQuantizer({ method: 'TURBOQUANT', ...OPTIONS });

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! ** 2;
    nb += b[i]! ** 2;
  }
  return dot / Math.sqrt(na * nb);
}

/** Vectors around a few centres, so that near neighbours exist (as with real embeddings). */
function clustered(seed: number, count: number): Float32Array[] {
  const centres = unitVectors(seed, 20, D);
  const noise = unitVectors(seed + 1, count, D);
  return noise.map((n, i) => {
    const c = centres[i % centres.length]!;
    return Float32Array.from(c, (x, j) => x + 0.9 * n[j]!);
  });
}

function indexOf(vectors: Float32Array[], tagOf: (i: number) => number = () => 0): CompressedIndex {
  const index = new CompressedIndex(OPTIONS);
  vectors.forEach((v, i) =>
    index.add({ id: `v${String(i).padStart(5, '0')}`, codes: quantizer.encode(v), tag: tagOf(i), createdAtMs: i }),
  );
  return index;
}

describe('CompressedIndex', () => {
  it('scores each vector by its cosine similarity with the decoded vector', () => {
    const vectors = clustered(1, 300);
    const index = indexOf(vectors);
    const query = clustered(9, 1)[0]!;
    const hits = index.search(query, { limit: 300, minScore: -1 });
    expect(hits).toHaveLength(300);
    for (const hit of hits.slice(0, 20)) {
      const decoded = quantizer.decode(quantizer.encode(vectors[Number(hit.id.slice(1))]!));
      expect(hit.score).toBeCloseTo(cosine(query, decoded), 5);
    }
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });

  it('finds through the sign scan what scoring every code finds (top 10 of 5,000 with 500 candidates)', () => {
    const vectors = clustered(2, 5000);
    const index = indexOf(vectors);
    let found = 0;
    const queries = clustered(3, 20);
    for (const query of queries) {
      const exhaustive = new Set(index.search(query, { limit: 10, minScore: -1, candidates: 5000 }).map((h) => h.id));
      const scanned = index.search(query, { limit: 10, minScore: -1, candidates: 500 });
      found += scanned.filter((h) => exhaustive.has(h.id)).length;
    }
    expect(found / (queries.length * 10)).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps what the whole sign scan finds when a first pass on the leading signs shortlists (5,000 vectors, 100 candidates)', () => {
    // 500 small groups of 10 (real neighbourhoods); each query is near one group's centre
    const centres = unitVectors(6, 500, D);
    const near = (centre: Float32Array, seed: number, count: number) =>
      unitVectors(seed, count, D).map((n) => Float32Array.from(centre, (x, j) => x + 0.6 * n[j]!));
    const vectors = centres.flatMap((c, i) => near(c, 1000 + i, 10));
    const index = indexOf(vectors, (i) => i % 2);
    const queries = centres.filter((_, i) => i % 25 === 0).map((c, i) => near(c, 9000 + i, 1)[0]!);
    let found = 0;
    for (const query of queries) {
      const exhaustive = new Set(index.search(query, { limit: 10, minScore: -1, candidates: 5000 }).map((h) => h.id));
      const shortlisted = index.search(query, { limit: 10, minScore: -1, candidates: 100 }); // first pass keeps 2,000 of 5,000
      found += shortlisted.filter((h) => exhaustive.has(h.id)).length;
      const tagged = index.search(query, { limit: 10, minScore: -1, candidates: 50, tag: 1 });
      expect(tagged).toHaveLength(10);
      expect(tagged.every((h) => Number(h.id.slice(1)) % 2 === 1)).toBe(true);
    }
    expect(found / (queries.length * 10)).toBeGreaterThanOrEqual(0.95);
  });

  it('filters by tag and by minimum score, and breaks score ties by newest, then id', () => {
    const vectors = clustered(4, 2000);
    const index = indexOf(vectors, (i) => i % 5);
    const query = vectors[7]!;
    const tagged = index.search(query, { limit: 50, minScore: -1, tag: 2, candidates: 100 });
    expect(tagged.length).toBe(50);
    expect(tagged.every((h) => Number(h.id.slice(1)) % 5 === 2)).toBe(true);
    const above = index.search(query, { limit: 100, minScore: 0.5 });
    expect(above.every((h) => h.score >= 0.5)).toBe(true);
    expect(above[0]!.id).toBe('v00007');

    const twins = new CompressedIndex(OPTIONS);
    const codes = quantizer.encode(vectors[0]!);
    twins.add({ id: 'b', codes, tag: 0, createdAtMs: 5 });
    twins.add({ id: 'a', codes, tag: 0, createdAtMs: 5 });
    twins.add({ id: 'c', codes, tag: 0, createdAtMs: 9 });
    expect(twins.search(vectors[0]!, { limit: 3, minScore: 0 }).map((h) => h.id)).toEqual(['c', 'a', 'b']);
  });

  it('shortlists among equal sign scores and among the few vectors of a rare tag', () => {
    const [common, ...rare] = clustered(5, 4);
    const index = new CompressedIndex(OPTIONS);
    const commonCodes = quantizer.encode(common!);
    for (let i = 0; i < 10_000; i++) index.add({ id: `t${i}`, codes: commonCodes, tag: 0, createdAtMs: i });
    rare.forEach((v, i) => index.add({ id: `r${i}`, codes: quantizer.encode(v), tag: 1, createdAtMs: i }));
    const ties = index.search(common!, { limit: 10, minScore: -1, candidates: 50 });
    expect(ties).toHaveLength(10);
    expect(ties.every((h) => h.id.startsWith('t') && h.score === ties[0]!.score)).toBe(true);
    const tagged = index.search(common!, { limit: 10, minScore: -1, candidates: 50, tag: 1 });
    expect(tagged.map((h) => h.id).sort()).toEqual(['r0', 'r1', 'r2']);
  });

  it('removes and replaces vectors by id', () => {
    const vectors = clustered(5, 100);
    const index = indexOf(vectors);
    expect(index.remove('v00003')).toBe(true);
    expect(index.remove('v00003')).toBe(false);
    expect(index.size).toBe(99);
    expect(index.search(vectors[3]!, { limit: 100, minScore: -1 }).map((h) => h.id)).not.toContain('v00003');
    index.add({ id: 'v00010', codes: quantizer.encode(vectors[3]!), tag: 0, createdAtMs: 10 });
    expect(index.size).toBe(99);
    expect(index.search(vectors[3]!, { limit: 1, minScore: -1 })[0]!.id).toBe('v00010');
    expect(index.search(new Float32Array(D), { limit: 5, minScore: -1 })).toEqual([]);
  });
});
