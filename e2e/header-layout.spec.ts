import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn } from './helpers/account';
import { framesDrawn } from './helpers/animations';

// Whoever is signed in, whatever the window: nothing in the header runs over anything else (issue 19:
// signed in at 1200-1920 px the site title ran 18 px over 首页). Every width the layout changes at, and
// either side of each breakpoint, is measured in one page per state. The phone widths are among them, so
// the file runs once, on the desktop project: the phone project would measure the same widths again.
const widths = [360, 390, 480, 599, 600, 768, 899, 900, 1024, 1199, 1200, 1280, 1366, 1440, 1920];

const brandName = '工业互联网标识解析二级节点 · 公共服务平台，首页';

/** Every account kind the header draws differently, each with the longest name it may carry. */
const accounts = [
  { kind: 'ordinary user, long Chinese name', user: { name: '上海市浦东新区智能制造科技有限公司采购部负责人', type: 'ORDINARY', prefix: null } },
  { kind: 'company admin (控制台), widest Latin name', user: { name: 'W'.repeat(64), type: 'COMPANY_ADMIN', prefix: '88.365.1001', companyName: '某某有限公司', examineStatus: 2 } },
  { kind: 'company in review', user: { name: 'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', type: 'COMPANY', prefix: null, examineStatus: 0 } },
  { kind: 'platform admin', user: { name: '平台管理员平台管理员平台管理员', type: 'ADMIN', prefix: null } },
  { kind: 'no name (masked phone)', user: { name: '', type: 'ORDINARY', prefix: null } },
];

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The boxes a person sees in the header: the brand's two lines of text and every visible link and button,
 * found by role and measured in the page in one step per width.
 */
async function headerBoxes(page: Page): Promise<Box[]> {
  const banner = page.getByRole('banner');
  const measure = (elements: Element[]) =>
    elements.flatMap((el) => {
      if (!el.checkVisibility({ visibilityProperty: true })) return [];
      const r = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText.trim();
      return r.width > 0 && r.height > 0 ? [{ name, left: r.left, right: r.right, top: r.top, bottom: r.bottom }] : [];
    });
  const lines = await banner.getByText(/^(工业互联网标识解析|二级节点 · 公共服务平台)$/).evaluateAll(measure);
  // The brand link holds the two lines measured above; its own box is what may shrink.
  const controls = (await banner.getByRole('link').or(banner.getByRole('button')).evaluateAll(measure)).filter((box) => box.name !== brandName);
  return [...lines, ...controls];
}

/** Pairs that overlap by more than half a pixel, and boxes that leave the window. */
function problems(boxes: Box[], width: number): string[] {
  const found: string[] = [];
  for (const [i, a] of boxes.entries()) {
    if (a.left < -0.5 || a.right > width + 0.5) found.push(`${a.name} outside the window (${Math.round(a.left)}-${Math.round(a.right)})`);
    for (const b of boxes.slice(i + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) found.push(`${a.name} (${Math.round(a.left)}-${Math.round(a.right)}) over ${b.name} (${Math.round(b.left)}-${Math.round(b.right)})`);
    }
  }
  return found;
}

async function expectNoOverlapAtEveryWidth(page: Page, state: string) {
  const failures: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // One frame for the media queries and the account name's ellipsis to settle.
    await framesDrawn(page);
    const boxes = await headerBoxes(page);
    expect(boxes.length, `${state} at ${width}px: header controls found`).toBeGreaterThan(2);
    for (const problem of problems(boxes, width)) failures.push(`${state} at ${width}px: ${problem}`);
    // One row: nothing wrapped onto a second line.
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar!.height, `${state} at ${width}px: header height`).toBeLessThanOrEqual(70);
  }
  expect(failures).toEqual([]);
}

for (const path of ['/home', '/application/list']) {
  test(`signed out, the header on ${path} never overlaps from 360 to 1920 px @desktop-only`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await expectNoOverlapAtEveryWidth(page, 'signed out');
  });

  test(`signed in for real (demo_company), the header on ${path} never overlaps from 360 to 1920 px @desktop-only`, async ({ page }) => {
    await signIn(page.request, 'demo_company');
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^账户菜单：/ })).toBeVisible();
    await expectNoOverlapAtEveryWidth(page, 'demo_company');
    // A name that fits is shown whole where the bar has room for it ('demo_comp…' with 150 px to spare).
    const name = page.getByRole('button', { name: /^账户菜单：/ }).getByText('demo_company', { exact: true });
    for (const width of [1200, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(name).toBeVisible();
      expect({ width, cut: await name.evaluate((el) => el.scrollWidth > el.clientWidth) }).toEqual({ width, cut: false });
    }
  });
}

for (const { kind, user } of accounts) {
  test(`signed in as ${kind}, the header never overlaps from 360 to 1920 px @desktop-only`, async ({ page }) => {
    // The header asks the browser-side session probe who is here: answered with each kind of account.
    await page.route('**/api/session/me', (route) =>
      route.fulfill({ json: { status: 'user', user: { phone: '13800000009', companyName: null, examineStatus: null, ...user } }, headers: { 'cache-control': 'no-store' } }),
    );
    await page.goto('/application/list');
    await expect(page.getByRole('button', { name: /^账户菜单：/ })).toBeVisible();
    await expectNoOverlapAtEveryWidth(page, kind);
  });
}
