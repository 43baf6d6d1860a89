import type { Context } from 'hono';
import { holderOf, networkOf } from '@/core/net/network';

// The network helpers moved to core/ when the portal's pipeline needed them too (decisions 0052, and the
// load shedding's share per client, issue 61 item 1).
export { holderOf, networkOf };

/** The client's address as the reverse proxy (or the portal) forwards it; none means not limited per IP. */
export function clientIp(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
