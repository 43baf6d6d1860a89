'use client';
import { Bar, BarChart, CartesianGrid, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { figure } from './ai-data';
import { ChartFrame, axisTick, categoryLabel, categoryWidth, useNarrow } from './chart-parts';
import { gridColor, primaryColor } from './chart-colors';

export interface NamedValue {
  name: string;
  value: number;
}

/** Horizontal bars, largest first: long Chinese names stay readable on a phone. */
export function RankBarChart({ title, rows, unit, color = primaryColor }: { title: string; rows: NamedValue[]; unit: string; color?: string }) {
  const narrow = useNarrow();
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  return (
    <ChartFrame title={`${title}（${unit}）`} height={sorted.length * 32 + 40}>
      <BarChart data={sorted} layout="vertical" margin={{ top: 4, right: 24, left: 0, bottom: 4 }}>
        <CartesianGrid stroke={gridColor} horizontal={false} />
        <XAxis type="number" tick={axisTick} tickFormatter={(v: number) => figure(v)} />
        <YAxis type="category" dataKey="name" tick={axisTick} width={categoryWidth(narrow)} interval={0} tickFormatter={categoryLabel(narrow)} />
        <Tooltip formatter={(v) => `${figure(v)} ${unit}`} />
        <Bar dataKey="value" name={title} fill={color} barSize={18} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

/** A donut of shares; the legend carries each share as a percentage, so no label has to fit a slice. */
export function SharePie({ title, rows, unit }: { title: string; rows: (NamedValue & { fill: string })[]; unit: string }) {
  const total = rows.reduce((a, r) => a + r.value, 0);
  if (total <= 0) return null;
  const data = rows.map((r) => ({ ...r, name: `${r.name} ${total > 0 ? Math.round((r.value / total) * 1000) / 10 : 0}%` }));
  return (
    <ChartFrame title={title} height={300}>
      <PieChart>
        <Pie data={data} dataKey="value" nameKey="name" cx="50%" cy="42%" innerRadius="38%" outerRadius="68%" paddingAngle={1} isAnimationActive={false} />
        <Tooltip formatter={(v) => `${figure(v)} ${unit}`} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
      </PieChart>
    </ChartFrame>
  );
}
