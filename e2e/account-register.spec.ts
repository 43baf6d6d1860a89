import { expect, test } from './helpers/test';
import { codeFromOutbox, demoPassword, dragSlider, freshPhone, logInThroughForm, openLoginPanel } from './helpers/account';
import { horizontalOverflow } from './helpers/content';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

test('register: every message of the panel, a taken phone that learns nothing without its code, then a new account that logs in', async ({ page, request }) => {
  const panel = await openLoginPanel(page, '立即注册', '注册账号');
  const submit = panel.getByRole('button', { name: '注册', exact: true });

  await submit.click();
  for (const text of ['用户名不能为空', '请输入正确的手机号', '请输入验证码', '邮箱不能为空', '请阅读并勾选协议', '请拖动滑块完成验证']) {
    await expect(panel.getByText(text)).toBeVisible();
  }
  await expect(panel.getByText('密码不能为空')).toHaveCount(2);

  await panel.getByLabel('用户名').fill('a');
  await panel.getByLabel('邮箱').fill('not-an-address');
  await panel.getByLabel('密码', { exact: true }).fill('abcdef');
  await expect(panel.getByText('密码强度：弱')).toBeVisible();
  await panel.getByLabel('确认密码').fill('abcdeg');
  await submit.click();
  await expect(panel.getByText('用户名为2-20位字母、数字、下划线、中划线或汉字')).toBeVisible();
  await expect(panel.getByText('请输入正确的邮箱')).toBeVisible();
  await expect(panel.getByText('密码强度太低')).toBeVisible();
  await expect(panel.getByText('两次输入的密码不一致')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const phone = freshPhone();
  const account = `e2e_${phone.slice(3)}`;
  await panel.getByLabel('用户名').fill(account);
  await panel.getByLabel('邮箱').fill(`${account}@example.cn`);
  await panel.getByLabel('密码', { exact: true }).fill(demoPassword);
  await expect(panel.getByText('密码强度：强')).toBeVisible();
  await panel.getByLabel('确认密码').fill(demoPassword);
  await panel.getByRole('checkbox').check();

  // A phone that already has an account, with a made-up code: the gateway checks the code first and says
  // nothing about the account (no enumeration without the phone), and what was typed stays.
  await panel.getByLabel('手机号').fill('13800000001');
  await panel.getByLabel('验证码').fill('123456');
  await dragSlider(page, panel);
  await submit.click();
  await expect(panel.getByText('验证码已失效，请重新获取')).toBeVisible();
  await expect(panel.getByText('该手机号已注册，请直接登录')).toHaveCount(0);
  await expect(panel.getByLabel('用户名')).toHaveValue(account);

  await panel.getByLabel('手机号').fill(phone);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await expect(panel.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await panel.getByLabel('验证码').fill(await codeFromOutbox(request, phone));
  await submit.click();
  await expect(panel.getByText('注册成功！')).toBeVisible();
  await expect(panel).toBeHidden();

  await logInThroughForm(page, account);
  await expect(page.getByRole('button', { name: `账户菜单：${account}` })).toBeVisible();
});
