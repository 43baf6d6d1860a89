import {
  aiProductionData,
  aiProductionOptionCodes,
  dataOptions,
  fillAiProductionElements,
  findIdentifierSeed,
  identifierSeeds,
  isHourlyRange,
  RECALL_TIME_LABEL,
  SceneType,
  type AiProductionOption,
  type Element,
  type IdentifierSeed,
} from './index';
import type { AbnormalData, EnergyData, ProcessingData, RepairData } from './ai-production';

const AI = '88.365.1/AIPROD01';
// Thursday 2026-01-15 10:30 in Beijing.
const NOW = new Date('2026-01-15T02:30:00Z');

function seed(identifier: string): IdentifierSeed {
  const s = findIdentifierSeed(identifier);
  if (!s) throw new Error(`missing seed ${identifier}`);
  return s;
}

/** Every element of an identifier, nested rows and array items included. */
function allElements(s: IdentifierSeed): Element[] {
  const out: Element[] = [];
  const walk = (e: Element) => {
    out.push(e);
    if (e.dataType === 'Object') (e.lableValue as Element[]).forEach(walk);
    if (e.dataType === 'Array') (e.lableValue as Element[][]).flat().forEach(walk);
  };
  s.scenes.flatMap((sc) => sc.elements).forEach(walk);
  return out;
}

const sceneOf = (s: IdentifierSeed, code: number) => s.scenes.find((sc) => sc.templateCode === code);

describe('demo identifiers', () => {
  it('has the eight identifiers of the demo table, the kit of issue 18 and the one with script in every field', () => {
    expect(identifierSeeds.map((s) => s.identifier).sort()).toEqual(
      [
        '88.365.1/DEMO0001',
        '88.365.1/PART0001',
        '88.365.1/NORECALL',
        '88.365.1/SINGLE01',
        '88.365.1/AIPROD01',
        '88.365.1/EMPTY001',
        '88.365.1/OPSBAD01',
        '88.364.7/HAZ00001',
        '88.365.1/KIT00001',
        '88.365.9/PAYLOAD1',
      ].sort(),
    );
    expect(findIdentifierSeed('88.365.1/NOPE0000')).toBeUndefined();
  });

  it('keeps sceneConfIds and dataIds unique, and the company prefix matches the identifier', () => {
    const sceneIds = identifierSeeds.flatMap((s) => s.scenes.map((sc) => sc.sceneConfId));
    expect(new Set(sceneIds).size).toBe(sceneIds.length);
    const dataIds = identifierSeeds.flatMap((s) => allElements(s).map((e) => e.dataId));
    expect(new Set(dataIds).size).toBe(dataIds.length);
    for (const s of identifierSeeds) expect(s.identifier.startsWith(`${s.company.indentifierPrefix}/`)).toBe(true);
  });

  it('gives DEMO0001 every listed scene type, a custom one with an icon, and gates monitoring and ops', () => {
    const demo = seed('88.365.1/DEMO0001');
    const codes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 100];
    for (const code of codes) expect(sceneOf(demo, code)?.elements.length).toBeGreaterThan(0);
    expect(sceneOf(demo, SceneType.custom)?.icon).toMatch(/^\/images\/scenes\/.+\.svg$/);
    const gated = [SceneType.monitoring, SceneType.remoteOps].map((c) => sceneOf(demo, c)?.sceneConfId);
    expect([...demo.smsGated].sort()).toEqual([...gated].sort());
    const tracing = sceneOf(demo, SceneType.tracing)!;
    const stations = tracing.elements.find((e) => e.dataType === 'TraceDetails')!.lableValue as unknown[];
    expect(stations.length).toBeGreaterThanOrEqual(6);
    expect(sceneOf(demo, SceneType.logistics)!.elements.some((e) => e.dataType === 'TraceDetails')).toBe(true);
  });

  it('gives the supply chain several section kinds and an Array of 12 items', () => {
    const supply = sceneOf(seed('88.365.1/DEMO0001'), SceneType.supplyChain)!;
    const kinds = new Set(supply.elements.map((e) => e.dataType));
    expect(kinds).toEqual(new Set(['String', 'Object', 'Array']));
    expect(supply.elements.filter((e) => e.dataType !== 'String').length).toBeGreaterThan(1);
    const arrays = supply.elements.filter((e) => e.dataType === 'Array');
    expect(arrays.map((a) => (a.lableValue as Element[][]).length)).toEqual([12]);
  });

  it('links DEMO0001 and PART0001 both ways', () => {
    const links = (id: string) => allElements(seed(id)).filter((e) => e.trace === 1).map((e) => e.traceIdentifier);
    expect(links('88.365.1/DEMO0001')).toContain('88.365.1/PART0001');
    expect(links('88.365.1/PART0001')).toContain('88.365.1/DEMO0001');
    const supply = sceneOf(seed('88.365.1/DEMO0001'), SceneType.supplyChain)!;
    const supplyLinks: Element[] = [];
    const walk = (e: Element) => {
      if (e.trace === 1) supplyLinks.push(e);
      if (e.dataType === 'Object') (e.lableValue as Element[]).forEach(walk);
    };
    supply.elements.forEach(walk);
    expect(supplyLinks.map((e) => e.traceIdentifier)).toContain('88.365.1/PART0001');
    expect(seed('88.365.1/PART0001').scenes.map((s) => s.templateCode).sort()).toEqual([0, 1]);
  });

  it('traces KIT00001 to DEMO0001 (recalled) and NORECALL in its supply chain', () => {
    const supply = sceneOf(seed('88.365.1/KIT00001'), SceneType.supplyChain)!;
    const links: string[] = [];
    const walk = (e: Element) => {
      if (e.trace === 1 && e.traceIdentifier) links.push(e.traceIdentifier);
      if (e.dataType === 'Object') (e.lableValue as Element[]).forEach(walk);
    };
    supply.elements.forEach(walk);
    expect(links).toEqual(['88.365.1/DEMO0001', '88.365.1/NORECALL']);
  });

  it('puts the recall-time element in DEMO0001 only, and NORECALL still has a recall scene', () => {
    const recalled = identifierSeeds.filter((s) => allElements(s).some((e) => e.lableName === RECALL_TIME_LABEL));
    expect(recalled.map((s) => s.identifier)).toEqual(['88.365.1/DEMO0001']);
    const norecall = seed('88.365.1/NORECALL');
    expect(sceneOf(norecall, SceneType.recall)?.elements.length).toBeGreaterThan(0);
    expect(sceneOf(norecall, SceneType.logistics)!.elements.some((e) => e.dataType === 'TraceDetails')).toBe(true);
  });

  it('has remote checks of 8 items: all OK on DEMO0001, exactly 2 not OK on OPSBAD01', () => {
    const notOk = (id: string) => {
      const items = sceneOf(seed(id), SceneType.remoteOps)!.elements;
      expect(items).toHaveLength(8);
      return items.filter((e) => !String(e.lableValue).includes('OK')).length;
    };
    expect(notOk('88.365.1/DEMO0001')).toBe(0);
    expect(notOk('88.365.1/OPSBAD01')).toBe(2);
    expect(seed('88.365.1/OPSBAD01').smsGated.length).toBeGreaterThan(0);
  });

  it('has one ungated monitoring scene on SINGLE01, empty scenes on EMPTY001, and 88.364 for HAZ00001', () => {
    const single = seed('88.365.1/SINGLE01');
    expect(single.scenes).toHaveLength(1);
    expect(single.scenes[0].templateCode).toBe(SceneType.monitoring);
    expect(single.scenes[0].elements.length).toBeGreaterThan(0);
    expect(single.smsGated).toEqual([]);
    const empty = seed('88.365.1/EMPTY001');
    expect(empty.scenes.length).toBeGreaterThan(2);
    expect(empty.scenes.every((s) => s.elements.length === 0)).toBe(true);
    expect(seed('88.364.7/HAZ00001').company.indentifierPrefix.startsWith('88.364')).toBe(true);
  });
});

describe('AI production data', () => {
  const ask = (o: Partial<AiProductionOption>) =>
    aiProductionData(AI, { dataOption: 2, quickTime: 0, ...o } as AiProductionOption, NOW);

  it('offers the four options on the AI item, a lone templateCode 9 scene', () => {
    const ai = seed(AI);
    expect(ai.scenes.map((s) => s.templateCode)).toEqual([SceneType.smartProduction]);
    expect(aiProductionOptionCodes[AI]).toEqual([0, 1, 2, 3]);
    expect(dataOptions.map((o) => o.code)).toEqual([0, 1, 2]);
    expect(ai.scenes[0].elements.map((e) => e.lableName)).toEqual(['能耗数据', '异常数据', '加工时间', '维修记录']);
  });

  it('uses hourly points for a 3-day custom range and daily for a 20-day one', () => {
    const short = ask({ quickTime: 5, startTime: '2026-01-05', endTime: '2026-01-07' }) as ProcessingData;
    const trend = short.positionDataDetails[0].chartDataDetails.postProcessingTimeTrend;
    expect(trend).toHaveLength(72);
    expect(trend[0].time).toBe('2026-01-05 00:00');
    const long = ask({ quickTime: 5, startTime: '2025-12-10', endTime: '2025-12-29' }) as ProcessingData;
    expect(long.positionDataDetails[0].chartDataDetails.postProcessingTimeTrend.map((p) => p.time)[19]).toBe('2025-12-29');
    expect(long.positionDataDetails[0].chartDataDetails.postProcessingTimeTrend).toHaveLength(20);
    expect(isHourlyRange('2026-01-05', '2026-01-07')).toBe(true);
    expect(isHourlyRange('2025-12-10', '2025-12-29')).toBe(false);
  });

  it('is deterministic and keyed by hour, so a day reads the same in every window', () => {
    expect(ask({ dataOption: 1, quickTime: 1 })).toEqual(ask({ dataOption: 1, quickTime: 1 }));
    const week = ask({ dataOption: 0, quickTime: 1 }) as EnergyData;
    const custom = ask({ dataOption: 0, quickTime: 5, startTime: '2026-01-12', endTime: '2026-01-20' }) as EnergyData;
    const monday = (d: EnergyData, k: 'weeks' | 'customTime') => d.unitDataDetails[0][k][0].chartDataDetails.energyConsumptionTrend[0];
    expect(monday(week, 'weeks')).toEqual(monday(custom, 'customTime'));
    expect(aiProductionData('88.365.1/OTHER001', { dataOption: 0, quickTime: 1 }, NOW)).not.toEqual(week);
  });

  it('computes today and this week (from Monday) in Beijing time, stopping at the current hour', () => {
    const today = ask({ quickTime: 0 }) as ProcessingData;
    const points = today.positionDataDetails[0].chartDataDetails.postProcessingTimeTrend;
    expect(points.map((p) => p.time)).toEqual(
      Array.from({ length: 11 }, (_, h) => `2026-01-15 ${String(h).padStart(2, '0')}:00`),
    );
    const week = ask({ dataOption: 0, quickTime: 1 }) as EnergyData;
    const entry = week.unitDataDetails[0].weeks[0];
    expect(entry.label).toBe('2026-01-12 至 2026-01-18');
    expect(entry.chartDataDetails.energyConsumptionTrend.map((p) => p.time)).toEqual([
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
    ]);
    expect(week.unitDataDetails[0].days).toEqual([]);
  });

  it('answers energy per unit with 全部 first and its total matching the machines', () => {
    const month = ask({ dataOption: 0, quickTime: 2 }) as EnergyData;
    const [all, ...machines] = month.unitDataDetails;
    expect(all.unitName).toBe('全部');
    expect(machines.length).toBeGreaterThanOrEqual(3);
    const sum = machines.reduce((a, m) => a + m.months[0].totalForUnit, 0);
    expect(all.months[0].totalForUnit).toBeCloseTo(sum, 0);
    expect(machines.every((m) => m.months[0].total === all.months[0].totalForUnit)).toBe(true);
  });

  it('answers processing time for more than 10 positions plus all', () => {
    const p = ask({ quickTime: 1 }) as ProcessingData;
    expect(p.positionDataDetails[0].positionCode).toBe('all');
    expect(p.positionDataDetails.length - 1).toBeGreaterThan(10);
    expect(p.timeTotal).toBeGreaterThan(0);
    expect(p.productTime).toBeGreaterThan(0);
    expect(p.productTime).toBeLessThan(1);
  });

  it('answers abnormal data with the four types per position', () => {
    const a = ask({ dataOption: 1, quickTime: 2 }) as AbnormalData;
    expect(a.positionDataDetails.length - 1).toBeGreaterThan(10);
    for (const pos of a.positionDataDetails) {
      expect(pos.months.map((i) => i.abnormalType)).toEqual(['质量', '设备', '物料', '其他']);
    }
    expect(a.positionDataDetails[0].months.every((i) => i.numTotal > 0 && i.timeTotal > 0)).toBe(true);
  });

  it('answers repair records up to now, newest first, and fills only the asked element', () => {
    const r = ask({ dataOption: 3, quickTime: 1 }) as RepairData;
    expect(r.repairRecords.length).toBeGreaterThan(3);
    const times = r.repairRecords.map((x) => x.repairTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0] <= '2026-01-15 10:30').toBe(true);
    const filled = fillAiProductionElements(seed(AI).scenes[0].elements, AI, { dataOption: 3, quickTime: 1 }, NOW);
    expect(filled.map((e) => Object.keys(e.lableValue).length > 0)).toEqual([false, false, false, true]);
  });
});
