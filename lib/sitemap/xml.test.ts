import { checkSitemap, xmllintProblems } from './sitemap-schema';
import { identifierUrl, lastmodOf } from './identifier-file';
import { escapeXml, sitemapIndex, sitemapUrlLimit, urlElement, urlset, w3cDatetime } from './xml';

describe('sitemap XML', () => {
  it('escapes the five XML characters, and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f 标识/%2F`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f 标识/%2F');
  });

  it('writes lastmod as a W3C datetime: a day as given, a time to the second in UTC, nothing for no date', () => {
    expect(w3cDatetime('2024-06-01')).toBe('2024-06-01');
    expect(w3cDatetime(new Date('2026-01-15T10:32:08+08:00'))).toBe('2026-01-15T02:32:08Z');
    expect(w3cDatetime('2026-01-15T02:32:08.123Z')).toBe('2026-01-15T02:32:08Z');
    expect(w3cDatetime('soon')).toBeUndefined();
    expect(w3cDatetime(undefined)).toBeUndefined();
  });

  it('writes a url with its children in the schema order, leaving out what is unknown', () => {
    expect(urlElement({ loc: 'https://id.example.cn/a?x=1&y=2', lastmod: '2024-06-01', changefreq: 'weekly', priority: 0.5 })).toBe(
      '<url><loc>https://id.example.cn/a?x=1&amp;y=2</loc><lastmod>2024-06-01</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>\n',
    );
    expect(urlElement({ loc: 'https://id.example.cn/b' })).toBe('<url><loc>https://id.example.cn/b</loc></url>\n');
  });

  it('makes a urlset and an index that the sitemaps.org schemas accept', () => {
    const set = urlset([
      { loc: 'https://id.example.cn/home', lastmod: '2024-06-01', changefreq: 'daily', priority: 1 },
      { loc: "https://id.example.cn/product_scene/88.365.1/A&B'<x>", lastmod: new Date('2026-01-15T02:32:08Z') },
    ]);
    expect(checkSitemap(set, 'urlset')).toEqual({ problems: [], entries: ['https://id.example.cn/home', "https://id.example.cn/product_scene/88.365.1/A&B'<x>"] });
    expect(xmllintProblems(set, 'urlset')).toEqual([]);
    const index = sitemapIndex([{ loc: 'https://id.example.cn/sitemaps/pages.xml', lastmod: '2024-06-01' }, { loc: 'https://id.example.cn/sitemaps/identifiers/1.xml' }]);
    expect(checkSitemap(index, 'sitemapindex').problems).toEqual([]);
    expect(xmllintProblems(index, 'sitemapindex')).toEqual([]);
    // The check itself refuses what the schema refuses.
    expect(checkSitemap(set.replace('<lastmod>2024-06-01</lastmod>', '<lastmod>June</lastmod>'), 'urlset').problems).toHaveLength(1);
    expect(checkSitemap(set.replace('A&amp;B', 'A&B'), 'urlset').problems).toHaveLength(1);
    expect(checkSitemap(set.replace('sitemap/0.9', 'sitemap/0.84'), 'urlset').problems[0]).toMatch(/^does not start/);
    expect(checkSitemap(index, 'urlset').problems.length).toBeGreaterThan(0);
  });

  it('refuses more than 50,000 URLs in one urlset', () => {
    const entries = Array.from({ length: sitemapUrlLimit }, (_, i) => ({ loc: `https://id.example.cn/${i}` }));
    expect(checkSitemap(urlset(entries), 'urlset').problems).toEqual([]);
    expect(() => urlset([...entries, { loc: 'https://id.example.cn/one-more' }])).toThrow(RangeError);
  });
});

describe('an identifier URL', () => {
  it('is the canonical page, escaped, dated by the Beijing update time in UTC, as the generic builder writes it', () => {
    const item = { identifier: "88.365.1/A&B'<x>", updateTime: '2026-01-01 03:04:05' };
    const expected = urlElement({ loc: 'https://id.example.cn/product_scene/88.365.1/A%26B\'%3Cx%3E', lastmod: new Date('2025-12-31T19:04:05Z'), changefreq: 'weekly', priority: 0.5 });
    expect(identifierUrl('https://id.example.cn', item)).toBe(expected);
    expect(lastmodOf('2026-01-01 03:04:05')).toBe('2025-12-31T19:04:05Z');
    expect(lastmodOf('2026-01-15T02:32:08.000Z')).toBe('2026-01-15T02:32:08Z');
    expect(lastmodOf('2026-01-15 10:32')).toBe('2026-01-15T02:32:00Z');
    expect(lastmodOf('')).toBeUndefined();
    expect(identifierUrl('https://id.example.cn', { identifier: '88.1/X', updateTime: 'soon' })).toBe('<url><loc>https://id.example.cn/product_scene/88.1/X</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>\n');
  });
});
