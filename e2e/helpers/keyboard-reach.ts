import type { Page } from '@playwright/test';

/**
 * The targets of the page that the Tab key never reaches (GB/T 37668: everything works by keyboard alone).
 * Every shown link, button, field and control in the tab order counts; one that takes part in a composite
 * widget with tabindex="-1" (a tab list's other tabs, reached with the arrow keys) does not. Tab is pressed
 * from the top of the page until the focus comes round again or leaves the page.
 */
export async function unreachedByTab(page: Page, maxPresses = 150): Promise<string[]> {
  const total = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const targets = Array.from(
      document.body.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=slider], [tabindex]'),
    ).filter((element) => {
      if (element.getAttribute('tabindex') === '-1' || (element as HTMLButtonElement).disabled) return false;
      const box = element.getBoundingClientRect();
      const inPage = box.right + window.scrollX > 0 && box.bottom + window.scrollY > 0;
      return box.width > 1 && box.height > 1 && inPage && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    });
    targets.forEach((element, i) => element.setAttribute('data-keyboard-target', String(i)));
    return targets.length;
  });
  const reached = new Set<string>();
  let previous = '';
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.closest('[data-keyboard-target]')?.getAttribute('data-keyboard-target') ?? (document.activeElement === document.body ? 'body' : 'other'));
    if (id === 'body' && i > 0) break;
    if (reached.has(id) && id === previous) break;
    if (reached.has(id) && reached.size >= total) break;
    reached.add(id);
    previous = id;
  }
  return page.evaluate(
    (seen) =>
      Array.from(document.querySelectorAll('[data-keyboard-target]'))
        .filter((element) => !seen.includes(element.getAttribute('data-keyboard-target')!))
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`),
    [...reached],
  );
}
