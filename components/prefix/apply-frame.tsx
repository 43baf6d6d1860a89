import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ReviewStage } from '@/lib/prefix/status';
import { NotesPanel } from './notes-panel';
import { StatusSteps } from './status-steps';

/** 000 §2 the page around the form: title, notes, the 3-step bar. */
export function ApplyFrame({ stage, children }: { stage: ReviewStage; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 22, md: 30 }, fontWeight: 700, mb: 2 }}>
        企业标识前缀注册申请
      </Typography>
      <NotesPanel />
      <StatusSteps stage={stage} />
      <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
    </Container>
  );
}
