import type { IncomingMessage } from 'node:http';
import { markPeerStamped, peerHeader } from '@/lib/http/visitor-address';

// Next gives a route handler no socket, so without a trusted reverse proxy the per-IP limits had no
// address to count (issue 17 item 4). For every request, before Next sees it, the pipeline replaces the
// x-idportal-peer header with the connection's own address; whatever a client sent under that name is
// dropped first, so the header can only say what the socket says. Installing it marks the process:
// lib/http/client-ip.ts believes the header only in a process so marked (docs/decisions/0035).

/** Drops any client-sent peer header (parsed and raw forms) and sets the socket's address instead. */
export function stampPeer(request: IncomingMessage): void {
  const raw = request.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i].toLowerCase() !== peerHeader) kept.push(raw[i], raw[i + 1]);
  }
  delete request.headers[peerHeader];
  const address = request.socket?.remoteAddress;
  if (address) {
    request.headers[peerHeader] = address;
    kept.push(peerHeader, address);
  }
  request.rawHeaders = kept;
}

/** Says to lib/http/client-ip.ts that every request of this process is stamped. */
export const trustStampedPeers = markPeerStamped;
