'use client';
import type { ReactNode } from 'react';
import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { tickFormatter, trendTicks } from '@/lib/identifier/ai-time';
import { figure } from './ai-data';
import { ChartFrame, axisTick, useNarrow } from './chart-parts';
import { gridColor } from './chart-colors';

export interface TrendSeries {
  key: string;
  name: string;
  color: string;
}

export type TrendRow = { time: string } & Record<string, string | number>;

interface Props {
  title: string;
  rows: TrendRow[];
  series: TrendSeries[];
  unit: string;
  /** Stacked areas (abnormal hours by type) instead of lines. */
  stacked?: boolean;
  action?: ReactNode;
}

/** A trend over the asked period: 12 ticks at most (000 §9), short hour or day labels. */
export function TrendChart({ title, rows, series, unit, stacked, action }: Props) {
  const narrow = useNarrow();
  const times = rows.map((r) => r.time);
  const axis = (
    <XAxis
      dataKey="time"
      ticks={trendTicks(times)}
      interval={0}
      tickFormatter={tickFormatter(times)}
      tick={axisTick}
      angle={narrow ? -45 : 0}
      textAnchor={narrow ? 'end' : 'middle'}
      height={narrow ? 52 : 30}
    />
  );
  const common = (
    <>
      <CartesianGrid stroke={gridColor} vertical={false} />
      <YAxis tick={axisTick} width={48} tickFormatter={(v: number) => figure(v)} />
      <Tooltip formatter={(v) => `${figure(v)} ${unit}`} itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)} />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />}
    </>
  );
  return (
    <ChartFrame title={`${title}（${unit}）`} height={narrow ? 260 : 300} action={action}>
      {stacked ? (
        <AreaChart data={rows} margin={{ top: 8, right: 24, left: 0, bottom: 0 }}>
          {axis}
          {common}
          {series.map((s) => (
            <Area key={s.key} dataKey={s.key} name={s.name} stackId="all" type="monotone" stroke={s.color} fill={s.color} fillOpacity={0.55} isAnimationActive={false} />
          ))}
        </AreaChart>
      ) : (
        <LineChart data={rows} margin={{ top: 8, right: 24, left: 0, bottom: 0 }}>
          {axis}
          {common}
          {series.map((s) => (
            <Line key={s.key} dataKey={s.key} name={s.name} type="monotone" stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      )}
    </ChartFrame>
  );
}
