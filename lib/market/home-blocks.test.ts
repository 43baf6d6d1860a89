import { bannerView, categoryPanel, padSlots } from './home-blocks';

describe('padSlots', () => {
  it('pads a short row to its slots and cuts a long one', () => {
    expect(padSlots([1], 4)).toEqual([1, null, null, null]);
    expect(padSlots([1, 2, 3, 4, 5, 6, 7], 4)).toEqual([1, 2, 3, 4]);
    expect(padSlots([], 4)).toEqual([null, null, null, null]);
  });
});

describe('categoryPanel', () => {
  const cls = (id: number, level: number, parentId: number) => ({ id, name: `c${id}`, level, parentId });
  it('lists up to 6 level-1 classes that have children, with their level-2 children', () => {
    const classes = [cls(1, 1, 0), cls(11, 2, 1), cls(111, 3, 11), cls(2, 1, 0)];
    for (let i = 3; i <= 9; i++) classes.push(cls(i, 1, 0), cls(i * 10 + 1, 2, i));
    const panel = categoryPanel(classes);
    expect(panel).toHaveLength(6);
    expect(panel[0]).toEqual({ id: 1, name: 'c1', children: [{ id: 11, name: 'c11' }] });
    expect(panel.map((c) => c.id)).not.toContain(2);
  });
});

describe('bannerView', () => {
  const products = new Map([[48, '供应链管理云']]);
  it('opens an outside site for redirectType 2', () => {
    expect(bannerView({ id: 2, redirectType: 2, outSiteUrl: 'https://www.miit.gov.cn/' }, products).target).toEqual({ kind: 'external', url: 'https://www.miit.gov.cn/' });
  });

  it('opens a product that exists, and says 暂无该应用 for one that does not', () => {
    expect(bannerView({ id: 1, redirectType: 1, productId: 48 }, products).target).toEqual({ kind: 'product', href: '/application/list/detail/48', name: '供应链管理云' });
    expect(bannerView({ id: 3, redirectType: 1, productId: 9999 }, products).target).toEqual({ kind: 'missing' });
    expect(bannerView({ id: 4 }, products).target).toEqual({ kind: 'missing' });
  });

  it('never links a javascript: address', () => {
    expect(bannerView({ id: 5, redirectType: 2, outSiteUrl: 'javascript:alert(1)' }, products).target).toEqual({ kind: 'missing' });
  });
});
