import { spawnSync } from 'node:child_process';

// Checks of a sitemap document against the sitemaps.org 0.9 schemas, for the tests (docs/decisions/0050,
// 0055). The urlsets go through xmllint --schema with sitemap.xsd as the `sitemap` package ships it; no
// package ships siteindex.xsd, so the index is parsed by xmllint and checked line by line below. The line
// check is stricter than both schemas: every byte must match what the portal writes (the declaration, the
// root in the 0.9 namespace, one entry a line, its children in the schema's order with its value types).

/** sitemaps.org's sitemap.xsd (the urlset; "Last Modifed 2008-03-26"), from the `sitemap` devDependency. */
export const urlsetXsd = require.resolve('sitemap/schema/sitemap.xsd');

const text = String.raw`(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)`;
// xsd:date or xsd:dateTime, as the schema's tLastmod union.
const lastmod = String.raw`\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?`;
const loc = String.raw`<loc>(https?://${text}{1,2040})</loc>`;
const url = new RegExp(
  String.raw`^<url>${loc}(?:<lastmod>${lastmod}</lastmod>)?(?:<changefreq>(?:always|hourly|daily|weekly|monthly|yearly|never)</changefreq>)?(?:<priority>(?:0(?:\.\d+)?|1(?:\.0+)?)</priority>)?</url>$`,
);
const sitemap = new RegExp(String.raw`^<sitemap>${loc}(?:<lastmod>${lastmod}</lastmod>)?</sitemap>$`);
const roots = { urlset: url, sitemapindex: sitemap } as const;
export type SitemapRoot = keyof typeof roots;

/** The problems found, none for a valid document; `entries` are the locs, unescaped, in order. */
export function checkSitemap(xml: string, root: SitemapRoot): { problems: string[]; entries: string[] } {
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

/**
 * What xmllint says of the document: a urlset validated against sitemap.xsd, an index parsed (no schema
 * for it is shipped). Throws when xmllint cannot run: the test command installs it
 * (scripts/ops/ensure-xmllint.sh), and a schema test that passes without it would check nothing.
 */
export function xmllintProblems(xml: string, root: SitemapRoot): string[] {
  const args = root === 'urlset' ? ['--noout', '--nonet', '--schema', urlsetXsd, '-'] : ['--noout', '--nonet', '-'];
  const run = spawnSync('xmllint', args, { input: xml, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`xmllint cannot run (${run.error.message}); bash scripts/ops/ensure-xmllint.sh installs it`);
  if (run.status === 0) return [];
  const said = run.stderr.split('\n').filter((line) => line && line !== '- validates' && line !== '- fails to validate');
  return said.length ? said : [`xmllint exited with ${run.status}`];
}
