import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { hydrated } from './helpers/hydration';
import { animationsSettled } from './helpers/animations';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { watchPage } from './helpers/watch-page';

// Someone printing labels opens the identifier page's QR dialog, picks a label width and downloads the
// code (docs/decisions/0034-print-ready-qr.md): the PNG is 300 dpi, says so in its pHYs chunk, and a QR
// decoder reads the page's canonical address from it; the SVG is in millimetres with the identifier under it.

const widthPx: Record<number, number> = { 20: 236, 30: 354, 50: 591 };

/** The pHYs chunk's pixels per metre and unit, or undefined. */
function physOf(png: Buffer): [number, number, number] | undefined {
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'pHYs') return [png.readUInt32BE(at + 8), png.readUInt32BE(at + 12), png[at + 16]];
    at += 12 + length;
  }
  return undefined;
}

async function openDialog(page: Page) {
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await hydrated(page);
  await page.getByRole('button', { name: '标识二维码' }).click();
  const dialog = page.getByRole('dialog', { name: '标识二维码' });
  await expect(dialog.getByRole('img', { name: '标识 88.365.1/DEMO0001 的二维码' })).toBeVisible();
  return dialog;
}

test('the PNG labels are 300 dpi at 20, 30 and 50 mm and decode to the page’s canonical URL', async ({ page, baseURL }) => {
  const { problems } = watchPage(page);
  const dialog = await openDialog(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(`${baseURL}/product_scene/88.365.1/DEMO0001`);
  for (const mm of [20, 30, 50]) {
    await dialog.getByRole('radio', { name: `${mm} 毫米` }).check();
    // The hint states the pixel size once this size's files are made.
    await expect(dialog.getByText(new RegExp(`${mm} 毫米宽.*（${widthPx[mm]}×\\d+ 像素）`))).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: '下载 PNG（300 dpi）' }).click()]);
    expect(download.suggestedFilename()).toBe(`88.365.1_DEMO0001-${mm}mm.png`);
    const bytes = await readFile(await download.path());
    const png = PNG.sync.read(bytes);
    expect(png.width).toBe(widthPx[mm]);
    expect(png.height).toBeGreaterThan(png.width);
    expect(physOf(bytes)).toEqual([11811, 11811, 1]);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data, `${mm} mm`).toBe(canonical);
  }
  expect(problems).toEqual([]);
});

test('the SVG label is sized in millimetres with the identifier under the code', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: '50 毫米' }).check();
  await expect(dialog.getByText(/（591×\d+ 像素）/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: '下载 SVG（矢量）' }).click()]);
  expect(download.suggestedFilename()).toBe('88.365.1_DEMO0001-50mm.svg');
  const svg = await readFile(await download.path(), 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="50mm" height="[\d.]+mm" viewBox="0 0 591 \d+">/);
  expect(svg).toMatch(/<text [^>]*>88\.365\.1\/DEMO0001<\/text>/);
  expect(svg).not.toMatch(/<script|on\w+=/i);
});

test('the dialog works from the keyboard and has no serious accessibility violation', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await hydrated(page);
  const button = page.getByRole('button', { name: '标识二维码' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '标识二维码' });
  await expect(dialog.getByRole('img', { name: /88\.365\.1\/DEMO0001/ })).toBeVisible();
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByRole('radio', { name: '30 毫米' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '50 毫米' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
