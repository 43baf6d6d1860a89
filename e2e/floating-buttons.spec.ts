import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { onPhone } from './helpers/content';
import { floatingOverlaps } from './helpers/floating';
import { detailPath, products } from './helpers/market-detail';
import { signIn } from './helpers/account';

// A visitor reads the key pages with the side menu on screen (issue 19 item 8): the floating buttons
// (the rail and back-to-top from 900 px, none on phones) never cover a control, a text, a picture or a
// panel, at any scroll position: on a phone, and on desktops of 1024, 1280 and 1440 px. Before, the
// phone's round buttons sat on 价格 and the footer, and the rail on 展开 (1024) and the scene panel (1280).

const keyPages = [
  { name: '应用市场首页', path: '/application' },
  { name: '应用列表', path: '/application/list' },
  { name: '产品详情', path: detailPath(products.supplyChain) },
  { name: '标识详情', path: '/product_scene/88.365.1/DEMO0001' },
];

async function overlapsEverywhere(page: Page) {
  const { width: projectWidth, height } = page.viewportSize()!;
  const widths = onPhone(page) ? [projectWidth] : [1024, 1280, 1440];
  const found: string[] = [];
  // Each page is loaded once and the window resized over it, as a person widening the window would.
  for (const { name, path } of keyPages) {
    await page.setViewportSize({ width: widths[0], height });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const o of await floatingOverlaps(page)) found.push(`${width} px ${name}: ${o.floating} covers ${o.covers} (${o.at})`);
    }
  }
  return found;
}

test('the floating buttons cover nothing on the key pages, signed out @phone', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await overlapsEverywhere(page)).toEqual([]);
});

test('the floating buttons cover nothing on the key pages, signed in @phone', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page.request, 'demo_company');
  expect(await overlapsEverywhere(page)).toEqual([]);
});

test('on a desktop the rail stays clear of the company introduction’s 展开 (1024 px) and the scene panel (1280 px) @desktop-only', async ({ page }) => {
  const railLeft = async () => (await page.getByRole('complementary', { name: '快捷服务' }).boundingBox())!.x;
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/product_scene/88.365.1/DEMO0001');
  const expand = page.getByRole('button', { name: '展开' });
  await expect(expand).toBeVisible();
  const box = (await expand.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(await railLeft());

  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = page.getByRole('tabpanel');
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(await railLeft());
});
