import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { openLoginPanel, signIn } from './helpers/account';
import { detailPath, products } from './helpers/market-detail';
import { applyPath, formReady } from './helpers/prefix';
import { openConsultDialog } from './helpers/content';
import { openDialogOnce } from './helpers/dialog';

// A person reads what they agree to (issue 19 item 4): every agreement a form asks to tick (buying,
// asking, trying and consulting on a product, consulting, registering, applying for a prefix) names its
// title as a control that opens the text, by mouse or keyboard, and opening it leaves the tick alone.

// Whole journeys with scrypt hashing on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

/** Opens one agreement by clicking its title, checks its text, closes it with 关闭. */
async function readByClick(page: Page, scope: Locator, title: string, firstHeading: string) {
  const checkbox = scope.getByRole('checkbox', { name: new RegExp(`《${title}》`) });
  const ticked = await checkbox.isChecked();
  const link = scope.getByRole('button', { name: `《${title}》`, exact: true });
  const dialog = page.getByRole('dialog', { name: `《${title}》` });
  await openDialogOnce(page, link, dialog);
  await expect(dialog.getByRole('heading', { name: firstHeading })).toBeVisible();
  await expect(dialog.getByText(/^生效日期：\d{4}年/)).toBeVisible();
  await expect(dialog.getByText('本文本为平台提供的示范文本，正式内容以运营方发布的版本为准。')).toBeVisible();
  // The text has the focus, so the keyboard scrolls it.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d)).toBe(true);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(await checkbox.isChecked()).toBe(ticked);
}

/** From the checkbox, Tab reaches each title in turn; Enter or Space opens it, Escape closes it. */
async function readByKeyboard(page: Page, scope: Locator, titles: string[]) {
  await scope.getByRole('checkbox', { name: new RegExp(`《${titles[0]}》`) }).focus();
  for (const [i, title] of titles.entries()) {
    await page.keyboard.press('Tab');
    const link = scope.getByRole('button', { name: `《${title}》`, exact: true });
    await expect(link).toBeFocused();
    await page.keyboard.press(i % 2 ? 'Space' : 'Enter');
    const dialog = page.getByRole('dialog', { name: `《${title}》` });
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  }
}

test('the product page’s 《服务协议》 and 《应用市场用户协议》 open, by mouse and by keyboard, signed out and in', async ({ page }) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page.request, 'demo_company');
    await page.goto(detailPath(products.supplyChain));
    const main = page.getByRole('main');
    await readByClick(page, main, '服务协议', '一、服务内容');
    await readByClick(page, main, '应用市场用户协议', '一、应用信息');
    await readByKeyboard(page, main, ['服务协议', '应用市场用户协议']);
    // Reading is not agreeing: buying still asks for the tick first.
    await main.getByRole('button', { name: '立即购买' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请先同意服务协议和应用市场用户协议' })).toBeVisible();
  }
});

test('registering: 《用户服务协议》 and 《隐私政策》 open from the register panel', async ({ page }) => {
  const panel = await openLoginPanel(page, '立即注册', '注册账号');
  await readByClick(page, panel, '用户服务协议', '一、账号注册');
  await readByClick(page, panel, '隐私政策', '一、我们收集的信息');
  await readByKeyboard(page, panel, ['用户服务协议', '隐私政策']);
});

test('consulting: 《隐私政策》 opens over the consultation dialog, which stays as it was', async ({ page }) => {
  await page.goto('/home');
  const consult = await openConsultDialog(page);
  await consult.getByLabel('咨询内容').fill('想了解标识解析服务');
  await consult.getByRole('checkbox', { name: /《隐私政策》\s*，同意平台就本次咨询与我联系/ }).check();
  await readByClick(page, consult, '隐私政策', '一、我们收集的信息');
  await expect(consult.getByLabel('咨询内容')).toHaveValue('想了解标识解析服务');
  await expect(consult.getByRole('checkbox', { name: /《隐私政策》/ })).toBeChecked();
});

test('applying for a prefix: 《标识前缀注册服务协议》 opens from the form', async ({ page }) => {
  await signIn(page.request, 'demo_user');
  await page.goto(applyPath);
  await formReady(page);
  const form = page.getByRole('form', { name: '企业标识前缀注册申请表' });
  await readByClick(page, form, '标识前缀注册服务协议', '一、申请资料');
  await readByKeyboard(page, form, ['标识前缀注册服务协议']);
});
