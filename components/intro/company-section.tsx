import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContentSection } from '@/components/content/content-section';
import { company } from '@/lib/content/introduction';
import { VideoFigure } from './video-figure';

/** The company, with its film (000 §2). */
export function CompanySection() {
  return (
    <ContentSection id="company" title="公司简介" tone="paper">
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, alignItems: 'center' }}>
        <Box>
          <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700 }}>
            {company.name}
          </Typography>
          {company.paragraphs.map((p) => (
            <Typography key={p.slice(0, 12)} sx={{ color: 'text.secondary', lineHeight: 1.9, mt: 2 }}>
              {p}
            </Typography>
          ))}
          <Box component="dl" sx={{ m: 0, mt: 3, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {company.highlights.map((h) => (
              <Box key={h.label} sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'primary.light', textAlign: 'center' }}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                  {h.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, color: 'primary.dark' }}>
                  {h.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <VideoFigure src={company.video.src} poster={company.video.poster} title={company.video.title} transcript={company.video.transcript} caption={`${company.founded}成立 · ${company.location}`} />
      </Box>
    </ContentSection>
  );
}
