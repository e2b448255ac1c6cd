// Which IP addresses the service refuses to call on a user's behalf (the SSRF guard's rule).
//
// Webhook and trigger URLs come from users, so an address that only makes sense inside our own
// network (loopback, private ranges, link-local with the cloud metadata endpoint, CGNAT, ...)
// must never be a target. Ranges are matched with `net.BlockList` (one list per category, so a
// refusal can say *why*); IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64,
// 6to4) are judged by that IPv4 address, because a network that translates them would deliver
// the request there. Anything that is not an IP literal is refused: the rule fails closed.
import { BlockList, isIP } from 'node:net';
import { ipv6Bytes } from '../ip-addresses.js';

interface Category {
  /** Completes "<address> is ..." in a refusal message. */
  label: string;
  v4?: ReadonlyArray<readonly [string, number]>;
  v6?: ReadonlyArray<readonly [string, number]>;
}

// Order matters: the first category that matches names the refusal (the metadata addresses
// sit inside link-local and unique-local, broadcast inside reserved).
const CATEGORIES: readonly Category[] = [
  {
    label: 'a cloud metadata address',
    v4: [
      ['169.254.169.254', 32],
      ['169.254.170.2', 32],
    ],
    v6: [['fd00:ec2::254', 128]],
  },
  { label: 'the unspecified address', v4: [['0.0.0.0', 8]], v6: [['::', 128]] },
  { label: 'a loopback address', v4: [['127.0.0.0', 8]], v6: [['::1', 128]] },
  {
    label: 'a private address',
    v4: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
  },
  { label: 'a unique-local (private) address', v6: [['fc00::', 7]] },
  { label: 'a shared (carrier-grade NAT) address', v4: [['100.64.0.0', 10]] },
  { label: 'a link-local address', v4: [['169.254.0.0', 16]], v6: [['fe80::', 10]] },
  { label: 'a site-local address', v6: [['fec0::', 10]] },
  { label: 'an IETF protocol assignment address', v4: [['192.0.0.0', 24]] },
  {
    label: 'a documentation address',
    v4: [
      ['192.0.2.0', 24],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
    ],
    v6: [['2001:db8::', 32]],
  },
  { label: 'a benchmarking address', v4: [['198.18.0.0', 15]], v6: [['2001:2::', 48]] },
  { label: 'a multicast address', v4: [['224.0.0.0', 4]], v6: [['ff00::', 8]] },
  { label: 'the broadcast address', v4: [['255.255.255.255', 32]] },
  {
    label: 'a reserved address',
    v4: [['240.0.0.0', 4]],
    v6: [
      ['100::', 64],
      ['64:ff9b:1::', 48],
    ],
  },
];

const LISTS = CATEGORIES.map((category) => {
  const list = new BlockList();
  for (const [prefix, bits] of category.v4 ?? []) list.addSubnet(prefix, bits, 'ipv4');
  for (const [prefix, bits] of category.v6 ?? []) list.addSubnet(prefix, bits, 'ipv6');
  return { label: category.label, list };
});

/** IPv6 prefixes whose last 32 bits (or, for 6to4, bits 16-47) are an IPv4 address. */
const EMBEDDING_V4 = (() => {
  const list = new BlockList();
  list.addSubnet('::ffff:0:0', 96, 'ipv6'); // IPv4-mapped
  list.addSubnet('::ffff:0:0:0', 96, 'ipv6'); // IPv4-translated (SIIT)
  list.addSubnet('64:ff9b::', 96, 'ipv6'); // NAT64 well-known prefix
  list.addSubnet('::', 96, 'ipv6'); // IPv4-compatible (deprecated); :: and ::1 are caught first
  return list;
})();
const SIX_TO_FOUR = (() => {
  const list = new BlockList();
  list.addSubnet('2002::', 16, 'ipv6');
  return list;
})();

/** Why the service refuses to call `ip`, as "a private address" and the like; null when it may. */
export function forbiddenAddressReason(ip: string): string | null {
  const address = stripZone(unbracket(ip.trim()));
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { label, list } of LISTS) if (list.check(address, type)) return label;
  if (family === 6) {
    const embedded = embeddedIpv4(address);
    if (embedded !== null) {
      const reason = forbiddenAddressReason(embedded);
      return reason === null ? null : `${reason} (${embedded}, embedded in an IPv6 address)`;
    }
  }
  return null;
}

/** True when `ip` (an IPv4 or IPv6 literal) must not be called; also true for a non-IP string. */
export function isForbiddenAddress(ip: string): boolean {
  return forbiddenAddressReason(ip) !== null;
}

function unbracket(text: string): string {
  return text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
}

/** "fe80::1%eth0" names an interface; the zone does not change which range the address is in. */
function stripZone(text: string): string {
  const percent = text.indexOf('%');
  return percent === -1 ? text : text.slice(0, percent);
}

function embeddedIpv4(ipv6: string): string | null {
  if (EMBEDDING_V4.check(ipv6, 'ipv6')) {
    const bytes = ipv6Bytes(ipv6);
    return bytes.slice(12, 16).join('.');
  }
  if (SIX_TO_FOUR.check(ipv6, 'ipv6')) {
    const bytes = ipv6Bytes(ipv6);
    return bytes.slice(2, 6).join('.');
  }
  return null;
}
