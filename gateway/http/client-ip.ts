import type { Context } from 'hono';

/** The client's address as the reverse proxy (or the portal) forwards it; none means not limited per IP. */
export function clientIp(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
