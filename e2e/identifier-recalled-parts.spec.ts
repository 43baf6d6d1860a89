import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { watchPage } from './helpers/watch-page';

// Someone scans a kit (88.365.1/KIT00001) whose supply chain holds the recalled servo motor DEMO0001 and
// the induction motor NORECALL (not recalled): the page names and links the recalled part with its
// recall time above the scenes, and its JSON twin carries the same list. Following the parts passes the
// demo's cycle DEMO0001 ↔ PART0001, and the pages still answer (issue 18 item 1, decision 0036).

const kit = '/product_scene/88.365.1/KIT00001';
const partsNotice = (page: Page) => page.getByRole('region', { name: '召回部件提示' });

test('the kit names its recalled part with the recall time, above the scenes, and links to it @phone', async ({ page }) => {
  const { problems } = watchPage(page);
  await page.goto(kit);
  const notice = partsNotice(page);
  await expect(notice).toContainText('含召回部件');
  const link = notice.getByRole('link', { name: '永磁交流伺服电机 CR-SM130-15' });
  await expect(link).toHaveAttribute('href', '/product_scene/88.365.1/DEMO0001');
  await expect(notice.getByRole('listitem')).toHaveCount(1);
  await expect(notice.getByRole('listitem')).toContainText('88.365.1/DEMO0001');
  await expect(notice.getByRole('listitem')).toContainText('召回时间 2025-11-18');
  await expect(notice).not.toContainText('NORECALL');
  // The kit itself is not recalled: no notice of its own.
  await expect(page.getByRole('region', { name: '召回提示' })).toHaveCount(0);

  const box = (await notice.boundingBox())!;
  const tabs = (await page.getByRole('tablist', { name: '标识场景' }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(tabs.y);
  expect(box.y).toBeLessThan(page.viewportSize()!.height);

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/DEMO0001$/);
  await expect(page.getByRole('region', { name: '召回提示' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the walk ends on the demo cycle: DEMO0001 and PART0001 answer, the motor is never its own part', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(partsNotice(page)).toHaveCount(0);
  // The encoder's traced row points at the motor, so the motor's recall follows it (any traced row counts).
  await page.goto('/product_scene/88.365.1/PART0001');
  await expect(partsNotice(page).getByRole('link', { name: '永磁交流伺服电机 CR-SM130-15' })).toBeVisible();
  await page.goto('/product_scene/88.365.1/NORECALL');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(partsNotice(page)).toHaveCount(0);
});

test('on a 360 px phone the notice fits the width, and nothing overflows @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(kit);
  const box = (await partsNotice(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the JSON answer carries the same list @desktop-only', async ({ request }) => {
  const response = await request.get(kit, { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.identifier).toBe('88.365.1/KIT00001');
  expect(body.recalledParts).toEqual([{ identifier: '88.365.1/DEMO0001', name: '永磁交流伺服电机 CR-SM130-15', recallTime: '2025-11-18', depth: 1 }]);
  const motor = await (await request.get('/product_scene/88.365.1/DEMO0001', { headers: { accept: 'application/json' } })).json();
  expect(motor.recalledParts).toEqual([]);
});
