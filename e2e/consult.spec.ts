import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { logInThroughApi } from './helpers/account';
import { animationsSettled } from './helpers/animations';
import { horizontalOverflow, openConsultDialog } from './helpers/content';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

async function openDialog(page: Page) {
  const dialog = await openConsultDialog(page);
  await expect(dialog.getByRole('button', { name: '提交' })).toBeVisible();
  return dialog;
}

async function chooseIndustry(page: Page, name: string) {
  await page.getByRole('dialog', { name: '立即咨询' }).getByRole('combobox', { name: '应用行业' }).click();
  // Once the menu has finished opening (market-inquiry-trial.spec.ts).
  await animationsSettled(page);
  await page.getByRole('option', { name, exact: true }).click();
}

test('consultation, anonymous: every message, nothing typed lost, success resets the form', async ({ page }) => {
  await page.goto('/home');
  const dialog = await openDialog(page);
  const submit = dialog.getByRole('button', { name: '提交' });
  await submit.click();
  for (const text of ['请选择应用行业', '请输入咨询内容', '请输入2-16位中文姓名', '请输入正确的手机号码', '请输入企业名称', '请阅读并同意协议声明']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }

  const longText = '我们想为产线上的零部件赋码，'.repeat(22).slice(0, 301);
  await dialog.getByLabel('咨询内容').fill(longText);
  await dialog.getByLabel('联系人').fill('Tom');
  await dialog.getByLabel('联系电话').fill('+85213912345678');
  await submit.click();
  await expect(dialog.getByText('咨询内容不能超过300个字符')).toBeVisible();
  await expect(dialog.getByText('301/300')).toBeVisible();
  await expect(dialog.getByText('请输入2-16位中文姓名')).toBeVisible();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  await expect(dialog.getByLabel('咨询内容')).toHaveValue(longText);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await chooseIndustry(page, '制造业');
  await dialog.getByLabel('咨询内容').fill(longText.slice(0, 300));
  await dialog.getByLabel('联系人').fill('欧阳·明');
  await dialog.getByLabel('联系电话').fill('+8613912345678');
  await dialog.getByLabel('企业名称').fill('苏州示例精密制造有限公司');
  await dialog.getByRole('checkbox').check();
  const sent = page.waitForRequest('**/api/consult');
  await submit.click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ industryCode: 'C', contactPersonName: '欧阳·明', contactPersonphone: '+8613912345678', agreement: true });
  await expect(page.getByText('提交成功，我们将在1个工作日内（工作日9:00-18:00）与您联系')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again: a blank form.
  const again = await openDialog(page);
  await expect(again.getByLabel('咨询内容')).toHaveValue('');
  await expect(again.getByRole('checkbox')).not.toBeChecked();
  await again.getByLabel('联系人').fill('张三');
  await again.getByRole('button', { name: '关闭' }).click();
  await expect(again).toBeHidden();
  await expect((await openDialog(page)).getByLabel('联系人')).toHaveValue('');
});

test('consultation, logged in: phone and company filled in from the account', async ({ page }) => {
  await logInThroughApi(page, 'demo_company');
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('联系电话')).toHaveValue('13800000002');
  await expect(dialog.getByLabel('企业名称')).toHaveValue('苏州智联精密制造有限公司');
  await chooseIndustry(page, '制造业');
  await dialog.getByLabel('咨询内容').fill('希望了解产品追溯方案的报价');
  await dialog.getByLabel('联系人').fill('王建国');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功，我们将在1个工作日内（工作日9:00-18:00）与您联系')).toBeVisible();
});
