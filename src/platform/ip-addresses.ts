// Reading client and target IP addresses: the forms one address takes on a socket, and the bytes
// of an IPv6 literal. Shared by the rate limits, the connection limits, the metrics endpoint's
// loopback check and the outbound address policy.
import { isIP } from 'node:net';

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports) as plain IPv4. */
export function plainAddress(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** The 16 bytes of an IPv6 literal already accepted by `isIP` (so only well-formed text arrives here). */
export function ipv6Bytes(ipv6: string): Uint8Array {
  let text = ipv6.toLowerCase();
  // A trailing dotted quad ("::ffff:10.0.0.1") becomes two hextets.
  const lastColon = text.lastIndexOf(':');
  if (text.indexOf('.', lastColon) !== -1) {
    const [a = 0, b = 0, c = 0, d = 0] = text
      .slice(lastColon + 1)
      .split('.')
      .map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/**
 * The network a client address stands for when its connections are counted: an IPv4 address
 * itself, an IPv6 address its /64 (the block one subscriber gets, so a client cannot count as a
 * new one by changing the low 64 bits). Anything else is returned as it is.
 */
export function clientNetwork(address: string): string {
  const plain = plainAddress(address.split('%')[0]!);
  if (isIP(plain) !== 6) return plain;
  const bytes = ipv6Bytes(plain);
  const groups: string[] = [];
  for (let i = 0; i < 8; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return `${groups.join(':')}::/64`;
}
