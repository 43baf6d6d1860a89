import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@/core/messages';
import { renderHtml } from '@/scripts/test/render-html';
import { PageBanner } from './page-banner';

// Issue 39: the small label above a content page's heading (the banner's eyebrow) was English
// (IDENTIFIER, PARTNERS, ABOUT US…) on a Chinese site. The pages live in app/, which components/ may not
// import (decision 0043), so their sources are read, as mui-boundaries.test.ts reads them.

const appDir = path.join(process.cwd(), 'app');
const pageFiles = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((f) => /(^|\/)page\.tsx$/.test(f));
const source = (page: string) => readFileSync(path.join(appDir, page), 'utf8');
/** What each page gives PageBanner as its eyebrow, as written: `"text"` or `{expression}`. */
const eyebrows = (page: string) => [...source(page).matchAll(/<PageBanner\b[^>]*?\beyebrow=("[^"]*"|\{[^}]*\})/g)].map((m) => m[1]);

const pages: [string, string][] = [
  ['(site)/new_identification/page.tsx', 'eyebrowIdentifier'],
  ['(site)/identification/page.tsx', 'eyebrowIdentifier'],
  ['(site)/ecology/page.tsx', 'eyebrowEcology'],
  ['(site)/introduce/page.tsx', 'eyebrowIntroduce'],
  ['(site)/contact/page.tsx', 'eyebrowContact'],
  ['(site)/develop_document/page.tsx', 'eyebrowDevelopDocument'],
];

describe('the label above a content page’s heading', () => {
  it('is never English', () => {
    const english = pageFiles.flatMap((page) => eyebrows(page).filter((e) => /[A-Za-z]/.test(e) && e.startsWith('"')).map((e) => `${page}: ${e}`));
    expect(english).toEqual([]);
  });

  it.each(pages)('on %s comes from the messages, in Chinese that does not repeat the heading', async (page, key) => {
    expect(eyebrows(page)).toEqual([`{messages.${key}}`]);
    const label = (messages as Record<string, string>)[key];
    expect(label).toMatch(/^[\u4e00-\u9fff]+$/);
    const title = /<PageBanner\b[^>]*?\btitle="([^"]*)"/.exec(source(page))![1];
    const screen = await renderHtml(<PageBanner eyebrow={label} title={title} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(screen.getByText(label).next).toBe(heading);
    expect(screen.textOf(heading)).not.toContain(label);
  });
});
