import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { crawlerDisallowed } from '@/lib/content/pages';
import { robotsRules } from './robots';

// The robots.txt text exactly as Next writes it from app/robots.ts, read the two ways crawlers read it.

const text = resolveRobots(robotsRules('https://id.example.cn'));
const lines = text.split('\n').map((line) => line.trim());
const rules = lines.flatMap((line) => {
  const m = /^(Allow|Disallow): (.+)$/.exec(line);
  return m ? [{ allow: m[1] === 'Allow', path: m[2] }] : [];
});

/** RFC 9309 (Google, Bing): the longest matching path wins, Allow on a tie; nothing matching is allowed. */
function longestMatch(path: string): boolean {
  const matching = rules.filter((r) => path.startsWith(r.path)).sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

/** Baidu's documented reading: the first Allow or Disallow line that matches decides. */
function firstMatch(path: string): boolean {
  return rules.find((r) => path.startsWith(r.path))?.allow ?? true;
}

const readable = ['/product_scene/88.365.1/DEMO0001', '/product_scene/88.365.1/A%2FB', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products.xml', '/sitemaps/identifiers/1.xml', '/home', '/news', '/_next/static/chunks/main.js'];
const kept = ['/api/handles/88.365.1/DEMO0001', '/api/identifier/json/88.365.1/DEMO0001', '/api/identifier/scene', '/api/session/me', '/api/dictionary', '/login', '/application/payment', '/personal_update'];

describe('robots.txt', () => {
  it.each([
    ['longest match (RFC 9309)', longestMatch],
    ['first match (Baidu)', firstMatch],
  ])('lets crawlers read identifier pages and sitemaps, and keeps them from the API, read by %s', (_name, allowed) => {
    expect(readable.filter((path) => !allowed(path))).toEqual([]);
    expect(kept.filter((path) => allowed(path))).toEqual([]);
  });

  it('names the Handle API and the JSON twin, keeps every path it listed before and points at the sitemap index', () => {
    expect(lines).toContain('User-Agent: *');
    for (const path of [...crawlerDisallowed, '/api/', '/api/handles/', '/api/identifier/json/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://id.example.cn/sitemap.xml');
    // An Allow: / written before the Disallow lines would open everything to a first-match reader.
    expect(lines).not.toContain('Allow: /');
  });
});
