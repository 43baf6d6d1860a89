import { sitemapDoors } from './doors';
import type { SitemapPageQuery } from './identifier-file';
import { checkSitemap } from './sitemap-schema';

// A crawl of a million identifiers through the portal's answers, over a stand-in for the gateway that
// pages by key as the real one does: every file holds its 50,000, no identifier twice, and no chunk of an
// answer holds more than a page of the gateway (the portal never has a whole file in memory).

const total = 1_000_000;
const key = (i: number) => `88.1/SN${String(i).padStart(7, '0')}`;
const indexOf = (k: string) => Number(k.slice(7));
const updateTime = '2026-01-15 10:32:08';

const files = Array.from({ length: total / 50_000 }, (_, f) => ({ first: key(f * 50_000), last: key(f * 50_000 + 49_999), count: 50_000, updateTime }));

function page({ after, through, limit }: SitemapPageQuery) {
  const start = after === undefined ? 0 : indexOf(after) + 1;
  const end = Math.min(through === undefined ? total - 1 : indexOf(through), start + limit - 1);
  const items = Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => ({ identifier: key(start + i), updateTime }));
  return Promise.resolve({ ok: true as const, data: { items, next: items.length === limit ? items[items.length - 1].identifier : null } });
}

it('serves a million identifiers in 20 files of 50,000, streamed a gateway page at a time', async () => {
  const doors = sitemapDoors({ siteUrl: 'https://id.example.cn', files: async () => ({ ok: true, data: files }), page, pages: () => [], products: async () => [] });
  const index = checkSitemap(await (await doors.index()).text(), 'sitemapindex');
  expect(index.entries).toHaveLength(22);
  let seen = 0;
  let largestChunk = 0;
  for (let n = 1; n <= 20; n++) {
    const response = await doors.identifiers(`${n}.xml`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let xml = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      largestChunk = Math.max(largestChunk, chunk.value.byteLength);
      xml += decoder.decode(chunk.value, { stream: true });
    }
    const { problems, entries } = checkSitemap(xml, 'urlset');
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(50_000);
    expect(entries[0]).toBe(`https://id.example.cn/product_scene/88.1/${key(seen).slice(5)}`);
    seen += entries.length;
  }
  expect(seen).toBe(total);
  // A page of 5,000 URLs is about 0.7 MB; a whole file would be 7 MB.
  expect(largestChunk).toBeLessThan(1_000_000);
  expect((await doors.identifiers('21.xml')).status).toBe(404);
}, 120_000);
