import { describe, expect, it } from 'vitest';
import { fuse } from '../../src/modules/memory/retrieval-fusion.js';
import type { Candidate } from '../../src/modules/memory/vector-store/vector-store.js';

const c = (id: string, cosine: number | null, keyword: number | null): Candidate => ({ id, cosine, keyword });
const scores = (hits: { id: string; score: number }[]) =>
  Object.fromEntries(hits.map((h) => [h.id, Number(h.score.toFixed(6))]));

describe('fuse', () => {
  const candidates = [c('a', 0.8, 0), c('b', 0.3, 6), c('c', 0.5, 3), c('d', -0.2, 1.5)];

  it('semantic: the cosine, negative as 0', () => {
    expect(scores(fuse(candidates, 'semantic'))).toEqual({ a: 0.8, b: 0.3, c: 0.5, d: 0 });
    expect(fuse(candidates, 'semantic').map((h) => h.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keyword: BM25 over the best of the query, memories sharing no word left out', () => {
    expect(scores(fuse(candidates, 'keyword'))).toEqual({ b: 1, c: 0.5, d: 0.25 });
  });

  it('hybrid: keyword evidence lifts the cosine towards 1, never below it', () => {
    const fused = fuse(candidates, 'hybrid', { keywordLift: 0.5, pool: 100 });
    // a: 0.8 + 0.2 * 0.5 * 0; b: 0.3 + 0.7 * 0.5 * 1; c: 0.5 + 0.5 * 0.5 * 0.5; d: 0 + 1 * 0.5 * 0.25
    expect(scores(fused)).toEqual({ a: 0.8, b: 0.65, c: 0.625, d: 0.125 });
    expect(fused.map((h) => h.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(fused[1]).toMatchObject({ semantic: 0.3, keyword: 1 });
    for (const h of fused) expect(h.score).toBeGreaterThanOrEqual(h.semantic!);
  });

  it('hybrid with no shared word anywhere is the semantic score', () => {
    expect(scores(fuse([c('a', 0.8, 0), c('b', 0.4, 0)], 'hybrid'))).toEqual({ a: 0.8, b: 0.4 });
  });

  it('hybrid on a store without a keyword index (keyword null) is the semantic score', () => {
    expect(scores(fuse([c('a', 0.8, null), c('b', 0.4, null)], 'hybrid'))).toEqual({ a: 0.8, b: 0.4 });
  });

  it('keeps every score within 0 to 1 and breaks ties by id', () => {
    const fused = fuse([c('z', 1.2, 2), c('y', 1.2, 2), c('x', 0, 0)], 'hybrid', { keywordLift: 1.7, pool: 10 });
    expect(fused.map((h) => h.id)).toEqual(['y', 'z', 'x']);
    for (const h of fused) {
      expect(h.score).toBeGreaterThanOrEqual(0);
      expect(h.score).toBeLessThanOrEqual(1);
    }
  });
});
