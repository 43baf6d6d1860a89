import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The order pages' frame: a title, the step bar and the page's card. */
export function OrderFrame({ title, steps, children }: { title: string; steps?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {steps ? <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, mb: 2 }}>{steps}</Paper> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Container>
  );
}
