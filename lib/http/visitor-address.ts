/**
 * Where the visitor's address comes from, for the gateway's per-IP limits (docs/decisions/0035).
 * With TRUST_PROXY the reverse proxy's X-Forwarded-For (its left-most entry) is believed; without it,
 * that header is anyone's to write, so the connection's own address counts: runtime/peer-address.ts,
 * in the server's request pipeline, stamps it on every request as `peerHeader`.
 */
export const peerHeader = 'x-idportal-peer';

/**
 * Set on globalThis by the runtime's pipeline once it stamps every request, so the header is its own. On
 * globalThis because Next bundles instrumentation and route handlers apart, each with its own modules.
 */
const installedMark = Symbol.for('idportal.peer-address');

/** Called by runtime/peer-address.ts when the pipeline is in place. */
export function markPeerStamped(): void {
  (globalThis as Record<symbol, unknown>)[installedMark] = true;
}

/** True in a server whose pipeline stamps each request: only there is `peerHeader` the socket's address. */
export function peerAddressInstalled(): boolean {
  return (globalThis as Record<symbol, unknown>)[installedMark] === true;
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) counts as 127.0.0.1, as it is. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

interface HeaderSource {
  get(name: string): string | null;
}

/** The address to count requests under, or undefined when none can be believed (not limited per IP). */
export function visitorAddress(headers: HeaderSource, { trustProxy, peerStamped }: { trustProxy: boolean; peerStamped: boolean }): string | undefined {
  const raw = trustProxy ? headers.get('x-forwarded-for')?.split(',')[0] : peerStamped ? headers.get(peerHeader) : undefined;
  const address = raw ? normaliseAddress(raw) : '';
  return address || undefined;
}
