import type { Element } from '@/core/contract';
import { messages } from '@/core/messages';
import {
  domIdPart,
  flattenRows,
  isAbnormalValue,
  isRecalled,
  opsCheckItems,
  opsPhase,
  opsStatus,
  OpsStatus,
  toSections,
  valueText,
} from './sections';

const str = (lableName: string, lableValue: string, extra: Partial<Element> = {}): Element => ({ lableName, lableValue, dataType: 'String', ...extra });
const obj = (lableName: string, rows: Element[]): Element => ({ lableName, dataType: 'Object', lableValue: rows });
const arr = (lableName: string, items: Element[][]): Element => ({ lableName, dataType: 'Array', lableValue: items });

describe('toSections', () => {
  const supply: Element[] = [
    str('供应链编号', 'SC-1'),
    obj('核心部件追溯', [str('编码器组件标识', '88.365.1/PART0001', { trace: true, traceIdentifier: '88.365.1/PART0001' }), str('部件名称', '编码器')]),
    arr('零部件清单', Array.from({ length: 12 }, (_, k) => [str('部件名称', `部件${k + 1}`), str('入厂检验', '合格')])),
    str('负责人', '沈佳怡'),
    str('联系电话', '400-000-6618'),
  ];

  it('splits by element type, grouping consecutive plain rows', () => {
    const sections = toSections(supply, 'scene-1004');
    expect(sections.map((s) => [s.kind, s.title, s.id])).toEqual([
      ['rows', messages.sectionBasic, 'scene-1004-1'],
      ['rows', '核心部件追溯', 'scene-1004-2'],
      ['groups', '零部件清单', 'scene-1004-3'],
      ['rows', messages.sectionOther, 'scene-1004-4'],
    ]);
    const last = sections[3];
    expect(last.kind === 'rows' && last.rows.map((r) => r.label)).toEqual(['负责人', '联系电话']);
    const list = sections[2];
    expect(list.kind === 'groups' && list.groups.length).toBe(12);
    expect(list.kind === 'groups' && list.groups[11][0].value).toBe('部件12');
  });

  it('marks traceable rows with their target, falling back to the value', () => {
    const [, group] = toSections(supply);
    expect(group.kind === 'rows' && group.rows[0].traceTo).toBe('88.365.1/PART0001');
    const [only] = toSections([str('整机', '88.365.1/DEMO0001', { trace: 1 as unknown as boolean })]);
    expect(only.kind === 'rows' && only.rows[0].traceTo).toBe('88.365.1/DEMO0001');
    const [none] = toSections([str('整机', 'x', { trace: false, traceIdentifier: 'y' })]);
    expect(none.kind === 'rows' && none.rows[0].traceTo).toBeUndefined();
  });

  it('turns TraceDetails into a timeline and flags isVerify rows', () => {
    const steps = [{ acceptTime: '2025-09-08 08:30:00', acceptStation: '入厂检验' }];
    const sections = toSections([
      { lableName: '生产流程', dataType: 'TraceDetails', lableValue: steps },
      { lableName: '防伪验证', dataType: 'isVerify', lableValue: '验证通过' },
    ]);
    expect(sections[0]).toEqual({ kind: 'timeline', id: 'section-1', title: '生产流程', steps });
    expect(sections[1].kind === 'rows' && sections[1].rows[0].verify).toBe(true);
  });

  it('skips empty groups and AI-production objects, and reads odd values as text', () => {
    expect(toSections([obj('空', []), arr('空列表', []), { lableName: '能耗', dataType: 'Object', lableValue: { unitDataDetails: [] } }])).toEqual([]);
    expect(toSections(null)).toEqual([]);
    expect(valueText([str('a', '1'), str('b', '2')])).toBe('a：1；b：2');
    expect(valueText(42 as unknown)).toBe('42');
    expect(valueText(null)).toBe('');
  });

  it('reads a flat list where groups were promised as one group', () => {
    const [s] = toSections([{ lableName: '记录', dataType: 'Array', lableValue: [str('a', '1'), str('b', '2')] }]);
    expect(s.kind === 'groups' && s.groups.map((g) => g.length)).toEqual([2]);
  });
});

describe('recall detection', () => {
  it('finds the recall-time element at any depth', () => {
    expect(isRecalled([str('召回时间', '2025-11-18'), str('召回编号', 'X')])).toBe(true);
    expect(isRecalled([obj('召回信息', [str(' 召回时间 ', '2025-11-18')])])).toBe(true);
    expect(isRecalled([arr('批次', [[str('召回时间', '2025-11-18')]])])).toBe(true);
    expect(isRecalled([str('核查结果', '未列入召回计划')])).toBe(false);
    expect(isRecalled(undefined)).toBe(false);
  });
});

describe('remote operations check', () => {
  const items = opsCheckItems([
    str('进线电压', 'OK（381 V）'),
    str('散热器温度', '异常：温度过高'),
    obj('通讯', [str('链路', 'OK'), str('备份', 'ok')]),
  ]);

  it('flattens groups and flags values without OK', () => {
    expect(items.map((i) => [i.label, i.abnormal])).toEqual([
      ['进线电压', false],
      ['散热器温度', true],
      ['链路', false],
      ['备份', true],
    ]);
    expect(isAbnormalValue('')).toBe(true);
    expect(flattenRows([arr('x', [[str('a', '1')], [str('b', '2')]])]).map((r) => r.label)).toEqual(['a', 'b']);
  });

  it('steps pending → scanning → done and ends in 3 or 4', () => {
    expect(opsPhase(0, null)).toBe('pending');
    expect([0, 1, 2].map((i) => opsPhase(i, 1))).toEqual(['done', 'scanning', 'pending']);
    expect(opsStatus(items, null)).toBe(OpsStatus.ready);
    expect(opsStatus(items, 2)).toBe(OpsStatus.scanning);
    expect(opsStatus(items, items.length)).toBe(OpsStatus.abnormal);
    const healthy = items.filter((i) => !i.abnormal);
    expect(opsStatus(healthy, healthy.length)).toBe(OpsStatus.healthy);
  });
});

it('makes any sceneConfId safe for an element id', () => {
  expect(domIdPart('custom-9')).toBe('custom-9');
  expect(domIdPart('a b/c')).toBe('a_b_c');
});

it('calls plain rows after other sections the rest, not the basics', () => {
  const sections = toSections([obj('安全认证', [str('CE认证', '已取得')]), str('安全责任人', '钱海峰')]);
  expect(sections.map((s) => s.title)).toEqual(['安全认证', messages.sectionOther]);
});
