import type { APIRequestContext } from '@playwright/test';

// The sitemaps as the crawl, the HTML checker and the SEO journey read them: /sitemap.xml is an index
// (docs/decisions/0051), each sitemap it lists a urlset.

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** The sitemaps /sitemap.xml lists, as full addresses, in its order. */
export async function sitemapFiles(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return locs(xml);
}

/** Every `<url>` of every listed sitemap, with its lastmod, in the index's order and then each sitemap's. */
export async function sitemapUrls(request: APIRequestContext): Promise<{ loc: string; lastmod?: string }[]> {
  const urls: { loc: string; lastmod?: string }[] = [];
  for (const file of await sitemapFiles(request)) {
    // The sitemaps are addressed by SITE_URL; read through the server under test.
    const xml = await (await request.get(new URL(file).pathname)).text();
    for (const m of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      urls.push({ loc: locs(m[1])[0] ?? '', lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1])?.[1] });
    }
  }
  return urls;
}

/** Every `<loc>` of the listed sitemaps, as full addresses. */
export async function sitemapLocations(request: APIRequestContext): Promise<string[]> {
  return (await sitemapUrls(request)).map((u) => u.loc);
}

/** The sitemaps' pages as paths, each once. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return [...new Set((await sitemapLocations(request)).map((loc) => new URL(loc).pathname))];
}
