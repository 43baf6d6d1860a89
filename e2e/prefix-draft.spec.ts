import { expect, test } from './helpers/test';
import { dragSlider } from './helpers/account';
import { messages } from '../core/messages';
import { applyPath, byLabel, formReady, canvasImage, chooseSelects, companyText, expectUploaded, fillText, images, logIn, review, slide, upload } from './helpers/prefix';

// What a person typed is never lost: a reload and a lost login both bring the form back. And the
// identity documents they upload stay theirs.

// Long journeys on a shared 2-core machine: uploads, sliders and a login each.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await review(request, 'reset-demo');
});
test.afterEach(async ({ request }) => {
  await review(request, 'reset-demo');
});

test('the draft survives a reload, the uploaded licence included (without its bytes)', async ({ page }) => {
  await logIn(page, 'demo_user');
  await formReady(page);
  await chooseSelects(page);
  await fillText(page, { prefix: companyText.prefix, name: companyText.name, introduce: companyText.introduce, liaison: companyText.liaison });
  await upload(page, images.licence, { name: '营业执照.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 500, 320, '营业执照') });
  await expectUploaded(page, images.licence);
  const draft = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('idportal.prefixDraft.'))?.[1] ?? '');
  expect(draft).toContain(companyText.name);
  expect(draft).not.toContain('data:image');

  await page.reload();
  await expect(page.getByText('已恢复您上次填写但未提交的内容')).toBeVisible();
  await expect(byLabel(page, '企业名称')).toHaveValue(companyText.name);
  await expect(byLabel(page, '企业前缀')).toHaveValue(companyText.prefix);
  await expect(byLabel(page, '企业简介')).toHaveValue(companyText.introduce);
  await expect(byLabel(page, '行业大类')).toHaveValue('34');
  await expect(byLabel(page, '城市')).toHaveValue('320100');
  await expect(page.getByRole('img', { name: `${images.licence}预览` })).toHaveAttribute('src', /^\/api\/prefix\/files\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => page.getByRole('img', { name: `${images.licence}预览` }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);
});

test('a session that ended elsewhere clears the stored draft, keeps what is typed on the page, and the login opens beside it', async ({ page, browser, context }) => {
  await logIn(page, 'demo_user');
  await formReady(page);
  await fillText(page, { name: companyText.name, address: companyText.address, email: companyText.email });

  // Logging out on another device ends every session of the account.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await logIn(elsewhere, 'demo_user', '/news');
  await elsewhere.request.post('/api/session/logout', { data: {} });
  await other.close();

  await slide(page);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请选择二级节点')).toBeVisible();
  await byLabel(page, '二级节点').selectOption('1');
  const storedDraft = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('idportal.prefixDraft.')));
  expect(await storedDraft()).toHaveLength(1);
  // An upload meets the forced re-login (001 §8): the stored draft with its company data goes, and none is kept after.
  await upload(page, images.licence, { name: '营业执照.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 400, 260, '营业执照') });
  await expect(page.getByText('登录已失效。为保护企业信息，本机保存的草稿已清除；已填写的内容仍在本页，请在新窗口重新登录后回到本页提交')).toBeVisible();
  expect(await storedDraft()).toEqual([]);
  await byLabel(page, '详细地址').fill(`${companyText.address}（补充）`);
  expect(await storedDraft()).toEqual([]);
  // What is typed stays on the page.
  await expect(byLabel(page, '企业名称')).toHaveValue(companyText.name);
  await expect(byLabel(page, '联系邮箱')).toHaveValue(companyText.email);
  await expect(byLabel(page, '二级节点')).toHaveValue('1');
  // The login opens beside the form, which stays as it is.
  const [login] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '重新登录（在新窗口打开）' }).click()]);
  await login.waitForURL(/\/login\?from=/);
  await login.getByLabel('手机号/用户名').fill('demo_user');
  await login.getByLabel('密码', { exact: true }).fill('Demo@2026pass');
  await dragSlider(login);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await login.waitForURL((url) => url.pathname === applyPath);
  await login.close();
  await expect(byLabel(page, '详细地址')).toHaveValue(`${companyText.address}（补充）`);
  await expect(byLabel(page, '企业名称')).toHaveValue(companyText.name);
});

test('an uploaded identity document is shown to its owner only: 403 to another user, 401 to a visitor', async ({ page, browser, playwright }) => {
  await logIn(page, 'demo_user');
  await formReady(page);
  const answer = await page.request.post('/api/prefix/upload?kind=id', {
    multipart: { file: { name: 'face.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 320, 200, '人像面') } },
  });
  const { data } = (await answer.json()) as { data: { url: string } };
  expect((await page.request.get(data.url)).status()).toBe(200);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, 'demo_pending');
  const refused = await otherPage.request.get(data.url);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe(messages.fileForbidden);
  await other.close();

  const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await anonymous.get(data.url);
  expect({ status: visitor.status(), text: await visitor.text() }).toEqual({ status: 401, text: messages.loginRequired });
  await anonymous.dispose();
});
