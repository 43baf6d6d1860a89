import { messages } from '@/core/messages';
import { agreementKeys, agreementTitles, loadAgreement } from './index';

// The five agreements (issue 19 item 4): every one has a title and a text a person can read.

describe('agreements', () => {
  it.each(agreementKeys)('%s has a readable Chinese text in sections', async (key) => {
    const text = await loadAgreement(key);
    expect(text.effective).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(text.intro.length).toBeGreaterThan(0);
    expect(text.sections.length).toBeGreaterThanOrEqual(5);
    const paragraphs = [...text.intro, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs])];
    for (const p of paragraphs) expect(p.trim()).not.toBe('');
    const length = paragraphs.join('').length;
    // Long enough to say something real, short enough to read in a dialog.
    expect(length).toBeGreaterThan(500);
    expect(length).toBeLessThan(4_000);
    // Chinese: no run of Latin words (the company and product names are Chinese too).
    expect(paragraphs.join('')).not.toMatch(/[A-Za-z]{3,}\s+[A-Za-z]{3,}/);
    // Headings numbered in order: 一、二、三…
    expect(text.sections.map((s) => s.heading.slice(0, 2))).toEqual(['一、', '二、', '三、', '四、', '五、', '六、', '七、', '八、'].slice(0, text.sections.length));
  });

  it('names the agreements the messages name', () => {
    expect(messages.agreementMarket).toContain(agreementTitles.service);
    expect(messages.agreementMarket).toContain(agreementTitles.marketUser);
    expect(new Set(Object.values(agreementTitles)).size).toBe(agreementKeys.length);
  });

  it('ships samples for the operator to replace', async () => {
    for (const key of agreementKeys) expect((await loadAgreement(key)).sample).toBe(true);
  });
});
