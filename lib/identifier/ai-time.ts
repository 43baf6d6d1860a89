import type { Element } from '@/core/contract';
import { dayText, parseDay } from '@/lib/format/day';

// Time filters and options of the AI-production view (000 §4, §5, §9). Dates are Beijing calendar days
// whatever zone the browser is in: the plant and the gateway count days in Beijing, and a visitor abroad
// asking for "today" means the plant's today. China has no daylight saving time, so a fixed +8 h shift
// is exact (date-fns would use the browser's zone).

const DAY = 86_400_000;
const BEIJING_OFFSET = 8 * 3_600_000;

/** 0 today, 1 this week (from Monday), 2 this month, 5 custom range. */
export type QuickTime = 0 | 1 | 2 | 5;
export type PeriodKey = 'days' | 'weeks' | 'months' | 'quarters' | 'customTime';

/** The time part of `intelligentProductionRequest`. Days are YYYY-MM-DD, both ends included. */
export interface TimeFilter {
  quickTime: QuickTime;
  startTime: string;
  endTime: string;
}

export const quickButtons: readonly { quickTime: Exclude<QuickTime, 5>; label: string }[] = [
  { quickTime: 0, label: '今天' },
  { quickTime: 1, label: '本周' },
  { quickTime: 2, label: '本月' },
];

/** Today in Beijing, as UTC midnight of that calendar day. */
function beijingDay(now: Date): number {
  return Math.floor((now.getTime() + BEIJING_OFFSET) / DAY) * DAY;
}

export function beijingToday(now: Date = new Date()): string {
  return dayText(beijingDay(now));
}

/** The whole day, week (Monday to Sunday) or month that contains now, in Beijing. */
export function quickRange(quickTime: Exclude<QuickTime, 5>, now: Date = new Date()): TimeFilter {
  const today = beijingDay(now);
  if (quickTime === 1) {
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
    return { quickTime, startTime: dayText(monday), endTime: dayText(monday + 6 * DAY) };
  }
  if (quickTime === 2) {
    const d = new Date(today);
    const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
    return { quickTime, startTime: dayText(Date.UTC(y, m, 1)), endTime: dayText(Date.UTC(y, m + 1, 0)) };
  }
  return { quickTime: 0, startTime: dayText(today), endTime: dayText(today) };
}

export type RangeCheck =
  | { ok: true; filter: TimeFilter }
  | { ok: false; reason: 'incomplete' | 'order' | 'tooLong' };

/**
 * A custom range as the contract accepts it: both days real, end not before start, and end at most
 * three calendar months after start (the same arithmetic as `productionFilter`, so the gateway never
 * refuses what the view lets through).
 */
export function customRange(startTime: string, endTime: string): RangeCheck {
  const start = parseDay(startTime);
  const end = parseDay(endTime);
  if (start === null || end === null) return { ok: false, reason: 'incomplete' };
  if (end < start) return { ok: false, reason: 'order' };
  const limit = new Date(start);
  limit.setUTCMonth(limit.getUTCMonth() + 3);
  if (end > limit.getTime()) return { ok: false, reason: 'tooLong' };
  return { ok: true, filter: { quickTime: 5, startTime: dayText(start), endTime: dayText(end) } };
}

/**
 * Hourly points for today and for ranges whose end day is at most 6 days after the start day; daily
 * otherwise. `null` is the first load, which the gateway answers for today.
 */
export function isHourly(filter: TimeFilter | null): boolean {
  if (!filter || filter.quickTime === 0) return true;
  if (filter.quickTime !== 5) return false;
  const start = parseDay(filter.startTime);
  const end = parseDay(filter.endTime);
  return start !== null && end !== null && (end - start) / DAY <= 6;
}

/** The period list of energy and abnormal data that answers a quick time (the generator's keys). */
export function periodKeyOf(quickTime: QuickTime | null | undefined): PeriodKey {
  switch (quickTime) {
    case 1:
      return 'weeks';
    case 2:
      return 'months';
    case 5:
      return 'customTime';
    default:
      return 'days';
  }
}

/** The asked period's list, else the first filled one (a gateway that files today under another key). */
export function periodList<T>(lists: Partial<Record<PeriodKey, T[] | null>>, key: PeriodKey): T[] {
  const asked = lists[key];
  if (asked && asked.length > 0) return asked;
  const order: PeriodKey[] = ['days', 'weeks', 'months', 'quarters', 'customTime'];
  return order.map((k) => lists[k]).find((l): l is T[] => Array.isArray(l) && l.length > 0) ?? [];
}

export interface AiOption {
  code: number;
  /** The element that carries the option's data, and the tab's label. */
  name: string;
}

/** 000 §3: the portal adds this entry to the gateway's data options itself. */
export const repairRecordOption: AiOption = { code: 3, name: '维修记录' };

/** The options the view draws a panel for (energy, abnormal data, processing time, repair records). */
const drawnCodes = new Set([0, 1, 2, 3]);

/**
 * The tabs an item shows (000 §2, §3, §4): the gateway's data options (…/intelligentproduction/dataoption)
 * plus the local repair-record entry, each only when the item carries the element of that name and the
 * view can draw it, lowest code first (the first is the active one).
 */
export function offeredOptions(
  dictionary: readonly AiOption[],
  elements: readonly Pick<Element, 'lableName'>[] | null | undefined,
): AiOption[] {
  const names = new Set((elements ?? []).map((e) => e.lableName.trim()));
  const all = dictionary.some((o) => o.code === repairRecordOption.code) ? dictionary : [...dictionary, repairRecordOption];
  const seen = new Set<number>();
  return all
    .map((o) => ({ code: o.code, name: o.name.trim() }))
    .filter((o) => drawnCodes.has(o.code) && names.has(o.name) && !seen.has(o.code) && seen.add(o.code))
    .sort((a, b) => a.code - b.code);
}

/** At most `count` evenly spread points of a trend axis, first and last included (000 §9: 12). */
export function trendTicks(times: readonly string[], count = 12): string[] {
  if (times.length <= count) return [...times];
  const step = (times.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => times[Math.round(i * step)]);
}

/** Short axis labels: 'HH:00' within one day, 'MM-DD HH时' over several, 'MM-DD' for daily points. */
export function tickFormatter(times: readonly string[]): (time: string) => string {
  const days = new Set(times.map((t) => t.slice(0, 10)));
  return (time) => {
    const hour = /^\d{4}-(\d{2}-\d{2}) (\d{2}):\d{2}/.exec(time);
    if (hour) return days.size > 1 ? `${hour[1]} ${hour[2]}时` : `${hour[2]}:00`;
    return /^\d{4}-\d{2}-\d{2}$/.test(time) ? time.slice(5) : time;
  };
}
