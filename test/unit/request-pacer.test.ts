import { describe, expect, it } from 'vitest';
import { RequestPacer } from '../../src/http/request-pacer.js';

function pacer(maxKeys = 100) {
  let now = 1_000;
  const paced = new RequestPacer({ burst: 3, maxWaitMs: 1000, maxKeys, now: () => now });
  return { paced, advance: (ms: number) => (now += ms) };
}

describe('RequestPacer', () => {
  it('lets a burst start at once, spaces the next ones evenly, and refuses what would wait over the limit', () => {
    const { paced } = pacer();
    const waits = Array.from({ length: 15 }, () => paced.turn('a', 10));
    // 3 at once, then one every 100 ms up to a second's wait, then refusals
    expect(waits.slice(0, 13)).toEqual([0, 0, 0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(waits.slice(13)).toEqual([null, null]);
  });

  it('a refusal takes no turn, and turns come back as time passes', () => {
    const { paced, advance } = pacer();
    for (let i = 0; i < 13; i++) paced.turn('a', 10);
    expect(paced.turn('a', 10)).toBeNull();
    advance(100);
    expect(paced.turn('a', 10)).toBe(1000);
    advance(5_000);
    expect([paced.turn('a', 10), paced.turn('a', 10), paced.turn('a', 10), paced.turn('a', 10)]).toEqual([
      0, 0, 0, 100,
    ]);
  });

  it('a caller sending one request after another at its rate never waits', () => {
    const { paced, advance } = pacer();
    const waits: (number | null)[] = [];
    for (let i = 0; i < 50; i++) {
      waits.push(paced.turn('a', 10));
      advance(100);
    }
    expect(waits).toEqual(Array(50).fill(0));
  });

  it('counts each caller apart, and forgets the oldest past its bound', () => {
    const { paced } = pacer(2);
    for (let i = 0; i < 13; i++) paced.turn('a', 10);
    expect(paced.turn('b', 10)).toBe(0);
    expect(paced.turn('a', 10)).toBeNull();
    paced.turn('c', 10); // a, the oldest, is forgotten
    expect(paced.turn('a', 10)).toBe(0);
  });
});
