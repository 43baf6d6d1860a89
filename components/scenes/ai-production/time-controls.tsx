'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DayField } from '@/components/forms/day-field';
import { quickButtons, type QuickTime } from '@/lib/identifier/ai-time';

interface Props {
  /** The highlighted quick time; 5 (custom) highlights none. */
  quickTime: QuickTime;
  /** The custom days as typed (YYYY-MM-DD once whole). */
  start: string;
  end: string;
  error: string | null;
  onQuick: (quickTime: Exclude<QuickTime, 5>) => void;
  onDates: (start: string, end: string) => void;
}

/** Today / this week / this month, and a custom day range (000 §2, §5). */
export function TimeControls({ quickTime, start, end, error, onQuick, onDates }: Props) {
  const date = (label: string, value: string, onChange: (v: string) => void) => (
    <DayField label={label} value={value} onChange={onChange} sx={{ minWidth: 0, flex: { xs: 1, sm: 'none' }, width: { sm: 170 } }} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="快捷时间"
          value={quickTime === 5 ? null : quickTime}
          onChange={(_, v: Exclude<QuickTime, 5> | null) => v !== null && onQuick(v)}
          sx={{ height: 40 }}
        >
          {quickButtons.map((b) => (
            <ToggleButton key={b.quickTime} value={b.quickTime} sx={{ px: 2.5 }}>
              {b.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box role="group" aria-label="自定义时间" sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: { xs: '1 1 100%', sm: 'none' } }}>
          {date('开始日期', start, (v) => onDates(v, end))}
          <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
            至
          </Box>
          {date('结束日期', end, (v) => onDates(start, v))}
        </Box>
      </Box>
      {error && (
        <Alert severity="warning" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
