'use client';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { AbnormalData, AbnormalItem } from '@/core/contract';
import { periodList, type PeriodKey } from '@/lib/identifier/ai-time';
import { figure, isAllPosition, num } from './ai-data';
import { SharePie } from './bar-charts';
import { FigureCards, PickSelect } from './chart-parts';
import { abnormalTypeColors, abnormalTypeOrder, seriesColor } from './chart-colors';
import { AbnormalStackedBar } from './abnormal-stacked-bar';
import { NoData } from './panel-states';
import { TrendChart, type TrendRow } from './trend-chart';

const HOURS = '小时';
const ALL = 'all';

const typeColor = (type: string, i: number) => abnormalTypeColors[type] ?? seriesColor(i + 4);

/** One row per time, one column per abnormal type: the stacked trend of one position. */
function trendRows(items: AbnormalItem[]): TrendRow[] {
  const rows = new Map<string, TrendRow>();
  for (const item of items) {
    for (const p of item.chartDataDetails?.postAbnormalTrend ?? []) {
      const row = rows.get(p.time) ?? { time: p.time };
      row[item.abnormalType] = num(row[item.abnormalType]) + num(p.numericalValue);
      rows.set(p.time, row);
    }
  }
  return [...rows.values()];
}

/** Abnormal data (000 §2): hours and counts per type, by position, as shares and over time. */
export function AbnormalPanel({ data, periodKey }: { data: AbnormalData; periodKey: PeriodKey }) {
  const [picked, setPicked] = useState(ALL);
  const rows = data.positionDataDetails.map((p) => ({
    code: String(p.positionCode),
    name: p.positionName,
    items: periodList<AbnormalItem>(p, periodKey),
  }));
  const positions = rows.filter((p) => !isAllPosition(p.code) && p.items.length > 0);
  const allRow = rows.find((p) => isAllPosition(p.code) && p.items.length > 0);
  if (!allRow && positions.length === 0) return <NoData />;

  const seen = new Set(rows.flatMap((p) => p.items.map((i) => i.abnormalType)));
  const types = [...abnormalTypeOrder.filter((t) => seen.has(t)), ...[...seen].filter((t) => !abnormalTypeColors[t])];
  // The 'all' row carries the totals per type; without it, the positions are added up.
  const totals = types.map((type, i) => {
    const own = allRow?.items.find((it) => it.abnormalType === type);
    const parts = positions.flatMap((p) => p.items.filter((it) => it.abnormalType === type));
    const hours = own ? num(own.timeTotal ?? own.timeTotalForPosition) : parts.reduce((a, it) => a + num(it.timeTotalForPosition), 0);
    const count = own ? num(own.numTotal) : parts.reduce((a, it) => Math.max(a, num(it.numTotal)), 0);
    return { type, hours, count, color: typeColor(type, i) };
  });
  const current = positions.find((p) => p.code === picked);
  const trend = trendRows(current?.items ?? allRow?.items ?? positions.flatMap((p) => p.items));
  const series = totals.map((t) => ({ key: t.type, name: `${t.type}异常`, color: t.color }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FigureCards
        label="异常概览"
        figures={totals.map((t) => ({ label: `${t.type}异常`, value: figure(t.hours), unit: HOURS, note: `${figure(t.count, 0)} 次`, color: t.color }))}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' } }}>
        {positions.length > 0 && <AbnormalStackedBar positions={positions} series={series} />}
        <SharePie title="各类异常时长占比" rows={totals.map((t) => ({ name: `${t.type}异常`, value: t.hours, fill: t.color }))} unit={HOURS} />
      </Box>
      {trend.length > 0 && (
        <TrendChart
          title={`${current?.name ?? '全部工位'}异常时长趋势`}
          rows={trend}
          series={series}
          unit={HOURS}
          stacked
          action={
            <PickSelect
              label="工位"
              value={current ? current.code : ALL}
              options={[{ value: ALL, label: '全部' }, ...positions.map((p) => ({ value: p.code, label: p.name }))]}
              onChange={setPicked}
            />
          }
        />
      )}
    </Box>
  );
}
