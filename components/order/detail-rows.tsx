import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label and value pairs, two columns that stay readable at 360 px. */
export function DetailRows({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 3, rowGap: 1.25, m: 0 }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
