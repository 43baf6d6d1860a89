import { expect, test } from './helpers/test';
import { codeFromOutbox, dragSlider } from './helpers/account';
import { selectTab } from './helpers/tabs';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

// One code per phone per 60 s: each project logs in a different demo account.
const accountFor = (project: string) => (project === 'phone' ? { name: 'demo_pending', phone: '13800000003' } : { name: 'demo_user', phone: '13800000001' });

test('code login: the spec’s messages, a wrong code kept, then the right one logs in', async ({ page, request }, info) => {
  const { name, phone } = accountFor(info.project.name);
  await page.goto('/login');
  await selectTab(page.getByRole('tab', { name: '验证码登录' }));
  const submit = page.getByRole('button', { name: '登录', exact: true });
  const send = page.getByRole('button', { name: '获取验证码' });

  await page.getByLabel('手机号').fill('1380000');
  await send.click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await submit.click();
  await expect(page.getByText('验证码不能为空')).toBeVisible();

  await page.getByLabel('手机号').fill(phone);
  await send.click();
  await expect(page.getByText('请拖动滑块完成验证')).toBeVisible();
  await expect(send).toBeEnabled();

  await page.getByRole('textbox', { name: '验证码' }).fill('12');
  await submit.click();
  await expect(page.getByText('请输入正确的验证码')).toBeVisible();

  await dragSlider(page);
  await send.click();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  const code = await codeFromOutbox(request, phone);

  await page.getByRole('textbox', { name: '验证码' }).fill(code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(page.getByText(/验证码错误，还可尝试4次/)).toBeVisible();
  // What was typed stays; the slider asks for a new drag.
  await expect(page.getByLabel('手机号')).toHaveValue(phone);
  await expect(page.getByText('请按住滑块，拖动到最右边')).toBeVisible();

  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await dragSlider(page);
  await submit.click();
  await expect(page.getByText('登录成功！')).toBeVisible();
  await page.waitForURL(/\/home\?t=\d+/);
  await expect(page.getByRole('button', { name: `账户菜单：${name}` })).toBeVisible();
});
