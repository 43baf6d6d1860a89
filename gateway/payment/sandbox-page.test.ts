import { existsSync } from 'node:fs';
import { parseDocument, DomUtils } from 'htmlparser2';
import { sandboxPage } from './sandbox-page';

const view = { token: 'a'.repeat(32), orderCode: 'DD2024000001', productName: '供应链管理云 · 基础版', channel: 'online', amountCents: 2_980_000, status: 'pending' };

describe('sandboxPage', () => {
  it('names an icon the portal serves, so the browser asks for no /favicon.ico to answer 404 (issue 39 item 11)', () => {
    const icons = DomUtils.getElementsByTagName('link', parseDocument(sandboxPage(view))).filter((link) => link.attribs.rel === 'icon');
    expect(icons.map((link) => link.attribs.href)).toEqual(['/icon.svg']);
    // Next serves app/icon.svg at /icon.svg.
    expect(existsSync('app/icon.svg')).toBe(true);
  });

  it('offers pay and fail while pending, and only the outcome after', () => {
    const pending = sandboxPage(view);
    expect(pending).toContain(`action="${view.token}/pay"`);
    expect(pending).toContain(`action="${view.token}/fail"`);
    expect(sandboxPage({ ...view, status: 'paid' })).not.toContain('<form');
  });
});
