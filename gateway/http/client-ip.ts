import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';

/** The client's address as the reverse proxy (or the portal) forwards it; none means not limited per IP. */
export function clientIp(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}

/** The groups of an IPv6 address in full, `::` expanded; an IPv4 tail (`::1.2.3.4`) counts as two. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g])) : []);
  const first = groupsOf(head);
  if (tail === undefined) return first;
  const last = groupsOf(tail);
  return [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
}

/**
 * The network a client's address stands for, where one holder has many addresses: an IPv4 address is
 * its own, an IPv6 address counts as its /64 (one subscriber's or one host's share, which a script can
 * walk through address by address). No address is the network `unknown`. Counting per network is what
 * keeps the password lockout from being handed to whoever can change address (decision 0048).
 */
export function networkOf(address: string | undefined): string {
  const bare = address?.trim().replace(/%.*$/, '').toLowerCase();
  if (!bare) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare.slice(0, 64);
  const prefix = ipv6Groups(bare)
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
