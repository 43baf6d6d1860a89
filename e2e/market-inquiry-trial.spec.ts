import { animationsSettled } from './helpers/animations';
import { expect, test } from './helpers/test';
import { agree, detailPath, products } from './helpers/market-detail';
import { signIn } from './helpers/account';
import { messages } from '../core/messages';

/** An inquiry the form's schema accepts. */
const inquiry = { consultContent: '报价', companyName: '演示', contactPersonName: '王工', contactPersonphone: '13800000002', productId: 40, packageId: 4001 };

test.describe('inquiry and free trial', () => {
  test('ask-price: prefilled from the company, the form’s rules, then the success modal', async ({ page }) => {
    await signIn(page.request, 'demo_company');
    await page.goto(detailPath(products.negotiable));
    await agree(page);
    await page.getByRole('button', { name: '询价' }).click();
    const form = page.getByRole('form', { name: '询价表单' });
    await expect(form.getByLabel('企业名称')).not.toHaveValue('');
    await expect(form.getByLabel('手机号码')).toHaveValue(/^1[3-9]\d{9}$/);

    await form.getByLabel('企业名称').fill('');
    await form.getByLabel('联系人').fill('');
    await form.getByLabel('手机号码').fill('12345');
    await form.getByRole('button', { name: '提交询价' }).click();
    await expect(form.getByText('请输入咨询内容')).toBeVisible();
    await expect(form.getByText('请输入企业名称')).toBeVisible();
    await expect(form.getByText('请输入联系人姓名')).toBeVisible();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();

    await form.getByLabel('咨询内容').fill('想了解两条产线的诊断服务报价');
    await form.getByLabel('企业名称').fill('演示制造有限公司');
    await form.getByLabel('联系人').fill('王工');
    await form.getByLabel('手机号码').fill('13800000002');
    await form.getByLabel('预算').click();
    const budgets = page.getByRole('option');
    await expect(budgets.first()).toHaveText('暂不确定');
    await expect(budgets.nth(1)).toHaveText('2000元以下');
    await expect(budgets.last()).toHaveText('50万元以上');
    // Chosen once the menu has finished opening, as a person sees it: a click during its grow, on a loaded
    // machine, once left the menu open with nothing chosen.
    await animationsSettled(page);
    await page.getByRole('option', { name: '10万–20万元' }).click();
    await expect(form.getByRole('combobox', { name: '预算' })).toHaveText('10万–20万元');
    await form.getByRole('button', { name: '提交询价' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('dialog', { name: '询价已提交，我们将在1-3个工作日内与您联系' })).toBeVisible();
  });

  test('the inquiry route checks with the form’s schema and wants a login', async ({ page }) => {
    expect((await page.request.post('/api/market/inquiry', { data: inquiry })).status()).toBe(401);
    const bad = await page.request.post('/api/market/inquiry', { data: { ...inquiry, contactPersonphone: '123' } });
    expect(bad.status()).toBe(422);
    expect((await bad.json()).fieldErrors).toEqual({ contactPersonphone: '请输入正确的手机号码' });
    expect((await page.request.post('/api/market/trial', { data: { productId: 48, packageId: 4801 } })).status()).toBe(401);
  });

  test('a visitor who buys, asks the price or tries gets one answer: 401, the login prompt of 001 §6, relogin', async ({ page }) => {
    const asked = {
      '/api/market/inquiry': inquiry,
      '/api/market/trial': { productId: 48, packageId: 4801 },
      '/api/order/save': { productId: 48, packageId: 4801, priceId: 48012, remark: '', transactionId: 'e2e-guest-0000000001' },
    };
    for (const [path, data] of Object.entries(asked)) {
      const answer = await page.request.post(path, { data });
      expect({ path, status: answer.status(), body: await answer.json() }).toEqual({ path, status: 401, body: { ok: false, message: messages.notLoggedIn, relogin: true } });
    }
  });

  test('demo_company’s trial succeeds, a second trial of the same package fails with the server message', async ({ page }, info) => {
    // Each browser project tries its own package: the database is shared by the whole run.
    const pkg = info.project.name === 'phone' ? '专业版' : '基础版';
    await signIn(page.request, 'demo_company');
    await page.goto(detailPath(products.supplyChain));
    await page.getByRole('group', { name: '规格' }).getByRole('button', { name: pkg }).click();
    await agree(page);
    await page.getByRole('button', { name: '免费试用' }).click();
    const ok = page.getByRole('dialog', { name: '试用申请提交成功' });
    await expect(ok).toBeVisible();
    await expect(ok.getByText('请前往“我的应用-我的试用”查看')).toBeVisible();
    await ok.getByRole('button', { name: '我知道了' }).click();

    await page.getByRole('button', { name: '免费试用' }).click();
    const failed = page.getByRole('dialog', { name: '试用申请提交失败' });
    await expect(failed).toBeVisible();
    await expect(failed.getByText('该套餐已在试用中，请前往“我的应用-我的试用”查看')).toBeVisible();
  });
});
