import { sitemapFiles, sitemapLocations, sitemapUrls } from './helpers/sitemap';
import { expect, test } from './helpers/test';

// What a crawler gets from the content pages without a browser: each page's own title, description,
// canonical URL, Open Graph card and JSON-LD in the server HTML; a sitemap and a robots.txt that parse.

interface PageCase {
  path: string;
  title: RegExp;
  /** The schema.org types the page's JSON-LD must hold. */
  types: string[];
  h1: string;
}

const pages: PageCase[] = [
  { path: '/home', title: /标识注册、解析与工业应用服务/, types: ['Organization'], h1: '国家工业互联网标识解析二级节点' },
  { path: '/introduce', title: /^关于我们 - /, types: ['Organization'], h1: '关于我们' },
  { path: '/news', title: /^新闻资讯 - /, types: ['WebPage'], h1: '新闻资讯' },
  { path: '/news/detail/1', title: /工业互联网创新发展行动计划/, types: ['NewsArticle', 'BreadcrumbList'], h1: '行动计划' },
  { path: '/news/detail/19', title: /年度安全评估/, types: ['NewsArticle', 'BreadcrumbList'], h1: '年度安全评估' },
  { path: '/solution', title: /^解决方案 - /, types: ['WebPage'], h1: '行业解决方案' },
  { path: '/solution/1', title: /电子元器件质量追溯解决方案/, types: ['Article', 'BreadcrumbList'], h1: '电子元器件质量追溯解决方案' },
  { path: '/solution/14', title: /企业标识解析节点建设解决方案/, types: ['Article', 'BreadcrumbList'], h1: '企业标识解析节点建设' },
  { path: '/cooperation_case', title: /^合作案例 - /, types: ['WebPage'], h1: '合作案例' },
  { path: '/cooperation_case/detail/7', title: /园区公共标识服务平台/, types: ['Article', 'BreadcrumbList'], h1: '园区公共标识服务平台' },
  { path: '/ecology', title: /^生态合作 - /, types: ['WebPage'], h1: '携手共建标识应用生态' },
  { path: '/identification', title: /^标识前缀注册 - /, types: ['WebPage'], h1: '企业标识前缀注册' },
  { path: '/new_identification', title: /^标识注册 - /, types: ['WebPage'], h1: '工业互联网标识注册' },
  { path: '/develop_document', title: /^开发者文档 - /, types: ['WebPage'], h1: '开发者文档' },
  { path: '/contact', title: /^联系我们 - /, types: ['WebPage'], h1: '联系我们' },
  { path: '/special', title: /一物一码 赋能电子信息产业/, types: ['WebPage'], h1: '一物一码 赋能电子信息产业' },
  { path: '/smartexpo', title: /智博会/, types: ['WebPage'], h1: '智博会' },
];

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

test.describe('content pages over plain HTTP @desktop-only', () => {
  const descriptions = new Set<string>();
  const titles = new Set<string>();

  for (const p of pages) {
    test(`${p.path} carries its own title, description, canonical, Open Graph and JSON-LD`, async ({ request }) => {
      const response = await request.get(p.path, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toMatch(p.title);
      expect(titles.has(title)).toBe(false);
      titles.add(title);

      const description = meta(html, 'name', 'description') ?? '';
      expect(description.length).toBeGreaterThan(30);
      expect(description.length).toBeLessThanOrEqual(150);
      expect(descriptions.has(description)).toBe(false);
      descriptions.add(description);

      // The canonical is absolute; its host is the SITE_URL the site was built with.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(new URL(canonical).pathname).toBe(p.path);
      expect(new URL(meta(html, 'property', 'og:url') ?? '').pathname).toBe(p.path);
      expect(meta(html, 'property', 'og:image')).toMatch(/\/images\/content\/og\/[a-z]+\.png$/);
      expect(meta(html, 'property', 'og:title')).toBeTruthy();

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]);
      expect(blocks.length).toBeGreaterThan(0);
      const nodes = blocks.flatMap((b) => JSON.parse(b)) as { '@type': string; headline?: string; datePublished?: string }[];
      for (const type of p.types) expect(nodes.map((n) => n['@type'])).toContain(type);
      for (const article of nodes.filter((n) => /Article$/.test(n['@type']))) {
        expect(article.headline).toBeTruthy();
        expect(article.datePublished).toMatch(/^20\d{2}-\d{2}-\d{2}/);
      }
      // The visible page is in the HTML too, not drawn later.
      expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toContain(p.h1);
      // Prerendered pages: the content pages' policy, no nonce.
      expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    });
  }

  test('a news item names its documents and the first page of the list is in the HTML', async ({ request }) => {
    const item = await (await request.get('/news/detail/7')).text();
    expect(item).toContain('href="/docs/electronics-data-elements-draft.pdf"');
    const list = await (await request.get('/news')).text();
    for (const id of [19, 18, 17, 16]) expect(list).toContain(`href="/news/detail/${id}"`);
    expect(list).toContain('href="/news?page=2"');
  });

  test('unknown ids answer 404 and are not indexed', async ({ request }) => {
    for (const path of ['/news/detail/999', '/solution/15', '/cooperation_case/detail/0']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  test('robots.txt keeps login, order and payment pages and the API out, lets identifier pages and sitemaps in and points at the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((l) => l.trim());
    expect(lines).toContain('User-Agent: *');
    for (const path of ['/login', '/personal_update', '/application/confirmOrder', '/application/confirm-order', '/application/payment', '/application/payResult', '/apporder', '/success', '/api/', '/api/handles/', '/api/identifier/json/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Identifier pages and the sitemap files are what crawlers spend their budget on (decision 0052).
    for (const path of ['/product_scene/', '/sitemap.xml', '/sitemaps/']) expect(lines).toContain(`Allow: ${path}`);
    expect(lines).not.toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the site root answers /favicon.ico with an icon a crawler can read (Baidu shows it beside results; it reads no SVG)', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = await response.body();
    expect([body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([1, 3]);
  });

  test('the sitemap index lists the content, marketplace and identifier sitemaps, which list every content page, item, product and identifier with dates', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    expect(response.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
    const index = await response.text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const files = (await sitemapFiles(request)).map((loc) => new URL(loc).pathname);
    expect(files.slice(0, 3)).toEqual(['/sitemaps/pages.xml', '/sitemaps/products.xml', '/sitemaps/identifiers/1.xml']);
    for (const file of files) {
      const xml = await (await request.get(file)).text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    }
    expect((await request.get(`/sitemaps/identifiers/${files.length - 1}.xml`)).status()).toBe(404);
    const urls = await sitemapUrls(request);
    const paths = new Set(urls.map((u) => new URL(u.loc).pathname));
    for (const u of urls) expect(u.loc.startsWith(`${baseURL}/`)).toBe(true);
    expect(paths.size).toBe(urls.length);

    for (const p of pages) expect(paths).toContain(p.path);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 15, 16, 17, 18, 19]) expect(paths).toContain(`/news/detail/${id}`);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14]) expect(paths).toContain(`/solution/${id}`);
    for (const id of [1, 2, 3, 4, 5, 6, 7]) expect(paths).toContain(`/cooperation_case/detail/${id}`);
    // Marketplace products from the gateway (the delisted one is not listed), and the static pages of 48.
    const products = [...paths].filter((p) => p.startsWith('/application/list/detail/'));
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(paths).toContain('/application/list/detail/48');
    // Its marketing page names the product page as canonical, so only the product page is listed.
    expect(paths).not.toContain('/application/detail/48');
    for (const id of ['88.365.1/DEMO0001', '88.365.1/PART0001', '88.365.1/AIPROD01']) expect(paths).toContain(`/product_scene/${id}`);

    // Real dates: every entry carries one (an identifier's is its data's update time), none in the future.
    for (const u of urls) {
      expect(u.lastmod, u.loc).toMatch(/^20\d{2}-\d{2}-\d{2}/);
      expect(new Date(u.lastmod ?? '').getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
    }
  });

  test('every page of the sitemap has its own title and description, names itself canonical, and its card images carry alt text', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const locs = await sitemapLocations(request);
    expect(locs.length).toBeGreaterThan(80);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    for (const loc of locs) {
      const path = new URL(loc).pathname;
      const html = await (await request.get(path)).text();
      const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const description = unescape(meta(html, 'name', 'description') ?? '');
      expect({ path, title: Boolean(title), description: Boolean(description) }).toEqual({ path, title: true, description: true });
      expect({ path, sameTitleAs: titles.get(title) }).toEqual({ path, sameTitleAs: undefined });
      expect({ path, sameDescriptionAs: descriptions.get(description) }).toEqual({ path, sameDescriptionAs: undefined });
      titles.set(title, path);
      descriptions.set(description, path);
      expect({ path, canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] }).toEqual({ path, canonical: `${baseURL}${path}` });
      if (meta(html, 'property', 'og:image')) expect({ path, alt: Boolean(meta(html, 'property', 'og:image:alt')) }).toEqual({ path, alt: true });
      if (meta(html, 'name', 'twitter:image')) expect({ path, alt: Boolean(meta(html, 'name', 'twitter:image:alt')) }).toEqual({ path, alt: true });
    }
  });

  test('a product\'s marketing page has a title of its own and names the product page canonical', async ({ request, baseURL }) => {
    const marketing = await (await request.get('/application/detail/48')).text();
    const product = await (await request.get('/application/list/detail/48')).text();
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(marketing)).not.toBe(title(product));
    expect(title(marketing)).toContain('产品介绍');
    expect(marketing).toContain(`<link rel="canonical" href="${baseURL}/application/list/detail/48"/>`);
  });
});
