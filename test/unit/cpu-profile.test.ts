import { describe, expect, it } from 'vitest';
import { topFunctions, type CpuProfile } from '../../bench/support/cpu-profile.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/** Node 1 idle, 2 `parse` in a package, 3 `route` in src, 4 the garbage collector; one sample every 100 µs from 1,000. */
function profileOf(samples: number[]): CpuProfile {
  return {
    startTime: 1_000,
    nodes: [
      { id: 1, callFrame: frame('(idle)') },
      { id: 2, callFrame: frame('parse', 'file:///app/node_modules/@scope/lib/dist/parse.js', 41) },
      { id: 3, callFrame: frame('', 'file:///app/src/http/router.ts', 9) },
      { id: 4, callFrame: frame('(garbage collector)') },
    ],
    samples,
    timeDeltas: samples.map(() => 100),
  };
}

describe('topFunctions', () => {
  it('counts self samples inside the window only, as shares of the busy ones', () => {
    // samples at 1,100 ... 1,800
    const profile = profileOf([2, 2, 1, 3, 2, 4, 1, 3]);
    const result = topFunctions(profile, 1_200, 1_700, 10);
    // in the window: 2, 1, 3, 2, 4, 1 -> 4 busy of 6
    expect(result.busySamples).toBe(4);
    expect(result.busyShare).toBeCloseTo(4 / 6);
    expect(result.top).toEqual([
      { name: 'parse', where: '@scope/lib/parse.js:42', share: 0.5 },
      { name: '(anonymous)', where: 'src/http/router.ts:10', share: 0.25 },
      { name: '(garbage collector)', where: '', share: 0.25 },
    ]);
  });

  it('keeps the limit and answers an empty window with no functions', () => {
    const profile = profileOf([2, 3, 3, 4]);
    expect(topFunctions(profile, 0, 10_000, 1).top).toEqual([
      { name: '(anonymous)', where: 'src/http/router.ts:10', share: 0.5 },
    ]);
    expect(topFunctions(profile, 5_000, 6_000, 5)).toEqual({ busySamples: 0, busyShare: 0, top: [] });
  });
});
