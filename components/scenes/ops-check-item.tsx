import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { OpsItem, OpsPhase } from '@/lib/identifier/sections';
import { messages } from '@/lib/messages';

function PhaseMark({ phase, abnormal }: { phase: OpsPhase; abnormal: boolean }) {
  const base = { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 13, whiteSpace: 'nowrap', flexShrink: 0 } as const;
  if (phase === 'pending') {
    return (
      <Box component="span" sx={{ ...base, color: 'text.disabled' }}>
        <RadioButtonUnchecked aria-hidden sx={{ fontSize: 16 }} />
        {messages.opsItemPending}
      </Box>
    );
  }
  if (phase === 'scanning') {
    return (
      <Box component="span" sx={{ ...base, color: 'primary.main', fontWeight: 500 }}>
        <CircularProgress aria-hidden size={14} thickness={5} />
        {messages.opsItemScanning}
      </Box>
    );
  }
  const Icon = abnormal ? ErrorOutline : CheckCircle;
  return (
    <Box component="span" sx={{ ...base, color: abnormal ? 'error.main' : 'success.main', fontWeight: 500 }}>
      <Icon aria-hidden sx={{ fontSize: 16 }} />
      {abnormal ? messages.opsItemAbnormal : messages.opsItemDone}
    </Box>
  );
}

/** One line of the check: its name, its phase, and once done its reading (red when abnormal). */
export function OpsCheckItem({ item, phase }: { item: OpsItem; phase: OpsPhase }) {
  const flagged = phase === 'done' && item.abnormal;
  return (
    <Box
      component="li"
      sx={{
        px: { xs: 1.5, sm: 2 },
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        bgcolor: flagged ? 'rgba(211, 47, 47, 0.06)' : phase === 'scanning' ? 'primary.light' : 'transparent',
        transition: 'background-color 0.2s',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>{item.label}</Typography>
        <PhaseMark phase={phase} abnormal={item.abnormal} />
      </Box>
      {phase === 'done' && (
        <Typography variant="body2" sx={{ mt: 0.5, color: flagged ? 'error.main' : 'text.secondary', fontWeight: flagged ? 500 : 400, overflowWrap: 'anywhere' }}>
          {item.value || '—'}
        </Typography>
      )}
    </Box>
  );
}
