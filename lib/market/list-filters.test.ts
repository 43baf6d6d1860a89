import { activeFilterCount, effectiveClass, filterGroups, flattenClasses, resolveLevels, treeOrder } from './list-filters';
import { emptyQuery, type ListQuery } from './list-query';

const classes = flattenClasses([
  { id: 1, name: 'A', level: 1, parentId: 0, children: [{ id: 11, name: 'A1', level: 2, parentId: 1, children: [{ id: 111, name: 'A1x', level: 3, parentId: 11 }] }, { id: 12, name: 'A2', level: 2, parentId: 1 }] },
  { id: 2, name: 'B', level: 1, parentId: 0, children: [{ id: 21, name: 'B1', level: 2, parentId: 2, children: [{ id: 211, name: 'B1x', level: 3, parentId: 21 }] }] },
]);
const q = (over: Partial<ListQuery>): ListQuery => ({ ...emptyQuery, ...over });
const option = (groups: ReturnType<typeof filterGroups>, group: number, label: string) => groups[group].options.find((o) => o.label === label)!;

describe('resolveLevels', () => {
  it('keeps levels that fit together and takes the deepest', () => {
    const r = resolveLevels(q({ l1: 1, l2: 11, l3: 111 }), classes);
    expect([r.l1, r.l2, r.l3]).toEqual([1, 11, 111]);
    expect(effectiveClass(r)).toBe(111);
  });

  it('drops a level that is not under the chosen one, and unknown or wrong-level ids', () => {
    expect(resolveLevels(q({ l1: 1, l2: 21, l3: 211 }), classes)).toMatchObject({ l1: 1, l2: undefined, l3: undefined });
    expect(resolveLevels(q({ l1: 11, l2: 999 }), classes)).toMatchObject({ l1: undefined, l2: undefined });
    expect(resolveLevels(q({ l1: 2, l3: 111 }), classes).l3).toBeUndefined();
  });

  it('allows a lower level under an unlimited upper one', () => {
    const r = resolveLevels(q({ l2: 21 }), classes);
    expect(effectiveClass(r)).toBe(21);
    expect(effectiveClass(resolveLevels(q({ l1: 2, l3: 211 }), classes))).toBe(211);
  });
});

describe('filterGroups', () => {
  it('has the four groups, each starting with 不限', () => {
    const groups = filterGroups(emptyQuery, classes);
    expect(groups.map((g) => g.label)).toEqual(['一级分类', '二级分类', '三级分类', '应用来源']);
    for (const g of groups) expect(g.options[0]).toMatchObject({ label: '不限', selected: true });
    expect(groups[3].options.map((o) => o.href)).toEqual(['/application/list', '/application/list?source=1', '/application/list?source=0']);
  });

  it('choosing level 1 resets levels 2 and 3 and disables classes not under it', () => {
    const groups = filterGroups(q({ l1: 1, l2: 11, l3: 111, page: 3 }), classes);
    expect(option(groups, 0, 'B').href).toBe('/application/list?l1=2');
    expect(option(groups, 0, '不限').href).toBe('/application/list');
    expect(option(groups, 1, 'B1')).toMatchObject({ disabled: true, href: undefined });
    expect(option(groups, 1, 'A2')).toMatchObject({ disabled: false, href: '/application/list?l1=1&l2=12' });
    expect(option(groups, 2, 'B1x').disabled).toBe(true);
  });

  it('choosing level 2 resets level 3 and disables level-3 classes not under it', () => {
    const groups = filterGroups(q({ l1: 1, l2: 12 }), classes);
    expect(option(groups, 2, 'A1x').disabled).toBe(true);
    expect(option(groups, 1, 'A1').href).toBe('/application/list?l1=1&l2=11');
    expect(option(groups, 1, '不限').href).toBe('/application/list?l1=1');
  });

  it('level 1 alone disables level-3 classes of other level-1 classes', () => {
    const groups = filterGroups(q({ l1: 2 }), classes);
    expect(option(groups, 2, 'A1x').disabled).toBe(true);
    expect(option(groups, 2, 'B1x')).toMatchObject({ disabled: false, href: '/application/list?l1=2&l3=211' });
  });

  it('keeps the sort, size and text but starts from page 1', () => {
    const groups = filterGroups(q({ name: 'x', sort: 'price', order: 'desc', size: 18, page: 4 }), classes);
    expect(option(groups, 3, '自研').href).toBe('/application/list?name=x&source=1&sort=price&order=desc&size=18');
  });
});

describe('treeOrder', () => {
  it('puts each class before its children, whatever order the gateway sent them in', () => {
    const flat = [
      { id: 1, name: 'A', level: 1, parentId: 0 },
      { id: 2, name: 'B', level: 1, parentId: 0 },
      { id: 11, name: 'A1', level: 2, parentId: 1 },
      { id: 21, name: 'B1', level: 2, parentId: 2 },
      { id: 12, name: 'A2', level: 2, parentId: 1 },
    ];
    expect(treeOrder(flat).map((c) => c.id)).toEqual([1, 11, 12, 2, 21]);
    expect(filterGroups(emptyQuery, flat)[1].options.map((o) => o.label)).toEqual(['不限', 'A1', 'A2', 'B1']);
  });
});

describe('activeFilterCount', () => {
  it('counts the groups with a choice other than unlimited', () => {
    expect(activeFilterCount(filterGroups(emptyQuery, classes))).toBe(0);
    expect(activeFilterCount(filterGroups(q({ l1: 1 }), classes))).toBe(1);
    expect(activeFilterCount(filterGroups(q({ l1: 1, l2: 11, l3: 111, source: 0 }), classes))).toBe(4);
    // The search text, sort and page are not filters.
    expect(activeFilterCount(filterGroups(q({ name: 'x', sort: 'price', page: 3, source: 1 }), classes))).toBe(1);
  });
});
