import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Every scene view is a titled card (000 §2): a title bar, then the body. */
export function SceneCard({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Paper component="section" id={id} variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden', minWidth: 0 }}>
      <Box sx={{ px: { xs: 2, md: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 600, fontSize: { xs: '1.05rem', md: '1.15rem' }, pl: 1.5, borderLeft: 4, borderColor: 'primary.main', lineHeight: 1.4, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
      </Box>
      <Box sx={{ px: { xs: 2, md: 3 }, py: { xs: 2, md: 2.5 } }}>{children}</Box>
    </Paper>
  );
}
