import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const footerLinkSx = {
  color: 'inherit',
  textDecoration: 'none',
  width: 'fit-content',
  '&:hover': { color: '#fff', textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid #8fb4ff', outlineOffset: 2, borderRadius: 0.5 },
} as const;

/** One titled column of the footer. */
export function FooterColumn({ title, sx, children }: { title: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="section" sx={sx}>
      <Box component="h2" sx={{ m: 0, mb: 2, fontSize: 16, fontWeight: 600, color: '#fff' }}>
        {title}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>{children}</Box>
    </Box>
  );
}
