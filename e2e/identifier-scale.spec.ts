import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { hotPart, scaleFixtureCopy, recalledSubPart, scaleIdentifier, subPartCount } from '@/gateway/testing/scale-fixture';
import { expect, test } from './helpers/test';
import { startPortal, type RunningPortal } from './helpers/portal';
import { suitePort } from './helpers/suite';
import { engineStandIn, json, type StandIn } from '@/lib/search-push/engine-stand-in';

// A real node (issue 37): a portal on PostgreSQL with 200,000 generated item-level identifiers. A scan of
// an item finds its recalled part two levels down; then a part that 20,000 items contain is recalled, and
// the queue carries the change to every one of their pages through the portal's own worker, in batches,
// while the recall command returns at once (decision 0042). And every identifier is findable (issue 38): the
// sitemaps list each once, a re-crawl with validators is answered 304, and a changed item is pushed to
// stand-ins of Baidu's link submission and IndexNow and answered anew.

const n = 200_000;
const run = promisify(execFile);
const secret = 'e2e-only-scale-revalidate-secret-0123456789';

test.describe(`a node of ${n.toLocaleString('en')} identifiers @desktop-only`, () => {
  const base = suitePort() + 70;
  const name = `idportal_scale_e2e_${base}`;
  let admin: pg.Client;
  let databaseUrl: string;
  let portal: RunningPortal | undefined;
  let baidu: StandIn | undefined;
  let indexNow: StandIn | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const server = (await run('bash', ['scripts/ops/ensure-postgres.sh'])).stdout.trim();
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
    // A copy of the fixture the server keeps (the PostgreSQL unit tests made it earlier in the run).
    databaseUrl = await scaleFixtureCopy(admin, server, name, n);
    const origin = `http://127.0.0.1:${base}`;
    baidu = await engineStandIn((r) => json(200, { success: r.body.split('\n').length, remain: 100_000 }), '/urls');
    indexNow = await engineStandIn(() => ({ status: 200 }), '/indexnow');
    portal = await startPortal(base, {
      DATABASE_URL: databaseUrl,
      REVALIDATE_SECRET: secret,
      PORTAL_REVALIDATE_URL: `${origin}/api/revalidate`,
      BAIDU_PUSH_SITE: origin,
      BAIDU_PUSH_TOKEN: 'e2e-baidu-token-0123',
      BAIDU_PUSH_ENDPOINT: baidu.url,
      INDEXNOW_KEY: 'e2e-indexnow-key-0123',
      INDEXNOW_ENDPOINT: indexNow.url,
    });
  });

  test.afterAll(async () => {
    await portal?.stop();
    await baidu?.close();
    await indexNow?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  const containersOf = async (part: string, limit: number) => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return (await db.query<{ identifier: string }>('select identifier from identifier_traces where part_key = lower($1) order by identifier limit $2', [part, limit])).rows.map((r) => r.identifier);
    } finally {
      await db.end();
    }
  };

  test('an item names its recalled part; an identifier the node never issued answers 404', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // A part that traces recalled sub-part 1, and an item that traces that part: two levels down.
    const [part] = (await containersOf(scaleIdentifier(recalledSubPart), 50)).filter((id) => Number(id.slice(-9)) >= subPartCount(n));
    const [item] = await containersOf(part, 1);
    await page.goto(`${portal!.origin}/product_scene/${item}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('region', { name: '召回部件提示' });
    await expect(notice).toContainText('含召回部件');
    await expect(notice.getByRole('listitem').filter({ hasText: scaleIdentifier(recalledSubPart) })).toContainText('召回时间 2026-10-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const missing = await page.request.get(`${portal!.origin}/product_scene/88.500.1/SN999999999`);
    expect(missing.status()).toBe(404);
  });

  test('a part in 20,000 items is recalled: the command returns at once, and the queue reaches their pages', async ({ request }) => {
    test.setTimeout(300_000);
    const hot = scaleIdentifier(hotPart);
    const sample = (await containersOf(hot, 20_000)).filter((_, i) => i % 400 === 0);
    expect(sample.length).toBe(50);
    // The 召回部件提示 region of the page names the hot part (its supply chain lists it either way).
    const notice = (html: string) => {
      const at = html.indexOf('aria-label="召回部件提示"');
      return at >= 0 && html.slice(at, html.indexOf('</section>', at)).includes(hot);
    };
    // Each sample page is in the cache, without the notice.
    for (const id of sample) expect(notice(await (await request.get(`${portal!.origin}/product_scene/${id}`)).text())).toBe(false);

    const started = Date.now();
    const { stdout } = await run('npx', ['tsx', 'gateway/review/cli.ts', 'recall', hot, '--reason', '轴承保持架裂纹'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORTAL_REVALIDATE_URL: `${portal!.origin}/api/revalidate`, REVALIDATE_SECRET: secret },
    });
    expect(stdout).toMatch(new RegExp(`${hot.replace(/\./g, '\\.')} is on the recall list since`));
    expect(stdout).toMatch(/portals notified/);
    // The portal's worker takes what the command left; every sample page then shows the notice.
    await expect
      .poll(async () => {
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          return Number((await db.query('select count(*)::int as n from revalidation_queue')).rows[0].n);
        } finally {
          await db.end();
        }
      }, { timeout: 240_000, intervals: [1_000] })
      .toBe(0);
    const drained = Date.now() - started;
    for (const id of sample) expect(notice(await (await request.get(`${portal!.origin}/product_scene/${id}`)).text()), id).toBe(true);
    test.info().annotations.push({ type: 'fan-out', description: `20,000 pages queued and pushed in ${drained} ms; the sample of 50 rendered anew with the notice` });
    expect(portal!.output()).toContain('revalidation');
  });

  test('every identifier is in the sitemaps once; a re-crawl with validators gets 304s; a changed item is pushed and answered anew', async ({ request }) => {
    test.setTimeout(300_000);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const total = Number((await db.query('select count(*)::int as n from identifiers')).rows[0].n);
    await db.end();
    expect(total).toBeGreaterThanOrEqual(n);

    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const index = await request.get(`${portal!.origin}/sitemap.xml`);
    expect(index.status()).toBe(200);
    const files = locs(await index.text()).filter((loc) => loc.includes('/sitemaps/identifiers/'));
    expect(files.length).toBe(Math.ceil(total / 25_000));
    const listed: string[] = [];
    const fileVersions = new Map<string, string>();
    let bytes = 0;
    for (const file of files) {
      const answer = await request.get(file);
      expect({ file, status: answer.status() }).toEqual({ file, status: 200 });
      fileVersions.set(file, answer.headers().etag);
      const xml = await answer.text();
      bytes += xml.length;
      listed.push(...locs(xml));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBe(total);

    // The re-crawl: every file and a sample of pages, each with the validator of the first crawl.
    const sample = listed.filter((_, i) => i % Math.floor(listed.length / 40) === 0).slice(0, 40);
    const pageVersions = new Map<string, string>();
    for (const url of sample) {
      const page = await request.get(url);
      expect({ url, status: page.status() }).toEqual({ url, status: 200 });
      pageVersions.set(url, page.headers().etag);
    }
    let notModified = 0;
    let revisitBytes = 0;
    for (const [url, etag] of [...fileVersions, ...pageVersions]) {
      const again = await request.get(url, { headers: { 'if-none-match': etag } });
      if (again.status() === 304) notModified++;
      revisitBytes += (await again.body()).length;
    }
    const revisits = fileVersions.size + pageVersions.size;
    expect(notModified).toBe(revisits);
    expect(revisitBytes).toBe(0);
    test.info().annotations.push({ type: 're-crawl', description: `${total} identifiers in ${files.length} files (${bytes} bytes); ${notModified} of ${revisits} revisits answered 304 with ${revisitBytes} bytes` });

    // One item changes (it is recalled): the portal hears of it, pushes its page to both engines, and
    // answers the old validators with the new page and the sitemap with a newer lastmod.
    const changed = sample[1];
    const code = decodeURIComponent(new URL(changed).pathname.replace('/product_scene/', ''));
    const lastmodOf = async (file: string) => new RegExp(`<loc>${changed.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(await (await request.get(file)).text())?.[1];
    const fileOf = [...fileVersions.keys()][Math.floor(listed.indexOf(changed) / 25_000)];
    const before = await lastmodOf(fileOf);
    expect(before).toBeTruthy();
    await run('npx', ['tsx', 'gateway/review/cli.ts', 'recall', code, '--reason', '标签印刷错误'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORTAL_REVALIDATE_URL: `${portal!.origin}/api/revalidate`, REVALIDATE_SECRET: secret },
    });
    await expect.poll(() => baidu!.received.some((r) => r.body.split('\n').includes(changed)), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => indexNow!.received.some((r) => (JSON.parse(r.body).urlList as string[]).includes(changed)), { timeout: 60_000 }).toBe(true);
    const pushed = baidu!.received.find((r) => r.body.split('\n').includes(changed))!;
    expect(pushed.contentType).toMatch(/^text\/plain/);
    expect(pushed.query.get('token')).toBe('e2e-baidu-token-0123');

    await expect.poll(async () => (await request.get(changed, { headers: { 'if-none-match': pageVersions.get(changed)! } })).status(), { timeout: 60_000 }).toBe(200);
    const renewed = await request.get(fileOf, { headers: { 'if-none-match': fileVersions.get(fileOf)! } });
    expect(renewed.status()).toBe(200);
    expect(new Date((await lastmodOf(fileOf))!).getTime()).toBeGreaterThan(new Date(before!).getTime());
  });
});
