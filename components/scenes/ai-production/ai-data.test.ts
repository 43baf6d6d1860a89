import { aiProductionData, aiprod01, dataOptions, fillAiProductionElements, repairRecordOption, type EnergyData } from '@/gateway/testing/demo-data';
import { identifierDetail } from '@/core/contract/identifier-types';
import { periodKeyOf, periodList } from '@/lib/identifier/ai-time';
import { figure, num, readAiValue } from './ai-data';

const AI = '88.365.1/AIPROD01';
const now = new Date('2026-01-14T04:00:00Z');
// The options the gateway answers, with the portal's local repair records.
const aiOptions = [...dataOptions, repairRecordOption];

describe('readAiValue against the demo generator', () => {
  it.each(aiOptions.map((o) => [o.code, o.name] as const))('reads option %i (%s) from its element', (code, name) => {
    const value = aiProductionData(AI, { dataOption: code, quickTime: 1 }, now);
    const elements = [{ lableName: name, dataType: 'Json', lableValue: value as never }];
    expect(readAiValue(elements, code, name)?.code).toBe(code);
  });

  it.each(aiOptions.map((o) => [o.code, o.name] as const))('reads option %i (%s) after the contract has parsed the answer', (code, name) => {
    const elements = fillAiProductionElements(aiprod01.scenes[0].elements, AI, { dataOption: code, quickTime: 0 }, now);
    const parsed = identifierDetail.parse({ identifier: AI, elements });
    expect(readAiValue(parsed.elements, code, name)?.code).toBe(code);
    // The other options stay stubs: the view shows its skeleton for them until they are asked.
    expect(aiOptions.filter((o) => o.code !== code).map((o) => readAiValue(parsed.elements, o.code, o.name))).toEqual([null, null, null]);
  });

  it('treats the seed stub and a missing element as no data', () => {
    expect(readAiValue([{ lableName: '能耗数据', lableValue: {} as never }], 0, '能耗数据')).toBeNull();
    expect(readAiValue([], 1, '异常数据')).toBeNull();
  });

  it('finds this week’s energy under the period key the view asks for', () => {
    const value = aiProductionData(AI, { dataOption: 0, quickTime: 1 }, now) as EnergyData;
    expect(periodList(value.unitDataDetails[0], periodKeyOf(1))).toHaveLength(1);
  });
});

describe('numbers', () => {
  it('reads numbers sent as text and formats them', () => {
    expect(num('12.5')).toBe(12.5);
    expect(num('x')).toBe(0);
    expect(num(null)).toBe(0);
    expect(figure(1234.567)).toBe('1,234.57');
    expect(figure(0.2269, 3)).toBe('0.227');
  });
});
