import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { memoiseRouteMatchers } from '../../src/http/route-matcher-cache.js';

const require = createRequire(import.meta.url);
const pathToRegexpModule = () =>
  require(require.resolve('path-to-regexp', { paths: [require.resolve('express-openapi-validator')] }));

describe('memoised route matchers', () => {
  it('give the validator the same matchers, compiled once per path and options', () => {
    const module = pathToRegexpModule();
    const original = module.pathToRegexp;
    memoiseRouteMatchers();
    memoiseRouteMatchers(); // idempotent
    const memoised = module.pathToRegexp;
    expect(memoised).not.toBe(original);
    const a = memoised('/v1/overflow/memory/:memory_id', { sensitive: false, strict: false });
    const b = memoised('/v1/overflow/memory/:memory_id', { sensitive: false, strict: false });
    expect(a).toBe(b);
    expect(memoised('/v1/overflow/memory/:memory_id', { sensitive: true, strict: false })).not.toBe(a);
    const fresh = original('/v1/overflow/memory/:memory_id', { sensitive: false, strict: false });
    expect(a.regexp.source).toBe(fresh.regexp.source);
    expect(a.keys).toEqual(fresh.keys);
    expect(a.regexp.exec('/v1/overflow/memory/mem_1')?.[1]).toBe('mem_1');
    expect(a.regexp.exec('/v1/overflow/memories')).toBeNull();
  });
});
