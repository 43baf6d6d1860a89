import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/config/env';

/** The visitor's address for the gateway's per-IP limits, only when a trusted reverse proxy set it. */
export async function clientIp(): Promise<string | undefined> {
  if (!env().TRUST_PROXY) return undefined;
  const forwarded = (await headers()).get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || undefined;
}
