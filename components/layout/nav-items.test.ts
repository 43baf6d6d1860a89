import { isNavActive, navItems } from './nav-items';

function activeLabels(pathname: string): string[] {
  return navItems.filter((item) => isNavActive(item, pathname)).map((item) => item.label);
}

describe('isNavActive (001 §2 highlight rule)', () => {
  it('highlights 首页 on /home only', () => {
    expect(activeLabels('/home')).toEqual(['首页']);
    expect(activeLabels('/')).toEqual([]);
    expect(activeLabels('/introduce')).toEqual([]);
  });

  it('highlights an entry when the path contains its keyword', () => {
    expect(activeLabels('/application/list/detail/12')).toEqual(['应用市场']);
    expect(activeLabels('/solution/3')).toEqual(['解决方案']);
    expect(activeLabels('/ecology')).toEqual(['生态合作']);
    expect(activeLabels('/news/detail/5')).toEqual(['新闻资讯']);
    expect(activeLabels('/new_identification')).toEqual(['标识注册']);
  });

  it('does not confuse the prefix-application page with 标识注册', () => {
    expect(activeLabels('/identification')).toEqual([]);
    expect(activeLabels('/cooperation_case')).toEqual([]);
  });

  it('highlights nothing without a path', () => {
    expect(navItems.some((item) => isNavActive(item, null))).toBe(false);
  });
});
