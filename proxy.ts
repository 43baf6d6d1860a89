import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce, isDynamicPath } from '@/lib/security/csp';
import { hstsHeader } from '@/lib/security/headers';
import { hasValidEscapes } from '@/lib/security/url';
import { sessionCookieName } from '@/lib/session/cookie-name';

// Pages a visitor must be logged in for (000 §6, 001 §2): without a session cookie they go home.
// The page itself checks the session again; this only spares a render.
const gated = ['/personal_update', '/identification/apply'];

/** Thin by design: escapes, a login redirect, the CSP and HSTS. No gateway calls here. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!hasValidEscapes(pathname)) {
    return new NextResponse('请求地址有误', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (gated.some((p) => pathname === p || pathname.startsWith(`${p}/`)) && !request.cookies.has(sessionCookieName())) {
    const target = new URL('/', request.url);
    return NextResponse.redirect(target);
  }

  // Machine clients asking for JSON get the identifier's public data at the same URL.
  if (pathname.startsWith('/product_scene/') && wantsJson(request.headers.get('accept'))) {
    const target = request.nextUrl.clone();
    target.pathname = `/api/identifier/json/${pathname.slice('/product_scene/'.length)}`;
    return NextResponse.rewrite(target);
  }

  const dev = process.env.NODE_ENV === 'development';
  const nonce = isDynamicPath(pathname) ? createNonce() : undefined;
  const policy = contentSecurityPolicy({ nonce, dev });
  const requestHeaders = new Headers(request.headers);
  if (nonce) {
    requestHeaders.set('x-nonce', nonce);
    // Next reads the nonce for its own scripts from the request's policy.
    requestHeaders.set('content-security-policy', policy);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  if (pathname.startsWith('/product_scene')) response.headers.set('Vary', 'Accept');
  if (request.headers.get('x-forwarded-proto') === 'https' || request.nextUrl.protocol === 'https:') {
    response.headers.set(hstsHeader.key, hstsHeader.value);
  }
  return response;
}

/** JSON preferred over HTML: `application/json` asked for and `text/html` not. */
function wantsJson(accept: string | null): boolean {
  return Boolean(accept && /application\/(json|[\w.+-]*\+json)/.test(accept) && !accept.includes('text/html'));
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|images/|media/|icon.svg|robots.txt|sitemap.xml|healthz|readyz).*)',
    },
  ],
};
