import { messages } from '@/core/messages';

// Issue 39 item 10, the last native date input: the payment date showed the browser's locale (01/05/2026 in
// an English browser). It is a day field like the AI view's: YYYY-MM-DD in every browser.

// Rendered outside an app router: the form only needs one to go on after a submit.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

let renderHtml: typeof import('@/scripts/test/render-html').renderHtml;
let OfflinePayForm: typeof import('./offline-pay-form').OfflinePayForm;

beforeAll(async () => {
  ({ renderHtml } = await import('@/scripts/test/render-html'));
  ({ OfflinePayForm } = await import('./offline-pay-form'));
});

describe('the offline payment form’s date', () => {
  it('is a required text field that shows YYYY-MM-DD', async () => {
    const screen = await renderHtml(<OfflinePayForm orderId={7} amount={1200} />);
    const field = screen.getByLabelText('付款日期');
    expect(field.attribs.type ?? 'text').toBe('text');
    expect(field.attribs.placeholder).toBe(messages.dayPlaceholder);
    expect(field.attribs.inputmode).toBe('numeric');
    expect(field.attribs).toHaveProperty('required');
  });
});
