import { describe, expect, it } from 'vitest';
import { LinearRegexEngine, PatternError, TOO_LARGE_REASON } from '../../src/platform/regex/linear-regex.js';

describe('LinearRegexEngine', () => {
  it("reports RE2's reason for a pattern that does not compile, and null for one that does", () => {
    const engine = new LinearRegexEngine();
    expect(engine.check('incident #\\d+')).toBeNull();
    expect(engine.check('(cat)\\1')).toBe('invalid escape sequence: \\1');
    expect(() => engine.test('(', 'text')).toThrow(PatternError);
  });

  it('keeps at most its bound of compiled programs and recompiles an evicted one on use', () => {
    const engine = new LinearRegexEngine(3);
    for (const p of ['a1', 'a2', 'a3', 'a4', 'a5']) expect(engine.test(p, `x${p}x`)).toBe(true);
    expect(engine.stats.programs).toBe(3);
    expect(engine.test('a1', 'a1')).toBe(true);
    expect(engine.test('a1', 'a2')).toBe(false);
    expect(engine.stats).toEqual({ programs: 3, restarts: 0 });
  });

  it('frees the programs it drops: more patterns than the 16 MB heap holds need no restart', () => {
    // Kept alive, about 670 programs of this size fill the engine's fixed heap (measured);
    // 1 000 must run through a 16-program cache without exhausting it.
    const engine = new LinearRegexEngine(16);
    for (let i = 0; i < 1000; i++) expect(engine.check(`${i}x{500}`)).toBeNull();
    expect(engine.stats).toEqual({ programs: 16, restarts: 0 });
  });

  it('refuses a pattern too large for the heap, restarts, and keeps working', () => {
    const engine = new LinearRegexEngine();
    expect(engine.test('bill', 'billing')).toBe(true);
    // Compiling this 20-character pattern needs more than the engine's 16 MB heap: the engine
    // aborts (and prints why on stderr), then a fresh one takes over.
    expect(engine.check('[\\p{L}\\p{N}]{1000}')).toBe(TOO_LARGE_REASON);
    expect(engine.stats.restarts).toBeGreaterThanOrEqual(1);
    expect(engine.test('bill', 'billing')).toBe(true);
    expect(engine.test('(a+)+$', 'aaa!')).toBe(false);
  });
});
