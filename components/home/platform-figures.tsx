'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { figureLabels, type FigureKey } from '@/lib/content/home';
import { formatFigure, type PlatformFigures } from '@/lib/content/figures';
import { usePolledFigures } from './use-polled-figures';

const order: FigureKey[] = ['identifierTotal', 'resolveTotal', 'companyTotal'];

/** The live platform figures: the server's copy first, then the poll's. Fixed-size tiles: no layout shift. */
export function PlatformFiguresView({ initial }: { initial: PlatformFigures | null }) {
  const figures = usePolledFigures(initial);
  return (
    <Box component="dl" aria-label="平台实时数据" data-testid="platform-figures" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {order.map((key) => {
        const { label, unit } = figureLabels[key];
        const shown = figures ? formatFigure(figures[key]) : null;
        return (
          <Box key={key} sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, bgcolor: 'primary.light', minHeight: { xs: 96, sm: 112 }, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', order: 2, mt: 0.5, fontSize: { xs: 12, sm: 14 } }}>
              {label}
            </Typography>
            <Typography component="dd" data-figure={key} sx={{ m: 0, order: 1, color: 'primary.dark', fontWeight: 700, fontSize: { xs: 22, sm: 30 }, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {shown ? shown.value : '—'}
              <Box component="span" sx={{ fontSize: { xs: 12, sm: 14 }, fontWeight: 500, ml: 0.5 }}>
                {shown ? `${shown.unit}${unit}` : ''}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
