import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import { contentSecurityPolicy } from './csp';
import { samplePaths } from './route-samples';
import { readNextConfig } from '@/scripts/test/next-config';

const runsProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('which requests run the proxy', () => {
  it('every dynamic page does (it needs its nonce)', () => {
    for (const p of samplePaths('(app)')) expect({ path: p, proxy: runsProxy(p) }).toEqual({ path: p, proxy: true });
  });

  it('the gated pages do', () => {
    for (const p of ['/personal_update', '/identification/apply']) expect(runsProxy(p)).toBe(true);
  });

  it('the identifier pages, the scan path, do not: cached, they cost what a prerendered page costs', () => {
    for (const p of ['/product_scene', '/product_scene/88.365.1/DEMO0001', '/product_scene/88.365.1/A/B', '/product_scene/batch']) expect(runsProxy(p)).toBe(false);
  });

  it('prerendered content pages do not (they cost what a static file costs)', () => {
    for (const p of [...samplePaths('(site)'), ...samplePaths('(promo)')].filter((p) => !p.startsWith('/identification/apply'))) {
      expect({ path: p, proxy: runsProxy(p) }).toEqual({ path: p, proxy: false });
    }
  });

  it('any path with a percent-escape does, so a malformed one answers 400', () => {
    expect(runsProxy('/news/%ZZ')).toBe(true);
    expect(runsProxy('/news/detail/%E4%B8')).toBe(true);
  });
});

describe("the identifier's JSON at the page's address (next.config.mjs rewrites)", () => {
  const { pattern, rewrites } = readNextConfig<{ pattern: string; rewrites: { afterFiles: { source: string; destination: string; has: { key: string; value: string }[] }[] } }>(
    '{ pattern: m.jsonAcceptPattern, rewrites: await c.rewrites() }',
  );
  // Next anchors a header condition's value.
  const asksJson = (accept: string) => new RegExp(`^${pattern}$`).test(accept);

  it('goes to JSON for a machine client, to the page for any browser', () => {
    for (const accept of ['application/json', 'application/ld+json', 'application/json, */*;q=0.8', 'application/problem+json']) expect({ accept, json: asksJson(accept) }).toEqual({ accept, json: true });
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/html, application/json', '*/*', 'application/xml', '']) {
      expect({ accept, json: asksJson(accept) }).toEqual({ accept, json: false });
    }
  });

  it('rewrites every identifier path with that header, after the page files (so never the batch page); a linkset first', () => {
    expect(rewrites.afterFiles).toEqual([
      { source: '/product_scene/:identifier+', has: [{ type: 'header', key: 'accept', value: '.*application/linkset\\+json.*' }], destination: '/api/identifier/linkset/:identifier+' },
      { source: '/product_scene/:identifier+', has: [{ type: 'header', key: 'accept', value: pattern }], destination: '/api/identifier/json/:identifier+' },
    ]);
  });

  it('sends the linkset media type to the linkset, whatever else the Accept names (issue 63)', () => {
    const asksLinkset = (accept: string) => new RegExp(`^${rewrites.afterFiles[0]!.has[0]!.value}$`).test(accept);
    expect(asksLinkset('application/linkset+json')).toBe(true);
    expect(asksLinkset('application/json;q=0.5, application/linkset+json')).toBe(true);
    expect(asksLinkset('application/json')).toBe(false);
  });
});

describe('the prerendered policy in next.config.mjs', () => {
  it('is the one lib/security/csp.ts builds without a nonce', () => {
    const rules = readNextConfig<{ headers: { key: string; value: string }[] }[]>('await c.headers()');
    const values = rules.flatMap((rule) => rule.headers).filter((h) => h.key === 'Content-Security-Policy');
    expect(values.map((h) => h.value)).toEqual([contentSecurityPolicy({ dev: false })]);
  });
});
