import { expect, test } from './helpers/test';
import { demoPassword } from './helpers/account';

// The slider captcha has a keyboard alternative (issue 9, accessibility): a person who cannot drag
// focuses the knob and presses the right arrow until it reaches the end, and can log in.
test('the slider is passed with the keyboard alone and the login goes through', async ({ page }) => {
  await page.goto('/login?from=/news');
  await page.getByLabel('手机号/用户名').fill('demo_user');
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  const knob = page.getByRole('slider', { name: /拖动滑块/ });
  await expect(knob).toBeEnabled({ timeout: 20_000 });
  await knob.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight', { delay: 40 });
  await expect(page.getByText('验证通过')).toBeVisible();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/news');
});
