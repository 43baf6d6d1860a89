import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
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

// Next matches every header rule and rewrite of next.config.mjs again for each request it serves, and
// compiles a header value holding a colon as a path pattern each time (issue 64 item 4). The policy and the
// identifier's other answers at its address are the runtime's (runtime/page-policy.ts, resolver-requests.ts).
describe("next.config.mjs's per-request rules", () => {
  it('hold no header value with a colon and no rewrite', () => {
    const { headers, rewrites } = readNextConfig<{ headers: { headers: { key: string; value: string }[] }[]; rewrites: unknown }>('{ headers: await c.headers(), rewrites: c.rewrites }');
    expect(headers.length).toBeGreaterThan(1);
    expect(headers.flatMap((rule) => rule.headers).filter((header) => header.value.includes(':'))).toEqual([]);
    expect(rewrites).toBeUndefined();
  });
});
