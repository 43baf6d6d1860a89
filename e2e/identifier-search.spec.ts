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

test('a good identifier opens its page and is remembered for the next visit', async ({ page }) => {
  await page.goto('/home');
  const box = await searchBox(page);
  await box.fill('88.365.1/NORECALL');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/NORECALL$/);
  await page.goto('/home');
  await expect(await searchBox(page)).toHaveValue('88.365.1/NORECALL');
});

test('an unknown identifier shows the message and a search box that works', async ({ page }) => {
  const response = await page.goto('/product_scene/88.365.1/NOPE0000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '未找到该标识，请检查后重新搜索' })).toBeVisible();
  const box = page.getByRole('main').getByRole('textbox', { name: '标识查询' });
  await box.fill('88.365.1/PART0001');
  await box.press('Enter');
  await expect(page).toHaveURL(/PART0001$/);
});
