import { isIPv4, isIPv6 } from 'node:net';

// The network an address belongs to, shared by the gateway's limits (per new phone, decision 0047) and
// the portal's request pipeline (per crawler, decision 0052): both count a network besides an address.

/** An IPv6 address's eight groups as plain hexadecimal (no leading zeros), whichever way it was written. */
function groupsOf(ipv6: string): string[] {
  let text = ipv6.toLowerCase();
  // An IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const gap = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...gap, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The network an address is counted in besides itself: its /24 for IPv4, its /64 for IPv6. A provider
 * hands a customer at least a /64, and a host may take any address in it at will, so one machine can
 * be thousands of IPv6 addresses; neighbouring IPv4 addresses are usually one operator's (decision 0047).
 * An IPv4-mapped IPv6 address counts as its IPv4 one; anything that is no address is its own network.
 */
export function networkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1] : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${groupsOf(address).slice(0, 4).join(':')}::/64`;
  return ip;
}

/**
 * Who holds an address: an IPv4 address is its own holder, an IPv6 address counts as its /64 (one
 * subscriber's or one host's share, which a script can walk through address by address). No address is
 * `unknown`; what is no address is cut short. The password lockout counts holders, not /24s, so a
 * stranger in the same IPv4 block cannot lock an owner out (decision 0048); the load shedding gives each
 * holder a share of its slots.
 */
export function holderOf(address: string | undefined): string {
  const bare = address?.trim();
  if (!bare) return 'unknown';
  const network = networkOf(bare);
  if (!network.endsWith('/24')) return network === bare ? bare.slice(0, 64) : network;
  return bare.replace(/^::ffff:/i, '');
}
