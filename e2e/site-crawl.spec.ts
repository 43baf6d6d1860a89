import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { horizontalOverflow } from './helpers/content';
import { hydrated } from './helpers/hydration';
import { samplePaths } from '../lib/security/route-samples';
import { sitemapPaths } from './helpers/sitemap';
import { watchPage } from './helpers/watch-page';

// One page of every route the site has (from the page files, so a new page is covered the day it is
// added), with a real id where the route takes one, plus the not-found answers.
const samples: Record<string, string> = { '/product_scene/a/b': '/product_scene/88.365.1/DEMO0001' };
const skipped = new Set(['/bench', '/personal_update', '/identification/apply']); // bench-only; gated pages have their own journeys
const routes = [...samplePaths('(site)'), ...samplePaths('(promo)'), ...samplePaths('(app)')]
  .map((p) => samples[p] ?? p)
  // The test-only pages that fail on purpose have their own journey (e2e/error-pages.spec.ts, axe included).
  .filter((p) => !skipped.has(p) && !/\/a\/b$/.test(p) && !p.startsWith('/test-error'));
const extra = ['/product_scene/88.365.1/NOPE0000', '/no/such/page'];

/** Loads a page and lets its client code run; returns what it logged that it should not have. */
async function visit(page: Page, path: string): Promise<string[]> {
  const { problems } = watchPage(page);
  problems.length = 0;
  await page.goto(path, { waitUntil: 'load' });
  // Every child's effects have run once the page says it has hydrated; a moment more for what they ask.
  await hydrated(page);
  await page.waitForTimeout(100);
  // The not-found answers log their own 404 document as a console error by design.
  return problems.filter((p) => !/status of 404/.test(p));
}

// Each route's sample and each not-found answer is loaded once, on both viewports, by its accessibility
// test below, which checks the same console, exceptions and policy as the crawl; the crawl loads the rest.
const checkedOneByOne = [...routes, ...extra];

// Every test here only reads pages, so the file's tests are shared out between the workers: in one worker,
// the phone's run of this file (64 s) was the last still running while the other worker stood idle. The
// crawl is cut in three for the same reason: one test of 220 s cannot be shared (decision 0023).
test.describe.configure({ mode: 'parallel' });
const crawlParts = 3;

for (let part = 0; part < crawlParts; part++) {
  test(`every page of the sitemap loads without a policy violation, console error or exception (part ${part + 1} of ${crawlParts}) @desktop-only`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const listed = await sitemapPaths(request);
    expect(listed.length).toBeGreaterThan(20);
    const paths = listed.filter((path) => !checkedOneByOne.includes(path)).filter((_, i) => i % crawlParts === part);
    const failures: string[] = [];
    for (const path of paths) {
      const problems = await visit(page, path);
      if (problems.length > 0) failures.push(`${path}: ${problems.join(' | ')}`);
    }
    expect(failures).toEqual([]);
  });
}

for (const path of checkedOneByOne) {
  // On the phone too (@phone), where the layout differs, and where nothing may be wider than the screen.
  test(`accessibility: ${path} has no serious or critical violation, console error or policy violation, nor sideways scrolling on a phone @phone`, async ({ page }) => {
    // Carousels stand still (they fade a slide in every 3 s, and a slow scan measured one mid-fade).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // /success counts 6 s down by the clock and then goes home (001 §9): on a loaded machine the visit and
    // the scan outlasted it, and the scan died with the page. With the clock standing still the countdown
    // does too, while timers (hydration, axe's own) run as usual.
    if (path === '/success') await page.clock.setFixedTime(new Date());
    expect(await visit(page, path)).toEqual([]);
    // Judged as a person sees it once the scripts run: controls disabled until hydration turn on then.
    await page.waitForTimeout(200);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    if ((page.viewportSize()?.width ?? 0) < 600) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
