import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from '@/core/net/trusted-proxies';
import { markPeerStamped, peerHeader } from '@/lib/http/visitor-address';

// Next gives a route handler no socket, so without a trusted reverse proxy the per-IP limits had no
// address to count (issue 17 item 4). For every request, before Next sees it, the pipeline replaces the
// x-idportal-peer header with the connection's own address; whatever a client sent under that name is
// dropped first, so the header can only say what the socket says. Installing it marks the process:
// lib/http/client-ip.ts believes the header only in a process so marked (docs/decisions/0035).
//
// Behind the portal's own proxy (TRUST_PROXY) the visitor is the one X-Forwarded-For names, but only a
// connection from the proxy may say so (issue 61 items 5 and 6): any other connection's forwarding headers
// are dropped and X-Forwarded-For says its own address, so every limit, count and HSTS decision that reads
// them downstream (lib/http/visitor-address.ts, lib/security/headers.ts) sees the truth.

/** What a proxy says of the visitor: the address, the scheme and host it was reached at. */
const forwarding = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'forwarded']);

/** Sets `name` to `value` alone, in the parsed and the raw headers, after dropping every header `drop` names. */
function replaceHeaders(request: IncomingMessage, drop: (name: string) => boolean, set: Record<string, string>): void {
  const raw = request.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!drop(raw[i].toLowerCase())) kept.push(raw[i], raw[i + 1]);
  }
  for (const name of Object.keys(request.headers)) if (drop(name)) delete request.headers[name];
  for (const [name, value] of Object.entries(set)) {
    request.headers[name] = value;
    kept.push(name, value);
  }
  request.rawHeaders = kept;
}

/**
 * Drops any client-sent peer header (parsed and raw forms) and sets the socket's address instead. With
 * `proxies` (TRUST_PROXY), a connection they do not trust loses its forwarding headers, and its
 * X-Forwarded-For is its own address.
 */
export function stampPeer(request: IncomingMessage, proxies?: ProxyTrust): void {
  const address = request.socket?.remoteAddress;
  const untrusted = proxies !== undefined && !(address && proxies.trusts(address));
  const set: Record<string, string> = {};
  if (address) set[peerHeader] = address;
  if (untrusted && address) set['x-forwarded-for'] = address;
  replaceHeaders(request, (name) => name === peerHeader || (untrusted && forwarding.has(name)), set);
}

/** Says to lib/http/client-ip.ts that every request of this process is stamped. */
export const trustStampedPeers = markPeerStamped;
