import { describe, expect, it } from 'vitest';
import {
  encodeForPreset,
  PresetCodec,
  QUALITY_PRESET_NAMES,
  QUALITY_PRESETS,
  residualSeedOf,
  searchCompressed,
  type QualityPreset,
  type SearchHit,
} from '../../src/modules/compression/quality-presets.js';
import { createQuantizer, DEFAULT_SEED } from '../../src/modules/compression/quantization/index.js';
import { unitVectors } from '../support/unit-vectors.js';

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** Indices of the k highest scores, ties by lower index: the reference the search must equal. */
function bruteForceTopK(scores: number[], k: number): number[] {
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, k)
    .map((h) => h.index);
}

const indices = (hits: SearchHit[]) => hits.map((h) => h.index);
const twoStage = (bits: number, residualBits: number, depth: number): QualityPreset => ({
  name: 'BALANCED',
  targetRecallAt10: 0.96,
  bits,
  rerank: { bits: residualBits, depth },
});

describe('quality presets', () => {
  it('defines the four presets with their recall targets and stored bytes at d = 768', () => {
    expect(QUALITY_PRESET_NAMES).toEqual(['FAST', 'BALANCED', 'HIGH', 'EXTREME']);
    const summary = QUALITY_PRESET_NAMES.map((name) => {
      const preset = QUALITY_PRESETS[name];
      expect(preset.name).toBe(name);
      return [name, preset.targetRecallAt10, new PresetCodec(preset, 768).bytesPerVector];
    });
    expect(summary).toEqual([
      ['FAST', 0.92, 292],
      ['BALANCED', 0.96, 484],
      ['HIGH', 0.98, 580],
      ['EXTREME', 0.995, 868],
    ]);
  });

  it('counts both codes of a two-stage preset as stored, and only the first as scanned', () => {
    const codec = new PresetCodec(twoStage(2, 3, 5), 768);
    expect(codec.scanBytesPerVector).toBe(4 + 192);
    expect(codec.bytesPerVector).toBe(4 + 192 + 4 + 288);
  });
});

describe('PresetCodec.search', () => {
  const d = 64;
  const corpus = unitVectors(11, 300, d);
  const queries = unitVectors(12, 20, d);

  it('without re-ranking, returns the top k of estimateInnerProduct over the codes, best first', () => {
    const preset = QUALITY_PRESETS.FAST;
    const codec = new PresetCodec(preset, d);
    const stored = corpus.map((x) => codec.encode(x));
    const quantizer = createQuantizer({ method: 'TURBOQUANT', bits: preset.bits, dimension: d });
    for (const q of queries) {
      const prepared = quantizer.prepareQuery(q);
      const scores = stored.map((s) => quantizer.estimateInnerProduct(prepared, s.codes));
      const hits = codec.search(q, stored, 10);
      expect(indices(hits)).toEqual(bruteForceTopK(scores, 10));
      expect(hits.map((h) => h.score)).toEqual(indices(hits).map((i) => scores[i]));
    }
  });

  it('when the re-ranking depth covers every vector, ranks all of them by both codes together', () => {
    const k = 10;
    const preset = twoStage(2, 3, Math.ceil(corpus.length / k));
    const codec = new PresetCodec(preset, d);
    const stored = corpus.map((x) => codec.encode(x));
    for (const q of queries) {
      // <q, decode(first code) + decode(residual code)>, from the decoded vectors
      const scores = stored.map((s) => dot(q, codec.decode(s)));
      const hits = codec.search(q, stored, k);
      expect(indices(hits)).toEqual(bruteForceTopK(scores, k));
      hits.forEach((h) => expect(h.score).toBeCloseTo(scores[h.index]!, 5));
    }
  });

  it('with a precise residual code covering every vector, returns the exact float top k', () => {
    const k = 10;
    const codec = new PresetCodec(twoStage(2, 16, corpus.length), d);
    const stored = corpus.map((x) => codec.encode(x));
    for (const q of queries) {
      const exact = corpus.map((x) => dot(q, x));
      expect(indices(codec.search(q, stored, k))).toEqual(bruteForceTopK(exact, k));
    }
  });

  it('re-ranks only the best k * depth candidates of the first code', () => {
    const k = 5;
    const preset = twoStage(1, 8, 2);
    const codec = new PresetCodec(preset, d);
    const firstOnly = new PresetCodec({ ...preset, rerank: null }, d);
    const stored = corpus.map((x) => codec.encode(x));
    for (const q of queries) {
      const candidates = new Set(indices(firstOnly.search(q, stored, k * 2)));
      const hits = codec.search(q, stored, k);
      expect(hits).toHaveLength(k);
      for (const h of hits) expect(candidates.has(h.index)).toBe(true);
    }
  });

  it('is deterministic: another codec with the same preset and seed gives the same codes and hits', () => {
    const preset = twoStage(2, 4, 3);
    const a = new PresetCodec(preset, d);
    const b = new PresetCodec(preset, d);
    const storedA = corpus.map((x) => a.encode(x));
    const storedB = corpus.map((x) => b.encode(x));
    expect(storedB).toEqual(storedA);
    for (const q of queries) expect(b.search(q, storedB, 10)).toEqual(a.search(q, storedA, 10));
    // and the residual code uses its own rotation
    expect(residualSeedOf(DEFAULT_SEED)).not.toBe(DEFAULT_SEED);
    expect(residualSeedOf(0xffffffff)).toBe(0);
  });

  it('breaks ties by the lower index and returns all vectors when k exceeds their number', () => {
    const codec = new PresetCodec(QUALITY_PRESETS.HIGH, d);
    const same = codec.encode(corpus[0]!);
    const stored = [codec.encode(corpus[1]!), same, same, same];
    const hits = codec.search(corpus[0]!, stored, 10);
    expect(indices(hits)).toEqual([1, 2, 3, 0]);
    expect(codec.search(corpus[0]!, [], 3)).toEqual([]);
  });

  it('rejects a bad k, a query of another dimension and a vector without the residual it needs', () => {
    const codec = new PresetCodec(twoStage(2, 2, 2), d);
    const stored = corpus.slice(0, 20).map((x) => codec.encode(x));
    expect(() => codec.search(queries[0]!, stored, 0)).toThrow(RangeError);
    expect(() => codec.search(queries[0]!, stored, 1.5)).toThrow(RangeError);
    expect(() => codec.search(new Float32Array(d + 1), stored, 3)).toThrow(RangeError);
    const withoutResidual = stored.map((s) => ({ codes: s.codes, residual: null }));
    expect(() => codec.search(queries[0]!, withoutResidual, 3)).toThrow(/residual/);
    expect(() => new PresetCodec(twoStage(2, 2, 0), d)).toThrow(RangeError);
  });
});

describe('searchCompressed and encodeForPreset', () => {
  it('agree with a codec of the same preset and seed', () => {
    const d = 48;
    const corpus = unitVectors(21, 120, d);
    const [query] = unitVectors(22, 1, d);
    for (const preset of [QUALITY_PRESETS.BALANCED, twoStage(2, 3, 4)]) {
      for (const seed of [DEFAULT_SEED, 9]) {
        const codec = new PresetCodec(preset, d, seed);
        const encoded = corpus.map((x) => encodeForPreset(x, preset, seed));
        expect(encoded).toEqual(corpus.map((x) => codec.encode(x)));
        expect(searchCompressed(query!, encoded, 7, preset, seed)).toEqual(codec.search(query!, encoded, 7));
      }
    }
  });
});
