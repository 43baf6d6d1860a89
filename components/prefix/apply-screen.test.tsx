import type { CompanyPrefixApplication } from '@/core/contract';
import { prefixFixtures } from '@/core/contract/fixtures/prefix';
import { DomUtils } from 'htmlparser2';
import { renderHtml, type Screen } from '@/scripts/test/render-html';
import { PrefixApplyScreen, type ApplyScreenProps } from './apply-screen';

// What the page shows before the browser has run anything (issue 39 item 8): a reload while re-filling
// (`?refill=1`) comes back to the form, the summary is for a plain visit. The draft's typed values are
// laid over the form in the browser (lib/prefix/draft.ts, draftToRestore).

const rejected = prefixFixtures['prefix.initData'].data as CompanyPrefixApplication;
const props: ApplyScreenProps = {
  userKey: '10004',
  initialApplication: rejected,
  nodes: [{ id: 1, name: '电子信息行业标识解析二级节点', nodePrefix: '88.365' }],
  industries: [{ code: 'C', name: '制造业' }],
  provinces: [{ code: '330000', name: '浙江省' }],
  hazardPlatformUrl: 'https://hazard.example.cn',
};
const formName = '企业标识前缀注册申请表';

/** The option a select shows as chosen. */
const chosen = (screen: Screen, label: string) => {
  const options = DomUtils.findAll((el) => el.name === 'option' && el.attribs.selected !== undefined, [screen.getByLabelText(label)]);
  return options.map((o) => screen.textOf(o)).join('|');
};

describe('the registration page after a rejection', () => {
  it('shows the rejection summary first on a plain visit', async () => {
    const screen = await renderHtml(<PrefixApplyScreen {...props} />);
    expect(screen.getByRole('heading', { name: '已提交的申请信息' })).toBeDefined();
    expect(screen.textOf(screen.getByRole('alert'))).toContain('未通过原因：营业执照照片模糊，请重新上传清晰的照片。');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.html).not.toContain(formName);
  });

  it('comes back to the re-fill form, filled with the application, when the address says re-fill', async () => {
    const screen = await renderHtml(<PrefixApplyScreen {...props} refilling />);
    expect(screen.html).toContain(`aria-label="${formName}"`);
    expect(screen.queryAllByRole('heading', { name: '已提交的申请信息' })).toEqual([]);
    // The text fields take their values once the browser runs the form; the selects show them at once.
    expect(chosen(screen, '二级节点')).toBe('电子信息行业标识解析二级节点（88.365）');
    expect(chosen(screen, '行业门类')).toBe('制造业');
    expect(chosen(screen, '省份')).toBe('浙江省');
    expect(screen.getByRole('button', { name: '查看已提交的申请' })).toBeDefined();
  });

  it('keeps the summary when the mark cannot apply: an approved prefix is final', async () => {
    const screen = await renderHtml(<PrefixApplyScreen {...props} initialApplication={{ ...rejected, examineStatus: 2 }} refilling />);
    expect(screen.getByRole('heading', { name: '已提交的申请信息' })).toBeDefined();
    expect(screen.html).not.toContain(formName);
  });
});
