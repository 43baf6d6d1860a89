import { expect, test } from './helpers/test';
import { bmpBytes, notAnImage, pngBytes } from '../gateway/testing/images';
import { byLabel, canvasImage, formReady, chooseSelects, companyText, expectUploaded, fillText, images, logIn, review, slideTickSubmit, upload } from './helpers/prefix';

// Bad input on the registration form: every rule of 000 §5 with its message, the uploads the portal or
// the gateway refuses, and clicks that come too early. Nothing typed is lost along the way.

// Long journeys on a shared 2-core machine: uploads, sliders and a login each.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await review(request, 'reset-demo');
});
test.afterEach(async ({ request }) => {
  await review(request, 'reset-demo');
});

const submit = (page: import('@playwright/test').Page) => page.getByRole('button', { name: '提交申请' }).click();

test('every field’s message, once each', async ({ page }) => {
  await logIn(page, 'demo_user');
  await formReady(page);
  await submit(page);
  for (const message of [
    '请选择二级节点',
    '请输入企业前缀（001-9999）',
    '请上传证件照片',
    '请输入企业名称',
    '请选择行业',
    '请选择注册地区',
    '请输入详细地址',
    '请输入企业简介',
    '请上传证件正反面',
    '证件照片不完整，请上传正反面',
    '请输入至少2个汉字的法人姓名',
    '请输入联系人姓名',
    '请输入正确的邮箱',
    '请输入正确的手机号码',
    '请滑动滑块',
    '请勾选协议',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('请输入正确的证件号码', { exact: true })).toHaveCount(2);

  // The rules beyond "required", each shown as the field changes.
  await byLabel(page, '行业门类').selectOption({ label: '制造业' });
  await expect(page.getByText('请选择行业类别', { exact: true })).toBeVisible();
  await byLabel(page, '企业网址').fill('www.example.cn');
  await expect(page.getByText('请输入正确的网址', { exact: true })).toBeVisible();
  await byLabel(page, '企业前缀').fill('12');
  await expect(page.getByText('请输入企业前缀（001-9999）', { exact: true })).toBeVisible();
  await byLabel(page, '法人姓名').fill('周');
  await expect(page.getByText('请输入至少2个汉字的法人姓名', { exact: true })).toBeVisible();
  await byLabel(page, '联系邮箱').fill('yunfan@example');
  await expect(page.getByText('请输入正确的邮箱', { exact: true })).toBeVisible();
  await byLabel(page, '联系电话').fill('12800000001');
  await expect(page.getByText('请输入正确的手机号码', { exact: true })).toBeVisible();
  await byLabel(page, '企业网址').fill('https://www.example.cn');
  await expect(page.getByText('请输入正确的网址', { exact: true })).toHaveCount(0);
});

test('uploads refused here or by the gateway, with nothing typed lost', async ({ page }) => {
  await logIn(page, 'demo_user');
  await formReady(page);
  await fillText(page, { name: companyText.name, legalName: companyText.legalName });
  const status = (label: string) => page.getByRole('status', { name: `${label}上传状态` });

  await upload(page, images.licence, { name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('图片格式不能是gif')).toBeVisible();
  // Refused here, before it left: no upload, so no upload status.
  await expect(status(images.licence)).toHaveCount(0);
  await upload(page, images.licence, { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(page.getByText('文件内容为空，请重新选择图片')).toBeVisible();
  await upload(page, images.face, { name: 'face.bmp', mimeType: 'image/bmp', buffer: bmpBytes(400, 300) });
  await expect(page.getByText('图片大小不能超过300KB！')).toBeVisible();
  // These two pass the browser's checks and are refused by the gateway, which reads the content.
  await upload(page, images.licence, { name: '营业执照.png', mimeType: 'image/png', buffer: notAnImage });
  await expect(page.getByText('文件内容不是jpeg、png或bmp图片，请重新选择')).toBeVisible();
  // 000 §8: a failed upload's item reads 'Upload error'; the message says what went wrong.
  await expect(status(images.licence)).toHaveText('上传出错');
  await upload(page, images.back, { name: 'sliver.png', mimeType: 'image/png', buffer: pngBytes(1, 100_000) });
  await expect(page.getByText('图片尺寸异常（宽高过小或比例失调），请上传完整、清晰的证件照片')).toBeVisible();
  await expect(status(images.back)).toHaveText('上传出错');

  // Lost on the way (no answer at all): the service-error message, and the same item status.
  await page.route('**/api/prefix/upload**', (route) => route.abort('connectionreset'));
  await upload(page, images.face, { name: 'face.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 400, 250, '人像面') });
  await expect(page.getByText('上传失败，服务错误，请重试')).toBeVisible();
  await expect(status(images.face)).toHaveText('上传出错');
  await page.unroute('**/api/prefix/upload**');

  await expect(byLabel(page, '企业名称')).toHaveValue(companyText.name);
  await expect(byLabel(page, '法人姓名')).toHaveValue(companyText.legalName);

  // A good image replaces the refusal; removing it leaves the field empty again.
  await upload(page, images.licence, { name: '营业执照.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 500, 320, '营业执照') });
  await expectUploaded(page, images.licence);
  await page.getByRole('button', { name: `移除${images.licence}` }).click();
  await expect(status(images.licence)).toHaveText('已移除');
  await expect(page.getByRole('img', { name: `${images.licence}预览` })).toHaveCount(0);
});

test('a submit during an upload, and a second submit in flight, are refused with a message', async ({ page }) => {
  await logIn(page, 'demo_user');
  await formReady(page);
  await chooseSelects(page);
  await fillText(page, companyText);
  await upload(page, images.face, { name: 'face.jpg', mimeType: 'image/jpeg', buffer: await canvasImage(page, 'image/jpeg', 400, 250, '人像面') });
  await upload(page, images.back, { name: 'back.bmp', mimeType: 'image/bmp', buffer: bmpBytes(160, 100) });
  await expectUploaded(page, images.face);
  await expectUploaded(page, images.back);

  await page.route('**/api/prefix/upload**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  }, { times: 1 });
  await upload(page, images.licence, { name: 'licence.png', mimeType: 'image/png', buffer: await canvasImage(page, 'image/png', 600, 400, '营业执照') });
  await submit(page);
  await expect(page.getByText('图片正在上传，请稍候再提交')).toBeVisible();
  await expectUploaded(page, images.licence);

  let registers = 0;
  await page.route('**/api/prefix/register', async (route) => {
    registers += 1;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await slideTickSubmit(page);
  await expect(page.getByRole('button', { name: '提交中…' })).toBeVisible();
  await page.getByRole('button', { name: '提交中…' }).click();
  await expect(page.getByText('申请正在提交，请勿重复操作')).toBeVisible();
  await expect(page.getByText('操作成功！')).toBeVisible();
  expect(registers).toBe(1);
});
