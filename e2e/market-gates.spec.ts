import { expect, test } from './helpers/test';
import { agree, detailPath, products } from './helpers/market-detail';
import { signIn } from './helpers/account';

const agreementMessage = '请先同意服务协议和应用市场用户协议';

test.describe('the detail page’s gates', () => {
  test('every action needs the agreement; a visitor is asked to log in and comes back', async ({ page }) => {
    await page.goto(detailPath(products.supplyChain));
    const url = page.url();
    for (const name of ['立即购买', '免费试用', '产品咨询']) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('alert').filter({ hasText: agreementMessage })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(page.url()).toBe(url);
    }
    await agree(page);
    await expect(page.getByText(agreementMessage)).toBeHidden();
    await page.getByRole('button', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog', { name: '您还未登录，是否立即登录？' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '产品咨询' }).click();
    await dialog.getByRole('link', { name: '立即登录' }).click();
    await page.waitForURL(/\/login\?from=%2Fapplication%2Flist%2Fdetail%2F48$/);
  });

  test('ask-price needs the agreement too', async ({ page }) => {
    await page.goto(detailPath(products.negotiable));
    await page.getByRole('button', { name: '询价' }).click();
    await expect(page.getByText(agreementMessage)).toBeVisible();
  });

  test('demo_user has no company: buying is disabled with a warning, a trial opens the no-prefix modal', async ({ page }) => {
    await signIn(page.request, 'demo_user');
    await page.goto(detailPath(products.supplyChain));
    await expect(page.getByText('购买应用需先完成企业认证和标识前缀注册')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();
    await agree(page);
    await page.getByRole('button', { name: '免费试用' }).click();
    const modal = page.getByRole('dialog', { name: '您还未完成标识前缀注册，请重新登录或前往注册' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: '前往注册' })).toHaveAttribute('href', '/identification');
    await modal.getByRole('button', { name: '取消' }).click();
    // Consult has no company rule: the shell's consultation dialog opens.
    await page.getByRole('button', { name: '产品咨询' }).click();
    await expect(page.getByRole('dialog', { name: '立即咨询' })).toBeVisible();
  });

  test('demo_company buys: the chosen package and price reach the confirm-order page', async ({ page }) => {
    await signIn(page.request, 'demo_company');
    await page.goto(detailPath(products.supplyChain));
    await page.getByRole('group', { name: '规格' }).getByRole('button', { name: '专业版' }).click();
    await page.getByRole('group', { name: '购买时长' }).getByRole('button', { name: '1年' }).click();
    await expect(page.getByText('购买应用需先完成企业认证和标识前缀注册')).toHaveCount(0);
    await agree(page);
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.waitForURL('**/application/confirmOrder?productId=48&packageId=4802&priceId=48022');
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(page.getByLabel('订单信息').getByText('专业版')).toBeVisible();
  });
});
