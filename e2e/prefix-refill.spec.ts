import { expect, test } from './helpers/test';
import { bmpBytes } from '../gateway/testing/images';
import { applyPath, byLabel, canvasImage, expectUploaded, formReady, images, logIn, review, slideTickSubmit, upload } from './helpers/prefix';

// The applications that already exist: a rejected one filled in again after the overwrite warning,
// and one in review with the jump link of its node and province.

// Long journeys on a shared 2-core machine: uploads, sliders and a login each.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await review(request, 'reset-demo');
});
test.afterEach(async ({ request }) => {
  await review(request, 'reset-demo');
});

test('demo_rejected reads the reason, re-fills after the overwrite warning and is back in review', async ({ page }) => {
  await logIn(page, 'demo_rejected');
  await expect(page.getByText('审核未通过').first()).toBeVisible();
  await expect(page.getByText('未通过原因：营业执照照片模糊，无法辨认统一社会信用代码，请重新上传清晰的营业执照照片。')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // The warning first; cancelling it keeps the summary.
  await page.getByRole('button', { name: '返回重新填写' }).last().click();
  const dialog = page.getByRole('dialog', { name: '返回重新填写' });
  await expect(dialog.getByText('重新提交将覆盖之前的申请信息，确定继续吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('form', { name: '企业标识前缀注册申请表' })).toHaveCount(0);
  await page.getByRole('button', { name: '返回重新填写' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '继续填写' }).click();

  // The earlier answers are back; the images (never stored for the demo) are asked for again.
  const form = page.getByRole('form', { name: '企业标识前缀注册申请表' });
  await expect(byLabel(page, '企业名称')).toHaveValue('无锡启明电子科技有限公司');
  await expect(byLabel(page, '企业前缀')).toHaveValue('3107');
  await expect(byLabel(page, '行业大类')).toHaveValue('39');
  await expect(byLabel(page, '区县')).toHaveValue('320214');
  await expect(byLabel(page, '联系电话')).toHaveValue('13800000004');
  // This time under the hazardous-waste node.
  await byLabel(page, '二级节点').selectOption('2');
  await expect(form.getByText('88.364.', { exact: true })).toBeVisible();
  await upload(page, images.licence, { name: '营业执照-清晰.jpg', mimeType: 'image/jpeg', buffer: await canvasImage(page, 'image/jpeg', 800, 560, '营业执照') });
  await upload(page, images.face, { name: '人像面.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 300, 190, '人像面') });
  await upload(page, images.back, { name: '国徽面.bmp', mimeType: 'image/bmp', buffer: bmpBytes(200, 126) });
  for (const label of [images.licence, images.face, images.back]) await expectUploaded(page, label);
  await slideTickSubmit(page);

  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(page.getByText('申请已提交，正在审核中，审核结果将在1-2个工作日内通知您')).toBeVisible();
  await expect(page.getByText('88.364.3107')).toBeVisible();
  await expect(page.getByRole('link', { name: '查看危险废物交易企业信息' })).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByText('未通过原因', { exact: false })).toHaveCount(0);
});

test('demo_rejected reloads while re-filling: the form comes back with what was typed; after submitting, a reload shows the application in review', async ({ page }) => {
  await logIn(page, 'demo_rejected');
  await page.getByRole('button', { name: '返回重新填写' }).last().click();
  await page.getByRole('dialog').getByRole('button', { name: '继续填写' }).click();
  await formReady(page);
  // The page's address says it is a re-fill, so a reload knows (issue 39 item 8).
  await expect(page).toHaveURL(/[?&]refill=1(?:&|$)/);
  await byLabel(page, '企业名称').fill('无锡启明微电子科技有限公司');
  await byLabel(page, '联系人姓名').fill('陈志明');
  await upload(page, images.licence, { name: '营业执照-清晰.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 640, 420, '营业执照') });
  await expectUploaded(page, images.licence);

  await page.reload();
  // The re-fill form again, not the rejection summary, with everything typed and the uploaded licence.
  await expect(page.getByText('已恢复您上次填写但未提交的内容')).toBeVisible();
  await expect(page.getByRole('form', { name: '企业标识前缀注册申请表' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '已提交的申请信息' })).toHaveCount(0);
  await expect(byLabel(page, '企业名称')).toHaveValue('无锡启明微电子科技有限公司');
  await expect(byLabel(page, '联系人姓名')).toHaveValue('陈志明');
  await expect(byLabel(page, '联系电话')).toHaveValue('13800000004');
  await expect(page.getByRole('img', { name: `${images.licence}预览` })).toHaveAttribute('src', /^\/api\/prefix\/files\/[a-f0-9]{32}\.png$/);
  await expect(page.getByRole('button', { name: '查看已提交的申请' })).toBeVisible();

  await formReady(page);
  await upload(page, images.face, { name: '人像面.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 300, 190, '人像面') });
  await upload(page, images.back, { name: '国徽面.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 300, 190, '国徽面') });
  for (const label of [images.face, images.back]) await expectUploaded(page, label);
  await slideTickSubmit(page);
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === applyPath && !url.searchParams.has('refill'));

  // Submitted: a reload shows the application in review with the new name, and no draft comes back.
  await page.reload();
  await expect(page.getByText('申请已提交，正在审核中，审核结果将在1-2个工作日内通知您')).toBeVisible();
  await expect(page.getByText('无锡启明微电子科技有限公司', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: '企业标识前缀注册申请表' })).toHaveCount(0);
  await expect(page.getByText('已恢复您上次填写但未提交的内容')).toHaveCount(0);
});

test('demo_pending waits in review with the jump link of node 88.365 and Jiangsu', async ({ page }) => {
  await logIn(page, 'demo_pending');
  await expect(page.getByText('申请已提交，正在审核中，审核结果将在1-2个工作日内通知您')).toBeVisible();
  await expect(page.getByRole('link', { name: '前往江苏省工业和信息化厅办理' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: '查看危险废物交易企业信息' })).toHaveCount(0);
  await expect(page.getByText('图片未保存，重新填写时请重新上传').first()).toBeVisible();
});
