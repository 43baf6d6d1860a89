import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { horizontalOverflow } from './helpers/content';

// Someone getting to know the company: its story, history, culture and films (000 §2). Only one
// film plays at a time.

const playing = (page: Page) => page.locator('video').evaluateAll((videos) => videos.map((v) => !(v as HTMLVideoElement).paused));

async function play(page: Page, index: number) {
  await page.locator('video').nth(index).evaluate(async (v) => {
    const video = v as HTMLVideoElement;
    // Muted, so the browser's autoplay rule lets a script start it without a click.
    video.muted = true;
    await video.play();
  });
}

test('the introduction shows the company, its history, its culture and four films', async ({ page }) => {
  await page.goto('/introduce');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['公司简介', '发展历程', '企业文化', '宣传视频']);
  await expect(page.locator('#culture').getByRole('heading', { level: 3 })).toHaveText(['愿景', '使命', '目标']);
  await expect(page.locator('#history').getByRole('listitem')).toHaveCount(6);
  await expect(page.locator('video')).toHaveCount(4);
  for (const video of await page.locator('video').all()) {
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /\/images\/content\/intro\/.+\.svg$/);
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the films are real WebM files the browser can play @desktop-only', async ({ page, request }) => {
  await page.goto('/introduce');
  for (const src of await page.locator('video source').evaluateAll((s) => s.map((e) => e.getAttribute('src') ?? ''))) {
    const response = await request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('video/webm');
    expect((await response.body()).length).toBeLessThan(300_000);
  }
  expect(await page.locator('video').first().evaluate((v) => (v as HTMLVideoElement).canPlayType('video/webm; codecs="vp9"'))).not.toBe('');
});

test('starting one film pauses the one that was playing', async ({ page }) => {
  await page.goto('/introduce');
  await expect(async () => {
    await play(page, 0);
    await play(page, 1);
    expect(await playing(page)).toEqual([false, true, false, false]);
  }).toPass({ timeout: 15_000 });
  await play(page, 3);
  await expect.poll(() => playing(page)).toEqual([false, false, false, true]);
  await play(page, 0);
  await expect.poll(() => playing(page)).toEqual([true, false, false, false]);
});
