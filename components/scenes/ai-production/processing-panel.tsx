'use client';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ProcessingData } from '@/core/contract';
import { figure, isAllPosition, num, trendOf, type ChartPoint } from './ai-data';
import { RankBarChart } from './bar-charts';
import { FigureCards, PickSelect } from './chart-parts';
import { primaryColor } from './chart-colors';
import { NoData } from './panel-states';
import { TrendChart } from './trend-chart';

const HOURS = '小时';
const ALL = 'all';

/** Adds trends point by point, for a gateway that sends no 'all' row. */
function sumTrends(trends: ChartPoint[][]): ChartPoint[] {
  const byTime = new Map<string, number>();
  for (const t of trends) for (const p of t) byTime.set(p.time, (byTime.get(p.time) ?? 0) + p.value);
  return [...byTime].map(([time, value]) => ({ time, value }));
}

/** Processing time (000 §2): totals, hours per unit product, the top 10 positions and a trend. */
export function ProcessingPanel({ data }: { data: ProcessingData }) {
  const [picked, setPicked] = useState(ALL);
  const rows = data.positionDataDetails.map((p) => ({
    code: String(p.positionCode),
    name: p.positionName,
    hours: num(p.timeTotalForPosition),
    trend: trendOf(p.chartDataDetails?.postProcessingTimeTrend),
  }));
  const positions = rows.filter((p) => !isAllPosition(p.code));
  if (rows.length === 0) return <NoData />;

  const allRow = rows.find((p) => isAllPosition(p.code));
  const top = [...positions].sort((a, b) => b.hours - a.hours).slice(0, 10);
  const current = positions.find((p) => p.code === picked);
  const trend = current ? current.trend : (allRow?.trend ?? sumTrends(positions.map((p) => p.trend)));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FigureCards
        label="加工时间概览"
        figures={[
          { label: '总加工时长', value: figure(data.timeTotal), unit: HOURS },
          { label: '单位产品加工时长', value: figure(data.productTime, 3), unit: '小时/件' },
          { label: '工位数', value: String(positions.length), unit: '个' },
          ...(top[0] ? [{ label: '加工时长最长工位', value: top[0].name }] : []),
        ]}
      />
      {top.length > 0 && <RankBarChart title="加工时长前十工位" rows={top.map((p) => ({ name: p.name, value: p.hours }))} unit={HOURS} />}
      {trend.length > 0 && (
        <TrendChart
          title={`${current?.name ?? '全部工位'}加工时长趋势`}
          rows={trend}
          series={[{ key: 'value', name: '加工时长', color: primaryColor }]}
          unit={HOURS}
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
