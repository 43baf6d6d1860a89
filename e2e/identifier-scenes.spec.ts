import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { selectTab } from './helpers/tabs';

// Someone scans a product's QR code and reads every scene of it.

const tabs = (page: Page) => page.getByRole('tablist', { name: '标识场景' });
const panel = (page: Page) => page.getByRole('tabpanel');

async function openTab(page: Page, name: string) {
  await selectTab(tabs(page).getByRole('tab', { name }));
  await expect(panel(page).getByRole('heading', { name, exact: false }).first()).toBeVisible();
}

test('DEMO0001 shows its scenes in the specified order, custom first, and each one loads @phone', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await expect(page.getByText('国家工业互联网标识')).toBeVisible();
  await expect(page.getByText('88.365.1/DEMO0001').first()).toBeVisible();
  const names = await tabs(page).getByRole('tab').allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual(['出厂质检报告', '产品追溯', '产品管理', '产品防伪', '供应链', '产品召回', '智能安防', '物流监控', '远程运维', '运行监测', '设备维修']);
  // The first scene came with the page.
  await expect(panel(page).getByText('检验依据')).toBeVisible();
  for (const name of ['产品追溯', '产品管理', '产品防伪', '智能安防', '物流监控', '设备维修']) await openTab(page, name);
  await openTab(page, '产品召回');
  await expect(panel(page).getByText('该产品在企业召回名单中，请联系售后处理')).toBeVisible();
  await expect(panel(page).getByText('召回时间')).toBeVisible();
});

test('the supply chain shows 5 groups, view more adds 5 twice, and the table of contents jumps', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await openTab(page, '供应链');
  const more = panel(page).getByRole('button', { name: '查看更多' });
  await expect(panel(page).getByText('已显示 5 / 12 条')).toBeVisible();
  await more.click();
  await expect(panel(page).getByText('已显示 10 / 12 条')).toBeVisible();
  await more.click();
  await expect(panel(page).getByText('已显示 12 / 12 条')).toBeVisible();
  await expect(more).toBeHidden();
  const toc = panel(page).getByRole('navigation', { name: '本页目录' });
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThan(1);
  const last = links.last();
  // Links read "3. 物料清单": the section's heading is the title without its number.
  const title = (await last.innerText()).trim().replace(/^\d+\.\s*/, '');
  await last.click();
  await expect(panel(page).getByRole('heading', { name: title }).first()).toBeInViewport();
});

test('trace links go from the product to its part and back', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await openTab(page, '供应链');
  await panel(page).getByRole('link', { name: '88.365.1/PART0001' }).first().click();
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/PART0001$/);
  await expect(tabs(page).getByRole('tab')).toHaveCount(2);
  await panel(page).getByRole('link', { name: '88.365.1/DEMO0001' }).first().click();
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/DEMO0001$/);
});

test('NORECALL says it is not in the recall list', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/NORECALL');
  await openTab(page, '产品召回');
  await expect(panel(page).getByText('该产品不在企业召回名单中，如有疑问请咨询售后')).toBeVisible();
  await openTab(page, '物流监控');
});

test('EMPTY001 shows an empty state in every scene, anti-counterfeit its own message', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/EMPTY001');
  const names = (await tabs(page).getByRole('tab').allInnerTexts()).map((n) => n.trim());
  for (const name of names) {
    await selectTab(tabs(page).getByRole('tab', { name }));
    await expect(panel(page).getByText(name === '产品防伪' ? '无法找到您的产品标识' : '暂无数据')).toBeVisible();
  }
});

test('SINGLE01 shows its only scene, monitoring, without asking for a phone', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/SINGLE01');
  await expect(tabs(page).getByRole('tab')).toHaveCount(1);
  await expect(panel(page).getByRole('heading', { name: '运行监测' })).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveCount(0);
});

test('a hazardous-waste identifier links to the trade platform company page', async ({ page }) => {
  await page.goto('/product_scene/88.364.7/HAZ00001');
  await expect(page.getByRole('link', { name: /危险废物交易平台/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: '标识二维码' })).toBeVisible();
});

test('the QR code of the page can be shown and saved', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await page.getByRole('button', { name: '标识二维码' }).click();
  const dialog = page.getByRole('dialog', { name: '标识二维码' });
  await expect(dialog.getByRole('img', { name: /88\.365\.1\/DEMO0001/ })).toBeVisible();
  // The label downloads themselves are e2e/identifier-qr-print.spec.ts.
  await expect(dialog.getByRole('link', { name: '下载 PNG（300 dpi）' })).toHaveAttribute('download', /DEMO0001/);
  await expect(dialog.getByRole('link', { name: '下载 SVG（矢量）' })).toHaveAttribute('download', /DEMO0001/);
});

test('the identifier page fits a 360 px phone @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await openTab(page, '供应链');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a long company introduction shows two lines with 展开 and 收起, and moves nothing when checked', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/product_scene/88.365.1/DEMO0001');
  const intro = page.getByRole('definition').filter({ has: page.getByRole('button', { name: /^(展开|收起)$/ }) });
  await expect(intro).toHaveCount(1);
  const text = intro.locator('span').first();
  const lineHeight = await text.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const clampedHeight = (await text.boundingBox())!.height;
  expect(clampedHeight).toBeLessThanOrEqual(lineHeight * 2 + 1);
  // The check comes 100 ms after render; the page was already clamped, so nothing below it moved. A row
  // that unclamped after the check moves the rest of the page by a line or two (a shift of about 0.04);
  // the allowance is for sub-pixel moves elsewhere, and the message names what moved.
  const shift = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const found = { total: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
            found.total += entry.value;
            for (const source of entry.sources ?? []) found.moved.push(`${source.node?.nodeName ?? '?'} ${(source.node?.textContent ?? '').slice(0, 30)}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 500);
      }),
  );
  expect(shift.total, `moved: ${shift.moved.join(' | ')}`).toBeLessThan(0.001);
  await intro.getByRole('button', { name: '展开' }).click();
  await expect(intro.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(clampedHeight);
  await intro.getByRole('button', { name: '收起' }).click();
  await expect(intro.getByRole('button', { name: '展开' })).toBeVisible();
});

test('HAZ00001 and OPSBAD01 show each of their public scenes', async ({ page }) => {
  for (const identifier of ['88.364.7/HAZ00001', '88.365.1/OPSBAD01']) {
    await page.goto(`/product_scene/${identifier}`);
    const names = (await tabs(page).getByRole('tab').allInnerTexts()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(1);
    for (const name of names.filter((n) => n !== '远程运维' && n !== '运行监测')) await openTab(page, name);
  }
});
