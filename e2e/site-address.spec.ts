import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import QRCode from 'qrcode';
import { demoIdentifier } from '@/lib/content/identification';
import { identifierPath } from '@/lib/identifier/path';
import { startPortal, type RunningPortal } from './helpers/portal';

// One build, two addresses (issue 20, item 3): the suite's server runs the build with the address it
// was built for; a second server runs a copy of the same build with another SITE_URL, as a container
// started with `-e SITE_URL=…` does. Every page must carry the address it is served at.
const secondPort = suitePort() + 20;
const deployedAt = 'https://id.example.cn';

// The addresses do not depend on the viewport: the desktop run is enough.
test.describe('one build served under two addresses @desktop-only', () => {
  let second: RunningPortal;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    second = await startPortal(secondPort, { SITE_URL: deployedAt });
  });
  test.afterAll(async () => second?.stop());

  async function addressesOn(page: Page, url: string) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    return { canonical, ogUrl, jsonLd: jsonLd.join('\n') };
  }

  test('the suite server serves its pages with its own address', async ({ page, baseURL }) => {
    const home = await addressesOn(page, '/home');
    expect(home.canonical).toBe(`${baseURL}/home`);
    expect(home.jsonLd).toContain(baseURL);
  });

  for (const path of ['/home', '/news', '/news/detail/19', '/solution/3', '/cooperation_case/detail/1', '/identification', '/smartexpo']) {
    test(`a server started under another address renders ${path} with its own address`, async ({ page }) => {
      const found = await addressesOn(page, `${second.origin}${path}`);
      expect(found.canonical).toBe(`${deployedAt}${path}`);
      if (found.ogUrl) expect(found.ogUrl).toBe(`${deployedAt}${path}`);
      expect(found.jsonLd).toContain(deployedAt);
      const html = await page.content();
      expect(html).not.toContain('127.0.0.1:');
    });
  }

  test('the QR code on a content page points at the address the deployment is served at', async ({ page }) => {
    await page.goto(`${second.origin}/identification`);
    const qr = page.getByRole('img', { name: `示例标识 ${demoIdentifier} 的二维码` });
    // The same drawing lib/identifier/qr.ts makes (server-only, so not importable here) for the expected URL.
    const svg = await QRCode.toString(new URL(identifierPath(demoIdentifier), deployedAt).toString(), { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(await qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
  });

  test('the sitemap and robots.txt name the address the deployment is served at', async ({ request }) => {
    // The index names its sitemaps, and they their pages, under the deployment's address.
    const index = await (await request.get(`${second.origin}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${deployedAt}/sitemaps/pages.xml</loc>`);
    expect(index).toContain(`<loc>${deployedAt}/sitemaps/identifiers/1.xml</loc>`);
    expect(index).not.toContain('127.0.0.1');
    const pages = await (await request.get(`${second.origin}/sitemaps/pages.xml`)).text();
    expect(pages).toContain(`<loc>${deployedAt}/home</loc>`);
    expect(pages).not.toContain('127.0.0.1');
    const identifiers = await (await request.get(`${second.origin}/sitemaps/identifiers/1.xml`)).text();
    expect(identifiers).toContain(`<loc>${deployedAt}/product_scene/88.365.1/DEMO0001</loc>`);
    expect(identifiers).not.toContain('127.0.0.1');
    expect(await (await request.get(`${second.origin}/robots.txt`)).text()).toContain(`${deployedAt}/sitemap.xml`);
  });
});
