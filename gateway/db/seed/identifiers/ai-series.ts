import {
  ALL_POSITION,
  ALL_UNIT_NAME,
  abnormalTypes,
  energyUnits,
  OUTPUT_PER_HOUR,
  positions,
  repairFaults,
  repairStaff,
} from './ai-catalog';
import {
  bucketsOf,
  DAY,
  formatMinute,
  hourOfDay,
  HOUR,
  PERIOD_KEYS,
  type PeriodKey,
  shiftLoad,
  startOfDay,
  sumHours,
  type TimeWindow,
} from './ai-clock';
import { hashString, round2, streamAt } from './ai-random';

// The four AI-production data sets (000 §3). Every value is built from hourly draws keyed by
// identifier + series + hour, so a day in "this week" is the sum of the same hours "today" shows.

export type TrendPoint = { time: string; numericalValue: number };
type Periods<T> = Record<PeriodKey, T[]>;

export type EnergyEntry = {
  label: string;
  total: number;
  totalForUnit: number;
  chartDataDetails: { energyConsumptionTrend: TrendPoint[] };
};
export type EnergyData = { unitDataDetails: ({ unitName: string } & Periods<EnergyEntry>)[] };

export type ProcessingData = {
  timeTotal: number;
  productTime: number;
  positionDataDetails: {
    positionName: string;
    positionCode: string;
    timeTotalForPosition: number;
    chartDataDetails: { postProcessingTimeTrend: TrendPoint[] };
  }[];
};

export type AbnormalItem = {
  abnormalType: '质量' | '设备' | '物料' | '其他';
  timeTotal: number;
  numTotal: number;
  timeTotalForPosition: number;
  chartDataDetails: { postAbnormalTrend: TrendPoint[] };
};
export type AbnormalData = {
  positionDataDetails: ({ positionName: string; positionCode: string } & Periods<AbnormalItem>)[];
};

export type RepairRecord = {
  repairTime: string;
  positionName: string;
  positionCode: string;
  faultType: string;
  faultDescription: string;
  repairMeasure: string;
  repairPerson: string;
  repairHours: number;
  repairStatus: '已完成' | '维修中';
};
export type RepairData = { repairRecords: RepairRecord[] };

/** Only the asked period's list is filled; the others are present and empty. */
function inPeriod<T>(win: TimeWindow, entries: T[]): Periods<T> {
  const lists = Object.fromEntries(PERIOD_KEYS.map((k) => [k, [] as T[]])) as Periods<T>;
  lists[win.period] = entries;
  return lists;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const points = (times: string[], values: number[]): TrendPoint[] =>
  times.map((time, i) => ({ time, numericalValue: round2(values[i]) }));

export function energyData(identifier: string, win: TimeWindow): EnergyData {
  const buckets = bucketsOf(win);
  const times = buckets.map((b) => b.time);
  const machines = energyUnits.map((u) => {
    const seed = hashString(`${identifier}|energy|${u.unitName}`);
    const kwh = (h: number) => {
      const draw = u.idleShare + (1 - u.idleShare) * shiftLoad(h);
      return u.ratedKw * draw * (0.85 + 0.3 * streamAt(seed, h / HOUR)());
    };
    return { unitName: u.unitName, values: buckets.map((b) => sumHours(b, kwh)) };
  });
  const all = { unitName: ALL_UNIT_NAME, values: times.map((_, i) => sum(machines.map((m) => m.values[i]))) };
  const total = round2(sum(all.values));
  return {
    unitDataDetails: [all, ...machines].map((u) => ({
      unitName: u.unitName,
      ...inPeriod<EnergyEntry>(win, [
        {
          label: win.label,
          total,
          totalForUnit: round2(sum(u.values)),
          chartDataDetails: { energyConsumptionTrend: points(times, u.values) },
        },
      ]),
    })),
  };
}

export function processingData(identifier: string, win: TimeWindow): ProcessingData {
  const buckets = bucketsOf(win);
  const times = buckets.map((b) => b.time);
  const perPosition = positions.map((p) => {
    const seed = hashString(`${identifier}|processing|${p.positionCode}`);
    const hours = (h: number) => Math.min(1, shiftLoad(h) * (0.72 + 0.3 * streamAt(seed, h / HOUR)()));
    return { ...p, values: buckets.map((b) => sumHours(b, hours)) };
  });
  const outputSeed = hashString(`${identifier}|output`);
  const output = sum(
    buckets.map((b) =>
      sumHours(b, (h) => Math.round(OUTPUT_PER_HOUR * shiftLoad(h) * (0.9 + 0.2 * streamAt(outputSeed, h / HOUR)()))),
    ),
  );
  const allValues = times.map((_, i) => sum(perPosition.map((p) => p.values[i])));
  const timeTotal = round2(sum(allValues));
  return {
    timeTotal,
    productTime: output > 0 ? Math.round((timeTotal / output) * 1000) / 1000 : 0,
    positionDataDetails: [{ ...ALL_POSITION, values: allValues }, ...perPosition].map((p) => ({
      positionName: p.positionName,
      positionCode: p.positionCode,
      timeTotalForPosition: round2(sum(p.values)),
      chartDataDetails: { postProcessingTimeTrend: points(times, p.values) },
    })),
  };
}

export function abnormalData(identifier: string, win: TimeWindow): AbnormalData {
  const buckets = bucketsOf(win);
  const times = buckets.map((b) => b.time);
  // cells[position][type] = { hours per bucket, events per bucket }
  const cells = positions.map((p) =>
    abnormalTypes.map((t) => {
      const seed = hashString(`${identifier}|abnormal|${p.positionCode}|${t.abnormalType}`);
      const hours: number[] = [];
      const counts: number[] = [];
      for (const b of buckets) {
        let h = 0;
        let n = 0;
        for (let at = b.from; at < b.to; at += HOUR) {
          const rnd = streamAt(seed, at / HOUR);
          if (rnd() < t.rate * (0.4 + shiftLoad(at))) {
            h += 0.1 + 0.8 * rnd();
            n += 1;
          }
        }
        hours.push(h);
        counts.push(n);
      }
      return { hours, counts };
    }),
  );
  const typeTotals = abnormalTypes.map((_, ti) => ({
    hours: round2(sum(cells.map((row) => sum(row[ti].hours)))),
    count: sum(cells.map((row) => sum(row[ti].counts))),
    trend: times.map((_, bi) => sum(cells.map((row) => row[ti].hours[bi]))),
  }));
  const item = (ti: number, values: number[]): AbnormalItem => ({
    abnormalType: abnormalTypes[ti].abnormalType,
    timeTotal: typeTotals[ti].hours,
    numTotal: typeTotals[ti].count,
    timeTotalForPosition: round2(sum(values)),
    chartDataDetails: { postAbnormalTrend: points(times, values) },
  });
  return {
    positionDataDetails: [
      { ...ALL_POSITION, ...inPeriod(win, typeTotals.map((t, ti) => item(ti, t.trend))) },
      ...positions.map((p, pi) => ({ ...p, ...inPeriod(win, cells[pi].map((c, ti) => item(ti, c.hours))) })),
    ],
  };
}

const pick = <T>(items: readonly T[], r: number): T => items[Math.floor(r * items.length)];

/** One or two repairs a day during the day shift, none after now; newest first. */
export function repairData(identifier: string, win: TimeWindow): RepairData {
  const seed = hashString(`${identifier}|repair`);
  const records: RepairRecord[] = [];
  for (let day = startOfDay(win.start); day < win.end && day < win.cutoff; day += DAY) {
    const rnd = streamAt(seed, day / DAY);
    const count = rnd() < 0.4 ? 2 : 1;
    // On the current day repairs can only have happened before now.
    const lastHour = day === startOfDay(win.now) ? Math.min(19, hourOfDay(win.now)) : 19;
    const firstHour = Math.min(8, lastHour);
    for (let i = 0; i < count; i++) {
      const at = day + (firstHour + Math.floor(rnd() * (lastHour - firstHour + 1))) * HOUR + Math.floor(rnd() * 60) * 60_000;
      const position = pick(positions, rnd());
      const fault = pick(repairFaults, rnd());
      const repairHours = Math.round((0.5 + rnd() * 3.5) * 10) / 10;
      const person = pick(repairStaff, rnd());
      if (at > win.now) continue;
      records.push({
        repairTime: formatMinute(at),
        ...position,
        ...fault,
        repairPerson: person,
        repairHours,
        repairStatus: at + repairHours * HOUR > win.now ? '维修中' : '已完成',
      });
    }
  }
  records.sort((a, b) => b.repairTime.localeCompare(a.repairTime));
  return { repairRecords: records };
}
