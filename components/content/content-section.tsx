import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ContentSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Alternate section backgrounds so long pages read as blocks. */
  tone?: 'plain' | 'paper';
  children: ReactNode;
}

/** A titled block of a content page: one h2, labelled for screen readers' landmark list. */
export function ContentSection({ id, title, subtitle, tone = 'plain', children }: ContentSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ bgcolor: tone === 'paper' ? 'background.paper' : 'transparent', py: { xs: 5, md: 8 }, scrollMarginTop: 80 }}>
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} component="h2" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 700, textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle ? <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, maxWidth: 720, mx: 'auto' }}>{subtitle}</Typography> : null}
        <Box sx={{ mt: { xs: 3, md: 5 } }}>{children}</Box>
      </Container>
    </Box>
  );
}
