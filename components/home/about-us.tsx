import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ContentSection } from '@/components/content/content-section';
import { aboutUs } from '@/lib/content/home';
import type { PlatformFigures } from '@/lib/content/figures';
import { PlatformFiguresView } from './platform-figures';

/** About us, with the platform's live figures (000 §2, §7 data warehouse). */
export function AboutUs({ figures }: { figures: PlatformFigures | null }) {
  return (
    <ContentSection id="about-us" title={aboutUs.title} tone="paper">
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}>
        <Box>
          {aboutUs.paragraphs.map((p) => (
            <Typography key={p.slice(0, 12)} sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 2 }}>
              {p}
            </Typography>
          ))}
          <Button href="/introduce" variant="outlined">
            了解我们
          </Button>
        </Box>
        <PlatformFiguresView initial={figures} />
      </Box>
    </ContentSection>
  );
}
