const dayMs = 86_400_000;
const beijingOffsetMs = 8 * 3_600_000;

/** The next midnight in Beijing (UTC+8, no daylight saving) after `nowMs`: when Baidu's day quota starts again. */
export function nextBeijingMidnight(nowMs: number): number {
  return (Math.floor((nowMs + beijingOffsetMs) / dayMs) + 1) * dayMs - beijingOffsetMs;
}
