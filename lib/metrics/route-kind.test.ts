import { routeKind } from './route-kind';

describe('routeKind', () => {
  it.each([
    ['/product_scene/88.365.1/DEMO0001', 'identifier_page'],
    // Identifiers hold dots: the last segment is never read as a file name here.
    ['/product_scene/88.365.1/ABC.123', 'identifier_page'],
    ['/product_scene', 'identifier_page'],
    ['/api/identifier/json/88.365.1/DEMO0001', 'identifier_json'],
    ['/api/handles/88.365.1/DEMO0001', 'identifier_json'],
    ['/home', 'content_page'],
    ['/news', 'content_page'],
    ['/product_scene/batch', 'content_page'],
    ['/an/unknown/page', 'content_page'],
    ['/application', 'dynamic_page'],
    ['/application/list/detail/48', 'dynamic_page'],
    ['/login', 'dynamic_page'],
    ['/personal_update', 'dynamic_page'],
    ['/api/session/me', 'api'],
    ['/api/identifier/views', 'api'],
    ['/_next/static/chunks/main-3f2a.js', 'static'],
    ['/_next/image', 'static'],
    ['/images/brand/logo.png', 'static'],
    ['/icon.svg', 'static'],
    ['/healthz', 'other'],
    ['/readyz', 'other'],
    ['/robots.txt', 'other'],
    ['/sitemap.xml', 'other'],
    ['/sitemaps/pages.xml', 'other'],
    ['/sitemaps/identifiers/12.xml', 'other'],
  ])('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });

  it('tells the identifier’s JSON from its page at the same address by what was answered', () => {
    expect(routeKind('/product_scene/88.365.1/DEMO0001', 'application/json; charset=utf-8')).toBe('identifier_json');
    expect(routeKind('/product_scene/88.365.1/DEMO0001', 'application/ld+json')).toBe('identifier_json');
    expect(routeKind('/product_scene/88.365.1/DEMO0001', 'text/html; charset=utf-8')).toBe('identifier_page');
    expect(routeKind('/product_scene/88.365.1/DEMO0001', 'text/x-component')).toBe('identifier_page');
  });
});
