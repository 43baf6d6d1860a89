import type { TraceStep } from '@/core/contract';

/** 'YYYY-MM-DD HH:mm:ss' as a `<time dateTime>` value; undefined for anything else. */
export function isoTime(time: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(time.trim()) ? time.trim().replace(' ', 'T') : undefined;
}

/**
 * Latest station first, as parcel tracking reads. Sorted by acceptTime when every time is readable;
 * otherwise the given (chronological) list is reversed.
 */
export function newestFirst(steps: readonly TraceStep[]): TraceStep[] {
  const times = steps.map((s) => Date.parse(isoTime(s.acceptTime) ?? ''));
  if (times.some(Number.isNaN)) return [...steps].reverse();
  return steps
    .map((step, i) => ({ step, i, t: times[i] }))
    .sort((a, b) => b.t - a.t || b.i - a.i)
    .map((x) => x.step);
}
