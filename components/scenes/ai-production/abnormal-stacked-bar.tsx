'use client';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AbnormalItem } from '@/core/contract';
import { figure, num } from './ai-data';
import { ChartFrame, axisTick, categoryLabel, categoryWidth, useNarrow } from './chart-parts';
import { gridColor } from './chart-colors';
import type { TrendSeries } from './trend-chart';

interface Position {
  name: string;
  items: AbnormalItem[];
}

/** Abnormal hours per position, stacked by type: the 10 positions with the most (000 §9), none without any. */
export function AbnormalStackedBar({ positions, series }: { positions: Position[]; series: TrendSeries[] }) {
  const narrow = useNarrow();
  const rows = positions
    .map((p) => {
      const row: Record<string, string | number> = { name: p.name };
      let total = 0;
      for (const it of p.items) {
        row[it.abnormalType] = num(row[it.abnormalType]) + num(it.timeTotalForPosition);
        total += num(it.timeTotalForPosition);
      }
      return { row, total };
    })
    .filter((r) => r.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, 10)
    .map((r) => r.row);
  if (rows.length === 0) return null;
  return (
    <ChartFrame title="各工位异常时长（小时）" height={rows.length * 32 + 72}>
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 24, left: 0, bottom: 4 }}>
        <CartesianGrid stroke={gridColor} horizontal={false} />
        <XAxis type="number" tick={axisTick} tickFormatter={(v: number) => figure(v)} />
        <YAxis type="category" dataKey="name" tick={axisTick} width={categoryWidth(narrow)} interval={0} tickFormatter={categoryLabel(narrow)} />
        <Tooltip formatter={(v) => `${figure(v)} 小时`} itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="types" fill={s.color} barSize={18} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
