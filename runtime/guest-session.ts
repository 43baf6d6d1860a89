import { parse } from 'cookie';
import type { SessionSummary } from '@/lib/session/summary';
import { hstsHeader, securityHeaders, sendsHsts } from '@/lib/security/headers';
import { answeredByStep, type Step } from './pipeline';

// Every page asks `/api/session/me` at once (the header's user menu), a scanned identifier page too, even
// when nginx served the page itself: through Next and its proxy that cost a portal about 5 ms of CPU, as
// much as the view beacon and more than a conditional revalidation. A visitor who sends no session cookie
// is a guest whatever the gateway says, so that answer needs neither: it is given here. With the cookie
// (signed in, or a session that has ended and that the route clears) Next answers as before.

export const sessionSummaryPath = '/api/session/me';

const guestBody = JSON.stringify({ status: 'guest' } satisfies SessionSummary);

export interface GuestSessionOptions {
  /** The session cookie's name (lib/session/cookie-name.ts). */
  cookieName: string;
  /** The Content-Security-Policy Next's answers carry. */
  policy: () => string;
  /** TRUST_PROXY: an X-Forwarded-Proto of https earns HSTS, as in proxy.ts. */
  trustProxy: boolean;
}

/** Whether the request's Cookie header holds a cookie of that name, however empty. */
export function sendsCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.includes(name) && parse(header)[name] !== undefined;
}

/** `GET` or `HEAD /api/session/me` without the session cookie: `{"status":"guest"}` with Next's headers, without Next. */
export function guestSession({ cookieName, policy, trustProxy }: GuestSessionOptions): Step {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.split(/[?#]/)[0] !== sessionSummaryPath) return next();
    if (sendsCookie(req.headers.cookie, cookieName)) return next();
    answeredByStep(res);
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(guestBody),
      'cache-control': 'private, no-store',
      'content-security-policy': policy(),
    };
    for (const { key, value } of securityHeaders) headers[key.toLowerCase()] = value;
    const forwardedProto = req.headers['x-forwarded-proto'];
    if (sendsHsts({ forwardedProto: typeof forwardedProto === 'string' ? forwardedProto : null, trustProxy })) headers[hstsHeader.key.toLowerCase()] = hstsHeader.value;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : guestBody);
  };
}
