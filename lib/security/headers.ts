/** Headers every response carries, HTML or not (next.config.mjs applies them to all paths). */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

export const hstsHeader = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };

/**
 * HSTS goes only on answers the visitor received over HTTPS: the request's own protocol, or the
 * reverse proxy's X-Forwarded-Proto when TRUST_PROXY says that proxy is ours (anyone can send the header).
 */
export function sendsHsts({ protocol, forwardedProto, trustProxy }: { protocol: string; forwardedProto: string | null; trustProxy: boolean }): boolean {
  return protocol === 'https:' || (trustProxy && forwardedProto === 'https');
}
