import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason, isForbiddenAddress } from '../../src/platform/outbound/address-policy.js';

const FORBIDDEN: ReadonlyArray<readonly [string, string]> = [
  // IPv4
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.5', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT'],
  ['169.254.0.1', 'link-local'],
  ['169.254.169.254', 'metadata'],
  ['192.0.0.8', 'IETF protocol'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.2.1', 'documentation'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456::1', 'unique-local'],
  ['fd00:ec2::254', 'metadata'],
  ['ff02::1', 'multicast'],
  ['FF05::2', 'multicast'],
  ['[::1]', 'loopback'],
  // IPv4 inside IPv6
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.5', 'private'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['::127.0.0.1', 'loopback'],
  ['::a00:5', 'private'],
  ['64:ff9b::a9fe:a9fe', 'metadata'],
  ['64:ff9b::192.168.0.1', 'private'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:a9fe:a9fe::1', 'metadata'],
  // not an address at all: refused, the rule fails closed
  ['example.com', 'not an IP'],
  ['127.1', 'not an IP'],
  ['', 'not an IP'],
];

const ALLOWED = [
  '93.184.216.34',
  '8.8.8.8',
  '1.1.1.1',
  '172.15.255.255',
  '172.32.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '169.253.255.255',
  '198.17.255.255',
  '198.20.0.1',
  '223.255.255.255',
  '2606:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001::200e',
  '::ffff:93.184.216.34',
  '64:ff9b::808:808',
  '2002:5db8:d822::1',
  'fbff::1',
  'fe00::1', // fe00::/9 is neither link-local (fe80::/10) nor site-local (fec0::/10)
];

describe('isForbiddenAddress', () => {
  it.each(FORBIDDEN)('refuses %s (%s)', (ip, why) => {
    expect(isForbiddenAddress(ip)).toBe(true);
    expect(forbiddenAddressReason(ip)).toContain(why);
  });

  it.each(ALLOWED)('allows %s', (ip) => {
    expect(forbiddenAddressReason(ip)).toBeNull();
    expect(isForbiddenAddress(ip)).toBe(false);
  });

  it('names the embedded IPv4 address of a translated form', () => {
    expect(forbiddenAddressReason('64:ff9b::a00:5')).toBe('a private address (10.0.0.5, embedded in an IPv6 address)');
  });
});
