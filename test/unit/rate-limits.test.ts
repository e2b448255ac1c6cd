// Anonymous rate limits: counted per client network, so an IPv6 caller cannot take a fresh limit
// by changing the low 64 bits of its address, and an IPv4 address counts once in either form.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import { RateLimits } from '../../src/http/rate-limit.js';

const limits = () => RateLimits.create({ anonymousPerMinute: 2, knex: null });

/** The error code `take` refused with, or 'taken'. */
async function outcome(rate: RateLimits, address: string): Promise<string> {
  try {
    await rate.take(null, address);
    return 'taken';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

describe('anonymous rate limits', () => {
  it('count the addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const rate = await limits();
    expect(await outcome(rate, '2001:db8:1:2::1')).toBe('taken');
    expect(await outcome(rate, '2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('taken');
    expect(await outcome(rate, '2001:db8:1:2:abcd::9')).toBe('RATE_LIMIT_EXCEEDED');
    expect(await outcome(rate, '2001:db8:1:3::1')).toBe('taken');
  });

  it('count an IPv4 address once, whether written as IPv4 or as IPv4-mapped IPv6', async () => {
    const rate = await limits();
    expect(await outcome(rate, '203.0.113.7')).toBe('taken');
    expect(await outcome(rate, '::ffff:203.0.113.7')).toBe('taken');
    expect(await outcome(rate, '203.0.113.7')).toBe('RATE_LIMIT_EXCEEDED');
    expect(await outcome(rate, '203.0.113.8')).toBe('taken');
  });
});
