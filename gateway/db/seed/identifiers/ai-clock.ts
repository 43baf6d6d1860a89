// Calendar arithmetic for the AI-production generator, in Beijing time whatever the server's zone.
// Instants are "wall" milliseconds: a number whose UTC fields read as the Beijing wall clock. China has
// no daylight saving time, so a fixed +8 h shift is exact, and the same query gives the same buckets on
// any machine. (date-fns works in the process's local zone, which is why it is not used here.)

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const BEIJING_OFFSET = 8 * HOUR;
/** 000 §5: a custom range may not exceed three months; longer ones are cut to their last 92 days. */
const MAX_CUSTOM_DAYS = 92;

export type QuickTime = 0 | 1 | 2 | 3 | 5;
export type PeriodKey = 'days' | 'weeks' | 'months' | 'quarters' | 'customTime';
export const PERIOD_KEYS: readonly PeriodKey[] = ['days', 'weeks', 'months', 'quarters', 'customTime'];

export type TimeQuery = { quickTime: QuickTime; startTime?: string; endTime?: string };

export type TimeWindow = {
  period: PeriodKey;
  label: string;
  /** Wall ms, start inclusive, end exclusive. */
  start: number;
  end: number;
  hourly: boolean;
  /** Wall ms of now. Nothing at or after it exists yet. */
  now: number;
  /** End of the current hour: buckets stop here so no value is invented for the future. */
  cutoff: number;
};

export type Bucket = { time: string; from: number; to: number };

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDay(w: number): string {
  const d = new Date(w);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function formatHour(w: number): string {
  return `${formatDay(w)} ${pad(new Date(w).getUTCHours())}:00`;
}

export function formatMinute(w: number): string {
  const d = new Date(w);
  return `${formatDay(w)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export const toWall = (instant: Date): number => instant.getTime() + BEIJING_OFFSET;
export const startOfDay = (w: number): number => Math.floor(w / DAY) * DAY;
export const hourOfDay = (w: number): number => new Date(w).getUTCHours();
/** 0 Sunday … 6 Saturday. */
export const dayOfWeek = (w: number): number => new Date(w).getUTCDay();

/** Reads 'YYYY-MM-DD' (anything after the date, such as a time, is ignored). Null when not a real date. */
export function parseDay(text: string | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text?.trim() ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const w = Date.UTC(y, mo - 1, d);
  return formatDay(w) === `${m[1]}-${m[2]}-${m[3]}` ? w : null;
}

/** 000 §4: hourly points for a range of 6 days or fewer (end day minus start day), daily otherwise. */
export function isHourlyRange(startTime: string, endTime: string): boolean {
  const s = parseDay(startTime);
  const e = parseDay(endTime);
  if (s === null || e === null) return false;
  return Math.abs(e - s) / DAY <= 6;
}

function todayWindow(now: number, cutoff: number, period: PeriodKey): TimeWindow {
  const today = startOfDay(now);
  return { period, label: formatDay(today), start: today, end: today + DAY, hourly: true, now, cutoff };
}

/**
 * The window a query asks for: today (0), this week from Monday (1), this month (2), this quarter (3)
 * or a custom day range (5). A custom query without two valid dates falls back to today.
 */
export function resolveWindow(query: TimeQuery, instant: Date): TimeWindow {
  const now = toWall(instant);
  const cutoff = Math.floor(now / HOUR) * HOUR + HOUR;
  const today = startOfDay(now);
  const d = new Date(today);
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
  switch (query.quickTime) {
    case 1: {
      const monday = today - ((dayOfWeek(today) + 6) % 7) * DAY;
      const label = `${formatDay(monday)} 至 ${formatDay(monday + 6 * DAY)}`;
      return { period: 'weeks', label, start: monday, end: monday + 7 * DAY, hourly: false, now, cutoff };
    }
    case 2:
      return {
        period: 'months',
        label: `${y}-${pad(m + 1)}`,
        start: Date.UTC(y, m, 1),
        end: Date.UTC(y, m + 1, 1),
        hourly: false,
        now,
        cutoff,
      };
    case 3: {
      const first = m - (m % 3);
      const label = `${y}年第${first / 3 + 1}季度`;
      return { period: 'quarters', label, start: Date.UTC(y, first, 1), end: Date.UTC(y, first + 3, 1), hourly: false, now, cutoff };
    }
    case 5: {
      const a = parseDay(query.startTime);
      const b = parseDay(query.endTime);
      if (a === null || b === null) return todayWindow(now, cutoff, 'customTime');
      const last = Math.max(a, b);
      const first = Math.max(Math.min(a, b), last - (MAX_CUSTOM_DAYS - 1) * DAY);
      const label = `${formatDay(first)} 至 ${formatDay(last)}`;
      const hourly = (last - first) / DAY <= 6;
      return { period: 'customTime', label, start: first, end: last + DAY, hourly, now, cutoff };
    }
    default:
      return todayWindow(now, cutoff, 'days');
  }
}

/** The chart points of a window, stopping at the current hour. */
export function bucketsOf(win: TimeWindow): Bucket[] {
  const step = win.hourly ? HOUR : DAY;
  const out: Bucket[] = [];
  for (let t = win.start; t < win.end && t < win.cutoff; t += step) {
    out.push({ time: win.hourly ? formatHour(t) : formatDay(t), from: t, to: Math.min(t + step, win.cutoff) });
  }
  return out;
}

/** Sums `perHour` over the whole hours of a bucket. */
export function sumHours(bucket: Bucket, perHour: (hourStart: number) => number): number {
  let total = 0;
  for (let h = bucket.from; h < bucket.to; h += HOUR) total += perHour(h);
  return total;
}

/** How busy the plant is in an hour: two shifts on weekdays, a lighter night shift, a slow weekend. */
export function shiftLoad(hourStart: number): number {
  const h = hourOfDay(hourStart);
  const base = h >= 8 && h < 20 ? 1 : h >= 20 ? 0.7 : 0.45;
  const dow = dayOfWeek(hourStart);
  return base * (dow === 0 ? 0.35 : dow === 6 ? 0.6 : 1);
}
