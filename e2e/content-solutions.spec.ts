import { expect, test } from './helpers/test';
import { expectConsultation, horizontalOverflow, recordConsultations, untilHydrated } from './helpers/content';

// Someone looking for a solution: the list with its turning banner and pager, then one solution with
// its architecture, advantages, scenarios, related solutions and the cooperation flow (001 §2).

const start = new Date('2026-03-02T09:00:00+08:00');

test('the list shows nine solutions a page, eleven in all', async ({ page }) => {
  await page.goto('/solution');
  const list = page.getByRole('region', { name: '解决方案列表' });
  await expect(list.getByRole('article')).toHaveCount(9);
  await expect(async () => {
    await list.getByRole('navigation', { name: '解决方案分页' }).getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/\/solution\?page=2$/, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('heading', { name: '企业标识解析节点建设解决方案' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the banner turns every 3 s and can be paused', async ({ page }) => {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/solution');
  const banner = page.getByRole('region', { name: '解决方案横幅' });
  const current = () => banner.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current()).toHaveAttribute('aria-label', '1 / 3');
  await untilHydrated(
    () => banner.getByRole('button', { name: '下一张' }).click(),
    () => expect(current()).toHaveAttribute('aria-label', '2 / 3', { timeout: 1000 }),
  );
  await page.mouse.move(5, 5);
  await page.clock.runFor(2_900);
  await expect(current()).toHaveAttribute('aria-label', '2 / 3');
  await page.clock.runFor(200);
  await expect(current()).toHaveAttribute('aria-label', '3 / 3');
  await page.clock.runFor(3_000);
  await expect(current()).toHaveAttribute('aria-label', '1 / 3');
  await banner.getByRole('button', { name: '暂停轮播' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(9_000);
  await expect(current()).toHaveAttribute('aria-label', '1 / 3');
});

test('a solution shows its sections and the four-step cooperation flow', async ({ page }) => {
  await recordConsultations(page);
  await page.goto('/solution/14');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('企业标识解析节点建设解决方案');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['方案概述', '方案架构', '方案优势', '应用场景', '相关方案', '合作流程']);
  await expect(page.locator('#architecture figure').getByRole('list')).toHaveCount(4);
  await expect(page.locator('#related').getByRole('article')).toHaveCount(3);
  const flow = page.getByRole('list', { name: '合作步骤' }).getByRole('listitem');
  await expect(flow).toHaveCount(4);
  await expect(flow.nth(1)).toContainText('5个工作日');
  await expectConsultation(page, page.getByRole('button', { name: '定制方案' }), 'solution-14');
  await expectConsultation(page, page.getByRole('button', { name: '提交需求' }), 'solution-14-flow');
  await page.locator('#related').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/solution\/\d+$/);
});

test('solutions outside 1-10 and 14 are the not-found page with 404', async ({ page }) => {
  for (const path of ['/solution/11', '/solution/0', '/solution/x']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
  }
});
