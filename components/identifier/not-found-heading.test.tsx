import { messages } from '@/core/messages';
import { renderHtml } from '@/scripts/test/render-html';
import { NotFoundHeading } from './not-found-heading';

// Issue 39 item 13: 标识不存在，请检查后再扫码 was never shown. An unknown code's address opened on its own
// (a scan, before anything in the tab searched for it) says it; the search's words follow a search.
describe('the unknown identifier’s heading', () => {
  it('says the scan’s words until the browser knows this tab searched for the code', async () => {
    const screen = await renderHtml(<NotFoundHeading />);
    expect(screen.nameOf(screen.getByRole('heading', { level: 1 }))).toBe('标识不存在，请检查后再扫码');
    expect(screen.html).not.toContain(messages.identifierNotFound);
  });
});
