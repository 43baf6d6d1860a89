import { expect, test } from './helpers/test';
import { expectConsultation, horizontalOverflow, recordConsultations } from './helpers/content';

// Visitors arriving on a promotional page from a campaign, and developers looking for documentation.

for (const [path, title] of [
  ['/special', '一物一码 赋能电子信息产业'],
  ['/smartexpo', '智博会 · 标识解析展区'],
] as const) {
  test(`${path} stands outside the shell and leads back home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // No site navigation or footer of the shell here.
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('banner').getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
}

test('the developer documentation has a table of contents and the three resource cards', async ({ page, request }) => {
  await recordConsultations(page);
  await page.goto('/develop_document');
  const toc = page.getByRole('navigation', { name: '文档目录' });
  await expect(toc.getByRole('link')).toHaveText(['接入概述', '编码规则', '标识解析', '批量解析', '安全与授权']);
  await toc.getByRole('link', { name: '标识解析' }).click();
  await expect(page).toHaveURL(/#resolve$/);
  const cards = page.locator('#resources').getByRole('heading', { level: 3 });
  await expect(cards).toHaveText(['云端IDE', '查看文档', '立即下载']);
  await expectConsultation(page, page.getByRole('button', { name: '申请体验' }), 'resource-ide');
  const download = page.getByRole('link', { name: '立即下载' });
  const file = await request.get((await download.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the contact page gives the ways to reach us and the same resource cards', async ({ page }) => {
  await recordConsultations(page);
  await page.goto('/contact');
  await expect(page.locator('#contact-info')).toContainText('400-880-3650');
  await expect(page.locator('#contact-info')).toContainText('工作日 9:00-18:00');
  await expect(page.locator('#resources').getByRole('heading', { level: 3 })).toHaveText(['云端IDE', '查看文档', '立即下载']);
  await page.getByRole('link', { name: '查看文档' }).click();
  await expect(page).toHaveURL(/\/develop_document$/);
  await page.goBack();
  await expectConsultation(page, page.getByRole('button', { name: '立即咨询' }).first(), 'contact-banner');
});
