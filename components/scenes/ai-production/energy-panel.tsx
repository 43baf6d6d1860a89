'use client';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { EnergyData, EnergyEntry } from '@/core/contract';
import { periodList, type PeriodKey } from '@/lib/identifier/ai-time';
import { figure, num, trendOf } from './ai-data';
import { RankBarChart, SharePie } from './bar-charts';
import { FigureCards, PickSelect } from './chart-parts';
import { primaryColor, seriesColor } from './chart-colors';
import { NoData } from './panel-states';
import { TrendChart } from './trend-chart';

const KWH = 'kWh';
const isAllUnit = (name: string) => name === '全部' || name.toLowerCase() === 'all';

/** Energy consumption (000 §2): kWh per unit; the '全部' unit adds a bar per unit and a pie of shares. */
export function EnergyPanel({ data, periodKey }: { data: EnergyData; periodKey: PeriodKey }) {
  const units = data.unitDataDetails
    .map((u) => ({ name: u.unitName, entry: periodList<EnergyEntry>(u, periodKey)[0] }))
    .filter((u): u is { name: string; entry: EnergyEntry } => Boolean(u.entry));
  const [picked, setPicked] = useState<string | null>(null);
  if (units.length === 0) return <NoData />;

  const all = units.find((u) => isAllUnit(u.name));
  const current = units.find((u) => u.name === picked) ?? all ?? units[0];
  const machines = units.filter((u) => !isAllUnit(u.name)).map((u) => ({ name: u.name, value: num(u.entry.totalForUnit) }));
  const showAll = isAllUnit(current.name);
  const top = [...machines].sort((a, b) => b.value - a.value)[0];
  const total = num(current.entry.total);
  const period = { label: '统计周期', value: current.entry.label };
  const allFigures = [
    { label: '总能耗', value: figure(total), unit: KWH },
    { label: '能耗单元', value: String(machines.length), unit: '个' },
    ...(top ? [{ label: '能耗最高单元', value: top.name }] : []),
    period,
  ];
  const unitFigures = [
    { label: '总能耗', value: figure(total), unit: KWH },
    { label: '本单元能耗', value: figure(current.entry.totalForUnit), unit: KWH },
    { label: '占总能耗', value: total > 0 ? figure((num(current.entry.totalForUnit) / total) * 100) : '0', unit: '%' },
    period,
  ];
  const trend = trendOf(current.entry.chartDataDetails?.energyConsumptionTrend);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PickSelect
        label="能耗单元"
        value={current.name}
        options={units.map((u) => ({ value: u.name, label: u.name }))}
        onChange={setPicked}
      />
      <FigureCards label="能耗概览" figures={showAll ? allFigures : unitFigures} />
      {showAll && machines.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <RankBarChart title="各单元能耗" rows={machines} unit={KWH} />
          <SharePie title="各单元能耗占比" rows={machines.map((m, i) => ({ ...m, fill: seriesColor(i) }))} unit={KWH} />
        </Box>
      )}
      {trend.length > 0 ? (
        <TrendChart title={`${current.name}能耗趋势`} rows={trend} series={[{ key: 'value', name: '能耗', color: primaryColor }]} unit={KWH} />
      ) : null}
    </Box>
  );
}
