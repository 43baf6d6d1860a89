import { contract, type Endpoint } from '@/core/contract';
import type { Result } from '@/lib/gateway/result';
import { openTestDatabase, testEngine, type TestDatabase } from '@/gateway/testing/test-database';
import { testGateway } from '@/gateway/testing/gateway-client';
import { sitemapCacheControl, sitemapDoors, type SitemapDeps } from './doors';
import type { SitemapFile, SitemapPageQuery } from './identifier-file';
import { checkSitemap } from './sitemap-schema';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t.cleanup());

/** A call of the embedded gateway as the portal's client sees it: a Result. */
async function viaGateway<E extends Endpoint, T>(entry: E, input: Record<string, unknown>, pick: (data: never) => T): Promise<Result<T>> {
  const { status, body } = await gw.call(entry, input);
  return body.success && body.data ? { ok: true, data: pick(body.data as never) } : { ok: false, error: { kind: 'http', status, call: entry.path } };
}

const site = 'https://id.example.cn';
const seededKeys = ['88.364.7/HAZ00001', '88.365.1/AIPROD01', '88.365.1/DEMO0001', '88.365.1/EMPTY001', '88.365.1/KIT00001', '88.365.1/NORECALL', '88.365.1/OPSBAD01', '88.365.1/PART0001', '88.365.1/SINGLE01', '88.365.9/PAYLOAD1'];

/** The portal's doors over the seeded gateway, in files of 4 identifiers read 3 at a time, counting the page reads. */
function doors(extra: Partial<SitemapDeps> = {}) {
  const reads: SitemapPageQuery[] = [];
  const answer = sitemapDoors({
    siteUrl: `${site}/`,
    files: () => viaGateway(contract.identifier.sitemapFiles, { size: 4 }, (d: { files: never[] }) => d.files),
    page: (query) => {
      reads.push(query);
      return viaGateway(contract.identifier.sitemapPage, { ...query }, (d: never) => d);
    },
    pages: () => [{ loc: `${site}/home`, lastmod: '2024-06-01', changefreq: 'daily', priority: 1 }],
    products: async () => [{ loc: `${site}/application/list/detail/48`, lastmod: new Date('2026-01-12T02:00:00Z') }],
    pageSize: 3,
    ...extra,
  });
  return { answer, reads };
}

const lastmods = (xml: string) => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);

describe(`the sitemaps over the embedded gateway (${testEngine})`, () => {
  it('answers /sitemap.xml with an index: the content pages, the products, then one file per run of identifiers, each dated by its data', async () => {
    const response = await doors().answer.index();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(sitemapCacheControl);
    const xml = await response.text();
    const { problems, entries } = checkSitemap(xml, 'sitemapindex');
    expect(problems).toEqual([]);
    expect(entries).toEqual([`${site}/sitemaps/pages.xml`, `${site}/sitemaps/products.xml`, `${site}/sitemaps/identifiers/1.xml`, `${site}/sitemaps/identifiers/2.xml`, `${site}/sitemaps/identifiers/3.xml`]);
    // Each file's newest update (Beijing wall clock from the gateway, in UTC here), never the time of the answer.
    expect(lastmods(xml)).toEqual(['2024-06-01', '2026-01-12T02:00:00Z', '2026-01-15T02:32:08Z', '2026-01-14T08:20:00Z', '2026-01-15T00:00:00Z']);
  });

  it('lists every identifier once, in key order, across the files, with its canonical address and update time', async () => {
    const { answer } = doors();
    const listed: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await answer.identifiers(`${n}.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(sitemapCacheControl);
      const xml = await response.text();
      const { problems, entries } = checkSitemap(xml, 'urlset');
      expect(problems).toEqual([]);
      listed.push(...entries);
      if (n === 1) expect(xml).toContain(`<url><loc>${site}/product_scene/88.365.1/DEMO0001</loc><lastmod>2026-01-15T02:32:08Z</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>`);
    }
    expect(listed).toEqual(seededKeys.map((key) => `${site}/product_scene/${key}`));
  });

  it('streams a file: one page is read before the answer, the next ones as the reader takes them', async () => {
    const { answer, reads } = doors();
    const response = await answer.identifiers('1.xml');
    expect(reads).toEqual([{ after: undefined, through: '88.365.1/EMPTY001', limit: 3 }]);
    await response.text();
    // Four identifiers in pages of three: the second page asks for the one left, after the first page's last.
    expect(reads).toEqual([
      { after: undefined, through: '88.365.1/EMPTY001', limit: 3 },
      { after: '88.365.1/DEMO0001', through: '88.365.1/EMPTY001', limit: 1 },
    ]);
  });

  it('answers 404 for a file past the last or a name that is no file, 503 when the gateway cannot say', async () => {
    const { answer } = doors();
    for (const name of ['4.xml', '0.xml', '01.xml', 'x.xml', '1.xml.gz', '1']) expect((await answer.identifiers(name)).status).toBe(404);
    const down = doors({ files: async () => ({ ok: false, error: { kind: 'network', call: 'sitemapFiles' } }) }).answer;
    for (const response of [await down.index(), await down.identifiers('1.xml')]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // A gateway without the sitemap calls: the index lists the content and the marketplace alone.
    const missing = doors({ files: async () => ({ ok: false, error: { kind: 'http', status: 404, call: 'sitemapFiles' } }) }).answer;
    const index = await missing.index();
    expect(index.status).toBe(200);
    expect(checkSitemap(await index.text(), 'sitemapindex').entries).toEqual([`${site}/sitemaps/pages.xml`, `${site}/sitemaps/products.xml`]);
    // ... and has no identifier file: none to ask for (lib/sitemap/fallback.test.ts lists the known identifiers instead).
    expect((await missing.identifiers('1.xml')).status).toBe(404);
    // A file whose identifiers were all deleted since its bounds were read: an empty urlset is no sitemap.
    const gone = async () => ({
      ok: true as const,
      data: [
        { first: '88.364.7/HAZ00001', last: '88.365.9/PAYLOAD1', count: 10, updateTime: '2026-01-15 10:32:08' },
        { first: '88.999.1/A', last: '88.999.1/B', count: 3, updateTime: '2026-01-15 10:32:08' },
      ],
    });
    expect((await doors({ files: gone }).answer.identifiers('2.xml')).status).toBe(404);
    const pageDown = doors({ page: async () => ({ ok: false, error: { kind: 'timeout', call: 'sitemapPage' } }) }).answer;
    expect((await pageDown.identifiers('1.xml')).status).toBe(503);
  });

  it('never lists more than a file counts, even when identifiers were added inside its range since', async () => {
    const files = async () => ({ ok: true as const, data: [{ first: '88.364.7/HAZ00001', last: '88.365.9/PAYLOAD1', count: 5, updateTime: '2026-01-15 10:32:08' }] });
    const xml = await (await doors({ files }).answer.identifiers('1.xml')).text();
    expect(checkSitemap(xml, 'urlset').entries).toEqual(seededKeys.slice(0, 5).map((key) => `${site}/product_scene/${key}`));
  });

  it('answers the content pages and the products as urlsets of their own', async () => {
    const { answer } = doors();
    const pages = checkSitemap(await answer.pages().text(), 'urlset');
    expect(pages).toEqual({ problems: [], entries: [`${site}/home`] });
    const products = checkSitemap(await (await answer.products()).text(), 'urlset');
    expect(products).toEqual({ problems: [], entries: [`${site}/application/list/detail/48`] });
  });

  it('answers a crawler that has the version it read with 304, without reading a row of an identifier file; a change gets 200 (issue 38 item 2)', async () => {
    const url = (path: string) => `${site}${path}`;
    const again = (first: Response, path: string) => new Request(url(path), { headers: { 'if-none-match': first.headers.get('etag')! } });
    const { answer, reads } = doors();
    const index = await answer.index(new Request(url('/sitemap.xml')));
    const file = await answer.identifiers('1.xml', new Request(url('/sitemaps/identifiers/1.xml')));
    const pages = answer.pages(new Request(url('/sitemaps/pages.xml')));
    const products = await answer.products(new Request(url('/sitemaps/products.xml')));
    for (const first of [index, file, pages, products]) {
      expect(first.status).toBe(200);
      expect(first.headers.get('etag')).toMatch(/^W\/"[\w-]{22}"$/);
    }
    expect(file.headers.get('last-modified')).toBe(new Date(lastmods(await file.text()).reduce((a, b) => (a > b ? a : b))).toUTCString());

    const readsBefore = reads.length;
    const unchanged = [
      await answer.index(again(index, '/sitemap.xml')),
      await answer.identifiers('1.xml', again(file, '/sitemaps/identifiers/1.xml')),
      answer.pages(again(pages, '/sitemaps/pages.xml')),
      await answer.products(again(products, '/sitemaps/products.xml')),
    ];
    for (const response of unchanged) {
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('cache-control')).toBe(sitemapCacheControl);
    }
    expect(reads.length).toBe(readsBefore);

    // One identifier of the file changed: its newest time moves, and so does the file's version.
    const changed = doors({ files: async () => {
      const files = await viaGateway(contract.identifier.sitemapFiles, { size: 4 }, (d: { files: SitemapFile[] }) => d.files);
      return files.ok ? { ok: true as const, data: files.data.map((f, i) => (i === 0 ? { ...f, updateTime: '2027-01-01 00:00:00' } : f)) } : files;
    } });
    const renewed = await changed.answer.identifiers('1.xml', again(file, '/sitemaps/identifiers/1.xml'));
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('etag')).not.toBe(file.headers.get('etag'));
    expect((await changed.answer.index(again(index, '/sitemap.xml'))).status).toBe(200);

    // A change the portal heard of before its boundaries show it: the file's version moves at once.
    const heard = doors({ recentChange: () => new Date('2027-02-01T00:00:00Z') });
    const afterChange = await heard.answer.identifiers('1.xml', again(file, '/sitemaps/identifiers/1.xml'));
    expect(afterChange.status).toBe(200);
    expect(afterChange.headers.get('last-modified')).toBe('Mon, 01 Feb 2027 00:00:00 GMT');
  });
});
