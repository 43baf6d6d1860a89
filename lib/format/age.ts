// How long ago, in the words date-fns's formatDistanceStrict uses for zh-CN ('5 分钟', '3 小时', '2 天',
// '1 个月', '2 年'): the largest unit the span reaches, rounded. Of its own, not date-fns: the identifier
// page only says how old a cached page is, and date-fns with its Chinese locale was 11 kB of brotli in that
// page's first load for this one line (issue 64, docs/measurements/2026-12-05-pushed-freshness-and-page-weight.md).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The span from `from` to `to` (epoch milliseconds, `to` later) as zh-CN words, at least one minute. */
export function ageText(from: number, to: number): string {
  const span = Math.max(0, to - from);
  if (span < HOUR) return `${Math.max(1, Math.round(span / MINUTE))} 分钟`;
  if (span < DAY) return `${Math.round(span / HOUR)} 小时`;
  if (span < MONTH) return `${Math.round(span / DAY)} 天`;
  if (span < YEAR) return `${Math.round(span / MONTH)} 个月`;
  return `${Math.round(span / YEAR)} 年`;
}
