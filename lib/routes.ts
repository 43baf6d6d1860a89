// The site's own addresses, written once (issue 40 item 4). Links and redirects take them from here; the
// proxy's gates, the CSP's page kinds (lib/security/csp.ts), the navigation and the sitemap's
// marketplace part are derived from `dynamicPages`. proxy.ts's `matcher` must stay a literal (Next reads
// it at build time): lib/security/proxy-matcher.test.ts holds it to this table.

export const paths = {
  home: '/home',
  login: '/login',
  personalUpdate: '/personal_update',
  prefixApply: '/identification/apply',
  market: '/application',
  marketList: '/application/list',
  confirmOrder: '/application/confirmOrder',
  /** The same screen under the address 001's console links use. */
  confirmOrderAlias: '/application/confirm-order',
  payment: '/application/payment',
  payResult: '/application/payResult',
  apporder: '/apporder',
  demoInbox: '/demo/inbox',
  bench: '/bench',
  testError: '/test-error',
} as const;

/** A marketplace product's detail page (001 §2), where it is bought. */
export const productPath = (id: string | number) => `${paths.marketList}/detail/${id}`;

/** A product's marketing page from the static catalogue (000 §9, 001 §2). */
export const productPagePath = (id: string | number) => `${paths.market}/detail/${id}`;

/** The marketplace list with its query (search words, classification, page), or bare. */
export const marketListPath = (query?: string) => (query ? `${paths.marketList}?${query}` : paths.marketList);

export const paymentPath = (orderId: string | number) => `${paths.payment}?orderId=${orderId}`;
export const payResultPath = (orderId: string | number) => `${paths.payResult}?orderId=${orderId}`;

export interface OrderChoice {
  productId: string | number;
  packageId: string | number;
  priceId: string | number;
}

export const confirmOrderPath = ({ productId, packageId, priceId }: OrderChoice) => `${paths.confirmOrder}?productId=${productId}&packageId=${packageId}&priceId=${priceId}`;

/**
 * - home: without a session cookie the visitor goes home, which says why (000 §6, 001 §2); the path's
 *   sub-paths too.
 * - login: the login page, and back after it (001 §6: buying needs a login).
 */
export type Gate = 'home' | 'login';

export interface DynamicPage {
  /** An exact path, or a pattern for a page with a parameter. */
  path: string | RegExp;
  gate?: Gate;
  /** Every block comes from the gateway: while it is known to be down the page answers 503 at once. */
  needsGateway?: boolean;
}

/** The pages of `app/(app)`, rendered per request under a nonce (docs/decisions/0002); csp-routes.test.ts holds this to the page files. */
export const dynamicPages: readonly DynamicPage[] = [
  { path: paths.bench },
  { path: paths.testError },
  { path: paths.login },
  { path: paths.personalUpdate, gate: 'home' },
  { path: paths.prefixApply, gate: 'home' },
  { path: paths.market, needsGateway: true },
  { path: paths.marketList, needsGateway: true },
  { path: paths.confirmOrder, gate: 'login' },
  { path: paths.confirmOrderAlias, gate: 'login' },
  { path: paths.payment, gate: 'login' },
  { path: paths.payResult, gate: 'login' },
  { path: paths.apporder },
  { path: /^\/application\/list\/detail\/[^/]+$/, needsGateway: true },
  { path: /^\/application\/detail\/[^/]+$/, needsGateway: true },
  { path: paths.demoInbox },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Compiled once: the runtime asks these of every request (query-free-pages.ts, conditional-pages.ts, the
// gates), and building each pattern again took 2 % of a cached identifier page's CPU (issue 64 item 4).
const compile = ({ path }: DynamicPage): RegExp => (typeof path === 'string' ? new RegExp(`^${escaped(path)}$`) : path);
const patterns = new Map(dynamicPages.map((page) => [page, compile(page)]));

/** The page's path as an exact pattern. */
export const pagePattern = (page: DynamicPage): RegExp => patterns.get(page) ?? compile(page);

const matches = (page: DynamicPage, pathname: string) =>
  pagePattern(page).test(pathname) || (page.gate === 'home' && typeof page.path === 'string' && pathname.startsWith(`${page.path}/`));

/** The gate in front of a path, if any. */
export function gateOf(pathname: string): Gate | undefined {
  return dynamicPages.find((page) => page.gate && matches(page, pathname))?.gate;
}

/** Whether a path is a page that cannot show anything without the gateway (identifier pages are not: decision 0025). */
export function needsGateway(pathname: string): boolean {
  return dynamicPages.some((page) => page.needsGateway && matches(page, pathname));
}

/** The scan address `/product_scene?identifier=…` (000 §2), which redirects to the identifier's page. */
export const scanRedirectPath = '/product_scene';

/**
 * Whether the server reads this address's query: the dynamic pages, the scan address, the root's
 * redirect, the API doors and Next's own files (the image optimiser). Every other page (identifier and content pages, the
 * sitemaps) renders the same bytes whatever the query says, and is rendered without one
 * (runtime/query-free-pages.ts): a page cached for everyone must not keep a stranger's `?utm_source=…`
 * (issue 39 item 2). lib/routes.test.ts holds this to the page files that read `searchParams`.
 */
export function readsQuery(pathname: string): boolean {
  // The root redirects home with its query (next.config.mjs): a guest sent there from a gated page
  // carries `?from=` on to the home page's notice.
  if (pathname === '/' || pathname === scanRedirectPath || pathname.startsWith('/api/') || pathname.startsWith('/_next/') || pathname.startsWith('/__next')) return true;
  return dynamicPages.some((page) => matches(page, pathname));
}
