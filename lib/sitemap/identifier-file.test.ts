import { identifierUrlset, listableIdentifier, type SitemapPageQuery } from './identifier-file';
import { checkSitemap } from './sitemap-schema';

// Identifiers whose page answers 404 are never listed (issue 38 item 4): a stand-in gateway that holds
// some in key order among good ones, read in pages of two.

const updateTime = '2026-01-15 10:32:08';
const site = 'https://id.example.cn';

function reader(keys: string[]) {
  const reads: SitemapPageQuery[] = [];
  const read = async (query: SitemapPageQuery) => {
    reads.push(query);
    const start = query.after === undefined ? 0 : keys.indexOf(query.after) + 1;
    const items = keys
      .slice(start)
      .filter((k) => query.through === undefined || k <= query.through)
      .slice(0, query.limit)
      .map((identifier) => ({ identifier, updateTime }));
    return { ok: true as const, data: { items, next: items.length === query.limit ? items[items.length - 1].identifier : null } };
  };
  return { read, reads };
}

async function listed(keys: string[]) {
  const { read, reads } = reader(keys);
  const result = await identifierUrlset(read, site, { first: keys[0], last: keys[keys.length - 1], count: keys.length, updateTime }, undefined, 2);
  if (!result.ok) throw new Error('read failed');
  if (!result.data) return { entries: undefined, reads };
  const { problems, entries } = checkSitemap(await new Response(result.data).text(), 'urlset');
  expect(problems).toEqual([]);
  return { entries, reads };
}

const bad = ['88.1/A B', '88.1/A/', '88.1//A', '88.1/中文', `88.1/${'X'.repeat(300)}`, 'no-prefix', '88.1/'];

describe('identifier sitemap files', () => {
  it('take an identifier whose page answers 200 and leave out one that answers 404', () => {
    for (const good of ['88.365.1/DEMO0001', '88.1/A%2FB', '88.1/a/b/c', `88.1/${'X'.repeat(250)}`, '88.1/<x>&"\'']) expect({ good, listable: listableIdentifier(good) }).toEqual({ good, listable: true });
    for (const id of bad) expect({ id, listable: listableIdentifier(id) }).toEqual({ id, listable: false });
  });

  it('list only the good identifiers, counting the others towards the file', async () => {
    const keys = ['88.1/A', '88.1/A B', '88.1/A/', '88.1/B', '88.1/中文', '88.1/C'].sort();
    const { entries } = await listed(keys);
    expect(entries).toEqual(['88.1/A', '88.1/B', '88.1/C'].map((k) => `${site}/product_scene/${k}`));
  });

  it('read past pages of nothing listable before the answer starts, and answer nothing for a file of them', async () => {
    const keys = ['88.1/ A', '88.1/ B', '88.1/ C', '88.1/ D', '88.1/Z'].sort();
    const { entries, reads } = await listed(keys);
    expect(entries).toEqual([`${site}/product_scene/88.1/Z`]);
    expect(reads).toHaveLength(3);
    expect((await listed(bad.slice().sort())).entries).toBeUndefined();
  });
});
