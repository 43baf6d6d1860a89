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
 * HSTS goes only on answers the visitor received over HTTPS. The portal's own server speaks plain HTTP
 * (TLS ends at the reverse proxy), and Next builds the request's URL from X-Forwarded-Proto, which anyone
 * can send: so only the proxy's header counts, and only when TRUST_PROXY says that proxy is ours.
 */
export function sendsHsts({ forwardedProto, trustProxy }: { forwardedProto: string | null; trustProxy: boolean }): boolean {
  return trustProxy && forwardedProto === 'https';
}
