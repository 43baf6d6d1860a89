import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { ClientCredentials } from '@/core/contract/client-credentials';
import { refuse } from '../http/envelope';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether an Authorization header names this client: RFC 7617 Basic, base64 of `id:secret`. */
export function namesClient(header: string | undefined, client: ClientCredentials): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '');
  if (!match) return false;
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(Buffer.from(match[1], 'base64').toString('utf8')), digest(`${client.id}:${client.secret}`));
}

/**
 * A token call without the portal's client: 401 with a Basic challenge, as an OAuth server answers
 * (RFC 6749 §5.2 `invalid_client`). The portal's client tells this apart from a wrong password by the
 * challenge, and tells the operator, not the visitor.
 */
export function clientRefused(c: Context) {
  c.header('WWW-Authenticate', 'Basic realm="oauth2/client"');
  return refuse(c, 401, '客户端认证失败', 'invalid_client');
}
