import { readFileSync } from 'node:fs';
import { isDynamicPath } from './security/csp';
import { pageFiles } from './security/route-samples';
import { confirmOrderPath, gateOf, marketListPath, needsGateway, paths, paymentPath, productPagePath, productPath, readsQuery, scanRedirectPath } from './routes';

describe('the route table', () => {
  it('builds the marketplace addresses', () => {
    expect(productPath(7)).toBe('/application/list/detail/7');
    expect(productPagePath('12')).toBe('/application/detail/12');
    expect(marketListPath()).toBe('/application/list');
    expect(marketListPath('keyword=MES&page=2')).toBe('/application/list?keyword=MES&page=2');
    expect(paymentPath(5003)).toBe('/application/payment?orderId=5003');
    expect(confirmOrderPath({ productId: 1, packageId: 2, priceId: 3 })).toBe('/application/confirmOrder?productId=1&packageId=2&priceId=3');
  });

  it('sends a guest home from the personal pages and their sub-paths, to the login from the order pages', () => {
    expect(gateOf(paths.personalUpdate)).toBe('home');
    expect(gateOf('/identification/apply/step2')).toBe('home');
    expect(gateOf(paths.payment)).toBe('login');
    expect(gateOf(paths.confirmOrderAlias)).toBe('login');
    // Exact for the order pages: a longer path is not one of them.
    expect(gateOf('/application/payment/x')).toBeUndefined();
    for (const open of ['/', '/home', paths.market, paths.marketList, productPath(1), '/identification', '/personal_updates']) expect({ open, gate: gateOf(open) }).toEqual({ open, gate: undefined });
  });

  it('names the pages that cannot show anything without the gateway', () => {
    for (const path of [paths.market, paths.marketList, productPath(3), productPagePath(3)]) expect({ path, needs: needsGateway(path) }).toEqual({ path, needs: true });
    for (const path of ['/product_scene/88.365.1/DEMO0001', '/home', paths.payment, '/application/list/detail']) expect({ path, needs: needsGateway(path) }).toEqual({ path, needs: false });
  });
});

describe('the pages that read their query', () => {
  const groups = ['(app)', '(site)', '(scan)', '(promo)'];

  it('are exactly the page files that take searchParams: every other page is rendered without its query', () => {
    for (const { path, file } of groups.flatMap(pageFiles)) {
      const takesQuery = /searchParams/.test(readFileSync(file, 'utf8'));
      expect({ path, readsQuery: readsQuery(path) }).toEqual({ path, readsQuery: takesQuery || isDynamicPath(path) });
    }
  });

  it('include the doors, Next’s files, the root’s redirect and the scan address but not the identifier pages under it', () => {
    for (const path of ['/', '/api/identifier/batch', '/_next/image', scanRedirectPath, paths.marketList, '/identification/apply/step2']) expect({ path, reads: readsQuery(path) }).toEqual({ path, reads: true });
    for (const path of ['/product_scene/88.365.1/DEMO0001', '/home', '/news', '/sitemap.xml', '/sitemaps/identifiers/1.xml', '/no/such/page']) expect({ path, reads: readsQuery(path) }).toEqual({ path, reads: false });
  });
});
