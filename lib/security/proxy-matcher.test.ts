import { execFileSync } from 'node:child_process';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import { contentSecurityPolicy } from './csp';
import { samplePaths } from './route-samples';

const runsProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('which requests run the proxy', () => {
  it('every dynamic page does (it needs its nonce)', () => {
    for (const p of samplePaths('(app)')) expect({ path: p, proxy: runsProxy(p) }).toEqual({ path: p, proxy: true });
  });

  it('the gated pages and the identifier JSON do', () => {
    for (const p of ['/personal_update', '/identification/apply', '/product_scene/88.365.1/DEMO0001']) expect(runsProxy(p)).toBe(true);
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

describe('the prerendered policy in next.config.mjs', () => {
  it('is the one lib/security/csp.ts builds without a nonce', () => {
    // The config is plain ESM that jest's module system cannot load; node reads it as the server does.
    const script = "const c = (await import('./next.config.mjs')).default; console.log(JSON.stringify(await c.headers()))";
    const rules = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })) as {
      headers: { key: string; value: string }[];
    }[];
    const values = rules.flatMap((rule) => rule.headers).filter((h) => h.key === 'Content-Security-Policy');
    expect(values.map((h) => h.value)).toEqual([contentSecurityPolicy({ dev: false })]);
  });
});
