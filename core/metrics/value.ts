import type { Metric } from 'prom-client';

/**
 * The current value of one series of a counter or gauge (a histogram's count with `suffix: 'count'`),
 * 0 when it has not been touched: what a test reads before and after an event.
 */
export async function valueOf(metric: Metric, labels: Record<string, string> = {}, suffix?: 'count' | 'sum'): Promise<number> {
  const { values } = await metric.get();
  const wanted = (name: string | undefined) => (suffix ? name?.endsWith(`_${suffix}`) : true);
  const match = values.find((v) => wanted((v as { metricName?: string }).metricName) && Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want));
  return match?.value ?? 0;
}
