import { messages } from '@/core/messages';
import { RECALL_TIME_LABEL } from '@/core/identifier/sections';
import { RecallView } from '@/components/scenes/recall-view';
import { renderHtml } from '@/scripts/test/render-html';
import { RecallNoticeBanner } from './recall-notice';

// Issue 39: the page's notice said 已列入企业召回名单 while the recall tab said the catalogue's
// 在企业召回名单中. One fact, one wording: the spec's (spec/messages.md inRecall), in both places.

describe('the recall notice', () => {
  it('says the recall in the words of the recall tab’s banner, the catalogue’s', async () => {
    const notice = await renderHtml(<RecallNoticeBanner sceneIndex={4} />);
    const region = notice.getByRole('region', { name: '召回提示' });
    expect(notice.textOf(region)).toBe(`${messages.inRecall}${messages.recallNoticeLink}`);

    const tab = await renderHtml(<RecallView idPrefix="recall" elements={[{ lableName: RECALL_TIME_LABEL, lableValue: '2026-01-05' }]} />);
    expect(tab.textOf(tab.getByRole('status'))).toBe(messages.inRecall);
  });

  it('opens the recall tab from its link', async () => {
    const notice = await renderHtml(<RecallNoticeBanner sceneIndex={4} />);
    expect(notice.getByRole('link', { name: messages.recallNoticeLink }).attribs.href).toBe('#scene-tab-4');
  });

  it('leaves no second wording of the recall in the catalogue', () => {
    const sayings = Object.values(messages).filter((text) => text.startsWith('该产品') && text.includes('召回名单') && !text.includes('不在'));
    expect(sayings).toEqual([messages.inRecall]);
  });
});
