import { expect, type Page } from '@playwright/test';

/** Drags the slider knob to the end of its track as a person would: in small steps over half a second. */
export async function dragSlider(page: Page, scope = page.locator('body')) {
  const knob = scope.getByTestId('slider-knob');
  await expect(knob).toBeEnabled();
  const box = (await knob.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) {
    await page.mouse.move(box.x + box.width / 2 + i * 19, y);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
  await expect(scope.getByText('验证通过')).toBeVisible();
}

export const demoPassword = 'Demo@2026pass';
