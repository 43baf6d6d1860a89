import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { CaseStat } from '@/lib/content/types';

/**
 * A case's figures with rise or fall markers (001 §3: num, unit, isRise, des). In each group the term comes
 * first, as `dl` requires; `order` shows the figure above it.
 */
export function CaseStats({ stats, compact = false }: { stats: CaseStat[]; compact?: boolean }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: compact ? 1 : 2, gridTemplateColumns: `repeat(${stats.length}, minmax(0, 1fr))` }}>
      {stats.map((s) => {
        const Arrow = s.isRise ? ArrowUpwardIcon : ArrowDownwardIcon;
        return (
          <Box key={s.des} sx={{ display: 'flex', flexDirection: 'column', p: compact ? 1 : { xs: 1.5, md: 3 }, borderRadius: 2, bgcolor: compact ? 'background.default' : 'background.paper', border: compact ? 0 : 1, borderColor: 'divider', textAlign: 'center' }}>
            <Typography component="dt" variant="body2" sx={{ order: 2, mt: 0.5, color: 'text.secondary', fontSize: compact ? 12 : { xs: 12, md: 14 } }}>
              {s.des}
            </Typography>
            <Typography component="dd" sx={{ m: 0, order: 1, position: 'relative', display: 'flex', alignItems: 'baseline', justifyContent: 'center', gap: 0.25, color: 'primary.main', fontWeight: 700, fontSize: compact ? 20 : { xs: 24, md: 40 }, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
              {s.num}
              <Box component="span" sx={{ fontSize: compact ? 12 : { xs: 13, md: 16 }, fontWeight: 500 }}>
                {s.unit}
              </Box>
              <Arrow aria-hidden sx={{ fontSize: compact ? 14 : { xs: 16, md: 24 }, color: s.isRise ? 'success.main' : 'secondary.main', alignSelf: 'center' }} />
              <Box component="span" sx={{ position: 'absolute', left: 0, top: 0, width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                {s.isRise ? '（上升）' : '（下降）'}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
