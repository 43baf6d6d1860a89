import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { ContentSection } from '@/components/content/content-section';
import type { Solution } from '@/lib/content/types';

/** The overview (planText) beside the solution's picture. */
export function SolutionOverview({ solution }: { solution: Solution }) {
  return (
    <ContentSection id="overview" title="方案概述">
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' }, alignItems: 'center' }}>
        <Box>
          {solution.planText.map((p) => (
            <Typography key={p.slice(0, 12)} sx={{ lineHeight: 1.9, mb: 2, color: 'text.secondary' }}>
              {p}
            </Typography>
          ))}
        </Box>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', aspectRatio: '8 / 5', bgcolor: 'primary.dark' }}>
          <Image src={solution.imgUrl} alt="" width={480} height={300} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </Box>
      </Box>
    </ContentSection>
  );
}
