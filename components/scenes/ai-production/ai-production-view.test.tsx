import { aiprod01 } from '@/gateway/testing/demo-data';
import { identifierDetail } from '@/core/contract/identifier-types';
import { messages } from '@/core/messages';
import { renderHtml } from '@/scripts/test/render-html';
import { AiProductionScreen } from './ai-production-view';

// Issue 39 item 13: the AI tabs came from a list typed into the portal and the spec's data-option call
// (…/intelligentproduction/dataoption) was never made. The tabs are now the gateway's options the item
// carries, with the local repair records (000 §3), and the view says when the options cannot be read.

const AI = '88.365.1/AIPROD01';
// As the page holds them: the contract's reading of the demo item's stubs.
const elements = identifierDetail.parse({ identifier: AI, elements: aiprod01.scenes[0].elements }).elements;
const render = (dictionary: Parameters<typeof AiProductionScreen>[0]['dictionary']) =>
  renderHtml(<AiProductionScreen identifier={AI} sceneConfId={109} elements={elements} dictionary={dictionary} onRetry={() => {}} />);

describe('the AI-production view’s data options', () => {
  it('draws a tab for each option the gateway lists and the item carries, the repair records added', async () => {
    const screen = await render({ ok: true, data: [{ code: 2, name: '加工时间' }, { code: 0, name: '能耗数据' }] });
    const tabs = screen.queryAllByRole('tab').map(screen.nameOf);
    expect(tabs).toEqual(['能耗数据', '加工时间', '维修记录']);
    expect(screen.getByRole('tab', { name: '能耗数据' }).attribs['aria-selected']).toBe('true');
  });

  it('holds the view’s place while the options are asked for', async () => {
    const screen = await render(undefined);
    expect(screen.getByRole('group', { name: '智能生产数据加载中' }).attribs['aria-busy']).toBe('true');
    expect(screen.queryAllByRole('tab')).toEqual([]);
  });

  it('says the options could not be read, with a retry', async () => {
    const screen = await render({ ok: false, message: messages.loadFailed });
    expect(screen.textOf(screen.getByRole('alert'))).toBe(`${messages.loadFailed}重试`);
    expect(screen.getByRole('button', { name: '重试' })).toBeDefined();
    expect(screen.queryAllByRole('tab')).toEqual([]);
  });

  it('shows the empty state when the gateway lists none of the item’s options', async () => {
    const screen = await renderHtml(
      <AiProductionScreen identifier={AI} sceneConfId={109} elements={[]} dictionary={{ ok: true, data: [{ code: 0, name: '能耗数据' }] }} onRetry={() => {}} />,
    );
    expect(screen.textOf(screen.getByRole('status'))).toBe(messages.noData);
    expect(screen.queryAllByRole('tablist')).toEqual([]);
  });
});
