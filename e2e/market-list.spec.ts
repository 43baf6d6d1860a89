import { expect, test } from './helpers/test';
import { horizontalOverflow, recordConsultations } from './helpers/content';
import { cardNames, cardPrices, expectDisabled, filterGroup, marketSearchBox, openFilters, productRow, sortedDown, sortedUp, untilUrl } from './helpers/market';

// A buyer narrowing the application list (001 §2, §4, §9): filters with their reset and disable rules,
// the source filter, both sorts both ways, pages, page sizes, quick jump, a shared URL and bad URLs.
// Every state is in the URL, so each step is checked there too. The demo data has 49 listed products.

const cards = (page: import('@playwright/test').Page) => productRow(page, '应用列表');
const total = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: '应用列表分页' }).getByText(/^共\d+个应用$/);

test('choosing a level resets the levels below it and disables the classes not under it', async ({ page }) => {
  await page.goto('/application/list');
  await expect(cards(page)).toHaveCount(9);
  await expect(total(page)).toHaveText('共49个应用');
  await openFilters(page);
  const [l1, l2, l3] = [filterGroup(page, '一级分类'), filterGroup(page, '二级分类'), filterGroup(page, '三级分类')];
  for (const g of [l1, l2, l3, filterGroup(page, '应用来源')]) await expect(g.getByRole('link', { name: '不限' })).toHaveAttribute('aria-current', 'true');

  await l1.getByRole('link', { name: '工业软件' }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=2$/);
  await expect(l1.getByRole('link', { name: '工业软件' })).toHaveAttribute('aria-current', 'true');
  await expect(total(page)).toHaveText('共14个应用');
  await expectDisabled(l2, '标识注册管理');
  await expectDisabled(l3, '一物一码');
  await expect(l3.getByRole('link', { name: 'CAD/CAE仿真' })).toBeVisible();

  await l2.getByRole('link', { name: '生产制造' }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=2&l2=22$/);
  expect(await cardNames(cards(page))).toEqual(['MES制造执行系统', '离散制造轻量化MES', 'APS高级计划排程系统', '车间数字看板']);
  await expectDisabled(l3, 'CAD/CAE仿真');

  // The deepest level is the one searched.
  await l3.getByRole('link', { name: '制造执行系统' }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=2&l2=22&l3=221$/);
  expect(await cardNames(cards(page))).toEqual(['MES制造执行系统', '离散制造轻量化MES']);

  // Level 2 again: level 3 goes back to 不限.
  await l2.getByRole('link', { name: '研发设计' }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=2&l2=21$/);
  await expect(l3.getByRole('link', { name: '不限' })).toHaveAttribute('aria-current', 'true');
  await expect(total(page)).toHaveText('共4个应用');

  // Level 1 again: levels 2 and 3 go back to 不限.
  await l1.getByRole('link', { name: '质量追溯' }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=4$/);
  await expect(l2.getByRole('link', { name: '不限' })).toHaveAttribute('aria-current', 'true');
  await expect(total(page)).toHaveText('共6个应用');
  await expectDisabled(l2, '研发设计');

  await l1.getByRole('link', { name: '不限' }).click();
  await expect(page).toHaveURL(/\/application\/list$/);
  await expect(total(page)).toHaveText('共49个应用');
  await expect(l2.getByRole('link', { name: '研发设计' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the source filter: in-house and ecosystem partners', async ({ page }) => {
  await page.goto('/application/list?l1=2&page=2');
  await openFilters(page);
  const source = filterGroup(page, '应用来源');
  await source.getByRole('link', { name: '自研' }).click();
  // The class stays; the page starts again from 1.
  await expect(page).toHaveURL(/\/application\/list\?l1=2&source=1$/);
  expect(await cardNames(cards(page))).toEqual(['PLM产品数据管理系统', 'MES制造执行系统', '车间数字看板', '经销商订货平台', '工业APP运维监控平台']);
  await source.getByRole('link', { name: '生态伙伴' }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=2&source=0$/);
  await expect(total(page)).toHaveText('共9个应用');
  await filterGroup(page, '一级分类').getByRole('link', { name: '不限' }).click();
  await expect(page).toHaveURL(/\/application\/list\?source=0$/);
  await expect(total(page)).toHaveText('共27个应用');
});

test('sorting by price and by listing time, each up then down', async ({ page }) => {
  await page.goto('/application/list');
  const sorts = page.getByRole('group', { name: '排序' });

  await sorts.getByRole('link', { name: /^价格/ }).click();
  await expect(page).toHaveURL(/\/application\/list\?sort=price$/);
  await expect(sorts.getByRole('link', { name: '价格 升序' })).toHaveAttribute('aria-current', 'true');
  expect((await cardNames(cards(page))).slice(0, 3)).toEqual(['标识注册管理平台', '物流在途追踪服务', '农产品溯源小程序']);
  const up = await cardPrices(cards(page));
  expect(up).toHaveLength(9);
  expect(up[0]).toBe(0);
  expect(sortedUp(up)).toBe(true);

  await sorts.getByRole('link', { name: /^价格/ }).click();
  await expect(page).toHaveURL(/\/application\/list\?sort=price&order=desc$/);
  // Negotiable products (面议) have no price to compare: they come after the priced ones either way.
  await expect(cards(page).first()).not.toContainText('面议');
  const down = await cardPrices(cards(page));
  expect(down[0]).toBe(3680);
  expect(sortedDown(down)).toBe(true);

  await sorts.getByRole('link', { name: /^上架时间/ }).click();
  await expect(page).toHaveURL(/\/application\/list\?sort=time$/);
  expect((await cardNames(cards(page))).slice(0, 3)).toEqual(['标识注册管理平台', '食品安全追溯平台', 'MES制造执行系统']);
  await sorts.getByRole('link', { name: /^上架时间/ }).click();
  await expect(page).toHaveURL(/\/application\/list\?sort=time&order=desc$/);
  await expect(sorts.getByRole('link', { name: '上架时间 降序' })).toHaveAttribute('aria-current', 'true');
  expect((await cardNames(cards(page))).slice(0, 3)).toEqual(['碳足迹核算平台', '环保排放在线监测', '远程运维协作平台']);
});

test('pages, page sizes and the quick jump', async ({ page }) => {
  await page.goto('/application/list');
  const pager = page.getByRole('navigation', { name: '应用列表分页' });
  await pager.getByRole('link', { name: '转到第 2 页' }).click();
  await expect(page).toHaveURL(/\/application\/list\?page=2$/);
  expect((await cardNames(cards(page)))[0]).toBe('渠道防窜货管理系统');

  await untilUrl(
    page,
    async () => {
      const sizes = pager.getByRole('combobox', { name: '每页条数' });
      await expect(sizes.getByRole('option')).toHaveText(['6条/页', '9条/页', '12条/页', '18条/页', '36条/页'], { timeout: 1_000 });
      await sizes.selectOption({ label: '18条/页' }, { timeout: 1_000 });
    },
    /\/application\/list\?size=18$/,
  );
  await expect(cards(page)).toHaveCount(18);

  await untilUrl(
    page,
    async () => {
      await pager.getByRole('textbox', { name: /跳转页码/ }).fill('3');
      await pager.getByRole('button', { name: '确定' }).click();
    },
    /\/application\/list\?page=3&size=18$/,
  );
  await expect(cards(page)).toHaveCount(13);
  await expect(pager.getByRole('link', { name: '第 3 页', exact: true })).toHaveAttribute('aria-current', 'page');

  // A page beyond the last is refused by the jump box.
  await pager.getByRole('textbox', { name: /跳转页码/ }).fill('9');
  await pager.getByRole('button', { name: '确定' }).click();
  await expect(pager.getByRole('textbox', { name: /跳转页码/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/application\/list\?page=3&size=18$/);
});

test('a shared filtered URL opens the same list, fresh', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto('/application/list?l1=2&sort=price&order=desc&page=2');
  expect(response?.status()).toBe(200);
  await openFilters(page);
  await expect(filterGroup(page, '一级分类').getByRole('link', { name: '工业软件' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('group', { name: '排序' }).getByRole('link', { name: '价格 降序' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('navigation', { name: '应用列表分页' }).getByRole('link', { name: '第 2 页', exact: true })).toHaveAttribute('aria-current', 'page');
  // The cheapest priced ones, then the negotiable one (面议), which sorts after every price.
  expect(await cardNames(cards(page))).toEqual(['工业APP运维监控平台', '云端三维CAD设计平台', '车间数字看板', '工业品CRM客户管理', '结构仿真分析云']);
  expect(await cardPrices(cards(page))).toEqual([480, 398, 198, 120]);
  await expect(cards(page).last()).toContainText('面议');
  await expect(page).toHaveTitle(/^工业软件 - 应用列表 - /);
  await context.close();
});

test('bad query values still show the list with HTTP 200', async ({ page, request }) => {
  const longName = 'a'.repeat(10_000);
  for (const query of ['size=7', 'page=-3', 'page=99999', 'sort=bogus&order=up', 'l1=abc&l2=99999&source=5', `name=${longName}`]) {
    const response = await request.get(`/application/list?${query}`);
    expect({ query: query.slice(0, 20), status: response.status() }).toEqual({ query: query.slice(0, 20), status: 200 });
  }
  await page.goto('/application/list?size=7');
  await expect(cards(page)).toHaveCount(9);
  await page.goto('/application/list?page=-3&sort=bogus');
  expect((await cardNames(cards(page)))[0]).toBe('标识注册管理平台');
  // Past the end: the last page (49 products, 9 a page: page 6 holds 4).
  await page.goto('/application/list?page=99999');
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('navigation', { name: '应用列表分页' }).getByRole('link', { name: '第 6 页', exact: true })).toHaveAttribute('aria-current', 'page');
  // A 10 kB name is cut to 50 characters; nothing is called that, so the empty state shows.
  await page.goto(`/application/list?name=${longName}`);
  await expect(marketSearchBox(page)).toHaveValue('a'.repeat(50));
  await expect(page.getByRole('status').filter({ hasText: '没有找到符合条件的应用' })).toBeVisible();
  await page.getByRole('link', { name: '全部应用' }).click();
  await expect(page).toHaveURL(/\/application\/list$/);
  await expect(cards(page)).toHaveCount(9);
});

test('the right column: a consultant button and the selected applications', async ({ page }) => {
  await recordConsultations(page);
  await page.goto('/application/list?l1=3');
  const aside = page.getByRole('complementary', { name: '咨询顾问与精选应用' });
  await expect(aside.getByRole('region', { name: '精选应用' }).getByRole('link')).toHaveText([/WMS智能仓储管理系统/, /供应链管理云/]);
  // A tap before the page's scripts run does nothing: tap again until the shell's dialog opens.
  const dialog = page.getByRole('dialog', { name: /立即咨询/ });
  await expect(async () => {
    if (!(await dialog.isVisible())) await aside.getByRole('button', { name: '咨询顾问' }).click({ timeout: 1_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __consults: string[] }).__consults.at(-1))).toBe('market-list');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('every picture on the first screen is fetched at once, ahead of the scripts @phone', async ({ page }) => {
  // A lazy picture is fetched only after layout: the fourth card's, seen at once on a phone, was the
  // list's largest paint and came 1.3 s late in Lighthouse's phone profile. At the default low priority
  // Chrome held it back until the scripts were in, and it missed the first frame (decision 0041).
  await page.goto('/application/list');
  const pictures = await cards(page).locator('img').evaluateAll((images, height) =>
    images.map((img) => ({ top: Math.round(img.getBoundingClientRect().top), loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') })).filter((p) => p.top < height),
    page.viewportSize()?.height ?? 0,
  );
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((p) => p.loading === 'lazy')).toEqual([]);
  expect(pictures.filter((p) => p.priority !== 'high')).toEqual([]);
});
