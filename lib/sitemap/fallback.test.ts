import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract, type IdentifierDetail } from '@/core/contract';
import type { Result } from '@/lib/gateway/result';
import { openTestDatabase, testEngine, type TestDatabase } from '@/gateway/testing/test-database';
import { testGateway } from '@/gateway/testing/gateway-client';
import { sitemapDoors } from './doors';
import type { SitemapPageQuery } from './identifier-file';
import { openKnownFileStore } from './known/file-store';
import { detailOutcome, KnownRecorder } from './known/recorder';
import { knownSource } from './known/store';
import { checkSitemap, xmllintProblems } from './sitemap-schema';

// A provider's gateway without the sitemap calls (issue 38 item 1, decision 0055): a stand-in over the
// embedded gateway that answers 404 to both, and 404 for the identifiers the test deletes. The sitemaps
// then list what the portal read successfully or was told of, from the store of known identifiers.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
const folder = mkdtempSync(path.join(tmpdir(), 'sitemap-fallback-'));

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(async () => {
  await t.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

const site = 'https://id.example.cn';
const deleted = new Set<string>();
const sitemapCalls: string[] = [];

/** The detail as the portal's client answers it: a 200, or a refusal with the gateway's status. */
async function readDetail(identifier: string): Promise<Result<IdentifierDetail>> {
  if (deleted.has(identifier)) return { ok: false, error: { kind: 'gateway', status: 404, call: 'detail' } };
  const { status, body } = await gw.call(contract.identifier.detail, { identifier });
  return body.success && body.data ? { ok: true, data: body.data } : { ok: false, error: { kind: 'gateway', status, call: 'detail' } };
}

function portal() {
  const store = openKnownFileStore(path.join(folder, 'known.jsonl'));
  const recorder = new KnownRecorder({ store, confirm: async (identifier) => detailOutcome(await readDetail(identifier)) });
  const doors = sitemapDoors({
    siteUrl: site,
    files: async () => (sitemapCalls.push('files'), { ok: false, error: { kind: 'http', status: 404, call: 'sitemapFiles' } }),
    page: async (query: SitemapPageQuery) => (sitemapCalls.push(`page ${JSON.stringify(query)}`), { ok: false, error: { kind: 'http', status: 404, call: 'sitemapPage' } }),
    pages: () => [{ loc: `${site}/home`, lastmod: '2024-06-01' }],
    products: async () => [{ loc: `${site}/application/list`, lastmod: '2026-01-12' }],
    known: knownSource(store, 2),
  });
  /** A page, JSON or Handle read of the identifier: what identifierDetail notes. */
  const read = async (identifier: string) => recorder.read(identifier, detailOutcome(await readDetail(identifier)));
  return { doors, recorder, read };
}

async function index(doors: ReturnType<typeof sitemapDoors>) {
  const xml = await (await doors.index()).text();
  expect(xmllintProblems(xml, 'sitemapindex')).toEqual([]);
  const { problems, entries } = checkSitemap(xml, 'sitemapindex');
  expect(problems).toEqual([]);
  return { entries: entries.slice(2), lastmods: [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]).slice(2) };
}

/** Every identifier file the index lists: each identifier with its lastmod. */
async function listed(doors: ReturnType<typeof sitemapDoors>) {
  const urls: Record<string, string | undefined> = {};
  for (const loc of (await index(doors)).entries) {
    const response = await doors.identifiers(loc.slice(loc.lastIndexOf('/') + 1));
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xmllintProblems(xml, 'urlset')).toEqual([]);
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)) urls[m[1].slice(`${site}/product_scene/`.length)] = m[2];
  }
  return urls;
}

describe(`the identifier sitemaps of a gateway without the sitemap calls (${testEngine})`, () => {
  it('list no identifier file before the portal has resolved any', async () => {
    const { doors } = portal();
    expect((await index(doors)).entries).toEqual([]);
    expect((await doors.identifiers('1.xml')).status).toBe(404);
  });

  it('list what the portal read successfully, dated by its update time, in files of the same size and form', async () => {
    const { doors, recorder, read } = portal();
    for (const id of ['88.365.1/DEMO0001', '88.365.1/KIT00001', '88.365.1/SINGLE01', '88.365.1/NOSUCH01']) await read(id);
    await recorder.settle();
    const first = await index(doors);
    expect(first.entries).toEqual([`${site}/sitemaps/identifiers/1.xml`, `${site}/sitemaps/identifiers/2.xml`]);
    expect(await listed(doors)).toEqual({ '88.365.1/DEMO0001': '2026-01-15T02:32:08Z', '88.365.1/KIT00001': expect.any(String), '88.365.1/SINGLE01': expect.any(String) });
    // The index dates each file by its newest identifier, as with the gateway's own files.
    expect(first.lastmods[0]).toBe('2026-01-15T02:32:08Z');
  });

  it('list what the gateway said changed once it resolves, never one that answers 404', async () => {
    const { doors, recorder } = portal();
    recorder.told(['88.365.1/PART0001', '88.365.1/NOSUCH02']);
    await recorder.settle();
    const urls = await listed(doors);
    expect(Object.keys(urls)).toContain('88.365.1/PART0001');
    expect(Object.keys(urls)).not.toContain('88.365.1/NOSUCH02');
  });

  it('drop an identifier that now answers 404 from the next index and file, and give a crawler holding the old file the new one', async () => {
    const { doors, recorder, read } = portal();
    const before = await doors.identifiers('1.xml', new Request(`${site}/sitemaps/identifiers/1.xml`));
    expect(await before.text()).toContain('88.365.1/KIT00001');
    deleted.add('88.365.1/KIT00001');
    // The crawler's own read of the page (or any visitor's) answers 404.
    await read('88.365.1/KIT00001');
    await recorder.settle();
    expect(Object.keys(await listed(doors)).sort()).toEqual(['88.365.1/DEMO0001', '88.365.1/PART0001', '88.365.1/SINGLE01']);
    const again = await doors.identifiers('1.xml', new Request(`${site}/sitemaps/identifiers/1.xml`, { headers: { 'if-none-match': before.headers.get('etag')! } }));
    expect(again.status).toBe(200);
    expect(await again.text()).not.toContain('88.365.1/KIT00001');
  });

  it('never read the gateway for a page: its files call answered 404', () => {
    expect(sitemapCalls.filter((c) => c !== 'files')).toEqual([]);
  });
});
