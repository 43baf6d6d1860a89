import { resolveWindow } from '@/gateway/testing/demo-data';
import { productionFilter } from '@/core/contract/identifier';
import {
  offeredOptions,
  beijingToday,
  customRange,
  isHourly,
  periodKeyOf,
  periodList,
  quickRange,
  tickFormatter,
  trendTicks,
} from './ai-time';

// 2026-03-01 is a Sunday in Beijing; at 17:30 UTC on 2026-02-28 it is already 01:30 on the 1st there.
const lateSaturdayUtc = new Date('2026-02-28T17:30:00Z');
const wednesdayNoon = new Date('2026-01-14T04:00:00Z');

describe('quick times in Beijing time', () => {
  it('takes the Beijing calendar day, not the machine zone', () => {
    expect(beijingToday(lateSaturdayUtc)).toBe('2026-03-01');
    expect(beijingToday(new Date('2026-02-28T15:59:59Z'))).toBe('2026-02-28');
  });

  it('today is one day', () => {
    expect(quickRange(0, wednesdayNoon)).toEqual({ quickTime: 0, startTime: '2026-01-14', endTime: '2026-01-14' });
  });

  it('a week starts on Monday, also when today is Sunday', () => {
    expect(quickRange(1, wednesdayNoon)).toEqual({ quickTime: 1, startTime: '2026-01-12', endTime: '2026-01-18' });
    expect(quickRange(1, lateSaturdayUtc)).toEqual({ quickTime: 1, startTime: '2026-02-23', endTime: '2026-03-01' });
  });

  it('a month runs from the 1st to its last day', () => {
    expect(quickRange(2, lateSaturdayUtc)).toEqual({ quickTime: 2, startTime: '2026-03-01', endTime: '2026-03-31' });
    expect(quickRange(2, new Date('2028-02-10T00:00:00Z'))).toMatchObject({ endTime: '2028-02-29' });
  });
});

describe('custom ranges', () => {
  it('accepts up to three calendar months', () => {
    expect(customRange('2026-01-01', '2026-04-01')).toEqual({
      ok: true,
      filter: { quickTime: 5, startTime: '2026-01-01', endTime: '2026-04-01' },
    });
    expect(customRange('2026-05-05', '2026-05-05').ok).toBe(true);
  });

  it('refuses longer ranges, reversed ranges and unreal days', () => {
    expect(customRange('2026-01-01', '2026-04-02')).toEqual({ ok: false, reason: 'tooLong' });
    expect(customRange('2026-03-10', '2026-03-09')).toEqual({ ok: false, reason: 'order' });
    expect(customRange('2026-02-30', '2026-03-09')).toEqual({ ok: false, reason: 'incomplete' });
    expect(customRange('', '2026-03-09')).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('agrees with the contract at the three-month edge', () => {
    for (const [start, end] of [
      ['2026-08-01', '2026-11-01'],
      ['2026-08-01', '2026-11-02'],
      ['2026-11-30', '2027-03-02'],
      ['2026-11-30', '2027-03-03'],
    ]) {
      const mine = customRange(start, end).ok;
      const contract = productionFilter.safeParse({ dataOption: 0, quickTime: 5, startTime: start, endTime: end }).success;
      expect([start, end, mine]).toEqual([start, end, contract]);
    }
  });
});

describe('granularity and period lists', () => {
  it('plots hours for today and for ranges of 6 days or fewer', () => {
    expect(isHourly(null)).toBe(true);
    expect(isHourly(quickRange(0, wednesdayNoon))).toBe(true);
    expect(isHourly(quickRange(1, wednesdayNoon))).toBe(false);
    expect(isHourly(quickRange(2, wednesdayNoon))).toBe(false);
    expect(isHourly({ quickTime: 5, startTime: '2026-01-01', endTime: '2026-01-07' })).toBe(true);
    expect(isHourly({ quickTime: 5, startTime: '2026-01-01', endTime: '2026-01-08' })).toBe(false);
  });

  it('reads the generator’s period keys', () => {
    expect([null, 0, 1, 2, 5].map((q) => periodKeyOf(q as never))).toEqual(['days', 'days', 'weeks', 'months', 'customTime']);
  });

  it('matches the demo generator’s period and granularity for every quick time', () => {
    const filters = [null, quickRange(0, wednesdayNoon), quickRange(1, wednesdayNoon), quickRange(2, wednesdayNoon)];
    filters.push({ quickTime: 5, startTime: '2026-01-01', endTime: '2026-01-07' }, { quickTime: 5, startTime: '2025-12-01', endTime: '2026-01-10' });
    for (const f of filters) {
      const win = resolveWindow(f ?? { quickTime: 0 }, wednesdayNoon);
      expect([f, periodKeyOf(f?.quickTime), isHourly(f)]).toEqual([f, win.period, win.hourly]);
    }
  });

  it('falls back to the first filled period list', () => {
    expect(periodList({ days: [], weeks: [1] }, 'days')).toEqual([1]);
    expect(periodList({ days: [2], weeks: [1] }, 'days')).toEqual([2]);
    expect(periodList({ days: null }, 'months')).toEqual([]);
  });
});

describe('options', () => {
  // Issue 39: the tabs were a list typed into the portal; they are the gateway's data options (000 §7).
  const dictionary = [
    { code: 2, name: '加工时间' },
    { code: 0, name: ' 能耗数据 ' },
    { code: 1, name: '异常数据' },
  ];

  it('offers the gateway’s options the item carries, with the local repair records, lowest code first', () => {
    const elements = [{ lableName: '维修记录' }, { lableName: '加工时间' }, { lableName: '其他' }, { lableName: '异常数据' }];
    expect(offeredOptions(dictionary, elements)).toEqual([
      { code: 1, name: '异常数据' },
      { code: 2, name: '加工时间' },
      { code: 3, name: '维修记录' },
    ]);
    expect(offeredOptions(dictionary, [{ lableName: '能耗数据' }])).toEqual([{ code: 0, name: '能耗数据' }]);
    expect(offeredOptions(dictionary, null)).toEqual([]);
  });

  it('leaves out what the gateway does not list, and options the view cannot draw', () => {
    const elements = ['能耗数据', '异常数据', '质量追溯'].map((lableName) => ({ lableName }));
    expect(offeredOptions([{ code: 1, name: '异常数据' }], elements).map((o) => o.code)).toEqual([1]);
    expect(offeredOptions([...dictionary, { code: 7, name: '质量追溯' }], elements).map((o) => o.code)).toEqual([0, 1]);
    expect(offeredOptions([], elements)).toEqual([]);
  });

  it('names an option as the gateway does, the repair records too when it lists them', () => {
    const renamed = [{ code: 3, name: '设备维修记录' }];
    expect(offeredOptions(renamed, [{ lableName: '设备维修记录' }])).toEqual([{ code: 3, name: '设备维修记录' }]);
    expect(offeredOptions(renamed, [{ lableName: '维修记录' }])).toEqual([]);
  });
});

describe('trend axis', () => {
  it('keeps at most 12 ticks, the first and last among them', () => {
    const hours = Array.from({ length: 24 }, (_, h) => `2026-01-14 ${String(h).padStart(2, '0')}:00`);
    const ticks = trendTicks(hours);
    expect(ticks).toHaveLength(12);
    expect(ticks[0]).toBe(hours[0]);
    expect(ticks[11]).toBe(hours[23]);
    expect(trendTicks(hours.slice(0, 5))).toHaveLength(5);
  });

  it('shortens labels by granularity', () => {
    expect(tickFormatter(['2026-01-14 08:00'])('2026-01-14 08:00')).toBe('08:00');
    expect(tickFormatter(['2026-01-14 08:00', '2026-01-15 08:00'])('2026-01-15 08:00')).toBe('01-15 08时');
    expect(tickFormatter(['2026-01-14'])('2026-01-14')).toBe('01-14');
  });
});
