import { expect, test } from './helpers/test';
import { bmpBytes } from '../gateway/testing/images';
import {
  applyPath,
  byLabel,
  canvasImage,
  chooseSelects,
  companyText,
  expectUploaded,
  fillText,
  formReady,
  images,
  logIn,
  review,
  slideTickSubmit,
  upload,
} from './helpers/prefix';

// One journey: demo_user applies for a prefix, follows the review, and a reviewer approves it with
// `npm run review -- approve ID` (run in the e2e server's process, see helpers/prefix.ts#review).

// Long journeys on a shared 2-core machine: uploads, sliders and a login each.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await review(request, 'reset-demo');
});
test.afterEach(async ({ request }) => {
  await review(request, 'reset-demo');
});

test('a visitor without a session is sent home, told why, and offered the login back', async ({ page }) => {
  await page.goto(applyPath);
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(page.getByText('您访问的页面需要登录后才能查看，请先登录。')).toBeVisible();
  await expect(page.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', `/login?from=${encodeURIComponent(applyPath)}`);
});

test('a company whose prefix is approved (demo_company) sees the approved state, not an empty form', async ({ page }) => {
  await logIn(page, 'demo_company');
  await expect(page.getByText('审核通过，已获得标识前缀').first()).toBeVisible();
  await expect(page.getByText('您的企业标识前缀：88.365.1001')).toBeVisible();
  // Approved without an application on record: what is known, no empty fields or document boxes.
  const summary = page.getByRole('region', { name: '已提交的申请信息' });
  await expect(summary.getByRole('definition').filter({ hasText: '苏州智联精密制造有限公司' })).toBeVisible();
  await expect(summary.getByRole('term').filter({ hasText: '二级节点' })).toHaveCount(0);
  await expect(summary.getByRole('definition').filter({ hasText: /^—$/ })).toHaveCount(0);
  await expect(summary.getByText('图片未保存，重新填写时请重新上传')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回重新填写' })).toHaveCount(0);
});

test('demo_user applies with real uploads, sees the review, reloads it read-only, and is approved', async ({ page, request }) => {
  await logIn(page, 'demo_user');
  await formReady(page);
  await expect(page.getByRole('heading', { level: 1, name: '企业标识前缀注册申请' })).toBeVisible();
  await expect(page.getByRole('button', { name: '申请须知' })).toBeVisible();
  await expect(page.getByText('填写申请信息')).toBeVisible();
  // Each section's title stands clear of its first field's floating label, on a phone too.
  for (const [title, label] of [['企业信息', '二级节点'], ['法定代表人信息', '法人证件类型']]) {
    const heading = (await page.getByRole('heading', { level: 2, name: title }).boundingBox())!;
    const first = (await page.locator('label', { hasText: label }).first().boundingBox())!;
    expect(first.y, `${title} and ${label}`).toBeGreaterThanOrEqual(heading.y + heading.height);
  }
  // 000 §5 defaults: the fourth organisation type, the first document types.
  await expect(byLabel(page, '单位类型')).toHaveValue('4');
  await expect(byLabel(page, '证件类型')).toHaveValue('1');
  await expect(byLabel(page, '法人证件类型')).toHaveValue('1');

  await chooseSelects(page);
  await expect(page.getByText('88.365.', { exact: true })).toBeVisible();
  await fillText(page, companyText);

  // The first upload is slowed down: its progress bar appears once it has taken 300 ms.
  await page.route('**/api/prefix/upload**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  }, { times: 1 });
  await upload(page, images.licence, { name: '营业执照.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 640, 420, '营业执照') });
  await expect(page.getByRole('status', { name: `${images.licence}上传状态` })).toHaveText('上传中');
  await expect(page.getByRole('progressbar', { name: `${images.licence}上传进度` })).toBeVisible();
  await expectUploaded(page, images.licence);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('img', { name: `${images.licence}预览` })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await upload(page, images.face, { name: '身份证人像面.jpg', mimeType: 'image/jpeg', buffer: await canvasImage(page, 'image/jpeg', 480, 300, '人像面') });
  await upload(page, images.back, { name: '身份证国徽面.bmp', mimeType: 'image/bmp', buffer: bmpBytes(240, 150) });
  await expectUploaded(page, images.face);
  await expectUploaded(page, images.back);

  await slideTickSubmit(page);
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(page.getByText('申请已提交，正在审核中，审核结果将在1-2个工作日内通知您')).toBeVisible();
  await expect(page.getByRole('form', { name: '企业标识前缀注册申请表' })).toHaveCount(0);

  // A reload shows the same application, read-only, with its documents served back to their owner.
  await page.reload();
  await expect(page.getByText('申请已提交，正在审核中，审核结果将在1-2个工作日内通知您')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/平台审核$/);
  await expect(page.getByText('88.365.5208')).toBeVisible();
  await expect(page.getByText('南京云帆智能装备有限公司')).toBeVisible();
  await expect(page.getByText('3201**********001X')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  for (const name of ['证件照片', '法人证件人像面', '法人证件国徽面']) {
    await expect.poll(() => page.getByRole('img', { name, exact: true }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // The reviewer approves it: the user sees step 3 passed and the prefix.
  const mine = (await (await page.request.get('/api/prefix/application')).json()) as { data: { id: number } };
  expect(await review(request, 'list')).toContain(`#${mine.data.id}  platform review  88.365.5208  南京云帆智能装备有限公司  demo_user`);
  expect(await review(request, 'approve', [String(mine.data.id)])).toContain('now holds 88.365.5208');
  await page.reload();
  await expect(page.getByText('审核通过，已获得标识前缀').first()).toBeVisible();
  await expect(page.getByText('您的企业标识前缀：88.365.5208')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回重新填写' })).toHaveCount(0);

  // After logging in again the company's console is offered.
  await page.request.post('/api/session/logout');
  await logIn(page, 'demo_user', '/news');
  // Below the lg breakpoint the header's shortcut is hidden (it moves into the account menu).
  await expect(page.getByRole('link', { name: '控制台（在新窗口打开）', includeHidden: true })).toBeAttached();
});
