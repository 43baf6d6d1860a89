'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { commonMessages } from '@/core/messages/common';
import { figure, num, type RepairRecord } from './ai-data';
import { FigureCards } from './chart-parts';
import { NoData } from './panel-states';

/** 000 §9: lists in scene views show 5, and 'view more' adds 5. */
const STEP = 5;

function Row({ label, value }: { label: string; value?: string }) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, fontSize: 14 }}>
      <Box component="dt" sx={{ color: 'text.secondary', flex: 'none' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Box>
  );
}

function RecordCard({ record }: { record: RepairRecord }) {
  const done = record.repairStatus !== '维修中';
  return (
    <Box component="li" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {[record.positionName, record.faultType && `${record.faultType}故障`].filter(Boolean).join(' · ')}
        </Typography>
        {record.repairStatus && <Chip size="small" label={record.repairStatus} color={done ? 'success' : 'warning'} variant="outlined" />}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Row label="维修时间" value={record.repairTime} />
        <Row label="故障描述" value={record.faultDescription} />
        <Row label="维修措施" value={record.repairMeasure} />
        <Row label="维修人员" value={record.repairPerson} />
        <Row label="维修工时" value={record.repairHours == null ? undefined : `${figure(record.repairHours, 1)} 小时`} />
      </Box>
    </Box>
  );
}

/** Repair records (data option 3): a summary and the newest records, 5 at a time. */
export function RepairPanel({ records }: { records: RepairRecord[] }) {
  const [shown, setShown] = useState(STEP);
  if (records.length === 0) return <NoData />;
  const hours = records.reduce((a, r) => a + num(r.repairHours), 0);
  const ongoing = records.filter((r) => r.repairStatus === '维修中').length;
  const positions = new Set(records.map((r) => r.positionCode ?? r.positionName)).size;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FigureCards
        label="维修概览"
        figures={[
          { label: '维修次数', value: String(records.length), unit: '次' },
          { label: '维修总工时', value: figure(hours, 1), unit: '小时' },
          { label: '维修中', value: String(ongoing), unit: '项' },
          { label: '涉及工位', value: String(positions), unit: '个' },
        ]}
      />
      <Box component="ul" aria-label="维修记录" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {records.slice(0, shown).map((r, i) => (
          <RecordCard key={`${r.repairTime}-${r.positionCode}-${i}`} record={r} />
        ))}
      </Box>
      {shown < records.length && (
        <Button variant="outlined" onClick={() => setShown((n) => n + STEP)} sx={{ justifySelf: 'center' }}>
          {commonMessages.viewMore}（{records.length - shown}）
        </Button>
      )}
    </Box>
  );
}
