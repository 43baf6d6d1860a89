import type { ProductDetail } from '@/core/contract/market-types';
import { productLd } from './product-ld';
import { canTry, durationLabel, marketingOffersTrial, optionPrice, toProductView } from './product-view';

const detail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 48,
  name: '供应链管理云',
  describes: '协同',
  trait: '一码贯通,计划协同',
  negotiable: 0,
  sellStatus: 1,
  appId: 'APP48',
  viewPicture: '/images/products/a.svg',
  viewVideoUrls: ['/media/a.webm'],
  viewBannerUrls: ['/images/b1.svg', '/images/b2.svg'],
  detail: '<p>介绍</p><script>alert(1)</script>',
  packageDetailsResponse: [
    { id: 4801, name: '基础版', tryUseDuration: 30, pricesResponse: [{ id: 1, price: 2980, duration: 1, durationUnit: '2' }, { id: 2, price: 29800, duration: 1, durationUnit: '1' }] },
    { id: 4802, name: '旗舰版', tryUseDuration: -1, pricesResponse: [{ id: 3, price: 384000, duration: -1, durationUnit: '-1' }] },
  ],
  ...over,
});

describe('toProductView', () => {
  it('puts videos before banners, sanitizes the HTML and finds the lowest price', () => {
    const view = toProductView(detail());
    expect(view.media.map((m) => m.kind)).toEqual(['video', 'image', 'image']);
    expect(view.detailHtml).toBe('<p>介绍</p>');
    expect(view.fromPrice).toBe(2980);
    expect(view.traits).toEqual(['一码贯通', '计划协同']);
  });

  it('labels durations: lifetime without a number, months with the measure word', () => {
    expect(durationLabel(-1, '-1')).toBe('永久');
    expect(durationLabel(6, '2')).toBe('6个月');
    expect(durationLabel(3, '1')).toBe('3年');
    expect(toProductView(detail()).packages[1].prices[0].label).toBe('永久');
    expect(optionPrice(2980)).toBe('¥2,980.00 元');
  });

  it('offers a trial only with trial days above 0 and an appId', () => {
    const view = toProductView(detail());
    expect(canTry(view, view.packages[0])).toBe(true);
    expect(canTry(view, view.packages[1])).toBe(false);
    const noApp = toProductView(detail({ appId: null }));
    expect(canTry(noApp, noApp.packages[0])).toBe(false);
  });

  it('leaves an empty detail empty', () => {
    expect(toProductView(detail({ detail: '<p> </p><script>x</script>' })).detailHtml).toBe('');
  });
});

describe('productLd', () => {
  it('has one offer per price, none when negotiable', () => {
    const ld = productLd('https://portal.example', toProductView(detail()), '/application/list/detail/48');
    expect(ld.offers).toHaveLength(3);
    expect(ld.offers).toContainEqual(expect.objectContaining({ price: '2980.00', priceCurrency: 'CNY' }));
    expect(productLd('https://p.example', toProductView(detail({ negotiable: 1 })), '/x').offers).toBeUndefined();
  });
});

describe('marketingOffersTrial', () => {
  it('offers the trial where the product page does: its first package has trial days and the product an appId', () => {
    expect(marketingOffersTrial(detail())).toBe(true);
  });

  it('offers none where the product page offers none', () => {
    // Product 11 of the demo data: 7 trial days but no appId, so its product page has no 免费试用.
    expect(marketingOffersTrial(detail({ appId: null }))).toBe(false);
    const zeroDays = detail().packageDetailsResponse!.map((p, i) => (i === 0 ? { ...p, tryUseDuration: 0 } : p));
    expect(marketingOffersTrial(detail({ packageDetailsResponse: zeroDays }))).toBe(false);
    expect(marketingOffersTrial(detail({ sellStatus: 0 }))).toBe(false);
    expect(marketingOffersTrial(detail({ packageDetailsResponse: [] }))).toBe(false);
  });
});
