import type { APIRequestContext } from '@playwright/test';

// The sitemap as the crawl, the HTML checker and the SEO journey read it.

/** Every `<loc>` of /sitemap.xml, as full addresses, in the sitemap's order. */
export async function sitemapLocations(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
}

/** The sitemap's pages as paths, each once. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return [...new Set((await sitemapLocations(request)).map((loc) => new URL(loc).pathname))];
}
