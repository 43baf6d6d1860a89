import { expect, type Page } from '@playwright/test';
import { demoPassword, sliderProof } from './account';

/** Demo products (gateway/db/seed/market): what each one is there to show. */
export const products = {
  /** 供应链管理云: 3 packages (the flagship with a lifetime price), 30 trial days, 2 videos and 3 banners. */
  supplyChain: 48,
  /** 设备点检巡检小程序: vendor HTML with a script, an onerror handler and a javascript: link. */
  xss: 39,
  /** 质检报告电子化系统V1: delisted. */
  delisted: 33,
  /** 旋转设备预测性维护: negotiable, no app, no trial. */
  negotiable: 40,
};

export const detailPath = (id: number) => `/application/list/detail/${id}`;

/**
 * Logs the browser context in through the portal's own route (the login journey itself is tested
 * elsewhere): the session cookie lands in the page's context.
 */
export async function logIn(page: Page, account: 'demo_user' | 'demo_company') {
  const captcha = await sliderProof(page.request, 'nc_login');
  const answer = await page.request.post('/api/session/login', {
    data: { mode: 'password', username: account, password: demoPassword, captcha, remember: false, fingerprint: 'e2e' },
  });
  expect((await answer.json()).ok).toBe(true);
}

/** Ticks the marketplace agreement under the action buttons. */
export async function agree(page: Page) {
  await page.getByRole('checkbox', { name: /应用市场用户协议/ }).check();
}
