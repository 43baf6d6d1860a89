import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dragSlider, logInThroughApi } from './account';

export const applyPath = '/identification/apply';

/** Runs an `npm run review` command in the e2e server (its test-mode route: PGlite is one process per folder). */
export async function review(request: APIRequestContext, command: string, args: string[] = []): Promise<string> {
  const response = await request.post('/api/test/review', { data: { command, args } });
  const body = (await response.json()) as { success: boolean; message?: string; data?: { output: string } };
  expect(body.success, body.message).toBe(true);
  return body.data!.output;
}

/** Logs in (through the portal's route: the login form has journeys of its own) and opens `from`. */
export const logIn = (page: Page, account: string, from = applyPath) => logInThroughApi(page, account, from);

/** The form is hydrated once its slider has fetched a challenge (a choice made earlier would be reset). */
export async function formReady(page: Page) {
  await expect(page.getByRole('form', { name: '企业标识前缀注册申请表' }).getByText('请按住滑块，拖动到最右边')).toBeVisible({ timeout: 30_000 });
}

/** A real PNG or JPEG drawn and encoded by the browser's own canvas. */
export async function canvasImage(page: Page, type: 'image/png' | 'image/jpeg', width: number, height: number, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([mime, w, h, label]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#1456d9');
      gradient.addColorStop(1, '#e8f0ff');
      g.fillStyle = gradient;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#ffffff';
      g.font = '24px sans-serif';
      g.fillText(label, 16, 40);
      return canvas.toDataURL(mime, 0.85);
    },
    [type, width, height, text] as const,
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

export const fieldset = {
  node: '二级节点',
  prefix: '企业前缀',
  cardNo: '证件号码',
  name: '企业名称',
  address: '详细地址',
  website: '企业网址',
  introduce: '企业简介',
  legalName: '法人姓名',
  legalCardNo: '法人证件号码',
  liaison: '联系人姓名',
  email: '联系邮箱',
  phone: '联系电话',
} as const;

/** The text fields of a complete application (demo_user's company). */
export const companyText = {
  prefix: '5208',
  cardNo: '91320100MA1QW8899X',
  name: '南京云帆智能装备有限公司',
  address: '南京市江宁区胜太路88号',
  website: 'https://www.yunfan.example.cn',
  introduce: '专注智能装备研发与制造，产品覆盖数控机床与工业机器人。',
  legalName: '周云帆',
  legalCardNo: '32010219850612001X',
  liaison: '周云帆',
  email: 'yunfan@example.cn',
  phone: '13800000001',
};

/** A field by its whole label; a required field's label ends in MUI's asterisk. */
export const byLabel = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s*\\*)?$`));

export async function fillText(page: Page, values: Partial<typeof companyText>) {
  for (const [key, value] of Object.entries(values)) await byLabel(page, fieldset[key as keyof typeof fieldset]).fill(value);
}

/** Node, industry (2 levels) and area (province, city): each level waits for its options. */
export async function chooseSelects(page: Page) {
  await byLabel(page, '二级节点').selectOption('1');
  await byLabel(page, '行业门类').selectOption({ label: '制造业' });
  await expect(byLabel(page, '行业大类').locator('option', { hasText: '通用设备制造业' })).toBeAttached();
  await byLabel(page, '行业大类').selectOption({ label: '通用设备制造业' });
  await byLabel(page, '省份').selectOption({ label: '江苏省' });
  await expect(byLabel(page, '城市').locator('option', { hasText: '南京市' })).toBeAttached();
  await byLabel(page, '城市').selectOption({ label: '南京市' });
}

export async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(`上传${label}`).setInputFiles(file);
}

export const images = {
  licence: '证件照片（不超过1MB）',
  face: '证件人像面（不超过300KB）',
  back: '证件国徽面（不超过300KB）',
};

export async function expectUploaded(page: Page, label: string) {
  await expect(page.getByRole('status', { name: `${label}上传状态` })).toHaveText('上传成功', { timeout: 15_000 });
}

/** The form's slider, scrolled into view first: the drag is made with the mouse at its coordinates. */
export async function slide(page: Page) {
  const form = page.getByRole('form', { name: '企业标识前缀注册申请表' });
  await form.getByTestId('slider-knob').scrollIntoViewIfNeeded();
  await dragSlider(page, form);
}

/** Submits (the click is debounced 500 ms) after the slider and the agreement. */
export async function slideTickSubmit(page: Page) {
  await slide(page);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交申请' }).click();
}
