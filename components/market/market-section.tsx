import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled block of the marketplace home; the title names the section for screen readers too.
 * `careHidden`: a promotion, left out of the care mode's simpler page (styles/care.css).
 */
export function MarketSection({ id, title, action, careHidden = false, children }: { id: string; title: string; action?: ReactNode; careHidden?: boolean; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} data-care-hidden={careHidden || undefined} sx={{ mt: { xs: 4, md: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700, fontSize: { xs: 20, md: 24 } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
