import { PromoPage } from '@/components/content/promo-page';
import { publicConfig } from '@/lib/config/env';
import { specialTopic } from '@/lib/content/promotions';
import { renderHtml } from '@/scripts/test/render-html';
import { SiteHeader } from './site-header';

// WCAG 2.5.3 (Label in Name; Lighthouse's label-content-name-mismatch): a person who says what they see
// ("click 工业互联网标识解析…") must reach the link, so the brand link's name starts with its visible text
// (issue 39: it was 工业互联网标识解析二级节点首页, without 公共服务平台).

describe('the brand link home', () => {
  it.each([
    ['the site header', () => <SiteHeader config={publicConfig()} />],
    ['a promotional page', () => <PromoPage promo={specialTopic} image="/images/content/banners/solution-2.svg" />],
  ])('in %s is named by what it shows, then where it goes', async (_, render) => {
    const screen = await renderHtml(render());
    const link = screen.getByRole('link', { name: /^工业互联网标识解析/ });
    expect(link.attribs.href).toBe('/home');
    const visible = screen.textOf(link);
    expect(visible).toBe('工业互联网标识解析二级节点 · 公共服务平台');
    expect(screen.nameOf(link)).toBe(`${visible}，首页`);
  });
});
