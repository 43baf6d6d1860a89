import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CaseBrief } from '@/lib/content/types';

/** A short customer story; it leads to the solution the customer used. */
export function CaseBriefCard({ brief, solutionTitle }: { brief: CaseBrief; solutionTitle: string }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={`/solution/${brief.solutionId}`} sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={brief.industry} size="small" color="primary" variant="outlined" />
          <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
            {brief.customer}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.8 }}>
          {brief.summary}
        </Typography>
        <Typography variant="body2" sx={{ color: 'primary.main', mt: 'auto', pt: 1.5 }}>
          采用方案：{solutionTitle} →
        </Typography>
      </CardActionArea>
    </Card>
  );
}
