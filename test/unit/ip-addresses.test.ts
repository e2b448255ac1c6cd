import { describe, expect, it } from 'vitest';
import { clientNetwork, ipv6Bytes, plainAddress } from '../../src/platform/ip-addresses.js';

describe('plainAddress', () => {
  it('reads an IPv4-mapped IPv6 address as IPv4, in any case, and leaves others alone', () => {
    expect(plainAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(plainAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(plainAddress('::ffff:a00:1')).toBe('::ffff:a00:1');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('ipv6Bytes', () => {
  it('expands compressed groups and a trailing dotted quad', () => {
    expect([...ipv6Bytes('2001:db8::1')]).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect([...ipv6Bytes('::ffff:10.0.0.1').slice(10)]).toEqual([0xff, 0xff, 10, 0, 0, 1]);
  });
});

describe('clientNetwork: what a client counts as when its connections are limited', () => {
  it('an IPv4 address is itself, however it is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv6 address is its /64: its low 64 bits, its spelling and its zone do not make a new client', () => {
    const network = clientNetwork('2001:db8:aa:bb::1');
    expect(network).toBe('2001:db8:aa:bb::/64');
    expect(clientNetwork('2001:0DB8:00aa:00bb:ffff:1:2:3')).toBe(network);
    expect(clientNetwork('2001:db8:aa:bb:0:0:0:1%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:aa:bc::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('text that is not an address is kept as it is', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
