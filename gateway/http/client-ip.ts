import type { Context } from 'hono';
import { networkOf } from '@/core/net/network';

// The network helper moved to core/ when the portal's pipeline needed it too (decision 0052).
export { networkOf };

/** The client's address as the reverse proxy (or the portal) forwards it; none means not limited per IP. */
export function clientIp(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}

/**
 * Who holds an address, for the password lockout: an IPv4 address is its own holder, an IPv6 address
 * counts as its /64 (one subscriber's or one host's share, which a script can walk through address by
 * address). No address is `unknown`; what is no address is cut short. The lockout counts holders, not
 * /24s, so a stranger in the same IPv4 block cannot lock an owner out (decision 0048).
 */
export function holderOf(address: string | undefined): string {
  const bare = address?.trim();
  if (!bare) return 'unknown';
  const network = networkOf(bare);
  if (!network.endsWith('/24')) return network === bare ? bare.slice(0, 64) : network;
  return bare.replace(/^::ffff:/i, '');
}
