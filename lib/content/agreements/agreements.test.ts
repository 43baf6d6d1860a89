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

describe('the agreements an account consents to (issue 62 item 1)', () => {
  it('are at the versions their texts say took effect', async () => {
    const { accountAgreements } = await import('@/core/agreements/versions');
    for (const [key, version] of Object.entries(accountAgreements)) {
      const text = await loadAgreement(key as keyof typeof accountAgreements);
      const [, y, m, d] = /^(\d{4})年(\d{1,2})月(\d{1,2})日$/.exec(text.effective)!;
      expect({ key, version }).toEqual({ key, version: `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}` });
    }
  });

  it('describe what the product does: the copy, the cancellation and what it keeps', async () => {
    const privacy = JSON.stringify(await loadAgreement('privacy'));
    for (const said of ['下载个人信息副本', '注销账号', '180天', '订单和支付记录会保留', '重新注册', '下次登录时']) expect(privacy).toContain(said);
    const user = JSON.stringify(await loadAgreement('userService'));
    expect(user).toContain('“个人信息”页面自行注销账号');
    expect(user).not.toContain('联系客服申请注销账号');
  });
});
