import { dynamicRoutes, isDynamicPath } from './csp';
import { samplePaths } from './route-samples';

describe('which pages get the nonce policy', () => {
  it('every page of app/(app) is dynamic', () => {
    for (const p of samplePaths('(app)')) expect({ path: p, dynamic: isDynamicPath(p) }).toEqual({ path: p, dynamic: true });
  });

  it('no page of app/(site), app/(scan) or app/(promo) is', () => {
    for (const p of [...samplePaths('(site)'), ...samplePaths('(scan)'), ...samplePaths('(promo)')]) {
      expect({ path: p, dynamic: isDynamicPath(p) }).toEqual({ path: p, dynamic: false });
    }
  });

  it('every listed route has a page in app/(app)', () => {
    const pages = samplePaths('(app)');
    for (const route of dynamicRoutes) expect({ route: String(route), page: pages.some((p) => route.test(p)) }).toEqual({ route: String(route), page: true });
  });

  it('an unknown path is rendered by the (site) catch-all, so it is not dynamic', () => {
    expect(isDynamicPath('/no/such/page')).toBe(false);
  });
});
