import { dynamicPages, pagePattern } from '@/lib/routes';

/**
 * Content-Security-Policy by kind of page (docs/decisions/0002-csp-per-page-kind.md).
 * Dynamic pages get a per-request nonce for scripts and style elements. Prerendered content pages are
 * the same HTML for everyone, so they cannot carry a nonce: they allow inline scripts and styles and
 * render only the project's own content.
 */

/**
 * The pages of `app/(app)`, rendered per request under a nonce (lib/routes.ts). Everything else (content
 * pages and unknown paths, which the `(site)` catch-all renders without a nonce) gets the prerendered
 * policy. A path wrongly listed would lose its styles, so the table names exact routes, and
 * csp-routes.test.ts checks it against the page files of `app/(app)`.
 */
export const dynamicRoutes: RegExp[] = dynamicPages.map(pagePattern);

export function isDynamicPath(pathname: string): boolean {
  return dynamicRoutes.some((route) => route.test(pathname));
}

export interface CspOptions {
  /** Present on dynamic pages. */
  nonce?: string;
  /** Development needs eval for React's debugging and a websocket for hot reload. */
  dev: boolean;
}

export function contentSecurityPolicy({ nonce, dev }: CspOptions): string {
  const scripts = nonce ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`];
  const styleElements = nonce ? [`'self'`, `'nonce-${nonce}'`] : [`'self'`, `'unsafe-inline'`];
  if (dev) scripts.push(`'unsafe-eval'`);
  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': scripts,
    'style-src': styleElements,
    'style-src-elem': styleElements,
    // MUI sets some inline style attributes (sizes, transitions); attributes cannot run code.
    'style-src-attr': [`'unsafe-inline'`],
    'img-src': [`'self'`, 'data:', 'blob:'],
    'font-src': [`'self'`, 'data:'],
    'media-src': [`'self'`, 'blob:'],
    'connect-src': dev ? [`'self'`, 'ws:'] : [`'self'`],
    'object-src': [`'none'`],
    'base-uri': [`'self'`],
    'form-action': [`'self'`],
    'frame-ancestors': [`'none'`],
    'frame-src': [`'self'`],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A fresh nonce: 128 bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
