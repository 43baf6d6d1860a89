import { contract, type Endpoint } from '@/core/contract';
import type { Result } from '@/lib/gateway/result';
import { productEntriesOf, staticEntries } from '@/lib/content/sitemap-entries';
import { openTestDatabase, testEngine, type TestDatabase } from '@/gateway/testing/test-database';
import { testGateway } from '@/gateway/testing/gateway-client';
import { sitemapDoors } from './doors';
import { checkSitemap, xmllintProblems } from './sitemap-schema';
import { toUrlEntry, urlset } from './xml';

// Issue 38 item 1: the sitemaps are valid against the sitemaps.org schema, as xmllint --schema says
// (sitemap.xsd shipped by the `sitemap` package; the test command installs xmllint). No package ships
// siteindex.xsd: the index is parsed by xmllint and checked line by line (sitemap-schema.ts). Without
// xmllint these tests fail; they never pass unchecked.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t.cleanup());

async function viaGateway<E extends Endpoint, T>(entry: E, input: Record<string, unknown>, pick: (data: never) => T): Promise<Result<T>> {
  const { status, body } = await gw.call(entry, input);
  return body.success && body.data ? { ok: true, data: pick(body.data as never) } : { ok: false, error: { kind: 'http', status, call: entry.path } };
}

const site = 'https://id.example.cn';

describe(`the sitemaps against the sitemaps.org schemas, by xmllint (${testEngine})`, () => {
  it('finds every document the doors answer valid: the index, the content pages, the products and each identifier file', async () => {
    const products = await gw.call(contract.market.allProducts, {});
    const doors = sitemapDoors({
      siteUrl: site,
      files: () => viaGateway(contract.identifier.sitemapFiles, { size: 4 }, (d: { files: never[] }) => d.files),
      page: (query) => viaGateway(contract.identifier.sitemapPage, { ...query }, (d: never) => d),
      pages: () => staticEntries(site).map(toUrlEntry),
      products: async () => productEntriesOf(site, (products.body.data ?? []) as never).map(toUrlEntry),
      pageSize: 3,
    });
    const index = await (await doors.index()).text();
    expect(xmllintProblems(index, 'sitemapindex')).toEqual([]);
    const { problems, entries } = checkSitemap(index, 'sitemapindex');
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThan(3);

    const documents = [doors.pages(), await doors.products(), ...(await Promise.all(entries.slice(2).map((loc) => doors.identifiers(loc.slice(loc.lastIndexOf('/') + 1)))))];
    for (const response of documents) {
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect({ url: xml.slice(0, 300), problems: xmllintProblems(xml, 'urlset') }).toEqual({ url: xml.slice(0, 300), problems: [] });
    }
    // The real content and products, not an empty list passing for valid.
    expect((await doors.pages().text()).split('<url>').length).toBeGreaterThan(20);
    expect((await (await doors.products()).text()).split('<url>').length).toBeGreaterThan(3);
  });

  it('refuses what the schema refuses, so a pass means something', () => {
    const set = urlset([{ loc: `${site}/home`, lastmod: '2024-06-01', changefreq: 'daily', priority: 1 }]);
    expect(xmllintProblems(set, 'urlset')).toEqual([]);
    const broken = {
      lastmod: set.replace('2024-06-01', 'June'),
      order: set.replace('<lastmod>2024-06-01</lastmod><changefreq>daily</changefreq>', '<changefreq>daily</changefreq><lastmod>2024-06-01</lastmod>'),
      priority: set.replace('<priority>1.0</priority>', '<priority>1.5</priority>'),
      changefreq: set.replace('daily', 'often'),
      namespace: set.replace('sitemap/0.9', 'sitemap/0.84'),
      empty: urlset([]),
      escaping: urlset([{ loc: `${site}/a` }]).replace(`${site}/a`, `${site}/a?x=1&y=2`),
    };
    for (const [what, xml] of Object.entries(broken)) expect({ what, refused: xmllintProblems(xml, 'urlset').length > 0 }).toEqual({ what, refused: true });
    expect(xmllintProblems('<?xml version="1.0"?>\n<sitemapindex><sitemap>', 'sitemapindex').length).toBeGreaterThan(0);
  });
});
