import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { hydrated } from './helpers/hydration';

// The frame around every page: navigation, the visitor's buttons, footer and the side menu.

const onPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the navigation marks the current section and opens partner sites in a new tab @desktop-only', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '应用市场' })).not.toHaveAttribute('aria-current', 'page');
  for (const name of [/案例中心/, /交易平台/]) {
    const link = nav.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the case centre and the trading platform open their own configured addresses @phone', async ({ page }) => {
  // The suite's server sets CASE_CENTER_URL and TRADING_PLATFORM_URL apart (playwright.config.ts).
  await page.goto('/home');
  if (onPhone(page)) await page.getByRole('button', { name: '打开导航菜单' }).click();
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: /案例中心/ })).toHaveAttribute('href', 'https://cases.example.cn/');
  await expect(nav.getByRole('link', { name: /交易平台/ })).toHaveAttribute('href', 'https://trade.example.cn/');
});

test('a visitor is offered login and registration that come back to the page @phone', async ({ page }) => {
  await page.goto('/home');
  const register = page.getByRole('link', { name: '注册', exact: true });
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toHaveAttribute('href', '/login?from=%2Fhome');
  if (onPhone(page)) {
    // Phones have room for 登录 only; 注册 waits in the navigation drawer.
    await expect(register).toBeHidden();
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = page.getByRole('navigation', { name: '主导航' });
    await expect(drawer.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  }
  await expect(register).toHaveAttribute('href', '/login?from=%2Fhome&mode=register');
});

test('the shell fits a 360 px phone without sideways scrolling @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home');
  await expect(page.getByRole('button', { name: '打开导航菜单' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the footer promises a reply within one working day and lists products', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('提交咨询后，我们将在1个工作日内与您联系')).toBeVisible();
  await expect(footer.getByText('服务时间：工作日 9:00-18:00')).toBeVisible();
  await expect(footer.getByText(/© 2021–2026/)).toBeVisible();
  await expect(footer.locator('a[href^="/application/list/detail/"]').first()).toBeVisible();
});

test('the side menu checks a typed identifier and asks for a consultation @phone', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => {
    window.addEventListener('portal:open-consult', (event) => {
      document.body.dataset.consultSource = (event as CustomEvent<{ source: string }>).detail.source;
    });
  });
  // Phones have no floating buttons (they would cover the page): the shortcuts are in the navigation drawer.
  await page.getByRole('button', { name: onPhone(page) ? '打开导航菜单' : '标识查询' }).click();
  const box = page.getByRole('textbox', { name: '标识查询' });
  await expect(box).toHaveAttribute('placeholder', '请输入标识，如 88.365.1/DEMO0001');
  await box.fill('88.365.1');
  await box.press('Enter');
  await expect(page.getByText('请输入正确的标识')).toBeVisible();
  await expect(box).toHaveValue('88.365.1');
  if (onPhone(page)) {
    // The drawer closes as the consultation opens.
    await page.getByRole('button', { name: '联系我们' }).click();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
  } else {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '联系我们' }).click();
  }
  await expect(page.locator('body')).toHaveAttribute('data-consult-source', 'side-menu');
});

test('phones keep the side menu’s back-to-top and mini-program in the footer @phone-only', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('img', { name: /微信小程序码/ })).toBeVisible();
  await footer.getByRole('button', { name: '返回顶部' }).scrollIntoViewIfNeeded();
  await expect(async () => {
    await footer.getByRole('button', { name: '返回顶部' }).click({ timeout: 1_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
  }).toPass({ timeout: 15_000 });
});

test('the footer’s links are not fetched ahead when the footer comes into view', async ({ page }) => {
  // A short page shows its footer at once: prefetching its eleven links cost a phone that scanned a
  // code about 150 kB of other pages' payloads and scripts (the batch page in Lighthouse), and the
  // server eleven renders per view. The header's links, the likely next step, are still prefetched.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/product_scene/batch');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: '新闻资讯' })).toBeInViewport();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const targets = (links: Locator) => links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  // What only the footer links to (the header's own links may be fetched ahead by the header).
  const inHeader = await targets(page.getByRole('banner').locator('a[href^="/"]'));
  const footerOnly = (await targets(footer.locator('a[href^="/"]'))).filter((path) => !inHeader.includes(path));
  expect(footerOnly).toContain('/application/list/detail/1');
  expect(fetched.filter((path) => footerOnly.includes(path))).toEqual([]);
  // Still a link that works: a click goes there.
  await footer.getByRole('link', { name: '新闻资讯' }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('the footer shows the site’s filing numbers as the rules say: ICP to MIIT, public security with its icon to MPS (issue 62 item 5)', async ({ page }) => {
  // The suite's servers are given numbers of their own (e2e/suite-addresses.json).
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  const icp = footer.getByRole('link', { name: '沪ICP备20261205号-1' });
  await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(icp).toHaveAttribute('target', '_blank');
  const police = footer.getByRole('link', { name: '沪公网安备31011502026120号' });
  await expect(police).toHaveAttribute('href', 'https://beian.mps.gov.cn/#/query/webSearch?code=31011502026120');
  await expect(police.locator('img')).toHaveAttribute('src', '/images/brand/public-security-badge.svg');
  await expect(footer.getByText('（示例）')).toHaveCount(0);
});
