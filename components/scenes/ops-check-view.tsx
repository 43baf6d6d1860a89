'use client';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { OpsItem } from '@/lib/identifier/sections';
import { OPS_STEP_MS, OpsStatus, opsPhase, opsStatus } from '@/lib/identifier/sections';
import { format, messages } from '@/lib/messages';
import { OpsCheckItem } from './ops-check-item';

// Reduced motion still steps through the items every 500 ms, only without movement.
const still = { '@media (prefers-reduced-motion: reduce)': { '&, & *': { animation: 'none !important', transition: 'none !important' } } };

function statusText(status: OpsStatus, done: number, total: number): string {
  if (status === OpsStatus.ready) return messages.opsReady;
  if (status === OpsStatus.scanning) return format(messages.opsScanning, { done, total });
  return status === OpsStatus.abnormal ? messages.opsFinishedAbnormal : messages.opsFinishedHealthy;
}

/** Remote operations check (000 §2, §4): '开始检测' walks the items at 500 ms steps. */
export function OpsCheckView({ items }: { items: OpsItem[] }) {
  const [cursor, setCursor] = useState<number | null>(null);
  const status = opsStatus(items, cursor);
  const done = cursor === null ? 0 : Math.min(cursor, items.length);
  const abnormal = items.filter((i) => i.abnormal).length;
  const finished = status === OpsStatus.abnormal || status === OpsStatus.healthy;

  useEffect(() => {
    if (cursor === null || cursor >= items.length) return;
    const timer = window.setTimeout(() => setCursor(cursor + 1), OPS_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [cursor, items.length]);

  const tone = status === OpsStatus.abnormal ? 'error' : status === OpsStatus.healthy ? 'success' : 'primary';
  return (
    <Box sx={still}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: { xs: 1.5, sm: 2 }, mb: 2, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
        {finished && (status === OpsStatus.abnormal ? <ErrorOutline aria-hidden sx={{ color: 'error.main' }} /> : <CheckCircle aria-hidden sx={{ color: 'success.main' }} />)}
        <Box role="status" sx={{ flex: '1 1 12em', minWidth: 0 }}>
          <Typography sx={{ fontWeight: finished ? 600 : 400, color: finished ? `${tone}.main` : 'text.primary' }}>{statusText(status, done, items.length)}</Typography>
          {status === OpsStatus.abnormal && (
            <Typography variant="body2" sx={{ color: 'error.main', mt: 0.25 }}>
              {format(messages.opsAbnormalCount, { n: abnormal })}
            </Typography>
          )}
        </Box>
        <Button
          variant={finished ? 'outlined' : 'contained'}
          startIcon={finished ? <Replay /> : <PlayArrow />}
          disabled={status === OpsStatus.scanning}
          onClick={() => setCursor(0)}
          sx={{ flexShrink: 0 }}
        >
          {status === OpsStatus.scanning ? messages.opsItemScanning : finished ? messages.opsRestart : messages.opsStart}
        </Button>
        {status === OpsStatus.scanning && (
          <LinearProgress variant="determinate" value={(done / Math.max(items.length, 1)) * 100} aria-hidden sx={{ flexBasis: '100%', borderRadius: 1 }} />
        )}
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {items.map((item, i) => (
          <OpsCheckItem key={item.key} item={item} phase={opsPhase(i, cursor)} />
        ))}
      </Box>
    </Box>
  );
}
