import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { demoPassword } from './helpers/account';
import { unreachedByTab } from './helpers/keyboard-reach';
import { careRules, readingFindings, standardRules, type ReadingRules } from './helpers/reading-measure';

// Issue 62 item 3: the care mode (关怀版) for older visitors, from every page's header, kept across visits,
// applied before the first paint, and the numbers of MIIT's rules measured where older people land: the
// identifier page a product's code opens, home, a news item and login, on a 360 px phone and a desktop.

const pages = ['/product_scene/88.365.1/DEMO0001', '/home', '/news/detail/19', '/login'];
const sizes = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Marks the care mode as chosen in this browser, as the header's button leaves it. */
async function chooseCareMode(page: Page) {
  await page.addInitScript(() => localStorage.setItem('care-mode', 'on'));
}

/** Each page at each size, measured; a failure names the page, the size and every element short of the rules. */
async function measureAll(page: Page, rules: ReadingRules) {
  const report: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const path of pages) {
      await page.goto(path);
      // Measured once the page has come alive: the header's 登录 is drawn after the session is asked.
      await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) report.push(`${size.name} ${path}: ${overflow} px wider than the screen`);
      for (const f of await readingFindings(page, rules)) report.push(`${size.name} ${path}: ${f.rule} ${f.measured} ${f.element}`);
    }
  }
  return report;
}

test('the care mode is switched from the header, kept across visits and set before the page is drawn', async ({ page, request }) => {
  // When <body> first appears, the mode must already be on <html>: nothing is painted before that.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { careAtFirstBody: boolean }).careAtFirstBody = document.documentElement.hasAttribute('data-care');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const careAtFirstBody = () => page.evaluate(() => (window as unknown as { careAtFirstBody: boolean }).careAtFirstBody);

  await page.goto('/news/detail/19');
  await expect(page.locator('html')).not.toHaveAttribute('data-care');
  await page.getByRole('banner').getByRole('button', { name: '关怀版' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-care', '');
  await expect(page.getByText('已切换到关怀版：字更大，按钮更大，页面更简洁')).toBeAttached();
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main p')!).fontSize))).toBeGreaterThanOrEqual(24);

  // Another kind of page (its own root layout: a full load), then a return visit.
  await page.goto('/login');
  expect(await careAtFirstBody()).toBe(true);
  await page.goto('/product_scene/88.365.1/DEMO0001');
  expect(await careAtFirstBody()).toBe(true);
  await expect(page.getByRole('heading', { name: '产品要点' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: '标准版' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-care');
  await expect(page.getByRole('heading', { name: '产品要点' })).toBeHidden();
  await page.reload();
  expect(await careAtFirstBody()).toBe(false);

  // The shared caches keep one copy: the server's page is the same whatever the visitor chose.
  const html = await (await request.get('/product_scene/88.365.1/DEMO0001')).text();
  expect(html).not.toMatch(/<html[^>]*data-care/);
  expect(html).toContain('localStorage.getItem("care-mode")');
});

test('in the care mode, text is 24 px and more, lines 1.5 apart, contrast 4.5:1 and more and targets 60 × 60, on phone and desktop', async ({ page }) => {
  await chooseCareMode(page);
  expect(await measureAll(page, careRules)).toEqual([]);
});

test('in the standard mode, every target on these pages is 44 × 44 and more, on phone and desktop', async ({ page }) => {
  expect(await measureAll(page, standardRules)).toEqual([]);
});

test('the care mode leaves out promotions, floating buttons and carousels', async ({ page }) => {
  await page.goto('/home');
  const left = [
    page.getByRole('heading', { name: '三大应用场景产品' }),
    page.getByRole('heading', { name: '行业解决方案' }),
    page.getByRole('button', { name: '上一张' }).first(),
    page.getByRole('contentinfo').getByRole('heading', { name: '精选应用' }),
    // The side rail's floating buttons (from 900 px).
    page.getByRole('button', { name: '标识查询' }),
  ];
  for (const part of left) await expect(part).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: '关怀版' }).click();
  for (const part of left) await expect(part).toBeHidden();
  // What an older visitor came for stays, and so do the filing numbers the rules require.
  await expect(page.getByRole('heading', { name: '行业资讯' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /ICP备/ })).toBeVisible();
});

test('on an identifier page the care mode shows product, maker, recall and contact first, and reads them aloud', async ({ page }) => {
  // The browser's speech synthesis, recorded: what it was asked to say, and whether it was stopped.
  await page.addInitScript(() => {
    const said: { text: string; lang: string }[] = [];
    let cancels = 0;
    Object.assign(window, { said, cancels: () => cancels });
    const synthesis = { speak: (u: SpeechSynthesisUtterance) => said.push({ text: u.text, lang: u.lang }), cancel: () => (cancels += 1), getVoices: () => [] };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis });
  });
  await chooseCareMode(page);
  await page.goto('/product_scene/88.365.1/DEMO0001');
  const summary = page.getByRole('region', { name: '产品要点' });
  // First in the page's main content, above the picture and the tabs.
  const firstHeading = page.getByRole('main').getByRole('heading').first();
  await expect(firstHeading).toHaveText('产品要点');
  await expect(summary.getByRole('definition').nth(0)).toHaveText('永磁交流伺服电机 CR-SM130-15');
  await expect(summary.getByRole('definition').nth(1)).toHaveText('江苏澄锐智能驱动科技股份有限公司');
  await expect(summary.getByRole('definition').nth(2)).toContainText('该产品在企业召回名单中');
  await expect(summary.getByRole('link', { name: /平台服务热线/ })).toHaveAttribute('href', /^tel:/);
  // The recall notice is said once, in the summary.
  await expect(page.getByRole('region', { name: '召回提示' })).toBeHidden();

  await summary.getByRole('button', { name: '朗读要点' }).click();
  const said = await page.evaluate(() => (window as unknown as { said: { text: string; lang: string }[] }).said);
  expect(said).toHaveLength(1);
  expect(said[0].lang).toBe('zh-CN');
  expect(said[0].text).toContain('产品：永磁交流伺服电机 CR-SM130-15');
  expect(said[0].text).toContain('生产企业：江苏澄锐智能驱动科技股份有限公司');
  expect(said[0].text).toContain('召回状态：该产品在企业召回名单中');
  await summary.getByRole('button', { name: '停止朗读' }).click();
  await expect(summary.getByRole('button', { name: '朗读要点' })).toBeVisible();

  // An item that is not recalled says so plainly.
  await page.goto('/product_scene/88.365.1/NORECALL');
  await expect(page.getByRole('region', { name: '产品要点' }).getByText('未列入企业召回名单')).toBeVisible();
});

test('everything the care mode shows works by keyboard alone: every target is reached with Tab, the login with keys only', async ({ page }) => {
  test.setTimeout(120_000);
  await chooseCareMode(page);
  for (const path of ['/product_scene/88.365.1/DEMO0001', '/home', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await unreachedByTab(page), path).toEqual([]);
  }

  // The drawer that holds the navigation in the care mode opens and closes with keys.
  await page.getByRole('button', { name: '打开导航菜单' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Logging in with keys alone, the slider passed without a drag (docs/decisions/0075-care-mode.md).
  await page.getByLabel('手机号/用户名').focus();
  await page.keyboard.type('demo_user');
  await page.keyboard.press('Tab');
  await page.keyboard.type(demoPassword);
  const step = page.getByRole('button', { name: /无法拖动？点此右移滑块/ });
  await step.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Enter', { delay: 40 });
  await expect(page.getByText('验证通过')).toBeVisible();
  await page.getByRole('button', { name: '登录', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
});
