// A strict check of a sitemap document against what the sitemaps.org 0.9 schemas (sitemap.xsd,
// siteindex.xsd) allow, for the tests: this machine has no xmllint and the schemas are not shipped with
// the project (docs/decisions/0050). Every byte of the document must match: the declaration, the root in
// the 0.9 namespace, each entry's children in the schema's order with the schema's value types, nothing else.

const text = String.raw`(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)`;
// xsd:date or xsd:dateTime, as the schema's tLastmod union.
const lastmod = String.raw`\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?`;
const loc = String.raw`<loc>(https?://${text}{1,2040})</loc>`;
const url = new RegExp(
  String.raw`^<url>${loc}(?:<lastmod>${lastmod}</lastmod>)?(?:<changefreq>(?:always|hourly|daily|weekly|monthly|yearly|never)</changefreq>)?(?:<priority>(?:0(?:\.\d+)?|1(?:\.0+)?)</priority>)?</url>$`,
);
const sitemap = new RegExp(String.raw`^<sitemap>${loc}(?:<lastmod>${lastmod}</lastmod>)?</sitemap>$`);
const roots = { urlset: url, sitemapindex: sitemap } as const;

/** The problems found, none for a valid document; `entries` are the locs, unescaped, in order. */
export function checkSitemap(xml: string, root: keyof typeof roots): { problems: string[]; entries: string[] } {
  const problems: string[] = [];
  const entries: string[] = [];
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  const tail = `</${root}>\n`;
  if (!xml.startsWith(head)) problems.push(`does not start with ${JSON.stringify(head)}`);
  if (!xml.endsWith(tail)) problems.push(`does not end with ${JSON.stringify(tail)}`);
  const body = xml.slice(head.length, xml.length - tail.length);
  const lines = body === '' ? [] : body.replace(/\n$/, '').split('\n');
  for (const line of lines) {
    const match = roots[root].exec(line);
    if (!match) problems.push(`not a valid entry: ${line.slice(0, 200)}`);
    else entries.push(match[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!));
  }
  if (lines.length > 50_000) problems.push(`${lines.length} entries, more than 50,000`);
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) problems.push('larger than 50 MB');
  return { problems, entries };
}
