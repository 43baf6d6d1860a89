import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/config/env';
import { peerAddressInstalled, visitorAddress } from './visitor-address';

/**
 * The visitor's address for the gateway's per-IP limits: the trusted reverse proxy's X-Forwarded-For
 * with TRUST_PROXY, else the connection's own address (lib/http/visitor-address.ts).
 */
export async function clientIp(): Promise<string | undefined> {
  return visitorAddress(await headers(), { trustProxy: env().TRUST_PROXY, peerStamped: peerAddressInstalled() });
}
