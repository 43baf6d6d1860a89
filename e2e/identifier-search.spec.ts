import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// A visitor types an identifier into the side menu's search box.

async function searchBox(page: Page) {
  const phone = (page.viewportSize()?.width ?? 0) < 900;
  const box = page.getByRole('textbox', { name: '标识查询' });
  // Phones find the side menu's search in the navigation drawer. A tap before hydration is lost: again.
  await expect(async () => {
    if (!(await box.isVisible())) await page.getByRole('button', { name: phone ? '打开导航菜单' : '标识查询' }).click({ timeout: 1_000 });
    await expect(box).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  return box;
}

test('a wrong identifier is refused for 2 seconds, the text kept', async ({ page }) => {
  await page.goto('/home');
  const box = await searchBox(page);
  for (const bad of ['88.365.1', 'DEMO0001/88.365.1', '88.365.1/产品', '88.364.7/HAZ00001']) {
    await box.fill(bad);
    await box.press('Enter');
    await expect(page.getByText('请输入正确的标识')).toBeVisible();
    await expect(box).toHaveValue(bad);
    await expect(page).toHaveURL(/\/home$/);
  }
  await expect(page.getByText('请输入正确的标识')).toBeHidden({ timeout: 3_000 });
});

test('full-width characters from a Chinese keyboard still find the identifier', async ({ page }) => {
  await page.goto('/home');
  const box = await searchBox(page);
  await box.fill('８８．３６５．１／DEMO0001 ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/DEMO0001$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('伺服电机');
  // On a phone the drawer it was typed in has closed over the new page.
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a good identifier opens its page and is remembered for the next visit @phone', async ({ page }) => {
  await page.goto('/home');
  const box = await searchBox(page);
  await box.fill('88.365.1/NORECALL');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/NORECALL$/);
  await page.goto('/home');
  await expect(await searchBox(page)).toHaveValue('88.365.1/NORECALL');
});

test('an unknown identifier shows the message and a search box that works', async ({ page }) => {
  // Its address opened on its own, as a scan does: the scan's words (issue 39 item 13).
  const response = await page.goto('/product_scene/88.365.1/NOPE0000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '标识不存在，请检查后再扫码' })).toBeVisible();
  const box = page.getByRole('main').getByRole('textbox', { name: '标识查询' });
  // Searched for from the box: the search's words (000 §8).
  await box.fill('88.365.1/NOPE0001');
  await box.press('Enter');
  await expect(page).toHaveURL(/NOPE0001$/);
  await expect(page.getByRole('heading', { name: '未找到该标识，请检查后重新搜索' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '未找到该标识，请检查后重新搜索' })).toBeVisible();
  await box.fill('88.365.1/PART0001');
  await box.press('Enter');
  await expect(page).toHaveURL(/PART0001$/);
});

test('an unknown identifier searched from the side menu reads the search’s words @phone', async ({ page }) => {
  await page.goto('/home');
  const box = await searchBox(page);
  await box.fill('88.365.1/NOPE0000');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/NOPE0000$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '未找到该标识，请检查后重新搜索' })).toBeVisible();
  // The same code's address opened in a tab of its own (a scan) reads the scan's words.
  const scan = await page.context().newPage();
  expect((await scan.goto('/product_scene/88.365.1/NOPE0000'))?.status()).toBe(404);
  await expect(scan.getByRole('main').getByRole('heading', { level: 1, name: '标识不存在，请检查后再扫码' })).toBeVisible();
});
