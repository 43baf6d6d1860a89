import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { expectConsultation, horizontalOverflow, recordConsultations } from './helpers/content';

// A prospective partner reading the ecosystem programme, and an enterprise about to apply for its
// identifier prefix (001 §2, §6).

test('the ecosystem page shows both cooperation types with their thresholds, and a partner can apply', async ({ page }) => {
  await recordConsultations(page);
  await page.goto('/ecology');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['合作优势', '合作类型', '专属权益', '合作门槛', '合作流程']);
  const types = page.locator('#types');
  for (const kind of ['软件提供商', '硬件提供商', '解决方案提供商', '普通代理', '高级代理', '区域独家代理']) {
    await expect(types.getByRole('heading', { name: kind, exact: true })).toBeVisible();
  }
  const thresholds = page.locator('#thresholds');
  await expect(thresholds).toContainText('拥有成熟的产品或SaaS产品');
  await expect(thresholds).toContainText('稳定的研发团队');
  await expect(thresholds).toContainText('一般纳税人');
  await expect(thresholds).toContainText('5人以上的销售团队');
  await expect(page.getByRole('list', { name: '合作步骤' }).getByRole('listitem')).toHaveCount(4);
  await expectConsultation(page, page.getByRole('button', { name: '申请成为技术服务商' }), 'ecology-tech');
  await expectConsultation(page, page.getByRole('button', { name: '申请成为渠道代理商' }), 'ecology-channel');
  await expectConsultation(page, page.getByRole('button', { name: '提交合作申请' }), 'ecology-apply');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

for (const path of ['/identification', '/new_identification']) {
  test(`${path} introduces the six one-code capabilities, a demo to scan and the free application`, async ({ page }) => {
    await page.goto(path);
    const blocks = page.locator('#one-code').getByRole('heading', { level: 3 });
    await expect(blocks).toHaveText(['一物一码', '一码上云', '一码溯源', '一码协同', '一码分权', '一码通用']);
    await expect(page.getByRole('img', { name: /示例标识 88\.365\.1\/DEMO0001 的二维码/ })).toBeVisible();
    // The identifier page itself is another journey (identifier-*.spec.ts); here, where the button leads.
    await expect(page.getByRole('link', { name: '立即体验' })).toHaveAttribute('href', '/product_scene/88.365.1/DEMO0001');
    for (const link of await page.getByRole('link', { name: '免费申请前缀' }).all()) {
      await expect(link).toHaveAttribute('href', '/identification/apply');
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}

async function signedInAs(page: Page, type: string, prefix: string | null) {
  await page.route('**/api/session/me', (route) =>
    route.fulfill({ json: { status: 'user', user: { name: 'demo', phone: '13800000002', type, companyName: '示例企业', prefix, examineStatus: 2 } } }),
  );
}

test('a company user who already has a prefix is sent to the account site instead', async ({ page }) => {
  await signedInAs(page, 'COMPANY_ADMIN', '88.365.1001');
  await page.goto('/identification');
  // Both the banner's and the application section's button follow the session.
  await expect(page.getByRole('link', { name: /管理企业前缀/ })).toHaveCount(2);
  const manage = page.getByRole('link', { name: /管理企业前缀/ }).first();
  await expect(manage).toHaveAttribute('target', '_blank');
  await expect(manage).toHaveAttribute('href', /^https?:\/\//);
  // The account-site link says where to come back to and which subsystem asked.
  await expect(manage).toHaveAttribute('href', /[?&]backUrl=http[^&]*%2Fidentification&subCode=idportal&subName=/);
  await expect(page.getByRole('link', { name: '免费申请前缀' })).toHaveCount(0);
});

test('an ordinary user without a prefix still applies here', async ({ page }) => {
  await signedInAs(page, 'ORDINARY', null);
  const asked = page.waitForResponse('**/api/session/me');
  await page.goto('/identification');
  await asked;
  await expect(page.getByRole('link', { name: '免费申请前缀' }).first()).toHaveAttribute('href', '/identification/apply');
});
