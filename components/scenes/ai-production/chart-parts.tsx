'use client';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { axisColor } from './chart-colors';

// Building blocks every panel shares: the figures as cards (the text that carries every number a chart
// shows) and a titled, fixed-height frame that the chart fills at any width.

export interface Figure {
  label: string;
  value: string;
  unit?: string;
  /** A second, smaller line (the count beside the hours). */
  note?: string;
  /** A swatch tying the figure to its chart colour. */
  color?: string;
}

export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {figures.map((f) => (
        <Box key={f.label} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider', minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {f.color && <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: f.color, flex: 'none' }} />}
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.5, fontSize: { xs: 18, sm: 22 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {f.value}
            {f.unit && (
              <Typography component="span" variant="body2" sx={{ ml: 0.5, color: 'text.secondary' }}>
                {f.unit}
              </Typography>
            )}
          </Typography>
          {f.note && (
            <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
              {f.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

export function ChartFrame({ title, height, action, children }: { title: string; height: number; action?: ReactNode; children: ReactElement }) {
  return (
    <Box component="figure" sx={{ m: 0, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography component="figcaption" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ height, minWidth: 0 }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height }}>
          {children}
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

/** Narrow screens tilt axis labels and hide legends that would not fit. */
export function useNarrow(): boolean {
  return useMediaQuery('(max-width: 599.95px)');
}

export const axisTick = { fontSize: 12, fill: axisColor };

/** Room for a position name such as 定子冲片叠压工位 on the category axis of a horizontal bar. */
export const categoryWidth = (narrow: boolean) => (narrow ? 100 : 132);

/**
 * Category labels on a phone: without the '工位' every position shares (the chart title says it), and at
 * most 7 characters; the tooltip still names the whole position.
 */
export const categoryLabel = (narrow: boolean) => (name: string) => {
  if (!narrow) return name;
  const short = name.replace(/工位$/, '');
  return short.length > 7 ? `${short.slice(0, 6)}…` : short;
};

/** A labelled select for a unit or a position. */
export function PickSelect({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180, maxWidth: '100%', justifySelf: 'start' }}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
