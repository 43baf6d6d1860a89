import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce, isDynamicPath } from '@/lib/security/csp';
import { gatewayOutage } from '@/lib/gateway/outage';
import { unavailablePage } from '@/lib/http/unavailable-page';
import { requestIdFrom, requestIdHeader } from '@/core/log/request-id';
import { hstsHeader, sendsHsts } from '@/lib/security/headers';
import { isSameSiteRequest, type RequestSource } from '@/lib/security/origin';
import { hasValidEscapes } from '@/lib/security/url';
import { messages } from '@/core/messages';
import { proxyEnv } from '@/lib/config/proxy-env';
import { sessionCookieName } from '@/lib/session/cookie-name';
import { isDevelopment } from '@/core/env/process';
import { gateOf, needsGateway, paths } from '@/lib/routes';


/** Thin by design: escapes, the origin of writes, a login redirect, the outage answer, the nonce policy and HSTS. No gateway calls here. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!hasValidEscapes(pathname)) {
    return new NextResponse(messages.badAddress, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (!isSameSiteRequest(sourceOf(request))) {
    return NextResponse.json({ success: false, data: null, message: messages.crossSiteRefused, code: 403 }, { status: 403 });
  }
  // Pages a visitor must be logged in for (lib/routes.ts): without a session cookie they go home, which
  // says why and offers the login back (000 §6, 001 §2), or, for the order pages (001 §6), to the login
  // page and back after it. The page itself checks the session again; this only spares a render.
  const gate = gateOf(pathname);
  if (gate && !request.cookies.has(sessionCookieName())) {
    const target = new URL(gate === 'home' ? '/' : paths.login, request.url);
    target.searchParams.set('from', `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(target);
  }

  const dev = isDevelopment();
  // The gateway is known to be down: its pages answer 503 now rather than each waiting for a failed call.
  if (needsGateway(pathname) && gatewayOutage()) return unavailablePage(contentSecurityPolicy({ dev }));
  const nonce = isDynamicPath(pathname) ? createNonce() : undefined;
  const policy = contentSecurityPolicy({ nonce, dev });
  const requestHeaders = new Headers(request.headers);
  // The id the reverse proxy gave (or a fresh one) follows this request into its gateway calls.
  const requestId = requestIdFrom(request.headers.get(requestIdHeader));
  requestHeaders.set(requestIdHeader, requestId);
  if (nonce) {
    requestHeaders.set('x-nonce', nonce);
    // Next reads the nonce for its own scripts from the request's policy.
    requestHeaders.set('content-security-policy', policy);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set(requestIdHeader, requestId);
  if (sendsHsts({ forwardedProto: request.headers.get('x-forwarded-proto'), trustProxy: proxyEnv().TRUST_PROXY })) {
    response.headers.set(hstsHeader.key, hstsHeader.value);
  }
  return response;
}

function sourceOf(request: NextRequest): RequestSource {
  const h = request.headers;
  return { method: request.method, origin: h.get('origin'), fetchSite: h.get('sec-fetch-site'), host: h.get('host'), siteUrl: proxyEnv().SITE_URL };
}

// Only the paths that need the proxy run it: the dynamic pages (their nonce), the gated pages, the API
// routes (a request id for their gateway calls), and any path holding a percent sign (the escape check).
// Prerendered content pages and the cached identifier pages are served without it and take their policy
// from next.config.mjs (and HSTS from the TLS proxy), as does the identifier's JSON its rewrite;
// proxy-matcher.test.ts checks this list against lib/routes.ts.
export const config = {
  matcher: [
    '/login',
    '/bench',
    '/test-error',
    '/personal_update/:path*',
    '/identification/apply/:path*',
    '/application/:path*',
    '/apporder/:path*',
    '/demo/inbox',
    '/api/:path*',
    '/((?:.*)%(?:.*))',
  ],
};
