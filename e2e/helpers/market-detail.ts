import type { Page } from '@playwright/test';

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

/** Ticks the marketplace agreement under the action buttons. */
export async function agree(page: Page) {
  await page.getByRole('checkbox', { name: /应用市场用户协议/ }).check();
}
