import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../../src/platform/expiring-cache.js';

function clock(start = 1000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('ExpiringCache', () => {
  it('forgets entries once their time is up', () => {
    const c = clock();
    const cache = new ExpiringCache<string, number>(100, 10, c.now);
    cache.set('a', 1);
    c.advance(99);
    expect(cache.get('a')).toBe(1);
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const cache = new ExpiringCache<number, number>(1000, 3);
    for (let i = 0; i < 5; i++) cache.set(i, i);
    expect([0, 1, 2, 3, 4].map((k) => cache.get(k))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it('keeps nothing when its time is 0, and still loads', async () => {
    const cache = new ExpiringCache<string, number>(0);
    let loads = 0;
    expect(await cache.getOrLoad('a', async () => ++loads)).toBe(1);
    expect(await cache.getOrLoad('a', async () => ++loads)).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ExpiringCache<string, number>(1000);
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      loads += 1;
      await gate;
      return 42;
    };
    const waiting = Array.from({ length: 50 }, () => cache.getOrLoad('k', load));
    release();
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(42));
    expect(loads).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(42);
    expect(loads).toBe(1);
  });

  it('does not keep what the keep rule refuses (an unknown credential)', async () => {
    const cache = new ExpiringCache<string, string | null>(1000);
    let loads = 0;
    const load = async () => (++loads, null);
    await cache.getOrLoad('k', load, (v) => v !== null);
    await cache.getOrLoad('k', load, (v) => v !== null);
    expect(loads).toBe(2);
  });

  it('does not keep a value loaded before a delete (a write) of its key', async () => {
    const cache = new ExpiringCache<string, string>(1000);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stale = cache.getOrLoad('k', async () => (await gate, 'before the write'));
    cache.delete('k');
    release();
    expect(await stale).toBe('before the write');
    expect(await cache.getOrLoad('k', async () => 'after the write')).toBe('after the write');
  });

  it('lets a failed load fail every waiter, and tries again next time', async () => {
    const cache = new ExpiringCache<string, number>(1000);
    await expect(
      Promise.all([
        cache.getOrLoad('k', async () => Promise.reject(new Error('down'))),
        cache.getOrLoad('k', async () => 1),
      ]),
    ).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 7)).toBe(7);
  });
});
