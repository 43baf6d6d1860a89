import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { hydrated } from './helpers/hydration';
import { selectTab } from './helpers/tabs';

// A plant manager looks at an AI-production item's charts.

const scenePosts = (page: Page) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/identifier/scene') && r.method() === 'POST') bodies.push(r.postDataJSON());
  });
  return bodies;
};

const dataOptionsDoor = '**/api/dictionary/data-options';

test('AIPROD01 shows each data option, reloads per quick time, and refuses a range over three months', async ({ page }) => {
  const posts = scenePosts(page);
  // 000 §7: the tabs are the gateway's data options (…/intelligentproduction/dataoption) plus repair records.
  const dictionary = page.waitForResponse((r) => r.url().endsWith('/api/dictionary/data-options') && r.request().method() === 'GET');
  await page.goto('/product_scene/88.365.1/AIPROD01');
  expect(await (await dictionary).json()).toEqual({ ok: true, data: [{ code: 0, name: '能耗数据' }, { code: 1, name: '异常数据' }, { code: 2, name: '加工时间' }] });
  const options = page.getByRole('tablist', { name: '智能生产数据' });
  await expect(options.getByRole('tab')).toHaveText(['能耗数据', '异常数据', '加工时间', '维修记录']);
  await expect(options.getByRole('tab', { name: '能耗数据' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('kWh').first()).toBeVisible();
  // The carried elements hold the lowest option already: the first view made no call.
  expect(posts).toHaveLength(0);

  const quick = page.getByRole('group', { name: '快捷时间' });
  for (const [label, quickTime] of [['本周', 1], ['本月', 2], ['今天', 0]] as const) {
    await quick.getByRole('button', { name: label }).click();
    await expect.poll(() => posts.at(-1)).toMatchObject({ intelligentProductionRequest: { dataOption: 0, quickTime } });
  }

  await selectTab(options.getByRole('tab', { name: '加工时间' }));
  await expect(page.getByText('总加工时长')).toBeVisible();
  await expect(page.getByText('单位产品加工时长')).toBeVisible();
  await selectTab(options.getByRole('tab', { name: '异常数据' }));
  for (const type of ['质量', '设备', '物料', '其他']) await expect(page.getByRole('tabpanel', { name: '异常数据' }).getByText(type).first()).toBeVisible();
  await selectTab(options.getByRole('tab', { name: '维修记录' }));
  // 'Today' before the day shift (early morning in China) has no repairs yet: a past range always has some.
  await expect(page.getByRole('list', { name: '维修记录' }).or(page.getByText('暂无数据')).first()).toBeVisible();

  const sent = posts.length;
  const range = page.getByRole('group', { name: '自定义时间' });
  await range.getByLabel('开始日期').fill('2026-01-01');
  await range.getByLabel('结束日期').fill('2026-06-01');
  await expect(page.getByText('自定义时间不能超过三个月')).toBeVisible();
  expect(posts.length).toBe(sent);
  await range.getByLabel('开始日期').fill('2026-11-01');
  await range.getByLabel('结束日期').fill('2026-11-03');
  await expect.poll(() => posts.at(-1)).toMatchObject({ intelligentProductionRequest: { quickTime: 5, startTime: '2026-11-01', endTime: '2026-11-03' } });
  await expect(page.getByRole('list', { name: '维修记录' })).toBeVisible();
});

test('the AI view says when its data options cannot be read, and a retry brings the tabs', async ({ page }) => {
  await page.route(dataOptionsDoor, (route) => route.fulfill({ status: 502, json: { ok: false, message: '数据加载失败，请刷新重试' } }));
  await page.goto('/product_scene/88.365.1/AIPROD01');
  await expect(page.getByRole('alert').filter({ hasText: '数据加载失败，请刷新重试' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: '智能生产数据' })).toHaveCount(0);
  await page.unroute(dataOptionsDoor);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('tablist', { name: '智能生产数据' }).getByRole('tab')).toHaveText(['能耗数据', '异常数据', '加工时间', '维修记录']);
});

test('an item offers only the options the gateway lists', async ({ page }) => {
  await page.route(dataOptionsDoor, (route) => route.fulfill({ json: { ok: true, data: [{ code: 2, name: '加工时间' }] } }));
  await page.goto('/product_scene/88.365.1/AIPROD01');
  // The lowest listed option is the active one; repair records are the portal's own entry.
  const options = page.getByRole('tablist', { name: '智能生产数据' });
  await expect(options.getByRole('tab')).toHaveText(['加工时间', '维修记录']);
  await expect(options.getByRole('tab', { name: '加工时间' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('总加工时长')).toBeVisible();
});

test('recharts is not part of an ordinary identifier page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''));
  });
  await page.goto('/product_scene/88.365.1/NORECALL');
  // Hydrated, then half a second without a request: whatever the page loads by itself has loaded.
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => s.includes('recharts-wrapper'))).toBe(false);
});
