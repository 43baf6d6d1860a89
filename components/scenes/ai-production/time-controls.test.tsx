import { messages } from '@/core/messages';
import { renderHtml } from '@/scripts/test/render-html';
import { TimeControls } from './time-controls';

// Issue 39: the custom range's days were native date inputs, which show the browser's locale (01/05/2026
// in an English browser, 2026/1/5 in a Chinese one). They are text fields that show and take YYYY-MM-DD
// whatever the browser, keep what was typed, and say when it is not a day.

const render = (start: string, end: string) =>
  renderHtml(<TimeControls quickTime={5} start={start} end={end} error={null} onQuick={() => {}} onDates={() => {}} />);

describe('the AI view’s custom days', () => {
  it.each(['开始日期', '结束日期'])('%s is a text field that shows YYYY-MM-DD', async (label) => {
    const screen = await render('2026-01-05', '2026-01-20');
    const field = screen.getByLabelText(label);
    expect(field.attribs.type ?? 'text').toBe('text');
    expect(field.attribs.placeholder).toBe(messages.dayPlaceholder);
    expect(field.attribs.inputmode).toBe('numeric');
    expect(field.attribs.maxlength).toBe('10');
  });

  it('shows the days as given, in the group the quick times sit beside', async () => {
    const screen = await render('2026-01-05', '2026-1-2');
    const group = screen.getByRole('group', { name: '自定义时间' });
    expect(group).toBeDefined();
    expect(screen.getByLabelText('开始日期').attribs.value).toBe('2026-01-05');
    // What a person typed stays, even when it is not yet a day.
    expect(screen.getByLabelText('结束日期').attribs.value).toBe('2026-1-2');
    expect(screen.getByRole('textbox', { name: '结束日期' }).attribs['aria-invalid']).toBe('false');
  });
});
