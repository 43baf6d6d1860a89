import type { Page } from '@playwright/test';

/**
 * Collects what a person would never see but an operator must: console errors, uncaught exceptions and
 * Content-Security-Policy violations (the browser's `securitypolicyviolation` event) on a page.
 */
const watched = new WeakMap<Page, string[]>();

/** The same list for a page however often it is asked for: a page's listeners are added once. */
export function watchPage(page: Page): { problems: string[] } {
  const existing = watched.get(page);
  if (existing) return { problems: existing };
  const problems: string[] = [];
  watched.set(page, problems);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message.slice(0, 200)}`));
  void page.exposeFunction('__reportViolation', (text: string) => problems.push(`csp: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation?: (t: string) => void }).__reportViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  return { problems };
}
