import { expect, test } from './helpers/test';

// A crawler comes back (issue 38 item 2): what it read carries a validator, and with it the second visit
// is a 304 without a body, while a page it never had, or another version, is the whole page.

const identifier = '88.365.1/NORECALL';
const addresses = [
  `/product_scene/${identifier}`,
  '/news',
  `/api/identifier/json/${identifier}`,
  `/api/handles/${identifier}`,
  '/sitemap.xml',
  '/sitemaps/pages.xml',
  '/sitemaps/identifiers/1.xml',
];

test('every page and file a crawler reads answers its validators with 304, and another version with the page @desktop-only', async ({ request }) => {
  for (const address of addresses) {
    const first = await request.get(address);
    expect({ address, status: first.status() }).toEqual({ address, status: 200 });
    const etag = first.headers().etag;
    expect({ address, etag }).toEqual({ address, etag: expect.stringMatching(/^W\/"[\w-]{6,64}"$/) });

    const again = await request.get(address, { headers: { 'if-none-match': etag } });
    expect({ address, status: again.status() }).toEqual({ address, status: 304 });
    expect(await again.body()).toHaveLength(0);
    expect(again.headers().etag).toBe(etag);

    const lastModified = first.headers()['last-modified'];
    if (lastModified) expect({ address, status: (await request.get(address, { headers: { 'if-modified-since': lastModified } })).status() }).toEqual({ address, status: 304 });
    const other = await request.get(address, { headers: { 'if-none-match': 'W/"another-version"' } });
    expect({ address, status: other.status() }).toEqual({ address, status: 200 });
    expect((await other.body()).length).toBeGreaterThan(0);
  }
});

test('the identifier page says its version in its markup, the same on every render of the same data @desktop-only', async ({ request }) => {
  const page = await request.get(`/product_scene/${identifier}`);
  const version = / data-idportal-version="([^"]+)"/.exec(await page.text())?.[1];
  expect(version).toMatch(/^[\w-]{22} \d+$/);
  expect(page.headers().etag).toBe(`W/"${version!.split(' ')[0]}"`);
  expect(new Date(page.headers()['last-modified']).getTime()).toBe(Number(version!.split(' ')[1]) * 1000);
});
